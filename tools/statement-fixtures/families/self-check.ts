import { bankActivity } from '../activity.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import type { Activity, ExpectedAccount, ExpectedStatement } from '../model.ts';
import { addDays, dateFormats, formatAmount } from '../money.ts';
import { PdfkitWriter, wrap } from '../pdfkit-writer.ts';
import { createRng, type Rng } from '../prng.ts';

const FOREIGN = [
  { merchant: 'HOTEL LUTETIA PARIS FR', currency: 'EUR', rate: 1.0861 },
  { merchant: 'CAFE CENTRAL WIEN AT', currency: 'EUR', rate: 1.0794 },
  { merchant: 'PRET A MANGER LONDON GB', currency: 'GBP', rate: 1.2702 },
  { merchant: 'UBER TRIP TORONTO ON', currency: 'CAD', rate: 0.7314 },
];

interface Options {
  seed: number;
  count: number;
  name: string;
  /** Where the account without activity is printed, named only by its heading. */
  inactive: 'first' | 'last';
  /** Running balances on every row, or none (the balance equation alone then decides). */
  balances: 'every' | 'none';
  /** The Checks Paid table, listing each check under the day it was written, before or after the list. */
  checkTable: 'before' | 'after';
}

/**
 * Ambiguities only the statement's own figures settle (issue 19): a savings account without activity
 * named by its heading alone (no number) before or after the checking account; foreign-currency card
 * purchases with the foreign amount printed in the Withdrawals column on the line under the row, and
 * the rate under that; a Checks Paid table repeating the list's checks under the day each was written;
 * "*** CONTINUED ON NEXT PAGE ***" under the last row of a page.
 */
export async function selfCheck(options: Options) {
  const rng = createRng(options.seed);
  const start = '2026-06-01';
  const end = '2026-06-30';
  const opening = rng.int(400_000, 900_000);
  const activity = withForeignPurchases(bankActivity(rng, start, end, options.count, opening), rng);
  const rows = expectedRows(activity, opening, { balances: options.balances });
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const savings = { name: 'Business Savings', balance: rng.int(1_000_000, 3_000_000) };
  const checking = { name: 'Business Checking', number: '5530184821' };

  const w = new PdfkitWriter(50, 720);
  w.cell({ text: 'HARBOR POINT CREDIT UNION', x: 50, bold: true, size: 13 }, 36);
  w.cell({ text: 'Member Statement', x: 560, right: true, size: 9 }, 36);
  w.y = 66;
  for (const line of ['OAKRIDGE LANDSCAPE LLC', '88 MILL POND RD', 'SALEM OR 97301']) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(8);
  w.row([{ text: `Statement period: ${dateFormats.long(start)} - ${dateFormats.long(end)}`, x: 50 }], 18);

  const inactive = () => {
    w.ensure(90);
    w.gap(10);
    w.row([{ text: savings.name, x: 50, bold: true, size: 11 }], 16);
    w.row(
      [
        { text: 'Beginning balance', x: 60 },
        { text: formatAmount(savings.balance, { dollar: true }), x: 330, right: true },
      ],
      12,
    );
    w.row(
      [
        { text: 'Deposits and credits', x: 60 },
        { text: formatAmount(0, { dollar: true }), x: 330, right: true },
      ],
      12,
    );
    w.row(
      [
        { text: 'Withdrawals and debits', x: 60 },
        { text: formatAmount(0, { dollar: true }), x: 330, right: true },
      ],
      12,
    );
    w.row(
      [
        { text: 'Ending balance', x: 60 },
        { text: formatAmount(savings.balance, { dollar: true }), x: 330, right: true },
      ],
      12,
    );
    w.row([{ text: 'No activity this period.', x: 60 }], 14);
  };
  if (options.inactive === 'first') inactive();

  w.ensure(100);
  w.gap(10);
  w.row(
    [
      { text: checking.name, x: 50, bold: true, size: 11 },
      { text: `Account number: XXXXXX${checking.number.slice(-4)}`, x: 560, right: true },
    ],
    16,
  );
  w.row(
    [
      { text: 'Beginning balance', x: 60 },
      { text: formatAmount(opening, { dollar: true }), x: 330, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: 'Deposits and credits', x: 60 },
      { text: formatAmount(totals.deposits_cents, { dollar: true }), x: 330, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: 'Withdrawals and debits', x: 60 },
      { text: formatAmount(totals.withdrawals_cents, { dollar: true }), x: 330, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: 'Ending balance', x: 60 },
      { text: formatAmount(closing, { dollar: true }), x: 330, right: true },
    ],
    16,
  );

  const checks = activity.filter((a) => a.checkNumber !== undefined);
  const checkTable = () => {
    if (checks.length === 0) return;
    w.ensure(40);
    w.gap(8);
    w.row([{ text: 'Checks Paid', x: 50, bold: true, size: 10 }], 14);
    const heads = [0, 1].flatMap((g) => [
      { text: 'Check', x: 60 + g * 250, bold: true },
      { text: 'Date Written', x: 120 + g * 250, bold: true },
      { text: 'Amount', x: 270 + g * 250, right: true, bold: true },
    ]);
    w.row(heads, 13);
    for (let i = 0; i < checks.length; i += 2) {
      const cells = [checks[i], checks[i + 1]].flatMap((c, g) =>
        c
          ? [
              { text: String(c.checkNumber), x: 60 + g * 250 },
              { text: dateFormats.mmdd(addDays(c.date, -rng.int(1, 4))), x: 120 + g * 250 },
              { text: formatAmount(-c.cents), x: 270 + g * 250, right: true },
            ]
          : [],
      );
      w.row(cells, 12);
    }
  };
  if (options.checkTable === 'before') checkTable();

  const header = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'Date', x: 50, bold: true },
        { text: 'Description', x: 95, bold: true },
        { text: 'Withdrawals', x: 420, right: true, bold: true },
        { text: 'Deposits', x: 490, right: true, bold: true },
        { text: 'Balance', x: 560, right: true, bold: true },
      ],
      15,
    );
  w.ensure(60);
  w.gap(8);
  w.row([{ text: 'Account Activity', x: 50, bold: true, size: 10 }], 14);
  header(w);
  const continued = () => w.cell({ text: '*** CONTINUED ON NEXT PAGE ***', x: 200, size: 8 }, w.y);
  w.onNewPage = (x) => {
    x.cell({ text: `${checking.name} - continued`, x: 50, bold: true, size: 9 }, 36);
    header(x);
  };
  for (const [i, a] of activity.entries()) {
    const { lines, detail } = printedLines(a, w);
    const height = 12 * (lines.length + detail.length);
    if (w.y + height > w.bottom) {
      continued();
      w.newPage();
    }
    const balance = rows[i]?.balance_cents;
    w.row(
      [
        { text: dateFormats.mmdd(a.date), x: 50 },
        { text: lines[0] ?? '', x: 95 },
        { text: a.cents < 0 ? formatAmount(-a.cents) : '', x: 420, right: true },
        { text: a.cents > 0 ? formatAmount(a.cents) : '', x: 490, right: true },
        { text: balance === null || balance === undefined ? '' : formatAmount(balance), x: 560, right: true },
      ],
      12,
    );
    for (const more of lines.slice(1)) w.row([{ text: more, x: 95 }], 12);
    for (const d of detail) w.row([{ text: d.text, x: 95 }, ...(d.amount ? [{ text: d.amount, x: 420, right: true }] : [])], 12);
  }
  w.onNewPage = () => {};
  if (options.checkTable === 'after') checkTable();
  if (options.inactive === 'last') inactive();

  const pdf = await w.finish((x, n, total) => x.cell({ text: `Page ${n} of ${total}`, x: 520, size: 8 }, 760));
  const account: ExpectedAccount = {
    kind: 'checking',
    account_number_last4: checking.number.slice(-4),
    name: checking.name,
    period_start: start,
    period_end: end,
    opening_balance_cents: opening,
    closing_balance_cents: closing,
    printed_totals: { deposits_cents: totals.deposits_cents, withdrawals_cents: totals.withdrawals_cents },
    transactions: rows,
  };
  const expected: ExpectedStatement = {
    family: 'self-check',
    producer: 'pdfkit',
    covers: [
      `account without activity named by its heading alone, ${options.inactive}`,
      'foreign amount and rate printed under a card purchase, the amount in the Withdrawals column',
      `a Checks Paid table repeating the list's checks under the day written, ${options.checkTable} the list`,
      'CONTINUED ON NEXT PAGE under the last row of a page',
      options.balances === 'every' ? 'running balance on every row' : 'no running balance',
    ],
    account_holder: 'OAKRIDGE LANDSCAPE LLC',
    page_count: w.pages,
    accounts: [
      account,
      {
        kind: 'savings',
        account_number_last4: null,
        name: savings.name,
        period_start: start,
        period_end: end,
        opening_balance_cents: savings.balance,
        closing_balance_cents: savings.balance,
        printed_totals: { deposits_cents: 0, withdrawals_cents: 0 },
        transactions: [],
      },
    ],
  };
  return { name: options.name, pdf, expected };
}

type Foreign = Activity & { foreign?: { currency: string; amount: string; rate: number } };

// About one card purchase in six becomes a purchase abroad: the truth's description is every line the
// statement prints for it, the foreign amount and the rate included.
function withForeignPurchases(activity: Activity[], rng: Rng): Foreign[] {
  return activity.map((a) => {
    if (a.category !== 'card' || !rng.chance(1 / 6)) return a;
    const place = rng.pick(FOREIGN);
    const amount = formatAmount(Math.round(-a.cents / place.rate));
    const description = `PURCHASE ${place.merchant} CARD 4821`;
    return {
      ...a,
      description: `${description} ${place.currency} ${amount} EXCHANGE RATE ${place.rate.toFixed(4)}`,
      vendor: place.merchant,
      foreign: { currency: place.currency, amount, rate: place.rate },
    };
  });
}

function printedLines(a: Foreign, w: PdfkitWriter): { lines: string[]; detail: Array<{ text: string; amount?: string }> } {
  if (!a.foreign) return { lines: wrap(w.doc, a.description, 270, w.size), detail: [] };
  const own = a.description.slice(0, a.description.indexOf(` ${a.foreign.currency} ${a.foreign.amount}`));
  return {
    lines: wrap(w.doc, own, 270, w.size),
    detail: [{ text: a.foreign.currency, amount: a.foreign.amount }, { text: `EXCHANGE RATE ${a.foreign.rate.toFixed(4)}` }],
  };
}
