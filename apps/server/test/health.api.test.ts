import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startTestApp, testDialects } from './support/test-app.ts';

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
});
