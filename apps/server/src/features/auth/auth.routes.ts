import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auth } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { adminOnly, anyRole, caller } from '../../plugins/access.ts';
import { presentUser, type UsersService } from '../users/index.ts';
import { actorOf } from '../audit/index.ts';
import type { AuthService } from './auth.service.ts';
import type { KnownDevices } from './known-device.ts';

// A coarse per-address flood guard only: failed passwords are throttled by the service, per email and
// address with growing delays. An office behind one proxy address shares these, hence the headroom.
const loginRateLimit = { max: 100, timeWindow: '5 minutes' };
const refreshRateLimit = { max: 300, timeWindow: '5 minutes' };

export async function authRoutes(
  app: FastifyInstance,
  { service, users, devices }: { service: AuthService; users: UsersService; devices: KnownDevices },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeFor(auth.login, 'public'),
    config: { access: 'public', rateLimit: loginRateLimit },
    handler: async (request, reply) => {
      const outcome = await service.login(request.body.email, request.body.password, {
        ip: request.ip,
        deviceUserId: devices.userFrom(request.headers.cookie),
      });
      if (!('userId' in outcome)) return outcome;
      const { userId, ...tokens } = outcome;
      reply.header('set-cookie', devices.cookieFor(userId, request.protocol === 'https'));
      return tokens;
    },
  });

  api.route({
    ...routeFor(auth.loginTwoStep, 'public'),
    config: { access: 'public', rateLimit: loginRateLimit },
    handler: async (request, reply) => {
      const { userId, ...tokens } = await service.completeTwoStep(request.body.challenge, request.body.code);
      reply.header('set-cookie', devices.cookieFor(userId, request.protocol === 'https'));
      return tokens;
    },
  });

  api.route({
    ...routeFor(auth.refresh, 'public'),
    config: { access: 'public', rateLimit: refreshRateLimit },
    handler: (request) => service.refresh(request.body.refresh_token),
  });

  api.route({
    ...routeFor(auth.me, anyRole),
    config: { access: anyRole, twoStepSetup: true },
    handler: async (request) => {
      const { user, twoStep } = caller(request);
      return { data: presentUser(user), two_step: { enabled: twoStep.enabled, setup_required: twoStep.setupRequired } };
    },
  });

  api.route({
    ...routeFor(auth.logout, anyRole),
    config: { access: anyRole, twoStepSetup: true },
    handler: async (request) => {
      await service.logout(caller(request), request.body?.refresh_token);
      return { message: 'Signed out' };
    },
  });

  api.route({
    ...routeFor(auth.register, adminOnly, 201),
    handler: async (request, reply) => {
      const user = await users.create(request.body, actorOf(caller(request).user));
      request.log.info({ userId: user.id, role: user.role }, 'user registered');
      return reply.status(201).send({ message: 'User registered successfully', data: presentUser(user) });
    },
  });
}
