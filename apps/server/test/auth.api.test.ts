import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKey } from '../src/lib/app-secret.ts';
import { type TestApp, createSignedInUser, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

describe.each(testDialects)('auth API on %s', (dialect) => {
  let app: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    app = await startTestApp(dialect);
    adminToken = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
  });
  afterAll(() => app?.close());

  describe('login', () => {
    it('returns an access and a refresh token, and me returns the user', async () => {
      const tokens = await signIn(app, testAdmin.email.toUpperCase(), testAdmin.password);
      expect(tokens.access_token.split('.')).toHaveLength(3);
      expect(tokens.refresh_token.length).toBeGreaterThan(30);
      const me = await app.request('GET', '/api/auth/me', { token: tokens.access_token });
      expect(me.status).toBe(200);
      expect(me.json.data).toMatchObject({ email: testAdmin.email, role: 'admin', name: 'Administrator' });
      expect(me.json.data).not.toHaveProperty('password_hash');
      expect(me.json.data._id).toEqual(expect.any(String));
    });

    it('gives the same 401 for a wrong password and an unknown email', async () => {
      const wrongPassword = await app.request('POST', '/api/auth/login', {
        body: { email: testAdmin.email, password: 'nope' },
      });
      const unknownEmail = await app.request('POST', '/api/auth/login', {
        body: { email: 'nobody@example.com', password: 'nope' },
      });
      expect(wrongPassword.status).toBe(401);
      expect(unknownEmail.status).toBe(401);
      expect(wrongPassword.json).toEqual({ message: 'Invalid email or password' });
      expect(unknownEmail.json).toEqual(wrongPassword.json);
    });

    it.each([
      ['malformed JSON', { rawBody: '{"email": ', headers: { 'content-type': 'application/json' } }, /not valid JSON/],
      ['missing fields', { body: {} }, /email/i],
      ['wrong types', { body: { email: 42, password: ['x'] } }, /email/i],
      ['an invalid email', { body: { email: 'not-an-email', password: 'x' } }, /valid email/],
      ['a password over 1 KB', { body: { email: 'a@example.com', password: 'x'.repeat(1025) } }, /at most 1024/],
      ['unknown fields', { body: { email: 'a@example.com', password: 'x', role: 'admin' } }, /role|Unrecognized/i],
      ['a text body', { rawBody: 'email=a', headers: { 'content-type': 'text/plain' } }, /content type/i],
    ])('rejects %s with a clear 4xx', async (_label, options, message) => {
      const response = await app.request('POST', '/api/auth/login', options);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.json.message).toMatch(message);
      expect(response.text).not.toMatch(/at .*\.ts:\d+/);
    });

    it('treats SQL meta-characters as plain text', async () => {
      const response = await app.request('POST', '/api/auth/login', {
        body: { email: "x'--@example.com", password: "' OR '1'='1" },
      });
      expect(response.status).toBe(401);
      const stillThere = await signIn(app, testAdmin.email, testAdmin.password);
      expect(stillThere.access_token).toBeTruthy();
    });
  });

  describe('access tokens', () => {
    it('rejects a missing, tampered, foreign or expired token with 401', async () => {
      const { access_token } = await signIn(app, testAdmin.email, testAdmin.password);
      const [header, payload, signature] = access_token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const elevated = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
      const key = deriveKey(app.appSecret, 'access-token');
      const expired = await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('ledgerdesk')
        .setAudience('ledgerdesk-api')
        .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
        .sign(key);
      const foreign = await new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('ledgerdesk')
        .setAudience('ledgerdesk-api')
        .setExpirationTime('5m')
        .sign(deriveKey('another installation secret value', 'access-token'));
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;

      for (const token of [`${header}.${elevated}.${signature}`, expired, foreign, unsigned, 'garbage']) {
        const response = await app.request('GET', '/api/auth/me', { token });
        expect(response.status, token).toBe(401);
        expect(response.json.message).toMatch(/sign in again/);
      }
      expect((await app.request('GET', '/api/auth/me')).status).toBe(401);
      expect((await app.request('GET', '/api/auth/me', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
    });
  });

  describe('refresh', () => {
    it('rotates the refresh token on every use', async () => {
      const first = await signIn(app, testAdmin.email, testAdmin.password);
      const refreshed = await app.request('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
      expect(refreshed.status).toBe(200);
      expect(refreshed.json.refresh_token).not.toBe(first.refresh_token);
      const me = await app.request('GET', '/api/auth/me', { token: refreshed.json.access_token });
      expect(me.status).toBe(200);
      const again = await app.request('POST', '/api/auth/refresh', { body: { refresh_token: refreshed.json.refresh_token } });
      expect(again.status).toBe(200);
    });

    it('revokes the whole family when an old refresh token is used again after its successor was used', async () => {
      const first = await signIn(app, testAdmin.email, testAdmin.password);
      const second = (await app.request('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } })).json;
      const third = (await app.request('POST', '/api/auth/refresh', { body: { refresh_token: second.refresh_token } })).json;

      const reuse = await app.request('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
      expect(reuse.status).toBe(401);
      expect(reuse.json.message).toMatch(/already used/);

      const newest = await app.request('POST', '/api/auth/refresh', { body: { refresh_token: third.refresh_token } });
      expect(newest.status).toBe(401);
      expect((await app.request('GET', '/api/auth/me', { token: third.access_token })).status).toBe(401);
    });

    it('revokes the family when a rotated token comes back after the grace window', async () => {
      const first = await signIn(app, testAdmin.email, testAdmin.password);
      const second = (await app.request('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } })).json;
      // As if the rotation happened a minute ago.
      await app.database.db
        .updateTable('refresh_tokens')
        .set({ used_at: new Date(Date.now() - 60_000).toISOString() })
        .where('used_at', 'is not', null)
        .execute();
      const reuse = await app.request('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } });
      expect(reuse.status).toBe(401);
      expect((await app.request('GET', '/api/auth/me', { token: second.access_token })).status).toBe(401);
    });

    it('gives tabs that refresh with the same token at once the same new refresh token, and keeps them signed in', async () => {
      const first = await signIn(app, testAdmin.email, testAdmin.password);
      const replies = await Promise.all(
        Array.from({ length: 4 }, () => app.request('POST', '/api/auth/refresh', { body: { refresh_token: first.refresh_token } })),
      );
      expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
      const successors = new Set(replies.map((reply) => reply.json.refresh_token));
      expect(successors.size).toBe(1);
      for (const reply of replies) {
        expect((await app.request('GET', '/api/auth/me', { token: reply.json.access_token })).status).toBe(200);
      }
      const next = await app.request('POST', '/api/auth/refresh', { body: { refresh_token: [...successors][0] } });
      expect(next.status).toBe(200);
      // The database keeps no readable token: the successor is sealed.
      const rows = await app.database.db.selectFrom('refresh_tokens').select('successor_sealed').execute();
      expect(rows.map((row) => row.successor_sealed ?? '').join()).not.toContain(next.json.refresh_token);
    });

    it('rejects an unknown or malformed refresh token', async () => {
      expect((await app.request('POST', '/api/auth/refresh', { body: { refresh_token: 'made-up' } })).status).toBe(401);
      expect((await app.request('POST', '/api/auth/refresh', { body: {} })).status).toBe(400);
      expect((await app.request('POST', '/api/auth/refresh', { body: { refresh_token: 'x'.repeat(600) } })).status).toBe(400);
    });
  });

  describe('logout', () => {
    it('ends the session: its access and refresh tokens stop working, other sessions do not', async () => {
      const session = await signIn(app, testAdmin.email, testAdmin.password);
      const other = await signIn(app, testAdmin.email, testAdmin.password);
      // The brief's client posts an empty JSON body.
      const out = await app.request('POST', '/api/auth/logout', {
        token: session.access_token,
        rawBody: '',
        headers: { 'content-type': 'application/json' },
      });
      expect(out.status).toBe(200);
      expect((await app.request('GET', '/api/auth/me', { token: session.access_token })).status).toBe(401);
      expect((await app.request('POST', '/api/auth/refresh', { body: { refresh_token: session.refresh_token } })).status).toBe(401);
      expect((await app.request('GET', '/api/auth/me', { token: other.access_token })).status).toBe(200);
    });

    it('requires a signed-in caller', async () => {
      expect((await app.request('POST', '/api/auth/logout', { body: {} })).status).toBe(401);
    });
  });

  describe('register', () => {
    it('lets an admin create workers and admins, who can then sign in', async () => {
      const created = await app.request('POST', '/api/auth/register', {
        token: adminToken,
        body: { name: '  Dana Reyes ', email: 'Dana@Example.com', password: 'long enough', role: 'admin' },
      });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({
        message: 'User registered successfully',
        data: { name: 'Dana Reyes', email: 'dana@example.com', role: 'admin' },
      });
      const tokens = await signIn(app, 'dana@example.com', 'long enough');
      const me = await app.request('GET', '/api/auth/me', { token: tokens.access_token });
      expect(me.json.data.role).toBe('admin');
    });

    it('defaults the role to worker', async () => {
      const created = await app.request('POST', '/api/auth/register', {
        token: adminToken,
        body: { name: 'Sam', email: 'sam@example.com', password: 'long enough' },
      });
      expect(created.json.data.role).toBe('worker');
    });

    it('refuses a duplicate email with 409, whatever its case', async () => {
      const duplicate = await app.request('POST', '/api/auth/register', {
        token: adminToken,
        body: { name: 'Other', email: testAdmin.email.toUpperCase(), password: 'long enough', role: 'worker' },
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.json.message).toBe('A user with this email already exists');
    });

    it.each([
      ['a name over 200 characters', { name: 'n'.repeat(201) }, /at most 200/],
      ['an empty name', { name: '   ' }, /Name is required/],
      ['a short password', { password: 'short' }, /at least 8/],
      ['a password over 1 KB', { password: 'p'.repeat(1025) }, /at most 1024/],
      ['an unknown role', { role: 'owner' }, /role/i],
      ['a missing email', { email: undefined }, /email/i],
    ])('rejects %s with 400 and creates nothing', async (_label, override, message) => {
      const email = `bad-${Math.random().toString(36).slice(2)}@example.com`;
      const response = await app.request('POST', '/api/auth/register', {
        token: adminToken,
        body: { name: 'Valid', email, password: 'long enough', role: 'worker', ...override },
      });
      expect(response.status).toBe(400);
      expect(response.json.message).toMatch(message);
      const login = await app.request('POST', '/api/auth/login', { body: { email, password: 'long enough' } });
      expect(login.status).toBe(401);
    });

    it('stores names with SQL meta-characters verbatim', async () => {
      const name = 'O\'Brien"); DROP TABLE users; --';
      const created = await app.request('POST', '/api/auth/register', {
        token: adminToken,
        body: { name, email: 'obrien@example.com', password: 'long enough', role: 'worker' },
      });
      expect(created.json.data.name).toBe(name);
      expect((await signIn(app, testAdmin.email, testAdmin.password)).access_token).toBeTruthy();
    });

    it('is for admins only', async () => {
      const worker = await createSignedInUser(app, 'worker', adminToken);
      const asWorker = await app.request('POST', '/api/auth/register', {
        token: worker.access_token,
        body: { name: 'Sneaky', email: 'sneaky@example.com', password: 'long enough', role: 'admin' },
      });
      expect(asWorker.status).toBe(403);
      expect(asWorker.json.message).toMatch(/permission/);
      const anonymous = await app.request('POST', '/api/auth/register', {
        body: { name: 'Sneaky', email: 'sneaky@example.com', password: 'long enough', role: 'admin' },
      });
      expect(anonymous.status).toBe(401);
      const me = await app.request('GET', '/api/auth/me', { token: worker.access_token });
      expect(me.json.data.role).toBe('worker');
    });
  });
});

describe.each(testDialects)('sign-in throttling on %s', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    // Behind a reverse proxy: the client's address comes from X-Forwarded-For.
    app = await startTestApp(dialect, { env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => app?.close());

  const login = (body: { email: string; password: string }, ip: string, cookie?: string) =>
    app.request('POST', '/api/auth/login', { body, headers: { 'x-forwarded-for': ip, ...(cookie && { cookie }) } });
  const wrong = { email: testAdmin.email, password: 'wrong password' };

  it('slows a guesser from one address with growing waits, and does not lock the account for anyone else', async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect((await login(wrong, '203.0.113.7')).status).toBe(401);
    const held = await login(testAdmin, '203.0.113.7');
    expect(held.status).toBe(429);
    expect(held.json.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ seconds?\.$/);
    // The bookkeeper at the office signs in with the right password.
    expect((await login(testAdmin, '198.51.100.20')).status).toBe(200);
  });

  it('lets the right password through from a known device even when its address is being attacked', async () => {
    const first = await login(testAdmin, '192.0.2.50');
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie')?.split(';')[0];
    expect(first.headers.get('set-cookie')).toMatch(/^ld_device=.+; Max-Age=\d+; Path=\/api\/auth; HttpOnly; SameSite=Strict/);
    // Someone behind the same proxy address guesses the admin's password.
    for (let attempt = 0; attempt < 8; attempt++) await login(wrong, '192.0.2.50');
    expect((await login(testAdmin, '192.0.2.50')).status).toBe(429);
    expect((await login(testAdmin, '192.0.2.50', cookie)).status).toBe(200);
    // A forged cookie is no known device.
    expect((await login(testAdmin, '192.0.2.50', `${cookie}x`)).status).toBe(429);
  });

  it('keeps the counts in the database, shared by every process, and stores no email or address there', async () => {
    const rows = await app.database.db.selectFrom('login_throttles').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toMatch(/example\.com|203\.0\.113/);
  });

  it('slows one address spraying a guess at many accounts, and nobody signing in elsewhere', async () => {
    const sprayer = '203.0.113.66';
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await login({ email: `person${attempt}@example.com`, password: 'Spring2026!' }, sprayer)).status).toBe(401);
    }
    const held = await login({ email: 'person99@example.com', password: 'Spring2026!' }, sprayer);
    expect(held.status).toBe(429);
    // Its own valid account does not wipe the count; the admin elsewhere never notices.
    expect((await login(testAdmin, sprayer)).status).toBe(429);
    expect((await login(testAdmin, '198.51.100.77')).status).toBe(200);
  });

  it('still caps the number of sign-in calls from one address', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 101; attempt++) {
      last = (await login({ email: `u${attempt}@example.com`, password: 'x' }, '198.51.100.99')).status;
    }
    expect(last).toBe(429);
  });
});

describe.each(testDialects)('sign-in without a trusted proxy on %s', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(dialect);
  });
  afterAll(() => app?.close());

  it('ignores X-Forwarded-For, so a guesser cannot pick a fresh address per attempt', async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      await app.request('POST', '/api/auth/login', {
        body: { email: testAdmin.email, password: 'wrong' },
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      });
    }
    const held = await app.request('POST', '/api/auth/login', { body: testAdmin, headers: { 'x-forwarded-for': '203.0.113.200' } });
    expect(held.status).toBe(429);
  });
});
