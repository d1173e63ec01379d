import type { dashboard, Upload } from '@ledgerdesk/contracts';
import type { z } from 'zod';

export type RecentUpload = z.infer<typeof dashboard.recentUpload>;
export type PendingApproval = z.infer<typeof dashboard.pendingApproval>;
export type SyncEntry = z.infer<typeof dashboard.syncEntry>;

/** One table's rows, or why they could not be loaded (only the fallback can fail one table alone). */
export type Section<Row> = { ok: true; rows: Row[] } | { ok: false; error: unknown };

export interface DashboardData {
  recentUploads: Section<RecentUpload>;
  pendingApprovals: Section<PendingApproval>;
  syncHistory: Section<SyncEntry>;
}

export interface DashboardSources {
  overview: () => Promise<{ recent_uploads: RecentUpload[]; pending_approvals: PendingApproval[]; sync_history: SyncEntry[] }>;
  uploads: () => Promise<Upload[]>;
  pendingApprovals: () => Promise<PendingApproval[]>;
  syncHistory: () => Promise<SyncEntry[]>;
}

/** Thrown when the unified call and every fallback failed: the screen says "Failed to load dashboard data". */
export class DashboardLoadError extends Error {
  override readonly name = 'DashboardLoadError';
  constructor(readonly causes: unknown[]) {
    super('Failed to load dashboard data');
  }
}

/** The uploads list in the dashboard's Recent Uploads shape, for the fallback. */
export function toRecentUpload(upload: Upload): RecentUpload {
  return {
    uploadId: upload.upload_id,
    upload_id: upload.upload_id,
    client: upload.client_id.name,
    client_id: upload.client_id._id,
    uploaded_by: upload.uploaded_by?.name ?? null,
    date: upload.upload_timestamp,
    status: upload.status,
    transactionCount: upload.transaction_count,
  };
}

function settle<Row>(result: PromiseSettledResult<Row[]>): Section<Row> {
  return result.status === 'fulfilled' ? { ok: true, rows: result.value } : { ok: false, error: result.reason };
}

/**
 * The brief's loading order: GET /dashboard first; if that fails, the uploads list, the pending
 * approvals and the sync history one by one, so one broken table does not blank the other two.
 */
export async function loadDashboard(sources: DashboardSources): Promise<DashboardData> {
  let overviewError: unknown;
  try {
    const overview = await sources.overview();
    return {
      recentUploads: { ok: true, rows: overview.recent_uploads },
      pendingApprovals: { ok: true, rows: overview.pending_approvals },
      syncHistory: { ok: true, rows: overview.sync_history },
    };
  } catch (error) {
    overviewError = error;
  }

  const [uploads, pending, sync] = await Promise.allSettled([
    sources.uploads().then((list) => list.map(toRecentUpload)),
    sources.pendingApprovals(),
    sources.syncHistory(),
  ]);
  const data: DashboardData = { recentUploads: settle(uploads), pendingApprovals: settle(pending), syncHistory: settle(sync) };
  if (!data.recentUploads.ok && !data.pendingApprovals.ok && !data.syncHistory.ok) {
    throw new DashboardLoadError([overviewError, data.recentUploads.error, data.pendingApprovals.error, data.syncHistory.error]);
  }
  return data;
}
