import { bankActivity } from '../activity.ts';
import { closingOf, expectedRows } from '../expected.ts';
import type { Activity, ExpectedStatement } from '../model.ts';
import { dateFormats, formatAmount, signed } from '../money.ts';
import { PdfkitWriter, wrap } from '../pdfkit-writer.ts';
import { createRng } from '../prng.ts';

const SECTIONS: Array<{ title: string; total: string; categories: Activity['category'][] }> = [
  { title: 'DEPOSITS AND ADDITIONS', total: 'Total Deposits and Additions', categories: ['deposit'] },
  { title: 'CHECKS PAID', total: 'Total Checks Paid', categories: ['check'] },
  { title: 'ATM & DEBIT CARD WITHDRAWALS', total: 'Total ATM & Debit Card Withdrawals', categories: ['card', 'atm'] },
  { title: 'ELECTRONIC WITHDRAWALS', total: 'Total Electronic Withdrawals', categories: ['electronic'] },
  { title: 'FEES', total: 'Total Fees', categories: ['fee'] },
];

/**
 * A big-bank layout where section headings decide the sign: a CHECKING SUMMARY with instance
 * counts, unsigned amounts under DEPOSITS AND ADDITIONS / CHECKS PAID / ATM & DEBIT CARD
 * WITHDRAWALS / ELECTRONIC WITHDRAWALS / FEES, a checks table (number, date paid, amount), an
 * ATM & DEBIT CARD SUMMARY repeating totals, a DAILY ENDING BALANCE table, a period that crosses
 * the new year (Dec 10 – Jan 9) with MM/DD dates, and notices with dates and amounts.
 */
export async function chaseSections(seed: number, count: number) {
  const rng = createRng(seed);
  const start = '2025-12-10';
  const end = '2026-01-09';
  const opening = rng.int(400_000, 900_000);
  const activity = bankActivity(rng, start, end, count, opening);
  for (const a of activity) {
    if (a.category === 'check') {
      a.description = `${a.checkNumber}`;
      a.vendor = 'Check';
    }
  }
  const closing = closingOf(activity, opening);
  const bySection = SECTIONS.map((s) => ({ ...s, items: activity.filter((a) => s.categories.includes(a.category)) }));
  const printedOrder = bySection.flatMap((s) => s.items);
  const rows = expectedRows(printedOrder, opening, { balances: 'none' });
  const sum = (items: Activity[]) => items.reduce((t, a) => t + a.cents, 0);

  const w = new PdfkitWriter(60, 720);
  w.onNewPage = (x) => {
    x.cell({ text: 'December 10, 2025 through January 9, 2026', x: 560, right: true, size: 8 }, 30);
    x.cell({ text: 'Primary Account: 000000829104417', x: 560, right: true, size: 8 }, 40);
  };
  w.cell({ text: 'JPMorgan Chase Bank, N.A.', x: 50, bold: true, size: 12 }, 30);
  w.cell({ text: 'December 10, 2025 through January 9, 2026', x: 560, right: true, size: 8 }, 30);
  w.cell({ text: 'Account Number: 000000829104417', x: 560, right: true, size: 8 }, 40);
  w.y = 80;
  for (const line of ['CASEY L MORGAN', '9 RIVERSIDE TER', 'COLUMBUS OH 43215']) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(14);
  w.row(
    [
      { text: 'CHECKING SUMMARY', x: 50, bold: true, size: 10 },
      { text: 'Chase Total Checking', x: 560, right: true, bold: true },
    ],
    16,
  );
  w.row(
    [
      { text: 'INSTANCES', x: 360, right: true, bold: true, size: 8 },
      { text: 'AMOUNT', x: 470, right: true, bold: true, size: 8 },
    ],
    12,
  );
  w.row(
    [
      { text: 'Beginning Balance', x: 60 },
      { text: formatAmount(opening, { dollar: true }), x: 470, right: true },
    ],
    12,
  );
  for (const s of bySection) {
    const label =
      s.title === 'FEES'
        ? 'Fees'
        : s.title
            .toLowerCase()
            .replace(/(^|\s|&\s)\w/g, (m) => m.toUpperCase())
            .replace('Atm', 'ATM');
    w.row(
      [
        { text: label, x: 60 },
        { text: String(s.items.length), x: 360, right: true },
        { text: signed(sum(s.items), { dollar: true }), x: 470, right: true },
      ],
      12,
    );
  }
  w.row(
    [
      { text: 'Ending Balance', x: 60 },
      { text: String(activity.length), x: 360, right: true },
      { text: formatAmount(closing, { dollar: true }), x: 470, right: true },
    ],
    16,
  );
  w.row([{ text: 'Your monthly service fee was waived because you had $500.00 in direct deposits by 01/09.', x: 60, size: 8 }], 14);

  for (const s of bySection) {
    if (s.items.length === 0) continue;
    w.ensure(60);
    w.gap(8);
    w.row([{ text: s.title, x: 50, bold: true, size: 10 }], 16);
    if (s.title === 'CHECKS PAID') {
      const header = (x: PdfkitWriter) =>
        x.row(
          [
            { text: 'CHECK NO.', x: 50, bold: true, size: 8 },
            { text: 'DESCRIPTION', x: 130, bold: true, size: 8 },
            { text: 'DATE PAID', x: 330, bold: true, size: 8 },
            { text: 'AMOUNT', x: 560, right: true, bold: true, size: 8 },
          ],
          13,
        );
      header(w);
      for (const a of s.items) {
        w.row(
          [
            { text: String(a.checkNumber), x: 50 },
            { text: '^', x: 130 },
            { text: dateFormats.mmdd(a.date), x: 335 },
            { text: formatAmount(a.cents, { dollar: true }), x: 560, right: true },
          ],
          12,
        );
      }
    } else {
      const header = (x: PdfkitWriter) =>
        x.row(
          [
            { text: 'DATE', x: 50, bold: true, size: 8 },
            { text: 'DESCRIPTION', x: 90, bold: true, size: 8 },
            { text: 'AMOUNT', x: 560, right: true, bold: true, size: 8 },
          ],
          13,
        );
      header(w);
      const previous = w.onNewPage;
      w.onNewPage = (x) => {
        previous(x);
        x.row([{ text: `${s.title} (continued)`, x: 50, bold: true, size: 10 }], 16);
        header(x);
      };
      for (const a of s.items) {
        const lines = wrap(w.doc, a.description, 380, w.size);
        w.ensure(12 * lines.length);
        w.row(
          [
            { text: dateFormats.mmdd(a.date), x: 50 },
            { text: lines[0] ?? '', x: 90 },
            { text: formatAmount(a.cents, { dollar: true }), x: 560, right: true },
          ],
          lines.length > 1 ? 10.5 : 12,
        );
        for (const [k, more] of lines.slice(1).entries()) w.row([{ text: more, x: 90 }], k === lines.length - 2 ? 12 : 10.5);
      }
      w.onNewPage = previous;
    }
    w.row(
      [
        { text: s.total, x: 50, bold: true },
        { text: formatAmount(sum(s.items), { dollar: true }), x: 560, right: true, bold: true },
      ],
      14,
    );
    if (s.title === 'CHECKS PAID') {
      w.row(
        [
          {
            text: 'If you see a description in the Checks Paid section, it means that we received only electronic information about the check.',
            x: 50,
            size: 7,
          },
        ],
        10,
      );
    }
    if (s.title.startsWith('ATM')) {
      const card = s.items.filter((a) => a.category === 'card');
      const cash = s.items.filter((a) => a.category === 'atm');
      w.gap(6);
      w.row([{ text: 'ATM & DEBIT CARD SUMMARY', x: 50, bold: true, size: 10 }], 15);
      w.row([{ text: 'Casey Morgan Card 7781', x: 60 }], 12);
      w.row(
        [
          { text: 'Total ATM Withdrawals & Debits', x: 70 },
          { text: formatAmount(sum(cash), { dollar: true }), x: 560, right: true },
        ],
        12,
      );
      w.row(
        [
          { text: 'Total Card Purchases', x: 70 },
          { text: formatAmount(sum(card), { dollar: true }), x: 560, right: true },
        ],
        12,
      );
      w.row(
        [
          { text: 'Total Card Deposits & Credits', x: 70 },
          { text: '$0.00', x: 560, right: true },
        ],
        14,
      );
    }
  }

  // Balances at the end of each day with activity, three date/amount pairs per line.
  const daily: Array<[string, number]> = [];
  let running = opening;
  for (const a of activity) {
    running += a.cents;
    const last = daily.at(-1);
    if (last && last[0] === a.date) last[1] = running;
    else daily.push([a.date, running]);
  }
  w.ensure(50);
  w.gap(8);
  w.row([{ text: 'DAILY ENDING BALANCE', x: 50, bold: true, size: 10 }], 16);
  const xs = [50, 230, 410];
  w.row(
    xs.flatMap((x) => [
      { text: 'DATE', x, bold: true, size: 8 },
      { text: 'AMOUNT', x: x + 140, right: true, bold: true, size: 8 },
    ]),
    13,
  );
  for (let i = 0; i < daily.length; i += 3) {
    w.row(
      daily.slice(i, i + 3).flatMap(([d, b], k) => [
        { text: dateFormats.mmdd(d), x: xs[k] ?? 0 },
        { text: formatAmount(b, { dollar: true }), x: (xs[k] ?? 0) + 140, right: true },
      ]),
      12,
    );
  }
  w.gap(10);
  w.row([{ text: 'A NOTE FROM CHASE: Starting 02/01/2026 the overdraft fee is $34.00 per item, up to 3 per day.', x: 50, size: 8 }], 12);
  const pdf = await w.finish((x, n, total) => x.cell({ text: `Page ${n} of ${total}`, x: 540, size: 8 }, 750));
  const totals = {
    deposits_cents: sum(bySection[0]?.items ?? []),
    deposits_count: bySection[0]?.items.length ?? 0,
    withdrawals_cents: -bySection.slice(1).reduce((t, s) => t + sum(s.items), 0),
    withdrawals_count: bySection.slice(1).reduce((t, s) => t + s.items.length, 0),
  };
  const expected: ExpectedStatement = {
    family: 'chase-sections',
    producer: 'pdfkit',
    covers: [
      'section headings decide the sign',
      'checks paid table',
      'daily ending balance table',
      'ATM & debit card summary repeating totals',
      'summary with instance counts',
      'year boundary Dec-Jan',
      'notices with dates and amounts',
      'continued sections across pages',
    ],
    account_holder: 'CASEY L MORGAN',
    page_count: w.pages,
    accounts: [
      {
        kind: 'checking',
        account_number_last4: '4417',
        name: 'Chase Total Checking',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: totals,
        transactions: rows,
      },
    ],
  };
  return { name: `chase-sections-${count}`, pdf, expected };
}
