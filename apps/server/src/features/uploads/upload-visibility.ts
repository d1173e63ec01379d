import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { notFound } from '../../lib/http-error.ts';
import { type Authenticated, type Viewer, canSee, ownerFilter } from '../../lib/caller.ts';
import { countUploadFlags, findUpload } from './uploads.queries.ts';
import { IDS_PER_STATEMENT, chunks } from '../../lib/chunks.ts';

/**
 * The owner-or-admin rule (lib/caller.ts, docs/decisions/0004-worker-visibility.md) applied to statements: an admin
 * sees and changes every upload and its transactions; a worker only the uploads they made and those uploads'
 * transactions. Anything else is answered as not found, so a worker cannot learn that it exists.
 */

/** A `where` condition for a query over `uploads`. */
export function uploadVisibleTo(who: Viewer | Authenticated) {
  const owner = ownerFilter(who);
  return (eb: ExpressionBuilder<DB, 'uploads'>) => (owner === null ? sql<boolean>`1 = 1` : eb('uploads.uploaded_by', '=', owner));
}

/** A `where` condition for a query over `transactions`: rows of uploads the viewer sees. */
export function transactionVisibleTo(who: Viewer | Authenticated) {
  const owner = ownerFilter(who);
  return (eb: ExpressionBuilder<DB, 'transactions'>) =>
    owner === null
      ? sql<boolean>`1 = 1`
      : eb('transactions.upload_id', 'in', eb.selectFrom('uploads').select('uploads.id').where('uploads.uploaded_by', '=', owner));
}

/** An upload the caller may see, or 404 "Upload not found". */
export async function requireVisibleUpload(db: Kysely<DB>, id: string, who: Viewer | Authenticated) {
  const upload = await findUpload(db, id);
  if (!upload || !canSee(who, upload.uploaded_by)) throw notFound('Upload not found');
  return upload;
}

/** An upload the caller may see with its rows' flags, as the Upload screen shows it; or 404. */
export async function requireVisibleUploadWithFlags(db: Kysely<DB>, id: string, who: Viewer | Authenticated) {
  const row = await requireVisibleUpload(db, id, who);
  return { row, flags: await countUploadFlags(db, row.id) };
}

/** A transaction the caller may see, or 404 "Transaction not found". */
export async function requireVisibleTransaction(db: Kysely<DB>, id: string, who: Viewer | Authenticated) {
  const row = await db.selectFrom('transactions').selectAll().where('id', '=', id).where(transactionVisibleTo(who)).executeTakeFirst();
  if (!row) throw notFound('Transaction not found');
  return row;
}

/** How many of `ids` exist but belong to uploads the caller does not see (they count as missing). */
export async function countHiddenTransactions(db: Kysely<DB>, ids: readonly string[], who: Viewer | Authenticated): Promise<number> {
  const owner = ownerFilter(who);
  if (owner === null || ids.length === 0) return 0;
  let hidden = 0;
  for (const slice of chunks(ids, IDS_PER_STATEMENT)) {
    const row = await db
      .selectFrom('transactions')
      .innerJoin('uploads', 'uploads.id', 'transactions.upload_id')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('transactions.id', 'in', slice)
      .where((eb) => eb.or([eb('uploads.uploaded_by', 'is', null), eb('uploads.uploaded_by', '!=', owner)]))
      .executeTakeFirstOrThrow();
    hidden += Number(row.count);
  }
  return hidden;
}
