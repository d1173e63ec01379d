import type { PushResult, Transaction } from '@ledgerdesk/contracts';

export type PushRowResult = PushResult['results'][number];

/** What the Push Status column says about one row (the brief: pushed, already pushed, error text, otherwise a dash). */
export type PushStatus =
  | { kind: 'pushed'; qboId: string }
  | { kind: 'already-pushed'; qboId: string }
  | { kind: 'failed'; message: string }
  | { kind: 'exported'; exportedAt: string }
  | { kind: 'none' };

/**
 * The row's own state comes first (it survives a reload); the result of the last push made from this
 * screen adds what the row cannot carry: that it was skipped as already pushed, or a refusal the
 * server did not store on the row.
 */
export function pushStatus(transaction: Pick<Transaction, 'qb_id' | 'push_error' | 'exported_at'>, lastResult?: PushRowResult): PushStatus {
  const qboId = transaction.qb_id ?? (lastResult?.skipped ? lastResult.qbo_txn_id : null);
  if (qboId) return { kind: lastResult?.skipped ? 'already-pushed' : 'pushed', qboId };
  const message = transaction.push_error ?? (lastResult && !lastResult.ok ? lastResult.error : null);
  if (message) return { kind: 'failed', message };
  if (transaction.exported_at) return { kind: 'exported', exportedAt: transaction.exported_at };
  return { kind: 'none' };
}

const DOCUMENT_TYPES: Record<string, string> = { Purchase: 'Purchase', Deposit: 'Deposit', Transfer: 'Transfer', JournalEntry: 'Journal Entry' };

/**
 * A QuickBooks Online document as its type and number ("Deposit 1", "Purchase 1"): Intuit numbers each type
 * on its own, so two rows with the same number are two documents, not one posted twice. "QBO #1" while the
 * type is not known.
 */
export function documentLabel(qboId: string, entityType?: string | null): string {
  const type = entityType ? DOCUMENT_TYPES[entityType] : undefined;
  return type ? `${type} ${qboId}` : `QBO #${qboId}`;
}

/** The status in words, for screen readers and titles ("pushed (Deposit 123)"). */
export function pushStatusText(status: PushStatus, entityType?: string | null): string {
  switch (status.kind) {
    case 'pushed':
      return `pushed (${documentLabel(status.qboId, entityType)})`;
    case 'already-pushed':
      return `already pushed (${documentLabel(status.qboId, entityType)})`;
    case 'failed':
      return status.message;
    case 'exported':
      return 'Exported';
    case 'none':
      return 'Not pushed';
  }
}

/** The description of the "Push Complete" toast: the brief's counts, then why rows were left out ("9 rows still on Ask Client were not sent"). */
export function pushSummary({ pushed, skipped, failed, not_sent: notSent }: Pick<PushResult, 'pushed' | 'skipped' | 'failed' | 'not_sent'>): string {
  const counts = `Pushed: ${pushed}, Skipped: ${skipped}, Failed: ${failed}`;
  return notSent && notSent.length > 0 ? `${counts}. ${notSent.join('. ')}.` : counts;
}

/**
 * The statement a push from the Transactions screen is for: the one the screen is narrowed to, else
 * (the brief) the upload of the first loaded transaction; null when there is none ("No upload found").
 */
export function uploadToPush(transactions: readonly Pick<Transaction, 'upload_id'>[], narrowedTo: string | null): string | null {
  return narrowedTo ?? transactions[0]?.upload_id ?? null;
}
