import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { transactions } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { anyRole, caller } from '../../plugins/access.ts';
import { actorOf } from '../audit/index.ts';
import { presentWithTally } from '../transactions/index.ts';
import type { CorrectionsService } from './corrections.service.ts';

// Any signed-in bookkeeper corrects rows of the statements they may see (the same rule as approving).
// The PATCH of a row's fields goes through the transactions route, which hands corrections to this service.
export async function correctionsRoutes(app: FastifyInstance, { service }: { service: CorrectionsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeFor(transactions.setSplits, anyRole),
    handler: async (request) => {
      const row = await service.setSplits(request.params.id, request.body.splits, actorOf(caller(request).user), caller(request).user);
      return { data: presentWithTally(row) };
    },
  });

  api.route({
    ...routeFor(transactions.addRow, anyRole, 201),
    handler: async (request, reply) => {
      const { amount, ...body } = request.body;
      const row = await service.addRow(
        request.params.id,
        { ...body, amount_cents: Math.round(amount * 100) },
        actorOf(caller(request).user),
        caller(request),
      );
      reply.code(201);
      return presentWithTally(row);
    },
  });
}
