import type { Kysely } from 'kysely';
import { type DB, SHOWN_TRANSACTION_COLUMNS, type ShownTransaction } from '../../db/schema.ts';
import type { ConfidenceBasis } from './knowledge-store.ts';

/** A transaction read with its suggestion kind's tally beside it (null where that kind was never decided). */
export type TransactionWithTally = ShownTransaction & { tally_accepted: number | string | null; tally_suggested: number | string | null };

/**
 * Transactions with their kind's tally joined in the same read: the list's rows and their track records in one
 * round trip, not a second query per page (`npm run bench:load`, issue 13).
 */
export function selectTransactionsWithTally(db: Kysely<DB>) {
  return db
    .selectFrom('transactions')
    .leftJoin('categoriser_tallies', 'categoriser_tallies.kind_key', 'transactions.auto_category_kind')
    .select(SHOWN_TRANSACTION_COLUMNS)
    .select(['categoriser_tallies.accepted as tally_accepted', 'categoriser_tallies.suggested as tally_suggested']);
}

/**
 * What a row's suggestion confidence rests on: its kind's tally (0 of 0 when no suggestion of that kind was
 * decided yet), or null for a row without a kind of suggestion (Ask Client, or stored before kinds).
 */
export function confidenceBasisOf(row: TransactionWithTally): ConfidenceBasis | null {
  if (!row.auto_category_kind) return null;
  return { accepted: Number(row.tally_accepted ?? 0), suggested: Number(row.tally_suggested ?? 0) };
}
