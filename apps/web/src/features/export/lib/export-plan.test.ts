import type { Transaction } from '@ledgerdesk/contracts';
import { describe, expect, it } from 'vitest';
import { buildTransaction } from '../../../testing/build-transaction.ts';
import { approvedTransactions, exportState, inStatement, planExport, statementsOf, toggleAll, toggleOne } from './export-plan.ts';

// Approved and filed under fuel, in statement upload-1, unless a test says otherwise.
const transaction = (id: string, changes: Partial<Transaction> = {}): Transaction =>
  buildTransaction({
    _id: id,
    transaction_id: id,
    upload_id: 'upload-1',
    client_id: 'client-1',
    auto_category: '6110 - Automobile Expense:Fuel',
    auto_category_confidence: 0.9,
    approved: true,
    ...changes,
  });

describe('export plan', () => {
  const approved = [transaction('a', { upload_id: 'upload-2' }), transaction('b'), transaction('c')];

  it('lists approved transactions only, never an excluded one', () => {
    expect(approvedTransactions([transaction('a'), transaction('b', { approved: false })]).map((t) => t._id)).toEqual(['a']);
    expect(approvedTransactions([transaction('a'), transaction('b', { excluded: true })]).map((t) => t._id)).toEqual(['a']);
  });

  it('needs a client and a selection, in the brief words', () => {
    expect(planExport(null, approved, new Set(['a']))).toEqual({ ok: false, message: 'Please select client and transactions' });
    expect(planExport('client-1', approved, new Set())).toEqual({ ok: false, message: 'Please select client and transactions' });
  });

  it('takes the upload id from the first selected approved transaction, in list order', () => {
    expect(planExport('client-1', approved, new Set(['c', 'b']))).toEqual({
      ok: true,
      clientId: 'client-1',
      uploadId: 'upload-1',
      transactionIds: ['b', 'c'],
    });
    expect(planExport('client-1', approved, new Set(['c', 'a']))).toMatchObject({ uploadId: 'upload-2', transactionIds: ['a', 'c'] });
  });

  it('says no upload was found when nothing selected is still listed', () => {
    expect(planExport('client-1', approved, new Set(['gone']))).toEqual({ ok: false, message: 'No upload ID found for selected transactions' });
    expect(planExport('client-1', [transaction('x', { upload_id: '' })], new Set(['x']))).toEqual({
      ok: false,
      message: 'No upload ID found for selected transactions',
    });
  });

  it('selects all, clears all when all were selected, and toggles one', () => {
    expect([...toggleAll(['a', 'b'], new Set(['a']))]).toEqual(['a', 'b']);
    expect(toggleAll(['a', 'b'], new Set(['a', 'b'])).size).toBe(0);
    expect(toggleAll([], new Set()).size).toBe(0);
    // Ticks on rows a filter hides stay as they are.
    expect([...toggleAll(['a', 'b'], new Set(['hidden']))].sort()).toEqual(['a', 'b', 'hidden']);
    expect([...toggleAll(['a', 'b'], new Set(['a', 'b', 'hidden']))]).toEqual(['hidden']);
    expect([...toggleOne(new Set(['a']), 'b')]).toEqual(['a', 'b']);
    expect([...toggleOne(new Set(['a', 'b']), 'a')]).toEqual(['b']);
  });

  it('tells pushed from exported rows', () => {
    expect(exportState(transaction('a', { qb_id: '42' }))).toBe('pushed');
    expect(exportState(transaction('a', { exported_at: '2026-02-01T10:00:00.000Z' }))).toBe('exported');
    expect(exportState(transaction('a'))).toBeNull();
  });

  it('groups the listed transactions by statement, oldest first, and narrows to one', () => {
    const listed = [
      transaction('a', { upload_id: 'feb', transaction_date: '2026-02-03' }),
      transaction('b', { upload_id: 'jan', transaction_date: '2026-01-09' }),
      transaction('c', { upload_id: 'feb', transaction_date: '2026-02-01' }),
      transaction('d', { upload_id: 'jan', transaction_date: '2026-01-02' }),
    ];
    expect(statementsOf(listed)).toEqual([
      { uploadId: 'jan', count: 2, from: '2026-01-02', to: '2026-01-09' },
      { uploadId: 'feb', count: 2, from: '2026-02-01', to: '2026-02-03' },
    ]);
    expect(inStatement(listed, 'feb').map((t) => t._id)).toEqual(['a', 'c']);
    expect(inStatement(listed, null)).toBe(listed);
  });
});
