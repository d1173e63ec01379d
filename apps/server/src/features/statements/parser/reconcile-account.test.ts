import { describe, expect, it } from 'vitest';
import { reconcileAccount } from './reconcile-account.ts';
import type { ParsedTransaction } from './types.ts';

const tx = (amount_cents: number, balance_cents: number | null = null): ParsedTransaction => ({
  transaction_date: '2026-01-05',
  posting_date: null,
  description: 'X',
  vendor_name: 'X',
  amount_cents,
  balance_cents,
  type: amount_cents < 0 ? 'debit' : 'credit',
  page: 1,
  top: 0.1,
  bottom: 0.12,
});

describe('reconcileAccount', () => {
  it('reconciles a bank account: opening + activity = closing, balances and totals agree', () => {
    const r = reconcileAccount(
      [tx(-1000, 9000), tx(500, 9500)],
      10_000,
      9500,
      { deposits_cents: 500, withdrawals_cents: 1000, withdrawals_count: 1 },
      false,
    );
    expect(r.reconciled).toBe(true);
    expect(r.checks.map((c) => [c.name, c.ok])).toEqual([
      ['balance_equation', true],
      ['running_balances', true],
      ['printed_totals', true],
    ]);
  });

  it("checks a loan by its principal: a payment's interest lowers no balance", () => {
    // Opening principal 10,000.00; a payment of 300.00 of which 250.00 principal; a payment of 50.00 to principal alone.
    const rows = [
      { ...tx(30_000, 975_000), principal_cents: 25_000 },
      { ...tx(5_000, 970_000), principal_cents: 5_000 },
    ];
    const r = reconcileAccount(rows, 1_000_000, 970_000, {}, true);
    expect(r).toMatchObject({ reconciled: true, difference_cents: 0, break_rows: [] });
    expect(r.checks[0]?.detail).toBe('$10,000.00 − principal $300.00 = $9,700.00');
    // The whole payments would have been off by the interest.
    expect(
      reconcileAccount(
        rows.map(({ principal_cents: _, ...t }) => t),
        1_000_000,
        970_000,
        {},
        true,
      ).reconciled,
    ).toBe(false);
  });

  it('writes money in its sentences with thousands separators, as every screen does', () => {
    const r = reconcileAccount([tx(-620_773), tx(2_466_303)], 1_000_000, 2_845_529, { deposits_cents: 2_466_303 }, false);
    expect(r.checks.find((c) => c.name === 'balance_equation')?.detail).toBe(
      'opening $10,000.00 and the transactions give $28,455.30, but the statement prints $28,455.29 (off by -$0.01)',
    );
  });

  it('uses the card convention: new balance = previous + charges − payments', () => {
    const r = reconcileAccount([tx(-4000), tx(10_000)], 10_000, 4000, {}, true);
    expect(r).toMatchObject({ reconciled: true, difference_cents: 0 });
  });

  it('says by how much and where the running balance breaks, once per break', () => {
    // The second row was misread: 30.00 instead of 20.00.
    const r = reconcileAccount([tx(-1000, 9000), tx(-3000, 7000), tx(-500, 6500)], 10_000, 6500, {}, false);
    expect(r.reconciled).toBe(false);
    expect(r.difference_cents).toBe(1000);
    expect(r.break_rows).toEqual([1]);
    expect(r.checks.find((c) => c.name === 'balance_equation')?.detail).toContain('off by $10.00');
  });

  it('reports printed totals that disagree, and fails on them when the balances do not add up', () => {
    const r = reconcileAccount([tx(-1000)], 10_000, 8500, { withdrawals_cents: 1500, withdrawals_count: 2 }, false);
    expect(r.reconciled).toBe(false);
    expect(r.checks.find((c) => c.name === 'printed_totals')?.detail).toBe(
      'withdrawals total: printed $15.00, found $10.00; withdrawals count: printed 2, found 1',
    );
  });

  it('names a printed total it cannot match when every balance agrees, without calling the statement off', () => {
    const r = reconcileAccount([tx(-1000)], 10_000, 9000, { withdrawals_cents: 1500 }, false);
    expect(r.reconciled).toBe(true);
    const totals = r.checks.find((c) => c.name === 'printed_totals');
    expect(totals?.ok).toBe(false);
    expect(totals?.detail).toMatch(/^withdrawals total: printed \$15\.00, found \$10\.00\. Opening \+ activity = closing/);
  });

  it('reads running balances upwards when the rows are listed newest first', () => {
    const r = reconcileAccount([tx(-300, 9200), tx(-500, 9500), tx(-500, 10_000)], 10_500, 9200, {}, false);
    expect(r).toMatchObject({ reconciled: true, break_rows: [] });
    expect(r.checks.find((c) => c.name === 'running_balances')?.detail).toContain('newest first');
  });

  it('judges a card page without balances by its printed cycle activity (charges less payments)', () => {
    const rows = [tx(-618_683), tx(569_348)];
    expect(reconcileAccount(rows, null, null, { activity_cents: 49_335 }, true)).toMatchObject({ reconciled: true });
    const wrong = reconcileAccount(rows, null, null, { activity_cents: 49_355 }, true);
    expect(wrong.reconciled).toBe(false);
    expect(wrong.checks.find((c) => c.name === 'activity_total')?.detail).toBe(
      'the statement prints activity of $493.55, the transactions add up to $493.35',
    );
    // Printed balances stay the judge where there are some: the activity figure alone cannot pass a break.
    expect(reconcileAccount([tx(-1000, 8000)], 10_000, 8000, { activity_cents: -1000 }, false).reconciled).toBe(false);
  });

  it('is never reconciled without both balances', () => {
    const r = reconcileAccount([tx(-1000, 9000)], null, 9000, {}, false);
    expect(r.reconciled).toBe(false);
    expect(r.checks.map((c) => c.name)).toEqual(['running_balances']);
  });
});
