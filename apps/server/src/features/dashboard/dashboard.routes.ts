import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboard } from '@ledgerdesk/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { routeFor } from '../../lib/route.ts';
import { adminOnly } from '../../plugins/access.ts';
import { listSyncHistory } from '../sync-history/sync-history.queries.ts';
import { recentUploads, uploadsAwaitingApproval } from './dashboard.queries.ts';

async function pendingApprovals(db: Kysely<DB>) {
  return (await uploadsAwaitingApproval(db)).map((row) => ({
    uploadId: row.id,
    upload_id: row.id,
    client: row.client_name,
    client_id: row.client_id,
    transactionCount: Number(row.transaction_count),
    pendingCount: Number(row.pending_count),
  }));
}

async function syncHistory(db: Kysely<DB>) {
  return (await listSyncHistory(db)).map((row) => ({
    uploadId: row.upload_id,
    upload_id: row.upload_id,
    client: row.client_name,
    client_id: row.client_id,
    kind: row.kind,
    status: row.status,
    responseCode: row.response_code === null ? null : Number(row.response_code),
    response_code: row.response_code === null ? null : Number(row.response_code),
    pushed: Number(row.pushed_count),
    skipped: Number(row.skipped_count),
    failed: Number(row.failed_count),
    message: row.message,
    date: row.created_at,
  }));
}

export async function dashboardRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeFor(dashboard.overview, adminOnly),
    handler: async () => ({
      recent_uploads: (await recentUploads(app.db)).map((row) => ({
        uploadId: row.id,
        upload_id: row.id,
        client: row.client_name,
        client_id: row.client_id,
        uploaded_by: row.uploader_name,
        date: row.created_at,
        status: row.status,
        transactionCount: row.transaction_count,
      })),
      pending_approvals: await pendingApprovals(app.db),
      sync_history: await syncHistory(app.db),
    }),
  });

  api.route({ ...routeFor(dashboard.pendingApprovals, adminOnly), handler: () => pendingApprovals(app.db) });
  api.route({ ...routeFor(dashboard.syncHistory, adminOnly), handler: () => syncHistory(app.db) });
}
