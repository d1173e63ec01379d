import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

// The built web app as the server sends it: the compressed copy the build wrote, chosen by Accept-Encoding,
// and index.html for any screen's path. A stand-in build keeps this test off `npm run build`.
describe('serving the built web app', () => {
  let app: TestApp;
  const script = `console.log(${JSON.stringify('ledgerdesk '.repeat(400))});\n`;

  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgerdesk-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Ledgerdesk</title>');
    const asset = path.join(dist, 'assets', 'index-abc123.js');
    fs.writeFileSync(asset, script);
    fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(script));
    fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(script));
    app = await startTestApp('sqlite', { env: { WEB_DIST_DIR: dist }, runJobs: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (url: string, encoding: string) => fetch(`${app.url}${url}`, { headers: { 'accept-encoding': encoding } });

  it('sends the Brotli copy to a browser that accepts it, gzip to one that accepts only gzip, plain otherwise', async () => {
    for (const [accepts, sent, unpack] of [
      ['br, gzip', 'br', (bytes: Buffer) => zlib.brotliDecompressSync(bytes)],
      ['gzip', 'gzip', (bytes: Buffer) => zlib.gunzipSync(bytes)],
      ['identity', null, (bytes: Buffer) => bytes],
    ] as const) {
      // fetch would undo the encoding itself; undici's raw body is read through a plain HTTP request instead.
      const res = await rawGet(`${app.url}/assets/index-abc123.js`, accepts);
      expect(res.headers['content-encoding'] ?? null, accepts).toBe(sent);
      expect(unpack(res.body).toString(), accepts).toBe(script);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary ?? '').toMatch(/accept-encoding/i);
    }
  });

  it('answers a screen path with index.html and an unknown API path with JSON', async () => {
    const screen = await get('/transactions', 'br');
    expect(screen.status).toBe(200);
    expect(await screen.text()).toContain('<title>Ledgerdesk</title>');
    const api = await get('/api/nothing-here', 'br');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'No API route GET /api/nothing-here' });
  });
});

async function rawGet(url: string, acceptEncoding: string): Promise<{ headers: Record<string, string | undefined>; body: Buffer }> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers as Record<string, string | undefined>, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
