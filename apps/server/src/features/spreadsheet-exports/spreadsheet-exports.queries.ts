import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type Viewer, uploadVisibleTo } from '../uploads/upload-visibility.ts';

/**
 * The client's statements the viewer may see: a few hundred at most, read once so each row can name its file and
 * account (and another worker's statement never names its account in a file name).
 */
export function listClientStatements(db: Kysely<DB>, clientId: string, viewer: Viewer) {
  return db
    .selectFrom('uploads')
    .select(['id', 'original_filename', 'account_json', 'register_account_name'])
    .where('client_id', '=', clientId)
    .where(uploadVisibleTo(viewer))
    .execute();
}

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
