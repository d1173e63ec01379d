import type { Transaction } from '@ledgerdesk/contracts';

/** The brief's Export screen lists approved transactions only. */
export function approvedTransactions(transactions: readonly Transaction[]): Transaction[] {
  return transactions.filter((transaction) => transaction.approved);
}

/** The select-all box: selects every listed transaction, or clears them all when all were selected. */
export function toggleAll(listedIds: readonly string[], selected: ReadonlySet<string>): Set<string> {
  const allSelected = listedIds.length > 0 && listedIds.every((id) => selected.has(id));
  return allSelected ? new Set() : new Set(listedIds);
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export type ExportPlan =
  | { ok: true; clientId: string; uploadId: string; transactionIds: string[] }
  | { ok: false; message: string };

/**
 * What the Export button sends, or the brief's reason it cannot: a client and at least one selected
 * transaction, and an upload id taken from the first selected approved transaction. Selected ids that
 * are no longer listed (unapproved meanwhile) are left out.
 */
export function planExport(clientId: string | null, approved: readonly Transaction[], selected: ReadonlySet<string>): ExportPlan {
  if (clientId === null || selected.size === 0) return { ok: false, message: 'Please select client and transactions' };
  const chosen = approved.filter((transaction) => selected.has(transaction._id));
  const uploadId = chosen.find((transaction) => transaction.upload_id)?.upload_id;
  if (!uploadId) return { ok: false, message: 'No upload ID found for selected transactions' };
  return { ok: true, clientId, uploadId, transactionIds: chosen.map((transaction) => transaction._id) };
}

/** Whether a transaction has already left Ledgerdesk, for the list's last column. */
export function exportState(transaction: Transaction): 'pushed' | 'exported' | null {
  if (transaction.qb_id) return 'pushed';
  return transaction.exported_at ? 'exported' : null;
}
