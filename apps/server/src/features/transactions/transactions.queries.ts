import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { selectTransactionsWithTally } from '../categorisation/confidence-basis.ts';

/** An upload's rows in printed order, with their suggestions' tallies (`presentTransactions`). */
export function listUploadTransactions(db: Kysely<DB>, uploadId: string) {
  return selectTransactionsWithTally(db).where('transactions.upload_id', '=', uploadId).orderBy('transactions.position').execute();
}

/** One row with its suggestion's tally, as the screen shows it after a change. */
export function findTransactionWithTally(db: Kysely<DB>, id: string) {
  return selectTransactionsWithTally(db).where('transactions.id', '=', id).executeTakeFirstOrThrow();
}
