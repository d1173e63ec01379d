import { describe, expect, it } from 'vitest';
import type { QboAccount } from '@ledgerdesk/contracts';
import { decodeRequestRef, encodeRequestRef, payloadHash, planBatches } from './push-request-ids.ts';
import { activeAccountsByLabel, refusalFor } from './push-refusals.ts';

describe('request refs', () => {
  it('round-trip a batch requestid and bId', () => {
    const ref = { batchId: '1b4e28ba-2fa1-11d2-883f-0016d3cca427', bId: 't30' };
    expect(decodeRequestRef(encodeRequestRef(ref))).toEqual(ref);
    expect(decodeRequestRef(null)).toBeNull();
    expect(decodeRequestRef('no-separator')).toBeNull();
  });
});

describe('payloadHash', () => {
  it('ignores key order and changes with the payload or the company', () => {
    const a = payloadHash('1', { entity: 'Purchase', body: { A: 1, B: { C: [1, 2] } } });
    expect(payloadHash('1', { entity: 'Purchase', body: { B: { C: [1, 2] }, A: 1 } })).toBe(a);
    expect(payloadHash('1', { entity: 'Purchase', body: { A: 1, B: { C: [2, 1] } } })).not.toBe(a);
    expect(payloadHash('2', { entity: 'Purchase', body: { A: 1, B: { C: [1, 2] } } })).not.toBe(a);
  });
});

describe('planBatches', () => {
  const ids = () => {
    let n = 0;
    return () => `batch-${++n}`;
  };

  it('cuts new rows into batches of the configured size with bIds of at most 10 characters', () => {
    const rows = Array.from({ length: 65 }, (_, i) => ({ id: `r${i}`, hash: `h${i}`, storedRef: null, storedHash: null }));
    const plan = planBatches(rows, 30, ids());
    expect([...plan.batches.keys()]).toEqual(['batch-1', 'batch-2', 'batch-3']);
    expect([...plan.batches.values()].map((b) => b.length)).toEqual([30, 30, 5]);
    expect(plan.assigned).toHaveLength(65);
    expect(plan.assigned[31]).toEqual({ rowId: 'r31', previous: null, ref: 'batch-2#t2' });
    for (const batch of plan.batches.values()) for (const item of batch) expect(item.bId.length).toBeLessThanOrEqual(10);
  });

  it('resends an unchanged row under its stored batch requestid and bId, whatever else is pushed with it', () => {
    const rows = [
      { id: 'a', hash: 'ha', storedRef: 'old-1#t7', storedHash: 'ha' },
      { id: 'b', hash: 'hb', storedRef: 'old-1#t2', storedHash: 'hb' },
      { id: 'c', hash: 'hc-new', storedRef: 'old-1#t3', storedHash: 'hc' },
      { id: 'd', hash: 'hd', storedRef: null, storedHash: null },
    ];
    const plan = planBatches(rows, 30, ids());
    expect(plan.batches.get('old-1')).toEqual([
      { rowId: 'a', bId: 't7' },
      { rowId: 'b', bId: 't2' },
    ]);
    // A changed payload gets a new requestid: Intuit would answer the old one with the old answer.
    expect(plan.batches.get('batch-1')).toEqual([
      { rowId: 'c', bId: 't1' },
      { rowId: 'd', bId: 't2' },
    ]);
    expect(plan.assigned).toEqual([
      { rowId: 'c', previous: 'old-1#t3', ref: 'batch-1#t1' },
      { rowId: 'd', previous: null, ref: 'batch-1#t2' },
    ]);
  });
});

describe('planBatches with a lowered batch size', () => {
  it('keeps the overflow of a stored batch for a later round under the same requestid', () => {
    const rows = Array.from({ length: 5 }, (_, i) => ({ id: `r${i}`, hash: `h${i}`, storedRef: `old#t${i + 1}`, storedHash: `h${i}` }));
    const plan = planBatches(rows, 2);
    expect(plan.batches.get('old')).toEqual([
      { rowId: 'r0', bId: 't1' },
      { rowId: 'r1', bId: 't2' },
    ]);
    expect(plan.deferred).toEqual(['r2', 'r3', 'r4']);
    expect(plan.assigned).toEqual([]);
  });
});

describe('refusalFor', () => {
  const account = (over: Partial<QboAccount>): QboAccount => ({
    id: '1',
    name: 'Meals',
    fullName: 'Meals',
    number: null,
    type: 'Expense',
    sub_type: null,
    classification: 'Expense',
    active: true,
    balance: null,
    ...over,
  });
  const active = activeAccountsByLabel([
    account({ id: '15', name: 'Meals & Entertainment', fullName: 'Meals & Entertainment', number: '6500' }),
    account({ id: '16', name: 'Old', fullName: 'Old', number: '6900', active: false }),
    account({ id: '35', name: 'Business Checking', fullName: 'Business Checking', type: 'Bank' }),
    account({ id: '41', name: 'Visa', fullName: 'Visa', number: '2010', type: 'Credit Card' }),
    account({ id: '79', name: 'Sales', fullName: 'Sales', number: '4000', type: 'Income' }),
  ]);
  const ok = {
    approved: 1,
    amount_cents: -10000,
    auto_category: '6500 - Meals & Entertainment',
    manual_category: null,
    register_account_id: '35',
    printed_json: null,
    splits_json: null,
  };
  const split = (...parts: [category: string, amount_cents: number][]) => ({
    ...ok,
    splits_json: JSON.stringify(parts.map(([category, amount_cents]) => ({ category, amount_cents, memo: '' }))),
  });

  it('lets an approved, categorised row with a register through', () => {
    expect(refusalFor(ok, active)).toBeNull();
  });

  it('refuses with a sentence for each reason', () => {
    expect(refusalFor({ ...ok, approved: 0 }, active)).toBe('Not approved yet');
    expect(refusalFor({ ...ok, auto_category: null }, active)).toBe('Choose a category first: 1480 - Ask Client cannot go to QuickBooks');
    expect(refusalFor({ ...ok, manual_category: '1480 - Ask Client' }, active)).toBe(
      'Choose a category first: 1480 - Ask Client cannot go to QuickBooks',
    );
    expect(refusalFor({ ...ok, manual_category: '6900 - Old' }, active)).toBe("'6900 - Old' is not an active account in QuickBooks");
    expect(refusalFor({ ...ok, register_account_id: null }, active)).toBe('Choose the register account for this statement first');
    expect(refusalFor({ ...ok, manual_category: 'Business Checking' }, active)).toMatch(/own register/);
  });

  it('prefers the manual category over the automatic one', () => {
    expect(refusalFor({ ...ok, auto_category: '1480 - Ask Client', manual_category: '6500 - Meals & Entertainment' }, active)).toBeNull();
  });

  it('checks every part of a split row: its category, the register, the sum and the direction Intuit takes', () => {
    expect(refusalFor(split(['6500 - Meals & Entertainment', -6000], ['4000 - Sales', -4000]), active)).toBeNull();
    expect(
      refusalFor({ ...split(['6500 - Meals & Entertainment', -6000], ['4000 - Sales', -4000]), auto_category: '1480 - Ask Client' }, active),
    ).toBeNull();
    expect(refusalFor(split(['6500 - Meals & Entertainment', -6000], ['1480 - Ask Client', -4000]), active)).toBe(
      'Choose a category for every part of the split: 1480 - Ask Client cannot go to QuickBooks',
    );
    expect(refusalFor(split(['6500 - Meals & Entertainment', -6000], ['6900 - Old', -4000]), active)).toBe(
      "'6900 - Old' is not an active account in QuickBooks",
    );
    expect(refusalFor(split(['6500 - Meals & Entertainment', -6000], ['Business Checking', -4000]), active)).toMatch(
      /^'Business Checking' is the statement's own register/,
    );
    expect(refusalFor(split(['6500 - Meals & Entertainment', -6000], ['4000 - Sales', -3000]), active)).toBe(
      "The split's parts add up to -$90.00, not the transaction's -$100.00: correct the split",
    );
    expect(refusalFor(split(['6500 - Meals & Entertainment', -13000], ['4000 - Sales', 3000]), active)).toBe(
      'The split mixes money in and money out, and QuickBooks Online takes only amounts above zero on the lines of a Purchase: make every part money out, as the transaction is',
    );
    expect(refusalFor({ ...split(['4000 - Sales', 13000], ['6500 - Meals & Entertainment', -3000]), amount_cents: 10000 }, active)).toMatch(
      /lines of a Deposit: make every part money in/,
    );
    // A journal entry takes a part going the other way on the other side.
    expect(refusalFor(split(['2010 - Visa', -13000], ['4000 - Sales', 3000]), active)).toBeNull();
  });
});
