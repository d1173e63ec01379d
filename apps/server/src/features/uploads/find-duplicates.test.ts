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
