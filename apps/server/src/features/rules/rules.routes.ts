import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rules } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { adminOnly, anyRole, caller } from '../../plugins/access.ts';
import { actorOf } from '../audit/index.ts';
import type { RulesService } from './rules.service.ts';

// The Rules screen (the list, edits) is for admins; reviewers (workers too) create and apply a rule from the
// prompt after a correction.
export async function rulesRoutes(app: FastifyInstance, { service }: { service: RulesService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeFor(rules.list, adminOnly),
    handler: async (request) => service.list(request.params.clientId),
  });

  // A worker's preview counts only the rows of their own uploads, as applying files only those.
  api.route({
    ...routeFor(rules.preview, anyRole),
    handler: async (request) => service.preview(request.params.clientId, request.query, caller(request).user),
  });

  api.route({
    ...routeFor(rules.create, anyRole, 201),
    handler: async (request, reply) =>
      reply.status(201).send(await service.create(request.body, actorOf(caller(request).user), caller(request).user)),
  });

  api.route({
    ...routeFor(rules.update, adminOnly),
    handler: async (request) => service.update(request.params.id, request.body, actorOf(caller(request).user)),
  });

  api.route({
    ...routeFor(rules.remove, adminOnly),
    handler: async (request) => {
      await service.remove(request.params.id, actorOf(caller(request).user));
      return { message: 'Rule deleted' };
    },
  });

  api.route({
    ...routeFor(rules.apply, anyRole),
    handler: async (request) => {
      const changed = await service.apply(request.params.id, actorOf(caller(request).user), caller(request).user);
      return { message: `${changed} transaction${changed === 1 ? '' : 's'} re-categorised`, changed_count: changed };
    },
  });
}
