import { describe, expect, it } from 'vitest';
import { formatAccount, formatMoney, formatPeriod, formatStatementDate } from './statement-format.ts';

describe('formatMoney', () => {
  it('shows dollars with cents and separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-12)).toBe('-$12.00');
  });
});

describe('formatStatementDate', () => {
  it('keeps the calendar day', () => {
    const text = formatStatementDate('2026-01-31');
    expect(text).toMatch(/31/);
    expect(text).toMatch(/2026/);
  });

  it('returns what it cannot read', () => {
    expect(formatStatementDate('last month')).toBe('last month');
  });
});

describe('formatPeriod', () => {
  it('joins both ends, or says which one is known', () => {
    expect(formatPeriod('2026-01-01', '2026-01-31')).toContain('–');
    expect(formatPeriod('2026-01-01', null)).toMatch(/^From /);
    expect(formatPeriod(null, null)).toBeNull();
  });
});

describe('formatAccount', () => {
  it('names the kind and the last four digits', () => {
    expect(formatAccount({ kind: 'checking', account_number_last4: '4321', name: null, transaction_count: 5 })).toBe('Checking ••4321');
    expect(formatAccount({ kind: 'credit_card', account_number_last4: null, name: 'Visa', transaction_count: 1 })).toBe('Credit card (Visa)');
    expect(formatAccount({ kind: 'unknown', account_number_last4: null, name: null, transaction_count: 0 })).toBe('Account');
    expect(formatAccount({ kind: 'loan', account_number_last4: '0071', name: 'AUTO LOAN', transaction_count: 1 })).toBe('Loan ••0071');
  });
});
