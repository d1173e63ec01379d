import { afterEach, describe, expect, it } from 'vitest';
import { startQboSandbox } from './index.ts';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  REDIRECT_URI,
  apiClient,
  authorize,
  authorizeUrl,
  basic,
  connect,
  tokenCall,
  type Tokens,
} from './test-helpers.ts';
import type { QboSandbox } from './types.ts';

let sb: QboSandbox;
afterEach(() => sb?.close());

const refresh = (token: string) => tokenCall(sb, { grant_type: 'refresh_token', refresh_token: token });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('authorize', () => {
  it('redirects with a single-use code bound to the client and redirect URI, state and realmId', async () => {
    sb = await startQboSandbox({ consent: 'auto' });
    sb.registerApp(CLIENT_ID, CLIENT_SECRET);
    const { realmId } = sb.createCompany();
    const back = await authorize(sb, { state: 'abc' });
    expect(back.get('state')).toBe('abc');
    expect(back.get('realmId')).toBe(realmId);
    const code = back.get('code') as string;
    expect(code.length).toBeLessThanOrEqual(512);

    expect((await tokenCall(sb, { grant_type: 'authorization_code', code, redirect_uri: 'http://other/api/qbo/callback' })).status).toBe(400);
    const res = await tokenCall(sb, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    // The wrong redirect URI above did not burn the code; a second use does.
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as Tokens;
    expect(tokens).toMatchObject({ token_type: 'bearer', expires_in: 3600, x_refresh_token_expires_in: 8726400 });
    const again = await tokenCall(sb, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'invalid_grant', error_description: 'Token invalid' });
  });

  it('refuses unknown apps and unregistered redirect URIs with a page, bad scope and response type with a redirect', async () => {
    sb = await startQboSandbox({ consent: 'auto' });
    sb.registerApp(CLIENT_ID, CLIENT_SECRET);
    sb.createCompany();
    expect((await fetch(authorizeUrl(sb, { client_id: 'nobody' }), { redirect: 'manual' })).status).toBe(400);
    expect((await fetch(authorizeUrl(sb, { redirect_uri: 'http://evil.example/steal' }), { redirect: 'manual' })).status).toBe(400);
    expect((await authorize(sb, { scope: 'openid' })).get('error')).toBe('invalid_scope');
    expect((await authorize(sb, { response_type: 'token' })).get('error')).toBe('unsupported_response_type');
  });

  it('answers access_denied with the state when consent is refused', async () => {
    sb = await startQboSandbox({ consent: 'auto' });
    sb.registerApp(CLIENT_ID, CLIENT_SECRET);
    sb.setConsentAnswer('deny');
    const back = await authorize(sb, { state: 's9' });
    expect(Object.fromEntries(back)).toEqual({ error: 'access_denied', state: 's9' });
  });

  it('shows a consent page whose Connect and Cancel buttons redirect back, once', async () => {
    sb = await startQboSandbox();
    sb.registerApp(CLIENT_ID, CLIENT_SECRET);
    const page = await fetch(authorizeUrl(sb), { redirect: 'manual' });
    const html = await page.text();
    expect(html).toContain('>Connect</button>');
    expect(html).toContain('>Cancel</button>');
    const consent = /name="consent" value="([^"]+)"/.exec(html)?.[1] as string;
    const post = (decision: string, id = consent) =>
      fetch(`${sb.url}/connect/oauth2/consent`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `consent=${encodeURIComponent(id)}&decision=${decision}`,
      });
    const allowed = await post('allow');
    const back = new URL(allowed.headers.get('location') as string);
    expect(back.pathname).toBe('/api/qbo/callback');
    // No company existed: the consent created one.
    expect(back.searchParams.get('realmId')).toMatch(/^\d{16}$/);
    expect((await post('allow')).status).toBe(400);

    const second = /name="consent" value="([^"]+)"/.exec(await (await fetch(authorizeUrl(sb))).text())?.[1] as string;
    const cancelled = new URL((await post('deny', second)).headers.get('location') as string);
    expect(cancelled.searchParams.get('error')).toBe('access_denied');
  });
});

describe('tokens', () => {
  it('refuses bad client credentials and non-form bodies', async () => {
    sb = await startQboSandbox({ consent: 'auto' });
    const { tokens } = await connect(sb);
    const bad = await tokenCall(sb, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token }, basic(CLIENT_ID, 'wrong'));
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ error: 'invalid_client' });
    const json = await fetch(sb.env.QBO_TOKEN_URL as string, {
      method: 'POST',
      headers: { authorization: basic(), 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
    });
    expect(json.status).toBe(400);
  });

  it('tells the hard expiry when asked with x-include-refresh-token-hard-expires-in', async () => {
    sb = await startQboSandbox({ consent: 'auto' });
    const { tokens } = await connect(sb);
    const res = await fetch(sb.env.QBO_TOKEN_URL as string, {
      method: 'POST',
      headers: { authorization: basic(), 'content-type': 'application/x-www-form-urlencoded', 'x-include-refresh-token-hard-expires-in': 'true' },
      body: `grant_type=refresh_token&refresh_token=${tokens.refresh_token}`,
    });
    const body = (await res.json()) as Record<string, number>;
    expect(body.x_refresh_token_hard_expires_in).toBeGreaterThan(body.x_refresh_token_expires_in as number);
    expect(tokens).not.toHaveProperty('x_refresh_token_hard_expires_in');
  });

  it('rotates the refresh token; the old one lives through the grace period, then invalid_grant', async () => {
    sb = await startQboSandbox({ consent: 'auto', oldRefreshTokenGraceSeconds: 0.3 });
    const { realmId, tokens } = await connect(sb);
    const first = (await (await refresh(tokens.refresh_token)).json()) as Tokens;
    expect(first.refresh_token).not.toBe(tokens.refresh_token);
    // Within the grace period the old token still works (two refreshes racing must not disconnect a company).
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
    await sleep(350);
    const late = await refresh(tokens.refresh_token);
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ error: 'invalid_grant', error_description: 'Token invalid' });
    const next = (await (await refresh(first.refresh_token)).json()) as Tokens;
    expect((await apiClient(sb, realmId, next.access_token).query('select * from Account')).status).toBe(200);
  });

  it('expires refresh tokens after their lifetime', async () => {
    sb = await startQboSandbox({ consent: 'auto', refreshTokenTtlSeconds: 0.2 });
    const { tokens } = await connect(sb);
    await sleep(250);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
  });

  it('revokeRefreshTokens and an injected invalid-grant make the next refresh fail', async () => {
    sb = await startQboSandbox({ consent: 'auto' });
    const { realmId, tokens } = await connect(sb);
    sb.inject({ kind: 'invalid-grant' });
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    const fresh = (await (await refresh(tokens.refresh_token)).json()) as Tokens;
    sb.revokeRefreshTokens(realmId);
    expect((await refresh(fresh.refresh_token)).status).toBe(400);
  });

  it('revoke (JSON or form) ends the grant: its refresh and access tokens stop working', async () => {
    sb = await startQboSandbox({ consent: 'auto' });
    const { realmId, tokens } = await connect(sb);
    const revoke = await fetch(sb.env.QBO_REVOKE_URL as string, {
      method: 'POST',
      headers: { authorization: basic(), 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ token: tokens.refresh_token }),
    });
    expect(revoke.status).toBe(200);
    expect((await refresh(tokens.refresh_token)).status).toBe(400);
    const api = await apiClient(sb, realmId, tokens.access_token).query('select * from Account');
    expect(api.status).toBe(401);

    const other = await connect(sb);
    const form = await fetch(sb.env.QBO_REVOKE_URL as string, {
      method: 'POST',
      headers: { authorization: basic(), 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${other.tokens.access_token}`,
    });
    expect(form.status).toBe(200);
    expect((await refresh(other.tokens.refresh_token)).status).toBe(400);
    const noAuth = await fetch(sb.env.QBO_REVOKE_URL as string, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"token":"x"}',
    });
    expect(noAuth.status).toBe(401);
  });
});

describe('API authentication', () => {
  it('answers 401 in the lower-case fault shape after expiry, and 403 for another realm', async () => {
    sb = await startQboSandbox({ consent: 'auto', accessTokenTtlSeconds: 0.2 });
    const { realmId, tokens } = await connect(sb);
    const api = apiClient(sb, realmId, tokens.access_token);
    expect((await api.query('select * from Account')).status).toBe(200);
    await sleep(250);
    const expired = await api.query('select * from Account');
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({
      fault: {
        error: [
          {
            message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401',
            detail: expect.stringContaining('Token expired'),
            code: '3200',
          },
        ],
        type: 'AUTHENTICATION',
      },
    });
    const none = await fetch(`${sb.url}/v3/company/${realmId}/query?query=select%20*%20from%20Account`);
    expect(none.status).toBe(401);

    const other = sb.createCompany();
    const fresh = (await (await refresh(tokens.refresh_token)).json()) as Tokens;
    const foreign = await apiClient(sb, other.realmId, fresh.access_token).query('select * from Account');
    expect(foreign.status).toBe(403);
    expect((foreign.body.Fault as { Error: { code: string }[] }).Error[0]?.code).toBe('3100');
  });

  it('expireAccessTokens makes every issued access token answer 401; paths are case-sensitive', async () => {
    sb = await startQboSandbox({ consent: 'auto' });
    const { realmId, tokens } = await connect(sb);
    const api = apiClient(sb, realmId, tokens.access_token);
    expect((await api.call('GET', 'account/1')).status).toBe(200);
    expect((await api.call('GET', 'Account/1')).status).toBe(404);
    expect((await api.create('Purchase', {})).status).toBe(404);
    sb.expireAccessTokens();
    expect((await api.query('select * from Account')).status).toBe(401);
  });
});
