import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@ledgerdesk/contracts';
import { forbidden, unauthorized } from '../lib/http-error.ts';
import type { Authenticated, AuthService } from '../features/auth/auth.service.ts';

/** Who may call a route: everyone, or signed-in users holding one of these roles. */
export type Access = 'public' | readonly Role[];

export const anyRole: readonly Role[] = ['admin', 'worker'];
export const adminOnly: readonly Role[] = ['admin'];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

/** The signed-in caller of a route declared for roles; the access hook guarantees it is there. */
export function caller(request: FastifyRequest): Authenticated {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/**
 * Every /api route must declare its access; a route that forgets fails start-up instead of
 * silently becoming public. The check itself runs before the body is even parsed.
 */
export const accessPlugin = fp<{ auth: AuthService }>(async (app: FastifyInstance, { auth }) => {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) {
      route.config = { ...route.config, access: 'public' };
      return;
    }
    if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access`);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized();
    request.auth = await auth.authenticate(match[1]);
    if (!access.includes(request.auth.user.role)) throw forbidden();
  });
});
