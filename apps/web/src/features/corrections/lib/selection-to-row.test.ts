import { describe, expect, it } from 'vitest';
import { rowFromText } from './selection-to-row.ts';

const JANUARY = { start: '2026-01-01', end: '2026-01-31' };
const WINTER = { start: '2025-12-15', end: '2026-01-14' };

describe('a row read from text selected on the statement', () => {
  it('reads a whole printed line: date, description, amount, and leaves the running balance out', () => {
    expect(rowFromText('01/09 CHECK 1043 -250.00 4,750.00', JANUARY)).toEqual({
      date: '2026-01-09',
      description: 'CHECK 1043',
      amountCents: 25000,
      direction: 'out',
      checkNumber: '1043',
    });
  });

  it('joins the pieces pdf.js gives a selection across spans and lines', () => {
    expect(rowFromText('01/12\nDEPOSIT  SQUARE\n PAYMENTS\t1,250.00', JANUARY)).toEqual({
      date: '2026-01-12',
      description: 'DEPOSIT SQUARE PAYMENTS',
      amountCents: 125000,
    });
  });

  it('takes the year from the statement period, across New Year', () => {
    expect(rowFromText('12/30 WINTER SUPPLY 12.00', WINTER).date).toBe('2025-12-30');
    expect(rowFromText('01/02 WINTER SUPPLY 12.00', WINTER).date).toBe('2026-01-02');
    expect(rowFromText('01/02 WINTER SUPPLY 12.00', { start: null, end: null }).date).toBeUndefined();
  });

  it('reads dates written with a year, in ISO form or with the month’s name', () => {
    expect(rowFromText('01/05/26 ADOBE 54.99', JANUARY).date).toBe('2026-01-05');
    expect(rowFromText('2026-01-05 ADOBE 54.99', JANUARY).date).toBe('2026-01-05');
    expect(rowFromText('Jan 5 ADOBE 54.99', JANUARY).date).toBe('2026-01-05');
    expect(rowFromText('Sept. 3, 2025 ADOBE 54.99', JANUARY).date).toBe('2025-09-03');
    // Not a date: 13/45 stays in the description.
    expect(rowFromText('REF 13/45 ADOBE', JANUARY)).toEqual({ description: 'REF 13/45 ADOBE' });
  });

  it('reads the sign the statement prints: minus either side, parentheses, DR or CR', () => {
    expect(rowFromText('FEE (12.50)', JANUARY)).toMatchObject({ amountCents: 1250, direction: 'out' });
    expect(rowFromText('FEE 12.50-', JANUARY)).toMatchObject({ amountCents: 1250, direction: 'out' });
    expect(rowFromText('FEE $12.50 DR', JANUARY)).toMatchObject({ amountCents: 1250, direction: 'out', description: 'FEE' });
    expect(rowFromText('REFUND 12.50 CR', JANUARY)).toMatchObject({ amountCents: 1250, direction: 'in', description: 'REFUND' });
    expect(rowFromText('DEPOSIT 12.50', JANUARY).direction).toBeUndefined();
  });

  it('never takes a reference, card or check number for the amount', () => {
    expect(rowFromText('SHELL OIL 57442 SPRINGFIELD', JANUARY)).toEqual({ description: 'SHELL OIL 57442 SPRINGFIELD' });
    expect(rowFromText('CHK #2231', JANUARY)).toEqual({ description: 'CHK #2231', checkNumber: '2231', direction: 'out' });
  });

  it('gives an empty description when only an amount was selected', () => {
    expect(rowFromText(' 927.47 ', JANUARY)).toEqual({ description: '', amountCents: 92747 });
  });
});
