import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { transactions } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { anyRole, caller } from '../../plugins/access.ts';
import { actorOf } from '../audit/index.ts';
import type { TransactionsService } from './transactions.service.ts';
import type { CorrectionsService } from '../corrections/index.ts';
import { type ClientListService, nextPageLink } from './client-list.service.ts';
import { presentTransactions, presentWithTally } from './present-transactions.ts';

// Any signed-in bookkeeper reviews; a worker sees and changes only their own uploads' transactions (upload-visibility.ts).
export async function transactionsRoutes(
  app: FastifyInstance,
  { service, list, corrections }: { service: TransactionsService; list: ClientListService; corrections: CorrectionsService },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeFor(transactions.byUpload, anyRole),
    handler: async (request) => presentTransactions(await service.listForUpload(request.params.uploadId, caller(request).user)),
  });

  api.route({
    ...routeFor(transactions.byClient, anyRole),
    // A page is up to 1,000 rows built by presentTransactions, typed by the contract: zod re-encoding them gives the
    // same JSON and doubled the cost of writing it (0.7 ms of a 200-row page's ~5 ms of CPU, `npm run bench:load`).
    serializerCompiler: () => (data) => JSON.stringify(data),
    handler: async (request, reply) => {
      const page = await list.page(request.params.clientId, request.query, caller(request).user);
      if (page.total !== null) reply.header('X-Total-Count', String(page.total));
      if (page.nextCursor) {
        reply.header('X-Next-Cursor', page.nextCursor);
        reply.header('Link', nextPageLink(request.url, page.nextCursor));
      }
      return presentTransactions(page.rows);
    },
  });

  api.route({
    ...routeFor(transactions.summaryByClient, anyRole),
    handler: async (request) => list.summary(request.params.clientId, request.query, caller(request).user),
  });

  api.route({
    ...routeFor(transactions.update, anyRole),
    handler: async (request) => {
      const { manual_category, approved, amount, ...correction } = request.body;
      const actor = actorOf(caller(request).user);
      // The contract refuses a correction mixed with a category or approval: each is its own audited change.
      if (manual_category === undefined && approved === undefined) {
        const row = await corrections.correct(
          request.params.id,
          { ...correction, ...(amount !== undefined && { amount_cents: Math.round(amount * 100) }) },
          actor,
          caller(request).user,
        );
        return { data: presentWithTally(row), rule_suggestion: null };
      }
      const { row, suggestion } = await service.update(request.params.id, { manual_category, approved }, actor, caller(request).user);
      return { data: presentWithTally(row), rule_suggestion: suggestion };
    },
  });

  api.route({
    ...routeFor(transactions.bulkUpdate, anyRole),
    handler: async (request) => {
      const { transaction_ids, excluded, ...changes } = request.body;
      const count =
        excluded === undefined
          ? await service.bulkUpdate(transaction_ids, changes, actorOf(caller(request).user), caller(request).user)
          : await corrections.setExcluded(transaction_ids, excluded, actorOf(caller(request).user), caller(request).user);
      return { message: `${count} transaction${count === 1 ? '' : 's'} updated`, updated_count: count };
    },
  });

  api.route({
    ...routeFor(transactions.recategorize, anyRole),
    handler: async (request) => {
      const { considered, changed } = await service.recategorize(request.params.clientId, actorOf(caller(request).user), caller(request).user);
      return { message: `${changed} of ${considered} transactions re-categorised`, changed_count: changed, considered_count: considered };
    },
  });
}
