import type { Activity } from '../model.ts';
import { dateFormats, formatAmount } from '../money.ts';
import type { PdfkitWriter } from '../pdfkit-writer.ts';
import type { Rng } from '../prng.ts';
import type { TypesetVariant } from './typeset-variants.ts';

// More of issue 19's unseen layouts, one trait each on the typeset-variants statement: how figures are grouped, a
// summary said in sentences, weekday and two-digit-year dates, addenda under the amounts, a pending section.

const mmddyyyy = (a: Activity) => dateFormats.mmddyyyy(a.date);
const spaced = (c: number) => formatAmount(c).replace(/,/g, ' ');
const apostrophes = (c: number) => formatAmount(c).replace(/,/g, "'");
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** "Tue 02 Jun" */
const weekday = (a: Activity) =>
  `${WEEKDAYS[new Date(`${a.date}T00:00:00Z`).getUTCDay()]} ${dateFormats.ddMonYyyy(a.date).slice(0, 6).replace('-', ' ')}`;
/** "02 JUN 26" */
const ddMonYy = (a: Activity) => `${dateFormats.ddMON(a.date)} ${a.date.slice(2, 4)}`;
const debit = (f: (c: number) => string) => (a: Activity) => (a.cents < 0 ? f(-a.cents) : '');
const credit = (f: (c: number) => string) => (a: Activity) => (a.cents > 0 ? f(a.cents) : '');
const money = (c: number) => `$${formatAmount(c)}`;

// The addenda an ACH entry carries, printed under the row across the page.
function addenda(rng: Rng, a: Activity): string | null {
  if (a.category !== 'electronic' && a.category !== 'deposit') return null;
  if (!rng.chance(0.5)) return null;
  return `ADDITIONAL INFORMATION: ORIGINATOR ${rng.pick(['ACME WIDGETS INTERNATIONAL HOLDINGS', 'NORTHWIND TRADERS CORPORATION', 'GLOBEX PAYMENT SERVICES LLC'])} ENTRY DESCR PAYMENT SEC CCD TRACE 0219${rng.int(1_000_000, 9_999_999)}`;
}

// Descriptions in the words of a section heading or a summary label: with their date and amount in the amount column
// they are rows, whatever they say.
const HEADING_WORDS_OUT = ['CITI CARD ONLINE PAYMENT', 'CHECKS PAID', 'PURCHASES AND ADJUSTMENTS', 'FEES CHARGED', 'PAYMENT TO STATEMENT BALANCE'];
const HEADING_WORDS_IN = ['DEPOSITS AND ADDITIONS', 'ELECTRONIC CREDITS', 'INTEREST EARNED', 'REFUND TO NEW BALANCE'];
const headingWords = (rng: Rng, a: Activity) => (rng.chance(0.3) ? rng.pick(a.cents < 0 ? HEADING_WORDS_OUT : HEADING_WORDS_IN) : null);

function pendingSection(w: PdfkitWriter, end: string) {
  w.gap(10);
  w.row([{ text: 'Pending Transactions', x: 48, bold: true }], 14);
  w.row([{ text: 'These transactions have not posted yet and are not included in your balance.', x: 48, size: 8 }], 12);
  w.row(
    [
      { text: 'Date', x: 48, bold: true },
      { text: 'Description', x: 110, bold: true },
      { text: 'Amount', x: 540, right: true, bold: true },
    ],
    14,
  );
  const day = dateFormats.mmddyyyy(end);
  for (const [text, amount] of [
    ['POS DEBIT PENDING SHELL OIL 5521 HOUSTON TX', '-45.12'],
    ['ACH CREDIT PENDING ACME CORP PAYROLL', '2,310.00'],
    ['CARD PURCHASE PENDING AMAZON.COM', '-19.99'],
  ] as const) {
    w.row(
      [
        { text: day, x: 48 },
        { text, x: 110 },
        { text: amount, x: 540, right: true },
      ],
      12,
    );
  }
}

export const TYPESET_TRAITS: TypesetVariant[] = [
  {
    name: 'space-thousands',
    covers: ['thousands set apart by a space ("2 757.16")', 'Withdrawals | Deposits | Balance', 'summary figures grouped the same way'],
    seed: 47,
    count: 58,
    month: '2026-06',
    balances: 'every',
    figure: spaced,
    columns: [
      { head: 'Date', x: 48, text: mmddyyyy },
      { head: 'Description', x: 110, wrap: 260 },
      { head: 'Withdrawals', x: 420, right: true, text: debit(spaced) },
      { head: 'Deposits', x: 490, right: true, text: credit(spaced) },
      { head: 'Balance', x: 565, right: true, text: (_a, b) => spaced(b) },
    ],
  },
  {
    name: 'apostrophe-thousands',
    covers: ['Swiss thousands with an apostrophe ("2\'757.16")', 'CHF before the summary figures', 'Debit | Credit | Balance'],
    seed: 48,
    count: 50,
    month: '2026-09',
    balances: 'every',
    figure: (c) => `CHF ${apostrophes(c)}`,
    columns: [
      { head: 'Date', x: 48, text: mmddyyyy },
      { head: 'Description', x: 110, wrap: 260 },
      { head: 'Debit', x: 420, right: true, text: debit(apostrophes) },
      { head: 'Credit', x: 490, right: true, text: credit(apostrophes) },
      { head: 'Balance', x: 565, right: true, text: (_a, b) => apostrophes(b) },
    ],
  },
  {
    name: 'summary-sentences',
    covers: ['opening, totals and closing said in sentences, figures ending them', 'a threshold in a condition', 'no running balance'],
    seed: 49,
    count: 46,
    month: '2026-04',
    balances: 'none',
    sentences: (start, end, f) => [
      `Your beginning balance on ${dateFormats.long(start)} was ${money(f.opening)}. During this period you made ${f.credits} deposits totaling ${money(f.deposits)}`,
      `and ${f.debits} withdrawals totaling ${money(f.withdrawals)}. Your ending balance on ${dateFormats.long(end)} was ${money(f.closing)}.`,
      'If your ending balance falls below $1,500.00, a monthly service fee of $12.00 applies.',
    ],
    columns: [
      { head: 'Date', x: 48, text: mmddyyyy },
      { head: 'Description', x: 110, wrap: 260 },
      { head: 'Withdrawals', x: 460, right: true, text: debit(formatAmount) },
      { head: 'Deposits', x: 540, right: true, text: credit(formatAmount) },
    ],
  },
  {
    name: 'weekday-dates',
    covers: ['"Tue 02 Jun" dates (a weekday before the day)', 'running balance'],
    seed: 50,
    count: 48,
    month: '2026-07',
    balances: 'every',
    columns: [
      { head: 'Date', x: 48, text: weekday },
      { head: 'Description', x: 115, wrap: 250 },
      { head: 'Withdrawals', x: 420, right: true, text: debit(formatAmount) },
      { head: 'Deposits', x: 490, right: true, text: credit(formatAmount) },
      { head: 'Balance', x: 565, right: true, text: (_a, b) => formatAmount(b) },
    ],
  },
  {
    name: 'dd-mon-yy',
    covers: ['"02 JUN 26" dates (two-digit year after the month)', 'signed amounts', 'running balance'],
    seed: 51,
    count: 44,
    month: '2026-02',
    balances: 'every',
    columns: [
      { head: 'Date', x: 48, text: ddMonYy },
      { head: 'Description', x: 115, wrap: 250 },
      { head: 'Amount', x: 470, right: true, text: (a) => `${a.cents < 0 ? '-' : ''}${formatAmount(a.cents)}` },
      { head: 'Balance', x: 565, right: true, text: (_a, b) => formatAmount(b) },
    ],
  },
  {
    name: 'addenda-under-amounts',
    covers: ['ACH addenda printed under the row across the page, under the empty amount columns', 'running balance'],
    seed: 52,
    count: 45,
    month: '2026-10',
    balances: 'every',
    addenda,
    columns: [
      { head: 'Date', x: 48, text: mmddyyyy },
      { head: 'Description', x: 110, wrap: 250 },
      { head: 'Withdrawals', x: 420, right: true, text: debit(formatAmount) },
      { head: 'Deposits', x: 490, right: true, text: credit(formatAmount) },
      { head: 'Balance', x: 565, right: true, text: (_a, b) => formatAmount(b) },
    ],
  },
  {
    name: 'pending-section',
    covers: ['a Pending Transactions section after the list, with its own table header, in no balance', 'no running balance'],
    seed: 53,
    count: 52,
    month: '2026-03',
    balances: 'none',
    after: pendingSection,
    columns: [
      { head: 'Date', x: 48, text: mmddyyyy },
      { head: 'Description', x: 110, wrap: 280 },
      { head: 'Amount', x: 540, right: true, text: (a) => `${a.cents < 0 ? '-' : ''}${formatAmount(a.cents)}` },
    ],
  },
  {
    name: 'heading-words',
    covers: [
      'rows whose descriptions read as section headings or name a balance ("CITI CARD ONLINE PAYMENT", "CHECKS PAID", "REFUND TO NEW BALANCE")',
      'signed amounts',
      'no running balance',
    ],
    seed: 74,
    count: 48,
    month: '2026-08',
    balances: 'none',
    describe: headingWords,
    columns: [
      { head: 'Date', x: 48, text: mmddyyyy },
      { head: 'Description', x: 110, wrap: 280 },
      { head: 'Amount', x: 540, right: true, text: (a) => `${a.cents < 0 ? '-' : ''}${formatAmount(a.cents)}` },
    ],
  },
];
