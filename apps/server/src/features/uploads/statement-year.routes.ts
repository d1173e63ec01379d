import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploads } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { anyRole, caller } from '../../plugins/access.ts';
import { presentUpload } from './upload.presenter.ts';
import { countUploadFlags } from './uploads.queries.ts';
import { describeStatementYear, setStatementYear } from './statement-year.service.ts';
import { requireVisibleUpload } from './upload-visibility.ts';

export async function statementYearRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    ...routeFor(uploads.statementYear, anyRole),
    handler: async (request) => describeStatementYear(app.db, request.params.id, caller(request)),
  });

  api.route({
    ...routeFor(uploads.setYear, anyRole),
    handler: async (request) => {
      const { year } = request.body;
      const { redatedCount } = await setStatementYear(app.db, request.params.id, year, caller(request));
      request.log.info({ uploadId: request.params.id, year, redated: redatedCount }, 'statement year set');
      const row = await requireVisibleUpload(app.db, request.params.id, caller(request));
      return {
        message: `Dates set to ${year}: ${redatedCount} ${redatedCount === 1 ? 'transaction' : 'transactions'} re-dated.`,
        redated_count: redatedCount,
        data: presentUpload(row, await countUploadFlags(app.db, row.id)),
      };
    },
  });
}
