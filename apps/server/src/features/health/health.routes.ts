import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { health } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import type { HealthService } from './health.service.ts';

export async function healthRoutes(app: FastifyInstance, { service }: { service: HealthService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({ ...routeFor(health.health, 'public'), handler: async () => service.live() });
  api.route({ ...routeFor(health.ready, 'public'), handler: () => service.ready() });
}
