import type { Transaction } from '@ledgerdesk/contracts';

/** The brief's Export screen lists approved transactions only; an excluded row never leaves, so it is not listed. */
export function approvedTransactions(transactions: readonly Transaction[]): Transaction[] {
  return transactions.filter((transaction) => transaction.approved && !transaction.excluded);
}

/**
 * The select-all box: ticks every listed transaction, or unticks them when all were ticked. Ticks on
 * rows a filter hides are left as they are.
 */
export function toggleAll(listedIds: readonly string[], selected: ReadonlySet<string>): Set<string> {
  const next = new Set(selected);
  const allSelected = listedIds.length > 0 && listedIds.every((id) => selected.has(id));
  for (const id of listedIds) {
    if (allSelected) next.delete(id);
    else next.add(id);
  }
  return next;
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export type ExportPlan = { ok: true; clientId: string; uploadId: string; transactionIds: string[] } | { ok: false; message: string };

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

export interface Statement {
  uploadId: string;
  count: number;
  /** ISO dates of its first and last listed transaction. */
  from: string;
  to: string;
}

/** The statements the listed transactions come from, oldest first, to narrow the list to one. */
export function statementsOf(transactions: readonly Transaction[]): Statement[] {
  const byUpload = new Map<string, Statement>();
  for (const transaction of transactions) {
    const date = transaction.transaction_date;
    const seen = byUpload.get(transaction.upload_id);
    if (!seen) {
      byUpload.set(transaction.upload_id, { uploadId: transaction.upload_id, count: 1, from: date, to: date });
      continue;
    }
    seen.count += 1;
    if (date < seen.from) seen.from = date;
    if (date > seen.to) seen.to = date;
  }
  return [...byUpload.values()].sort((a, b) => a.from.localeCompare(b.from) || a.uploadId.localeCompare(b.uploadId));
}

/** One statement's transactions, or all of them when none is chosen. */
export function inStatement(transactions: readonly Transaction[], uploadId: string | null): readonly Transaction[] {
  return uploadId === null ? transactions : transactions.filter((transaction) => transaction.upload_id === uploadId);
}
