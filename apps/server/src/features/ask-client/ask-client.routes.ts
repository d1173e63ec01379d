import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { askClient } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { adminOnly, anyRole, caller } from '../../plugins/access.ts';
import type { AskClientService } from './ask-client.service.ts';
import type { ClientPageService } from './client-page.service.ts';

// The client's page is public: a per-address ceiling keeps anyone from hammering it (the token itself is
// 256 random bits, so guessing is hopeless either way). A client answering twenty rows stays far below it.
const publicLimit = { max: 120, timeWindow: '1 minute' };

export async function askClientRoutes(app: FastifyInstance, { service, page }: { service: AskClientService; page: ClientPageService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeFor(askClient.send, anyRole, 201),
    handler: async (request, reply) => reply.code(201).send(await service.send(request.params.clientId, request.body, caller(request))),
  });
  api.route({ ...routeFor(askClient.list, anyRole), handler: (request) => service.list(request.params.clientId, caller(request)) });
  api.route({ ...routeFor(askClient.revoke, anyRole), handler: (request) => service.revoke(request.params.id, caller(request)) });
  api.route({ ...routeFor(askClient.dashboard, adminOnly), handler: () => service.dashboard() });

  const pageRoute = routeFor(askClient.page, 'public');
  api.route({
    ...pageRoute,
    config: { ...pageRoute.config, rateLimit: publicLimit },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return page.page(request.params.token);
    },
  });
  const answerRoute = routeFor(askClient.answer, 'public');
  api.route({
    ...answerRoute,
    config: { ...answerRoute.config, rateLimit: publicLimit },
    handler: (request) => page.answer(request.params.token, request.body),
  });
}
