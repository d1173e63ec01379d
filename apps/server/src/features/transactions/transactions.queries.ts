import type { Kysely } from 'kysely';
import type { DB, TransactionsTable } from '../../db/schema.ts';
import { selectTransactionsWithTally } from '../categorisation/index.ts';
import type { Viewer } from '../../lib/caller.ts';
import { transactionVisibleTo } from '../uploads/index.ts';
import { IDS_PER_STATEMENT, chunks } from '../../lib/chunks.ts';

/**
 * The rows of `ids` the viewer may see, for a bulk change: another worker's rows count as missing (a worker
 * changes only their own uploads' transactions). In slices: SQLite caps bound parameters per statement.
 */
export async function findVisibleTransactions(db: Kysely<DB>, ids: readonly string[], viewer: Viewer): Promise<TransactionsTable[]> {
  const rows: TransactionsTable[] = [];
  for (const slice of chunks(ids, IDS_PER_STATEMENT)) {
    rows.push(...(await db.selectFrom('transactions').selectAll().where('id', 'in', slice).where(transactionVisibleTo(viewer)).execute()));
  }
  return rows;
}

/** An upload's rows in printed order, with their suggestions' tallies (`presentTransactions`). */
export function listUploadTransactions(db: Kysely<DB>, uploadId: string) {
  return selectTransactionsWithTally(db).where('transactions.upload_id', '=', uploadId).orderBy('transactions.position').execute();
}

/** One row with its suggestion's tally, as the screen shows it after a change. */
export function findTransactionWithTally(db: Kysely<DB>, id: string) {
  return selectTransactionsWithTally(db).where('transactions.id', '=', id).executeTakeFirstOrThrow();
}

/**
 * A client's rows no person has decided yet, among those the viewer may see: what re-categorising may change.
 * Not approved, hand-categorised or split (a person chose), not excluded (a phantom), not pushed, being pushed or
 * written to an IIF file (QuickBooks may hold it as it was).
 */
export function listOpenTransactions(db: Kysely<DB>, clientId: string, viewer: Viewer): Promise<TransactionsTable[]> {
  return db
    .selectFrom('transactions')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('approved', '=', 0)
    .where('manual_category', 'is', null)
    .where('splits_json', 'is', null)
    .where('excluded', '=', 0)
    .where('qb_id', 'is', null)
    .where('qb_request_id', 'is', null)
    .where('iif_exported_at', 'is', null)
    .where(transactionVisibleTo(viewer))
    .execute();
}
