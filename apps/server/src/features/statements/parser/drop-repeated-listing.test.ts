import { describe, expect, it } from 'vitest';
import type { RawRow } from './collect-accounts.ts';
import { dropRepeatedListing } from './drop-repeated-listing.ts';

const row = (section: number, day: number, cents: number, description: string): RawRow => ({
  date: { kind: 'numeric', first: 3, second: day, year: null },
  postDate: null,
  description: description.split(' '),
  checkNumber: null,
  reference: null,
  flow: { column: 'amount', amount: { cents, negative: false, marker: null } },
  balance: null,
  direction: null,
  section,
  page: 1,
  top: 72,
  bottom: 84,
});

describe('dropRepeatedListing', () => {
  it('drops a grouped second listing of rows already read day by day', () => {
    const daily = [row(1, 2, 5000, 'PAYROLL ACME'), row(1, 3, 450, 'COFFEE SHOP'), row(1, 3, 1200, 'LUNCH PLACE')];
    const grouped = [row(2, 3, 450, 'COFFEE SHOP'), row(2, 3, 1200, 'LUNCH'), row(3, 2, 5000, 'PAYROLL ACME')];
    expect(dropRepeatedListing([...daily, ...grouped])).toEqual(daily);
  });

  it('keeps a lone repeated row that follows no second listing, and sections that only partly repeat', () => {
    const single = [row(1, 3, 450, 'COFFEE SHOP'), row(2, 3, 450, 'COFFEE SHOP')];
    expect(dropRepeatedListing(single)).toBe(single);
    const rows = [row(1, 3, 450, 'COFFEE SHOP'), row(2, 3, 450, 'COFFEE SHOP'), row(2, 4, 450, 'COFFEE SHOP')];
    expect(dropRepeatedListing(rows)).toBe(rows);
  });

  it('drops a check summary whose checks were already read, whatever the listed row says', () => {
    const check = (section: number, day: number, cents: number, number: string): RawRow => ({
      ...row(section, day, cents, ''),
      description: [],
      checkNumber: number,
    });
    const daily = [row(1, 26, 70000, 'CHE'), row(1, 26, 2500, 'POS')];
    expect(dropRepeatedListing([...daily, check(2, 26, 70000, '1116')])).toEqual(daily);
    // A check found only in the check table is money of its own.
    const only = [...daily, check(2, 27, 70000, '1117')];
    expect(dropRepeatedListing(only)).toBe(only);
  });
});

describe("dropRepeatedListing: a brokerage's core fund sweeps", () => {
  it('drops a section buying and selling one fund for money already read, whatever its signs', () => {
    const cash = [row(1, 1, 315301, 'ELECTRONIC FUNDS TRANSFER'), row(1, 4, -9457, 'DEBIT CARD PURCHASE'), row(2, 2, 5079, 'QUALIFIED DIVIDEND')];
    const core = [
      row(3, 1, -315301, 'You bought GOVERNMENT MONEY FUND'),
      row(3, 2, -5079, 'You bought GOVERNMENT MONEY FUND'),
      row(3, 4, 9457, 'You sold GOVERNMENT MONEY FUND'),
    ];
    expect(dropRepeatedListing([...cash, ...core])).toEqual(cash);
  });

  it('keeps a section of different payees, or one with money not read before', () => {
    const cash = [row(1, 1, 2000, 'COFFEE'), row(1, 2, 3000, 'LUNCH'), row(1, 3, 4000, 'TAXI')];
    const other = [row(2, 1, -2000, 'REFUND COFFEE'), row(2, 2, -3000, 'REFUND LUNCH'), row(2, 3, -4000, 'REFUND TAXI')];
    expect(dropRepeatedListing([...cash, ...other])).toHaveLength(6);
    const fund = [row(2, 1, -2000, 'You bought MONEY FUND'), row(2, 2, -3000, 'You bought MONEY FUND'), row(2, 9, -4000, 'You bought MONEY FUND')];
    expect(dropRepeatedListing([...cash, ...fund])).toHaveLength(6);
  });
});
