import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { QboError } from './qbo-api.ts';
import { createQboHttp, retryAfterMs } from './qbo-http.ts';
import { createQboLimiter } from './qbo-limiter.ts';

type Reply = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** A tiny server answering each request with the next scripted reply, recording what it was sent. */
async function scripted(replies: Reply[]) {
  const seen: Array<{ url: string; authorization: string | undefined }> = [];
  const server = http.createServer((request, response) => {
    seen.push({ url: request.url ?? '', authorization: request.headers.authorization });
    const reply = replies.shift() ?? ((_, res) => res.writeHead(500).end());
    request.resume();
    request.on('end', () => reply(request, response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  (_, response) =>
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
const drop: Reply = (request) => request.socket.destroy();

function tokenSource() {
  const state = { token: 'access-1', renewals: 0 };
  return {
    state,
    source: {
      accessToken: async () => state.token,
      renewAfterRejection: async () => {
        state.renewals++;
        state.token = `access-${state.renewals + 1}`;
        return state.token;
      },
    },
  };
}

describe('QuickBooks HTTP client', () => {
  let server: Awaited<ReturnType<typeof scripted>> | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const client = (base: string) => createQboHttp({ apiBase: base, limiter: createQboLimiter(), throttleWaitMs: 20, backoffMs: 5 });

  it('resends the identical request after a 5xx and a dropped socket, then returns the answer', async () => {
    server = await scripted([json(503, {}), drop, json(200, { Purchase: { Id: '7' } })]);
    const { source } = tokenSource();
    const answer = await client(server.base).request('123', source, {
      method: 'POST',
      path: '/purchase',
      search: { requestid: 'req-1' },
      body: { a: 1 },
    });
    expect(answer).toEqual({ Purchase: { Id: '7' } });
    expect(server.seen.map((request) => request.url)).toEqual(Array(3).fill('/v3/company/123/purchase?requestid=req-1&minorversion=75'));
  });

  it('gives up as unavailable after the bounded retries', async () => {
    server = await scripted(Array(6).fill(json(500, {})));
    const { source } = tokenSource();
    const failure = await client(server.base)
      .request('1', source, { method: 'GET', path: '/query' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QboError);
    expect((failure as QboError).kind).toBe('unavailable');
    expect(server.seen).toHaveLength(6);
  });

  it('waits out a 429 for Retry-After (or the configured wait) without counting it as a failure', async () => {
    const throttled = json(429, {}, { 'retry-after': '0' });
    server = await scripted([...Array(7).fill(throttled), json(429, {}), json(200, { ok: true })]);
    const { source } = tokenSource();
    await expect(client(server.base).request('1', source, { method: 'GET', path: '/query' })).resolves.toEqual({ ok: true });
    expect(server.seen).toHaveLength(9);
  });

  it('renews the token once on a 401 and replays; a second 401 means reconnect', async () => {
    const unauthorized = json(401, {
      fault: { error: [{ message: 'message=AuthenticationFailed', detail: 'Token expired', code: '3200' }], type: 'AUTHENTICATION' },
    });
    server = await scripted([unauthorized, json(200, { ok: 1 })]);
    const tokens = tokenSource();
    await expect(client(server.base).request('1', tokens.source, { method: 'GET', path: '/query' })).resolves.toEqual({ ok: 1 });
    expect(server.seen.map((request) => request.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    await server.close();

    server = await scripted([unauthorized, unauthorized]);
    const failure = await client(server.base)
      .request('1', tokens.source, { method: 'GET', path: '/query' })
      .catch((error: unknown) => error);
    expect((failure as QboError).kind).toBe('disconnected');
    expect(tokens.state.renewals).toBe(2);
  });

  it('turns a validation fault into a sentence at once, without retrying', async () => {
    server = await scripted([json(400, { Fault: { Error: [{ Message: 'Duplicate Name Exists Error', code: '6240' }], type: 'ValidationFault' } })]);
    const { source } = tokenSource();
    const failure = (await client(server.base)
      .request('1', source, { method: 'POST', path: '/vendor', body: {} })
      .catch((error: unknown) => error)) as QboError;
    expect(failure.kind).toBe('validation');
    expect(failure.code).toBe('6240');
    expect(server.seen).toHaveLength(1);
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterMs('3')).toBe(3000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4000)).toBe(6000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });
});
