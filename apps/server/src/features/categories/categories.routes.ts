import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { categories } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { adminOnly, caller } from '../../plugins/access.ts';
import type { CategoriesService } from './categories.service.ts';
import { actorOf } from '../audit/index.ts';
import { presentCategory } from './category.presenter.ts';

export async function categoriesRoutes(app: FastifyInstance, { service }: { service: CategoriesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The Categories screen is for admins; a worker's Transactions screen reads a client's categories through
  // GET /api/transactions/client/:clientId/coa-categories instead (route-roles.api.test.ts).
  api.route({
    ...routeFor(categories.list, adminOnly),
    handler: async () => (await service.list()).map(presentCategory),
  });

  api.route({
    ...routeFor(categories.create, adminOnly, 201),
    handler: async (request, reply) =>
      reply.status(201).send(presentCategory(await service.create(request.body.name, actorOf(caller(request).user)))),
  });

  api.route({
    ...routeFor(categories.update, adminOnly),
    handler: async (request) => presentCategory(await service.rename(request.params.id, request.body.name, actorOf(caller(request).user))),
  });

  api.route({
    ...routeFor(categories.remove, adminOnly),
    handler: async (request) => {
      await service.remove(request.params.id, actorOf(caller(request).user));
      return { message: 'Category deleted successfully' };
    },
  });
}
