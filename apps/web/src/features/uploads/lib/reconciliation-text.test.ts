import { describe, expect, it } from 'vitest';
import type { Reconciliation } from '@ledgerdesk/contracts';
// The parser writes the check's detail; reading it back here must follow its exact words.
import { reconcileAccount } from '../../../../../server/src/features/statements/parser/reconcile-account.ts';
import { printedTotalsDisagreement, reconciliationText } from './statement-format.ts';

const row = (amount_cents: number, balance_cents: number) => ({
  transaction_date: '2026-01-05',
  posting_date: null,
  description: 'X',
  vendor_name: 'X',
  amount_cents,
  balance_cents,
  type: amount_cents < 0 ? ('debit' as const) : ('credit' as const),
  page: 1,
  top: 0.1,
  bottom: 0.12,
});

/** The server's reconciliation of a statement whose balances agree, in the wire's shape. */
function reconciled(totals: Parameters<typeof reconcileAccount>[3]): Reconciliation {
  const r = reconcileAccount([row(-1000, 9000), row(-250_000, -241_000), row(500, -240_500)], 10_000, -240_500, totals, false);
  return { reconciled: r.reconciled, difference: r.difference_cents / 100, checks: r.checks, break_rows: r.break_rows };
}

describe('reconciliationText', () => {
  it('says "Reconciled" when the balances and every printed total agree', () => {
    const r = reconciled({ deposits_cents: 500, withdrawals_cents: 251_000, withdrawals_count: 2 });
    expect(printedTotalsDisagreement(r)).toBeNull();
    expect(reconciliationText(r)).toBe('Reconciled');
  });

  it('never says "Reconciled" while a printed total disagrees: it names the total and by how much', () => {
    const r = reconciled({ deposits_cents: 500, withdrawals_cents: 254_400 });
    expect(r.reconciled).toBe(true);
    expect(reconciliationText(r)).toBe('Balances agree · printed withdrawals total differs by $34.00');
  });

  it('names every total and count that disagrees', () => {
    const r = reconciled({ deposits_cents: 700, deposits_count: 3, withdrawals_cents: 251_000 });
    expect(reconciliationText(r)).toBe('Balances agree · printed deposits total differs by $2.00, printed deposits count differs by 2 rows');
  });

  it("names a printed cycle activity the rows do not add up to, in the parser's own words", () => {
    const r = reconciled({ activity_cents: -250_000 });
    expect(r.reconciled).toBe(true);
    expect(reconciliationText(r)).toBe('Balances agree · printed activity total differs by $5.00');
  });

  it('says there is nothing to check, not "Off by $0.00", when nothing printed judges the rows', () => {
    const r = reconcileAccount([{ ...row(-1000, 0), balance_cents: null }], null, null, {}, false);
    const wire = { reconciled: r.reconciled, difference: r.difference_cents / 100, checks: r.checks };
    expect(reconciliationText(wire)).toBe('No balances to check');
    // A balance that breaks is something to check.
    expect(reconciliationText({ reconciled: false, difference: 0, checks: [{ name: 'running_balances', ok: false, detail: '' }] })).toBe(
      'Off by $0.00',
    );
  });

  it('says which check fails when the sum closes, not "Off by $0.00"', () => {
    // A page's sub-total catches a deposit and a withdrawal swapped, which the balances cannot see: printed $20.00
    // of withdrawals on a page whose rows withdraw $10.00 (the $10.00 deposit should have been the withdrawal).
    const rows = [row(-1000, 9000), row(1000, 10_000)];
    const page = { kind: 'subtotal' as const, page: 2, after: 2, from: 0, balance: null, debit: 2000, credit: null };
    const r = reconcileAccount(rows, 10_000, 10_000, {}, false, [page]);
    expect(r.reconciled).toBe(false);
    const pageTotal: Reconciliation = { reconciled: r.reconciled, difference: r.difference_cents / 100, checks: r.checks, break_rows: r.break_rows };
    expect(reconciliationText(pageTotal)).toBe('Balances agree · printed withdrawals total of page 2 differs by $10.00');
    const subtotal: Reconciliation = {
      ...pageTotal,
      checks: [
        { name: 'balance_equation', ok: true, detail: '' },
        { name: 'printed_totals', ok: false, detail: "page 2's sub-total: printed $712.10, found $461.90" },
      ],
    };
    expect(reconciliationText(subtotal)).toBe('Balances agree · printed sub-total of page 2 differs by $250.20');
    // The totals line under the table's columns says where it was printed, apart from a summary box's total.
    const tableTotal = { ...page, kind: 'total' as const, debit: 500 };
    const t = reconcileAccount(rows, 10_000, 10_000, {}, false, [tableTotal]);
    const underTable: Reconciliation = { reconciled: t.reconciled, difference: t.difference_cents / 100, checks: t.checks, break_rows: t.break_rows };
    expect(reconciliationText(underTable)).toBe('Balances agree · printed withdrawals total under the table on page 2 differs by $5.00');
    const breaks: Reconciliation = {
      reconciled: false,
      difference: 0,
      break_rows: [11],
      checks: [{ name: 'running_balances', ok: false, detail: 'row 12' }],
    };
    expect(reconciliationText(breaks)).toBe('Running balance breaks at row 12');
  });

  it('says the running balances agree when the statement prints no opening or closing balance to close the sum', () => {
    const r = reconcileAccount([row(-1000, 99_000), row(500, 99_500)], null, null, {}, false);
    const wire = { reconciled: r.reconciled, difference: r.difference_cents / 100, checks: r.checks };
    expect(reconciliationText(wire)).toBe('Running balances agree · no opening or closing balance printed');
  });

  it('still says what is off when the balances do not agree', () => {
    expect(reconciliationText({ reconciled: false, difference: -927.47, checks: [] })).toBe('Off by $927.47');
  });

  it('says the printed totals differ when their detail cannot be read', () => {
    const checks = [{ name: 'printed_totals' as const, ok: false, detail: 'something else' }];
    expect(reconciliationText({ reconciled: true, difference: 0, checks })).toBe('Balances agree · printed totals differ');
  });
});
