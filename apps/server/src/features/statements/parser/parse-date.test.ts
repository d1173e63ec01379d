import { describe, expect, it } from 'vitest';
import { inferYear } from './infer-year.ts';
import { inferDayMonthOrder, parseJoinedNamedDate, parseNamedDate, parseNumericDate, resolveDate } from './parse-date.ts';

describe('parseNumericDate and resolveDate', () => {
  it.each([
    ['01/15', { year: null, month: 1, day: 15 }],
    ['1/5', { year: null, month: 1, day: 5 }],
    ['01/15/26', { year: 2026, month: 1, day: 15 }],
    ['01/15/2026', { year: 2026, month: 1, day: 15 }],
    ['01-15-2026', { year: 2026, month: 1, day: 15 }],
    ['2026-01-15', { year: 2026, month: 1, day: 15 }],
    ['2026/01/15', { year: 2026, month: 1, day: 15 }],
    ['2026.01.05', { year: 2026, month: 1, day: 5 }],
  ])('reads %s in US order', (text, expected) => {
    const date = parseNumericDate(text);
    expect(date && resolveDate(date, 'MDY')).toEqual(expected);
  });

  it('reads day-first dates when the document uses them', () => {
    const date = parseNumericDate('03/07');
    expect(date && resolveDate(date, 'DMY')).toEqual({ year: null, month: 7, day: 3 });
  });

  it('rejects things that only look like dates', () => {
    expect(parseNumericDate('13/13')).toBeNull();
    expect(parseNumericDate('1234')).toBeNull();
    expect(parseNumericDate('0/5')).toBeNull();
  });
});

describe('parseJoinedNamedDate', () => {
  it.each([
    ['02-Jun-2026', { year: 2026, month: 6, day: 2 }],
    ['2-JUN-26', { year: 2026, month: 6, day: 2 }],
    ['02-Jun', { year: null, month: 6, day: 2 }],
    ['02JUN26', { year: 2026, month: 6, day: 2 }],
    ['Jun-02-2026', { year: 2026, month: 6, day: 2 }],
    // Canadian banks' date column: the month's three letters and the day's two digits joined.
    ['DEC16', { year: null, month: 12, day: 16 }],
    ['Jan05', { year: null, month: 1, day: 5 }],
  ])('reads %s', (text, expected) => {
    const date = parseJoinedNamedDate(text);
    expect(date && resolveDate(date, 'MDY')).toEqual(expected);
  });

  it('needs a month name', () => {
    for (const text of ['12ABC34', '7ELEVEN', '1st', '10am', 'AB-12', '02-Xyz-2026']) expect(parseJoinedNamedDate(text)).toBeNull();
  });

  it('takes a month joined to its day only as three letters and two digits', () => {
    for (const text of ['MAR12B', 'MARCH1', 'SEPT2026', 'MAY2026', 'DEC32', 'DEC1', 'ABC12', 'JUN123']) expect(parseJoinedNamedDate(text)).toBeNull();
  });
});

describe('parseNamedDate', () => {
  it.each([
    [['Jan', '15'], { kind: 'named', month: 1, day: 15, year: null }, 2],
    [['January', '15,', '2026'], { kind: 'named', month: 1, day: 15, year: 2026 }, 3],
    [['15', 'JAN'], { kind: 'named', month: 1, day: 15, year: null }, 2],
    [['15', 'Jan', '2026'], { kind: 'named', month: 1, day: 15, year: 2026 }, 3],
    [['Sept', '3'], { kind: 'named', month: 9, day: 3, year: null }, 2],
  ])('reads %j', (words, date, used) => {
    expect(parseNamedDate(words)).toEqual({ date, used });
  });

  it('does not read ordinary words as months', () => {
    expect(parseNamedDate(['MARKET', '12'])).toBeNull();
    expect(parseNamedDate(['Ja', '12'])).toBeNull();
  });
});

describe('inferDayMonthOrder', () => {
  it('stays US unless a first number above 12 shows the day comes first', () => {
    const us = ['01/15', '02/03'].map((d) => parseNumericDate(d)).filter((d) => d !== null);
    const sg = ['13/07', '02/07'].map((d) => parseNumericDate(d)).filter((d) => d !== null);
    expect(inferDayMonthOrder(us)).toBe('MDY');
    expect(inferDayMonthOrder(sg)).toBe('DMY');
  });
});

describe('inferYear', () => {
  const period = { start: '2025-12-15', end: '2026-01-14' };
  it('puts December dates of a Dec–Jan statement in the earlier year', () => {
    expect(inferYear(12, 28, period, 2000)).toBe(2025);
    expect(inferYear(1, 3, period, 2000)).toBe(2026);
  });
  it("dates the next month's rows in a PDF holding two statements this year, not last", () => {
    const april = { start: '2026-04-01', end: '2026-04-30' };
    expect(inferYear(5, 8, april, 2000)).toBe(2026);
    expect(inferYear(5, 31, april, 2000)).toBe(2026);
    // Only the closing date known: rows come before it, so a date weeks after it is last year's.
    expect(inferYear(5, 31, { start: null, end: '2026-04-30' }, 2000)).toBe(2025);
  });
  it('works from the start alone, and falls back when nothing is known', () => {
    expect(inferYear(1, 3, { start: '2025-12-15', end: null }, 2000)).toBe(2026);
    expect(inferYear(1, 3, { start: null, end: null }, 2019)).toBe(2019);
  });
});
