import { describe, expect, it } from 'vitest';
import { yearOnceRange } from './year-once-ranges.ts';

describe('yearOnceRange', () => {
  it.each([
    ['October 1 – October 31, 2026', '2026-10-01', '2026-10-31'],
    ['Statement Period Oct 1 — Oct 31, 2026', '2026-10-01', '2026-10-31'],
    ['Dec 12 to Jan 11, 2027', '2026-12-12', '2027-01-11'],
    ['June 1 - 30, 2026', '2026-06-01', '2026-06-30'],
    ['4 July to 3 August 2026', '2026-07-04', '2026-08-03'],
    ['16 December through 15 January 2027', '2026-12-16', '2027-01-15'],
    ['du 1er juin au 30 juin 2026', '2026-06-01', '2026-06-30'],
    ['DEC 16/26 - JAN 15/27', '2026-12-16', '2027-01-15'],
    ['Statement From - To  JAN 16/27 thru FEB 15/27', '2027-01-16', '2027-02-15'],
    ['12/01 - 12/31/2026', '2026-12-01', '2026-12-31'],
  ])('%s', (text, start, end) => {
    expect(yearOnceRange(text, 'MDY')).toMatchObject({ start, end });
  });

  it('reads numbers in the statement’s day-month order', () => {
    expect(yearOnceRange('01/12 - 31/12/2026', 'DMY')).toMatchObject({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('takes no range out of words, figures or two years apart', () => {
    expect(yearOnceRange('Paid 3 to 4 times in 2026', 'MDY')).toBeNull();
    expect(yearOnceRange('DEC 16/24 - JAN 15/27', 'MDY')).toBeNull();
    expect(yearOnceRange('Balance 1,234.56 - 12/31/2026', 'MDY')).toBeNull();
    expect(yearOnceRange('May 5 - 3, 2026', 'MDY')).toBeNull();
  });
});
