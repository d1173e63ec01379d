import { bankActivity } from '../activity.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import type { Activity, ExpectedStatement } from '../model.ts';
import { dateFormats, formatAmount } from '../money.ts';
import { PdfkitWriter, wrap } from '../pdfkit-writer.ts';
import { createRng } from '../prng.ts';

/**
 * The month listed twice: a day-by-day "Transaction history" with signed amounts and a running
 * balance, then the same rows again grouped by type ("Deposits", "Card purchases", "Other
 * withdrawals") with unsigned amounts and shortened descriptions. The money is imported once.
 */
export async function listedTwice(seed: number, count: number) {
  const rng = createRng(seed);
  const start = '2026-05-01';
  const end = '2026-05-31';
  const opening = rng.int(200_000, 700_000);
  const activity = bankActivity(rng, start, end, count, opening);
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);

  const w = new PdfkitWriter(50, 730);
  const dailyHeader = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'Date', x: 45, bold: true, size: 8 },
        { text: 'Description', x: 95, bold: true, size: 8 },
        { text: 'Amount', x: 470, right: true, bold: true, size: 8 },
        { text: 'Balance', x: 560, right: true, bold: true, size: 8 },
      ],
      13,
    );
  w.cell({ text: 'PRAIRIE STATE BANK', x: 45, bold: true, size: 13 }, 30);
  w.cell({ text: 'Account Number: XXXXXX6630', x: 560, right: true, size: 8 }, 30);
  w.cell({ text: 'Statement Period: 05/01/2026 - 05/31/2026', x: 560, right: true, size: 8 }, 42);
  w.y = 70;
  for (const line of ['SAM K ODUYA', '88 LINDEN DR', 'DES MOINES IA 50309']) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(12);
  w.row([{ text: 'Business Checking', x: 45, bold: true, size: 11 }], 16);
  const summary: Array<[string, string]> = [
    ['Beginning Balance', formatAmount(opening, { dollar: true })],
    ['Deposits and Credits', formatAmount(totals.deposits_cents, { dollar: true })],
    ['Withdrawals and Debits', formatAmount(totals.withdrawals_cents, { dollar: true })],
    ['Ending Balance', formatAmount(closing, { dollar: true })],
  ];
  for (const [label, amount] of summary)
    w.row(
      [
        { text: label, x: 60 },
        { text: amount, x: 300, right: true },
      ],
      12,
    );
  w.gap(10);
  w.row([{ text: 'Transaction history', x: 45, bold: true, size: 10 }], 15);
  dailyHeader(w);
  w.onNewPage = (x) => {
    x.row([{ text: 'Transaction history (continued)', x: 45, bold: true, size: 10 }], 15);
    dailyHeader(x);
  };
  for (const [i, a] of activity.entries()) {
    const lines = wrap(w.doc, a.description, 300, w.size);
    w.ensure(12 * lines.length);
    w.row(
      [
        { text: dateFormats.mmdd(a.date), x: 45 },
        { text: lines[0] ?? '', x: 95 },
        { text: `${a.cents < 0 ? '-' : ''}${formatAmount(a.cents)}`, x: 470, right: true },
        { text: formatAmount(rows[i]?.balance_cents ?? 0), x: 560, right: true },
      ],
      12,
    );
    for (const more of lines.slice(1)) w.row([{ text: more, x: 95 }], 11);
  }
  w.onNewPage = () => {};
  const groups: Array<[string, (a: Activity) => boolean]> = [
    ['Deposits', (a) => a.cents > 0],
    ['Card purchases', (a) => a.cents < 0 && a.category === 'card'],
    ['Other withdrawals', (a) => a.cents < 0 && a.category !== 'card'],
  ];
  for (const [title, test] of groups) {
    const items = activity.filter(test);
    if (items.length === 0) continue;
    w.ensure(40);
    w.gap(8);
    w.row([{ text: title, x: 45, bold: true, size: 10 }], 15);
    w.row(
      [
        { text: 'Date', x: 45, bold: true, size: 8 },
        { text: 'Description', x: 95, bold: true, size: 8 },
        { text: 'Amount', x: 560, right: true, bold: true, size: 8 },
      ],
      13,
    );
    for (const a of items) {
      // The grouped list shortens descriptions to their first words.
      const short = a.description.split(' ').slice(0, 3).join(' ');
      w.row(
        [
          { text: dateFormats.mmdd(a.date), x: 45 },
          { text: short, x: 95 },
          { text: formatAmount(a.cents), x: 560, right: true },
        ],
        12,
      );
    }
    w.row(
      [
        { text: `Total ${title.toLowerCase()}`, x: 95, bold: true },
        { text: formatAmount(items.reduce((s, a) => s + Math.abs(a.cents), 0)), x: 560, right: true, bold: true },
      ],
      14,
    );
  }
  const pdf = await w.finish((x, n, total) => x.cell({ text: `Page ${n} of ${total}`, x: 520, size: 8 }, 760));
  const expected: ExpectedStatement = {
    family: 'listed-twice',
    producer: 'pdfkit',
    covers: [
      'the same rows listed day by day and again grouped by type are imported once',
      'grouped list with shortened descriptions and unsigned amounts',
    ],
    account_holder: 'SAM K ODUYA',
    page_count: w.pages,
    accounts: [
      {
        kind: 'checking',
        account_number_last4: '6630',
        name: 'Business Checking',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: totals.deposits_cents, withdrawals_cents: totals.withdrawals_cents },
        transactions: rows,
      },
    ],
  };
  return { name: 'listed-twice', pdf, expected };
}
