// What other features may use of uploads; the rest of this folder is its own (eslint.config.js keeps it so).
export type { ImportedAccount, ImportedStatement, ImportedTransaction } from './imported-statement.ts';
export { accountLabel, clientAccounts, listClientStatements } from './statement-accounts.ts';
export type { StatementWorkers } from './statement-workers.ts';
export { readStoredReconciliation } from './stored-reconciliation.ts';
export { requireVisibleTransaction, requireVisibleUpload, transactionVisibleTo } from './upload-visibility.ts';
export { findUpload, updateUpload } from './uploads.queries.ts';
