import { describe, expect, it } from 'vitest';
import { type ReconciledRow, type StatementFigures, recomputeReconciliation } from './recompute-reconciliation.ts';

const figures: StatementFigures = { opening_balance_cents: 10_000, closing_balance_cents: 7_000, is_card: false, printed_totals: {} };
const row = (amount_cents: number, balance_cents: number | null = null, excluded = false, doubtful: string | null = null): ReconciledRow => ({
  amount_cents,
  balance_cents,
  excluded,
  doubtful,
});
const report = (rows: ReconciledRow[], with_ = figures) => recomputeReconciliation(with_, rows).reconciliation;

describe('recomputeReconciliation', () => {
  it('leaves excluded rows out of the balance equation and the running balances', () => {
    const rows = [row(-1_000, 9_000), row(-450, null), row(-2_000, 7_000)];
    expect(report(rows)).toMatchObject({ reconciled: false, difference_cents: 450, break_rows: [2] });
    expect(report([rows[0]!, { ...rows[1]!, excluded: true }, rows[2]!])).toMatchObject({ reconciled: true, difference_cents: 0, break_rows: [] });
  });

  it('counts a row added by hand, and names break rows by their place among every listed row', () => {
    // Row 2 (excluded) sits before the break, so the break is reported at the listed position 3, counted from 1 as 4.
    const rows = [row(-1_000, 9_000), row(-5, null, true), row(-500, null), row(-2_000, 7_000)];
    const found = report(rows);
    expect(found.break_rows).toEqual([3]);
    expect(found.checks.find((check) => check.name === 'running_balances')?.detail).toBe('the running balance breaks at row 4');
    expect(report([rows[0]!, rows[1]!, { ...rows[2]!, excluded: true }, rows[3]!]).reconciled).toBe(true);
  });

  it('reads a card the other way: a purchase raises what is owed', () => {
    const card = { ...figures, opening_balance_cents: 0, closing_balance_cents: 4_510, is_card: true };
    expect(report([row(-4_510)], card).reconciled).toBe(true);
    expect(report([row(-4_510), row(-100, null, true)], card).reconciled).toBe(true);
  });

  it("moves a loan's balance by each payment's principal part, as the parser did", () => {
    // Principal owed 10,000.00 -> 9,543.72: two payments of 264.24, principal 228.14 and 228.14, interest 36.10 each.
    const loan = { ...figures, opening_balance_cents: 1_000_000, closing_balance_cents: 954_372, is_card: true };
    const payment = (balance_cents: number): ReconciledRow => ({ ...row(26_424, balance_cents), principal_cents: 22_814 });
    expect(report([payment(977_186), payment(954_372)], loan)).toMatchObject({ reconciled: true, difference_cents: 0, break_rows: [] });
    // The same payments without their principal would be off by the interest: the stored part is what keeps it right.
    expect(report([row(26_424, 977_186), row(26_424, 954_372)], loan).reconciled).toBe(false);
  });

  it('checks the printed totals against the rows that count', () => {
    const withTotals = { ...figures, printed_totals: { withdrawals_count: 2, withdrawals_cents: 3_000 } };
    const rows = [row(-1_000), row(-45, null, true), row(-2_000)];
    expect(report(rows, withTotals).checks.find((check) => check.name === 'printed_totals')).toMatchObject({ ok: true });
    expect(
      report(
        rows.map((r) => ({ ...r, excluded: false })),
        withTotals,
      ).checks.find((check) => check.name === 'printed_totals'),
    ).toMatchObject({
      ok: false,
    });
  });

  it('follows the balances with its doubts: a break resolved by a correction is no longer one to check, an OCR note stays', () => {
    const missing = [row(-1_000, 9_000), row(-2_000, 6_500)];
    const before = recomputeReconciliation({ ...figures, closing_balance_cents: 6_500 }, missing);
    expect(before.doubts[1]).toMatch(/^The printed balances imply -\$25\.00 for this row/);
    const ocr = 'Read as $10.00 from the scan; the printed balances before and after this row say $100.00, which is used.';
    const added = [row(-1_000, 9_000, false, ocr), row(-500), row(-2_000, 6_500, false, before.doubts[1]!)];
    const after = recomputeReconciliation({ ...figures, closing_balance_cents: 6_500 }, added);
    expect(after.reconciliation.reconciled).toBe(true);
    expect(after.doubts).toEqual([ocr, null, null]);
  });

  it('checks the page sub-totals among the rows as they stand: a row added by hand counts on the page of the row before it', () => {
    // Page 1 withdraws 10.00 and 20.00 and prints a sub-total of 35.00: the 5.00 row the parser missed belongs there.
    const onPage = (amount_cents: number, page: number, page_top: number): ReconciledRow => ({ ...row(amount_cents), page, page_top });
    const subtotal = { kind: 'subtotal' as const, page: 1, top: 0.9, balance: null, debit: 3_500, credit: null };
    const paged = { ...figures, closing_balance_cents: 10_000 - 3_500 - 2_500, page_figures: [subtotal] };
    const printed = [onPage(-1_000, 1, 0.2), onPage(-2_000, 1, 0.3), onPage(-2_500, 2, 0.2)];
    expect(report(printed, { ...paged, closing_balance_cents: 7_000 - 2_500 })).toMatchObject({ reconciled: false });
    const added = { ...row(-500), page: null, page_top: null };
    const found = report([printed[0]!, printed[1]!, added, printed[2]!], paged);
    expect(found).toMatchObject({ reconciled: true, difference_cents: 0 });
    expect(found.checks.find((check) => check.name === 'printed_totals')?.detail).toBe('1 page total agrees');
  });
});
