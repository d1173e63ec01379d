import { describe, expect, it } from 'vitest';
import { printedTotals } from './build-account.ts';

const entry = (role: 'deposits' | 'withdrawals', cents: number, label: string, section?: number) => ({
  role,
  cents,
  count: null,
  label,
  fromSection: section !== undefined,
  ...(section === undefined ? {} : { section }),
});

describe('printedTotals', () => {
  // Section 1: the list (withdrawals and deposits, no total); section 2: fees, closed by their own total.
  const rows = [
    { amount_cents: -10_000, section: 1 },
    { amount_cents: 25_000, section: 1 },
    { amount_cents: -1_500, section: 2 },
    { amount_cents: -3_500, section: 2 },
  ];

  it('does not take a sub-section\'s total ("Total fees for this period") for the account\'s withdrawals', () => {
    expect(printedTotals([entry('withdrawals', 5_000, 'Total fees for this period', 2)], rows)).toEqual({});
  });

  it('takes section totals when every row of their kind is in a section that prints one', () => {
    const sections = [
      { amount_cents: 25_000, section: 1 },
      { amount_cents: -10_000, section: 2 },
      { amount_cents: -5_000, section: 3 },
    ];
    const entries = [
      entry('deposits', 25_000, 'Total Deposits', 1),
      entry('withdrawals', 10_000, 'Total Checks Paid', 2),
      entry('withdrawals', 5_000, 'Total Fees', 3),
    ];
    expect(printedTotals(entries, sections)).toEqual({ deposits_cents: 25_000, withdrawals_cents: 15_000 });
  });

  it("keeps a summary box's figures and a section total that is the whole of its kind", () => {
    expect(printedTotals([entry('withdrawals', 15_000, 'Withdrawals and debits')], rows)).toEqual({ withdrawals_cents: 15_000 });
    expect(printedTotals([entry('withdrawals', 15_000, 'Total withdrawals', 2)], rows)).toEqual({ withdrawals_cents: 15_000 });
  });
});

describe('printedTotals of a totals line naming no direction', () => {
  const table = (role: 'deposits' | 'withdrawals', cents: number, section: number) => ({ ...entry(role, cents, 'Totals', section), table: true });

  it("covers every section since the last total closed one (the table's header repeated on each page)", () => {
    const pages = [
      { amount_cents: 25_000, section: 1 },
      { amount_cents: -10_000, section: 2 },
      { amount_cents: -5_000, section: 3 },
    ];
    expect(printedTotals([table('deposits', 25_000, 3), table('withdrawals', 15_000, 3)], pages)).toEqual({
      deposits_cents: 25_000,
      withdrawals_cents: 15_000,
    });
    // A figure that does not match is kept, for its check to say so.
    expect(printedTotals([table('withdrawals', 16_000, 3)], pages)).toEqual({ withdrawals_cents: 16_000 });
    // After a section's own total, the line totals the sections since: the two add up to the kind's rows.
    expect(printedTotals([entry('withdrawals', 10_000, 'Total checks', 2), table('withdrawals', 5_000, 3)], pages)).toEqual({
      withdrawals_cents: 15_000,
    });
  });
});
