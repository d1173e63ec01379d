import { describe, expect, it } from 'vitest';
import { confidenceLevel, formatAmount, formatBalance, formatConfidence, formatTransactionDate, moneyDirection, shortId } from './format.ts';

describe('amounts', () => {
  it('shows the absolute value with two decimals, the direction apart', () => {
    expect(formatAmount(-2400)).toBe('2,400.00');
    expect(formatAmount(54.9)).toBe('54.90');
    expect(moneyDirection(-0.01)).toBe('out');
    expect(moneyDirection(0)).toBe('in');
    expect(formatBalance(-1200)).toBe('-1,200.00');
  });
});

describe('formatTransactionDate', () => {
  it('reads the date as a calendar date, whatever the time zone', () => {
    expect(formatTransactionDate('2026-01-02')).toMatch(/2026/);
    expect(formatTransactionDate('2026-01-02')).toMatch(/\b2\b/);
    expect(formatTransactionDate('not a date')).toBe('not a date');
  });
});

describe('confidence', () => {
  it('is a whole percentage, or nothing when the categoriser gave none', () => {
    expect(formatConfidence(0.925)).toBe('93%');
    expect(formatConfidence(0)).toBe('0%');
    expect(formatConfidence(1.2)).toBe('100%');
    expect(formatConfidence(null)).toBeNull();
  });

  it('has three levels for its colour', () => {
    expect(confidenceLevel(0.95)).toBe('high');
    expect(confidenceLevel(0.6)).toBe('medium');
    expect(confidenceLevel(0.2)).toBe('low');
    expect(confidenceLevel(null)).toBe('low');
  });
});

describe('shortId', () => {
  it('keeps the first block of a UUID', () => {
    expect(shortId('3f2a9c1e-7b4d-4e8a-9c0f-1a2b3c4d5e6f')).toBe('3f2a9c1e');
    expect(shortId('plain')).toBe('plain');
  });
});
