import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clients } from '@ledgerdesk/contracts';
import { recategorisedField } from '../../lib/categories-changed.ts';
import { routeFor } from '../../lib/route.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { adminOnly, anyRole, caller } from '../../plugins/access.ts';
import { presentClient } from './client.presenter.ts';
import type { ClientsService } from './clients.service.ts';
import { actorOf } from '../audit/index.ts';

export async function clientsRoutes(app: FastifyInstance, { service, secrets }: { service: ClientsService; secrets: SecretBox }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Workers read the list too: they pick a client when uploading and reviewing.
  api.route({
    ...routeFor(clients.list, anyRole),
    handler: async (request) => {
      const { role } = caller(request).user;
      return (await service.list()).map(({ row, statementCount }) => presentClient(row, secrets, role, statementCount));
    },
  });

  api.route({
    ...routeFor(clients.create, adminOnly, 201),
    handler: async (request, reply) => {
      const row = await service.create(request.body, actorOf(caller(request).user));
      request.log.info({ clientId: row.id }, 'client created');
      return reply.status(201).send(presentClient(row, secrets, 'admin', 0));
    },
  });

  api.route({
    ...routeFor(clients.update, adminOnly),
    handler: async (request) => {
      const { row, statementCount, recategorised } = await service.update(request.params.id, request.body, caller(request).user);
      return { ...presentClient(row, secrets, 'admin', statementCount), ...recategorisedField(recategorised) };
    },
  });

  api.route({
    ...routeFor(clients.remove, adminOnly),
    handler: async (request) => {
      await service.remove(request.params.id, actorOf(caller(request).user));
      request.log.info({ clientId: request.params.id }, 'client deleted');
      return { message: 'Client deleted successfully' };
    },
  });
}
