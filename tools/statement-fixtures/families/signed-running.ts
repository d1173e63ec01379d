import { bankActivity } from '../activity.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import type { ExpectedStatement } from '../model.ts';
import { dateFormats, signed } from '../money.ts';
import { PdfkitWriter, wrap } from '../pdfkit-writer.ts';
import { createRng } from '../prng.ts';

export interface SignedRunningOptions {
  seed: number;
  count: number;
  /** Extra space per row, to spread the same activity over more pages. */
  rowGap?: number;
  name: string;
  /**
   * Leaves this row (by index) off the page while every balance and total still includes it, as when a
   * scan cuts a check off: the statement then needs one row added by hand (the demo's correction).
   */
  missedRow?: number;
}

/**
 * One signed amount column and a running balance (community-bank style): Date | Description |
 * Amount | Balance, MM/DD dates, wrapped descriptions, Beginning/Ending Balance rows inside the
 * table, the header and a page banner repeated on every page.
 */
export async function signedRunning(options: SignedRunningOptions) {
  const rng = createRng(options.seed);
  const start = '2026-01-01';
  const end = '2026-01-31';
  const opening = rng.int(200_000, 900_000);
  const activity = bankActivity(rng, start, end, options.count, opening);
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);

  const w = new PdfkitWriter(50, 735);
  const banner = (x: PdfkitWriter) => {
    x.cell({ text: 'FIRST KEYSTONE BANK', x: 50, bold: true, size: 11 }, 24);
    x.cell({ text: 'Account Number: XXXXXX4821', x: 560, right: true, size: 8 }, 24);
    x.cell({ text: 'Statement Period: 01/01/2026 - 01/31/2026', x: 560, right: true, size: 8 }, 34);
  };
  const header = (x: PdfkitWriter) => {
    x.row(
      [
        { text: 'Date', x: 50, bold: true },
        { text: 'Description', x: 95, bold: true },
        { text: 'Amount', x: 470, right: true, bold: true },
        { text: 'Balance', x: 560, right: true, bold: true },
      ],
      16,
    );
  };
  w.onNewPage = (x) => {
    banner(x);
    header(x);
  };
  banner(w);
  w.y = 70;
  for (const line of ['JORDAN A RIVERA', '1420 MAPLE AVE', 'SPRINGFIELD IL 62704']) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(16);
  w.row([{ text: 'Everyday Checking', x: 50, bold: true, size: 12 }], 20);
  const summary: Array<[string, string, string]> = [
    ['Beginning Balance', '', signed(opening, { dollar: true })],
    ['Deposits and other credits', String(totals.deposits_count), signed(totals.deposits_cents, { dollar: true })],
    ['Withdrawals and other debits', String(totals.withdrawals_count), signed(-totals.withdrawals_cents, { dollar: true })],
    ['Ending Balance', '', signed(closing, { dollar: true })],
  ];
  for (const [label, count, amount] of summary) {
    w.row(
      [
        { text: label, x: 60 },
        { text: count, x: 300, right: true },
        { text: amount, x: 400, right: true },
      ],
      13,
    );
  }
  w.gap(14);
  w.row([{ text: 'Transaction History', x: 50, bold: true, size: 11 }], 18);
  header(w);
  const rowHeight = 11.5 + (options.rowGap ?? 0);
  w.row(
    [
      { text: dateFormats.mmdd(start), x: 50 },
      { text: 'Beginning Balance', x: 95 },
      { text: signed(opening), x: 560, right: true },
    ],
    rowHeight,
  );
  for (const [i, a] of activity.entries()) {
    if (i === options.missedRow) continue;
    const lines = wrap(w.doc, a.description, 300, w.size);
    w.ensure(rowHeight + (lines.length - 1) * 11);
    w.row(
      [
        { text: dateFormats.mmdd(a.date), x: 50 },
        { text: lines[0] ?? '', x: 95 },
        { text: signed(a.cents), x: 470, right: true },
        { text: signed(rows[i]?.balance_cents ?? 0), x: 560, right: true },
      ],
      lines.length > 1 ? 11 : rowHeight,
    );
    for (const [k, more] of lines.slice(1).entries()) w.row([{ text: more, x: 95 }], k === lines.length - 2 ? rowHeight : 11);
  }
  w.row(
    [
      { text: dateFormats.mmdd(end), x: 50 },
      { text: 'Ending Balance', x: 95 },
      { text: signed(closing), x: 560, right: true },
    ],
    rowHeight,
  );
  const pdf = await w.finish((x, page, pages) => {
    x.cell({ text: `Page ${page} of ${pages}`, x: 306, size: 8 }, 760);
    x.cell({ text: 'Member FDIC. Equal Housing Lender.', x: 50, size: 7 }, 760);
  });
  const expected: ExpectedStatement = {
    family: 'signed-running',
    producer: 'pdfkit',
    covers: [
      'signed amount column',
      'running balance',
      'MM/DD dates',
      'wrapped descriptions',
      'repeated page headers and footers',
      'Beginning/Ending Balance rows',
      'summary counts',
    ],
    account_holder: 'JORDAN A RIVERA',
    page_count: w.pages,
    accounts: [
      {
        kind: 'checking',
        account_number_last4: '4821',
        name: 'Everyday Checking',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: totals,
        transactions: rows,
      },
    ],
  };
  return { name: options.name, pdf, expected };
}
