import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/http-error.ts';

export const NUL_IN_REQUEST = 'The request contains a NUL character, which is not allowed in any text.';

/** True when any string in the value (keys included, at any depth) holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

/**
 * A NUL character means nothing in any text a bookkeeper types, and PostgreSQL refuses it in text
 * columns (which would surface as a 500). Refused once here, for every route, before validation.
 */
export const rejectNulPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(NUL_IN_REQUEST);
    }
  });
});
