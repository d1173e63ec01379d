import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

// SQLite's limit on bound parameters is 32,766; PostgreSQL's 65,535. Stay well under both.
const ID_CHUNK = 1000;

/** The rows to push with what the push needs from their statement, in the order asked for. */
export async function loadRowsToPush(db: Kysely<DB>, clientId: string, ids: readonly string[]) {
  const rows = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    rows.push(
      ...(await db
        .selectFrom('transactions')
        .innerJoin('uploads', 'uploads.id', 'transactions.upload_id')
        .selectAll('transactions')
        .select([
          'uploads.uploaded_by',
          'uploads.original_filename',
          'uploads.reconciliation_json',
          'uploads.register_account_id',
          'uploads.register_account_type',
        ])
        .where('transactions.client_id', '=', clientId)
        .where('transactions.id', 'in', ids.slice(i, i + ID_CHUNK))
        .execute()),
    );
  }
  const order = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}
export type RowToPush = Awaited<ReturnType<typeof loadRowsToPush>>[number];

/** Not excluded by a reviewer: an excluded row is a phantom, never sent to QuickBooks nor counted by a push. */
export const onStatement = (row: Pick<RowToPush, 'excluded'>): boolean => row.excluded !== 1;

export async function approvedIdsOfUpload(db: Kysely<DB>, clientId: string, uploadId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('transactions')
    .select('id')
    .where('client_id', '=', clientId)
    .where('upload_id', '=', uploadId)
    .where('approved', '=', 1)
    .where('excluded', '=', 0)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Stores a row's requestid before its first call, only if nobody pushed it or gave it another requestid
 * meanwhile (compare-and-set on what we read): two pushes of one row never send it under two requestids.
 */
export async function claimRequestRef(db: Kysely<DB>, rowId: string, previous: string | null, ref: string, hash: string): Promise<boolean> {
  const result = await db
    .updateTable('transactions')
    .set({ qb_request_id: ref, qb_payload_hash: hash, updated_at: nowIso() })
    .where('id', '=', rowId)
    .where('qb_id', 'is', null)
    .where('qb_request_id', previous === null ? 'is' : '=', previous)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markPushed(db: Kysely<DB>, rowId: string, qbId: string, entityType: string): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('transactions')
    .set({ qb_id: qbId, qb_entity_type: entityType, qb_pushed_at: now, qb_push_error: null, updated_at: now })
    .where('id', '=', rowId)
    .where('qb_id', 'is', null)
    .execute();
}

/**
 * QuickBooks refused the payload, so nothing was made: the requestid is dropped, because Intuit would
 * answer it with this same refusal forever, even after the cause is fixed on its side.
 */
export async function markRefused(db: Kysely<DB>, rowId: string, ref: string, message: string): Promise<void> {
  await db
    .updateTable('transactions')
    .set({ qb_push_error: message, qb_request_id: null, qb_payload_hash: null, updated_at: nowIso() })
    .where('id', '=', rowId)
    .where('qb_request_id', '=', ref)
    .where('qb_id', 'is', null)
    .execute();
}

/**
 * Why the row is not in QuickBooks, kept on the row for the review screen. The requestid is left alone:
 * after an unanswered call it must stay, so the next push replays it.
 */
export async function notePushError(db: Kysely<DB>, rowId: string, message: string): Promise<void> {
  await db
    .updateTable('transactions')
    .set({ qb_push_error: message, updated_at: nowIso() })
    .where('id', '=', rowId)
    .where('qb_id', 'is', null)
    .execute();
}

export function findRowState(db: Kysely<DB>, rowId: string) {
  return db.selectFrom('transactions').select(['qb_id', 'qb_request_id', 'qb_payload_hash']).where('id', '=', rowId).executeTakeFirst();
}
