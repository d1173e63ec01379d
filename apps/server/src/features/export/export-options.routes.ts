import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exports } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { anyRole } from '../../plugins/access.ts';
import type { ExportOptionsService } from './export-options.service.ts';

export async function exportOptionsRoutes(app: FastifyInstance, { service }: { service: ExportOptionsService }) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeFor(exports.options, anyRole),
    handler: (request) => service.forClient(request.params.clientId),
  });
}
