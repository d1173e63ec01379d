import type { listSyncHistory } from '../sync-history/index.ts';
import type { recentUploads, uploadsAwaitingApproval } from './dashboard.queries.ts';

type RecentUpload = Awaited<ReturnType<typeof recentUploads>>[number];
type AwaitingApproval = Awaited<ReturnType<typeof uploadsAwaitingApproval>>[number];
type SyncRow = Awaited<ReturnType<typeof listSyncHistory>>[number];

// The brief's dashboard reads camelCase and snake_case names for the same ids and counts: both are sent.

export function presentRecentUpload(row: RecentUpload) {
  return {
    uploadId: row.id,
    upload_id: row.id,
    client: row.client_name,
    client_id: row.client_id,
    uploaded_by: row.uploader_name,
    date: row.created_at,
    status: row.status,
    transactionCount: row.transaction_count,
  };
}

export function presentPendingApproval(row: AwaitingApproval) {
  return {
    uploadId: row.id,
    upload_id: row.id,
    client: row.client_name,
    client_id: row.client_id,
    transactionCount: Number(row.transaction_count),
    pendingCount: Number(row.pending_count),
  };
}

export function presentSync(row: SyncRow) {
  const responseCode = row.response_code === null ? null : Number(row.response_code);
  return {
    uploadId: row.upload_id,
    upload_id: row.upload_id,
    client: row.client_name,
    client_id: row.client_id,
    kind: row.kind,
    status: row.status,
    responseCode,
    response_code: responseCode,
    pushed: Number(row.pushed_count),
    skipped: Number(row.skipped_count),
    failed: Number(row.failed_count),
    message: row.message,
    date: row.created_at,
  };
}
