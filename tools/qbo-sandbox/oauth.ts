import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FaultQueue } from './fault-queue.ts';
import { basicAuth, escapeHtml, mediaType, readBody, send, sendJson } from './http.ts';

// Intuit's OAuth 2.0 as the research notes (§1) describe it: authorize with consent, code exchange and refresh
// with Basic auth and a form body, rotating refresh tokens, invalid_grant, revoke.

export interface OAuthOptions {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  oldRefreshTokenGraceSeconds: number;
  consent: 'page' | 'auto';
  /** The realm a consent connects: the newest company, created when there is none. */
  consentRealm(): string;
  faults: FaultQueue;
}

const ACCOUNTING_SCOPE = 'com.intuit.quickbooks.accounting';
// Intuit documents no exact lifetime for the authorization code; it is meant to be exchanged at once.
const CODE_TTL_MS = 5 * 60_000;
const CONSENT_TTL_MS = 30 * 60_000;
// Intuit requires redirect URIs to be registered with the app; the stand-in registers every URI of this shape
// (the product's callback), over http too so it works on localhost.
const REDIRECT_URI = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?\/api\/qbo\/callback$/;

interface Grant {
  clientId: string;
  realmId: string;
  revoked: boolean;
  /** The 5-year cap on a connection's refresh tokens, however often they roll (Intuit blog 2025/11/12). */
  hardExpiresAt: number;
}
const HARD_CAP_MS = 5 * 365 * 86_400_000;
interface Code {
  clientId: string;
  redirectUri: string;
  realmId: string;
  expiresAt: number;
  used: boolean;
}
interface Consent {
  clientId: string;
  redirectUri: string;
  state: string;
  realmId: string;
  expiresAt: number;
}
interface RefreshToken {
  grant: Grant;
  expiresAt: number;
  rotated: boolean;
  revoked: boolean;
}
interface AccessToken {
  grant: Grant;
  expiresAt: number;
}

export type AuthResult = { ok: true } | { ok: false; status: 401 | 403; detail: string };

const token = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;

function redirect(res: ServerResponse, target: string, params: Record<string, string>): void {
  const url = new URL(target);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  res.writeHead(302, { location: url.toString(), 'content-length': 0 });
  res.end();
}

function errorPage(res: ServerResponse, status: number, message: string): void {
  send(
    res,
    status,
    `<!doctype html><html><head><title>QuickBooks</title></head><body><h1>Something went wrong</h1><p>${escapeHtml(message)}</p></body></html>`,
    'text/html;charset=UTF-8',
  );
}

export class OAuthServer {
  private readonly apps = new Map<string, string>();
  private readonly codes = new Map<string, Code>();
  private readonly consents = new Map<string, Consent>();
  private readonly refreshTokens = new Map<string, RefreshToken>();
  private readonly accessTokens = new Map<string, AccessToken>();
  private answer: 'allow' | 'deny' = 'allow';

  private readonly options: OAuthOptions;

  constructor(options: OAuthOptions) {
    this.options = options;
  }

  registerApp(clientId: string, clientSecret: string): void {
    this.apps.set(clientId, clientSecret);
  }

  setConsentAnswer(answer: 'allow' | 'deny'): void {
    this.answer = answer;
  }

  /** GET /connect/oauth2 */
  authorize(res: ServerResponse, query: URLSearchParams): void {
    const clientId = query.get('client_id') ?? '';
    const redirectUri = query.get('redirect_uri') ?? '';
    // Without a known app and a registered redirect URI Intuit shows an error page and sends nobody back.
    if (!this.apps.has(clientId)) return errorPage(res, 400, 'The app is not known to Intuit (invalid client_id).');
    if (!REDIRECT_URI.test(redirectUri)) return errorPage(res, 400, 'The redirect_uri is missing or not registered for this app.');
    const state = query.get('state');
    if (!state) return redirect(res, redirectUri, { error: 'invalid_request', error_description: 'state is required' });
    if (query.get('response_type') !== 'code') return redirect(res, redirectUri, { error: 'unsupported_response_type', state });
    const scopes = (query.get('scope') ?? '').split(/\s+/);
    if (!scopes.includes(ACCOUNTING_SCOPE)) return redirect(res, redirectUri, { error: 'invalid_scope', state });
    // The consent answer set by a test stands for the user pressing Cancel, whichever consent mode is on.
    if (this.answer === 'deny') return redirect(res, redirectUri, { error: 'access_denied', state });
    const realmId = this.options.consentRealm();
    if (this.options.consent === 'auto') return this.allow(res, { clientId, redirectUri, state, realmId, expiresAt: 0 });
    const consentId = token('c');
    this.consents.set(consentId, { clientId, redirectUri, state, realmId, expiresAt: Date.now() + CONSENT_TTL_MS });
    send(res, 200, consentPage(consentId, clientId, realmId), 'text/html;charset=UTF-8');
  }

  /** POST /connect/oauth2/consent, from the consent page's Connect or Cancel button. */
  async consent(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    const id = form.get('consent') ?? '';
    const consent = this.consents.get(id);
    this.consents.delete(id);
    if (!consent || consent.expiresAt < Date.now()) return errorPage(res, 400, 'This sign-in request has expired. Start again from the app.');
    if (form.get('decision') !== 'allow') return redirect(res, consent.redirectUri, { error: 'access_denied', state: consent.state });
    this.allow(res, consent);
  }

  private allow(res: ServerResponse, c: Consent): void {
    const code = token('AB11');
    this.codes.set(code, { clientId: c.clientId, redirectUri: c.redirectUri, realmId: c.realmId, expiresAt: Date.now() + CODE_TTL_MS, used: false });
    redirect(res, c.redirectUri, { code, state: c.state, realmId: c.realmId });
  }

  private client(req: IncomingMessage): string | null {
    const creds = basicAuth(req);
    if (!creds || this.apps.get(creds.id) !== creds.secret) return null;
    return creds.id;
  }

  /** POST /oauth2/v1/tokens/bearer */
  async token(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const clientId = this.client(req);
    if (!clientId) return sendJson(res, 401, { error: 'invalid_client' });
    if (mediaType(req) !== 'application/x-www-form-urlencoded')
      return sendJson(res, 400, { error: 'invalid_request', error_description: 'Content-Type must be application/x-www-form-urlencoded' });
    const form = new URLSearchParams(body);
    const grantType = form.get('grant_type');
    const now = Date.now();
    if (grantType === 'authorization_code') {
      const code = this.codes.get(form.get('code') ?? '');
      if (!code || code.used || code.expiresAt < now || code.clientId !== clientId || code.redirectUri !== form.get('redirect_uri'))
        return invalidGrant(res);
      code.used = true;
      return this.issue(req, res, { clientId, realmId: code.realmId, revoked: false, hardExpiresAt: now + HARD_CAP_MS });
    }
    if (grantType === 'refresh_token') {
      const presented = this.refreshTokens.get(form.get('refresh_token') ?? '');
      if (this.options.faults.takeRefresh()) return invalidGrant(res);
      if (
        !presented ||
        presented.revoked ||
        presented.grant.revoked ||
        presented.expiresAt < now ||
        presented.grant.hardExpiresAt < now ||
        presented.grant.clientId !== clientId
      )
        return invalidGrant(res);
      // "Your previous refresh tokens expire 24 hours after you receive a new one" (intuit-oauth README).
      if (!presented.rotated) {
        presented.rotated = true;
        presented.expiresAt = Math.min(presented.expiresAt, now + this.options.oldRefreshTokenGraceSeconds * 1000);
      }
      return this.issue(req, res, presented.grant);
    }
    sendJson(res, 400, { error: 'unsupported_grant_type' });
  }

  private issue(req: IncomingMessage, res: ServerResponse, grant: Grant): void {
    const now = Date.now();
    const access = token('eyJ');
    const refresh = token('RT1-');
    const { accessTokenTtlSeconds: accessTtl, refreshTokenTtlSeconds: refreshTtl } = this.options;
    this.accessTokens.set(access, { grant, expiresAt: now + accessTtl * 1000 });
    this.refreshTokens.set(refresh, { grant, expiresAt: Math.min(now + refreshTtl * 1000, grant.hardExpiresAt), rotated: false, revoked: false });
    const body: Record<string, unknown> = {
      access_token: access,
      refresh_token: refresh,
      token_type: 'bearer',
      expires_in: Math.ceil(accessTtl),
      x_refresh_token_expires_in: Math.ceil(refreshTtl),
    };
    // Asked for with this header, Intuit also tells the hard expiry (intuit-oauth 4.2.4 CHANGELOG).
    if (req.headers['x-include-refresh-token-hard-expires-in'] === 'true')
      body.x_refresh_token_hard_expires_in = Math.floor((grant.hardExpiresAt - now) / 1000);
    sendJson(res, 200, body, { 'cache-control': 'no-store' });
  }

  /** POST /v2/oauth2/tokens/revoke: the whole grant (its refresh and access tokens) stops working. */
  async revoke(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const clientId = this.client(req);
    if (!clientId) return sendJson(res, 401, { error: 'invalid_client' });
    let value: unknown;
    if (mediaType(req) === 'application/json') {
      try {
        value = (JSON.parse(body) as { token?: unknown })?.token;
      } catch {
        return sendJson(res, 400, { error: 'invalid_request' });
      }
    } else {
      value = new URLSearchParams(body).get('token');
    }
    if (typeof value !== 'string' || !value) return sendJson(res, 400, { error: 'invalid_request', error_description: 'token is required' });
    const grant = this.refreshTokens.get(value)?.grant ?? this.accessTokens.get(value)?.grant;
    if (grant && grant.clientId !== clientId) return sendJson(res, 400, { error: 'unauthorized_client' });
    if (grant) grant.revoked = true;
    // RFC 7009: an unknown or already revoked token is answered 200 as well.
    send(res, 200, '', 'text/plain');
  }

  /** Checks a Bearer access token for a realm's API. */
  authenticate(header: string | undefined, realmId: string): AuthResult {
    const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
    if (!m) return { ok: false, status: 401, detail: 'Token invalid: no Bearer access token was sent' };
    const t = this.accessTokens.get(m[1] as string);
    if (!t || t.grant.revoked) return { ok: false, status: 401, detail: 'Token revoked or invalid' };
    if (t.expiresAt <= Date.now()) return { ok: false, status: 401, detail: `Token expired: ${(m[1] as string).slice(0, 8)}…` };
    if (t.grant.realmId !== realmId) return { ok: false, status: 403, detail: '' };
    return { ok: true };
  }

  expireAccessToken(header: string | undefined): void {
    const t = this.accessTokens.get(/^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? '');
    if (t) t.expiresAt = 0;
  }

  expireAccessTokens(): void {
    for (const t of this.accessTokens.values()) t.expiresAt = 0;
  }

  revokeRefreshTokens(realmId?: string): void {
    for (const t of this.refreshTokens.values()) if (!realmId || t.grant.realmId === realmId) t.revoked = true;
  }
}

function invalidGrant(res: ServerResponse): void {
  sendJson(res, 400, { error: 'invalid_grant', error_description: 'Token invalid' });
}

function consentPage(consentId: string, clientId: string, realmId: string): string {
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Intuit - Connect to QuickBooks (stand-in)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;color:#222}button{font-size:1rem;padding:.5rem 1.25rem;margin-right:.5rem}</style></head>
<body><h1>Connect to QuickBooks</h1>
<p>The app <strong>${escapeHtml(clientId)}</strong> asks to read and write the accounting data of company <strong>${escapeHtml(realmId)}</strong>.</p>
<form method="post" action="/connect/oauth2/consent">
<input type="hidden" name="consent" value="${escapeHtml(consentId)}">
<button type="submit" name="decision" value="allow">Connect</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form></body></html>`;
}
