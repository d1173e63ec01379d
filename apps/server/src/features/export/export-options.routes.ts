import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exports } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { anyRole } from '../../plugins/access.ts';
import type { OnlineAccounts } from '../category-sources/category-sources.service.ts';
import { requireClient } from '../clients/clients.service.ts';
import { type OnlineAccountList, exportOptions } from './export-options.service.ts';

/** `onlineAccounts`: the QuickBooks Online connector, which lists an online client's registers. */
export async function exportOptionsRoutes(app: FastifyInstance, { online, onlineAccounts }: { online: OnlineAccounts; onlineAccounts: OnlineAccountList }) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeFor(exports.options, anyRole),
    handler: async (request) => {
      const client = await requireClient(app.db, request.params.clientId);
      return exportOptions(app.db, client, { online, onlineAccounts });
    },
  });
}
