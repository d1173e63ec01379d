import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboard } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { adminOnly } from '../../plugins/access.ts';
import { presentPendingApproval, presentRecentUpload, presentSync } from './dashboard.presenter.ts';
import type { DashboardService } from './dashboard.service.ts';

export async function dashboardRoutes(app: FastifyInstance, { service }: { service: DashboardService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeFor(dashboard.overview, adminOnly),
    handler: async () => {
      const { recent, pending, syncs } = await service.overview();
      return {
        recent_uploads: recent.map(presentRecentUpload),
        pending_approvals: pending.map(presentPendingApproval),
        sync_history: syncs.map(presentSync),
      };
    },
  });

  api.route({
    ...routeFor(dashboard.pendingApprovals, adminOnly),
    handler: async () => (await service.awaitingApproval()).map(presentPendingApproval),
  });
  api.route({ ...routeFor(dashboard.syncHistory, adminOnly), handler: async () => (await service.syncHistory()).map(presentSync) });
}
