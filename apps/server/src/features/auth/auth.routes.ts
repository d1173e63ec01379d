import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auth } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { adminOnly, anyRole, caller } from '../../plugins/access.ts';
import { presentUser } from '../users/user.presenter.ts';
import { createUser } from '../users/users.service.ts';
import type { AuthService } from './auth.service.ts';

// Per-IP ceiling on sign-in calls; per-email failures are limited by the service.
const loginRateLimit = { max: 30, timeWindow: '5 minutes' };

export async function authRoutes(app: FastifyInstance, { service }: { service: AuthService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeFor(auth.login, 'public'),
    config: { access: 'public', rateLimit: loginRateLimit },
    handler: (request) => service.login(request.body.email, request.body.password),
  });

  api.route({
    ...routeFor(auth.refresh, 'public'),
    config: { access: 'public', rateLimit: loginRateLimit },
    handler: (request) => service.refresh(request.body.refresh_token),
  });

  api.route({
    ...routeFor(auth.me, anyRole),
    handler: async (request) => ({ data: presentUser(caller(request).user) }),
  });

  api.route({
    ...routeFor(auth.logout, anyRole),
    handler: async (request) => {
      await service.logout(caller(request), request.body?.refresh_token);
      return { message: 'Signed out' };
    },
  });

  api.route({
    ...routeFor(auth.register, adminOnly, 201),
    handler: async (request, reply) => {
      const user = await createUser(app.db, request.body);
      request.log.info({ userId: user.id, role: user.role }, 'user registered');
      return reply.status(201).send({ message: 'User registered successfully', data: presentUser(user) });
    },
  });
}
