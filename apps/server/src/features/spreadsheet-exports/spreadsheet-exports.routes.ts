import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exports } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { anyRole, caller } from '../../plugins/access.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import type { SpreadsheetExportService } from './spreadsheet-exports.service.ts';

const CSV = 'text/csv; charset=utf-8';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An attachment never cached: it holds a client's bank activity. */
function attachment(reply: FastifyReply, contentType: string, fileName: string) {
  return reply.header('content-type', contentType).header('content-disposition', attachmentDisposition(fileName)).header('cache-control', 'no-store');
}

export async function spreadsheetExportRoutes(app: FastifyInstance, { service }: { service: SpreadsheetExportService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeFor(exports.transactionsCsv, anyRole),
    handler: async (request, reply) => {
      const file = await service.transactionsCsv(request.params.clientId, request.query, caller(request));
      return attachment(reply, CSV, file.fileName).send(file.stream);
    },
  });

  api.route({
    ...routeFor(exports.transactionsXlsx, anyRole),
    handler: async (request, reply) => {
      const file = await service.transactionsXlsx(request.params.clientId, request.query, caller(request));
      return attachment(reply, XLSX, file.fileName).send(file.content);
    },
  });

  api.route({
    ...routeFor(exports.quickbooksOnlineCsv, anyRole),
    handler: async (request, reply) => {
      const { upload_id, columns } = request.query;
      const file = await service.bankUpload(request.params.clientId, upload_id, 'quickbooks-online', caller(request), columns);
      return attachment(reply, CSV, file.fileName).send(file.content);
    },
  });

  api.route({
    ...routeFor(exports.xeroCsv, anyRole),
    handler: async (request, reply) => {
      const file = await service.bankUpload(request.params.clientId, request.query.upload_id, 'xero', caller(request));
      return attachment(reply, CSV, file.fileName).send(file.content);
    },
  });
}
