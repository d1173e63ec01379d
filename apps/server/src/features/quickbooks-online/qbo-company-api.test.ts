import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QboSandbox, startQboSandbox } from '../../../../../tools/qbo-sandbox/index.ts';
import { loadConfig } from '../../config.ts';
import { type QboApi, QboError, qboString } from './qbo-api.ts';
import { createCompanyApi } from './qbo-company-api.ts';
import { createQboHttp } from './qbo-http.ts';
import { createQboLimiter } from './qbo-limiter.ts';
import { createQboOAuth } from './qbo-oauth.ts';

// The company API and the OAuth client against the QuickBooks stand-in, without the app around them.
describe('company API and OAuth client against the stand-in', () => {
  let sandbox: QboSandbox;
  let api: QboApi;
  let realmId: string;
  const keys = { clientId: 'unit-app', clientSecret: 'unit-secret' };
  let oauth: ReturnType<typeof createQboOAuth>;
  let refreshToken: string;

  beforeAll(async () => {
    sandbox = await startQboSandbox({ consent: 'auto' });
    sandbox.registerApp(keys.clientId, keys.clientSecret);
    realmId = sandbox.createCompany({ extraAccounts: 1005 }).realmId;
    const config = loadConfig({ ...sandbox.env, APP_URL: 'http://localhost:3000' }).qbo;
    oauth = createQboOAuth(config);
    const consent = await fetch(oauth.authorizeUrl(keys, 'state-1'), { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe('state-1');
    const tokens = await oauth.exchangeCode(keys, back.searchParams.get('code')!);
    refreshToken = tokens.refreshToken;
    api = createCompanyApi({
      clientId: 'client-1',
      realmId,
      http: createQboHttp({ apiBase: config.apiBase, limiter: createQboLimiter(), throttleWaitMs: 50 }),
      tokens: { accessToken: async () => tokens.accessToken, renewAfterRejection: async () => tokens.accessToken },
      batchSize: 30,
    });
  });
  afterAll(() => sandbox?.close());

  it('queries every page, and escapes quotes in values', async () => {
    const all = await api.query<{ Id: string }>('Account', 'Active IN (true, false)');
    expect(all).toHaveLength(sandbox.entities(realmId, 'Account').length);
    expect(all.length).toBeGreaterThan(1000);
    const vendors = await api.query<{ DisplayName: string }>('Vendor', `DisplayName = ${qboString("O'Brien Plumbing")}`);
    expect(vendors.map((vendor) => vendor.DisplayName)).toEqual(["O'Brien Plumbing"]);
    expect(await api.query('Vendor', `DisplayName = ${qboString('Nobody')}`)).toEqual([]);
  });

  it('creates once per requestid, and updates sparsely', async () => {
    const before = sandbox.entities(realmId, 'Vendor').length;
    const first = await api.create<{ Id: string; SyncToken: string }>('Vendor', { DisplayName: 'Harbor Supply' }, { requestId: 'req-vendor-1' });
    const again = await api.create<{ Id: string }>('Vendor', { DisplayName: 'Harbor Supply' }, { requestId: 'req-vendor-1' });
    expect(again.Id).toBe(first.Id);
    expect(sandbox.entities(realmId, 'Vendor')).toHaveLength(before + 1);
    const updated = await api.update<{ Active: boolean }>(
      'Vendor',
      { Id: first.Id, SyncToken: first.SyncToken, Active: false },
      { requestId: 'req-vendor-2' },
    );
    expect(updated.Active).toBe(false);
  });

  it('sends a batch and reads each item: entity, query rows, or its own fault as a sentence', async () => {
    const results = await api.batch(
      [
        { bId: 'v1', entity: 'Vendor', body: { DisplayName: 'Acme Corp' } },
        { bId: 'v2', entity: 'Vendor', body: { DisplayName: 'Brand New Vendor' } },
        { bId: 'q1', query: "SELECT * FROM Account WHERE AccountType = 'Bank'" },
      ],
      { requestId: 'batch-1' },
    );
    expect(results.map((result) => result.bId)).toEqual(['v1', 'v2', 'q1']);
    expect(results[0]!.error).toBeInstanceOf(QboError);
    expect(results[0]!.error).toMatchObject({ kind: 'validation', code: '6240' });
    expect(results[0]!.error!.message).toContain('already used by another customer, vendor or employee');
    expect(results[1]!.entity).toMatchObject({ DisplayName: 'Brand New Vendor' });
    expect(results[2]!.rows!.length).toBeGreaterThan(0);
    await expect(api.batch(Array.from({ length: 31 }, (_, i) => ({ bId: `q${i}`, query: 'SELECT * FROM Account' })))).rejects.toMatchObject({
      code: '1040',
    });
  });

  it('turns a refused write into a validation error with Intuit’s code', async () => {
    const failure = await api
      .create('Purchase', { PaymentType: 'Cash', AccountRef: { value: '999999' }, Line: [] }, { requestId: 'bad-1' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QboError);
    expect((failure as QboError).kind).toBe('validation');
    expect((failure as QboError).code).not.toBeNull();
  });

  it('refreshes with rotation, refuses a revoked grant with invalid_grant, and revokes', async () => {
    const rotated = await oauth.refresh(keys, refreshToken);
    expect(rotated.refreshToken).not.toBe(refreshToken);
    expect(await oauth.revoke(keys, rotated.refreshToken)).toBe(true);
    const refused = await oauth.refresh(keys, rotated.refreshToken).catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'disconnected', code: 'invalid_grant' });
    const wrongKeys = await oauth.refresh({ clientId: 'unit-app', clientSecret: 'wrong' }, rotated.refreshToken).catch((error: unknown) => error);
    expect((wrongKeys as QboError).message).toContain('app keys');
  });
});
