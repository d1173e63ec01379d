import { describe, expect, it } from 'vitest';
import { parseSketch } from './fixtures/text-layout.ts';
import { pageTotalProblems, placePageFigures } from './page-checks.ts';
import { reconcileAccount } from './reconcile-account.ts';

// A statement that adds up page by page: each page's sub-total and the balance carried from page to page check the
// rows between them, and none of those lines is a row.

const row = (date: string, text: string, withdrawal = '', deposit = '', balance = '') =>
  date.padEnd(8) + text.padEnd(37) + withdrawal.padStart(11) + deposit.padStart(13) + balance.padStart(14);
const HEADER = row('Date', 'Description', 'Withdrawals', 'Deposits', 'Balance');

function statement(o: { page1Total?: string; carried?: string; ending?: string; opening?: boolean } = {}) {
  return [
    'Statement Period: 03/01/2026 - 03/31/2026',
    ...(o.opening === false
      ? []
      : [
          'Beginning Balance                                       $1,000.00',
          `Ending Balance                                          $${o.ending ?? '955.00'}`,
        ]),
    HEADER,
    ...(o.opening === false ? [row('', 'Balance brought forward', '', '', '1,000.00')] : []),
    row('03/02', 'CHECK 1001', '100.00'),
    row('03/03', 'ZELLE PAYMENT FROM ANA', '', '50.00'),
    row('', 'Page total', o.page1Total ?? '100.00', '50.00'),
    row('', 'Balance carried forward', '', '', o.carried ?? '950.00'),
    '---page---',
    HEADER,
    row('', 'Balance brought forward', '', '', o.carried ?? '950.00'),
    row('03/10', 'POS DEBIT WALGREENS', '20.00'),
    row('03/12', 'REMOTE DEPOSIT', '', '25.00'),
    row('', 'Page total', '20.00', '25.00'),
    ...(o.opening === false ? [row('', 'Balance carried forward', '', '', '955.00')] : [row('', 'Total', '120.00', '75.00')]),
  ].join('\n');
}

const account = (sketch: string) => parseSketch(sketch).accounts[0];

describe('page sub-totals and balances carried between pages', () => {
  it('reads neither as a row, checks each page by them, and keeps the closing Total as the statement’s totals', () => {
    const read = account(statement());
    expect(read?.transactions.map((t) => t.amount_cents)).toEqual([-10_000, 5_000, -2_000, 2_500]);
    expect(read?.printed_totals).toEqual({ withdrawals_cents: 12_000, deposits_cents: 7_500 });
    expect([read?.opening_balance_cents, read?.closing_balance_cents]).toEqual([100_000, 95_500]);
    expect(read?.reconciliation.reconciled).toBe(true);
    expect(read?.reconciliation.checks.map((c) => c.detail)).toEqual([
      '$1,000.00 + activity -$45.00 = $955.00',
      '2 carried-forward balances agree',
      "deposits total, withdrawals total, 4 page totals, the totals line under the table's columns agree",
    ]);
  });

  it('is not reconciled when a page’s sub-total disagrees with its rows, though the balances agree', () => {
    const read = account(statement({ page1Total: '120.00' }));
    expect(read?.reconciliation.checks.find((c) => c.name === 'balance_equation')?.ok).toBe(true);
    expect(read?.reconciliation.reconciled).toBe(false);
    expect(read?.reconciliation.checks.find((c) => c.name === 'printed_totals')?.detail).toContain(
      "page 1's withdrawals total: printed $120.00, found $100.00",
    );
  });

  it('says which page’s carried balance the rows do not reach', () => {
    const read = account(statement({ carried: '940.00', ending: '945.00' }));
    expect(read?.reconciliation.reconciled).toBe(false);
    expect(read?.reconciliation.checks.find((c) => c.name === 'running_balances')?.detail).toBe(
      'the balance carried forward at the foot of page 1 is $940.00, the rows give $950.00',
    );
  });

  it('keeps one account when each page repeats its number above the balance brought forward', () => {
    const numbered = statement()
      .replace(HEADER, `Account number 000123456789\n${HEADER}`)
      .replace(`---page---\n${HEADER}`, `---page---\nAccount number 000123456789\n${HEADER}`);
    const read = parseSketch(numbered).accounts;
    expect(read.map((a) => [a.account_number_last4, a.transactions.length, a.reconciliation.reconciled])).toEqual([['6789', 4, true]]);
  });

  it('opens with the first balance brought forward and closes with the last carried forward when nothing else is printed', () => {
    const read = account(statement({ opening: false }));
    expect([read?.opening_balance_cents, read?.closing_balance_cents]).toEqual([100_000, 95_500]);
    expect(read?.reconciliation.reconciled).toBe(true);
  });

  it('reads French columns carried from page to page ("À REPORTER", "REPORT") as checks, not rows', () => {
    const fr = (date: string, text: string, debit = '', credit = '') => date.padEnd(12) + text.padEnd(34) + debit.padStart(10) + credit.padStart(12);
    const header = fr('Date', 'Libellé', 'Débit', 'Crédit');
    const read = account(
      [
        'Période du 01/09/2026 au 30/09/2026',
        header,
        fr('', 'SOLDE PRÉCÉDENT', '', '800,00'),
        fr('02/09/2026', 'CARTE X1234 MONOPRIX', '100,00'),
        fr('03/09/2026', 'VIR SEPA RECU /DE SARL MOREAU', '', '50,00'),
        fr('', 'À REPORTER', '100,00', '50,00'),
        '---page---',
        header,
        fr('', 'REPORT', '100,00', '50,00'),
        fr('10/09/2026', 'PRLV SEPA ORANGE SA', '20,00'),
        fr('', 'TOTAL DES OPÉRATIONS', '120,00', '50,00'),
        fr('', 'NOUVEAU SOLDE', '', '730,00'),
      ].join('\n'),
    );
    expect(read?.transactions.map((t) => [t.transaction_date, t.amount_cents])).toEqual([
      ['2026-09-02', -10_000],
      ['2026-09-03', 5_000],
      ['2026-09-10', -2_000],
    ]);
    expect(read?.reconciliation.reconciled).toBe(true);
    expect(read?.reconciliation.checks.find((c) => c.name === 'printed_totals')?.detail).toBe(
      "deposits total, withdrawals total, 4 page totals, the totals line under the table's columns agree",
    );
  });
});

describe('placePageFigures', () => {
  const figure = (kind: 'subtotal' | 'carried' | 'brought', page: number, top: number, balance: number | null = null) => ({
    kind,
    page,
    top,
    balance,
    debit: null,
    credit: null,
  });
  const rows = [
    { page: 1, top: 100 },
    { page: 1, top: 200 },
    { page: 2, top: 100 },
  ];

  it('places a figure after the rows above it, a page’s span starting at its first row', () => {
    expect(placePageFigures(rows, [figure('subtotal', 1, 300), figure('brought', 2, 50, 10)])).toMatchObject([
      { after: 2, from: 0 },
      { after: 2, from: 2, balance: 10 },
    ]);
  });

  it('keeps a balance only at a page’s top (brought) or foot (carried), not beside a day’s rows', () => {
    expect(placePageFigures(rows, [figure('brought', 1, 150, 10), figure('carried', 1, 150, 10)])).toMatchObject([
      { after: 1, balance: null },
      { after: 1, balance: null },
    ]);
  });
});

describe('reconcileAccount with page checks', () => {
  const rows = [
    { amount_cents: -5_000, balance_cents: null },
    { amount_cents: 5_000, balance_cents: null },
  ];
  const point = { kind: 'subtotal' as const, page: 1, after: 2, from: 0, balance: null };

  it('does not reconcile a deposit and a withdrawal swapped, which the balances cannot see, when a page prints its totals', () => {
    const swapped = reconcileAccount(rows, 1_000, 1_000, {}, false, [{ ...point, debit: 4_000, credit: 4_000 }]);
    expect(swapped.checks.find((c) => c.name === 'balance_equation')?.ok).toBe(true);
    expect(swapped.reconciled).toBe(false);
    expect(reconcileAccount(rows, 1_000, 1_000, {}, false, [{ ...point, debit: 5_000, credit: 5_000 }]).reconciled).toBe(true);
  });
});

describe('pageTotalProblems', () => {
  const rows = [100, -30, -20].map((cents) => ({ amount_cents: cents * 100, balance_cents: null }));
  const subtotal = { kind: 'subtotal' as const, balance: null, debit: null, credit: null };

  it('takes a sub-total as its page’s, its section’s since the last sub-total, or every row so far', () => {
    const pages = [
      { ...subtotal, page: 1, after: 1, from: 0, credit: 10_000 },
      { ...subtotal, page: 3, after: 3, from: 2, debit: 5_000 },
    ];
    expect(pageTotalProblems(rows, pages)).toEqual({ compared: ['2 page totals'], problems: [] });
    expect(pageTotalProblems(rows, [{ ...subtotal, page: 3, after: 3, from: 2, debit: 4_000 }]).problems).toEqual([
      "page 3's withdrawals total: printed $40.00, found $20.00",
    ]);
  });

  it("takes a table's totals line as the rows since the last one, every row so far, or its own table's run of rows", () => {
    const total = { ...subtotal, kind: 'total' as const };
    expect(pageTotalProblems(rows, [{ ...total, page: 3, after: 3, from: 2, debit: 5_000, credit: 10_000 }])).toEqual({
      compared: ["the totals line under the table's columns"],
      problems: [],
    });
    expect(pageTotalProblems(rows, [{ ...total, page: 3, after: 3, from: 2, debit: 2_500 }]).problems).toEqual([
      "the totals line under the table's columns on page 3: withdrawals total: printed $25.00, found $50.00",
    ]);
    // A deposits table that printed no total, then a withdrawals table whose totals line totals its own rows only.
    expect(pageTotalProblems(rows, [{ ...total, page: 3, after: 3, from: 2, debit: 5_000, credit: 0 }]).problems).toEqual([]);
    expect(pageTotalProblems(rows, [{ ...total, page: 3, after: 3, from: 2, debit: 2_000, credit: 0 }]).problems).toEqual([]);
    // Both columns must come from the same run: no run of these rows withdraws $20.00 and deposits $100.00.
    expect(pageTotalProblems(rows, [{ ...total, page: 3, after: 3, from: 2, debit: 2_000, credit: 10_000 }]).problems).toHaveLength(1);
    const second = { ...total, page: 3, after: 3, from: 2, debit: 2_000 };
    expect(pageTotalProblems(rows, [{ ...total, page: 2, after: 2, from: 1, debit: 3_000 }, second]).problems).toEqual([]);
  });
});
