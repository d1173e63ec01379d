import { z } from 'zod';
import type { Endpoint } from './common.ts';

export const health = {
  method: 'GET',
  path: '/api/health',
  response: z.object({
    status: z.literal('ok'),
    version: z.string(),
    database: z.enum(['sqlite', 'postgres']),
  }),
} satisfies Endpoint;

/**
 * Readiness, for a load balancer or an orchestrator: the database answers and the statement readers take work.
 * 200 when ready; 503 with `{ message }` naming what is not.
 */
export const ready = {
  method: 'GET',
  path: '/api/health/ready',
  response: z.object({
    status: z.literal('ready'),
    database: z.enum(['sqlite', 'postgres']),
    /** Milliseconds the database took to answer. */
    database_ms: z.number(),
    /** Statements waiting for a reading thread at the upload's first-page check. */
    statements_waiting: z.number().int(),
  }),
} satisfies Endpoint;
