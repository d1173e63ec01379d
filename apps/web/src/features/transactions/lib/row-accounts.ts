import type { transactions } from '@ledgerdesk/contracts';

/** Each statement's account name, when the client's statements are for more than one account; else null (nothing to tell apart). */
export function accountNamesByUpload(accounts: transactions.ClientSummary['accounts'] | undefined): ReadonlyMap<string, string> | null {
  if (!accounts || accounts.length < 2) return null;
  return new Map(accounts.flatMap((account) => account.upload_ids.map((uploadId) => [uploadId, account.name] as const)));
}
