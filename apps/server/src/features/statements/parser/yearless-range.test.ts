import { describe, expect, it } from 'vitest';
import { findPeriod } from './find-period.ts';
import { textLayout } from './fixtures/text-layout.ts';
import { startFromYearlessRange } from './yearless-range.ts';

describe('startFromYearlessRange', () => {
  it('starts the period at a yearless range ending on the known end', () => {
    expect(startFromYearlessRange(['Statement Period 07/01 - 07/31'], '2026-07-31', 'MDY')).toBe('2026-07-01');
    expect(startFromYearlessRange(['Billing period Dec 12 to Jan 11'], '2027-01-11', 'MDY')).toBe('2026-12-12');
    expect(startFromYearlessRange(['Période du 1er juin au 30 juin'], '2026-06-30', 'DMY')).toBe('2026-06-01');
    expect(startFromYearlessRange(['Period 01/06 - 30/06'], '2026-06-30', 'DMY')).toBe('2026-06-01');
  });

  it('takes no range ending on another day, nor one printed with its year', () => {
    expect(startFromYearlessRange(['Statement Period 06/01 - 06/30'], '2026-07-31', 'MDY')).toBeNull();
    expect(startFromYearlessRange(['Statement Period 07/01 - 07/31/2026'], '2026-07-31', 'MDY')).toBeNull();
    expect(startFromYearlessRange(['Jul 1 - Jul 31, 2026'], '2026-07-31', 'MDY')).toBeNull();
    expect(startFromYearlessRange(['Amounts 12.50 - 7/31'], '2026-07-31', 'MDY')).toBeNull();
  });
});

describe('findPeriod: the year only in the footer', () => {
  it("reads the yearless period with the footer's statement date", () => {
    const lines = textLayout('Statement Period 07/01 - 07/31\nBeginning Balance on 07/01   $3,955.92\nPage 1 of 2 - Statement date 07/31/2026');
    expect(findPeriod(lines, 'MDY')).toEqual({ start: '2026-07-01', end: '2026-07-31' });
  });
});
