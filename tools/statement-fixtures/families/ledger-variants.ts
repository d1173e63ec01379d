import { bankActivity } from '../activity.ts';
import { htmlToPdf } from '../chromium-pdf.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import { address, esc, page } from '../html-statement.ts';
import type { ExpectedStatement } from '../model.ts';
import { dateFormats, formatAmount } from '../money.ts';
import { PdfkitWriter, wrap } from '../pdfkit-writer.ts';
import { createRng } from '../prng.ts';

function setup(seed: number, count: number, start: string, end: string) {
  const rng = createRng(seed);
  const opening = rng.int(150_000, 600_000);
  const activity = bankActivity(rng, start, end, count, opening);
  return { activity, opening, rows: expectedRows(activity, opening), closing: closingOf(activity, opening), totals: totalsOf(activity) };
}

/**
 * CR/DR markers on both the amount and the balance, MM/DD/YYYY dates, no "$", and a "BALANCE
 * BROUGHT FORWARD" line under the header of every continuation page (a UK-influenced layout some
 * US credit unions use).
 */
export async function crDrMarkers(seed: number, count: number) {
  const start = '2026-03-01';
  const end = '2026-03-31';
  const s = setup(seed, count, start, end);
  const cr = (c: number) => `${formatAmount(c)} ${c < 0 ? 'DR' : 'CR'}`;
  const w = new PdfkitWriter(50, 730);
  let lastBalance = s.opening;
  let lastDate = start;
  const header = (x: PdfkitWriter) => {
    x.row(
      [
        { text: 'Date', x: 48, bold: true },
        { text: 'Transaction Details', x: 120, bold: true },
        { text: 'Amount', x: 470, right: true, bold: true },
        { text: 'Balance', x: 565, right: true, bold: true },
      ],
      15,
    );
  };
  w.onNewPage = (x) => {
    x.cell({ text: 'GRANITE STATE FEDERAL CREDIT UNION - Member Statement', x: 48, size: 8 }, 28);
    header(x);
    x.row(
      [
        { text: dateFormats.mmddyyyy(lastDate), x: 48 },
        { text: 'BALANCE BROUGHT FORWARD', x: 120 },
        { text: cr(lastBalance), x: 565, right: true },
      ],
      12,
    );
  };
  w.cell({ text: 'GRANITE STATE FEDERAL CREDIT UNION', x: 48, bold: true, size: 13 }, 40);
  w.y = 70;
  for (const line of ['PRIYA N SHAH', '77 ELM STREET', 'MANCHESTER NH 03101']) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(10);
  w.row(
    [
      { text: 'Share Draft Checking', x: 48, bold: true, size: 11 },
      { text: 'Member Account: 0000 0000 6093', x: 565, right: true },
    ],
    16,
  );
  w.row([{ text: 'Statement Period: 03/01/2026 to 03/31/2026', x: 48 }], 16);
  w.row(
    [
      { text: 'Opening Balance', x: 60 },
      { text: cr(s.opening), x: 300, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: 'Total Credits', x: 60 },
      { text: cr(s.totals.deposits_cents), x: 300, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: 'Total Debits', x: 60 },
      { text: cr(-s.totals.withdrawals_cents), x: 300, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: 'Closing Balance', x: 60 },
      { text: cr(s.closing), x: 300, right: true },
    ],
    12,
  );
  w.gap(12);
  header(w);
  for (const [i, a] of s.activity.entries()) {
    const lines = wrap(w.doc, a.description, 290, w.size);
    w.ensure(12 * lines.length);
    const balance = s.rows[i]?.balance_cents ?? 0;
    w.row(
      [
        { text: dateFormats.mmddyyyy(a.date), x: 48 },
        { text: lines[0] ?? '', x: 120 },
        { text: cr(a.cents), x: 470, right: true },
        { text: cr(balance), x: 565, right: true },
      ],
      lines.length > 1 ? 10.5 : 12,
    );
    for (const [k, more] of lines.slice(1).entries()) w.row([{ text: more, x: 120 }], k === lines.length - 2 ? 12 : 10.5);
    lastBalance = balance;
    lastDate = a.date;
  }
  const pdf = await w.finish((x, n, total) => x.cell({ text: `Page ${n} of ${total}`, x: 520, size: 8 }, 760));
  const expected: ExpectedStatement = {
    family: 'cr-dr-markers',
    producer: 'pdfkit',
    covers: [
      'CR/DR markers on amounts and balances',
      'MM/DD/YYYY dates',
      'amounts without $',
      'balance brought forward lines',
      'wrapped descriptions',
    ],
    account_holder: 'PRIYA N SHAH',
    page_count: w.pages,
    accounts: [account('checking', '6093', 'Share Draft Checking', start, end, s)],
  };
  return { name: 'cr-dr-markers', pdf, expected };
}

/**
 * Negative amounts in parentheses, "05 APR" dates, a period written "01 Apr 2026 to 30 Apr 2026",
 * and balances without thousands separators; printed by Chromium.
 */
export async function parenthesesNegatives(seed: number, count: number) {
  const start = '2026-04-01';
  const end = '2026-04-30';
  const s = setup(seed, count, start, end);
  const paren = (c: number) => (c < 0 ? `(${formatAmount(c)})` : formatAmount(c));
  const body = s.activity
    .map(
      (a, i) =>
        `<tr><td>${dateFormats.ddMON(a.date)}</td><td style="width:55%">${esc(a.description)}</td><td class="num">${paren(a.cents)}</td><td class="num">${formatAmount(s.rows[i]?.balance_cents ?? 0, { grouping: false })}</td></tr>`,
    )
    .join('');
  const html = page(`
    <h1>Harborview Savings &amp; Loan</h1>
    ${address(['ALEX KIM', '310 OCEAN DRIVE', 'MIAMI FL 33139'])}
    <div>Statement Period 01 Apr 2026 to 30 Apr 2026</div>
    <h2>Basic Savings</h2><div>Account No. 88-0031-5527</div>
    <table style="width:55%;margin-top:8pt">
      <tr><td>Previous Balance</td><td class="num">${formatAmount(s.opening)}</td></tr>
      <tr><td>Credits</td><td class="num">${formatAmount(s.totals.deposits_cents)}</td></tr>
      <tr><td>Debits</td><td class="num">(${formatAmount(s.totals.withdrawals_cents)})</td></tr>
      <tr><td>New Balance</td><td class="num">${formatAmount(s.closing)}</td></tr>
    </table>
    <h2>Transactions</h2>
    <table><thead><tr><th>Date</th><th>Transaction Description</th><th class="num">Amount</th><th class="num">Balance</th></tr></thead><tbody>${body}</tbody></table>
  `);
  const expected: ExpectedStatement = {
    family: 'parentheses-negatives',
    producer: 'chromium',
    covers: ['negatives in parentheses', 'DD MON dates', 'period as DD Mon YYYY', 'balances without thousands separators', 'savings account'],
    account_holder: 'ALEX KIM',
    accounts: [account('savings', '5527', 'Basic Savings', start, end, s)],
  };
  return { name: 'parentheses-negatives', pdf: await htmlToPdf(html), expected };
}

/** Trailing minus signs ("45.00-"), M/D dates without zero padding, ISO period dates. */
export async function trailingMinus(seed: number, count: number) {
  const start = '2026-05-01';
  const end = '2026-05-31';
  const s = setup(seed, count, start, end);
  const trail = (c: number) => `${formatAmount(c)}${c < 0 ? '-' : ''}`;
  const w = new PdfkitWriter(50, 730);
  const header = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'Posted', x: 50, bold: true },
        { text: 'Description', x: 100, bold: true },
        { text: 'Amount', x: 455, right: true, bold: true },
        { text: 'Balance', x: 560, right: true, bold: true },
      ],
      15,
    );
  w.onNewPage = header;
  w.cell({ text: 'MIDWEST HERITAGE BANK', x: 50, bold: true, size: 13 }, 40);
  w.y = 70;
  for (const line of ['SAM O CONNOR', '4100 PRAIRIE RD', 'OMAHA NE 68102']) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(10);
  w.row([{ text: 'Free Checking  Account # ending in 2290', x: 50, bold: true }], 14);
  w.row([{ text: 'Period: 2026-05-01 through 2026-05-31', x: 50 }], 16);
  w.row(
    [
      { text: 'Beginning Balance', x: 60 },
      { text: trail(s.opening), x: 300, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: 'Ending Balance', x: 60 },
      { text: trail(s.closing), x: 300, right: true },
    ],
    12,
  );
  w.gap(10);
  header(w);
  for (const [i, a] of s.activity.entries()) {
    const lines = wrap(w.doc, a.description, 320, w.size);
    w.ensure(12 * lines.length);
    w.row(
      [
        { text: dateFormats.md(a.date), x: 50 },
        { text: lines[0] ?? '', x: 100 },
        { text: trail(a.cents), x: 455, right: true },
        { text: trail(s.rows[i]?.balance_cents ?? 0), x: 560, right: true },
      ],
      lines.length > 1 ? 10.5 : 12,
    );
    for (const [k, more] of lines.slice(1).entries()) w.row([{ text: more, x: 100 }], k === lines.length - 2 ? 12 : 10.5);
  }
  const pdf = await w.finish((x, n, total) => x.cell({ text: `${n}/${total}`, x: 540, size: 8 }, 760));
  const expected: ExpectedStatement = {
    family: 'trailing-minus',
    producer: 'pdfkit',
    covers: ['trailing minus negatives', 'M/D dates without padding', 'ISO period dates', '"Account # ending in" number'],
    account_holder: 'SAM O CONNOR',
    page_count: w.pages,
    accounts: [{ ...account('checking', '2290', 'Free Checking', start, end, s), printed_totals: {} }],
  };
  return { name: 'trailing-minus', pdf, expected };
}

function account(kind: 'checking' | 'savings', last4: string, name: string, start: string, end: string, s: ReturnType<typeof setup>) {
  return {
    kind,
    account_number_last4: last4,
    name,
    period_start: start,
    period_end: end,
    opening_balance_cents: s.opening,
    closing_balance_cents: s.closing,
    printed_totals: { deposits_cents: s.totals.deposits_cents, withdrawals_cents: s.totals.withdrawals_cents },
    transactions: s.rows,
  };
}
