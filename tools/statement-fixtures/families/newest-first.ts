import { bankActivity } from '../activity.ts';
import { closingOf, expectedRows } from '../expected.ts';
import type { ExpectedStatement } from '../model.ts';
import { formatAmount, parts } from '../money.ts';
import { PdfkitWriter } from '../pdfkit-writer.ts';
import { createRng } from '../prng.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const day = (iso: string) => `${String(parts(iso).d).padStart(2, '0')} ${MONTHS[parts(iso).m - 1]} ${parts(iso).y}`;

/**
 * An online-banking "statement details" print: rows newest first, grouped per day between
 * "Balance as at close <date>" and "Balance brought forward <date>" lines (the newest day's close
 * not yet available), the description on a "Narrative" line of its own under each row, a reference
 * and a transaction type kept apart, credit and debit columns (debits with a leading minus), and a
 * box at the top with the current ledger balance and a brought-forward figure that is not the
 * statement's opening. The opening is the earliest day's balance brought forward.
 */
export async function newestFirst(seed: number, count: number) {
  const start = '2026-05-01';
  const end = '2026-05-22';
  const rng = createRng(seed);
  const opening = rng.int(800_000, 2_000_000);
  const activity = bankActivity(rng, start, end, count, opening);
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const days = [...new Set(activity.map((a) => a.date))];
  const balanceBefore = (date: string) => {
    const i = activity.findIndex((a) => a.date === date);
    return i === 0 ? opening : (rows[i - 1]?.balance_cents ?? 0);
  };
  const balanceAfter = (date: string) => rows[activity.findLastIndex((a) => a.date === date)]?.balance_cents ?? 0;
  const money = (c: number) => `${c < 0 ? '-' : ''}${formatAmount(c)}`;

  const w = new PdfkitWriter(50, 740);
  const header = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'Bank reference', x: 36, bold: true, size: 7 },
        { text: 'TRN type', x: 120, bold: true, size: 7 },
        { text: 'Value date', x: 180, bold: true, size: 7 },
        { text: 'Credit amount', x: 340, right: true, bold: true, size: 7 },
        { text: 'Debit amount', x: 420, right: true, bold: true, size: 7 },
        { text: 'Balance', x: 500, right: true, bold: true, size: 7 },
        { text: 'Time', x: 520, bold: true, size: 7 },
      ],
      16,
    );
  w.onNewPage = (x) => {
    x.cell({ text: 'Statement details', x: 36, bold: true, size: 11 }, 30);
    header(x);
  };
  w.cell({ text: 'Statement details', x: 36, bold: true, size: 11 }, 30);
  w.y = 50;
  w.row(
    [
      { text: 'BRIGHTWATER TRADING LTD', x: 36, size: 9 },
      { text: 'Closing ledger balance brought forward', x: 330 },
      { text: formatAmount(balanceBefore(days.at(-2) ?? start)), x: 570, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: '9 HARBOUR ROW', x: 36, size: 9 },
      { text: `From ${day(days.at(-2) ?? start)}`, x: 330 },
    ],
    12,
  );
  w.row(
    [
      { text: 'BRISTOL BS1 4QA', x: 36, size: 9 },
      { text: 'Current ledger balance', x: 330 },
      { text: formatAmount(closing), x: 570, right: true },
    ],
    12,
  );
  w.row([{ text: `As at ${day(end)} 08:00`, x: 330 }], 16);
  w.row(
    [
      { text: 'Business Current Account', x: 36, bold: true },
      { text: 'Account number 40-11-62 90817733', x: 170 },
      { text: `Specified date range ${day(start)} to ${day(end)}`, x: 330 },
    ],
    18,
  );
  header(w);
  for (const [d, date] of [...days].reverse().entries()) {
    w.ensure(40);
    const close = d === 0 ? { text: 'Not Available', x: 180 } : { text: formatAmount(balanceAfter(date)), x: 260, right: true };
    w.row([{ text: `Balance as at close ${day(date)}`, x: 36 }, close], 14);
    const indexes = activity.flatMap((a, i) => (a.date === date ? [i] : [])).reverse();
    for (const i of indexes) {
      const a = activity[i];
      if (!a) continue;
      w.ensure(26);
      w.row(
        [
          { text: `NONREF${rng.int(10, 99)}`, x: 36 },
          { text: a.cents < 0 ? 'Transfer' : 'Credit', x: 120 },
          { text: day(a.date), x: 180 },
          { text: a.cents > 0 ? money(a.cents) : '', x: 340, right: true },
          { text: a.cents < 0 ? money(a.cents) : '', x: 420, right: true },
          { text: formatAmount(rows[i]?.balance_cents ?? 0), x: 500, right: true },
          { text: `${String(rng.int(8, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`, x: 520 },
        ],
        11,
      );
      w.row(
        [
          { text: 'Narrative', x: 36 },
          { text: a.description, x: 80 },
        ],
        14,
      );
    }
    w.row(
      [
        { text: `Balance brought forward ${day(date)}`, x: 36 },
        { text: formatAmount(balanceBefore(date)), x: 260, right: true },
      ],
      16,
    );
  }
  const pdf = await w.finish((x, n, total) => x.cell({ text: `Page ${n} of ${total}`, x: 520, size: 7 }, 760));
  const printedOrder = rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => b.r.transaction_date.localeCompare(a.r.transaction_date) || b.i - a.i)
    .map((x) => x.r);
  const expected: ExpectedStatement = {
    family: 'newest-first',
    producer: 'pdfkit',
    covers: [
      'rows listed newest first',
      'a dated balance brought forward for every day: the earliest is the opening',
      'current ledger balance as the closing',
      'description on a Narrative line of its own',
      'reference, type and time columns kept out of the description',
      'DD Mon YYYY dates',
    ],
    account_holder: 'BRIGHTWATER TRADING LTD',
    page_count: w.pages,
    accounts: [
      {
        kind: 'checking',
        account_number_last4: '7733',
        name: 'Business Current Account',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: {},
        transactions: printedOrder,
      },
    ],
  };
  return { name: 'newest-first', pdf, expected };
}
