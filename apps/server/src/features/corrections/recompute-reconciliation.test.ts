import { describe, expect, it } from 'vitest';
import { recomputeReconciliation } from './recompute-reconciliation.ts';

const figures = { opening_balance_cents: 10_000, closing_balance_cents: 7_000, is_card: false, printed_totals: {} };
const row = (amount_cents: number, balance_cents: number | null = null, excluded = false) => ({ amount_cents, balance_cents, excluded });

describe('recomputeReconciliation', () => {
  it('leaves excluded rows out of the balance equation and the running balances', () => {
    const rows = [row(-1_000, 9_000), row(-450, null), row(-2_000, 7_000)];
    expect(recomputeReconciliation(figures, rows)).toMatchObject({ reconciled: false, difference_cents: 450, break_rows: [2] });
    const corrected = recomputeReconciliation(figures, [rows[0]!, { ...rows[1]!, excluded: true }, rows[2]!]);
    expect(corrected).toMatchObject({ reconciled: true, difference_cents: 0, break_rows: [] });
  });

  it('counts a row added by hand, and names break rows by their place among every listed row', () => {
    // Row 2 (excluded) sits before the break, so the break is reported at the listed position 3, counted from 1 as 4.
    const rows = [row(-1_000, 9_000), row(-5, null, true), row(-500, null), row(-2_000, 7_000)];
    const report = recomputeReconciliation(figures, rows);
    expect(report.break_rows).toEqual([3]);
    expect(report.checks.find((check) => check.name === 'running_balances')?.detail).toBe('the running balance breaks at row 4');
    expect(recomputeReconciliation(figures, [rows[0]!, rows[1]!, { ...rows[2]!, excluded: true }, rows[3]!]).reconciled).toBe(true);
  });

  it('reads a card the other way: a purchase raises what is owed', () => {
    const card = { ...figures, opening_balance_cents: 0, closing_balance_cents: 4_510, is_card: true };
    expect(recomputeReconciliation(card, [row(-4_510)]).reconciled).toBe(true);
    expect(recomputeReconciliation(card, [row(-4_510), row(-100, null, true)]).reconciled).toBe(true);
  });

  it('checks the printed totals against the rows that count', () => {
    const withTotals = { ...figures, printed_totals: { withdrawals_count: 2, withdrawals_cents: 3_000 } };
    const rows = [row(-1_000), row(-45, null, true), row(-2_000)];
    expect(recomputeReconciliation(withTotals, rows).checks.find((check) => check.name === 'printed_totals')).toMatchObject({ ok: true });
    expect(recomputeReconciliation(withTotals, rows.map((r) => ({ ...r, excluded: false }))).checks.find((check) => check.name === 'printed_totals')).toMatchObject({
      ok: false,
    });
  });
});
