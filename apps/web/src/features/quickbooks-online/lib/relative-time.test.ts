import { describe, expect, it } from 'vitest';
import { describeExpiry, formatSpan } from './relative-time.ts';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const later = (ms: number) => new Date(NOW + ms).toISOString();

describe('formatSpan', () => {
  it('uses the largest whole unit of s, m, h and d', () => {
    expect(formatSpan(0)).toBe('0s');
    expect(formatSpan(59_999)).toBe('59s');
    expect(formatSpan(60_000)).toBe('1m');
    expect(formatSpan(42 * 60_000 + 59_000)).toBe('42m');
    expect(formatSpan(3_600_000)).toBe('1h');
    expect(formatSpan(23 * 3_600_000 + 59 * 60_000)).toBe('23h');
    expect(formatSpan(100 * 86_400_000)).toBe('100d');
  });

  it('never shows a negative span', () => {
    expect(formatSpan(-5000)).toBe('0s');
  });
});

describe('describeExpiry', () => {
  it('says how long is left', () => {
    expect(describeExpiry(later(42 * 60_000 + 10_000), NOW)).toBe('expires in 42m');
    expect(describeExpiry(later(30_000), NOW)).toBe('expires in 30s');
    expect(describeExpiry(later(2 * 86_400_000), NOW)).toBe('expires in 2d');
  });

  it('says how long ago it passed', () => {
    expect(describeExpiry(later(-3 * 60_000), NOW)).toBe('expired 3m ago');
    expect(describeExpiry(later(0), NOW)).toBe('expired 0s ago');
  });

  it('gives nothing for a missing or unreadable time', () => {
    expect(describeExpiry(null, NOW)).toBeNull();
    expect(describeExpiry('soon', NOW)).toBeNull();
  });
});
