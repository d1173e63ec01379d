import type { Transaction } from '@ledgerdesk/contracts';
import { describe, expect, it } from 'vitest';
import { iifRequestProblem, transactionCount, transactionsForIif } from './iif-request.ts';

const row = (id: string, uploadId: string, excluded = false) => ({ _id: id, upload_id: uploadId, excluded }) as Transaction;

describe('IIF request', () => {
  it('includes every loaded transaction, or the one statement the screen is narrowed to', () => {
    const loaded = [row('a', 'u1'), row('b', 'u2'), row('c', 'u1')];
    expect(transactionsForIif(loaded, null)).toEqual(['a', 'b', 'c']);
    expect(transactionsForIif(loaded, 'u1')).toEqual(['a', 'c']);
    expect(transactionsForIif(loaded, 'u9')).toEqual([]);
  });

  it('leaves excluded rows out: they are never written', () => {
    expect(transactionsForIif([row('a', 'u1'), row('b', 'u1', true)], null)).toEqual(['a']);
  });

  it('refuses a blank register account name, then an empty list, in the brief words', () => {
    expect(iifRequestProblem('   ', 3)).toEqual({ title: 'Invalid Input', description: 'Please enter a register account name.' });
    expect(iifRequestProblem('', 0)).toEqual({ title: 'Invalid Input', description: 'Please enter a register account name.' });
    expect(iifRequestProblem('Checking Account', 0)).toEqual({ title: 'No Transactions', description: 'No transactions available to export.' });
    expect(iifRequestProblem(' Checking Account ', 1)).toBeNull();
  });

  it('counts transactions in words', () => {
    expect(transactionCount(1)).toBe('1 transaction');
    expect(transactionCount(28)).toBe('28 transactions');
  });
});
