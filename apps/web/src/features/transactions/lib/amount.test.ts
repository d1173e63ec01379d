import { describe, expect, it } from 'vitest';
import { formatAmount, formatTransactionDate, moneyDirection, rowsAroundBreaks } from './amount.ts';

describe('formatAmount', () => {
  it('shows the absolute value with two decimals and thousands separators', () => {
    expect(formatAmount(-45)).toBe('45.00');
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-0.005)).toBe('0.01');
  });
});

describe('moneyDirection', () => {
  it('treats negative amounts as money out', () => {
    expect(moneyDirection(-1)).toBe('out');
    expect(moneyDirection(2500)).toBe('in');
  });
});

describe('formatTransactionDate', () => {
  it('keeps the printed calendar day whatever the time zone', () => {
    expect(formatTransactionDate('2026-01-05')).toMatch(/5/);
    expect(formatTransactionDate('2026-01-05')).toMatch(/2026/);
  });

  it('returns text it cannot read unchanged', () => {
    expect(formatTransactionDate('01/05')).toBe('01/05');
  });
});

describe('rowsAroundBreaks', () => {
  it('marks each break row and the row before it', () => {
    expect([...rowsAroundBreaks([3], 6)]).toEqual([
      [3, 'break'],
      [2, 'before'],
    ]);
  });

  it('ignores rows outside the table and keeps a break that follows another break', () => {
    const marked = rowsAroundBreaks([0, 1, 9], 3);
    expect(marked.get(0)).toBe('break');
    expect(marked.get(1)).toBe('break');
    expect(marked.has(9)).toBe(false);
  });
});
