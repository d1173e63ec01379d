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
