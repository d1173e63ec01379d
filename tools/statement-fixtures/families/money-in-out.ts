import { bankActivity } from '../activity.ts';
import { closingOf, expectedRows } from '../expected.ts';
import type { ExpectedStatement } from '../model.ts';
import { formatAmount, parts } from '../money.ts';
import { PdfkitWriter, wrap } from '../pdfkit-writer.ts';
import { createRng } from '../prng.ts';

interface Options {
  seed: number;
  count: number;
  /** uk: £, "12 Feb" rows without a year, Money out / Money in. eu: €, decimal commas, dd.mm.yyyy. */
  style: 'uk' | 'eu';
  name: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

// "1.234,56": the decimal comma and point grouping of most of Europe.
function european(cents: number): string {
  return formatAmount(cents).replace(/[.,]/g, (c) => (c === '.' ? ',' : '.'));
}

/**
 * A statement from outside the US: day-first dates whose day is often 12 or less (so the order must
 * come from the statement being British or European, not from the dates), Money out / Money in or
 * Debit / Credit columns, a running balance on every row, balance brought / carried forward, a
 * "Business Current Account", foreign-currency detail lines under card rows (part of the row above,
 * never rows), and for the European style decimal commas.
 */
export async function moneyInOut({ seed, count, style, name }: Options) {
  const rng = createRng(seed);
  const start = '2026-02-01';
  const end = '2026-02-28';
  const opening = rng.int(300_000, 900_000);
  const activity = bankActivity(rng, start, end, count, opening);
  const details = new Map<number, string>();
  for (const [i, a] of activity.entries()) {
    if (a.category !== 'card' || !rng.chance(0.2)) continue;
    const foreign = formatAmount(Math.round(-a.cents * 1.17));
    details.set(i, `FOREIGN CURRENCY ${foreign} USD @ EXCHANGE RATE 1.1${rng.int(100, 999)}`);
    a.description = `${a.description} ${details.get(i)}`;
  }
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const money = style === 'eu' ? european : (c: number) => formatAmount(c);
  const date = (iso: string) => {
    const { y, m, d } = parts(iso);
    return style === 'eu' ? `${pad(d)}.${pad(m)}.${y}` : `${pad(d)} ${MONTHS[m - 1]}`;
  };
  const labels = style === 'eu' ? ['Date', 'Details', 'Debit', 'Credit', 'Balance'] : ['Date', 'Description', 'Money out', 'Money in', 'Balance'];
  const currency = style === 'eu' ? 'EUR' : 'GBP';

  const w = new PdfkitWriter(50, 730);
  const header = (x: PdfkitWriter) =>
    x.row(
      [
        { text: labels[0] ?? '', x: 45, bold: true, size: 8 },
        { text: labels[1] ?? '', x: 110, bold: true, size: 8 },
        { text: labels[2] ?? '', x: 400, right: true, bold: true, size: 8 },
        { text: labels[3] ?? '', x: 475, right: true, bold: true, size: 8 },
        { text: labels[4] ?? '', x: 560, right: true, bold: true, size: 8 },
      ],
      13,
    );
  w.onNewPage = (x) => {
    x.cell({ text: `Account number 23${rng.int(100, 999)}7719`, x: 560, right: true, size: 8 }, 30);
    header(x);
  };
  w.cell({ text: style === 'eu' ? 'Banca Meridiana' : 'Thames Valley Bank plc', x: 45, bold: true, size: 13 }, 30);
  w.cell({ text: 'Business Current Account', x: 560, right: true, bold: true, size: 10 }, 30);
  w.cell({ text: style === 'eu' ? 'IBAN IT60 X054 2811 1010 0000 0123 456' : 'Sort code 20-45-77', x: 560, right: true, size: 8 }, 44);
  w.cell({ text: 'Account number 41587719', x: 560, right: true, size: 8 }, 54);
  w.y = 80;
  const address =
    style === 'eu' ? ['STUDIO LUCE SRL', 'VIA ROMA 12', '20121 MILANO'] : ['HOLLOWAY & REID LTD', '14 CASTLE STREET', 'READING RG1 7SB'];
  for (const line of address) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(14);
  const period = style === 'eu' ? 'Statement period 01.02.2026 - 28.02.2026' : 'Statement period 1 February 2026 to 28 February 2026';
  w.row(
    [
      { text: period, x: 45, size: 9 },
      { text: `All amounts in ${currency}`, x: 560, right: true, size: 8 },
    ],
    16,
  );
  w.gap(8);
  header(w);
  w.row(
    [
      { text: date(start), x: 45 },
      { text: 'BALANCE BROUGHT FORWARD', x: 110 },
      { text: money(opening), x: 560, right: true },
    ],
    12,
  );
  for (const [i, a] of activity.entries()) {
    const detail = details.get(i);
    const printed = detail ? a.description.slice(0, -detail.length - 1) : a.description;
    const lines = wrap(w.doc, printed, 220, w.size);
    w.ensure(12 * (lines.length + (detail ? 1 : 0)));
    w.row(
      [
        { text: date(a.date), x: 45 },
        { text: lines[0] ?? '', x: 110 },
        { text: money(a.cents), x: a.cents < 0 ? 400 : 475, right: true },
        { text: money(rows[i]?.balance_cents ?? 0), x: 560, right: true },
      ],
      12,
    );
    for (const more of lines.slice(1)) w.row([{ text: more, x: 110 }], 11);
    if (detail) w.row([{ text: detail, x: 110, size: 8 }], 12);
  }
  w.row(
    [
      { text: date(end), x: 45 },
      { text: 'BALANCE CARRIED FORWARD', x: 110 },
      { text: money(closing), x: 560, right: true },
    ],
    16,
  );
  w.row([{ text: 'Overdraft interest of 19.9% applies to arranged overdrafts; a fee of 6.00 applies per unarranged item.', x: 45, size: 7 }], 10);
  const pdf = await w.finish((x, n, total) => x.cell({ text: `Page ${n} of ${total}`, x: 520, size: 8 }, 760));
  const expected: ExpectedStatement = {
    family: `money-in-out-${style}`,
    producer: 'pdfkit',
    covers: [
      style === 'eu' ? 'decimal commas (1.234,56), dd.mm.yyyy dates, IBAN' : 'dd Mon dates without a year, sort code, GBP',
      'day-first dates with days of 12 or less, from the statement being non-US',
      `${labels[2]} / ${labels[3]} columns`,
      'balance brought / carried forward rows',
      'foreign-currency detail lines belong to the row above',
      'Business Current Account is a checking account',
    ],
    account_holder: address[0] ?? '',
    page_count: w.pages,
    accounts: [
      {
        kind: 'checking',
        account_number_last4: '7719',
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
