import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The API speaks JSON (and multipart for files, registered by the features that take files).
 * Plain text is refused with 415 rather than reaching a schema as a string. The brief's client
 * posts `Content-Type: application/json` with no body (logout): an empty body counts as absent;
 * everything else goes through Fastify's own prototype-poisoning-safe parser.
 */
export const bodyParsersPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
});
