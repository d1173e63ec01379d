import { bankActivity } from '../activity.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import type { ExpectedStatement } from '../model.ts';
import { dateFormats, formatAmount } from '../money.ts';
import { PdfkitWriter, wrap } from '../pdfkit-writer.ts';
import { createRng } from '../prng.ts';
import { ddmmyyyy, euros, frenchActivity, HOLDER } from './french-day-first.ts';

interface Options {
  seed: number;
  count: number;
  name: string;
  /**
   * subtotal: Withdrawals | Deposits | Balance with no balance on the rows; each page's foot prints the page's own
   * column totals ("Page total", "Subtotal", …) and the balance carried forward, the next page's top the balance
   * brought forward; a "Total" line closes the list (the statement's totals), the summary box holds the balances.
   * forward: a running balance on every row and nothing naming the opening or closing: the first page opens with
   * "Brought forward" and each page ends with "Carried forward" printing the columns' totals so far and the balance.
   * french: Date | Libellé | Débit | Crédit with no balance column; "Sous-total" (the page's) and "À REPORTER" (the
   * columns so far) at each page's foot, "REPORT" at the next page's top, "TOTAL DES OPÉRATIONS" and "NOUVEAU SOLDE".
   */
  style: 'subtotal' | 'forward' | 'french';
}

interface Movement {
  date: string;
  lines: string[];
  cents: number;
}

const SUBTOTAL_LABELS = ['Page total', 'Subtotal', 'Total this page', 'Sub-total'];
const CARRY_LABELS = [
  ['Balance carried forward', 'Balance brought forward'],
  ['Carried forward', 'Brought forward'],
] as const;
const REPORT_LABELS = ['REPORT', 'Report de la page précédente'];

const PERIODS = { subtotal: ['2026-06-01', '2026-06-30'], forward: ['2026-07-01', '2026-07-31'], french: ['2026-09-01', '2026-09-30'] } as const;
// Room kept at each page's foot for its sub-total and carried-forward lines, or the last page's totals.
const FOOT = 40;

/**
 * A statement that adds up page by page: sub-totals of each page's columns and a balance (or the columns' totals)
 * carried from one page's foot to the next page's top, then a grand total. None of these lines is a row; the
 * grand total is the statement's total, a sub-total never; a carried balance is the opening or closing only
 * where nothing better is printed (the first brought forward, the last carried forward).
 */
export async function pageTotals({ seed, count, name, style }: Options) {
  const rng = createRng(seed);
  const [start, end] = PERIODS[style];
  const french = style === 'french';
  const opening = rng.int(300_000, 900_000);
  const entries = french ? frenchActivity(rng, start, end, count, opening) : null;
  const activity = entries ?? bankActivity(rng, start, end, count, opening);
  const rows = expectedRows(activity, opening, { balances: style === 'forward' ? 'every' : 'none' });
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const money = french ? (c: number) => euros(c, ' ') : (c: number) => formatAmount(c);
  const date = french ? ddmmyyyy : dateFormats.mmdd;
  const x = french ? { date: 40, label: 112, debit: 470, credit: 560, balance: 0 } : { date: 45, label: 110, debit: 400, credit: 475, balance: 560 };
  const subtotalLabel = french ? 'Sous-total' : rng.pick(SUBTOTAL_LABELS);
  const [carriedLabel, broughtLabel] = french ? ['À REPORTER', rng.pick(REPORT_LABELS)] : rng.pick(CARRY_LABELS);
  const last4 = String(rng.int(1000, 9999));
  const product = french ? 'Compte courant' : 'Business Checking';

  // What each page's foot and the next page's top print: the page's own columns, the columns so far, the balance.
  const page = { debit: 0, credit: 0 };
  const sofar = { debit: 0, credit: 0, balance: opening };
  const figures = (f: { debit: number; credit: number }) => [
    { text: money(f.debit), x: x.debit, right: true, bold: true },
    { text: money(f.credit), x: x.credit, right: true, bold: true },
  ];
  const balanceCell = () => ({ text: money(sofar.balance), x: x.balance, right: true, bold: true });
  const w = new PdfkitWriter(50, 730);
  // A French movement prints its detail on a line of its own; an English description wraps.
  const movements: Movement[] = entries
    ? entries.map((e) => ({ date: e.date, lines: e.detail ? [e.first, e.detail] : [e.first], cents: e.cents }))
    : activity.map((a) => ({ date: a.date, lines: wrap(w.doc, a.description, 250, 9), cents: a.cents }));
  const header = (p: PdfkitWriter) =>
    p.row(
      [
        { text: 'Date', x: x.date, bold: true, size: 8 },
        { text: french ? 'Libellé' : 'Description', x: x.label, bold: true, size: 8 },
        { text: french ? 'Débit' : 'Withdrawals', x: x.debit, right: true, bold: true, size: 8 },
        { text: french ? 'Crédit' : 'Deposits', x: x.credit, right: true, bold: true, size: 8 },
        ...(french ? [] : [{ text: 'Balance', x: x.balance, right: true, bold: true, size: 8 }]),
      ],
      13,
    );
  // The first page's brought forward has no columns to carry yet: the balance alone.
  const brought = (p: PdfkitWriter, first = false) =>
    p.row(
      [{ text: broughtLabel, x: x.label, bold: true }, ...(style === 'subtotal' || first ? [] : figures(sofar)), ...(french ? [] : [balanceCell()])],
      13,
    );
  const foot = () => {
    if (style !== 'forward') w.row([{ text: subtotalLabel, x: x.label, bold: true }, ...figures(page)], 12);
    w.row([{ text: carriedLabel, x: x.label, bold: true }, ...(style === 'subtotal' ? [] : figures(sofar)), ...(french ? [] : [balanceCell()])], 13);
  };
  w.onNewPage = (p) => {
    p.cell({ text: `${product} ${french ? 'n° 0004' : 'Account number 0004'}${last4}`, x: 560, right: true, size: 8 }, 30);
    header(p);
    brought(p);
    page.debit = 0;
    page.credit = 0;
  };

  w.cell({ text: french ? 'BANQUE DU VAL DE LOIRE' : 'NORTHFIELD SAVINGS BANK', x: 45, bold: true, size: 13 }, 30);
  w.cell({ text: product, x: 560, right: true, bold: true, size: 10 }, 30);
  w.cell({ text: french ? `Compte n° 0004${last4}` : `Account number 0004${last4}`, x: 560, right: true, size: 8 }, 44);
  w.y = 70;
  const holder = french ? HOLDER : ['GREYSTONE DESIGN STUDIO LLC', '210 WATER STREET', 'BURLINGTON VT 05401'];
  for (const line of holder) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(10);
  w.row(
    [
      {
        text: french
          ? `Période du ${ddmmyyyy(start)} au ${ddmmyyyy(end)}`
          : `Statement Period: ${dateFormats.mmddyyyy(start)} to ${dateFormats.mmddyyyy(end)}`,
        x: 45,
        size: 9,
      },
    ],
    16,
  );
  if (style === 'subtotal') {
    w.row(
      [
        { text: 'Beginning Balance', x: 60 },
        { text: money(opening), x: 300, right: true },
      ],
      12,
    );
    w.row(
      [
        { text: 'Ending Balance', x: 60 },
        { text: money(closing), x: 300, right: true },
      ],
      12,
    );
  }
  w.gap(10);
  header(w);
  if (french)
    w.row(
      [
        { text: 'SOLDE PRÉCÉDENT', x: x.label, bold: true },
        { text: money(opening), x: x.credit, right: true, bold: true },
      ],
      13,
    );
  else brought(w, true);

  for (const m of movements) {
    const height = 12 + 11 * (m.lines.length - 1);
    if (w.y + height + FOOT > w.bottom) {
      foot();
      w.newPage();
    }
    const side = m.cents < 0 ? 'debit' : 'credit';
    w.row(
      [
        { text: date(m.date), x: x.date },
        { text: m.lines[0] ?? '', x: x.label },
        { text: money(Math.abs(m.cents)), x: side === 'debit' ? x.debit : x.credit, right: true },
        ...(style === 'forward' ? [{ text: money(sofar.balance + m.cents), x: x.balance, right: true }] : []),
      ],
      12,
    );
    for (const more of m.lines.slice(1)) w.row([{ text: more, x: x.label + (french ? 8 : 0), size: french ? 8 : 9 }], 11);
    page[side] += Math.abs(m.cents);
    sofar[side] += Math.abs(m.cents);
    sofar.balance += m.cents;
  }
  if (style === 'forward') foot();
  else {
    w.row([{ text: subtotalLabel, x: x.label, bold: true }, ...figures(page)], 12);
    w.row([{ text: french ? 'TOTAL DES OPÉRATIONS' : 'Total', x: x.label, bold: true }, ...figures(sofar)], 13);
    if (french)
      w.row(
        [
          { text: 'NOUVEAU SOLDE', x: x.label, bold: true },
          { text: money(closing), x: x.credit, right: true, bold: true },
        ],
        13,
      );
  }
  const pdf = await w.finish((p, n, total) => p.cell({ text: french ? `Page ${n} / ${total}` : `Page ${n} of ${total}`, x: 520, size: 8 }, 760));

  const covers = {
    subtotal: [
      `"${subtotalLabel}" with each page's Withdrawals and Deposits at its foot, never a row nor the statement's totals`,
      `"${carriedLabel}" at the foot, "${broughtLabel}" under the next page's header: the balance between pages, no balance on the rows`,
      'a "Total" line closing the list is the statement\'s totals',
    ],
    forward: [
      `"${broughtLabel}" and "${carriedLabel}" with the columns' totals so far and the balance, a running balance on every row`,
      'no opening or closing label: the first brought forward is the opening, the last carried forward the closing',
    ],
    french: [
      '"Sous-total" (the page\'s Débit and Crédit) and "À REPORTER" (the columns so far) at each page\'s foot, no Solde column',
      `"${broughtLabel}" under the next page's header, "TOTAL DES OPÉRATIONS" and "NOUVEAU SOLDE" at the end`,
    ],
  }[style];
  const expected: ExpectedStatement = {
    family: 'page-totals',
    producer: 'pdfkit',
    covers,
    account_holder: holder[0] ?? '',
    page_count: w.pages,
    accounts: [
      {
        kind: 'checking',
        account_number_last4: last4,
        name: product,
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: style === 'forward' ? {} : { deposits_cents: totals.deposits_cents, withdrawals_cents: totals.withdrawals_cents },
        transactions: rows,
      },
    ],
  };
  return { name, pdf, expected };
}
