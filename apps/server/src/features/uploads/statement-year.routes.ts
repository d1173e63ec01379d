import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploads } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { anyRole, caller } from '../../plugins/access.ts';
import { presentUpload } from './upload.presenter.ts';
import type { StatementYearService } from './statement-year.service.ts';

export async function statementYearRoutes(app: FastifyInstance, { service }: { service: StatementYearService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeFor(uploads.statementYear, anyRole),
    handler: async (request) => service.describe(request.params.id, caller(request)),
  });

  api.route({
    ...routeFor(uploads.setYear, anyRole),
    handler: async (request) => {
      const { year } = request.body;
      const { redatedCount, upload } = await service.setYear(request.params.id, year, caller(request));
      request.log.info({ uploadId: request.params.id, year, redated: redatedCount }, 'statement year set');
      return {
        message: `Dates set to ${year}: ${redatedCount} ${redatedCount === 1 ? 'transaction' : 'transactions'} re-dated.`,
        redated_count: redatedCount,
        data: presentUpload(upload.row, upload.flags),
      };
    },
  });
}
