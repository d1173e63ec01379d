import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploads } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { anyRole, caller } from '../../plugins/access.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import type { UploadFileService } from './upload-file.service.ts';

export async function uploadFileRoutes(app: FastifyInstance, { service }: { service: UploadFileService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeFor(uploads.file, anyRole),
    handler: async (request, reply) => {
      const { filename, contentType, content } = await service.read(request.params.id, caller(request));
      return (
        reply
          .header('content-type', contentType)
          // Same safe ASCII + RFC 5987 name as the IIF download, shown in the browser rather than saved.
          .header('content-disposition', attachmentDisposition(filename).replace(/^attachment/, 'inline'))
          // A client's bank statement: never kept by a shared cache or the browser's.
          .header('cache-control', 'private, no-store')
          // An uploaded file is someone else's bytes: never sniffed into HTML, and if opened directly it
          // runs in a sandbox with no scripts and an opaque origin, so it cannot act as our site.
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', 'sandbox')
          .send(content)
      );
    },
  });
}
