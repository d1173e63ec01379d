import { describe, expect, it } from 'vitest';
import { detectHeader } from './detect-header.ts';
import { parseSketch, textLayout } from './fixtures/text-layout.ts';
import { pageTotalProblems } from './page-checks.ts';
import { readPageLine } from './page-lines.ts';
import { tokenizeLine } from './tokenize-line.ts';

// A sub-total printed under a single signed Amount column (a card's "SUBTOTAL"): never a row, and a check of the rows
// above it, whichever way the bank signs that column and whether it counts the previous balance printed there.

describe('a sub-total under a single signed Amount column', () => {
  const header = 'Date     Description                                     Amount';

  it('is read as the signed net of the column', () => {
    const net = (line: string) => {
      const [head, printed] = textLayout(`${header}\n${line}`);
      const found = detectHeader(head!, null);
      const columns = found?.kind === 'transactions' ? found.columns : [];
      return readPageLine(printed!, tokenizeLine(printed!), columns, true)?.figure.net;
    };
    expect(net('         SUBTOTAL                                        702.10')).toBe(70_210);
    expect(net('         Page total                                     (12.00)')).toBe(-1_200);
    // A carried balance under it is no sub-total.
    expect(net('         Carried forward                                 702.10')).toBeUndefined();
  });

  const rows = [-41_216, -420, -138, 41_00].map((cents) => ({ amount_cents: cents, balance_cents: null }));
  const point = (net: number, from = 0) => ({ kind: 'subtotal' as const, page: 2, after: 4, from, balance: null, debit: null, credit: null, net });

  it("holds as its span's net, one side of it, or the balance the rows reach there", () => {
    expect(pageTotalProblems(rows, [point(-37_674)]).problems).toEqual([]);
    expect(pageTotalProblems(rows, [point(41_774)]).problems).toEqual([]);
    expect(pageTotalProblems(rows, [point(4_100, 3)]).problems).toEqual([]);
    // A card's balance: the previous balance printed in the column, counted in (owed, so the rows count the other way).
    expect(pageTotalProblems(rows, [point(79_490)], 41_816, -1).problems).toEqual([]);
    expect(pageTotalProblems(rows, [point(79_000)], 41_816, -1)).toEqual({
      compared: ['1 page total'],
      problems: ["page 2's sub-total: printed $790.00, found $794.90"],
    });
  });

  const card = (subtotal: string) => `
FOOBAR CREDIT CARD                 Card number 5488-2926-6730-9473
Statement date 07/01/2023     Payment due date 07/24/2023     Minimum payment due 50.00
Credit limit 22,800.00

Date     Description                                     Amount
         LAST MONTH'S BALANCE                            412.16
02/07    PAYMENT BY INTERNET                            (412.16)
03/07    DELIGHTFUL BREAKFAST SINGAPORE                    4.20
06/07    URBAN TRANSIT CO. SINGAPORE                     236.00
---page---
Date     Description                                     Amount
24/07    SAVORY MORNING SINGAPORE                        463.28
18/07    CASH REBATE                                      (1.38)

         SUBTOTAL                                        ${subtotal}

         TOTAL                                           702.10

         TOTAL AMOUNT DUE                                702.10`;

  it('is no row and checks a card statement whose SUBTOTAL counts the previous balance', () => {
    const account = parseSketch(card('702.10')).accounts[0];
    expect(account?.transactions.map((t) => t.amount_cents)).toEqual([41_216, -420, -23_600, -46_328, 138]);
    expect(account?.reconciliation.reconciled).toBe(true);
    expect(account?.reconciliation.checks.find((c) => c.name === 'printed_totals')).toMatchObject({ ok: true });
  });

  it('leaves the statement unreconciled when it disagrees with the rows, though the balances agree', () => {
    const account = parseSketch(card('712.10')).accounts[0];
    expect(account?.reconciliation.checks.find((c) => c.name === 'balance_equation')?.ok).toBe(true);
    expect(account?.reconciliation.reconciled).toBe(false);
    // Found: the reading it comes nearest to (here what is owed there), so the gap is that of a missed or misread row.
    expect(account?.reconciliation.checks.find((c) => c.name === 'printed_totals')?.detail).toBe(
      "page 2's sub-total: printed $712.10, found $702.10",
    );
  });
});
