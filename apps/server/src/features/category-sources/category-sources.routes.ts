import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categorySources } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { anyRole } from '../../plugins/access.ts';
import { requireClient } from '../clients/clients.service.ts';
import { type OnlineAccounts, categoriesForClient } from './category-sources.service.ts';

export async function categorySourcesRoutes(app: FastifyInstance, { online }: { online: OnlineAccounts }) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeFor(categorySources.coaCategories, anyRole),
    handler: async (request) => {
      const client = await requireClient(app.db, request.params.clientId);
      const result = await categoriesForClient(app.db, client, online);
      return { client_id: client.id, account_type: client.account_type, ...result };
    },
  });
}
