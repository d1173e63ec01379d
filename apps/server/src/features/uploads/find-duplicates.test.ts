import { describe, expect, it } from 'vitest';
import { duplicateFinder, findDuplicates } from './find-duplicates.ts';

const old = [
  { id: 'a', transaction_date: '2026-01-30', amount_cents: -500, vendor_name: 'Blue Bottle Coffee' },
  { id: 'b', transaction_date: '2026-01-31', amount_cents: -12_000, vendor_name: 'Comcast' },
];

describe('findDuplicates', () => {
  it('flags the same amount and vendor within 3 days, once per old transaction', () => {
    const incoming = [
      { transaction_date: '2026-01-30', amount_cents: -500, vendor_name: 'BLUE BOTTLE COFFEE' },
      { transaction_date: '2026-01-30', amount_cents: -500, vendor_name: 'Blue Bottle Coffee' },
      { transaction_date: '2026-02-02', amount_cents: -12_000, vendor_name: 'COMCAST' },
      { transaction_date: '2026-02-10', amount_cents: -12_000, vendor_name: 'Comcast' },
      { transaction_date: '2026-01-31', amount_cents: -12_000, vendor_name: 'Verizon' },
    ];
    expect(findDuplicates(incoming, old)).toEqual(['a', null, 'b', null, null]);
  });
});

describe('findDuplicates between files of one bank account', () => {
  const imported = [
    { id: 'x', transaction_date: '2026-01-20', amount_cents: -1250, vendor_name: 'BLUE BOTTLE COFFEE', fitid: 'F1', account_key: 'acct' },
    { id: 'y', transaction_date: '2026-01-20', amount_cents: -1250, vendor_name: 'BLUE BOTTLE COFFEE', fitid: null, account_key: null },
  ];

  it('flags a row by its FITID alone, and a look-alike with a new FITID only against rows without one', () => {
    const incoming = [
      { transaction_date: '2026-01-20', amount_cents: -1250, vendor_name: 'BLUE BOTTLE COFFEE', fitid: 'F1' },
      { transaction_date: '2026-01-21', amount_cents: -1250, vendor_name: 'BLUE BOTTLE COFFEE', fitid: 'F2' },
      { transaction_date: '2026-01-21', amount_cents: -1250, vendor_name: 'BLUE BOTTLE COFFEE', fitid: 'F3' },
    ];
    // F2 matches the PDF's row y (no FITID to tell them apart); F3 has nothing left to repeat.
    expect(findDuplicates(incoming, imported, 'acct')).toEqual(['x', 'y', null]);
    expect(findDuplicates(incoming, [imported[0]!], 'acct')).toEqual(['x', null, null]);
  });

  it('compares by content when the rows come from another account', () => {
    const incoming = [{ transaction_date: '2026-01-20', amount_cents: -1250, vendor_name: 'BLUE BOTTLE COFFEE', fitid: 'F9' }];
    expect(findDuplicates(incoming, [imported[0]!], 'other')).toEqual(['x']);
  });
});

describe('duplicateFinder, a statement taken part by part', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  const vendors = ['BLUE BOTTLE COFFEE', 'COMCAST', 'SHELL OIL', 'SHELL'];
  // Earlier rows in the order they are read (date, upload, position): two copies of some, a few from the account's files.
  const imported = Array.from({ length: 120 }, (_, i) => ({
    id: `o${i}`,
    transaction_date: day(Math.floor(i / 3)),
    amount_cents: -100 * (1 + (i % 4)),
    vendor_name: vendors[i % 4]!,
    fitid: i % 5 === 0 ? `F${i % 40}` : null,
    account_key: i % 5 === 0 ? 'acct' : null,
  }));
  const incoming = Array.from({ length: 90 }, (_, i) => ({
    transaction_date: day(Math.floor(i / 2)),
    amount_cents: -100 * (1 + ((i * 7) % 4)),
    vendor_name: vendors[(i * 7) % 4]!,
    fitid: i % 3 === 0 ? `F${i % 40}` : null,
  }));

  it('flags what findDuplicates flags on the whole statement, each part given only the rows around its own dates', () => {
    const shift = (date: string, days: number) => day(Math.round((Date.parse(`${date}T00:00:00Z`) - Date.UTC(2026, 0, 1)) / 86_400_000) + days);
    for (const accountKey of [null, 'acct']) {
      const whole = findDuplicates(incoming, imported, accountKey);
      expect(whole.filter(Boolean).length).toBeGreaterThan(20);
      for (const size of [1, 7, 25]) {
        const find = duplicateFinder(
          accountKey,
          imported.filter((row) => row.account_key === accountKey && incoming.some((t) => t.fitid === row.fitid)),
        );
        const flags: Array<string | null> = [];
        for (let start = 0; start < incoming.length; start += size) {
          const part = incoming.slice(start, start + size);
          const [from, to] = [shift(part[0]!.transaction_date, -3), shift(part.at(-1)!.transaction_date, 3)];
          flags.push(
            ...find(
              part,
              imported.filter((row) => row.transaction_date >= from && row.transaction_date <= to),
            ),
          );
        }
        expect(flags).toEqual(whole);
      }
    }
  });
});
