import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exports } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { anyRole, caller } from '../../plugins/access.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { presentExportResult } from './iif-export.presenter.ts';
import type { IifExportService } from './iif-export.service.ts';

/** The file as an attachment; never cached, it holds a client's bank activity. */
function sendIif(reply: FastifyReply, file: { fileName: string; content: Buffer }) {
  return reply
    .header('content-type', 'text/plain; charset=windows-1252')
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.content);
}

// The contract allows 100,000 transaction ids (about 4 MB of JSON), past Fastify's 1 MB default.
const bodyLimit = 8 * 1024 * 1024;

// The QuickBooks Online routes under /api/export/qbo… belong to the push feature.
export async function iifExportRoutes(app: FastifyInstance, { service }: { service: IifExportService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeFor(exports.iif, anyRole),
    bodyLimit,
    handler: async (request, reply) => sendIif(reply, await service.exportIif(request.params.clientId, request.body, caller(request))),
  });

  api.route({
    ...routeFor(exports.qbd, anyRole),
    bodyLimit,
    handler: async (request) => presentExportResult(await service.exportWithLink(request.body, caller(request))),
  });

  api.route({
    ...routeFor(exports.preview, anyRole),
    bodyLimit,
    handler: async (request) => service.preview(request.params.clientId, request.body, caller(request)),
  });

  api.route({
    ...routeFor(exports.download, anyRole),
    handler: async (request, reply) => sendIif(reply, await service.download(request.params.token, caller(request))),
  });
}
