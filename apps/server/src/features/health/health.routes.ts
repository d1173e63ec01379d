import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { health } from '@ledgerdesk/contracts';
import { appVersion } from '../../config.ts';
import { routeFor } from '../../lib/route.ts';

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeFor(health.health, 'public'),
    handler: async () => ({ status: 'ok' as const, version: appVersion, database: app.dialect }),
  });
}
