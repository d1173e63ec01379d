import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categorySources } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { anyRole, caller } from '../../plugins/access.ts';
import type { CategorySourcesService } from './category-sources.service.ts';

export async function categorySourcesRoutes(app: FastifyInstance, { service }: { service: CategorySourcesService }) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeFor(categorySources.coaCategories, anyRole),
    handler: (request) => service.forClient(request.params.clientId, request.query.refresh === 'true' ? { by: caller(request).user } : undefined),
  });
}
