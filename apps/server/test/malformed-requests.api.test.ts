import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_IN_REQUEST } from '../src/plugins/reject-nul.ts';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { type TestApp, fileForm, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

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

  it('searches a client for a number larger than any amount, or for nothing, without failing (PostgreSQL bigint)', async () => {
    const client = await app.request('POST', '/api/clients', {
      token,
      body: { name: 'Numeric Search Co', client_number: 4242, account_type: 'desktop' },
    });
    // Issue 21: `999999` and an empty `q` on the summary answered 500 on PostgreSQL in a fuzzing run.
    for (const q of ['999999999999999999999', '999999', '', '$999,999.99', '-0']) {
      for (const path of ['', '/summary']) {
        const response = await app.request('GET', `/api/transactions/client/${client.json._id}${path}?q=${encodeURIComponent(q)}`, { token });
        expect(response.status, `${path || 'list'} q=${q}`).toBe(200);
      }
    }
  });

  it("answers a NUL in an upload's client_id field with a 400 sentence (PostgreSQL refuses NUL in text)", async () => {
    const pdf = await makeStatementPdf({
      holder: 'NUL FIELD CO',
      period: ['01/01/2026', '01/31/2026'],
      opening: 100,
      lines: [{ date: '01/05', description: 'NUL SUPPLIES', amount: -4.5 }],
    });
    for (const value of ['a\u0000b', '\u0000']) {
      const form = fileForm('file', pdf, 'nul-field.pdf', 'application/pdf');
      form.append('client_id', value);
      const response = await app.request('POST', '/api/uploads', { token, form });
      expect(response.status).toBe(400);
      expect(response.json.message).toBe(NUL_IN_REQUEST);
    }
  });
});

/** Opens a request whose body then comes one byte a second; resolves how long the server let it stay open. */
function trickle(url: string, head: string): Promise<number> {
  const { port } = new URL(url);
  const started = Date.now();
  return new Promise<number>((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(head);
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
}

// Each dialect's server waits out its own deadline (almost a minute of idle): side by side, not one after the other.
describe('a body trickled one byte a second', () => {
  it.concurrent.each(testDialects)(
    'is cut off within 60 s, however steadily it keeps coming: JSON and a multipart upload alike, on %s',
    { timeout: 75_000 },
    async (dialect) => {
      const app = await startTestApp(dialect);
      try {
        const token = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
        const boundary = 'TRICKLE';
        const [json, upload] = await Promise.all([
          trickle(app.url, 'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n'),
          // The upload's handler is already reading the parts when the drip starts: the deadline must hold there too.
          trickle(
            app.url,
            `POST /api/uploads HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\n` +
              `Content-Length: 100000\r\n\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
          ),
        ]);
        expect(json).toBeLessThan(60_000);
        expect(upload).toBeLessThan(60_000);
        expect((await app.request('GET', '/api/health')).status).toBe(200);
      } finally {
        await app.close();
      }
    },
  );
});
