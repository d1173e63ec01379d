import { describe, expect, it } from 'vitest';
import { entriesFromColumnTotals, isUnnamedTotal } from './column-totals.ts';
import { detectHeader } from './detect-header.ts';
import { parseSketch, textLayout } from './fixtures/text-layout.ts';
import { tokenizeLine } from './tokenize-line.ts';

// A totals line whose label names no direction: each figure means what the column it sits under means.

const columnsOf = (header: string) => {
  const found = detectHeader(textLayout(header)[0]!, null);
  return found?.kind === 'transactions' ? found.columns : [];
};
const read = (header: string, line: string) => {
  const [head, totals] = textLayout(`${header}\n${line}`);
  return entriesFromColumnTotals(tokenizeLine(totals!), columnsOf(header), head!.h).map((e) => [e.role, e.cents]);
};

describe('entriesFromColumnTotals', () => {
  const wellsFargo = 'Date     Description                Deposits    Withdrawals     Ending daily balance';

  it('reads "Totals" under Deposits | Withdrawals, and no figure under the balance as a total', () => {
    expect(read(wellsFargo, '         Totals                       $500.00        $350.00                   150.00')).toEqual([
      ['deposits', 50_000],
      ['withdrawals', 35_000],
    ]);
  });

  it('leaves a line alone whose label names a direction, a part, or whose figures share a column', () => {
    expect(isUnnamedTotal('Totals')).toBe(true);
    expect(isUnnamedTotal('Total des mouvements :')).toBe(true);
    expect(isUnnamedTotal('Total deposits')).toBe(false);
    expect(isUnnamedTotal('Sous-total')).toBe(false);
    expect(isUnnamedTotal('Total for MARIA GONZALEZ')).toBe(false);
    expect(
      read('Date     Description       Deposits and other credits    Withdrawals', '         Totals                      500.00   350.00'),
    ).toEqual([]);
    expect(read('Date     Description                Amount        Balance', '         Totals                     150.00         150.00')).toEqual(
      [],
    );
  });
});

describe('a totals line naming no direction, in a statement', () => {
  const statement = (totals: string) => `
Everyday Checking  Account number: 1234567890
Statement period June 1, 2026 - June 30, 2026
Beginning balance on 6/1                    100.00
Ending balance on 6/30                      150.00

Date     Description                       Deposits    Withdrawals        Balance
6/2      ACME PAYROLL                         500.00                       600.00
6/5      SHELL OIL 123                                      100.00         500.00
---page---
Date     Description                       Deposits    Withdrawals        Balance
6/9      RENT PAYMENT                                       350.00         150.00
${totals}`;

  it('is checked against every row of the table over its pages, and is no row', () => {
    const account = parseSketch(statement('         Totals                               500.00        450.00         150.00')).accounts[0];
    expect(account?.transactions.map((t) => t.amount_cents)).toEqual([50_000, -10_000, -35_000]);
    expect(account?.printed_totals).toEqual({ deposits_cents: 50_000, withdrawals_cents: 45_000 });
    expect(account?.reconciliation.checks.find((c) => c.name === 'printed_totals')).toMatchObject({ ok: true });
  });

  it('does not reconcile a statement whose totals line disagrees with the rows above it, though the balances agree', () => {
    const account = parseSketch(statement('         Totals                               500.00        470.00         150.00')).accounts[0];
    expect(account?.transactions).toHaveLength(3);
    expect(account?.reconciliation.reconciled).toBe(false);
    // Said once, by where it is printed, in the words the web reads its figure from.
    expect(account?.reconciliation.checks.find((c) => c.name === 'printed_totals')).toMatchObject({
      ok: false,
      detail: "the totals line under the table's columns on page 2: withdrawals total: printed $470.00, found $450.00",
    });
  });

  // A summary box above the table and a totals line under it: two printed claims about the same rows, each checked.
  const withSummary = (summary: string, totals: string) =>
    statement(totals).replace('Ending balance on 6/30', `Total withdrawals                           ${summary}\nEnding balance on 6/30`);

  it('checks the totals line beside a summary box that agrees: its disagreement still leaves the statement unreconciled', () => {
    const account = parseSketch(withSummary('450.00', '         Totals                               500.00        470.00         150.00'))
      .accounts[0];
    expect(account?.printed_totals).toEqual({ deposits_cents: 50_000, withdrawals_cents: 45_000 });
    expect(account?.reconciliation.reconciled).toBe(false);
    expect(account?.reconciliation.checks.find((c) => c.name === 'printed_totals')?.detail).toBe(
      "the totals line under the table's columns on page 2: withdrawals total: printed $470.00, found $450.00",
    );
  });

  it("keeps a summary box's disagreement a warning when the totals line under the rows agrees with them", () => {
    const account = parseSketch(withSummary('470.00', '         Totals                               500.00        450.00         150.00'))
      .accounts[0];
    expect(account?.reconciliation.reconciled).toBe(true);
    expect(account?.reconciliation.checks.find((c) => c.name === 'printed_totals')).toMatchObject({
      ok: false,
      detail: expect.stringMatching(
        /^withdrawals total: printed \$470\.00, found \$450\.00\. .*may total other rows than these \(another block of the statement\): compare it with the statement$/,
      ),
    });
  });
});

describe('a French statement closing on TOTAL DES OPÉRATIONS and a balance named by its date and side', () => {
  const statement = (side: string) => `
BANQUE DES TILLEULS                              Relevé de compte
Compte courant n° 0002045218
Période du 01/01/2025 au 31/01/2025
                                SOLDE ${side} AU 31/01/2025       834,56

Date        Libellé                          Débit          Crédit
            SOLDE ${side} AU 31/12/2024      500,00
03/01/2025  CARTE X1234 MONOPRIX             100,00
05/01/2025  VIR SEPA RECU /DE SARL MOREAU                   500,00
09/01/2025  PRLV SEPA EDF                    734,56
            TOTAL DES OPÉRATIONS             834,56         500,00
            SOLDE ${side} AU 31/01/2025      834,56`;

  it('reads DÉBITEUR as overdrawn, the balance printed twice once as the closing, and the totals by their columns', () => {
    const account = parseSketch(statement('DÉBITEUR')).accounts[0];
    expect(account).toMatchObject({
      opening_balance_cents: -50_000,
      closing_balance_cents: -83_456,
      printed_totals: { deposits_cents: 50_000, withdrawals_cents: 83_456 },
      reconciliation: { reconciled: true },
    });
    expect(account?.transactions.map((t) => t.amount_cents)).toEqual([-10_000, 50_000, -73_456]);
  });

  it('does not call CRÉDITEUR figures that do not add up reconciled', () => {
    expect(parseSketch(statement('CRÉDITEUR')).accounts[0]).toMatchObject({
      opening_balance_cents: 50_000,
      closing_balance_cents: 83_456,
      reconciliation: { reconciled: false },
    });
  });
});
