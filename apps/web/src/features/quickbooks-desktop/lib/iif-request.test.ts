import { describe, expect, it } from 'vitest';
import { iifRequestProblem, transactionCount } from './iif-request.ts';

describe('IIF request', () => {
  it('refuses a blank register account name, then an empty list, in the brief words', () => {
    expect(iifRequestProblem('   ', 3)).toEqual({ title: 'Invalid Input', description: 'Please enter a register account name.' });
    expect(iifRequestProblem('', 0)).toEqual({ title: 'Invalid Input', description: 'Please enter a register account name.' });
    expect(iifRequestProblem('Checking Account', 0)).toEqual({ title: 'No Transactions', description: 'No transactions available to export.' });
    expect(iifRequestProblem(' Checking Account ', 1)).toBeNull();
    // Rows on the screen, none of them writable: say why, not that there are none.
    expect(iifRequestProblem('Checking Account', 0, { total: 3, leftOut: [{ reason: 'not_approved', label: '3 not approved', rows: [] }] })).toEqual({
      title: 'Nothing to Export',
      description: 'None of the 3 transactions can be written yet: 3 not approved.',
    });
  });

  it('counts transactions in words', () => {
    expect(transactionCount(1)).toBe('1 transaction');
    expect(transactionCount(28)).toBe('28 transactions');
  });
});
