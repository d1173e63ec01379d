import { bankActivity, cardActivity } from '../activity.ts';
import { htmlToPdf } from '../chromium-pdf.ts';
import { cardPurchase } from '../descriptors.ts';
import { band, type Face, hairline, put, wrapIn } from '../drawing-kit.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import { address, esc, page } from '../html-statement.ts';
import type { Activity, ExpectedAccount, ExpectedStatement, ExpectedTransaction } from '../model.ts';
import { addDays, dateFormats, formatAmount, parts } from '../money.ts';
import { PdfkitWriter } from '../pdfkit-writer.ts';
import { createRng, type Rng } from '../prng.ts';

/**
 * A fourth red team's statements (`unseen4-*`): layouts imitating real US, Canadian and UK banks, card issuers and
 * payment companies whose combination of traits no other family prints, written before reading the parser. Written
 * only on request (`generate.ts --prefix=unseen4-`): a statement here is a measurement, not yet a fixture.
 *
 * Truth rules beyond the README's: a payment company's row moves its Net (Gross less the Fee); a line printed under
 * a row's description (a transaction ID) is part of the description, joined by one space; a date printed under the
 * description (no Date column) is the row's date, not part of the description; columns that are not the
 * description (Category, Card, Reference, Points) are left out of it; two monthly statements of one account in one
 * PDF are one account from the first opening to the last closing, whose printed totals are none (no figure covers
 * both months).
 */
interface Fixture {
  name: string;
  pdf: Buffer;
  expected: ExpectedStatement;
}

const FAMILY = 'unseen-layouts-4';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MINUS = '\u2212';
const pad = (n: number) => String(n).padStart(2, '0');
const money = (c: number) => formatAmount(c, { dollar: true });
const amount = (c: number) => formatAmount(c);
const sum = (items: Activity[]) => items.reduce((t, a) => t + a.cents, 0);
const longDate = (iso: string) => `${parts(iso).d} ${LONG[parts(iso).m - 1]} ${parts(iso).y}`;

function account(
  a: Omit<ExpectedAccount, 'printed_totals' | 'transactions'> & {
    printed_totals?: ExpectedAccount['printed_totals'];
    transactions: ExpectedTransaction[];
  },
): ExpectedAccount {
  return { ...a, printed_totals: a.printed_totals ?? {} };
}

function statement(
  name: string,
  producer: 'pdfkit' | 'chromium',
  covers: string[],
  holder: string,
  pages: number | undefined,
  accounts: ExpectedAccount[],
  pdf: Buffer,
): Fixture {
  return {
    name: `unseen4-${name}`,
    pdf,
    expected: { family: FAMILY, producer, covers, account_holder: holder, ...(pages ? { page_count: pages } : {}), accounts },
  };
}

function days(start: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
}

const ALNUM = 'ABCDEFGHJKLMNPRSTUVWXY0123456789';
function txnId(rng: Rng, n = 17): string {
  return Array.from({ length: n }, () => ALNUM[rng.int(0, ALNUM.length - 1)]).join('');
}

// ---------------------------------------------------------------------------------------------------------------
// 1. A payment company's business balance statement (PayPal-style): Date | Description | Currency | Gross | Fee |
//    Net, no running balance, the Net the money that moved; an "ID:" line under every description; the summary a
//    one-row table (Currency | Beginning balance | Money in | Fees | Money out | Ending balance), labels over figures.
const BUYERS = ["Maya O'Brien", 'Dev Patel', 'Rosa Delgado', 'Tom McAllister', "Kerry D'Angelo", 'Nina Volkova', 'Grace Okafor', 'Ben Whitaker'];
const SUPPLIERS = ['Clay & Glaze Supply Co.', 'Uline Shipping Supplies', 'Kiln Works, Inc.', 'Adobe Systems Inc.', "Amaco Potter's Supply"];
interface Moved extends Activity {
  gross: number;
  fee: number;
  head: string;
  id: string;
}
async function paymentNet(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-05-01';
  const end = '2026-05-31';
  const opening = rng.int(150_000, 600_000);
  const dates = Array.from({ length: count }, () => addDays(start, rng.int(0, days(start, end)))).sort();
  const items: Moved[] = [];
  let balance = opening;
  for (const date of dates) {
    const roll = rng.next();
    let gross: number;
    let fee = 0;
    let head: string;
    let vendor: string;
    if (roll < 0.52 || balance < 40_000) {
      gross = rng.int(1_800, 48_000);
      fee = -(Math.round(gross * 0.0349) + 49);
      const who = rng.pick(BUYERS);
      head = `${rng.pick(['Express Checkout Payment', 'Payment', 'Website Payment'])} Received from ${who}`;
      vendor = who;
    } else if (roll < 0.68) {
      gross = -rng.int(1_500, 30_000);
      const who = rng.pick(SUPPLIERS);
      head = `Payment Sent to ${who}`;
      vendor = who;
    } else if (roll < 0.76) {
      gross = -rng.int(1_500, 9_000);
      const who = rng.pick(BUYERS);
      head = `Payment Refund to ${who}`;
      vendor = who;
    } else if (roll < 0.86) {
      gross = -rng.int(450, 1_900);
      head = rng.pick(['Shipping Label - USPS Priority Mail', 'Shipping Label - UPS Ground']);
      vendor = head.slice(17);
    } else if (roll < 0.93) {
      const p = cardPurchase(rng);
      gross = -p.cents;
      head = `Debit Card Purchase ${p.description}`;
      vendor = p.vendor;
    } else {
      gross = -Math.max(10_000, Math.round((balance * rng.int(40, 70)) / 10_000) * 100);
      head = 'Transfer to Bank Account ending 2210';
      vendor = 'Transfer to Bank';
    }
    if (balance + gross + fee < 0) {
      gross = rng.int(20_000, 60_000);
      fee = -(Math.round(gross * 0.0349) + 49);
      const who = rng.pick(BUYERS);
      head = `Payment Received from ${who}`;
      vendor = who;
    }
    balance += gross + fee;
    const id = txnId(rng);
    items.push({ date, postDate: null, description: `${head} ID: ${id}`, vendor, cents: gross + fee, category: 'electronic', gross, fee, head, id });
  }
  const rows = expectedRows(items, opening, { balances: 'none' });
  const closing = closingOf(items, opening);
  const moneyIn = items.filter((a) => a.gross > 0).reduce((s, a) => s + a.gross, 0);
  const moneyOut = items.filter((a) => a.gross < 0).reduce((s, a) => s + a.gross, 0);
  const fees = items.reduce((s, a) => s + a.fee, 0);
  const sgn = (c: number) => (c < 0 ? `-${amount(-c)}` : amount(c));
  const w = new PdfkitWriter(72, 712);
  w.size = 8;
  const header = (y: number) => {
    put(w, face, 'Date', 40, y, { bold: true });
    put(w, face, 'Description', 98, y, { bold: true });
    put(w, face, 'Currency', 330, y, { bold: true });
    put(w, face, 'Gross', 430, y, { bold: true, right: true });
    put(w, face, 'Fee', 496, y, { bold: true, right: true });
    put(w, face, 'Net', 572, y, { bold: true, right: true });
    hairline(w, 40, 572, y + 11, '#444444');
  };
  w.onNewPage = (x) => {
    put(x, face, 'Paywell', 40, 36, { bold: true, size: 13, color: '#1f3a93' });
    put(x, face, 'Harbor & Finch Ceramics LLC  |  Account number: XXXX-XXXX-0437  |  May 1, 2026 - May 31, 2026', 572, 40, { right: true, size: 7 });
    header(56);
    x.y = 72;
  };
  put(w, face, 'Paywell', 40, 34, { bold: true, size: 22, color: '#1f3a93' });
  put(w, face, 'Business Account Statement', 572, 36, { bold: true, right: true, size: 12 });
  put(w, face, 'May 1, 2026 - May 31, 2026', 572, 52, { right: true });
  put(w, face, 'Account number: XXXX-XXXX-0437', 572, 63, { right: true });
  let y = 82;
  for (const l of ['Harbor & Finch Ceramics LLC', '1127 Alder Street, Unit B', 'Portland, OR 97205', 'billing@harborfinch.com']) {
    put(w, face, l, 40, y, { size: 9 });
    y += 11;
  }
  y += 16;
  put(w, face, 'Balance summary', 40, y, { bold: true, size: 10.5 });
  y += 16;
  const cols: Array<[string, string, number]> = [
    ['Currency', 'USD', 40],
    ['Beginning balance', amount(opening), 200],
    ['Money in', amount(moneyIn), 290],
    ['Fees', sgn(fees), 370],
    ['Money out', sgn(moneyOut), 460],
    ['Ending balance', amount(closing), 572],
  ];
  for (const [label, figure, x] of cols) {
    put(w, face, label, x, y, { bold: true, right: x !== 40 });
    put(w, face, figure, x, y + 13, { right: x !== 40 });
  }
  hairline(w, 40, 572, y + 10);
  y += 40;
  put(w, face, 'Business Account', 40, y, { bold: true, size: 10.5 });
  put(w, face, 'Activity', 40, y + 14, { bold: true, size: 10.5 });
  y += 32;
  header(y);
  w.y = y + 16;
  for (const a of items) {
    const lines = wrapIn(w, face, a.head, 220);
    w.ensure(10.5 * lines.length + 9.5 + 3);
    put(w, face, dateFormats.mmddyyyy(a.date), 40, w.y);
    put(w, face, 'USD', 330, w.y);
    put(w, face, sgn(a.gross), 430, w.y, { right: true });
    put(w, face, a.fee === 0 ? '0.00' : sgn(a.fee), 496, w.y, { right: true });
    put(w, face, sgn(a.gross + a.fee), 572, w.y, { right: true });
    for (const l of lines) {
      put(w, face, l, 98, w.y);
      w.y += 10.5;
    }
    put(w, face, `ID: ${a.id}`, 98, w.y, { size: 7, color: '#555555' });
    w.y += 9.5 + 3;
  }
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, t) => {
    put(x, face, 'Paywell Holdings, Inc. is licensed as a money transmitter. Balances are not FDIC insured.', 40, 752, { size: 6.5 });
    put(x, face, `Page ${n} of ${t}`, 572, 752, { right: true, size: 7 });
  });
  return statement(
    'payment-net',
    'pdfkit',
    [
      'a payment company’s balance statement: Date | Description | Currency | Gross | Fee | Net, the Net the money that moved',
      'an "ID:" line under every description; no running balance; mixed-case names with apostrophes and ampersands',
      'a one-row balance summary (Currency | Beginning balance | Money in | Fees | Money out | Ending balance), labels over figures',
    ],
    'Harbor & Finch Ceramics LLC',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '0437',
        name: 'Business Account',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        transactions: rows,
      }),
    ],
    pdf,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 2. A neobank's spending account (Chromium): "06/02 14:32" date and time in one cell, a single Amount column with
//    `+$` and `−$` (U+2212), mixed-case merchants with apostrophes and ampersands, alternating shaded bands and thin
//    rules between rows, the year only in the period.
const SPEND: Array<[string, number, number]> = [
  ["Trader Joe's #552", 1_800, 9_500],
  ['AT&T Wireless Bill Pay', 6_500, 14_000],
  ["Ben & Jerry's Scoop Shop", 600, 1_800],
  ["McDonald's #10482", 700, 2_200],
  ["Dunkin' #349812", 400, 1_200],
  ["Lowe's Home Improvement", 1_500, 25_000],
  ['H&M Online', 2_000, 9_000],
  ['Barnes & Noble Booksellers', 1_200, 6_000],
  ["Kohl's", 1_500, 9_000],
  ['Uber Eats', 1_800, 5_200],
  ['Whole Foods Market', 2_000, 14_000],
  ['Spotify Premium', 1_199, 1_199],
  ['Shell Service Station', 3_000, 7_000],
  ['CVS Pharmacy', 500, 4_000],
  ["Applebee's Grill & Bar", 2_400, 7_000],
  ['Amazon Mktplace', 999, 12_000],
];
async function neobankTime(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-06-01';
  const end = '2026-06-30';
  const opening = rng.int(40_000, 180_000);
  const stamps = Array.from({ length: count }, () => ({
    date: addDays(start, rng.int(0, days(start, end))),
    time: `${pad(rng.int(6, 23))}:${pad(rng.int(0, 59))}`,
  })).sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  const items: Array<Activity & { time: string }> = [];
  let balance = opening;
  for (const { date, time } of stamps) {
    const roll = rng.next();
    let a: Activity;
    if (roll < 0.14 || balance < 25_000) {
      const k = rng.int(0, 3);
      const [description, cents] =
        k === 0
          ? ['Direct Deposit from Acme Corp Payroll', rng.int(150_000, 260_000)]
          : k === 1
            ? ['Transfer from Savings', rng.int(10_000, 50_000)]
            : k === 2
              ? ["Cash App Transfer from Jess O'Neil", rng.int(2_000, 15_000)]
              : ['Refund from Amazon Mktplace', rng.int(999, 6_000)];
      a = { date, postDate: null, description, vendor: description, cents, category: 'deposit' };
    } else if (roll < 0.84) {
      const [name, min, max] = rng.pick(SPEND);
      a = { date, postDate: null, description: name, vendor: name, cents: -rng.int(min, max), category: 'card' };
    } else if (roll < 0.91) {
      const description = rng.pick(['ATM Withdrawal 7-Eleven #3321', "ATM Withdrawal Casey's General Store"]);
      a = { date, postDate: null, description, vendor: 'ATM Withdrawal', cents: -rng.int(2, 8) * 2_000, category: 'atm' };
    } else {
      const description = rng.pick(["Zelle to Mike D'Souza", 'Transfer to Savings', 'Venmo Cashout Reversal']);
      a = { date, postDate: null, description, vendor: description, cents: -rng.int(2_000, 20_000), category: 'electronic' };
    }
    if (balance + a.cents < 0) {
      a = { date, postDate: null, description: 'Transfer from Savings', vendor: 'Transfer from Savings', cents: 60_000, category: 'deposit' };
    }
    balance += a.cents;
    items.push({ ...a, time });
  }
  const rows = expectedRows(items, opening);
  const closing = closingOf(items, opening);
  const totals = totalsOf(items);
  const sgn = (c: number) => (c < 0 ? `${MINUS}$${amount(-c)}` : `+$${amount(c)}`);
  const body = items
    .map(
      (a, i) =>
        `<tr><td class="dt">${dateFormats.mmdd(a.date)}&nbsp;&nbsp;<span class="tm">${a.time}</span></td><td>${esc(a.description)}</td><td class="num ${a.cents > 0 ? 'in' : ''}">${sgn(a.cents)}</td><td class="num">$${amount(rows[i]?.balance_cents ?? 0)}</td></tr>`,
    )
    .join('');
  const html = page(
    `
    <div style="display:flex;justify-content:space-between;align-items:flex-start">
      <div><h1 style="color:#0b7a5b;font-size:20pt">brightside</h1><div>Brightside Financial, Inc. &middot; Banking services by Lakeview Bank, Member FDIC</div></div>
      <div style="text-align:right"><b>Spending Account</b><br>Account number ending in 3307<br>Statement period: June 1 &ndash; June 30, 2026</div>
    </div>
    ${address(['Jordan A. Whitfield', '4410 Cedar Bluff Rd, Apt 9', 'Knoxville, TN 37923'])}
    <table class="sum">
      <tr><td>Beginning balance</td><td class="num">$${amount(opening)}</td></tr>
      <tr><td>Money in</td><td class="num">+$${amount(totals.deposits_cents)}</td></tr>
      <tr><td>Money out</td><td class="num">${MINUS}$${amount(totals.withdrawals_cents)}</td></tr>
      <tr><td><b>Ending balance</b></td><td class="num"><b>$${amount(closing)}</b></td></tr>
    </table>
    <h2>Transactions</h2>
    <table class="tx"><thead><tr><th style="width:14%">Date</th><th>Description</th><th class="num">Amount</th><th class="num">Balance</th></tr></thead>
    <tbody>${body}</tbody></table>
    <p style="font-size:7.5pt;color:#555;margin-top:12pt">Times are shown in Eastern Time. Card transactions may take 1&ndash;3 business days to post.</p>
  `,
    `* { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
     body { font-family: 'DejaVu Sans', 'Liberation Sans', sans-serif; font-size: 8.5pt; }
     .sum { width: 42%; } .sum td { padding: 1pt 4pt; }
     .tx td { border-bottom: 0.4pt solid #cfd6de; padding: 3pt 4pt; }
     .tx tbody tr:nth-child(even) td { background: #eef2f6; }
     .tm { color: #666; font-size: 7.5pt; } .in { color: #0b7a5b; }`,
  );
  return statement(
    'neobank-time',
    'chromium',
    [
      'a neobank: "06/02 14:32" date and time of day in one cell, the year only in the period',
      'a single Amount column signed "+$" and "−$" (U+2212 minus), a Balance column',
      'mixed-case merchants with apostrophes and ampersands ("Trader Joe\'s #552", "AT&T Wireless Bill Pay")',
      'alternating shaded bands and thin rules between rows, DejaVu Sans',
    ],
    'Jordan A. Whitfield',
    undefined,
    [
      account({
        kind: 'checking',
        account_number_last4: '3307',
        name: 'Spending Account',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: totals.deposits_cents, withdrawals_cents: totals.withdrawals_cents },
        transactions: rows,
      }),
    ],
    await htmlToPdf(html),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 3. A Canadian credit union's chequing account (Times): the running Balance BEFORE the Withdrawals | Deposits
//    columns, ISO dates, drawn shaded bands on every other row, Opening / Closing Balance rows, a member number
//    beside the account number.
async function balanceFirst(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Times';
  const start = '2026-03-01';
  const end = '2026-03-31';
  const opening = rng.int(200_000, 800_000);
  const activity = bankActivity(rng, start, end, count, opening).map((a) => ({
    ...a,
    description: a.description.replace(/PPD ID|WEB ID|CCD ID/, 'PAD').replace('Zelle payment', 'Interac e-Transfer'),
    vendor: a.vendor.replace('Zelle payment', 'Interac e-Transfer'),
  }));
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const w = new PdfkitWriter(74, 716);
  w.size = 8.5;
  const header = (y: number) => {
    band(w, 36, y - 3, 540, 14, '#1d4e89');
    put(w, face, 'Date', 42, y, { bold: true, color: 'white' });
    put(w, face, 'Description', 108, y, { bold: true, color: 'white' });
    put(w, face, 'Balance', 410, y, { bold: true, right: true, color: 'white' });
    put(w, face, 'Withdrawals', 490, y, { bold: true, right: true, color: 'white' });
    put(w, face, 'Deposits', 570, y, { bold: true, right: true, color: 'white' });
  };
  w.onNewPage = (x) => {
    put(x, face, 'Fraser Valley Savings Credit Union  -  Member Chequing 448812-0103  -  2026-03-01 to 2026-03-31', 40, 40, { size: 8 });
    header(58);
    x.y = 76;
  };
  put(w, face, 'Fraser Valley Savings', 40, 34, { bold: true, size: 17 });
  put(w, face, 'Credit Union', 40, 52, { size: 11 });
  put(w, face, 'Member No. 448812', 572, 36, { right: true });
  put(w, face, 'Statement Period: 2026-03-01 to 2026-03-31', 572, 47, { right: true });
  let y = 84;
  for (const l of ['AMRIT K SANDHU', '15823 92 AVE', 'SURREY BC  V4N 3B4']) {
    put(w, face, l, 56, y, { size: 10 });
    y += 12;
  }
  y += 18;
  put(w, face, 'Member Chequing   448812-0103', 40, y, { bold: true, size: 11 });
  y += 16;
  for (const [label, figure] of [
    ['Opening Balance', money(opening)],
    [`Total Withdrawals (${totals.withdrawals_count})`, money(totals.withdrawals_cents)],
    [`Total Deposits (${totals.deposits_count})`, money(totals.deposits_cents)],
    ['Closing Balance', money(closing)],
  ] as const) {
    put(w, face, label, 56, y);
    put(w, face, figure, 280, y, { right: true });
    y += 12;
  }
  y += 16;
  header(y);
  w.y = y + 17;
  const line = (date: string, text: string[], bal: number, out: string, inn: string, shade: boolean) => {
    const h = 11 * text.length + 2;
    w.ensure(h);
    if (shade) band(w, 36, w.y - 2.5, 540, h, '#e8edf3');
    put(w, face, date, 42, w.y);
    put(w, face, amount(bal), 410, w.y, { right: true });
    if (out) put(w, face, out, 490, w.y, { right: true });
    if (inn) put(w, face, inn, 570, w.y, { right: true });
    for (const [k, l] of text.entries()) put(w, face, l, 108, w.y + 11 * k);
    w.y += h;
  };
  line(start, ['Opening Balance'], opening, '', '', false);
  for (const [i, a] of activity.entries()) {
    line(
      a.date,
      wrapIn(w, face, a.description, 215),
      rows[i]?.balance_cents ?? 0,
      a.cents < 0 ? amount(-a.cents) : '',
      a.cents > 0 ? amount(a.cents) : '',
      i % 2 === 0,
    );
  }
  line(end, ['Closing Balance'], closing, '', '', activity.length % 2 === 0);
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, t) => {
    put(x, face, 'Deposits are 100% guaranteed by the Credit Union Deposit Insurance Corporation of British Columbia.', 40, 752, { size: 7 });
    put(x, face, `Page ${n} of ${t}`, 572, 752, { right: true, size: 7 });
  });
  return statement(
    'balance-first',
    'pdfkit',
    [
      'Date | Description | Balance | Withdrawals | Deposits: the running balance before the amount columns',
      'ISO dates (2026-03-04), a Canadian credit union, Opening / Closing Balance rows, Interac e-Transfer and PAD',
      'drawn shaded bands on every other row and a filled header bar with white labels, Times',
    ],
    'AMRIT K SANDHU',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '0103',
        name: 'Member Chequing',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: totals,
        transactions: rows,
      }),
    ],
    pdf,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 4. A bank's business card: Posting Date | Transaction Date (posting first) | Description | Reference Number |
//    Amount; "Payments and Other Credits" first with credits printed unsigned, then "Purchases and Adjustments",
//    Fees Charged, Interest Charged, each with its TOTAL … FOR THIS PERIOD line; a minimum-payment warning table and
//    an interest-charge calculation table; the last page only a disclosure with dollar figures in sentences.
async function businessCardSections(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-06-08';
  const end = '2026-07-07';
  const previous = rng.int(200_000, 600_000);
  const raw = cardActivity(rng, start, end, count);
  const credits = raw
    .filter((a) => a.cents > 0)
    .map((a) =>
      a.category === 'payment' && a.description.startsWith('Payment') ? { ...a, description: 'PAYMENT - THANK YOU', vendor: 'PAYMENT' } : a,
    );
  credits.unshift({
    date: '2026-06-15',
    postDate: '2026-06-15',
    description: 'PAYMENT - THANK YOU',
    vendor: 'PAYMENT',
    cents: previous - rng.int(5_000, 40_000),
    category: 'payment',
  });
  credits.sort((a, b) => (a.postDate ?? a.date).localeCompare(b.postDate ?? b.date));
  const purchases = raw.filter((a) => a.cents < 0);
  const fees: Activity[] = [
    { date: '2026-06-30', postDate: '2026-06-30', description: 'ANNUAL MEMBERSHIP FEE', vendor: 'ANNUAL FEE', cents: -9_500, category: 'fee' },
  ];
  const interest: Activity[] = [
    {
      date: end,
      postDate: end,
      description: 'INTEREST CHARGED ON PURCHASES',
      vendor: 'INTEREST',
      cents: -rng.int(1_200, 5_500),
      category: 'interest',
    },
  ];
  const items = [...credits, ...purchases, ...fees, ...interest];
  const rows = expectedRows(items, previous, { isCard: true, balances: 'none' });
  const closing = closingOf(items, previous, true);
  const refs = new Map(items.map((a) => [a, String(rng.int(1000, 9999))]));
  const w = new PdfkitWriter(70, 716);
  w.size = 8;
  const header = (y: number) => {
    put(w, face, 'Posting', 40, y - 8, { bold: true, size: 7 });
    put(w, face, 'Date', 40, y, { bold: true, size: 7 });
    put(w, face, 'Transaction', 80, y - 8, { bold: true, size: 7 });
    put(w, face, 'Date', 80, y, { bold: true, size: 7 });
    put(w, face, 'Description', 132, y, { bold: true, size: 7 });
    put(w, face, 'Reference Number', 430, y, { bold: true, right: true, size: 7 });
    put(w, face, 'Amount', 570, y, { bold: true, right: true, size: 7 });
    hairline(w, 40, 572, y + 9, '#333333');
  };
  w.onNewPage = (x) => {
    put(x, face, 'Summit Commerce Bank Business Platinum Visa  |  Account Number: XXXX XXXX XXXX 6615  |  June 8 - July 7, 2026', 40, 36, {
      size: 7.5,
    });
    header(60);
    x.y = 74;
  };
  put(w, face, 'Summit Commerce Bank', 40, 32, { bold: true, size: 15, color: '#8a1c1c' });
  put(w, face, 'Business Platinum Visa', 40, 50, { bold: true, size: 11 });
  put(w, face, 'Account Number: XXXX XXXX XXXX 6615', 572, 34, { right: true });
  put(w, face, 'June 8 - July 7, 2026', 572, 45, { right: true });
  let y = 74;
  for (const l of ['QUINTERO & SONS LANDSCAPING INC', 'ATTN: ACCOUNTS PAYABLE', '2810 E INDIAN SCHOOL RD', 'PHOENIX AZ 85016']) {
    put(w, face, l, 52, y, { size: 9 });
    y += 11;
  }
  y += 12;
  put(w, face, 'Account Summary', 40, y, { bold: true, size: 10 });
  put(w, face, 'Payment Information', 330, y, { bold: true, size: 10 });
  y += 14;
  const credited = sum(credits);
  const bought = -sum(purchases);
  const summary: Array<[string, string]> = [
    ['Previous Balance', money(previous)],
    ['Payments and Other Credits', `-${money(credited)}`],
    ['Purchases and Adjustments', `+${money(bought)}`],
    ['Fees Charged', `+${money(-sum(fees))}`],
    ['Interest Charged', `+${money(-sum(interest))}`],
    ['New Balance Total', money(closing)],
    ['Credit Limit', '$25,000.00'],
    ['Credit Available', money(2_500_000 - closing)],
    ['Statement Closing Date', '07/07/2026'],
    ['Days in Billing Cycle', '30'],
  ];
  for (const [i, [l, f]] of summary.entries()) {
    put(w, face, l, 40, y + i * 11, { bold: i === 5 });
    put(w, face, f, 290, y + i * 11, { right: true, bold: i === 5 });
  }
  const minimum = Math.max(3_500, Math.round(closing * 0.02));
  const info: string[] = [
    `New Balance Total ${money(closing)}`,
    `Current Payment Due ${money(minimum)}`,
    'Total Minimum Payment Due ' + money(minimum),
    'Payment Due Date 08/01/2026',
  ];
  for (const [i, l] of info.entries()) put(w, face, l, 330, y + i * 11);
  put(w, face, 'Late Payment Warning: If we do not receive your minimum payment by the date', 330, y + 50, { size: 6.5 });
  put(w, face, 'listed above, you may have to pay a late fee of up to $40.00.', 330, y + 58, { size: 6.5 });
  put(w, face, 'Minimum Payment Warning', 330, y + 72, { bold: true, size: 7 });
  const years = rng.int(8, 14);
  const warning: Array<[string, string, string]> = [
    [
      'If you make no additional charges and each month you pay...',
      'You will pay off the balance shown on this statement in about...',
      'And you will end up paying an estimated total of...',
    ],
    ['Only the minimum payment', `${years} years`, money(Math.round(closing * 1.9))],
    [
      '$' + amount(Math.round(closing / 30)).replace(/\.\d\d$/, ''),
      '3 years',
      `${money(Math.round(closing * 1.21))} (Savings = ${money(Math.round(closing * 0.69))})`,
    ],
  ];
  for (const [i, [a, b, c]] of warning.entries()) {
    const yy = y + 82 + i * 9;
    put(w, face, i === 0 ? 'You pay' : a, 330, yy, { size: 6.5 });
    put(w, face, i === 0 ? 'Payoff' : b, 430, yy, { size: 6.5 });
    put(w, face, i === 0 ? 'Total cost' : c, 480, yy, { size: 6.5 });
  }
  y += summary.length * 11 + 18;
  w.y = y;
  const section = (title: string, list: Activity[], total: string, label: string) => {
    w.ensure(40);
    put(w, face, title, 40, w.y, { bold: true, size: 9.5 });
    w.y += 20;
    header(w.y);
    w.y += 14;
    for (const a of list) {
      w.ensure(11);
      put(w, face, dateFormats.mmdd(a.postDate ?? a.date), 40, w.y);
      put(w, face, dateFormats.mmdd(a.date), 80, w.y);
      put(w, face, a.description, 132, w.y);
      put(w, face, refs.get(a) ?? '', 430, w.y, { right: true });
      put(w, face, amount(Math.abs(a.cents)), 570, w.y, { right: true });
      w.y += 11;
    }
    w.ensure(16);
    hairline(w, 360, 572, w.y - 2);
    put(w, face, label, 132, w.y + 2, { bold: true });
    put(w, face, total, 570, w.y + 2, { bold: true, right: true });
    w.y += 22;
  };
  section('Payments and Other Credits', credits, money(credited), 'TOTAL PAYMENTS AND OTHER CREDITS FOR THIS PERIOD');
  section('Purchases and Adjustments', purchases, money(bought), 'TOTAL PURCHASES AND ADJUSTMENTS FOR THIS PERIOD');
  section('Fees Charged', fees, money(-sum(fees)), 'TOTAL FEES CHARGED FOR THIS PERIOD');
  section('Interest Charged', interest, money(-sum(interest)), 'TOTAL INTEREST CHARGED FOR THIS PERIOD');
  w.onNewPage = () => {};
  w.ensure(120);
  put(w, face, '2026 Totals Year-to-Date', 40, w.y, { bold: true, size: 9.5 });
  put(w, face, 'Total fees charged in 2026', 52, w.y + 14);
  put(w, face, money(-sum(fees)), 300, w.y + 14, { right: true });
  put(w, face, 'Total interest charged in 2026', 52, w.y + 25);
  put(w, face, money(-sum(interest) * 3 + 417), 300, w.y + 25, { right: true });
  w.y += 46;
  put(w, face, 'Interest Charge Calculation', 40, w.y, { bold: true, size: 9.5 });
  put(w, face, 'Your Annual Percentage Rate (APR) is the annual interest rate on your account.', 40, w.y + 12, { size: 7 });
  w.y += 26;
  const apr: string[][] = [
    ['Type of Balance', 'Annual Percentage Rate (APR)', 'Balance Subject to Interest Rate', 'Interest Charge'],
    ['Purchases', '21.49% V', money(Math.round((-sum(interest) * 36_500) / 2149 / 30)), money(-sum(interest))],
    ['Balance Transfers', '21.49% V', '$0.00', '$0.00'],
    ['Cash Advances', '28.49% V', '$0.00', '$0.00'],
  ];
  for (const [i, r] of apr.entries()) {
    put(w, face, r[0] ?? '', 40, w.y, { bold: i === 0, size: 7.5 });
    put(w, face, r[1] ?? '', 250, w.y, { bold: i === 0, size: 7.5, right: true });
    put(w, face, r[2] ?? '', 420, w.y, { bold: i === 0, size: 7.5, right: true });
    put(w, face, r[3] ?? '', 570, w.y, { bold: i === 0, size: 7.5, right: true });
    w.y += 10;
  }
  w.newPage();
  put(w, face, 'Important Information About Your Account', 40, 50, { bold: true, size: 11 });
  const disclosure = [
    `Paying Interest: Your due date is at least 25 days after the close of each billing cycle. We will not charge you interest on purchases if you pay your entire balance of ${money(closing)} by the due date each month.`,
    'Minimum Interest Charge: If you are charged interest, the charge will be no less than $1.50. Late Fee: up to $40.00. Returned Payment Fee: up to $29.00. Foreign Transaction Fee: 3% of each transaction in U.S. dollars.',
    `How We Calculate Your Balance: We use a method called "average daily balance (including new purchases)". Your average daily balance of purchases this cycle was ${money(Math.round(closing * 0.83))}, on which a daily periodic rate of 0.05887% applied.`,
    'Billing Rights Summary: If you think there is an error on your statement, write to us at Summit Commerce Bank, P.O. Box 15019, Wilmington, DE 19886-5019. You need not pay the amount in question, for example $125.00 of a $400.00 charge, while we investigate, but you are still obligated to pay the parts of your bill that are not in question.',
    'Your Rights If You Are Dissatisfied With Your Credit Card Purchases: the purchase price must have been more than $50.00 and the purchase must have been made in your home state or within 100 miles of your current mailing address.',
    'Credit Reporting: We may report information about your account to credit bureaus. Late payments, missed payments, or other defaults on your account may be reflected in your credit report.',
  ];
  let dy = 74;
  for (const p of disclosure) {
    for (const l of wrapIn(w, face, p, 530, 8)) {
      put(w, face, l, 40, dy, { size: 8 });
      dy += 10.5;
    }
    dy += 8;
  }
  const pdf = await w.finish((x, n, t) => put(x, face, `Page ${n} of ${t}`, 572, 752, { right: true, size: 7 }));
  return statement(
    'business-card-sections',
    'pdfkit',
    [
      'a business card: Posting Date | Transaction Date (posting first, two-line labels) | Description | Reference Number | Amount',
      '"Payments and Other Credits" first with credits printed unsigned, then "Purchases and Adjustments", Fees Charged, Interest Charged, each closed by TOTAL … FOR THIS PERIOD',
      'a minimum-payment warning table and an interest-charge calculation table with dollar figures; the last page only a disclosure with dollar figures in sentences',
    ],
    'QUINTERO & SONS LANDSCAPING INC',
    w.pages,
    [
      account({
        kind: 'credit_card',
        account_number_last4: '6615',
        name: 'Business Platinum Visa',
        period_start: start,
        period_end: end,
        opening_balance_cents: previous,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: credited, withdrawals_cents: bought - sum(fees) - sum(interest) },
        transactions: rows,
      }),
    ],
    pdf,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 5. A corporate card (Chromium, landscape) with eight columns: Trans. Date | Post Date | Card | Ref. No. |
//    Description | Category | Points | Amount; the Category ("Dining", "Travel") and Points (whole numbers) are
//    their own columns, not the description; three employees' cards listed by their last four among the rows;
//    a summary across the top, labels over figures.
const CATEGORY: Record<string, string> = {
  STARBUCKS: 'Dining',
  'BLUE BOTTLE COFFEE': 'Dining',
  "JOE'S PIZZA": 'Dining',
  DOORDASH: 'Dining',
  'AMAZON.COM': 'Merchandise',
  TARGET: 'Merchandise',
  'SHELL OIL': 'Fuel',
  CHEVRON: 'Fuel',
  'WHOLEFDS MKT': 'Groceries',
  'TRADER JOE S': 'Groceries',
  KROGER: 'Groceries',
  'COSTCO WHSE': 'Warehouse Clubs',
  'CVS/PHARMACY': 'Health & Wellness',
  WALGREENS: 'Health & Wellness',
  'THE HOME DEPOT': 'Home Improvement',
  "LOWE'S": 'Home Improvement',
  UBER: 'Travel',
  LYFT: 'Travel',
  'DELTA AIR LINES': 'Travel',
  MARRIOTT: 'Lodging',
  'NETFLIX.COM': 'Entertainment',
  'SPOTIFY USA': 'Entertainment',
  'OFFICE DEPOT': 'Office Supplies',
  'BEST BUY': 'Electronics',
};
async function landscapeCategory(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-09-01';
  const end = '2026-09-30';
  const previous = rng.int(300_000, 900_000);
  const items = cardActivity(rng, start, end, count).map((a) =>
    a.description.startsWith('Payment') ? { ...a, description: 'PAYMENT RECEIVED - THANK YOU', vendor: 'PAYMENT' } : a,
  );
  const rows = expectedRows(items, previous, { isCard: true, balances: 'none' });
  const closing = closingOf(items, previous, true);
  const cards = ['4821', '0937', '5510'];
  const payments = sum(items.filter((a) => a.vendor === 'PAYMENT'));
  const otherCredits = sum(items.filter((a) => a.cents > 0 && a.vendor !== 'PAYMENT'));
  const purchases = -sum(items.filter((a) => a.cents < 0));
  const yy = (iso: string) => dateFormats.mmddyy(iso);
  const body = items
    .map((a) => {
      const payment = a.vendor === 'PAYMENT';
      const category = payment ? 'Payment' : a.cents > 0 ? 'Return' : (CATEGORY[a.vendor] ?? 'Other');
      const mult = category === 'Dining' || category === 'Travel' ? 3 : 1;
      const points = payment ? '' : (a.cents < 0 ? '' : '-') + (Math.floor(Math.abs(a.cents) / 100) * mult).toLocaleString('en-US');
      const card = payment ? '' : `x${rng.pick(cards)}`;
      const ref = String(rng.int(10_000_000, 99_999_999));
      return `<tr><td>${yy(a.date)}</td><td>${yy(a.postDate ?? a.date)}</td><td>${card}</td><td>${ref}</td><td>${esc(a.description)}</td><td>${esc(category)}</td><td class="num">${points}</td><td class="num">${a.cents > 0 ? '-' : ''}${amount(Math.abs(a.cents))}</td></tr>`;
    })
    .join('');
  const summary = [
    ['Previous Balance', money(previous)],
    ['Payments', `-${money(payments)}`],
    ['Other Credits', `-${money(otherCredits)}`],
    ['Purchases', `+${money(purchases)}`],
    ['Fees', '+$0.00'],
    ['New Balance', money(closing)],
    ['Points Earned', rng.int(4_000, 9_000).toLocaleString('en-US')],
  ];
  const html = page(
    `
    <div style="display:flex;justify-content:space-between;align-items:flex-end">
      <div><h1 style="margin:0">MERIDIAN</h1><div style="font-size:10pt">Corporate Rewards Card</div></div>
      <div style="text-align:right">Bellweather Analytics, Inc.<br>Account Number ending in 9052<br>Billing Period: 09/01/26 - 09/30/26</div>
    </div>
    <table class="sum"><tr>${summary.map(([l]) => `<th class="num">${l}</th>`).join('')}</tr><tr>${summary.map(([, f]) => `<td class="num">${f}</td>`).join('')}</tr></table>
    <h2>Transaction Details</h2>
    <table class="tx"><thead><tr><th style="width:7%">Trans. Date</th><th style="width:7%">Post Date</th><th style="width:6%">Card</th><th style="width:9%">Ref. No.</th><th>Description</th><th style="width:13%">Category</th><th class="num" style="width:7%">Points</th><th class="num" style="width:9%">Amount</th></tr></thead>
    <tbody>${body}</tbody></table>
    <p style="font-size:7.5pt">Points shown are earned on the posting date. Dining and Travel earn 3 points per dollar; other purchases 1 point per dollar.</p>
  `,
    `.sum { margin: 10pt 0; border: 1px solid #999; } .sum th, .sum td { text-align: right; padding: 3pt 6pt; }
     .tx th { background: #e9e9e9; } .tx td { padding: 2pt 4pt; border-bottom: 0.3pt solid #ddd; }
     * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }`,
  );
  return statement(
    'landscape-category',
    'chromium',
    [
      'a corporate card in landscape with eight columns: Trans. Date | Post Date | Card | Ref. No. | Description | Category | Points | Amount',
      'a Category column ("Dining", "Travel", "Health & Wellness") and whole-number Points (negative on returns) that are not the description',
      'employees’ cards by last four (x4821) on the rows, the account ending 9052; MM/DD/YY; credits "-"; summary across the top, labels over figures',
    ],
    'Bellweather Analytics, Inc.',
    undefined,
    [
      account({
        kind: 'credit_card',
        account_number_last4: '9052',
        name: 'Corporate Rewards Card',
        period_start: start,
        period_end: end,
        opening_balance_cents: previous,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: payments + otherCredits, withdrawals_cents: purchases },
        transactions: rows,
      }),
    ],
    await htmlToPdf(html, { landscape: true }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 6. Two monthly statements of one checking account in one PDF (an online banking download of April and May):
//    each with its own header, period, summary and Page 1 of N; Date | Description | Debits | Credits | Balance.
async function twoMonths(seed: number, april: number, may: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const o1 = rng.int(250_000, 700_000);
  const a1 = bankActivity(rng, '2026-04-01', '2026-04-30', april, o1);
  const c1 = closingOf(a1, o1);
  const a2 = bankActivity(rng, '2026-05-01', '2026-05-31', may, c1);
  const c2 = closingOf(a2, c1);
  const w = new PdfkitWriter(72, 720);
  w.size = 8;
  const firstPageOf: number[] = [];
  const header = (y: number) => {
    put(w, face, 'Date', 40, y, { bold: true });
    put(w, face, 'Description', 80, y, { bold: true });
    put(w, face, 'Debits', 420, y, { bold: true, right: true });
    put(w, face, 'Credits', 495, y, { bold: true, right: true });
    put(w, face, 'Balance', 572, y, { bold: true, right: true });
    hairline(w, 40, 572, y + 10);
  };
  const month = (activity: Activity[], opening: number, closing: number, start: string, end: string) => {
    firstPageOf.push(w.doc.bufferedPageRange().count - 1);
    const period = `${dateFormats.mmddyyyy(start)} through ${dateFormats.mmddyyyy(end)}`;
    w.onNewPage = (x) => {
      put(x, face, `Old Dominion Savings Bank  -  Free Checking 001-8840-5528  -  ${period}`, 40, 40, { size: 7.5 });
      header(56);
      x.y = 70;
    };
    put(w, face, 'Old Dominion Savings Bank', 40, 34, { bold: true, size: 15 });
    put(w, face, 'P.O. Box 2017, Richmond, VA 23218', 40, 52, { size: 7.5 });
    put(w, face, `Statement Period ${period}`, 572, 36, { right: true });
    put(w, face, 'Account Number: 001-8840-5528', 572, 47, { right: true });
    let y = 80;
    for (const l of ['PRESTON L OYELARAN', '7 WESTOVER HILLS BLVD', 'RICHMOND VA 23225']) {
      put(w, face, l, 56, y, { size: 9 });
      y += 11;
    }
    y += 14;
    put(w, face, 'Free Checking', 40, y, { bold: true, size: 11 });
    y += 15;
    const t = totalsOf(activity);
    for (const [l, f] of [
      [`Beginning Balance on ${dateFormats.mmddyyyy(start)}`, money(opening)],
      [`${t.deposits_count} Credits`, money(t.deposits_cents)],
      [`${t.withdrawals_count} Debits`, money(t.withdrawals_cents)],
      [`Ending Balance on ${dateFormats.mmddyyyy(end)}`, money(closing)],
    ] as const) {
      put(w, face, l, 56, y);
      put(w, face, f, 300, y, { right: true });
      y += 11;
    }
    y += 14;
    put(w, face, 'Transactions', 40, y, { bold: true, size: 10 });
    y += 15;
    header(y);
    w.y = y + 14;
    const rows = expectedRows(activity, opening);
    for (const [i, a] of activity.entries()) {
      const lines = wrapIn(w, face, a.description, 270);
      w.ensure(10 * lines.length);
      put(w, face, dateFormats.mmdd(a.date), 40, w.y);
      put(w, face, amount(Math.abs(a.cents)), a.cents < 0 ? 420 : 495, w.y, { right: true });
      put(w, face, amount(rows[i]?.balance_cents ?? 0), 572, w.y, { right: true });
      for (const l of lines) {
        put(w, face, l, 80, w.y);
        w.y += 10;
      }
    }
    w.onNewPage = () => {};
  };
  month(a1, o1, c1, '2026-04-01', '2026-04-30');
  w.newPage();
  month(a2, c1, c2, '2026-05-01', '2026-05-31');
  const pdf = await w.finish((x, n, t) => {
    const which = n - 1 >= (firstPageOf[1] ?? t) ? 1 : 0;
    const first = firstPageOf[which] ?? 0;
    const last = which === 0 ? (firstPageOf[1] ?? t) : t;
    put(x, face, `Page ${n - first} of ${last - first}`, 572, 752, { right: true, size: 7 });
    put(x, face, 'Member FDIC  ·  Equal Housing Lender', 40, 752, { size: 7 });
  });
  const activity = [...a1, ...a2];
  return statement(
    'two-months',
    'pdfkit',
    [
      'two monthly statements of one account in one PDF (April then May), each with its own header, period, summary and "Page 1 of N"',
      'Date | Description | Debits | Credits | Balance, MM/DD, the counts before the summary labels ("12 Credits")',
    ],
    'PRESTON L OYELARAN',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '5528',
        name: 'Free Checking',
        period_start: '2026-04-01',
        period_end: '2026-05-31',
        opening_balance_cents: o1,
        closing_balance_cents: c2,
        transactions: expectedRows(activity, o1),
      }),
    ],
    pdf,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 7. A UK current account: Date | Payment type and details | Paid out | Paid in | Balance, every balance followed
//    by CR or DR (the account goes overdrawn), dd/mm/yy dates (day first, many days of 12 or less), BROUGHT
//    FORWARD at each page's top and CARRIED FORWARD at each page's foot, sort code and account number.
function ukActivity(rng: Rng, start: string, end: string, count: number): Activity[] {
  const span = days(start, end);
  const dates = Array.from({ length: count }, () => addDays(start, rng.int(1, span))).sort();
  const shops = [
    'TESCO STORES 3297',
    'SAINSBURYS S/MKTS',
    'COSTA COFFEE 43011',
    'PRET A MANGER',
    'BOOTS 1142',
    'AMAZON.CO.UK*RT4K21',
    'TFL TRAVEL CH',
    'SHELL HAYES',
  ];
  const dd = ['BRITISH GAS', 'THAMES WATER', 'COUNCIL TAX LB HILLINGDON', 'VODAFONE LTD', 'SKY DIGITAL', 'AVIVA INSURANCE'];
  const mon = (iso: string) => `${pad(parts(iso).d)} ${MON[parts(iso).m - 1]?.toUpperCase()}`;
  return dates.map((date) => {
    const r = rng.next();
    if (r < 0.08)
      return {
        date,
        postDate: null,
        description: 'BANK GIRO CREDIT REF HILLINGDON NHS SALARY',
        vendor: 'SALARY',
        cents: rng.int(180_000, 260_000),
        category: 'deposit',
      };
    if (r < 0.16) {
      const who = rng.pick(['J PATEL', 'KESTREL LTD', 'A NOWAK', 'R EVANS']);
      return {
        date,
        postDate: null,
        description: `FASTER PAYMENTS RECEIPT REF ${rng.pick(['INV', 'RENT', 'LOAN'])} ${rng.int(100, 9999)} FROM ${who}`,
        vendor: who,
        cents: rng.int(2_000, 45_000),
        category: 'deposit',
      };
    }
    if (r < 0.6) {
      const s = rng.pick(shops);
      return {
        date,
        postDate: null,
        description: `CARD PAYMENT TO ${s} ON ${mon(addDays(date, -rng.int(0, 2)))}`,
        vendor: s,
        cents: -rng.int(250, 9_500),
        category: 'card',
      };
    }
    if (r < 0.8) {
      const s = rng.pick(dd);
      return {
        date,
        postDate: null,
        description: `DIRECT DEBIT PAYMENT TO ${s} REF ${rng.int(100_000_000, 999_999_999)}, MANDATE NO ${rng.int(10, 99)}`,
        vendor: s,
        cents: -rng.int(1_500, 24_000),
        category: 'electronic',
      };
    }
    if (r < 0.9)
      return {
        date,
        postDate: null,
        description: `CASH WITHDRAWAL AT ${rng.pick(['HSBC', 'NATWEST', 'LLOYDS BANK'])} ATM ${rng.pick(['HIGH STREET', 'UXBRIDGE RD', 'STATION APPROACH'])} ON ${mon(date)}`,
        vendor: 'CASH WITHDRAWAL',
        cents: -rng.int(1, 15) * 1_000,
        category: 'atm',
      };
    return {
      date,
      postDate: null,
      description: `STANDING ORDER TO ${rng.pick(['M PRICE SAVINGS', 'HILLSIDE LETTINGS'])} REF ${rng.int(1000, 9999)}`,
      vendor: 'STANDING ORDER',
      cents: -rng.int(5_000, 90_000),
      category: 'electronic',
    };
  });
}
async function ukCrDr(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-07-01';
  const end = '2026-07-31';
  const activity = ukActivity(rng, start, end, count);
  // The opening is chosen so the account dips into its overdraft mid-month (the lowest balance £150 to £450 DR).
  const lowest = Math.min(0, ...expectedRows(activity, 0).map((r) => r.balance_cents ?? 0));
  const opening = -lowest - rng.int(15_000, 45_000);
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const cd = (c: number) => `${amount(Math.abs(c))} ${c < 0 ? 'DR' : 'CR'}`;
  const ddmmyy = (iso: string) => `${pad(parts(iso).d)}/${pad(parts(iso).m)}/${pad(parts(iso).y % 100)}`;
  const w = new PdfkitWriter(80, 712);
  w.size = 8;
  const header = (y: number) => {
    put(w, face, 'Date', 40, y, { bold: true });
    put(w, face, 'Payment type and details', 92, y, { bold: true });
    put(w, face, 'Paid out', 420, y, { bold: true, right: true });
    put(w, face, 'Paid in', 488, y, { bold: true, right: true });
    put(w, face, 'Balance', 572, y, { bold: true, right: true });
    hairline(w, 40, 572, y + 10, '#2b2b2b');
  };
  let carried = opening;
  const forward = (label: string, y: number) => {
    put(w, face, label, 92, y, { bold: true });
    put(w, face, cd(carried), 572, y, { right: true, bold: true });
  };
  w.onNewPage = (x) => {
    put(x, face, 'Northgate Bank plc   Classic Account   Sort code 20-45-77   Account number 43917702', 40, 44, { size: 7.5 });
    header(62);
    forward('BROUGHT FORWARD', 76);
    x.y = 90;
  };
  put(w, face, 'Northgate Bank', 40, 34, { bold: true, size: 18, color: '#004b3a' });
  put(w, face, 'Your Classic Account statement', 572, 36, { right: true, bold: true, size: 10 });
  put(w, face, '1 July 2026 to 31 July 2026', 572, 50, { right: true });
  put(w, face, 'Sort code 20-45-77   Account number 43917702', 572, 61, { right: true });
  let y = 86;
  for (const l of ['MISS HANNAH J PRICE', 'FLAT 3, 41 CHURCH ROAD', 'HAYES', 'UB3 2LE']) {
    put(w, face, l, 56, y, { size: 9.5 });
    y += 11.5;
  }
  y += 14;
  put(w, face, 'Your account summary', 40, y, { bold: true, size: 10 });
  y += 14;
  for (const [l, f] of [
    ['Balance on 1 July 2026', cd(opening)],
    ['Total paid in', amount(totals.deposits_cents)],
    ['Total paid out', amount(totals.withdrawals_cents)],
    ['Balance on 31 July 2026', cd(closing)],
  ] as const) {
    put(w, face, l, 56, y);
    put(w, face, `£${f}`, 320, y, { right: true });
    y += 11.5;
  }
  put(w, face, 'Arranged overdraft limit £500.00. Overdraft interest is charged at 39.9% EAR (variable).', 56, y + 2, { size: 7 });
  y += 22;
  put(w, face, 'Your transactions', 40, y, { bold: true, size: 10 });
  y += 15;
  header(y);
  forward('BROUGHT FORWARD', y + 14);
  w.y = y + 28;
  const foot = 712;
  for (const [i, a] of activity.entries()) {
    const lines = wrapIn(w, face, a.description, 250);
    const h = 10.5 * lines.length + 1.5;
    if (w.y + h > foot - 14) {
      forward('CARRIED FORWARD', w.y + 2);
      w.newPage();
    }
    put(w, face, ddmmyy(a.date), 40, w.y);
    put(w, face, amount(Math.abs(a.cents)), a.cents < 0 ? 420 : 488, w.y, { right: true });
    const bal = rows[i]?.balance_cents ?? 0;
    put(w, face, cd(bal), 572, w.y, { right: true });
    carried = bal;
    for (const [k, l] of lines.entries()) put(w, face, l, 92, w.y + 10.5 * k);
    w.y += h;
  }
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, t) => {
    put(
      x,
      face,
      'Northgate Bank plc. Registered in England and Wales no. 2065. Authorised by the PRA and regulated by the FCA and the PRA.',
      40,
      752,
      { size: 6.5 },
    );
    put(x, face, `Page ${n} of ${t}`, 572, 752, { right: true, size: 7 });
  });
  return statement(
    'uk-cr-dr',
    'pdfkit',
    [
      'a UK current account: Date | Payment type and details | Paid out | Paid in | Balance, every balance followed by CR or DR (overdrawn)',
      'dd/mm/yy dates (day first), BROUGHT FORWARD at each page’s top and CARRIED FORWARD at each page’s foot',
      'card payments "ON 03 JUL" and direct debits with REF and MANDATE NO in the details; £ only in the summary',
    ],
    'MISS HANNAH J PRICE',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '7702',
        name: 'Classic Account',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: totals.deposits_cents, withdrawals_cents: totals.withdrawals_cents },
        transactions: rows,
      }),
    ],
    pdf,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 8. A multi-currency money account (Wise-style, Chromium): no Date column, each row's date ("6 August 2026")
//    printed in grey under its description; Description | Incoming | Outgoing | Balance; foreign card purchases and
//    conversions name other currencies' amounts in the description.
async function dateUnder(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-08-01';
  const end = '2026-08-31';
  const opening = rng.int(300_000, 900_000);
  const dates = Array.from({ length: count }, () => addDays(start, rng.int(0, days(start, end)))).sort();
  const items: Activity[] = [];
  let balance = opening;
  const SHOPS = [
    'Blue Bottle Coffee Oakland',
    'Figma Inc San Francisco',
    'Notion Labs New York',
    'Delta Air Lines Atlanta',
    'WeWork Austin',
    'Staples Dallas',
  ];
  const FOREIGN: Array<[string, string, number]> = [
    ['EUR', 'Cafe de Flore Paris', 1.09],
    ['GBP', 'Pret A Manger London', 1.27],
    ['EUR', 'Hotel Arts Barcelona', 1.09],
    ['CAD', 'Tim Hortons Toronto', 0.73],
  ];
  for (const date of dates) {
    const r = rng.next();
    let a: Activity;
    if (r < 0.16 || balance < 50_000) {
      const who = rng.pick(['Northwind Traders Inc.', 'Globex LLC', 'Initech Inc.']);
      const cents = rng.int(80_000, 450_000);
      a = {
        date,
        postDate: null,
        description: `Received money from ${who} with reference INV-${rng.int(2000, 2999)}`,
        vendor: who,
        cents,
        category: 'deposit',
      };
    } else if (r < 0.48) {
      const shop = rng.pick(SHOPS);
      const cents = rng.int(450, 60_000);
      a = {
        date,
        postDate: null,
        description: `Card transaction of ${amount(cents)} USD issued by ${shop}`,
        vendor: shop,
        cents: -cents,
        category: 'card',
      };
    } else if (r < 0.68) {
      const [cur, shop, rate] = rng.pick(FOREIGN);
      const foreign = rng.int(500, 40_000);
      a = {
        date,
        postDate: null,
        description: `Card transaction of ${amount(foreign)} ${cur} issued by ${shop}`,
        vendor: shop,
        cents: -Math.round(foreign * rate),
        category: 'card',
      };
    } else if (r < 0.83) {
      const who = rng.pick(['Maria Garcia', 'David Lee', 'Ana Martinez', 'Chris Wilson']);
      a = { date, postDate: null, description: `Sent money to ${who}`, vendor: who, cents: -rng.int(5_000, 120_000), category: 'electronic' };
    } else if (r < 0.93) {
      const usd = rng.int(20_000, 150_000);
      const eur = Math.round(usd / 1.0912);
      a = {
        date,
        postDate: null,
        description: `Converted ${amount(usd)} USD to ${amount(eur)} EUR`,
        vendor: 'Conversion',
        cents: -usd,
        category: 'electronic',
      };
    } else {
      const who = rng.pick(['Maria Garcia', 'David Lee']);
      a = { date, postDate: null, description: `Fee for transfer to ${who}`, vendor: 'Fee', cents: -rng.int(80, 900), category: 'fee' };
    }
    if (balance + a.cents < 0) {
      a = {
        date,
        postDate: null,
        description: 'Topped up balance from Chase Bank account ending 1183',
        vendor: 'Top up',
        cents: 250_000,
        category: 'deposit',
      };
    }
    balance += a.cents;
    items.push(a);
  }
  const rows = expectedRows(items, opening);
  const closing = closingOf(items, opening);
  const totals = totalsOf(items);
  const body = items
    .map(
      (a, i) =>
        `<tr><td><div class="t">${esc(a.description)}</div><div class="d">${longDate(a.date)}</div></td><td class="num">${a.cents > 0 ? amount(a.cents) : ''}</td><td class="num">${a.cents < 0 ? amount(-a.cents) : ''}</td><td class="num">${amount(rows[i]?.balance_cents ?? 0)}</td></tr>`,
    )
    .join('');
  const html = page(
    `
    <div style="display:flex;justify-content:space-between">
      <div><h1 style="color:#163300">Kestrel</h1><div>Kestrel Payments Inc. &middot; 30 W 26th St, New York, NY 10010</div></div>
      <div style="text-align:right"><b>USD statement</b><br>1 August 2026 &ndash; 31 August 2026<br>Account number 8310004419<br>Routing number 026073150</div>
    </div>
    ${address(['Okafor Design Studio LLC', '88 Dekalb Ave Fl 3', 'Brooklyn NY 11201'])}
    <table class="sum">
      <tr><td>USD balance on 1 August 2026</td><td class="num">${amount(opening)} USD</td></tr>
      <tr><td>Incoming</td><td class="num">${amount(totals.deposits_cents)} USD</td></tr>
      <tr><td>Outgoing</td><td class="num">${amount(totals.withdrawals_cents)} USD</td></tr>
      <tr><td><b>USD balance on 31 August 2026</b></td><td class="num"><b>${amount(closing)} USD</b></td></tr>
    </table>
    <table class="tx"><thead><tr><th style="width:58%">Description</th><th class="num">Incoming</th><th class="num">Outgoing</th><th class="num">Balance</th></tr></thead>
    <tbody>${body}</tbody></table>
  `,
    `.sum { width: 52%; margin-bottom: 14pt; } .sum td { padding: 1pt 4pt; }
     .tx td { padding: 4pt 4pt; border-bottom: 0.5pt solid #e2e2e2; } .t { font-weight: bold; } .d { color: #777; font-size: 7.5pt; margin-top: 1pt; }`,
  );
  return statement(
    'date-under',
    'chromium',
    [
      'a multi-currency money account: no Date column, each row’s date ("6 August 2026") in grey under its bold description',
      'Description | Incoming | Outgoing | Balance; "Card transaction of 45.12 EUR issued by …" and "Converted 500.00 USD to 458.20 EUR" descriptions with other currencies’ amounts',
      'an account and a routing number, opening and closing said as "USD balance on 1 August 2026"',
    ],
    'Okafor Design Studio LLC',
    undefined,
    [
      account({
        kind: 'checking',
        account_number_last4: '4419',
        name: 'USD statement',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: totals.deposits_cents, withdrawals_cents: totals.withdrawals_cents },
        transactions: rows,
      }),
    ],
    await htmlToPdf(html),
  );
}

export const UNSEEN_LAYOUTS_4: Array<{ name: string; build: () => Promise<Fixture> }> = [
  { name: 'unseen4-payment-net', build: () => paymentNet(601, 55) },
  { name: 'unseen4-neobank-time', build: () => neobankTime(602, 62) },
  { name: 'unseen4-balance-first', build: () => balanceFirst(603, 70) },
  { name: 'unseen4-business-card-sections', build: () => businessCardSections(604, 46) },
  { name: 'unseen4-landscape-category', build: () => landscapeCategory(605, 58) },
  { name: 'unseen4-two-months', build: () => twoMonths(606, 32, 38) },
  { name: 'unseen4-uk-cr-dr', build: () => ukCrDr(607, 72) },
  { name: 'unseen4-date-under', build: () => dateUnder(608, 46) },
];
