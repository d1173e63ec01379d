import { describe, expect, it } from 'vitest';
import { findDuplicates } from './find-duplicates.ts';

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
