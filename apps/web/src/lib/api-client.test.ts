import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, buildPath, createApiClient, errorMessage } from './api-client.ts';

const profile = { method: 'GET', path: '/api/profile', response: z.object({ name: z.string() }) };

/** localStorage and document.cookie are browser globals; the node test run gets small stand-ins. */
function stubBrowserStorage(): Map<string, string> {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
    removeItem: (key: string) => items.delete(key),
  });
  vi.stubGlobal('document', { cookie: '' });
  return items;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function bearer(init: RequestInit | undefined): string | null {
  return new Headers(init?.headers).get('Authorization');
}

/** A fake API whose profile endpoint accepts only `validToken`, and whose refresh endpoint is scripted. */
function fakeServer(refresh: () => Promise<Response>, validToken = 'Bearer access-2') {
  return vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/auth/refresh') return refresh();
    return bearer(init) === validToken ? json(200, { name: 'Ada' }) : json(401, { message: 'Unauthorized' });
  });
}

const callsTo = (fetchMock: ReturnType<typeof fakeServer>, path: string) => fetchMock.mock.calls.filter(([url]) => url === path).length;

describe('api client', () => {
  let storage: Map<string, string>;
  const onSessionExpired = vi.fn();

  beforeEach(() => {
    storage = stubBrowserStorage();
    storage.set('access_token', 'access-1');
    storage.set('refresh_token', 'refresh-1');
    onSessionExpired.mockReset();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends JSON with the bearer token and cookies, and parses the reply', async () => {
    const fetchMock = vi.fn(async () => json(200, { name: 'Ada' }));
    vi.stubGlobal('fetch', fetchMock);
    const api = createApiClient({ onSessionExpired });

    await expect(api.request({ ...profile, method: 'POST' }, { body: { a: 1 } })).resolves.toEqual({ name: 'Ada' });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/profile');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(bearer(init)).toBe('Bearer access-1');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('hands back the response headers beside the parsed reply when asked', async () => {
    const reply = json(200, { name: 'Ada' });
    reply.headers.set('X-Next-Cursor', 'abc');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => reply),
    );
    const api = createApiClient({ onSessionExpired });

    const { data, headers } = await api.requestWithHeaders(profile);
    expect(data).toEqual({ name: 'Ada' });
    expect(headers.get('X-Next-Cursor')).toBe('abc');
  });

  it("turns an error reply into an ApiError carrying the server's message and status", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(409, { message: 'Email already registered', field: 'email' })),
    );
    const api = createApiClient({ onSessionExpired });

    const error = await api.request(profile).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Email already registered', status: 409 });
    expect((error as ApiError).details).toEqual({ message: 'Email already registered', field: 'email' });
  });

  it('fills path parameters, encoded', async () => {
    const fetchMock = vi.fn(async () => json(200, { name: 'Ada' }));
    vi.stubGlobal('fetch', fetchMock);
    const api = createApiClient({ onSessionExpired });

    await api.request({ ...profile, path: '/api/clients/:id' }, { params: { id: 'a/b c' } });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/clients/a%2Fb%20c');
    expect(buildPath('/api/coa/:clientId/status', { clientId: 'c-1' })).toBe('/api/coa/c-1/status');
    expect(() => buildPath('/api/clients/:id')).toThrow('Missing path parameter "id"');
  });

  it('sends a FormData as it is, letting the browser set the multipart Content-Type', async () => {
    const fetchMock = vi.fn(async () => json(201, { name: 'Ada' }));
    vi.stubGlobal('fetch', fetchMock);
    const api = createApiClient({ onSessionExpired });
    const form = new FormData();
    form.append('coa_file', new Blob(['a,b']), 'chart.csv');

    await api.request({ ...profile, method: 'POST' }, { body: form });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect(new Headers(init.headers).get('Content-Type')).toBeNull();
    expect(bearer(init)).toBe('Bearer access-1');
  });

  it("prefers the server's message over a screen's fallback, and the fallback for anything else", () => {
    const taken = { message: 'Client # 1001 is already used by Acme' };
    expect(errorMessage(new ApiError(taken.message, 409, { details: taken }), 'Error saving client')).toBe(taken.message);
    expect(errorMessage(new TypeError('Failed to fetch'), 'Error saving client')).toBe('Error saving client');
    // A status line from a proxy is not the server's message.
    expect(errorMessage(new ApiError('Bad Gateway', 502), 'Error saving client')).toBe('Error saving client');
  });

  it('refreshes on a 401, stores the rotated tokens and replays the request', async () => {
    const fetchMock = fakeServer(async () => json(200, { access_token: 'access-2', refresh_token: 'refresh-2' }));
    vi.stubGlobal('fetch', fetchMock);
    const api = createApiClient({ onSessionExpired });

    await expect(api.request(profile)).resolves.toEqual({ name: 'Ada' });

    expect(storage.get('access_token')).toBe('access-2');
    expect(storage.get('refresh_token')).toBe('refresh-2');
    expect(document.cookie).toContain('access_token=access-2');
    const refreshBody: unknown = JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body));
    expect(refreshBody).toEqual({ refresh_token: 'refresh-1' });
    expect(callsTo(fetchMock, '/api/profile')).toBe(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('runs a single refresh when several requests get a 401 at once', async () => {
    let finishRefresh: (res: Response) => void = () => {};
    const fetchMock = fakeServer(() => new Promise<Response>((resolve) => (finishRefresh = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const api = createApiClient({ onSessionExpired });

    const pending = [api.request(profile), api.request(profile), api.request(profile)];
    await vi.waitFor(() => expect(callsTo(fetchMock, '/api/auth/refresh')).toBe(1));
    finishRefresh(json(200, { access_token: 'access-2', refresh_token: 'refresh-2' }));

    await expect(Promise.all(pending)).resolves.toEqual([{ name: 'Ada' }, { name: 'Ada' }, { name: 'Ada' }]);
    expect(callsTo(fetchMock, '/api/auth/refresh')).toBe(1);
    expect(callsTo(fetchMock, '/api/profile')).toBe(6);
  });

  it('replays without a new refresh when another request already renewed the token', async () => {
    const fetchMock = fakeServer(async () => json(200, { access_token: 'access-2', refresh_token: 'refresh-2' }));
    vi.stubGlobal('fetch', fetchMock);
    const api = createApiClient({ onSessionExpired });

    await api.request(profile);
    // A request that was sent with the old token before the refresh answers late with a 401.
    storage.set('access_token', 'access-1');
    const late = api.request(profile);
    storage.set('access_token', 'access-2');
    await expect(late).resolves.toEqual({ name: 'Ada' });
    expect(callsTo(fetchMock, '/api/auth/refresh')).toBe(1);
  });

  it('uses the tokens another tab renewed while this one waited for the refresh lock', async () => {
    const fetchMock = fakeServer(async () => json(401, { message: 'Refresh token reused' }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', {
      locks: {
        request: async (_name: string, callback: () => Promise<boolean>) => {
          // The other tab held the lock and rotated the shared tokens meanwhile.
          storage.set('access_token', 'access-2');
          storage.set('refresh_token', 'refresh-2');
          return callback();
        },
      },
    });
    const api = createApiClient({ onSessionExpired });

    await expect(api.request(profile)).resolves.toEqual({ name: 'Ada' });
    expect(callsTo(fetchMock, '/api/auth/refresh')).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('clears both tokens and reports the expired session once when the refresh fails', async () => {
    const fetchMock = fakeServer(async () => json(401, { message: 'Session ended' }));
    vi.stubGlobal('fetch', fetchMock);
    const api = createApiClient({ onSessionExpired });

    const results = await Promise.allSettled([api.request(profile), api.request(profile)]);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({ name: 'ApiError', status: 401 });
    }
    expect(storage.has('access_token')).toBe(false);
    expect(storage.has('refresh_token')).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, '/api/auth/refresh')).toBe(1);
  });

  it('treats a network failure during refresh as a failed refresh', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const api = createApiClient({ onSessionExpired });

    await expect(api.request(profile)).rejects.toMatchObject({ status: 401 });
    expect(storage.has('refresh_token')).toBe(false);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('replays only once: a second 401 is returned to the caller', async () => {
    const fetchMock = fakeServer(async () => json(200, { access_token: 'access-2', refresh_token: 'refresh-2' }), 'Bearer never-valid');
    vi.stubGlobal('fetch', fetchMock);
    const api = createApiClient({ onSessionExpired });

    await expect(api.request(profile)).rejects.toMatchObject({ message: 'Unauthorized', status: 401 });
    expect(callsTo(fetchMock, '/api/auth/refresh')).toBe(1);
    expect(callsTo(fetchMock, '/api/profile')).toBe(2);
  });

  it('does not refresh without a refresh token, or when the caller opts out', async () => {
    const fetchMock = fakeServer(async () => json(200, { access_token: 'access-2', refresh_token: 'refresh-2' }));
    vi.stubGlobal('fetch', fetchMock);
    const api = createApiClient({ onSessionExpired });

    await expect(api.request(profile, { refreshOn401: false })).rejects.toMatchObject({ status: 401 });
    storage.delete('refresh_token');
    await expect(api.request(profile)).rejects.toMatchObject({ status: 401 });
    expect(callsTo(fetchMock, '/api/auth/refresh')).toBe(0);
    expect(storage.get('access_token')).toBe('access-1');
  });

  it('does not renew the session over a 401 that is about QuickBooks, and sends the request once', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/auth/refresh'
        ? json(200, { access_token: 'access-2', refresh_token: 'refresh-2' })
        : json(401, { message: 'Reconnect to QuickBooks - Please reconnect and try again.', reason: 'quickbooks_reconnect' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const api = createApiClient({ onSessionExpired });

    await expect(api.request(profile)).rejects.toMatchObject({ message: 'Reconnect to QuickBooks - Please reconnect and try again.', status: 401 });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/profile']);
    expect(storage.get('access_token')).toBe('access-1');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('rejects a reply that does not match the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { nom: 'Ada' })),
    );
    const api = createApiClient({ onSessionExpired });

    await expect(api.request(profile)).rejects.toMatchObject({ message: 'The server sent an unexpected response' });
  });

  it('fetches a file byte for byte, refreshing on a 401, and turns an error reply into an ApiError', async () => {
    // Windows-1252 bytes that are not valid UTF-8 (é, ·): a text decode on the way would change them.
    const bytes = new Uint8Array([0x21, 0x54, 0xe9, 0xb7, 0x0d, 0x0a]);
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/refresh') return json(200, { access_token: 'access-2', refresh_token: 'refresh-2' });
      if (bearer(init) !== 'Bearer access-2') return json(401, { message: 'Unauthorized' });
      if (url === '/api/files/c-1') return new Response(bytes, { status: 200, headers: { 'Content-Type': 'application/octet-stream' } });
      return json(400, { message: 'Unknown account: Fuel', problems: ['Fuel'] });
    });
    vi.stubGlobal('fetch', fetchMock);
    const api = createApiClient({ onSessionExpired });

    const blob = await api.requestFile('POST', '/api/files/:id', { params: { id: 'c-1' }, body: { a: 1 } });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(callsTo(fetchMock, '/api/files/c-1')).toBe(2);
    expect((fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit])[1].body).toBe('{"a":1}');

    const error = await api.requestFile('GET', '/api/files/other').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 400, message: 'Unknown account: Fuel' });
    expect((error as ApiError).details).toEqual({ message: 'Unknown account: Fuel', problems: ['Fuel'] });
  });
});
