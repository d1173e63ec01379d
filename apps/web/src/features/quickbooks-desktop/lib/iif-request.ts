import type { Transaction } from '@ledgerdesk/contracts';

export interface ToastText {
  title: string;
  description: string;
}

/**
 * The brief includes every loaded transaction in the IIF file; a screen narrowed to one statement
 * (the dashboard's View link) exports that statement's. Excluded rows are never written, so not counted.
 */
export function transactionsForIif(loaded: readonly Transaction[], uploadId: string | null): string[] {
  return loaded
    .filter((transaction) => !transaction.excluded && (uploadId === null || transaction.upload_id === uploadId))
    .map((transaction) => transaction._id);
}

/** Why the Download IIF File button cannot send yet, as the brief's toast; null when it can. */
export function iifRequestProblem(registerAccountName: string, transactionCount: number): ToastText | null {
  if (registerAccountName.trim() === '') return { title: 'Invalid Input', description: 'Please enter a register account name.' };
  if (transactionCount === 0) return { title: 'No Transactions', description: 'No transactions available to export.' };
  return null;
}

export function transactionCount(count: number): string {
  return `${count} ${count === 1 ? 'transaction' : 'transactions'}`;
}
