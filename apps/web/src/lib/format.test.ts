import { describe, expect, it } from 'vitest';
import { formatAmount, formatBalance, formatTransactionDate, moneyDirection } from './format.ts';

describe('amounts', () => {
  it('shows the absolute value with two decimals and thousands separators, the direction apart', () => {
    expect(formatAmount(-2400)).toBe('2,400.00');
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(54.9)).toBe('54.90');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-0.005)).toBe('0.01');
  });

  it('treats negative amounts as money out', () => {
    expect(moneyDirection(-0.01)).toBe('out');
    expect(moneyDirection(0)).toBe('in');
    expect(moneyDirection(2500)).toBe('in');
  });

  it('keeps the sign of a balance', () => {
    expect(formatBalance(-1200)).toBe('-1,200.00');
  });
});

describe('formatTransactionDate', () => {
  it('keeps the printed calendar day whatever the time zone', () => {
    expect(formatTransactionDate('2026-01-02')).toMatch(/2026/);
    expect(formatTransactionDate('2026-01-02')).toMatch(/\b2\b/);
  });

  it('returns text it cannot read unchanged', () => {
    expect(formatTransactionDate('01/05')).toBe('01/05');
    expect(formatTransactionDate('not a date')).toBe('not a date');
  });
});
