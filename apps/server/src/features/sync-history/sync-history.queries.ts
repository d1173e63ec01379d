import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB, SyncKind, SyncStatus } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

export interface SyncRecord {
  clientId: string;
  uploadId: string | null;
  kind: SyncKind;
  responseCode: number | null;
  pushed: number;
  skipped: number;
  failed: number;
  message: string | null;
  userId: string | null;
}

/** success when nothing failed, failed when nothing got through, partial in between. */
export function syncStatus({ pushed, skipped, failed }: Pick<SyncRecord, 'pushed' | 'skipped' | 'failed'>): SyncStatus {
  if (failed === 0) return 'success';
  return pushed + skipped > 0 ? 'partial' : 'failed';
}

/**
 * One row per push or export. Call it with the open database transaction that records the outcome, so
 * the history never says something happened that the transactions do not show.
 */
export async function recordSync(db: Kysely<DB>, record: SyncRecord): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('sync_history')
    .values({
      id,
      client_id: record.clientId,
      upload_id: record.uploadId,
      kind: record.kind,
      status: syncStatus(record),
      response_code: record.responseCode,
      pushed_count: record.pushed,
      skipped_count: record.skipped,
      failed_count: record.failed,
      message: record.message,
      user_id: record.userId,
      created_at: nowIso(),
    })
    .execute();
  return id;
}

const HISTORY_LIMIT = 500;

export function listSyncHistory(db: Kysely<DB>) {
  return db
    .selectFrom('sync_history')
    .innerJoin('clients', 'clients.id', 'sync_history.client_id')
    .select([
      'sync_history.id',
      'sync_history.upload_id',
      'sync_history.client_id',
      'clients.name as client_name',
      'sync_history.kind',
      'sync_history.status',
      'sync_history.response_code',
      'sync_history.pushed_count',
      'sync_history.skipped_count',
      'sync_history.failed_count',
      'sync_history.message',
      'sync_history.created_at',
    ])
    .orderBy('sync_history.created_at', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
}
