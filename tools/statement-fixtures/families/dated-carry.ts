import { bankActivity } from '../activity.ts';
import { closingOf, expectedRows } from '../expected.ts';
import type { ExpectedStatement } from '../model.ts';
import { formatAmount, parts } from '../money.ts';
import { PdfkitWriter, wrap } from '../pdfkit-writer.ts';
import { createRng } from '../prng.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ddMon = (iso: string) => `${String(parts(iso).d).padStart(2, '0')} ${MONTHS[parts(iso).m - 1]}`;
// Room kept at each page's foot for its carried-forward line.
const FOOT = 20;

/**
 * A British current account carrying its balance from page to page on dated lines: "28 Feb  Balance c/f  1,234.56" at
 * each page's foot and "28 Feb  Balance b/f  1,234.56" under the next page's header, the day in the date column like a
 * row's. The balance is printed on a day's last row only, and nothing but the first b/f and the last c/f names the
 * opening and closing. None of these lines is a row, nor opens another account when the account number repeats.
 */
export async function datedCarry({ seed, count, name }: { seed: number; count: number; name: string }) {
  const rng = createRng(seed);
  const start = '2026-02-01';
  const end = '2026-02-28';
  const opening = rng.int(300_000, 900_000);
  const activity = bankActivity(rng, start, end, count, opening);
  const rows = expectedRows(activity, opening, { balances: 'last-of-day' });
  const closing = closingOf(activity, opening);
  const last4 = String(rng.int(1000, 9999));
  const x = { date: 45, label: 110, out: 400, in: 475, balance: 560 };
  let balance = opening;
  let day = start;

  const w = new PdfkitWriter(50, 730);
  const header = (p: PdfkitWriter) =>
    p.row(
      [
        { text: 'Date', x: x.date, bold: true, size: 8 },
        { text: 'Description', x: x.label, bold: true, size: 8 },
        { text: 'Paid out', x: x.out, right: true, bold: true, size: 8 },
        { text: 'Paid in', x: x.in, right: true, bold: true, size: 8 },
        { text: 'Balance', x: x.balance, right: true, bold: true, size: 8 },
      ],
      13,
    );
  const carry = (p: PdfkitWriter, label: string) =>
    p.row(
      [
        { text: ddMon(day), x: x.date },
        { text: label, x: x.label, bold: true },
        { text: formatAmount(balance), x: x.balance, right: true, bold: true },
      ],
      13,
    );
  w.onNewPage = (p) => {
    p.cell({ text: `Account number 7230${last4}`, x: 560, right: true, size: 8 }, 30);
    header(p);
    carry(p, 'Balance b/f');
  };
  w.cell({ text: 'ALBION & MERCER BANK', x: 45, bold: true, size: 13 }, 30);
  w.cell({ text: 'Business Current Account', x: 560, right: true, bold: true, size: 10 }, 30);
  w.cell({ text: 'Sort code 30-12-55', x: 560, right: true, size: 8 }, 44);
  w.cell({ text: `Account number 7230${last4}`, x: 560, right: true, size: 8 }, 54);
  w.y = 80;
  const holder = ['PENROSE JOINERY LTD', '3 QUAY LANE', 'FALMOUTH TR11 3HF'];
  for (const line of holder) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(14);
  w.row([{ text: 'Statement period 1 February 2026 to 28 February 2026', x: 45, size: 9 }], 16);
  w.gap(8);
  header(w);
  carry(w, 'Balance b/f');
  for (const [i, a] of activity.entries()) {
    const lines = wrap(w.doc, a.description, 250, 9);
    if (w.y + 12 + 11 * (lines.length - 1) + FOOT > w.bottom) {
      carry(w, 'Balance c/f');
      w.newPage();
    }
    const printed = rows[i]?.balance_cents ?? null;
    w.row(
      [
        { text: ddMon(a.date), x: x.date },
        { text: lines[0] ?? '', x: x.label },
        { text: formatAmount(a.cents), x: a.cents < 0 ? x.out : x.in, right: true },
        ...(printed === null ? [] : [{ text: formatAmount(printed), x: x.balance, right: true }]),
      ],
      12,
    );
    for (const more of lines.slice(1)) w.row([{ text: more, x: x.label }], 11);
    balance += a.cents;
    day = a.date;
  }
  day = end;
  carry(w, 'Balance c/f');
  const pdf = await w.finish((p, n, total) => p.cell({ text: `Page ${n} of ${total}`, x: 520, size: 8 }, 760));
  const expected: ExpectedStatement = {
    family: 'page-totals',
    producer: 'pdfkit',
    covers: [
      'dated "Balance c/f" at each page\'s foot and "Balance b/f" under the next header: checks between pages, never rows',
      "dd Mon dates, Paid out / Paid in, a balance on a day's last row only",
      'the first b/f is the opening and the last c/f the closing, nothing else naming them',
    ],
    account_holder: holder[0] ?? '',
    page_count: w.pages,
    accounts: [
      {
        kind: 'checking',
        account_number_last4: last4,
        name: 'Business Current Account',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: {},
        transactions: rows,
      },
    ],
  };
  return { name, pdf, expected };
}
