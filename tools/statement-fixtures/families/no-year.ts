import { bankActivity } from '../activity.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import type { ExpectedStatement } from '../model.ts';
import { dateFormats, formatAmount } from '../money.ts';
import { PdfkitWriter, wrap } from '../pdfkit-writer.ts';
import { createRng } from '../prng.ts';

/**
 * A statement that prints no year anywhere: the period and every row are "Dec 12" style, and the
 * period crosses New Year, so the December rows belong to the year before the one the uploader names.
 * The truth carries the real dates; the parser must say the year is missing (year_missing) and keep
 * month and day.
 */
export async function noYear(seed: number, count: number) {
  const start = '2025-12-12';
  const end = '2026-01-11';
  const rng = createRng(seed);
  const opening = rng.int(200_000, 500_000);
  const activity = bankActivity(rng, start, end, count, opening);
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const w = new PdfkitWriter(50, 730);
  const header = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'Date', x: 50, bold: true },
        { text: 'Description', x: 105, bold: true },
        { text: 'Amount', x: 460, right: true, bold: true },
        { text: 'Balance', x: 560, right: true, bold: true },
      ],
      15,
    );
  w.onNewPage = header;
  w.cell({ text: 'LAKESHORE COMMUNITY CREDIT UNION', x: 50, bold: true, size: 13 }, 40);
  w.y = 70;
  for (const line of ['MORGAN T ELLIS', '2218 BIRCH HOLLOW RD', 'DULUTH MN 55803']) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(10);
  w.row(
    [
      { text: 'Everyday Checking', x: 50, bold: true, size: 11 },
      { text: 'Account ending 7342', x: 560, right: true },
    ],
    16,
  );
  w.row([{ text: `Statement Period: ${dateFormats.monDd(start)} - ${dateFormats.monDd(end)}`, x: 50 }], 16);
  w.row(
    [
      { text: 'Beginning Balance', x: 60 },
      { text: formatAmount(opening, { dollar: true }), x: 300, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: 'Deposits and Credits', x: 60 },
      { text: formatAmount(totals.deposits_cents, { dollar: true }), x: 300, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: 'Withdrawals and Debits', x: 60 },
      { text: formatAmount(totals.withdrawals_cents, { dollar: true }), x: 300, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: 'Ending Balance', x: 60 },
      { text: formatAmount(closing, { dollar: true }), x: 300, right: true },
    ],
    12,
  );
  w.gap(10);
  header(w);
  const signedAmount = (c: number) => `${c < 0 ? '-' : ''}${formatAmount(c)}`;
  for (const [i, a] of activity.entries()) {
    const lines = wrap(w.doc, a.description, 300, w.size);
    w.ensure(12 * lines.length);
    w.row(
      [
        { text: dateFormats.monDd(a.date), x: 50 },
        { text: lines[0] ?? '', x: 105 },
        { text: signedAmount(a.cents), x: 460, right: true },
        { text: formatAmount(rows[i]?.balance_cents ?? 0), x: 560, right: true },
      ],
      lines.length > 1 ? 10.5 : 12,
    );
    for (const [k, more] of lines.slice(1).entries()) w.row([{ text: more, x: 105 }], k === lines.length - 2 ? 12 : 10.5);
  }
  const pdf = await w.finish((x, n, total) => x.cell({ text: `Page ${n} of ${total}`, x: 520, size: 8 }, 760));
  const expected: ExpectedStatement = {
    family: 'no-year',
    producer: 'pdfkit',
    covers: ['no year printed anywhere (year_missing)', 'period crossing New Year', 'Mon D dates', 'signed amounts'],
    account_holder: 'MORGAN T ELLIS',
    page_count: w.pages,
    year_missing: true,
    accounts: [
      {
        kind: 'checking',
        account_number_last4: '7342',
        name: 'Everyday Checking',
        // No year is printed, so the parser cannot state the period.
        period_start: null,
        period_end: null,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: totals.deposits_cents, withdrawals_cents: totals.withdrawals_cents },
        transactions: rows,
      },
    ],
  };
  return { name: 'no-year', pdf, expected };
}
