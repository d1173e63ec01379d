import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

describe.each(testDialects)('platform API on %s', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(dialect);
  });
  afterAll(() => app?.close());

  it('reports version and database dialect', async () => {
    const response = await app.request('GET', '/api/health');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/), database: dialect });
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('is ready while the database answers, and says what is not once it stops', async () => {
    const ready = await app.request('GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: 'ready', database: dialect, database_ms: expect.any(Number), statements_waiting: 0 });

    // Another process of the same app on the same database, whose database then goes away.
    await app.database.db.selectFrom('users').select('id').execute();
    const other = await startTestApp(dialect, { runJobs: false });
    await other.database.close();
    const down = await other.request('GET', '/api/health/ready');
    expect(down.status).toBe(503);
    expect(down.json.message).toBe('Not ready: the database does not answer');
    // Liveness stays cheap and does not ask the database.
    expect((await other.request('GET', '/api/health')).status).toBe(200);
    await other.close().catch(() => undefined);
  });

  it('answers an unknown API path with a JSON 404, never the web app', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const response = await app.request(method, '/api/does-not-exist');
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/json/);
      expect(response.json.message).toMatch(/No API route/);
    }
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const ui = await app.request('GET', '/api/docs');
    expect(ui.status).toBe(200);
    const spec = await app.request('GET', '/api/docs/json');
    expect(spec.json.paths).toHaveProperty('/api/auth/login');
    expect(spec.json.paths['/api/auth/login'].post.requestBody).toBeTruthy();
  });

  it('sends security headers', async () => {
    const response = await app.request('GET', '/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeTruthy();
  });

  it('refuses a NUL character in a path, a query or a body with a 400 sentence, on every route', async () => {
    const { access_token: token } = await signIn(app, testAdmin.email, testAdmin.password);
    const attempts = [
      await app.request('GET', '/api/uploads/%00', { token }),
      await app.request('GET', '/api/transactions/client/a%00b', { token }),
      await app.request('GET', '/api/uploads?client=%00', { token }),
      await app.request('POST', '/api/categories', { token, body: { name: 'a\u0000b' } }),
      await app.request('POST', '/api/auth/login', { body: { email: 'a\u0000@example.com', password: 'x' } }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(400);
      expect(response.json.message).toMatch(/NUL character/);
    }
  });
});
