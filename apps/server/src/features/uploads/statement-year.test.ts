import { describe, expect, it } from 'vitest';
import { hasImpossibleDate, redate, statementSpan, suggestYear } from './statement-year.ts';

const rows = (...dates: Array<string | [string, string]>) =>
  dates.map((d) => (typeof d === 'string' ? { transaction_date: d, posting_date: null } : { transaction_date: d[0], posting_date: d[1] }));

describe('statement year', () => {
  it('keeps month and day and gives every row the named year within one calendar year', () => {
    expect(redate(rows('2026-03-02', '2026-03-31'), 2024).map((r) => r.transaction_date)).toEqual(['2024-03-02', '2024-03-31']);
  });

  it('puts the December rows of a statement crossing New Year in the year before', () => {
    const got = redate(rows('2026-12-14', '2026-12-31', '2026-01-02', ['2026-01-10', '2026-01-12']), 2026);
    expect(got).toEqual([
      { transaction_date: '2025-12-14', posting_date: null },
      { transaction_date: '2025-12-31', posting_date: null },
      { transaction_date: '2026-01-02', posting_date: null },
      { transaction_date: '2026-01-10', posting_date: '2026-01-12' },
    ]);
  });

  it('finds the first and last day around the widest empty stretch of the calendar', () => {
    expect(statementSpan(rows('2026-01-11', '2026-12-12', '2026-12-30'))).toEqual({ first: { month: 12, day: 12 }, last: { month: 1, day: 11 } });
    expect(statementSpan(rows('2026-06-01', '2026-06-30', '2026-06-15'))).toEqual({ first: { month: 6, day: 1 }, last: { month: 6, day: 30 } });
    expect(statementSpan([])).toBeNull();
  });

  it('suggests the latest year that does not end the statement after its upload', () => {
    const crossing = rows('2026-12-12', '2026-01-11');
    expect(suggestYear(crossing, '2027-01-20T10:00:00.000Z')).toBe(2027);
    expect(suggestYear(crossing, '2026-11-24T10:00:00.000Z')).toBe(2026);
    expect(suggestYear(rows('2026-11-02', '2026-11-30'), '2026-11-24T10:00:00.000Z')).toBe(2025);
    expect(suggestYear(rows('2026-10-02', '2026-10-31'), '2026-11-24T10:00:00.000Z')).toBe(2026);
  });

  it('is unaffected by the order rows are listed in (newest first)', () => {
    const got = redate(rows('2026-01-09', '2026-01-01', '2026-12-20'), 2027);
    expect(got.map((r) => r.transaction_date)).toEqual(['2027-01-09', '2027-01-01', '2026-12-20']);
  });

  it('says when February 29 does not exist in the year named', () => {
    expect(hasImpossibleDate(rows('2026-02-29', '2026-03-03'), 2025)).toBe(true);
    expect(hasImpossibleDate(rows('2026-02-29', '2026-03-03'), 2024)).toBe(false);
    expect(hasImpossibleDate(rows('2026-02-10'), 2025)).toBe(false);
  });
});
