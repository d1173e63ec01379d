import type { TransactionsTable } from '../../db/schema.ts';
import { conflict } from '../../lib/http-error.ts';
import { usDate } from '../audit/index.ts';

/**
 * Why a row can no longer be corrected here, or null: what reached QuickBooks must be fixed there, or the
 * books and Ledgerdesk would disagree without anyone noticing.
 */
export function correctionLock(row: Pick<TransactionsTable, 'qb_id' | 'qb_request_id' | 'iif_exported_at'>): string | null {
  if (row.qb_id) return 'This transaction is already in QuickBooks Online, so it cannot be changed here. Correct it in QuickBooks.';
  // A request id without a QuickBooks id: a push sent it and never heard back. Changing it now would give
  // the next push a new request id, and QuickBooks could end up with the old and the new version both.
  if (row.qb_request_id)
    return 'A push of this transaction to QuickBooks has not finished. Push the statement again to learn whether it arrived, then correct it.';
  if (row.iif_exported_at) {
    return `This transaction was written to an IIF file on ${usDate(row.iif_exported_at)}, so QuickBooks Desktop may already hold it. Correct it in QuickBooks Desktop.`;
  }
  return null;
}

/** Refuses (409, with the lock's sentence) a correction of a row that has left for QuickBooks. */
export function assertCorrectable(row: Pick<TransactionsTable, 'qb_id' | 'qb_request_id' | 'iif_exported_at'>): void {
  const lock = correctionLock(row);
  if (lock) throw conflict(lock);
}
