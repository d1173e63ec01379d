/** Every QuickBooks Online query of a client sits under one key, so a connection change can refresh them together. */
export const qboKeys = {
  all: (clientId: string) => ['qbo', clientId] as const,
  status: (clientId: string) => ['qbo', clientId, 'status'] as const,
  accounts: (clientId: string) => ['qbo', clientId, 'accounts'] as const,
  registerAccounts: (clientId: string) => ['qbo', clientId, 'register-accounts'] as const,
  uploadRegister: (clientId: string, uploadId: string) => ['qbo', clientId, 'upload-register', uploadId] as const,
  lastPush: (clientId: string) => ['qbo', clientId, 'last-push'] as const,
  documents: (clientId: string) => ['qbo', clientId, 'documents'] as const,
};

/** Queries of other screens that a connection or a push makes stale (the Clients list, the Transactions screen). */
export const otherKeys = {
  clients: ['clients'] as const,
  clientCategories: (clientId: string) => ['client-categories', clientId] as const,
  clientTransactions: (clientId: string) => ['transactions', 'client', clientId] as const,
  uploadTransactions: ['transactions', 'upload'] as const,
};
