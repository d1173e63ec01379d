import { isDeepStrictEqual } from 'node:util';
import type { TransactionsTable } from '../../db/schema.ts';

/**
 * The columns a correction may change, directly (the edited fields, exclusion, splits) or as a consequence
 * (approval reset, payment type and direction, a fresh suggestion, a doubt resolved). An audit entry keeps
 * the ones that changed, before and after, which is all a rollback needs.
 */
export const CORRECTION_COLUMNS = [
  'transaction_date',
  'description',
  'vendor_name',
  'amount_cents',
  'check_number',
  'payment_type',
  'transaction_type',
  'excluded',
  'approved',
  'printed_json',
  'splits_json',
  'doubtful_reason',
  'auto_category',
  'auto_category_confidence',
  'auto_category_reason',
  'auto_category_kind',
] as const satisfies ReadonlyArray<keyof TransactionsTable>;

type CorrectionColumn = (typeof CORRECTION_COLUMNS)[number];
export type CorrectionSnapshot = Partial<Pick<TransactionsTable, CorrectionColumn>>;

/** The correction columns that differ between two versions of a row, as each version holds them. */
export function changedColumns(before: TransactionsTable, after: TransactionsTable): { before: CorrectionSnapshot; after: CorrectionSnapshot } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const column of CORRECTION_COLUMNS) {
    if (isDeepStrictEqual(before[column], after[column])) continue;
    was[column] = before[column];
    now[column] = after[column];
  }
  return { before: was as CorrectionSnapshot, after: now as CorrectionSnapshot };
}

/**
 * Whether the row still holds what the snapshot says (nobody changed those columns since). A balance break's
 * doubt is derived from the statement's other rows (refreshReconciliation), so it does not count as a change.
 */
export function holds(row: TransactionsTable, snapshot: CorrectionSnapshot): boolean {
  return (Object.keys(snapshot) as CorrectionColumn[]).every(
    (column) => column === 'doubtful_reason' || isDeepStrictEqual(row[column], snapshot[column]),
  );
}

/** What an added row's audit entry keeps: enough to name it and to see it was not changed since. */
export function addedSnapshot(
  row: Pick<TransactionsTable, 'upload_id' | 'transaction_date' | 'description' | 'vendor_name' | 'amount_cents' | 'check_number'>,
) {
  return {
    upload_id: row.upload_id,
    transaction_date: row.transaction_date,
    description: row.description,
    vendor_name: row.vendor_name,
    amount_cents: row.amount_cents,
    check_number: row.check_number,
  };
}
