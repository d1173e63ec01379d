import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startQboSandbox } from './index.ts';
import { apiClient, connect, firstError } from './test-helpers.ts';
import type { QboSandbox } from './types.ts';

let sb: QboSandbox;
let realmId: string;
let api: ReturnType<typeof apiClient>;
let acct: Record<string, string>;

beforeEach(async () => {
  sb = await startQboSandbox({ consent: 'auto', batchMax: 5 });
  const c = await connect(sb);
  realmId = c.realmId;
  api = apiClient(sb, realmId, c.tokens.access_token);
  acct = Object.fromEntries(sb.entities(realmId, 'Account').map((a) => [a.Name, a.Id]));
});
afterEach(() => sb.close());

const purchase = (amount = 10, account = acct['Supplies']) => ({
  PaymentType: 'Cash',
  AccountRef: { value: acct['Business Checking'] },
  Line: [{ Amount: amount, DetailType: 'AccountBasedExpenseLineDetail', AccountBasedExpenseLineDetail: { AccountRef: { value: account } } }],
});

describe('requestid', () => {
  it('answers a repeat with the first answer and commits nothing new, whatever the repeat carries', async () => {
    const first = await api.create('purchase', purchase(10), 'req-1');
    const again = await api.create('purchase', purchase(99), 'req-1');
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(sb.ledger(realmId)).toMatchObject([{ requestId: 'req-1', body: { TotalAmt: 10 } }]);
    // A new id is a new write.
    expect((await api.create('purchase', purchase(10), 'req-2')).status).toBe(200);
    expect(sb.ledger(realmId)).toHaveLength(2);
  });

  it('replays errors too, even after the cause is fixed', async () => {
    const first = await api.create('purchase', purchase(10, acct['Old Expenses']), 'req-err');
    expect(first.status).toBe(400);
    const fixed = await api.create('purchase', purchase(10), 'req-err');
    expect(fixed.status).toBe(400);
    expect(fixed.text).toBe(first.text);
    expect(sb.ledger(realmId)).toEqual([]);
  });

  it('is at most 50 characters (36 for a batch)', async () => {
    expect((await api.create('purchase', purchase(), 'x'.repeat(50))).status).toBe(200);
    const long = await api.create('purchase', purchase(), 'x'.repeat(51));
    expect(long.status).toBe(400);
    expect(firstError(long.body).code).toBe('2050');
    const batch = await api.call('POST', `batch?requestid=${'y'.repeat(37)}`, { BatchItemRequest: [{ bId: '1', Query: 'select * from Account' }] });
    expect(batch.status).toBe(400);
    expect(sb.ledger(realmId)).toHaveLength(1);
  });
});

describe('batch', () => {
  it('runs items in order, each with its own answer; no item sees what an earlier one created', async () => {
    const res = await api.call('POST', 'batch?minorversion=75&requestid=b-1', {
      BatchItemRequest: [
        { bId: 'v1', operation: 'create', Vendor: { DisplayName: 'Fresh Vendor' } },
        { bId: 'q1', Query: "select * from Vendor where DisplayName = 'Fresh Vendor'" },
        { bId: 'p1', operation: 'create', Purchase: { ...purchase(5), EntityRef: { value: '7', type: 'Vendor' } } },
        { bId: 'p2', operation: 'create', Purchase: purchase(6) },
        { bId: 'p3', operation: 'create', Purchase: purchase(7, acct['Old Expenses']) },
      ],
    });
    expect(res.status).toBe(200);
    const items = res.body.BatchItemResponse as Record<string, unknown>[];
    expect(items.map((i) => i.bId)).toEqual(['v1', 'q1', 'p1', 'p2', 'p3']);
    expect(items[0]).toMatchObject({ Vendor: { Id: '7', DisplayName: 'Fresh Vendor' } });
    expect(items[1]).toEqual({ bId: 'q1', QueryResponse: {} });
    expect(items[2]).toMatchObject({ Fault: { type: 'ValidationFault', Error: [{ code: '2500' }] } });
    expect(items[3]).toMatchObject({ Purchase: { TotalAmt: 6 } });
    expect(items[4]).toMatchObject({ Fault: { Error: [{ code: '610' }] } });
    expect(sb.ledger(realmId)).toMatchObject([{ entity: 'Purchase', requestId: 'b-1', body: { TotalAmt: 6 } }]);

    const replay = await api.call('POST', 'batch?minorversion=75&requestid=b-1', {
      BatchItemRequest: [{ bId: 'p9', operation: 'create', Purchase: purchase(1) }],
    });
    expect(replay.text).toBe(res.text);
    expect(sb.ledger(realmId)).toHaveLength(1);
    expect(sb.entities(realmId, 'Vendor').filter((v) => v.DisplayName === 'Fresh Vendor')).toHaveLength(1);
  });

  it('refuses more items than the maximum with 1040, and long bIds under a requestid', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ bId: String(i), operation: 'create', Purchase: purchase() }));
    const res = await api.call('POST', 'batch', { BatchItemRequest: six });
    expect(res.status).toBe(400);
    expect(firstError(res.body)).toMatchObject({ code: '1040', Message: 'Batch size exceeds allowed limit' });
    const longBid = await api.call('POST', 'batch?requestid=b-2', {
      BatchItemRequest: [{ bId: 'abcdefghijk', operation: 'create', Purchase: purchase() }],
    });
    expect(longBid.status).toBe(400);
    const twice = await api.call('POST', 'batch', {
      BatchItemRequest: [
        { bId: 'a', operation: 'create', Purchase: purchase() },
        { bId: 'a', operation: 'create', Purchase: purchase() },
      ],
    });
    expect(twice.status).toBe(400);
    expect(sb.ledger(realmId)).toEqual([]);
  });

  it('faults an item without an operation or entity', async () => {
    const res = await api.call('POST', 'batch', {
      BatchItemRequest: [
        { bId: 'a', Purchase: purchase() },
        { bId: 'b', operation: 'create' },
      ],
    });
    expect((res.body.BatchItemResponse as { Fault: { Error: { code: string }[] } }[]).map((i) => i.Fault.Error[0]?.code)).toEqual(['2020', '2020']);
  });
});
