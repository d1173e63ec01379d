import type { Transaction } from '@ledgerdesk/contracts';
import { describe, expect, it } from 'vitest';
import { describeIifRow, planIifSelection } from './iif-selection.ts';

function row(id: string, fields: Partial<Transaction> = {}): Transaction {
  return {
    _id: id,
    upload_id: 'u1',
    transaction_date: '2021-07-14',
    vendor_name: 'SHELL OIL',
    description: 'SHELL OIL 5521',
    amount: -11.77,
    auto_category: '6110 - Fuel',
    manual_category: null,
    approved: true,
    exported_at: null,
    excluded: false,
    splits: [],
    ...fields,
  } as Transaction;
}

describe('planIifSelection', () => {
  it('writes approved, categorised rows not yet exported, and groups every other row under one reason', () => {
    const rows = [
      row('ok'),
      row('pending', { approved: false }),
      row('pending-2', { approved: false }),
      row('asked', { auto_category: '1480 - Ask Client', approved: false }),
      row('no-category', { auto_category: null }),
      row('old', { exported_at: '2026-11-26T10:00:00.000Z' }),
      row('gone', { excluded: true, approved: false }),
      row('split-asked', {
        splits: [
          { category: '6110 - Fuel', amount: -5, memo: '' },
          { category: '1480 - Ask Client', amount: -6.77, memo: '' },
        ],
      }),
      row('manual', { auto_category: '1480 - Ask Client', manual_category: '6110 - Fuel' }),
    ];
    const selection = planIifSelection(rows, null);
    expect(selection.total).toBe(9);
    expect(selection.writable.map((r) => r._id)).toEqual(['ok', 'manual']);
    expect(selection.exported.map((r) => r._id)).toEqual(['old']);
    expect(selection.leftOut.map((group) => group.label)).toEqual([
      '2 not approved',
      '1 already exported on 11/26/2026',
      '3 on Ask Client',
      '1 excluded',
    ]);
    expect(selection.leftOut.find((group) => group.reason === 'ask_client')!.rows.map((r) => r._id)).toEqual(['asked', 'no-category', 'split-asked']);
  });

  it('narrows to the statement the screen shows, and names several export dates', () => {
    const rows = [
      row('a', { exported_at: '2026-11-20T10:00:00.000Z' }),
      row('b', { upload_id: 'u2', exported_at: '2026-11-26T10:00:00.000Z' }),
      row('c', { exported_at: '2026-11-26T10:00:00.000Z' }),
      row('d', { exported_at: '2026-11-27T10:00:00.000Z' }),
    ];
    expect(planIifSelection(rows, 'u2').leftOut.map((group) => group.label)).toEqual(['1 already exported on 11/26/2026']);
    expect(planIifSelection(rows, 'u1').leftOut.map((group) => group.label)).toEqual([
      '3 already exported on 11/20/2026, 11/26/2026 and 1 other date',
    ]);
    expect(planIifSelection(rows, 'u9')).toEqual({ total: 0, writable: [], exported: [], leftOut: [] });
  });

  it('lists a row as money with separators, and no empty place for a missing name', () => {
    expect(describeIifRow(row('x', { amount: -1400 }))).toBe('07/14/2021 · SHELL OIL · -$1,400.00');
    expect(describeIifRow(row('y', { vendor_name: '', description: '', amount: -11.77 }))).toBe('07/14/2021 · -$11.77');
    expect(describeIifRow(row('z', { vendor_name: '', description: 'POS 4471', amount: 24663.03 }))).toBe('07/14/2021 · POS 4471 · $24,663.03');
  });
});
