import { cardActivity } from '../activity.ts';
import { expectedRows } from '../expected.ts';
import type { Activity, ExpectedStatement } from '../model.ts';
import { dateFormats, formatAmount, signed } from '../money.ts';
import { PdfkitWriter, wrap } from '../pdfkit-writer.ts';
import { createRng } from '../prng.ts';

interface Options {
  seed: number;
  count: number;
  /** Column order: reference before the description (card issuers) or after it. */
  referenceFirst: boolean;
  name: string;
}

const HOLDERS = ['MARIA GONZALEZ', 'DEVON PATEL', 'LEE ANN OKAFOR'];

/**
 * A business card statement whose purchases are grouped by employee card: a group heading per
 * cardholder, rows with transaction date, posting date and a reference-number column, "Total for
 * NAME" subtotals, descriptions on two or three lines whose continuation carries its own date
 * ("CARD 7716 01/01 REF#661813778"), fees and interest sections with "Total ... this period" lines,
 * a "NET AMOUNT OF MONTHLY ACTIVITY" line and an interest-charge table. Only the rows are
 * transactions; the product is a "Visa Signature" card.
 */
export async function cardGroups({ seed, count, referenceFirst, name }: Options) {
  const rng = createRng(seed);
  const start = '2026-03-04';
  const end = '2026-04-03';
  const previous = rng.int(80_000, 300_000);
  const activity = cardActivity(rng, start, end, count);
  const payments = activity.filter((a) => a.cents > 0);
  const purchases = activity.filter((a) => a.cents < 0);
  const groups = HOLDERS.map((holder, g) => ({ holder, card: String(4417 + g * 1111), items: purchases.filter((_, i) => i % HOLDERS.length === g) }));
  const continued = new Map<Activity, string>();
  for (const a of purchases) {
    if (!rng.chance(0.25)) continue;
    const extra = `CARD ${rng.int(1000, 9999)} ${dateFormats.mmdd(a.date)} REF#${rng.int(100_000_000, 999_999_999)}`;
    continued.set(a, extra);
    a.description = `${a.description} ${extra}`;
  }
  const fee: Activity = {
    date: end,
    postDate: end,
    description: 'FOREIGN TRANSACTION FEE',
    vendor: 'FOREIGN TRANSACTION FEE',
    cents: -rng.int(100, 900),
    category: 'fee',
  };
  const interest: Activity = {
    date: end,
    postDate: end,
    description: 'INTEREST CHARGE ON PURCHASES',
    vendor: 'INTEREST CHARGE ON PURCHASES',
    cents: -rng.int(500, 3_000),
    category: 'interest',
  };
  const printedOrder = [...payments, ...groups.flatMap((g) => g.items), fee, interest];
  const rows = expectedRows(printedOrder, previous, { isCard: true, balances: 'none' });
  const sum = (items: Activity[]) => items.reduce((t, a) => t + a.cents, 0);
  const closing = previous - sum(printedOrder);
  const money = (c: number) => formatAmount(c, { dollar: true });

  const w = new PdfkitWriter(50, 730);
  const columns = referenceFirst
    ? { trans: 40, post: 85, ref: 130, desc: 215, descWidth: 250, amount: 560 }
    : { trans: 40, post: 85, desc: 130, descWidth: 240, ref: 390, amount: 560 };
  const header = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'Trans Date', x: columns.trans, bold: true, size: 7 },
        { text: 'Post Date', x: columns.post, bold: true, size: 7 },
        { text: 'Reference Number', x: columns.ref, bold: true, size: 7 },
        { text: 'Description', x: columns.desc, bold: true, size: 7 },
        { text: 'Amount', x: columns.amount, right: true, bold: true, size: 7 },
      ],
      12,
    );
  w.onNewPage = (x) => {
    x.cell({ text: 'Account Number: XXXX XXXX XXXX 8842', x: 560, right: true, size: 8 }, 30);
    header(x);
  };
  w.cell({ text: 'HARBORLINE BANK', x: 40, bold: true, size: 13 }, 30);
  w.cell({ text: 'Business Visa Signature', x: 560, right: true, bold: true, size: 10 }, 30);
  w.cell({ text: 'Account Number: XXXX XXXX XXXX 8842', x: 560, right: true, size: 8 }, 44);
  w.cell({ text: 'Opening/Closing Date 03/04/26 - 04/03/26', x: 560, right: true, size: 8 }, 56);
  w.y = 80;
  for (const line of ['BRIGHTWATER DESIGN CO', '77 ORCHARD LN', 'PORTLAND OR 97205']) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(12);
  w.row([{ text: 'ACCOUNT SUMMARY', x: 40, bold: true, size: 10 }], 15);
  const summary: Array<[string, string]> = [
    ['Previous Balance', money(previous)],
    ['Payments, Credits', signed(-sum(payments), { dollar: true })],
    ['Purchases', `+${money(-sum(purchases))}`],
    ['Fees Charged', `+${money(-fee.cents)}`],
    ['Interest Charged', `+${money(-interest.cents)}`],
    ['New Balance', money(closing)],
    ['Minimum Payment Due', money(Math.max(2_500, Math.round(closing * 0.02)))],
    ['Credit Limit', '$25,000.00'],
  ];
  for (const [label, amount] of summary)
    w.row(
      [
        { text: label, x: 50 },
        { text: amount, x: 300, right: true },
      ],
      12,
    );
  w.gap(10);
  w.row([{ text: 'ACCOUNT ACTIVITY', x: 40, bold: true, size: 10 }], 15);
  header(w);
  const printRow = (a: Activity) => {
    const lines = wrap(
      w.doc,
      continued.has(a) ? a.description.slice(0, -(continued.get(a)?.length ?? 0) - 1) : a.description,
      columns.descWidth,
      w.size,
    );
    const extra = continued.get(a);
    if (extra) lines.push(extra);
    w.ensure(12 * lines.length);
    w.row(
      [
        { text: dateFormats.mmdd(a.date), x: columns.trans },
        { text: dateFormats.mmdd(a.postDate ?? a.date), x: columns.post },
        { text: String(rng.int(10_000_000, 99_999_999)), x: columns.ref },
        { text: lines[0] ?? '', x: columns.desc },
        { text: signed(-a.cents), x: columns.amount, right: true },
      ],
      lines.length > 1 ? 10.5 : 12,
    );
    for (const [k, more] of lines.slice(1).entries()) w.row([{ text: more, x: columns.desc }], k === lines.length - 2 ? 12 : 10.5);
  };
  w.row([{ text: 'PAYMENTS AND OTHER CREDITS', x: 40, bold: true, size: 9 }], 13);
  for (const a of payments) printRow(a);
  w.row([{ text: 'PURCHASES', x: 40, bold: true, size: 9 }], 13);
  for (const g of groups) {
    w.ensure(40);
    w.row(
      [
        { text: g.holder, x: 40, bold: true, size: 8 },
        { text: `Card ending ${g.card}`, x: 200, size: 8 },
      ],
      12,
    );
    for (const a of g.items) printRow(a);
    w.row(
      [
        { text: `Total for ${g.holder}`, x: columns.desc, bold: true },
        { text: money(-sum(g.items)), x: columns.amount, right: true, bold: true },
      ],
      14,
    );
  }
  w.ensure(60);
  w.row([{ text: 'FEES CHARGED', x: 40, bold: true, size: 9 }], 13);
  printRow(fee);
  w.row(
    [
      { text: 'Total fees charged this period', x: columns.desc, bold: true },
      { text: money(-fee.cents), x: columns.amount, right: true, bold: true },
    ],
    14,
  );
  w.row([{ text: 'INTEREST CHARGED', x: 40, bold: true, size: 9 }], 13);
  printRow(interest);
  w.row(
    [
      { text: 'Total interest charged this period', x: columns.desc, bold: true },
      { text: money(-interest.cents), x: columns.amount, right: true, bold: true },
    ],
    14,
  );
  w.row(
    [
      { text: 'NET AMOUNT OF MONTHLY ACTIVITY', x: columns.desc, bold: true },
      { text: money(-sum(printedOrder)), x: columns.amount, right: true, bold: true },
    ],
    16,
  );
  w.ensure(60);
  w.row([{ text: 'INTEREST CHARGE CALCULATION', x: 40, bold: true, size: 9 }], 13);
  w.row(
    [
      { text: 'Balance Type', x: 40, bold: true, size: 7 },
      { text: 'Annual Percentage Rate (APR)', x: 300, right: true, bold: true, size: 7 },
      { text: 'Balance Subject to Interest Rate', x: 440, right: true, bold: true, size: 7 },
      { text: 'Interest Charge', x: 560, right: true, bold: true, size: 7 },
    ],
    12,
  );
  w.row(
    [
      { text: 'Purchases', x: 40 },
      { text: '22.74%', x: 300, right: true },
      { text: money(rng.int(100_000, 300_000)), x: 440, right: true },
      { text: money(-interest.cents), x: 560, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: 'Cash Advances', x: 40 },
      { text: '29.99%', x: 300, right: true },
      { text: '$0.00', x: 440, right: true },
      { text: '$0.00', x: 560, right: true },
    ],
    12,
  );
  const pdf = await w.finish((x, n, total) => x.cell({ text: `Page ${n} of ${total}`, x: 520, size: 8 }, 760));
  const expected: ExpectedStatement = {
    family: 'card-groups',
    producer: 'pdfkit',
    covers: [
      `reference-number column ${referenceFirst ? 'between the dates and the description' : 'after the description'}`,
      'purchases grouped by cardholder with "Total for NAME" lines',
      'descriptions on two and three lines, continuation lines carrying their own date',
      'fees / interest "Total ... this period" lines and NET AMOUNT OF MONTHLY ACTIVITY are not transactions',
      'interest charge calculation table',
      'account type from "Visa Signature"',
    ],
    account_holder: 'BRIGHTWATER DESIGN CO',
    page_count: w.pages,
    accounts: [
      {
        kind: 'credit_card',
        account_number_last4: '8842',
        name: 'Business Visa Signature',
        period_start: start,
        period_end: end,
        opening_balance_cents: previous,
        closing_balance_cents: closing,
        printed_totals: {
          deposits_cents: sum(payments),
          withdrawals_cents: -(sum(purchases) + fee.cents + interest.cents),
          activity_cents: -sum(printedOrder),
        },
        transactions: rows,
      },
    ],
  };
  return { name, pdf, expected };
}
