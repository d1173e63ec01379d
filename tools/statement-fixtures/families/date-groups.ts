import { bankActivity } from '../activity.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import type { ExpectedStatement } from '../model.ts';
import { dateFormats, formatAmount } from '../money.ts';
import { PdfkitWriter, wrap } from '../pdfkit-writer.ts';
import { createRng } from '../prng.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** "Tuesday, June 2, 2026" */
const longDay = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
};

/**
 * A digital bank's statement: each day's rows under the date printed on a line of its own, a header with no Date
 * column ("Description | Amount | Balance"), amounts signed "+$" / "-$", with or without running balances.
 */
export async function dateGroups(options: { seed: number; count: number; style: 'long' | 'short'; balances: boolean; name: string }) {
  const rng = createRng(options.seed);
  const start = '2026-06-01';
  const end = '2026-06-30';
  const opening = rng.int(150_000, 600_000);
  const activity = bankActivity(rng, start, end, options.count, opening);
  const rows = expectedRows(activity, opening, { balances: options.balances ? 'every' : 'none' });
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const w = new PdfkitWriter(50, 730);
  w.cell({ text: 'NORTHSTAR DIGITAL BANK', x: 48, bold: true, size: 13 }, 40);
  w.y = 70;
  for (const line of ['JAMIE ORTEGA', '19 ELM ST', 'BOSTON MA 02110']) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(10);
  w.row(
    [
      { text: 'Everyday Account', x: 48, bold: true, size: 11 },
      { text: 'Account number ****6630', x: 565, right: true },
    ],
    16,
  );
  w.row([{ text: `${dateFormats.long(start)} - ${dateFormats.long(end)}`, x: 48 }], 16);
  w.row(
    [
      { text: 'Opening balance', x: 60 },
      { text: `$${formatAmount(opening)}`, x: 330, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: 'Money in', x: 60 },
      { text: `$${formatAmount(totals.deposits_cents)}`, x: 330, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: 'Money out', x: 60 },
      { text: `$${formatAmount(totals.withdrawals_cents)}`, x: 330, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: 'Closing balance', x: 60 },
      { text: `$${formatAmount(closing)}`, x: 330, right: true },
    ],
    12,
  );
  w.gap(12);
  const header = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'Description', x: 60, bold: true },
        { text: 'Amount', x: 470, right: true, bold: true },
        ...(options.balances ? [{ text: 'Balance', x: 565, right: true, bold: true }] : []),
      ],
      15,
    );
  w.onNewPage = header;
  header(w);
  let day = '';
  for (const [i, a] of activity.entries()) {
    if (a.date !== day) {
      day = a.date;
      w.ensure(30);
      w.gap(3);
      w.row([{ text: options.style === 'long' ? longDay(a.date) : dateFormats.ddMON(a.date).replace(/^0/, ''), x: 48, bold: true }], 13);
    }
    const lines = wrap(w.doc, a.description, 300, w.size);
    w.ensure(12 * lines.length);
    const balance = rows[i]?.balance_cents;
    w.row(
      [
        { text: lines[0] ?? '', x: 60 },
        { text: `${a.cents < 0 ? '-' : '+'}$${formatAmount(a.cents)}`, x: 470, right: true },
        ...(options.balances && balance !== null && balance !== undefined ? [{ text: `$${formatAmount(balance)}`, x: 565, right: true }] : []),
      ],
      12,
    );
    for (const more of lines.slice(1)) w.row([{ text: more, x: 60 }], 11);
  }
  const pdf = await w.finish((x, n, total) => x.cell({ text: `Page ${n} of ${total}`, x: 520, size: 8 }, 760));
  const expected: ExpectedStatement = {
    family: 'date-groups',
    producer: 'pdfkit',
    covers: [
      `each day's rows under its date on a line of its own (${options.style === 'long' ? '"Tuesday, June 2, 2026"' : '"2 JUN"'})`,
      'header without a Date column',
      '"+$" / "-$" amounts',
      options.balances ? 'running balance' : 'no running balance',
    ],
    account_holder: 'JAMIE ORTEGA',
    page_count: w.pages,
    accounts: [
      {
        kind: 'checking',
        account_number_last4: '6630',
        name: 'Everyday Account',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: totals.deposits_cents, withdrawals_cents: totals.withdrawals_cents },
        transactions: rows,
      },
    ],
  };
  return { name: options.name, pdf, expected };
}
