import { describe, expect, it } from 'vitest';
import { ownPeriod } from './account-period.ts';

describe('ownPeriod', () => {
  it("reads a card's billing cycle printed under its number", () => {
    expect(ownPeriod(['VISA PLATINUM REWARDS  Card Number XXXX 5512', 'Billing Cycle 04/28/2026 - 05/27/2026'], 'MDY')).toEqual({
      start: '2026-04-28',
      end: '2026-05-27',
    });
    expect(ownPeriod(['Statement From - To', 'DEC 16/26 - JAN 15/27'], 'MDY')).toEqual({ start: '2026-12-16', end: '2027-01-15' });
  });

  it('takes no range another label dates (a year-to-date figure, a rate)', () => {
    expect(ownPeriod(['Dividends paid 01/01/2026 - 05/31/2026  $1.62'], 'MDY')).toBeNull();
    expect(ownPeriod(['Previous Balance  $337.85'], 'MDY')).toBeNull();
    expect(ownPeriod(['Dividend period 04/01/2026 - 06/30/2026'], 'MDY')).toBeNull();
    expect(ownPeriod(['Promotional rate period: 01/01/2026 - 06/30/2026'], 'MDY')).toBeNull();
  });
});
