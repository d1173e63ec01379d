import { bankActivity } from '../activity.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import type { Activity, ExpectedStatement } from '../model.ts';
import { addDays, dateFormats, formatAmount, signed } from '../money.ts';
import { PdfkitWriter, wrap } from '../pdfkit-writer.ts';
import { createRng, type Rng } from '../prng.ts';

/** A printed column: a figure or date from the row (and the balance after it), or the description wrapped to `wrap` points. */
interface Column {
  head: string;
  x: number;
  right?: boolean;
  text?: (a: Activity, balance: number) => string;
  wrap?: number;
}

/**
 * One way of printing an ordinary checking statement's list. Each variant changes one trait the parser
 * must read by rule (a sign, a column's meaning, a date's shape, a summary label), so a test holds the
 * rule rather than one bank's layout.
 */
export interface TypesetVariant {
  name: string;
  covers: string[];
  seed: number;
  count: number;
  /** "2026-06": the statement covers this calendar month. */
  month: string;
  columns: Column[];
  balances: 'every' | 'none';
  /** A second date per row (the truth's posting date), printed by a column of its own. */
  secondDate?: (rng: Rng, a: Activity, start: string, end: string) => string;
  /** Summary labels: opening, deposits, withdrawals, closing (null: the line is not printed). */
  labels?: (start: string, end: string) => [string, string | null, string | null, string];
  /** How the summary prints its figures (default "$1,234.56"). */
  figure?: (cents: number) => string;
  /** The summary as sentences instead of a labelled box, given the period and its figures. */
  sentences?: (
    start: string,
    end: string,
    f: { opening: number; deposits: number; withdrawals: number; closing: number; credits: number; debits: number },
  ) => string[];
  /** Another description for a row (null: the activity's own), drawn only by the variants that set it. */
  describe?: (rng: Rng, a: Activity) => string | null;
  /** More of the row printed under it across the page, under the empty amount columns (an ACH entry's addenda). */
  addenda?: (rng: Rng, a: Activity) => string | null;
  /** A totals line under the list, its figures placed under their columns. */
  totalsLine?: (f: { deposits: number; withdrawals: number; closing: number }) => Array<{ text: string; x: number; right?: boolean }>;
  /** Drawn after the list (a pending section the balances leave out). */
  after?: (w: PdfkitWriter, end: string) => void;
}

const LETTERHEADS = [
  { bank: 'LAKESHORE COMMUNITY BANK', holder: ['DANA WHITFIELD LLC', '12 HARBOR RD', 'DULUTH MN 55802'], product: 'Business Checking' },
  { bank: 'RED ROCK SAVINGS BANK', holder: ['TOMAS REYES', '905 CANYON VIEW DR', 'SEDONA AZ 86336'], product: 'Everyday Checking' },
  {
    bank: 'BLUE RIDGE FEDERAL CREDIT UNION',
    holder: ['HOLLOW CREEK BAKERY INC', '41 MILL STREET', 'ASHEVILLE NC 28801'],
    product: 'Member Checking',
  },
];

export async function typesetVariant(v: TypesetVariant) {
  const rng = createRng(v.seed);
  const start = `${v.month}-01`;
  const end = addDays(`${addDays(start, 31).slice(0, 7)}-01`, -1);
  const letterhead = rng.pick(LETTERHEADS);
  const last4 = String(rng.int(1000, 9999));
  const opening = rng.int(150_000, 600_000);
  const printed = bankActivity(rng, start, end, v.count, opening).map((a) => ({
    ...a,
    description: v.describe?.(rng, a) ?? a.description,
    postDate: v.secondDate?.(rng, a, start, end) ?? null,
    more: v.addenda?.(rng, a) ?? null,
  }));
  const activity = printed.map(({ more, ...a }) => (more ? { ...a, description: `${a.description} ${more}` } : a));
  const rows = expectedRows(activity, opening, { balances: v.balances });
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const description = v.columns.find((c) => c.wrap) as Column & { wrap: number };

  const w = new PdfkitWriter(50, 730);
  const header = (x: PdfkitWriter) =>
    x.row(
      v.columns.map((c) => ({ text: c.head, x: c.x, right: c.right, bold: true })),
      15,
    );
  w.onNewPage = (x) => {
    x.cell({ text: letterhead.bank, x: 48, size: 8 }, 28);
    header(x);
  };
  w.cell({ text: letterhead.bank, x: 48, bold: true, size: 13 }, 40);
  w.y = 70;
  for (const line of letterhead.holder) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(10);
  w.row(
    [
      { text: letterhead.product, x: 48, bold: true, size: 11 },
      { text: `Account Number: ****${last4}`, x: 565, right: true },
    ],
    16,
  );
  w.row([{ text: `Statement Period: ${dateFormats.mmddyyyy(start)} through ${dateFormats.mmddyyyy(end)}`, x: 48 }], 16);
  const labels = v.labels?.(start, end) ?? ['Beginning Balance', 'Deposits and Credits', 'Withdrawals and Debits', 'Ending Balance'];
  const figures = [opening, totals.deposits_cents, totals.withdrawals_cents, closing];
  const figure = v.figure ?? ((c: number) => formatAmount(c, { dollar: true }));
  const said = v.sentences?.(start, end, {
    opening,
    deposits: totals.deposits_cents,
    withdrawals: totals.withdrawals_cents,
    closing,
    credits: totals.deposits_count,
    debits: totals.withdrawals_count,
  });
  if (said) for (const line of said) w.row([{ text: line, x: 48 }], 12);
  else
    for (const [i, label] of labels.entries())
      if (label !== null)
        w.row(
          [
            { text: label, x: 60 },
            { text: figure(figures[i] ?? 0), x: 330, right: true },
          ],
          12,
        );
  w.gap(12);
  w.row([{ text: 'Account Activity', x: 48, bold: true }], 14);
  header(w);
  for (const [i, a] of printed.entries()) {
    const balance = rows[i]?.balance_cents ?? 0;
    // Addenda run across the page from the description's left edge, under the amount columns.
    const across = a.more ? wrap(w.doc, a.more, 565 - description.x, w.size) : [];
    const lines = [...wrap(w.doc, a.description, description.wrap, w.size), ...across];
    w.ensure(12 * lines.length);
    w.row(
      v.columns.map((c) => ({ text: c.wrap ? (lines[0] ?? '') : (c.text?.(a, balance) ?? ''), x: c.x, right: c.right })),
      lines.length > 1 ? 10.5 : 12,
    );
    for (const [k, more] of lines.slice(1).entries()) w.row([{ text: more, x: description.x }], k === lines.length - 2 ? 12 : 10.5);
  }
  if (v.totalsLine) {
    w.ensure(16);
    w.row(
      v.totalsLine({ deposits: totals.deposits_cents, withdrawals: totals.withdrawals_cents, closing }).map((c) => ({ ...c, bold: true })),
      16,
    );
  }
  w.onNewPage = () => {};
  v.after?.(w, end);
  const pdf = await w.finish((x, n, total) => x.cell({ text: `Page ${n} of ${total}`, x: 520, size: 8 }, 760));
  const expected: ExpectedStatement = {
    family: 'typeset-variants',
    producer: 'pdfkit',
    covers: v.covers,
    account_holder: letterhead.holder[0] ?? '',
    page_count: w.pages,
    accounts: [
      {
        kind: 'checking',
        account_number_last4: last4,
        name: letterhead.product,
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: totals.deposits_cents, withdrawals_cents: totals.withdrawals_cents },
        transactions: rows,
      },
    ],
  };
  return { name: `typeset-${v.name}`, pdf, expected };
}

const amount = (c: number) => formatAmount(c);
const mmddyyyy = (a: Activity) => dateFormats.mmddyyyy(a.date);
const secondMmddyyyy = (a: Activity) => dateFormats.mmddyyyy(a.postDate ?? a.date);
const signedAmount = (a: Activity) => signed(a.cents);
const debit = (a: Activity) => (a.cents < 0 ? amount(a.cents) : '');
const credit = (a: Activity) => (a.cents > 0 ? amount(a.cents) : '');
const balance = (_a: Activity, b: number) => amount(b);
// An en dash (U+2013) for the minus, and "$" set apart from the figure, as some web banks print.
const enDashDollar = (a: Activity) => `${a.cents < 0 ? '\u2013' : ''}$ ${amount(a.cents)}`;
// Banks date the entry by when it took effect a day or two apart from posting, inside the period.
const clamp = (date: string, start: string, end: string) => (date < start ? start : date > end ? end : date);

export const TYPESET_VARIANTS: TypesetVariant[] = [
  {
    name: 'en-dash-dollar-space',
    covers: ['en-dash minus', '"$ " apart from the figure', 'running balance'],
    seed: 31,
    count: 64,
    month: '2026-06',
    balances: 'every',
    columns: [
      { head: 'Date', x: 48, text: mmddyyyy },
      { head: 'Description', x: 110, wrap: 280 },
      { head: 'Amount', x: 470, right: true, text: enDashDollar },
      { head: 'Balance', x: 565, right: true, text: (_a, b) => `$ ${amount(b)}` },
    ],
  },
  {
    name: 'en-dash-dollar-space-no-balance',
    covers: ['en-dash minus', '"$ " apart from the figure', 'no running balance'],
    seed: 32,
    count: 47,
    month: '2026-02',
    balances: 'none',
    columns: [
      { head: 'Date', x: 48, text: mmddyyyy },
      { head: 'Description', x: 110, wrap: 300 },
      { head: 'Amount', x: 540, right: true, text: enDashDollar },
    ],
  },
  {
    name: 'plus-deposits',
    covers: ['"+" on deposits, withdrawals unsigned', 'no running balance'],
    seed: 33,
    count: 58,
    month: '2026-09',
    balances: 'none',
    columns: [
      { head: 'Date', x: 48, text: mmddyyyy },
      { head: 'Description', x: 110, wrap: 300 },
      { head: 'Amount', x: 540, right: true, text: (a) => `${a.cents > 0 ? '+' : ''}${amount(a.cents)}` },
    ],
  },
  {
    name: 'dr-cr-column',
    covers: ['Dr/Cr column after an unsigned amount', 'no running balance'],
    seed: 34,
    count: 72,
    month: '2026-04',
    balances: 'none',
    columns: [
      { head: 'Date', x: 48, text: mmddyyyy },
      { head: 'Description', x: 110, wrap: 260 },
      { head: 'Amount', x: 450, right: true, text: (a) => amount(a.cents) },
      { head: 'Dr/Cr', x: 475, text: (a) => (a.cents < 0 ? 'Dr' : 'Cr') },
    ],
  },
  {
    name: 'posted-effective',
    covers: ["Posted | Effective date columns (the first is the row's date)", 'Debit | Credit columns', 'running balance'],
    seed: 35,
    count: 66,
    month: '2026-07',
    balances: 'every',
    secondDate: (rng, a, start, end) => clamp(addDays(a.date, rng.chance(0.3) ? -rng.int(1, 2) : 0), start, end),
    columns: [
      { head: 'Posted', x: 48, text: mmddyyyy },
      { head: 'Effective', x: 105, text: secondMmddyyyy },
      { head: 'Description', x: 165, wrap: 200 },
      { head: 'Debit', x: 430, right: true, text: debit },
      { head: 'Credit', x: 495, right: true, text: credit },
      { head: 'Balance', x: 565, right: true, text: balance },
    ],
  },
  {
    name: 'value-date',
    covers: ['Date | Description | Value Date (UK-style)', 'Debit | Credit columns', 'running balance'],
    seed: 36,
    count: 52,
    month: '2026-10',
    balances: 'every',
    secondDate: (rng, a, start, end) => clamp(addDays(a.date, rng.chance(0.3) ? rng.int(1, 2) : 0), start, end),
    columns: [
      { head: 'Date', x: 48, text: mmddyyyy },
      { head: 'Description', x: 110, wrap: 200 },
      { head: 'Value Date', x: 330, text: secondMmddyyyy },
      { head: 'Debit', x: 450, right: true, text: debit },
      { head: 'Credit', x: 505, right: true, text: credit },
      { head: 'Balance', x: 565, right: true, text: balance },
    ],
  },
  {
    name: 'dd-mon-yyyy',
    covers: ['02-Jun-2026 dates', 'signed amounts', 'running balance'],
    seed: 37,
    count: 45,
    month: '2026-03',
    balances: 'every',
    columns: [
      { head: 'Date', x: 48, text: (a) => dateFormats.ddMonYyyy(a.date) },
      { head: 'Description', x: 150, wrap: 240 },
      { head: 'Amount', x: 470, right: true, text: signedAmount },
      { head: 'Balance', x: 565, right: true, text: balance },
    ],
  },
  {
    name: 'yyyy-mm-dd-slashes',
    covers: ['2026/06/02 dates', 'signed amounts', 'running balance'],
    seed: 38,
    count: 77,
    month: '2026-11',
    balances: 'every',
    columns: [
      { head: 'Date', x: 48, text: (a) => dateFormats.yyyymmdd(a.date) },
      { head: 'Description', x: 150, wrap: 240 },
      { head: 'Amount', x: 470, right: true, text: signedAmount },
      { head: 'Balance', x: 565, right: true, text: balance },
    ],
  },
  {
    name: 'balance-on-date',
    covers: ['"Your balance on June 1, 2026" as the only opening and closing labels', 'signed amounts', 'no running balance'],
    seed: 39,
    count: 55,
    month: '2026-06',
    balances: 'none',
    labels: (start, end) => [
      `Your balance on ${dateFormats.long(start)}`,
      'Total deposits',
      'Total withdrawals',
      `Your balance on ${dateFormats.long(end)}`,
    ],
    columns: [
      { head: 'Date', x: 48, text: mmddyyyy },
      { head: 'Description', x: 110, wrap: 280 },
      { head: 'Amount', x: 470, right: true, text: signedAmount },
    ],
  },
  {
    name: 'running-bal-usd',
    covers: ['"Amount (USD)" and "Running Bal." headers', 'signed amounts'],
    seed: 40,
    count: 61,
    month: '2026-08',
    balances: 'every',
    columns: [
      { head: 'Date', x: 48, text: mmddyyyy },
      { head: 'Description', x: 110, wrap: 280 },
      { head: 'Amount (USD)', x: 470, right: true, text: signedAmount },
      { head: 'Running Bal.', x: 565, right: true, text: balance },
    ],
  },
  {
    name: 'withdrawal-deposit-amt',
    covers: ['Withdrawal Amt. | Deposit Amt. | Closing Balance labels nearly touching', 'Narration column'],
    seed: 41,
    count: 68,
    month: '2026-05',
    balances: 'every',
    columns: [
      { head: 'Date', x: 48, text: mmddyyyy },
      { head: 'Narration', x: 110, wrap: 230 },
      { head: 'Withdrawal Amt.', x: 420, right: true, text: debit },
      { head: 'Deposit Amt.', x: 490, right: true, text: credit },
      { head: 'Closing Balance', x: 565, right: true, text: balance },
    ],
  },
  {
    name: 'totals-under-columns',
    covers: [
      'Deposits/Additions | Withdrawals/Subtractions | Ending daily balance',
      'a "Totals" line naming no direction under the columns, the only printed totals, the closing under the balance',
    ],
    seed: 67,
    count: 70,
    month: '2026-08',
    balances: 'every',
    labels: (start, end) => [`Beginning balance on ${dateFormats.md(start)}`, null, null, `Ending balance on ${dateFormats.md(end)}`],
    columns: [
      { head: 'Date', x: 48, text: mmddyyyy },
      { head: 'Description', x: 110, wrap: 140 },
      { head: 'Deposits/Additions', x: 343, right: true, text: credit },
      { head: 'Withdrawals/Subtractions', x: 460, right: true, text: debit },
      { head: 'Ending daily balance', x: 565, right: true, text: balance },
    ],
    totalsLine: ({ deposits, withdrawals, closing }) => [
      { text: 'Totals', x: 110 },
      { text: `$${amount(deposits)}`, x: 343, right: true },
      { text: `$${amount(withdrawals)}`, x: 460, right: true },
      { text: amount(closing), x: 565, right: true },
    ],
  },
  {
    name: 'payments-receipts',
    covers: ['Payments | Receipts columns (British-style books)', 'running balance'],
    seed: 42,
    count: 42,
    month: '2026-01',
    balances: 'every',
    columns: [
      { head: 'Date', x: 48, text: mmddyyyy },
      { head: 'Transaction Description', x: 110, wrap: 230 },
      { head: 'Payments', x: 420, right: true, text: debit },
      { head: 'Receipts', x: 490, right: true, text: credit },
      { head: 'Balance', x: 565, right: true, text: balance },
    ],
  },
];
