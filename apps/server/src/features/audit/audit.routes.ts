import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { audit } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { adminOnly, anyRole, caller } from '../../plugins/access.ts';
import { auditCsvFileName } from './audit-csv.ts';
import type { createAuditRollback } from './audit-rollback.ts';
import { presentAuditEntry } from './audit.presenter.ts';
import type { AuditService } from './audit.service.ts';

export async function auditRoutes(
  app: FastifyInstance,
  { service, rollback }: { service: AuditService; rollback: ReturnType<typeof createAuditRollback> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeFor(audit.list, anyRole),
    handler: async (request) => service.list(request.query, caller(request)),
  });

  api.route({
    ...routeFor(audit.users, anyRole),
    handler: async (request) => service.users(caller(request)),
  });

  api.route({
    ...routeFor(audit.exportCsv, anyRole),
    handler: async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${auditCsvFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(service.csv(request.query, caller(request)))),
  });

  // Reverting someone's work is an admin's call; workers read their own log only.
  api.route({
    ...routeFor(audit.rollback, adminOnly),
    handler: async (request) => {
      const entry = presentAuditEntry(await rollback(request.params.id, caller(request)));
      return { message: entry.details, entry };
    },
  });
}
