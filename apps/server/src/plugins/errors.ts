import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../lib/http-error.ts';
import { describeIssue } from './validation-messages.ts';

// Fastify's own 4xx messages speak to developers; these speak to the person using the app.
const friendlyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match its Content-Length',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
};

/**
 * A multipart body the client cut short or built wrong: busboy and Node's streams throw plain Errors
 * ("Multipart: Boundary not found", "Premature close", and when a part is still being read as the body ends,
 * "Part terminated early due to unexpected end of multipart data"), which are the sender's fault, not ours.
 */
export function isMalformedMultipart(error: { code?: string; message: string }, contentType: string | undefined): boolean {
  if (!contentType?.toLowerCase().startsWith('multipart/')) return false;
  return (
    error.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    /^Multipart: |unexpected end of (form|file|multipart data)|Malformed part header|Malformed urlencoded form/i.test(error.message)
  );
}

/** Every error leaves as `{message}` with a 4xx, or a plain 500 whose details stay in the log. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Schemas word their own messages; this catches whatever they left to zod's developer-facing defaults.
  z.config({ customError: describeIssue });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || 'request',
        message: issue.message ?? 'is invalid',
      }));
      const first = issues[0];
      // The message alone: a person reads "Enter a valid email address", not "email: Enter a valid email address".
      const message = first?.message ?? 'The request is not valid.';
      return reply.status(400).send({ message, issues });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ...error.details, message: error.message });
    }
    if (isMalformedMultipart(error, request.headers['content-type'])) {
      return reply.status(400).send({ message: 'The upload arrived incomplete or malformed. Choose the file and upload it again.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = friendlyMessages[error.code] ?? (error instanceof SyntaxError ? 'Request body is not valid JSON' : error.message);
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Something went wrong on our side. It has been logged; please try again.' });
  });
});
