import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '@ledgerdesk/contracts';
import { HttpError, forbidden, unauthorized } from '../lib/http-error.ts';
import type { AuthService } from '../features/auth/auth.service.ts';
import type { Authenticated } from '../lib/caller.ts';

export const TWO_STEP_SETUP_REQUIRED = 'Your firm requires two-step sign-in. Set it up on the Security page before you continue.';

/** Who may call a route: everyone, or signed-in users holding one of these roles. */
export type Access = 'public' | readonly Role[];

export const anyRole: readonly Role[] = ['admin', 'worker'];
export const adminOnly: readonly Role[] = ['admin'];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Also accept the `access_token` cookie the web app writes. Only for GET routes a browser window
     * opens itself (the QuickBooks Connect pop-up cannot send a header); never global, because a cookie
     * rides along on requests the user did not mean to make (CSRF), which matters for anything that changes state.
     */
    cookieAuth?: boolean;
    /**
     * Callable by someone the firm requires to set up two-step sign-in who has not yet: who they are, the setup
     * itself and sign-out. Every other route refuses them until it is set up.
     */
    twoStepSetup?: boolean;
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

/** The `access_token` cookie's value, for the routes that opt in to cookie authentication. */
function cookieToken(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === 'access_token' && value.length > 0) {
      try {
        return decodeURIComponent(value.join('=')) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
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
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? (request.routeOptions.config.cookieAuth ? cookieToken(request) : undefined);
    if (!token) throw unauthorized();
    request.auth = await auth.authenticate(token);
    if (request.auth.twoStep.setupRequired && !request.routeOptions.config.twoStepSetup) {
      throw new HttpError(403, TWO_STEP_SETUP_REQUIRED, { reason: 'two_step_setup_required' });
    }
    if (!access.includes(request.auth.user.role)) throw forbidden();
  });
});
