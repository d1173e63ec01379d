import type { Transaction } from '@ledgerdesk/contracts';
import { formatDate } from '../../../lib/format.ts';

type RowState = Pick<Transaction, 'qb_id' | 'exported_at' | 'excluded' | 'splits'>;

/** Why a row can no longer be corrected here, or null: once it left for QuickBooks, it is fixed there. */
export function correctionLock(transaction: Pick<Transaction, 'qb_id' | 'exported_at'>): string | null {
  if (transaction.qb_id !== null) return 'In QuickBooks: fix it there';
  if (transaction.exported_at) return `Written to an IIF file on ${formatDate(transaction.exported_at)}: fix it in QuickBooks Desktop`;
  return null;
}

export interface RowActionsAllowed {
  edit: boolean;
  split: boolean;
  removeSplit: boolean;
  exclude: boolean;
  include: boolean;
  approve: boolean;
  /** Why the corrections are not offered (locked, or excluded), for the disabled actions' titles. */
  why: string | null;
  /** Why the row cannot be approved, or null. */
  approveWhy: string | null;
}

/**
 * What a row lets the reviewer do. An excluded row is set aside: it is neither corrected nor approved
 * until it is included again (the server refuses to approve it). A locked row changes in QuickBooks only.
 */
export function rowActions(transaction: RowState): RowActionsAllowed {
  const lock = correctionLock(transaction);
  const { excluded } = transaction;
  const open = lock === null && !excluded;
  return {
    edit: open,
    split: open,
    removeSplit: open && transaction.splits.length > 0,
    exclude: open,
    include: lock === null && excluded,
    approve: transaction.qb_id === null && !excluded,
    why: lock ?? (excluded ? 'Excluded: include it again to change it' : null),
    approveWhy: excluded ? 'Excluded: include it again to approve it' : null,
  };
}
