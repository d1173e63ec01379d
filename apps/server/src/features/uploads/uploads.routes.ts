import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CsvMapping, uploads } from '@ledgerdesk/contracts';
import { cleanFilename } from '../../lib/filename.ts';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { routeFor } from '../../lib/route.ts';
import { anyRole, caller } from '../../plugins/access.ts';
import { presentUpload } from './upload.presenter.ts';
import type { UploadsService } from './uploads.service.ts';
import { readCsvMappingField } from '../bank-files/index.ts';

const { MAX_STATEMENT_BYTES, TOO_LARGE_MESSAGE } = uploads;
const CHOOSE_A_FILE = 'Choose a statement to upload (field file): a PDF, or a CSV, OFX, QFX or QBO file from the bank.';

export async function uploadsRoutes(app: FastifyInstance, { service }: { service: UploadsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeFor(uploads.create, anyRole, 201),
    schema: { ...routeFor(uploads.create, anyRole, 201).schema, consumes: ['multipart/form-data'] },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the statement as multipart/form-data in the field file.');
      let content: Buffer | undefined;
      let filename = '';
      let clientId: string | undefined;
      // A locked PDF's password: used once to write a decrypted copy, never stored, logged or echoed.
      let password: string | undefined;
      let csvMapping: CsvMapping | undefined;
      // Fields may come before or after the file; read every part.
      for await (const part of request.parts({ limits: { fileSize: MAX_STATEMENT_BYTES, files: 1 } })) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') throw badRequest(CHOOSE_A_FILE);
          try {
            content = await part.toBuffer();
          } catch (error) {
            if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new HttpError(413, TOO_LARGE_MESSAGE);
            throw error;
          }
          filename = cleanFilename(part.filename, 'statement.pdf');
        } else if (part.fieldname === 'client_id' && typeof part.value === 'string' && part.value.trim()) {
          clientId = part.value.trim().slice(0, 64);
        } else if (part.fieldname === 'csv_mapping' && typeof part.value === 'string' && part.value.trim()) {
          csvMapping = readCsvMappingField(part.value);
        } else if (part.fieldname === 'password' && typeof part.value === 'string' && part.value !== '') {
          const checked = uploads.pdfPassword.safeParse(part.value);
          // The issue's message only, never the value.
          if (!checked.success) throw badRequest(checked.error.issues[0]?.message ?? "Enter the PDF's password.", { field: 'password' });
          password = checked.data;
        }
      }
      if (!content) throw badRequest(CHOOSE_A_FILE);

      const outcome = await service.accept({ filename, content, clientId, password, csvMapping, uploadedBy: caller(request).user });
      if (outcome.kind === 'choose') {
        return reply.status(200).send({
          client_matches: outcome.clients.map((c) => ({ _id: c.id, name: c.name, client_number: c.client_number })),
          message: outcome.message,
        });
      }
      request.log.info({ uploadId: outcome.uploadId }, 'statement uploaded');
      return reply.status(201).send({ upload_id: outcome.uploadId, status: 'pending_parse' as const, message: 'File uploaded successfully' });
    },
  });

  api.route({
    ...routeFor(uploads.list, anyRole),
    handler: async (request) => {
      const listed = await service.list(caller(request).user);
      return listed.map(({ row, flags }) => presentUpload(row, flags));
    },
  });

  api.route({
    ...routeFor(uploads.get, anyRole),
    handler: async (request) => {
      const { row, flags } = await service.get(request.params.id, caller(request));
      return { data: presentUpload(row, flags) };
    },
  });

  api.route({
    ...routeFor(uploads.rollback, anyRole),
    handler: async (request) => {
      const result = await service.rollback(request.params.id, caller(request));
      request.log.info({ uploadId: request.params.id, removed: result.removedCount }, 'upload rolled back');
      const kept = result.keptPushed.length;
      return {
        message:
          kept === 0
            ? `Rolled back: ${result.removedCount} transactions removed.`
            : `Rolled back: ${result.removedCount} transactions removed; ${kept} already in QuickBooks were kept.`,
        removed_count: result.removedCount,
        kept_pushed: result.keptPushed,
      };
    },
  });
}
