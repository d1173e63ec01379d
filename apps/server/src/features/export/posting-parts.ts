import type { TransactionsTable } from '../../db/schema.ts';
import { splitsOf } from '../corrections/index.ts';

/** One account a row posts to, with its share of the row: cents signed like the row. */
export interface PostingPart {
  /** The category label as the row carries it (`6110 - Automobile Expense:Fuel`); '' when there is none. */
  category: string;
  amountCents: number;
  /** The part's own memo; '' means the row's own description stands. */
  memo: string;
}

export type PostingRow = Pick<TransactionsTable, 'amount_cents' | 'manual_category' | 'auto_category' | 'printed_json' | 'splits_json'>;

/**
 * What both exits post a row to: each part of a split row, or the row's one category (the reviewer's choice
 * over the categoriser's guess) for its whole amount.
 */
export function postingParts(row: PostingRow): PostingPart[] {
  const splits = splitsOf(row);
  if (splits.length === 0) {
    return [{ category: (row.manual_category ?? row.auto_category ?? '').trim(), amountCents: row.amount_cents, memo: '' }];
  }
  return splits.map((part) => ({ category: part.category, amountCents: part.amount_cents, memo: part.memo }));
}

/**
 * Whether the parts still add up to the row to the cent. A split made before the row's amount was corrected
 * would post another amount than the statement's (and an IIF block that does not balance).
 */
export function partsAddUp(row: Pick<PostingRow, 'amount_cents'>, parts: readonly PostingPart[]): boolean {
  return parts.reduce((sum, part) => sum + part.amountCents, 0) === row.amount_cents;
}
