import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** What leaves for the bank feed: the statement's approved rows, never an excluded one, in printed order. */
export function listApprovedStatementRows(db: Kysely<DB>, uploadId: string) {
  return db
    .selectFrom('transactions')
    .select(['id', 'transaction_date', 'description', 'vendor_name', 'amount_cents', 'check_number'])
    .where('upload_id', '=', uploadId)
    .where('approved', '=', 1)
    .where('excluded', '=', 0)
    .orderBy('transaction_date')
    .orderBy('position')
    .execute();
}
