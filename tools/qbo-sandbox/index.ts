import { randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApi } from './api.ts';
import { Company } from './company.ts';
import { FaultQueue } from './fault-queue.ts';
import { sendJson } from './http.ts';
import { RealmLimiter } from './limits.ts';
import { OAuthServer } from './oauth.ts';
import type { QboSandbox, QboSandboxOptions } from './types.ts';

export type { LedgerEntry, NameListEntity, QboFault, QboSandbox, QboSandboxOptions, SandboxStats } from './types.ts';

/**
 * A local stand-in for Intuit's QuickBooks Online OAuth and Accounting API, as strict as Intuit documents it.
 * A development and test tool: product code never imports it.
 */
export async function startQboSandbox(options: QboSandboxOptions = {}): Promise<QboSandbox> {
  const companies = new Map<string, Company>();
  const faults = new FaultQueue();
  const limiter = new RealmLimiter({
    maxConcurrent: options.maxConcurrentPerRealm ?? 10,
    maxPerMinute: options.maxPerMinutePerRealm ?? 500,
    maxPerSecond: options.maxPerSecondPerRealm ?? 0,
    maxBatchPerMinute: options.maxBatchPerMinutePerRealm ?? 0,
  });

  const createCompany = (o: { name?: string; extraAccounts?: number } = {}) => {
    // Realm ids are 16 to 19 digit numbers at Intuit.
    let realmId: string;
    do realmId = `9341${randomInt(100_000_000_000, 999_999_999_999)}`;
    while (companies.has(realmId));
    companies.set(realmId, new Company(realmId, o.name ?? `Sandbox Company ${companies.size + 1}`, o.extraAccounts ?? 0));
    return { realmId };
  };
  const company = (realmId: string) => {
    const c = companies.get(realmId);
    if (!c) throw new Error(`qbo-sandbox: no company ${realmId}`);
    return c;
  };

  const oauth = new OAuthServer({
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 8_726_400,
    oldRefreshTokenGraceSeconds: options.oldRefreshTokenGraceSeconds ?? 86_400,
    consent: options.consent ?? 'page',
    consentRealm: () => [...companies.keys()].at(-1) ?? createCompany().realmId,
    faults,
  });
  const deps = { companies, oauth, limiter, faults, batchMax: options.batchMax ?? 30, latencyMs: options.latencyMs ?? 0 };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    const method = req.method ?? 'GET';
    const done = (p: Promise<void> | void) =>
      Promise.resolve(p).catch((e: unknown) => {
        console.error('qbo-sandbox: unexpected error', e);
        if (!res.headersSent) sendJson(res, 500, { error: 'server_error' });
      });
    if (path.startsWith('/v3/company/')) return void done(handleApi(deps, req, res, url));
    if (method === 'GET' && path === '/connect/oauth2') return void done(oauth.authorize(res, url.searchParams));
    if (method === 'POST' && path === '/connect/oauth2/consent') return void done(oauth.consent(req, res));
    if (method === 'POST' && path === '/oauth2/v1/tokens/bearer') return void done(oauth.token(req, res));
    if (method === 'POST' && path === '/v2/oauth2/tokens/revoke') return void done(oauth.revoke(req, res));
    sendJson(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    env: {
      QBO_AUTHORIZE_URL: `${url}/connect/oauth2`,
      QBO_TOKEN_URL: `${url}/oauth2/v1/tokens/bearer`,
      QBO_REVOKE_URL: `${url}/v2/oauth2/tokens/revoke`,
      QBO_API_BASE: url,
    },
    registerApp: (id, secret) => oauth.registerApp(id, secret),
    createCompany,
    setConsentAnswer: (answer) => oauth.setConsentAnswer(answer),
    inject: (fault) => faults.add(fault),
    ledger: (realmId) => structuredClone(company(realmId).ledger),
    entities: (realmId, entity) => structuredClone(company(realmId).all(entity)),
    addEntity: (realmId, entity, body) => structuredClone(company(realmId).addNamed(entity, body)),
    expireAccessTokens: () => oauth.expireAccessTokens(),
    revokeRefreshTokens: (realmId) => oauth.revokeRefreshTokens(realmId),
    stats: () => limiter.stats(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((e) => (e ? reject(e) : resolve()));
        // Clients keep connections alive; none should hold the port after close().
        server.closeAllConnections();
      }),
  };
}
