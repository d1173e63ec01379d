import { describe, expect, it } from 'vitest';
import { accountRole } from './account-types.ts';

describe('accountRole', () => {
  it('reads QuickBooks Online and Desktop account types, and the short IIF ones', () => {
    expect(accountRole('Expense')).toBe('expense');
    expect(accountRole('Cost of Goods Sold')).toBe('expense');
    expect(accountRole('Other Income')).toBe('income');
    expect(accountRole('Credit Card')).toBe('card');
    expect(accountRole('CCARD')).toBe('card');
    expect(accountRole('Long Term Liability')).toBe('loan');
    expect(accountRole('OtherCurrentLiability')).toBe('loan');
    expect(accountRole('Bank')).toBe('bank');
    expect(accountRole('EXP')).toBe('expense');
  });

  it('knows nothing of a missing or unknown type', () => {
    expect(accountRole(null)).toBeNull();
    expect(accountRole('')).toBeNull();
    expect(accountRole('Widgets')).toBeNull();
  });
});
