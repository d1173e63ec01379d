import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exports, quickbooksOnline } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { anyRole, caller } from '../../plugins/access.ts';
import type { PushAnswer, PushService } from './push.service.ts';
import type { RegisterService } from './push-register.service.ts';

/** 200 with the result, or 202 with the job still running: both carry the same shape. */
function pushRoute<const E extends typeof quickbooksOnline.push | typeof exports.qboPush | typeof exports.qbo>(contract: E) {
  const route = routeFor(contract, anyRole);
  return { ...route, schema: { ...route.schema, response: { ...route.schema.response, 202: contract.response } } };
}

function exportMessage({ body }: PushAnswer): string {
  if (body.job && !body.job.result) return `Pushing ${body.job.total} transactions to QuickBooks Online. This continues in the background.`;
  return `${body.pushed} pushed to QuickBooks Online, ${body.skipped} already there, ${body.failed} failed.`;
}

// Any signed-in bookkeeper pushes; the service limits a worker to the statements they uploaded.
export async function qboPushRoutes(app: FastifyInstance, { push, registers }: { push: PushService; registers: RegisterService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeFor(quickbooksOnline.uploadRegister, anyRole),
    handler: (request) => registers.get(request.params.clientId, request.params.uploadId, caller(request)),
  });

  api.route({
    ...routeFor(quickbooksOnline.setUploadRegister, anyRole),
    handler: (request) => registers.set(request.params.clientId, request.params.uploadId, request.body.account_id, caller(request)),
  });

  for (const contract of [quickbooksOnline.push, exports.qboPush]) {
    api.route({
      ...pushRoute(contract),
      handler: async (request, reply) => {
        const answer = await push.push(request.params.clientId, caller(request), request.body);
        return answer.status === 202 ? reply.code(202).send(answer.body) : answer.body;
      },
    });
  }

  api.route({
    ...pushRoute(exports.qbo),
    handler: async (request, reply) => {
      const { client_id, upload_id, transaction_ids, override_reconciliation } = request.body;
      const answer = await push.push(client_id, caller(request), { transactionIds: transaction_ids, override_reconciliation }, upload_id);
      const { pushed, skipped, failed, results, job } = answer.body;
      const body = { message: exportMessage(answer), exported_count: pushed, skipped_count: skipped, failed_count: failed, results, job };
      return answer.status === 202 ? reply.code(202).send(body) : body;
    },
  });

  // The Push Status column's documents ("Deposit 1", "Purchase 1"); a worker sees their own statements' rows.
  api.route({
    ...routeFor(quickbooksOnline.documents, anyRole),
    handler: (request) => push.documents(request.params.clientId, caller(request)),
  });

  api.route({
    ...routeFor(quickbooksOnline.pushJobStatus, anyRole),
    handler: (request) => push.job(request.params.clientId, request.params.jobId, caller(request)),
  });
}
