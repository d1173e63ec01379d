import type { Kysely } from 'kysely';
import type { Transaction } from '@ledgerdesk/contracts';
import type { DB, TransactionsTable } from '../../db/schema.ts';
import { confidenceBasesOf } from '../categorisation/confidence-basis.ts';
import { presentTransaction } from './transaction.presenter.ts';

/** Rows in their wire shape, each with its suggestion's track record (one tally read for the whole list). */
export async function presentTransactions(db: Kysely<DB>, rows: readonly TransactionsTable[]): Promise<Transaction[]> {
  const basisOf = await confidenceBasesOf(db, rows);
  return rows.map((row) => presentTransaction(row, basisOf(row)));
}
