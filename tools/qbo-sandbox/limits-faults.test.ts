import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startQboSandbox } from './index.ts';
import { RealmLimiter } from './limits.ts';
import { apiClient, connect } from './test-helpers.ts';
import type { QboSandbox } from './types.ts';

let sb: QboSandbox;
afterEach(() => sb?.close());

const purchaseFor = (sbx: QboSandbox, realmId: string) => {
  const acct = Object.fromEntries(sbx.entities(realmId, 'Account').map((a) => [a.Name, a.Id]));
  return {
    PaymentType: 'Cash',
    AccountRef: { value: acct['Business Checking'] },
    Line: [{ Amount: 10, DetailType: 'AccountBasedExpenseLineDetail', AccountBasedExpenseLineDetail: { AccountRef: { value: acct['Supplies'] } } }],
  };
};

/** A raw POST that reports a destroyed socket instead of throwing. */
function rawPost(url: string, token: string, body: unknown): Promise<{ status: number } | { dropped: true }> {
  return new Promise((resolve) => {
    const req = request(
      url,
      { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.on('error', () => resolve({ dropped: true }));
    req.end(JSON.stringify(body));
  });
}

describe('RealmLimiter', () => {
  it('admits up to the concurrency and per-minute limits, per realm', () => {
    const l = new RealmLimiter({ maxConcurrent: 2, maxPerMinute: 3, maxPerSecond: 0, maxBatchPerMinute: 0 });
    const a = l.admit('r', false, 0);
    const b = l.admit('r', false, 0);
    expect(a && b).toBeTruthy();
    expect(l.admit('r', false, 0)).toBeNull();
    expect(l.admit('other', false, 0)).toBeTruthy();
    a?.();
    a?.();
    expect(l.admit('r', false, 1)).toBeTruthy();
    b?.();
    // Three admitted in this minute already.
    expect(l.admit('r', false, 2)).toBeNull();
    expect(l.admit('r', false, 60_001)).toBeTruthy();
    expect(l.stats().perRealm.r).toEqual({ requests: 6, throttled: 2, maxInFlight: 2 });
  });
});

describe('RealmLimiter optional limits', () => {
  it('when asked, also refuses more than N in a rolling second', () => {
    const l = new RealmLimiter({ maxConcurrent: 100, maxPerMinute: 500, maxPerSecond: 2, maxBatchPerMinute: 0 });
    l.admit('r', false, 0)?.();
    l.admit('r', false, 500)?.();
    expect(l.admit('r', false, 900)).toBeNull();
    expect(l.admit('r', false, 1001)).toBeTruthy();
  });
  it('when asked, also refuses more than N batches a minute, leaving other requests alone', () => {
    const l = new RealmLimiter({ maxConcurrent: 100, maxPerMinute: 500, maxPerSecond: 0, maxBatchPerMinute: 1 });
    l.admit('r', true, 0)?.();
    expect(l.admit('r', true, 10)).toBeNull();
    expect(l.admit('r', false, 20)).toBeTruthy();
    expect(l.admit('r', true, 60_001)).toBeTruthy();
  });
});

describe('throttling over HTTP', () => {
  it('answers 429 in XML above the concurrency limit', async () => {
    sb = await startQboSandbox({ consent: 'auto', maxConcurrentPerRealm: 3, latencyMs: 150 });
    const { realmId, tokens } = await connect(sb);
    const api = apiClient(sb, realmId, tokens.access_token);
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.query('select * from Account MAXRESULTS 1')));
    const throttled = answers.filter((a) => a.status === 429);
    expect(throttled).toHaveLength(3);
    expect(throttled[0]?.contentType).toContain('application/xml');
    expect(throttled[0]?.text).toContain('<Error code="3001"><Message>message=ThrottleExceeded; errorCode=003001; statusCode=429</Message>');
    expect(sb.stats().perRealm[realmId]).toEqual({ requests: 6, throttled: 3, maxInFlight: 3 });
  });

  it('answers 429 above the per-minute limit; a batch counts once', async () => {
    sb = await startQboSandbox({ consent: 'auto', maxPerMinutePerRealm: 3 });
    const { realmId, tokens } = await connect(sb);
    const api = apiClient(sb, realmId, tokens.access_token);
    const batch = { BatchItemRequest: Array.from({ length: 10 }, (_, i) => ({ bId: String(i), Query: 'select * from Account MAXRESULTS 1' })) };
    expect((await api.call('POST', 'batch', batch)).status).toBe(200);
    expect((await api.query('select * from Account')).status).toBe(200);
    expect((await api.query('select * from Account')).status).toBe(200);
    const fourth = await api.query('select * from Account');
    expect(fourth.status).toBe(429);
    expect(sb.stats()).toMatchObject({ requests: 4, throttled: 1 });
  });
});

describe('injected faults', () => {
  it('429 with Retry-After, 500, 503 and xml-401 hit only matching requests, as many times as asked', async () => {
    sb = await startQboSandbox({ consent: 'auto' });
    const { realmId, tokens } = await connect(sb);
    const api = apiClient(sb, realmId, tokens.access_token);
    sb.inject({ kind: '429', match: { method: 'POST', path: /\/purchase$/ }, retryAfterSeconds: 2, times: 2 });
    expect((await api.query('select * from Account')).status).toBe(200);
    const limited = await fetch(`${sb.url}/v3/company/${realmId}/purchase`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect((await api.create('purchase', purchaseFor(sb, realmId))).status).toBe(429);
    expect((await api.create('purchase', purchaseFor(sb, realmId))).status).toBe(200);

    sb.inject({ kind: '500' });
    const e500 = await api.query('select * from Account');
    expect(e500.status).toBe(500);
    expect(e500.body).toMatchObject({ Fault: { type: 'SystemFault' } });
    sb.inject({ kind: '503' });
    expect((await api.query('select * from Account')).status).toBe(503);
    sb.inject({ kind: 'xml-401' });
    const x = await api.query('select * from Account');
    expect(x.status).toBe(401);
    expect(x.text).toContain('<Error code="100"><Message>General Authentication Error</Message>');
    // An xml-401 is a passing fault: the token still works.
    expect((await api.query('select * from Account')).status).toBe(200);
    expect(sb.ledger(realmId)).toHaveLength(1);
  });

  it('expire-access-token expires the token it meets', async () => {
    sb = await startQboSandbox({ consent: 'auto' });
    const { realmId, tokens } = await connect(sb);
    const api = apiClient(sb, realmId, tokens.access_token);
    sb.inject({ kind: 'expire-access-token' });
    const first = await api.query('select * from Account');
    expect(first.status).toBe(401);
    expect(first.body).toMatchObject({ fault: { error: [{ code: '3200' }], type: 'AUTHENTICATION' } });
    expect((await api.query('select * from Account')).status).toBe(401);
  });

  it('drop-before-commit commits nothing; drop-after-commit commits and stores the requestid answer', async () => {
    sb = await startQboSandbox({ consent: 'auto' });
    const { realmId, tokens } = await connect(sb);
    const api = apiClient(sb, realmId, tokens.access_token);
    const url = (rid: string) => `${sb.url}/v3/company/${realmId}/purchase?requestid=${rid}`;
    const body = purchaseFor(sb, realmId);

    sb.inject({ kind: 'drop-before-commit', match: { path: /purchase/ } });
    expect(await rawPost(url('r-1'), tokens.access_token, body)).toEqual({ dropped: true });
    expect(sb.ledger(realmId)).toEqual([]);
    const retry = await api.create('purchase', body, 'r-1');
    expect(retry.status).toBe(200);
    expect(sb.ledger(realmId)).toHaveLength(1);

    sb.inject({ kind: 'drop-after-commit', match: { path: /purchase/ } });
    expect(await rawPost(url('r-2'), tokens.access_token, body)).toEqual({ dropped: true });
    expect(sb.ledger(realmId)).toHaveLength(2);
    const replay = await api.create('purchase', body, 'r-2');
    expect(replay.status).toBe(200);
    expect((replay.body.Purchase as { Id: string }).Id).toBe(sb.ledger(realmId)[1]?.id);
    expect(sb.ledger(realmId)).toHaveLength(2);
  });
});
