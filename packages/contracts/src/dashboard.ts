import { z } from 'zod';
import { type Endpoint, id, timestamp } from './common.ts';
import { uploadStatus } from './uploads.ts';

// The brief's dashboard variants use camelCase (uploadId, transactionCount...); snake_case twins are included.
export const recentUpload = z.object({
  uploadId: id,
  upload_id: id,
  client: z.string(),
  client_id: id,
  uploaded_by: z.string().nullable(),
  date: timestamp,
  status: uploadStatus,
  transactionCount: z.number().int(),
});

export const pendingApproval = z.object({
  uploadId: id,
  upload_id: id,
  client: z.string(),
  client_id: id,
  transactionCount: z.number().int(),
  pendingCount: z.number().int(),
});

/** One push to QuickBooks Online, or one IIF, QuickBooks Online bank or Xero file export. The upload is null when the rows came from several. */
export const syncEntry = z.object({
  uploadId: id.nullable(),
  upload_id: id.nullable(),
  client: z.string(),
  client_id: id,
  kind: z.enum(['qbo_push', 'iif_export', 'qbo_csv_export', 'xero_csv_export']),
  /** success, partial or failed. */
  status: z.string(),
  responseCode: z.number().int().nullable(),
  response_code: z.number().int().nullable(),
  pushed: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  message: z.string().nullable(),
  date: timestamp,
});

export const overview = {
  method: 'GET',
  path: '/api/dashboard',
  response: z.object({
    recent_uploads: z.array(recentUpload),
    pending_approvals: z.array(pendingApproval),
    sync_history: z.array(syncEntry),
  }),
} satisfies Endpoint;

export const pendingApprovals = {
  method: 'GET',
  path: '/api/dashboard/pending-approvals',
  response: z.array(pendingApproval),
} satisfies Endpoint;

export const syncHistory = {
  method: 'GET',
  path: '/api/dashboard/sync-history',
  response: z.array(syncEntry),
} satisfies Endpoint;
