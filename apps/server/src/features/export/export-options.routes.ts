import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exports } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { anyRole } from '../../plugins/access.ts';
import type { OnlineAccounts } from '../category-sources/category-sources.service.ts';
import { requireClient } from '../clients/clients.service.ts';
import { type OnlineAccountList, exportOptions } from './export-options.service.ts';

function isOnlineAccountList(value: unknown): value is OnlineAccountList {
  return typeof value === 'object' && value !== null && 'accounts' in value && typeof value.accounts === 'function';
}

/**
 * The QuickBooks Online connection decorates the app as `qbo` when that feature is registered; looked up
 * per request so this route works with or without it (no online registers until it is there).
 */
function onlineAccountList(app: FastifyInstance): OnlineAccountList | null {
  const qbo: unknown = Reflect.get(app, 'qbo');
  return isOnlineAccountList(qbo) ? qbo : null;
}

export async function exportOptionsRoutes(app: FastifyInstance, { online }: { online: OnlineAccounts }) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeFor(exports.options, anyRole),
    handler: async (request) => {
      const client = await requireClient(app.db, request.params.clientId);
      return exportOptions(app.db, client, { online, onlineAccounts: onlineAccountList(app) });
    },
  });
}
