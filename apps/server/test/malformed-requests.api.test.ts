import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

/** Sends bytes as they are, for requests a well-behaved HTTP client would never build; resolves the first response. */
function sendRaw(url: string, bytes: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(bytes));
    let data = '';
    socket.setTimeout(5000, () => {
      socket.destroy();
      reject(new Error(`no response: ${data}`));
    });
    socket.on('data', (chunk) => {
      data += chunk;
      const headerEnd = data.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(data)?.[1] ?? NaN);
      if (headerEnd >= 0 && data.length >= headerEnd + 4 + length) {
        socket.destroy();
        resolve({ status: Number(data.split(' ')[1]), body: data.slice(headerEnd + 4) });
      }
    });
    socket.on('error', reject);
  });
}

describe.each(testDialects)('malformed requests on %s', (dialect) => {
  let app: TestApp;
  let token: string;
  beforeAll(async () => {
    app = await startTestApp(dialect);
    token = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
  });
  afterAll(() => app?.close());

  it('answers multipart with no boundary with a 400 sentence', async () => {
    for (const path of ['/api/uploads', '/api/coa/some-client/upload']) {
      const response = await app.request('POST', path, { token, rawBody: 'hello', headers: { 'content-type': 'multipart/form-data' } });
      expect(response.status).toBe(400);
      expect(response.json.message).toMatch(/incomplete or malformed/);
    }
  });

  it('answers a file part cut off before its closing boundary with a 400 sentence', async () => {
    const body = '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cut';
    const response = await sendRaw(
      app.url,
      `POST /api/uploads HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=XYZ\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).message).toMatch(/incomplete or malformed/);
    expect((await app.request('GET', '/api/health')).status).toBe(200);
  });

  it('searches a client for a number larger than any amount without failing (PostgreSQL bigint)', async () => {
    const client = await app.request('POST', '/api/clients', { token, body: { name: 'Numeric Search Co', client_number: 4242, account_type: 'desktop' } });
    for (const path of ['', '/summary']) {
      const response = await app.request('GET', `/api/transactions/client/${client.json._id}${path}?q=999999999999999999999`, { token });
      expect(response.status).toBe(200);
    }
  });
});

describe('a body trickled one byte a second', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('sqlite');
  });
  afterAll(() => app?.close());

  it('is cut off within 60 s, however steadily it keeps coming', { timeout: 75_000 }, async () => {
    const { port } = new URL(app.url);
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n');
        const drip = setInterval(() => socket.write(' '), 1000);
        const stop = () => {
          clearInterval(drip);
          resolve(Date.now() - started);
        };
        socket.on('close', stop);
        socket.on('error', stop);
        socket.setTimeout(70_000, () => socket.destroy());
      });
    });
    expect(closedAfter).toBeLessThan(62_000);
  });
});
