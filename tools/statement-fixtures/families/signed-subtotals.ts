import { cardActivity } from '../activity.ts';
import { closingOf, expectedRows } from '../expected.ts';
import type { ExpectedStatement } from '../model.ts';
import { dateFormats, formatAmount } from '../money.ts';
import { PdfkitWriter, wrap } from '../pdfkit-writer.ts';
import { createRng } from '../prng.ts';

interface Options {
  seed: number;
  count: number;
  name: string;
  /**
   * What each page's "SUBTOTAL" adds up under the one signed Amount column: `balance`, everything printed in it so
   * far, the previous balance at the list's top included (what is owed at that point, as a real card prints it);
   * `page`, the page's own charges less credits.
   */
  subtotal: 'balance' | 'page';
}

// Room kept at each page's foot for its sub-total.
const FOOT = 30;
const X = { date: 45, description: 110, amount: 560 };

/**
 * A card statement with one signed Amount column (charges bare, credits in parentheses), the previous balance printed
 * in that column above the first row, a "SUBTOTAL" at each page's foot and after the last row, then "TOTAL" and
 * "TOTAL AMOUNT DUE". None of these lines is a row; each sub-total checks the rows above it.
 */
export async function signedSubtotals({ seed, count, name, subtotal }: Options) {
  const rng = createRng(seed);
  const start = '2026-07-02';
  const end = '2026-08-01';
  const previous = rng.int(20_000, 90_000);
  // One date printed per row: the posting date is not the statement's.
  const activity = cardActivity(rng, start, end, count).map((a) => ({ ...a, postDate: null }));
  const rows = expectedRows(activity, previous, { isCard: true, balances: 'none' });
  const closing = closingOf(activity, previous, true);
  const last4 = String(rng.int(1000, 9999));
  // Charges bare, credits in parentheses: what the column prints for a movement (a charge's cents are negative).
  const printed = (owed: number) => (owed < 0 ? `(${formatAmount(-owed)})` : formatAmount(owed));
  const credits = activity.filter((a) => a.cents > 0).reduce((s, a) => s + a.cents, 0);
  const charges = -activity.filter((a) => a.cents < 0).reduce((s, a) => s + a.cents, 0);

  const w = new PdfkitWriter(50, 730);
  const header = (p: PdfkitWriter) =>
    p.row(
      [
        { text: 'Date', x: X.date, bold: true, size: 8 },
        { text: 'Description', x: X.description, bold: true, size: 8 },
        { text: 'Amount (USD)', x: X.amount, right: true, bold: true, size: 8 },
      ],
      14,
    );
  const so = { page: 0, owed: previous };
  const subtotalLine = () =>
    w.row(
      [
        { text: 'SUBTOTAL', x: X.description, bold: true },
        { text: printed(subtotal === 'page' ? so.page : so.owed), x: X.amount, right: true, bold: true },
      ],
      14,
    );
  w.onNewPage = (p) => {
    p.cell({ text: `Card number XXXX-XXXX-XXXX-${last4}`, x: 560, right: true, size: 8 }, 30);
    header(p);
    so.page = 0;
  };

  w.cell({ text: 'HARBOUR CITY BANK', x: 45, bold: true, size: 13 }, 30);
  w.cell({ text: 'Platinum Rewards Card', x: 560, right: true, bold: true, size: 10 }, 30);
  w.cell({ text: `Card number XXXX-XXXX-XXXX-${last4}`, x: 560, right: true, size: 8 }, 44);
  w.y = 70;
  for (const line of ['ORCHARD LANE STUDIO', '18 QUAY STREET', 'SALEM MA 01970']) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(10);
  w.row([{ text: `Statement period ${dateFormats.mmddyyyy(start)} to ${dateFormats.mmddyyyy(end)}`, x: 45 }], 14);
  const summary: Array<[string, string]> = [
    ['Previous Balance', formatAmount(previous)],
    ['Payments, Credits', `-${formatAmount(credits)}`],
    ['Purchases', `+${formatAmount(charges)}`],
    ['New Balance', formatAmount(closing)],
    ['Minimum Payment Due', formatAmount(Math.max(2_500, Math.round(closing * 0.02)))],
    ['Credit Limit', '15,000.00'],
  ];
  for (const [label, figure] of summary)
    w.row(
      [
        { text: label, x: 60 },
        { text: figure, x: 300, right: true },
      ],
      12,
    );
  w.gap(12);
  header(w);
  w.row(
    [
      { text: 'PREVIOUS BALANCE', x: X.description },
      { text: formatAmount(previous), x: X.amount, right: true },
    ],
    12,
  );
  for (const a of activity) {
    const lines = wrap(w.doc, a.description, 300, 9);
    const height = 12 + 11 * (lines.length - 1);
    if (w.y + height + FOOT > w.bottom) {
      subtotalLine();
      w.newPage();
    }
    w.row(
      [
        { text: dateFormats.mmdd(a.date), x: X.date },
        { text: lines[0] ?? '', x: X.description },
        { text: printed(-a.cents), x: X.amount, right: true },
      ],
      12,
    );
    for (const more of lines.slice(1)) w.row([{ text: more, x: X.description }], 11);
    so.page -= a.cents;
    so.owed -= a.cents;
  }
  subtotalLine();
  w.gap(8);
  for (const label of ['TOTAL', 'TOTAL AMOUNT DUE'])
    w.row(
      [
        { text: label, x: X.description, bold: true },
        { text: formatAmount(closing), x: X.amount, right: true, bold: true },
      ],
      16,
    );
  const pdf = await w.finish((p, n, total) => p.cell({ text: `Page ${n} of ${total}`, x: 520, size: 8 }, 760));

  const expected: ExpectedStatement = {
    family: 'signed-subtotals',
    producer: 'pdfkit',
    covers: [
      'one signed Amount column on a card: charges bare, credits in parentheses, the previous balance printed in it',
      subtotal === 'balance'
        ? '"SUBTOTAL" at each page\'s foot adding up the column so far, the previous balance included (what is owed there)'
        : '"SUBTOTAL" at each page\'s foot adding up that page\'s charges less credits',
      '"TOTAL" and "TOTAL AMOUNT DUE" under the list, no rows',
    ],
    account_holder: 'ORCHARD LANE STUDIO',
    page_count: w.pages,
    accounts: [
      {
        kind: 'credit_card',
        account_number_last4: last4,
        name: 'Platinum Rewards Card',
        period_start: start,
        period_end: end,
        opening_balance_cents: previous,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: credits, withdrawals_cents: charges },
        transactions: rows,
      },
    ],
  };
  return { name, pdf, expected };
}
