import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QboSandbox, startQboSandbox } from '../../../tools/qbo-sandbox/index.ts';
import { deriveKey } from '../src/lib/app-secret.ts';
import { createSecretBox } from '../src/lib/secret-box.ts';
import { connectClient, createOnlineClientWithKeys, walkConnectPopup } from './support/qbo-connect-helpers.ts';
import { type TestApp, createSignedInUser, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

/** Sits in front of the stand-in's token endpoint and counts refreshes, to prove they are serialised. */
async function countingTokenProxy(target: string) {
  let refreshes = 0;
  let lastRefreshToken: string | null = null;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString();
      const form = new URLSearchParams(body);
      if (form.get('grant_type') === 'refresh_token') {
        refreshes++;
        lastRefreshToken = form.get('refresh_token');
      }
      const answer = await fetch(target, {
        method: 'POST',
        headers: {
          authorization: request.headers.authorization ?? '',
          'content-type': request.headers['content-type'] ?? '',
          accept: 'application/json',
        },
        body,
      });
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(await answer.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/token`,
    refreshes: () => refreshes,
    lastRefreshToken: () => lastRefreshToken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDialects)('QuickBooks Online connection on %s', (dialect) => {
  let sandbox: QboSandbox;
  let tokenProxy: Awaited<ReturnType<typeof countingTokenProxy>>;
  let app: TestApp;
  let admin: string;
  let worker: string;
  let tokenBox: ReturnType<typeof createSecretBox>;

  const auditOf = (clientId: string) =>
    app.database.db
      .selectFrom('audit_log')
      .select(['action', 'user_name', 'details', 'before_json', 'after_json'])
      .where('target_id', '=', clientId)
      .orderBy('created_at')
      .execute();
  const connection = (clientId: string) =>
    app.database.db.selectFrom('qbo_connections').selectAll().where('client_id', '=', clientId).executeTakeFirst();

  beforeAll(async () => {
    // A little latency, as Intuit has, so parallel calls overlap at the stand-in as they would in production.
    sandbox = await startQboSandbox({ consent: 'auto', latencyMs: 50 });
    tokenProxy = await countingTokenProxy(sandbox.env.QBO_TOKEN_URL!);
    app = await startTestApp(dialect, { env: { ...sandbox.env, QBO_TOKEN_URL: tokenProxy.url, QBO_THROTTLE_WAIT_MS: '200' }, runJobs: false });
    admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = (await createSignedInUser(app, 'worker', admin)).access_token;
    tokenBox = createSecretBox(deriveKey(app.appSecret, 'qbo-tokens'));
  });
  let sandboxClosed = false;
  afterAll(async () => {
    await app?.close();
    await tokenProxy?.close();
    if (!sandboxClosed) await sandbox?.close();
  });

  it('connects end to end: pop-up with the cookie, Intuit consent, callback page, status connected', async () => {
    const { clientId, keys } = await createOnlineClientWithKeys(app, sandbox, admin, 'Lantern Books');
    const { realmId } = sandbox.createCompany({ name: 'Lantern Books' });
    const before = await app.request('GET', `/api/qbo/${clientId}/status`, { token: worker });
    expect(before.json).toEqual({ connected: false, realmId: null, token_expires_at: null, refresh_token_expires_at: null, message: null });

    const popup = await walkConnectPopup(app, clientId, admin);
    expect(popup.authorizeUrl.origin + popup.authorizeUrl.pathname).toBe(app.config.qbo.authorizeUrl);
    expect(Object.fromEntries(popup.authorizeUrl.searchParams)).toMatchObject({
      client_id: keys.qb_client_id,
      response_type: 'code',
      scope: 'com.intuit.quickbooks.accounting',
      redirect_uri: app.config.qbo.redirectUri,
    });
    expect(popup.status).toBe(200);
    expect(popup.html).toContain('QuickBooks Connected');
    expect(popup.html).toContain(`"clientId":"${clientId}"`);
    // Helmet's CSP forbids inline scripts; the page's own script runs by its nonce.
    const nonce = /<script nonce="([^"]+)"/.exec(popup.html)?.[1];
    expect(popup.headers.get('content-security-policy')).toContain(`script-src 'nonce-${nonce}'`);

    const status = await app.request('GET', `/api/qbo/${clientId}/status`, { token: worker });
    expect(status.json).toMatchObject({ connected: true, realmId, message: null });
    expect(Date.parse(status.json.token_expires_at)).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(Date.parse(status.json.refresh_token_expires_at)).toBeGreaterThan(Date.now() + 90 * 86_400_000);
    expect(JSON.stringify(status.json)).not.toMatch(/token"?:"?[A-Za-z0-9-_]{20,}/);
  });

  it('keeps the secret and the tokens sealed: the database holds none of them in plain text', async () => {
    const { clientId, keys } = await connectClient(app, sandbox, admin, { name: 'Sealed Co' });
    const client = await app.database.db.selectFrom('clients').selectAll().where('id', '=', clientId).executeTakeFirstOrThrow();
    expect(client.qb_client_id).toBe(keys.qb_client_id);
    expect(client.qb_client_secret_encrypted).toMatch(/^v1\./);
    expect(JSON.stringify(client)).not.toContain(keys.qb_client_secret);
    const row = await connection(clientId);
    const access = tokenBox.open(row!.access_token_encrypted!);
    const refresh = tokenBox.open(row!.refresh_token_encrypted!);
    expect(access.length).toBeGreaterThan(10);
    expect(JSON.stringify(row)).not.toContain(access);
    expect(JSON.stringify(row)).not.toContain(refresh);
    const listed = await app.request('GET', '/api/clients', { token: admin });
    expect(listed.text).not.toContain(keys.qb_client_secret);
    const audit = await auditOf(clientId);
    expect(audit.map((entry) => entry.action)).toEqual(['Client Created', 'QuickBooks Keys Saved', 'QuickBooks Connected']);
    expect(audit[1]!.after_json).toBe(JSON.stringify({ qb_client_id: keys.qb_client_id, has_qb_client_secret: true }));
    expect(audit[2]).toMatchObject({
      user_name: 'Administrator',
      details: `Connected Sealed Co (#${client.client_number}) to QuickBooks Online company ${row!.realm_id}`,
    });
    expect(JSON.stringify(audit)).not.toContain(keys.qb_client_secret);
  });

  it('stores nothing when the admin refuses consent at Intuit', async () => {
    const { clientId } = await createOnlineClientWithKeys(app, sandbox, admin, 'Refusing Co');
    sandbox.createCompany();
    sandbox.setConsentAnswer('deny');
    try {
      const popup = await walkConnectPopup(app, clientId, admin);
      expect(popup.callbackUrl.searchParams.get('error')).toBe('access_denied');
      expect(popup.html).toContain('QuickBooks connection was cancelled');
    } finally {
      sandbox.setConsentAnswer('allow');
    }
    expect(await connection(clientId)).toBeUndefined();
    expect((await app.request('GET', `/api/qbo/${clientId}/status`, { token: admin })).json.connected).toBe(false);
    const withoutState = await fetch(`${app.url}/api/qbo/callback?error=access_denied`);
    expect(withoutState.status).toBe(200);
    expect(await withoutState.text()).toContain('QuickBooks connection was cancelled');
  });

  it('stores nothing and says why when Intuit refuses the code exchange', async () => {
    const { clientId } = await createOnlineClientWithKeys(app, sandbox, admin, 'Wrong Keys Co');
    sandbox.createCompany();
    const connect = await fetch(`${app.url}/api/qbo/${clientId}/connect`, { headers: { cookie: `access_token=${admin}` }, redirect: 'manual' });
    const consent = await fetch(connect.headers.get('location')!, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    // The keys change between the consent and the exchange: Intuit refuses the client (401 invalid_client).
    await app.request('POST', `/api/qbo/${clientId}/keys`, { token: admin, body: { qb_client_id: 'not-registered', qb_client_secret: 'nope' } });
    const page = await fetch(`${app.url}${back.pathname}${back.search}`);
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('QuickBooks did not complete the connection');
    expect(await connection(clientId)).toBeUndefined();
  });

  it('refuses a replayed, a forged and an expired state, with a page that says so', async () => {
    const { clientId } = await createOnlineClientWithKeys(app, sandbox, admin, 'Replay Co');
    sandbox.createCompany();
    const popup = await walkConnectPopup(app, clientId, admin);
    expect(popup.status).toBe(200);

    const replay = await fetch(`${app.url}${popup.callbackUrl.pathname}${popup.callbackUrl.search}`);
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('already used');

    const forged = new URL(popup.callbackUrl);
    forged.searchParams.set('state', `${forged.searchParams.get('state')!.split('.')[0]}.not-our-signature`);
    const forgedPage = await fetch(`${app.url}${forged.pathname}${forged.search}`);
    expect(forgedPage.status).toBe(400);
    expect(forgedPage.headers.get('content-type')).toContain('text/html');
    expect(await forgedPage.text()).toContain('could not be verified');

    // A state that was issued but never used, then outlived its 10 minutes.
    const connect = await fetch(`${app.url}/api/qbo/${clientId}/connect`, { headers: { cookie: `access_token=${admin}` }, redirect: 'manual' });
    const state = new URL(connect.headers.get('location')!).searchParams.get('state')!;
    await app.database.db
      .updateTable('qbo_oauth_states')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', state.split('.')[0]!)
      .execute();
    const expired = await fetch(`${app.url}/api/qbo/callback?code=whatever&realmId=1&state=${encodeURIComponent(state)}`);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('expired');
  });

  it('answers the connect pop-up with a page, not JSON, when it cannot start', async () => {
    const desktop = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Desk Co', client_number: 8101, account_type: 'desktop' },
    });
    const desktopPage = await fetch(`${app.url}/api/qbo/${desktop.json._id}/connect`, {
      headers: { cookie: `access_token=${admin}` },
      redirect: 'manual',
    });
    expect(desktopPage.status).toBe(400);
    expect(desktopPage.headers.get('content-type')).toContain('text/html');
    expect(await desktopPage.text()).toContain('Desk Co is set up for QuickBooks Desktop');

    const noKeys = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Keyless Co', client_number: 8102, account_type: 'online' },
    });
    const noKeysPage = await fetch(`${app.url}/api/qbo/${noKeys.json._id}/connect`, {
      headers: { cookie: `access_token=${admin}` },
      redirect: 'manual',
    });
    expect(noKeysPage.status).toBe(400);
    expect(await noKeysPage.text()).toContain('keys');

    const signedOut = await fetch(`${app.url}/api/qbo/${noKeys.json._id}/connect`, { redirect: 'manual' });
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).toContain('Sign in to Ledgerdesk');

    const asWorker = await fetch(`${app.url}/api/qbo/${noKeys.json._id}/connect`, {
      headers: { cookie: `access_token=${worker}` },
      redirect: 'manual',
    });
    expect(asWorker.status).toBe(403);
  });

  it('accepts the cookie on the connect route only', async () => {
    const clients = await fetch(`${app.url}/api/clients`, { headers: { cookie: `access_token=${admin}` } });
    expect(clients.status).toBe(401);
  });

  it('refuses keys for a desktop client, and workers on admin routes', async () => {
    const desktop = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Ledger Desk Co', client_number: 8103, account_type: 'desktop' },
    });
    const keys = await app.request('POST', `/api/qbo/${desktop.json._id}/keys`, { token: admin, body: { qb_client_id: 'x', qb_client_secret: 'y' } });
    expect(keys.status).toBe(400);
    expect(keys.json.message).toContain('QuickBooks Desktop');

    const online = await app.request('POST', '/api/clients', {
      token: admin,
      body: { name: 'Worker Test Co', client_number: 8104, account_type: 'online' },
    });
    for (const [method, path, body] of [
      ['POST', `/api/qbo/${online.json._id}/keys`, { qb_client_id: 'x', qb_client_secret: 'y' }],
      ['POST', `/api/qbo/${online.json._id}/disconnect`, { tokenType: 'refresh' }],
    ] as const) {
      expect((await app.request(method, path, { token: worker, body })).status).toBe(403);
    }
    // The account list is the Clients screen's (admins'); workers read registers and coa-categories instead.
    expect((await app.request('GET', `/api/qbo/${online.json._id}/accounts`, { token: worker })).status).toBe(403);
    const accounts = await app.request('GET', `/api/qbo/${online.json._id}/accounts`, { token: admin });
    expect(accounts.status).toBe(409);
    expect(accounts.json.message).toBe('Worker Test Co is not connected to QuickBooks Online.');
  });

  it('lists every account on every page, inactive ones too, and the registers; online categories come from them', async () => {
    const { clientId } = await connectClient(app, sandbox, admin, { name: 'Many Accounts Co', extraAccounts: 1100 });
    const accounts = await app.request('GET', `/api/qbo/${clientId}/accounts`, { token: admin });
    expect(accounts.status).toBe(200);
    const expected = sandbox.entities((await connection(clientId))!.realm_id, 'Account');
    expect(expected.length).toBeGreaterThan(1000);
    expect(accounts.json).toHaveLength(expected.length);
    expect(new Set(accounts.json.map((account: { id: string }) => account.id)).size).toBe(expected.length);
    const inactive = accounts.json.filter((account: { active: boolean }) => !account.active);
    expect(inactive.length).toBeGreaterThan(0);
    const sub = accounts.json.find((account: { fullName: string }) => account.fullName.includes(':'));
    expect(sub.fullName).toMatch(/^[^:]+:[^:]+/);

    const registers = await app.request('GET', `/api/qbo/${clientId}/register-accounts`, { token: worker });
    expect(registers.status).toBe(200);
    expect(registers.json.length).toBeGreaterThan(1);
    expect(new Set(registers.json.map((register: { type: string }) => register.type))).toEqual(new Set(['Bank', 'Credit Card']));
    const activeRegisters = accounts.json.filter(
      (account: { active: boolean; type: string }) => account.active && ['Bank', 'Credit Card'].includes(account.type),
    );
    expect(registers.json).toHaveLength(activeRegisters.length);

    const categories = await app.request('GET', `/api/transactions/client/${clientId}/coa-categories`, { token: worker });
    expect(categories.json.source).toBe('qbo');
    expect(categories.json.available).toBe(true);
    expect(categories.json.categories).toHaveLength(accounts.json.length - inactive.length);
    const numbered = accounts.json.find((account: { number: string | null; active: boolean }) => account.number && account.active);
    expect(categories.json.categories.map((category: { label: string }) => category.label)).toContain(`${numbered.number} - ${numbered.fullName}`);
  });

  it('renews an expired access token once, stores the newest refresh token, and replays the call', async () => {
    const { clientId } = await connectClient(app, sandbox, admin, { name: 'Rotation Co' });
    const before = await connection(clientId);
    const refreshes = tokenProxy.refreshes();
    sandbox.expireAccessTokens();
    const accounts = await app.request('GET', `/api/qbo/${clientId}/accounts?refresh=true`, { token: admin });
    expect(accounts.status).toBe(200);
    expect(tokenProxy.refreshes()).toBe(refreshes + 1);
    const after = await connection(clientId);
    expect(tokenBox.open(after!.refresh_token_encrypted!)).not.toBe(tokenBox.open(before!.refresh_token_encrypted!));
    expect(tokenBox.open(after!.access_token_encrypted!)).not.toBe(tokenBox.open(before!.access_token_encrypted!));
  });

  it('renews only once when many calls find the token expired at the same time', async () => {
    const { clientId } = await connectClient(app, sandbox, admin, { name: 'Busy Co' });
    await app.request('GET', `/api/qbo/${clientId}/accounts`, { token: admin });
    const refreshes = tokenProxy.refreshes();
    sandbox.expireAccessTokens();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => app.request('GET', `/api/qbo/${clientId}/accounts?refresh=true`, { token: admin })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(tokenProxy.refreshes()).toBe(refreshes + 1);
  });

  it('renews with the refresh token another process stored, not the one it held', async () => {
    const { clientId, keys } = await connectClient(app, sandbox, admin, { name: 'Two Process Co' });
    expect((await app.request('GET', `/api/qbo/${clientId}/accounts`, { token: admin })).status).toBe(200);
    // Another process rotates the tokens and stores them (its access token about to expire).
    const held = tokenBox.open((await connection(clientId))!.refresh_token_encrypted!);
    const rotated = await fetch(sandbox.env.QBO_TOKEN_URL!, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${keys.qb_client_id}:${keys.qb_client_secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: held }).toString(),
    });
    const tokens = (await rotated.json()) as { access_token: string; refresh_token: string };
    await app.database.db
      .updateTable('qbo_connections')
      .set({
        access_token_encrypted: tokenBox.seal(tokens.access_token),
        refresh_token_encrypted: tokenBox.seal(tokens.refresh_token),
        access_expires_at: new Date(Date.now() + 30_000).toISOString(),
      })
      .where('client_id', '=', clientId)
      .execute();
    sandbox.expireAccessTokens();
    expect((await app.request('GET', `/api/qbo/${clientId}/accounts?refresh=true`, { token: admin })).status).toBe(200);
    expect(tokenProxy.lastRefreshToken()).toBe(tokens.refresh_token);
    expect(tokenBox.open((await connection(clientId))!.refresh_token_encrypted!)).not.toBe(tokens.refresh_token);
  });

  it('renews ahead of time when the access token has less than a minute left', async () => {
    const { clientId } = await connectClient(app, sandbox, admin, { name: 'Early Co' });
    const before = await connection(clientId);
    const refreshes = tokenProxy.refreshes();
    await app.database.db
      .updateTable('qbo_connections')
      .set({ access_expires_at: new Date(Date.now() + 30_000).toISOString() })
      .where('client_id', '=', clientId)
      .execute();
    const accounts = await app.request('GET', `/api/qbo/${clientId}/accounts`, { token: admin });
    expect(accounts.status).toBe(200);
    expect(tokenProxy.refreshes()).toBe(refreshes + 1);
    const after = await connection(clientId);
    expect(tokenBox.open(after!.refresh_token_encrypted!)).not.toBe(tokenBox.open(before!.refresh_token_encrypted!));
    expect(Date.parse(after!.access_expires_at!)).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it('rides out a 429, a 500, a dropped connection and an XML 401 from Intuit', async () => {
    const { clientId, realmId } = await connectClient(app, sandbox, admin, { name: 'Bumpy Co' });
    const throttled = sandbox.stats().perRealm[realmId]?.throttled ?? 0;
    const query = { method: 'GET', path: /\/query/ };
    sandbox.inject({ kind: '429', match: query, retryAfterSeconds: 0 });
    sandbox.inject({ kind: '500', match: query });
    sandbox.inject({ kind: 'drop-before-commit', match: query });
    sandbox.inject({ kind: 'xml-401', match: query });
    const accounts = await app.request('GET', `/api/qbo/${clientId}/accounts?refresh=true`, { token: admin });
    expect(accounts.status).toBe(200);
    expect(accounts.json.length).toBe(sandbox.entities(realmId, 'Account').length);
    expect(sandbox.stats().perRealm[realmId]!.throttled).toBeGreaterThan(throttled);
  });

  it('keeps at most 10 requests in flight per company, however many callers', async () => {
    const { clientId, realmId } = await connectClient(app, sandbox, admin, { name: 'Crowded Co' });
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => app.request('GET', `/api/qbo/${clientId}/accounts?refresh=true`, { token: admin })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const stats = sandbox.stats().perRealm[realmId]!;
    expect(stats.maxInFlight).toBeLessThanOrEqual(10);
    expect(stats.throttled).toBe(0);
  });

  it('marks the connection disconnected with a message when Intuit answers invalid_grant', async () => {
    const { clientId, realmId } = await connectClient(app, sandbox, admin, { name: 'Revoked Co' });
    sandbox.revokeRefreshTokens(realmId);
    sandbox.expireAccessTokens();
    const accounts = await app.request('GET', `/api/qbo/${clientId}/accounts?refresh=true`, { token: admin });
    expect(accounts.status).toBe(409);
    expect(accounts.json.message).toBe('QuickBooks ended the connection. Reconnect to QuickBooks.');
    const status = await app.request('GET', `/api/qbo/${clientId}/status`, { token: worker });
    expect(status.json).toEqual({
      connected: false,
      realmId,
      token_expires_at: null,
      refresh_token_expires_at: null,
      message: 'QuickBooks ended the connection. Reconnect to QuickBooks.',
    });
    const row = await connection(clientId);
    expect(row?.access_token_encrypted).toBeNull();
    expect(row?.refresh_token_encrypted).toBeNull();
    const categories = await app.request('GET', `/api/transactions/client/${clientId}/coa-categories`, { token: worker });
    expect(categories.json.available).toBe(false);
  });

  it('disconnects: revokes at Intuit and forgets the connection', async () => {
    const { clientId, keys } = await connectClient(app, sandbox, admin, { name: 'Leaving Co' });
    const refresh = tokenBox.open((await connection(clientId))!.refresh_token_encrypted!);
    const answer = await app.request('POST', `/api/qbo/${clientId}/disconnect`, { token: admin, body: { tokenType: 'refresh' } });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ message: 'Disconnected from QuickBooks', revoked: true });
    expect(await connection(clientId)).toBeUndefined();
    expect((await auditOf(clientId)).at(-1)).toMatchObject({ action: 'QuickBooks Disconnected', after_json: JSON.stringify({ revoked: true }) });
    expect((await app.request('GET', `/api/qbo/${clientId}/status`, { token: admin })).json.connected).toBe(false);
    // Intuit no longer honours the revoked grant.
    const reuse = await fetch(sandbox.env.QBO_TOKEN_URL!, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${keys.qb_client_id}:${keys.qb_client_secret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refresh }).toString(),
    });
    expect(reuse.status).toBe(400);
    const again = await app.request('POST', `/api/qbo/${clientId}/disconnect`, { token: admin, body: {} });
    expect(again.status).toBe(409);
  });

  // Last: it closes the stand-in.
  it('serves the cached accounts while QuickBooks is unreachable, and still disconnects when the revoke fails', async () => {
    const { clientId } = await connectClient(app, sandbox, admin, { name: 'Offline Co' });
    const fresh = await app.request('GET', `/api/qbo/${clientId}/accounts`, { token: admin });
    expect(fresh.status).toBe(200);
    await sandbox.close();
    sandboxClosed = true;

    const cached = await app.request('GET', `/api/qbo/${clientId}/accounts`, { token: admin });
    expect(cached.status).toBe(200);
    expect(cached.json).toEqual(fresh.json);
    const refreshed = await app.request('GET', `/api/qbo/${clientId}/accounts?refresh=true`, { token: admin });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json).toEqual(fresh.json);
    const registers = await app.request('GET', `/api/qbo/${clientId}/register-accounts`, { token: worker });
    expect(registers.status).toBe(200);

    const answer = await app.request('POST', `/api/qbo/${clientId}/disconnect`, { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      message: 'Disconnected from QuickBooks. QuickBooks could not be reached to revoke access; remove the app in QuickBooks too.',
      revoked: false,
    });
    expect(await connection(clientId)).toBeUndefined();
  }, 60_000);
});
