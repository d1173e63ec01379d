import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthService } from '../features/auth/auth.service.ts';
import { unauthorized } from '../lib/http-error.ts';
import { TWO_STEP_SETUP_REQUIRED, accessPlugin, adminOnly, anyRole } from './access.ts';
import { errorsPlugin } from './errors.ts';

// Bearer "admin" and "worker" stand for signed-in users of that role, "pending" for a worker the firm requires to
// set up two-step sign-in first; anything else is rejected.
const fakeAuth = {
  authenticate: async (token: string) => {
    if (token === 'pending') return { sessionId: 's', user: { id: token, role: 'worker' }, twoStep: { enabled: false, setupRequired: true } };
    if (token !== 'admin' && token !== 'worker') throw unauthorized();
    return { sessionId: 's', user: { id: token, role: token }, twoStep: { enabled: false, setupRequired: false } };
  },
} as unknown as AuthService;

async function appWith(routes: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(accessPlugin, { auth: fakeAuth });
  routes(app);
  await app.ready();
  return app;
}

describe('access plugin', () => {
  it('refuses to start when an API route declares no access', async () => {
    await expect(appWith((app) => app.get('/api/forgotten', async () => 'open'))).rejects.toThrow(/declares no access/);
  });

  it('enforces each route declaration', async () => {
    const app = await appWith((app) => {
      app.get('/api/open', { config: { access: 'public' } }, async () => 'open');
      app.get('/api/any', { config: { access: anyRole } }, async () => 'any');
      app.get('/api/admin', { config: { access: adminOnly } }, async () => 'admin');
    });
    const call = async (url: string, token?: string) =>
      (await app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} })).statusCode;

    expect(await call('/api/open')).toBe(200);
    expect(await call('/api/any')).toBe(401);
    expect(await call('/api/any', 'worker')).toBe(200);
    expect(await call('/api/admin', 'worker')).toBe(403);
    expect(await call('/api/admin', 'admin')).toBe(200);
    expect(await call('/api/admin', 'forged')).toBe(401);
  });

  it('refuses someone who must set up two-step sign-in everywhere but the routes that allow it', async () => {
    const app = await appWith((app) => {
      app.get('/api/any', { config: { access: anyRole } }, async () => 'any');
      app.get('/api/setup', { config: { access: anyRole, twoStepSetup: true } }, async () => 'setup');
    });
    const call = async (url: string, token: string) => app.inject({ url, headers: { authorization: `Bearer ${token}` } });

    const refused = await call('/api/any', 'pending');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: TWO_STEP_SETUP_REQUIRED, reason: 'two_step_setup_required' });
    expect((await call('/api/setup', 'pending')).statusCode).toBe(200);
    expect((await call('/api/any', 'worker')).statusCode).toBe(200);
  });
});
