import { describe, expect, it } from 'vitest';
import { likeliestYear, printedYears } from './fallback-year.ts';

describe('printedYears: years of full dates, never out of an amount', () => {
  it('reads the years of dates printed in full', () => {
    expect(printedYears('Statement period 12/16/2026 - 01/15/2027', 'MDY')).toEqual([2026, 2027]);
    expect(printedYears('Closing date January 15, 2027', 'MDY')).toEqual([2027]);
  });

  it('does not take the cents before a date after the amounts as its day, nor the next date as a year', () => {
    // Rows printed "description | debit | credit | date | balance" with the month spaced from its day.
    expect(printedYears('PURCHASE AUTHORIZED ON 12/18 SQ *BLUE BOTTLE 13.27 DEC 18 1,954.98', 'MDY')).toEqual([]);
    expect(printedYears('PG&E WEB ONLINE PPD ID: 7435596486 129.20 DEC 31', 'MDY')).toEqual([]);
    expect(printedYears('CHQ#02371 1,013.27 DEC 18', 'MDY')).toEqual([]);
  });

  it('does not take the start of a figure after a date as its year', () => {
    expect(printedYears('DEPOSIT 05 JAN 12,345.67', 'MDY')).toEqual([]);
  });
});

describe('printedYears: two dates side by side', () => {
  it("does not read a card's transaction and posting dates as one date with a year", () => {
    expect(printedYears('Jun 14 Jun 15 THE HOME DEPOT #7540 ATLANTA GA $15.53', 'MDY')).toEqual([]);
    expect(printedYears('May 24      May 26      Payment Thank You - Web', 'MDY')).toEqual([]);
    expect(printedYears('14 Jun 15 Jun TESCO STORES', 'DMY')).toEqual([]);
  });

  it('still reads a two-digit or four-digit year printed after its day and month', () => {
    expect(printedYears('Statement date 14 Jun 26', 'DMY')).toEqual([2026]);
    expect(printedYears('14 Jun 26 TESCO STORES', 'DMY')).toEqual([2026]);
    expect(printedYears('Open Date: May 22, 2026 - Close Date: Jun 21, 2026', 'MDY')).toEqual([2026, 2026]);
    expect(printedYears('Jun 14 Jun 2026', 'MDY')).toEqual([2026]);
  });
});

describe('likeliestYear', () => {
  it('takes the latest year of a statement across the new year', () => {
    expect(likeliestYear([2026, 2027, 2027])).toBe(2027);
    expect(likeliestYear([2026, 2026, 2027])).toBe(2027);
  });

  it('does not let a year far from the others win by being the largest', () => {
    expect(likeliestYear([2026, 2026, 2026, 2031])).toBe(2026);
    expect(likeliestYear([2026, 2031])).toBe(2026);
    expect(likeliestYear([2018, 2026, 2027, 2027])).toBe(2027);
  });

  it('has none to give without a year printed', () => {
    expect(likeliestYear([])).toBeNull();
  });
});
