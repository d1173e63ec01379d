import type { Upload } from '@ledgerdesk/contracts';
import { describe, expect, it } from 'vitest';
import {
  DashboardLoadError,
  loadDashboard,
  toRecentUpload,
  type DashboardSources,
  type PendingApproval,
  type RecentUpload,
} from './dashboard-data.ts';

const ID = '3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f';
const recent: RecentUpload = {
  uploadId: ID,
  upload_id: ID,
  client: 'Harbor Cafe',
  client_id: 'c1',
  uploaded_by: 'Wendy Worker',
  date: '2026-02-03T14:05:00.000Z',
  status: 'completed',
  transactionCount: 5,
};
const pending: PendingApproval = { uploadId: ID, upload_id: ID, client: 'Harbor Cafe', client_id: 'c1', transactionCount: 5, pendingCount: 5 };

const upload = {
  _id: ID,
  upload_id: ID,
  original_filename: 'harbor-cafe-jan.pdf',
  client_id: { _id: 'c1', name: 'Harbor Cafe' },
  uploaded_by: { _id: 'u1', email: 'wendy@example.com', name: 'Wendy Worker' },
  upload_timestamp: '2026-02-03T14:05:00.000Z',
  status: 'completed',
  transaction_count: 5,
} as Upload;

const fail = () => Promise.reject(new Error('down'));

function sources(overrides: Partial<DashboardSources>): DashboardSources {
  return {
    overview: () => Promise.resolve({ recent_uploads: [recent], pending_approvals: [pending], sync_history: [] }),
    uploads: () => Promise.resolve([upload]),
    pendingApprovals: () => Promise.resolve([pending]),
    syncHistory: () => Promise.resolve([]),
    ...overrides,
  };
}

describe('toRecentUpload', () => {
  it('reads the uploads list in the Recent Uploads shape', () => {
    expect(toRecentUpload(upload)).toEqual(recent);
  });

  it('has no uploader name when the uploader is gone', () => {
    expect(toRecentUpload({ ...upload, uploaded_by: null }).uploaded_by).toBeNull();
  });
});

describe('loadDashboard', () => {
  it('uses the unified call when it answers', async () => {
    let fallbacks = 0;
    const data = await loadDashboard(
      sources({
        uploads: () => (fallbacks++, Promise.resolve([])),
        pendingApprovals: () => (fallbacks++, Promise.resolve([])),
        syncHistory: () => (fallbacks++, Promise.resolve([])),
      }),
    );
    expect(data.recentUploads).toEqual({ ok: true, rows: [recent] });
    expect(data.pendingApprovals).toEqual({ ok: true, rows: [pending] });
    expect(data.syncHistory).toEqual({ ok: true, rows: [] });
    expect(fallbacks).toBe(0);
  });

  it('falls back to the three lists when the unified call fails', async () => {
    const data = await loadDashboard(sources({ overview: fail }));
    expect(data.recentUploads).toEqual({ ok: true, rows: [recent] });
    expect(data.pendingApprovals).toEqual({ ok: true, rows: [pending] });
    expect(data.syncHistory).toEqual({ ok: true, rows: [] });
  });

  it('keeps the tables that loaded when one fallback fails', async () => {
    const data = await loadDashboard(sources({ overview: fail, pendingApprovals: fail }));
    expect(data.recentUploads.ok).toBe(true);
    expect(data.pendingApprovals.ok).toBe(false);
    expect(data.syncHistory.ok).toBe(true);
  });

  it('fails as a whole only when every call failed', async () => {
    const loading = loadDashboard({ overview: fail, uploads: fail, pendingApprovals: fail, syncHistory: fail });
    await expect(loading).rejects.toBeInstanceOf(DashboardLoadError);
    await expect(loading).rejects.toThrow('Failed to load dashboard data');
  });
});
