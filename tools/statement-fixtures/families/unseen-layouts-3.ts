import { bankActivity, cardActivity } from '../activity.ts';
import { htmlToPdf } from '../chromium-pdf.ts';
import { type Face, putPlain as put, wrapIn } from '../drawing-kit.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import { address, esc, page } from '../html-statement.ts';
import type { Activity, ExpectedAccount, ExpectedStatement, ExpectedTransaction } from '../model.ts';
import { addDays, dateFormats, formatAmount, parts, signed } from '../money.ts';
import { PdfkitWriter } from '../pdfkit-writer.ts';
import { createRng, type Rng } from '../prng.ts';

/**
 * A third red team's statements (`unseen3-*`): layouts imitating real US, Canadian and UK banks, credit unions and
 * card issuers whose combination of traits no other family prints, written before reading the parser. Written only
 * on request (`generate.ts --prefix=unseen3-`): a statement here is a measurement.
 *
 * Truth for detail lines printed under a row (a deposit slip's items, a payroll batch's employees, a merchant
 * deposit's card brands): they are part of the row's description, each line joined by one space, their figures
 * included as printed; they are not transactions of their own.
 */
interface Fixture {
  name: string;
  pdf: Buffer;
  expected: ExpectedStatement;
}

const FAMILY = 'unseen-layouts-3';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = ['JANUARY', 'FEBRUARY', 'MARCH', 'APRIL', 'MAY', 'JUNE', 'JULY', 'AUGUST', 'SEPTEMBER', 'OCTOBER', 'NOVEMBER', 'DECEMBER'];
const pad = (n: number) => String(n).padStart(2, '0');
const money = (c: number) => formatAmount(c, { dollar: true });
const amount = (c: number) => formatAmount(c);
const sum = (items: Activity[]) => items.reduce((t, a) => t + a.cents, 0);

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
    name: `unseen3-${name}`,
    pdf,
    expected: { family: FAMILY, producer, covers, account_holder: holder, ...(pages ? { page_count: pages } : {}), accounts },
  };
}

/** Splits cents into n positive parts (whole dollars but the last). */
function split(rng: Rng, cents: number, n: number): number[] {
  const out: number[] = [];
  let left = cents;
  for (let i = 0; i < n - 1 && left > 200 * (n - i); i++) {
    const part = Math.max(100, Math.round(((left / (n - i)) * (0.5 + rng.next())) / 100) * 100);
    if (part >= left) break;
    out.push(part);
    left -= part;
  }
  out.push(left);
  return out;
}

/** An activity with detail lines printed under it (each line: a label and, maybe, a figure). */
type Detailed = Activity & { head: string; details: Array<[string, string]> };

const withDetails = (a: Activity, head: string, details: Array<[string, string]>): Detailed => ({
  ...a,
  head,
  details,
  description: [head, ...details.map(([l, f]) => (f ? `${l} ${f}` : l))].join(' '),
});

// ---------------------------------------------------------------------------------------------------------------
// 1. A community bank printing each deposit slip's items under the deposit ("DEPOSIT" then "Check 1043 500.00",
//    "Currency 120.00" indented, the item figures inside the description column): Date | Description | Withdrawals |
//    Deposits | Balance, Helvetica, MM/DD, a summary with counts.
async function depositSlip(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-04-01';
  const end = '2026-04-30';
  const opening = rng.int(300_000, 900_000);
  const raw = bankActivity(rng, start, end, count, opening);
  const activity: Detailed[] = raw.map((a) => {
    if (a.category !== 'deposit' || !rng.chance(0.6)) return { ...a, head: a.description, details: [] };
    const pieces = split(rng, a.cents, rng.int(2, 4));
    const details: Array<[string, string]> = pieces.map((c, i) =>
      i === 0 && rng.chance(0.3) ? ['Currency', amount(c)] : [`Check ${rng.int(1000, 9999)}`, amount(c)],
    );
    return withDetails({ ...a, vendor: 'DEPOSIT' }, rng.pick(['DEPOSIT', 'BRANCH DEPOSIT', 'TELLER DEPOSIT']), details);
  });
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const w = new PdfkitWriter(70, 716);
  w.size = 8.5;
  const header = (y: number) => {
    put(w, face, 'Date', 40, y, { bold: true });
    put(w, face, 'Description', 82, y, { bold: true });
    put(w, face, 'Withdrawals', 420, y, { bold: true, right: true });
    put(w, face, 'Deposits', 492, y, { bold: true, right: true });
    put(w, face, 'Balance', 572, y, { bold: true, right: true });
  };
  w.onNewPage = (x) => {
    put(x, face, 'Lakeshore Community Bank  -  Business Checking  -  XXXXXX2284', 40, 40, { size: 7.5 });
    header(56);
    x.y = 72;
  };
  put(w, face, 'Lakeshore Community Bank', 40, 36, { bold: true, size: 15 });
  put(w, face, 'Statement Period: 04/01/2026 - 04/30/2026', 572, 38, { right: true });
  put(w, face, 'Account: XXXXXX2284', 572, 50, { right: true });
  let y = 80;
  for (const l of ['MARSH & TILLMAN HARDWARE LLC', '410 HARBOR RD', 'SHEBOYGAN WI 53081']) {
    put(w, face, l, 56, y, { size: 9.5 });
    y += 11.5;
  }
  y += 16;
  put(w, face, 'Business Checking', 40, y, { bold: true, size: 11 });
  y += 16;
  const summary: Array<[string, string]> = [
    ['Beginning Balance', money(opening)],
    [`Deposits/Credits (${totals.deposits_count})`, money(totals.deposits_cents)],
    [`Withdrawals/Debits (${totals.withdrawals_count})`, money(totals.withdrawals_cents)],
    ['Ending Balance', money(closing)],
  ];
  for (const [label, figure] of summary) {
    put(w, face, label, 56, y);
    put(w, face, figure, 300, y, { right: true });
    y += 12;
  }
  y += 14;
  put(w, face, 'Account Activity', 40, y, { bold: true, size: 10 });
  y += 15;
  header(y);
  w.y = y + 15;
  for (const [i, a] of activity.entries()) {
    const lines = wrapIn(w, face, a.head, 230);
    w.ensure(11 * (lines.length + a.details.length));
    put(w, face, dateFormats.mmdd(a.date), 40, w.y);
    put(w, face, amount(a.cents), a.cents < 0 ? 420 : 492, w.y, { right: true });
    put(w, face, amount(rows[i]?.balance_cents ?? 0), 572, w.y, { right: true });
    for (const l of lines) {
      put(w, face, l, 82, w.y);
      w.y += 11;
    }
    for (const [label, figure] of a.details) {
      put(w, face, label, 100, w.y, { size: 7.5 });
      put(w, face, figure, 300, w.y, { size: 7.5, right: true });
      w.y += 10;
    }
  }
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, t) => put(x, face, `Page ${n} of ${t}`, 572, 752, { right: true, size: 7 }));
  return statement(
    'deposit-slip',
    'pdfkit',
    [
      'a deposit slip’s items ("Check 1043 500.00", "Currency 120.00") printed indented under the deposit row',
      'Date | Description | Withdrawals | Deposits | Balance, MM/DD, summary with counts in parentheses',
    ],
    'MARSH & TILLMAN HARDWARE LLC',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '2284',
        name: 'Business Checking',
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
// 2. A commercial bank: an ACH payroll batch with its employees and amounts under it, merchant-services deposits
//    with the card brands under them; Times, MM/DD/YY, one signed Amount column and Balance, Beginning / Ending
//    Balance rows in the list.
const EMPLOYEES = ['HERNANDEZ, LUIS', 'OKAFOR, GRACE', 'NGUYEN, BAO', 'MILLER, KATIE', 'PATEL, RAJ', 'SCHULTZ, DEREK', 'ROSSI, ELENA'];
async function payrollMerchant(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Times';
  const start = '2026-06-01';
  const end = '2026-06-30';
  const opening = rng.int(2_500_000, 4_000_000);
  const base: Detailed[] = bankActivity(rng, start, end, count, opening).map((a) => ({ ...a, head: a.description, details: [] }));
  const extra: Detailed[] = [];
  for (const day of ['2026-06-12', '2026-06-26']) {
    const staff = EMPLOYEES.filter(() => rng.chance(0.7)).slice(0, 5);
    const pay = staff.map(() => rng.int(90_000, 320_000));
    const total = pay.reduce((s, c) => s + c, 0);
    extra.push(
      withDetails(
        { date: day, postDate: null, description: '', vendor: 'PAYROLL', cents: -total, category: 'electronic' },
        `ACH DEBIT PAYROLL BATCH ${day.slice(5).replace('-', '')} ENTRIES ${staff.length} CO ID 1849201177`,
        staff.map((n, i) => [n, amount(pay[i] ?? 0)]),
      ),
    );
  }
  for (let i = 0; i < 5; i++) {
    const day = addDays(start, rng.int(2, 28));
    const brands: Array<[string, number]> = [
      ['VISA', rng.int(40_000, 260_000)],
      ['MASTERCARD', rng.int(10_000, 120_000)],
      ['AMEX', rng.int(0, 60_000)],
      ['DISCOVER', rng.int(0, 20_000)],
    ];
    const total = brands.reduce((s, [, c]) => s + c, 0);
    extra.push(
      withDetails(
        { date: day, postDate: null, description: '', vendor: 'MERCHANT BANKCARD', cents: total, category: 'deposit' },
        `MERCHANT BANKCARD DEPOSIT MID 4451200011${rng.int(10, 99)}`,
        brands.map(([b, c]) => [b, amount(c)]),
      ),
    );
  }
  const activity = [...base, ...extra].sort((a, b) => a.date.localeCompare(b.date));
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const w = new PdfkitWriter(74, 714);
  w.size = 9;
  const header = (y: number) => {
    put(w, face, 'Date', 44, y, { bold: true });
    put(w, face, 'Transaction', 92, y, { bold: true });
    put(w, face, 'Amount', 470, y, { bold: true, right: true });
    put(w, face, 'Balance', 566, y, { bold: true, right: true });
  };
  w.onNewPage = (x) => {
    put(x, face, 'Cascade Valley Bank', 44, 38, { bold: true, size: 10 });
    put(x, face, 'Commercial Checking  Account No. ********7710  June 1, 2026 - June 30, 2026', 566, 38, { right: true, size: 8 });
    header(58);
    x.y = 74;
  };
  put(w, face, 'Cascade Valley Bank', 44, 36, { bold: true, size: 18 });
  put(w, face, 'Commercial Checking', 566, 36, { bold: true, right: true, size: 12 });
  put(w, face, 'Account No. ********7710', 566, 52, { right: true });
  put(w, face, 'June 1, 2026 - June 30, 2026', 566, 64, { right: true });
  let y = 86;
  for (const l of ['CASCADE HVAC SERVICES INC', '2200 MILL CREEK PKWY STE 4', 'EVERETT WA 98208']) {
    put(w, face, l, 60, y, { size: 10 });
    y += 12;
  }
  y += 18;
  for (const [label, figure] of [
    ['Beginning Balance', money(opening)],
    ['Total Credits', `+${money(totals.deposits_cents)}`],
    ['Total Debits', `-${money(totals.withdrawals_cents)}`],
    ['Ending Balance', money(closing)],
  ] as const) {
    put(w, face, label, 60, y);
    put(w, face, figure, 290, y, { right: true });
    y += 12;
  }
  y += 16;
  put(w, face, 'TRANSACTION DETAIL', 44, y, { bold: true, size: 10.5 });
  y += 16;
  header(y);
  w.y = y + 15;
  put(w, face, dateFormats.mmddyy(start), 44, w.y);
  put(w, face, 'Beginning Balance', 92, w.y);
  put(w, face, amount(opening), 566, w.y, { right: true });
  w.y += 12;
  for (const [i, a] of activity.entries()) {
    const lines = wrapIn(w, face, a.head, 290);
    w.ensure(12 * lines.length + 10.5 * a.details.length);
    put(w, face, dateFormats.mmddyy(a.date), 44, w.y);
    put(w, face, signed(a.cents), 470, w.y, { right: true });
    put(w, face, amount(rows[i]?.balance_cents ?? 0), 566, w.y, { right: true });
    for (const l of lines) {
      put(w, face, l, 92, w.y);
      w.y += 12;
    }
    for (const [label, figure] of a.details) {
      put(w, face, label, 112, w.y, { size: 8 });
      put(w, face, figure, 330, w.y, { size: 8, right: true });
      w.y += 10.5;
    }
  }
  w.ensure(14);
  put(w, face, dateFormats.mmddyy(end), 44, w.y);
  put(w, face, 'Ending Balance', 92, w.y);
  put(w, face, amount(closing), 566, w.y, { right: true });
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, t) => put(x, face, `Page ${n} of ${t}`, 306, 752, { size: 7 }));
  return statement(
    'payroll-merchant',
    'pdfkit',
    [
      'an ACH payroll batch with each employee and amount printed under it',
      'merchant-services deposits with VISA / MASTERCARD / AMEX / DISCOVER lines under them',
      'Times, MM/DD/YY, one signed Amount column, Beginning / Ending Balance rows in the list',
    ],
    'CASCADE HVAC SERVICES INC',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '7710',
        name: 'Commercial Checking',
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
// 3. A state bank's core-system print in Courier: a sequence number before the date, both amount columns always
//    filled (the empty side `0.00`), MM/DD/YYYY, SEQ | DATE | DESCRIPTION | DEBIT | CREDIT | BALANCE.
async function zeroFilledSeq(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Courier';
  const start = '2026-02-01';
  const end = '2026-02-28';
  const opening = rng.int(120_000, 600_000);
  const activity = bankActivity(rng, start, end, count, opening);
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const w = new PdfkitWriter(78, 720);
  w.size = 7.5;
  const header = (y: number) => {
    put(w, face, 'SEQ', 36, y, { bold: true });
    put(w, face, 'DATE', 64, y, { bold: true });
    put(w, face, 'DESCRIPTION', 118, y, { bold: true });
    put(w, face, 'DEBIT', 440, y, { bold: true, right: true });
    put(w, face, 'CREDIT', 505, y, { bold: true, right: true });
    put(w, face, 'BALANCE', 576, y, { bold: true, right: true });
  };
  w.onNewPage = (x) => {
    put(x, face, 'FIRST PRAIRIE STATE BANK', 36, 40, { bold: true });
    put(x, face, 'ACCOUNT NO. XXXXXXX3391   STATEMENT PERIOD 02/01/2026 - 02/28/2026', 576, 40, { right: true });
    header(60);
    x.y = 74;
  };
  put(w, face, 'FIRST PRAIRIE STATE BANK', 36, 36, { bold: true, size: 13 });
  put(w, face, 'PO BOX 88  HAYS KS 67601', 36, 52);
  put(w, face, 'ACCOUNT NO. XXXXXXX3391', 576, 36, { right: true });
  put(w, face, 'STATEMENT PERIOD 02/01/2026 - 02/28/2026', 576, 47, { right: true });
  let y = 84;
  for (const l of ['DWAYNE K FOLGER', 'ROSALIND M FOLGER', 'RR 2 BOX 114', 'VICTORIA KS 67671']) {
    put(w, face, l, 60, y, { size: 8.5 });
    y += 10.5;
  }
  y += 16;
  put(w, face, 'FARM & RANCH CHECKING', 36, y, { bold: true, size: 9 });
  y += 14;
  const summary: Array<[string, string]> = [
    ['BEGINNING BALANCE', amount(opening)],
    [`DEBITS (${totals.withdrawals_count})`, amount(totals.withdrawals_cents)],
    [`CREDITS (${totals.deposits_count})`, amount(totals.deposits_cents)],
    ['ENDING BALANCE', amount(closing)],
  ];
  for (const [label, figure] of summary) {
    put(w, face, label, 60, y);
    put(w, face, figure, 300, y, { right: true });
    y += 10.5;
  }
  y += 14;
  header(y);
  w.y = y + 13;
  for (const [i, a] of activity.entries()) {
    const lines = wrapIn(w, face, a.description, 260);
    w.ensure(10 * lines.length);
    put(w, face, String(i + 1).padStart(4, '0'), 36, w.y);
    put(w, face, dateFormats.mmddyyyy(a.date), 64, w.y);
    put(w, face, a.cents < 0 ? amount(-a.cents) : '0.00', 440, w.y, { right: true });
    put(w, face, a.cents > 0 ? amount(a.cents) : '0.00', 505, w.y, { right: true });
    put(w, face, amount(rows[i]?.balance_cents ?? 0), 576, w.y, { right: true });
    for (const l of lines) {
      put(w, face, l, 118, w.y);
      w.y += 10;
    }
  }
  w.ensure(16);
  w.y += 4;
  put(w, face, 'TOTALS', 118, w.y, { bold: true });
  put(w, face, amount(totals.withdrawals_cents), 440, w.y, { right: true, bold: true });
  put(w, face, amount(totals.deposits_cents), 505, w.y, { right: true, bold: true });
  put(w, face, amount(closing), 576, w.y, { right: true, bold: true });
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, t) => put(x, face, `PAGE ${n} OF ${t}`, 576, 752, { right: true, size: 7 }));
  return statement(
    'zero-filled-seq',
    'pdfkit',
    [
      'a four-digit sequence number before the date on every row',
      'both amount columns always filled, the empty side printed 0.00',
      'Courier, MM/DD/YYYY, DEBITS (n) / CREDITS (n) summary, a TOTALS line under the list',
      'two holders on the address block',
    ],
    'DWAYNE K FOLGER',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '3391',
        name: 'FARM & RANCH CHECKING',
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
// 4. A credit union's statement: Share Savings, Share Draft, Money Market and a Holiday Club share, each with its own
//    heading, account number, Previous / New Balance rows, a dividend row, "Dividends Year-to-Date" and APY earned.
interface Share {
  title: string;
  last4: string;
  kind: 'checking' | 'savings';
  opening: number;
  items: Activity[];
  ytd: number;
  apy: string;
}

async function creditUnionShares(seed: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-03-01';
  const end = '2026-03-31';
  const transfer = (date: string, cents: number, text: string): Activity => ({
    date,
    postDate: null,
    description: text,
    vendor: text,
    cents,
    category: 'electronic',
  });
  const dividend = (cents: number): Activity => ({
    date: end,
    postDate: null,
    description: 'Dividend Earned',
    vendor: 'Dividend',
    cents,
    category: 'interest',
  });
  const generated = rng.int(150_000, 400_000);
  const draft = bankActivity(rng, start, end, 34, generated);
  // The transfers to other shares come on top of the generated activity: a cushion keeps the draft in credit.
  const draftOpening = generated + 100_000;
  const clubDays = ['2026-03-06', '2026-03-20'];
  const clubAmt = rng.int(2, 8) * 2_500;
  const savDay = addDays(start, rng.int(8, 22));
  const savAmt = rng.int(5, 30) * 1_000;
  const draftAll = [
    ...draft,
    ...clubDays.map((d) => transfer(d, -clubAmt, 'Transfer To Share 20 Holiday Club')),
    transfer(savDay, -savAmt, 'Transfer To Share 00 Share Savings'),
  ].sort((a, b) => a.date.localeCompare(b.date));
  const shares: Share[] = [
    {
      title: 'Share Savings',
      last4: '6610',
      kind: 'savings',
      opening: rng.int(200_000, 1_500_000),
      items: [transfer(savDay, savAmt, 'Transfer From Share 10 Share Draft'), dividend(rng.int(40, 400))],
      ytd: 0,
      apy: '0.15%',
    },
    {
      title: 'Share Draft',
      last4: '6628',
      kind: 'checking',
      opening: draftOpening,
      items: [...draftAll, dividend(rng.int(5, 60))],
      ytd: 0,
      apy: '0.05%',
    },
    {
      title: 'Money Market',
      last4: '6636',
      kind: 'savings',
      opening: rng.int(1_000_000, 4_000_000),
      items: [
        transfer(addDays(start, 3), rng.int(10_000, 90_000), 'Deposit ACH TREASURY DIRECT TYPE: TREAS 310 CO: US TREASURY'),
        transfer(addDays(start, 17), -rng.int(50_000, 150_000), 'Withdrawal Home Banking Transfer To Share 10'),
        dividend(rng.int(1_500, 9_000)),
      ],
      ytd: 0,
      apy: '2.02%',
    },
    {
      title: 'Holiday Club',
      last4: '6644',
      kind: 'savings',
      opening: rng.int(10_000, 80_000),
      items: [...clubDays.map((d) => transfer(d, clubAmt, 'Transfer From Share 10 Share Draft')), dividend(rng.int(1, 30))],
      ytd: 0,
      apy: '0.10%',
    },
  ];
  for (const s of shares) {
    const div = s.items.at(-1)?.cents ?? 0;
    s.ytd = div * 3 + rng.int(-20, 20);
  }
  const w = new PdfkitWriter(70, 716);
  w.size = 8.5;
  const header = (y: number) => {
    put(w, face, 'Date', 40, y, { bold: true });
    put(w, face, 'Transaction Description', 84, y, { bold: true });
    put(w, face, 'Withdrawals', 420, y, { bold: true, right: true });
    put(w, face, 'Deposits', 494, y, { bold: true, right: true });
    put(w, face, 'Balance', 572, y, { bold: true, right: true });
  };
  let current = '';
  w.onNewPage = (x) => {
    put(x, face, 'Summit Ridge Federal Credit Union  |  Member Number 0048291  |  03/01/2026 thru 03/31/2026', 40, 40, { size: 7.5 });
    if (current) {
      put(x, face, `${current} (continued)`, 40, 56, { bold: true, size: 9 });
      header(70);
      x.y = 84;
    } else x.y = 60;
  };
  put(w, face, 'Summit Ridge Federal Credit Union', 40, 36, { bold: true, size: 15 });
  put(w, face, 'Statement of Account', 572, 36, { right: true, bold: true, size: 10 });
  put(w, face, 'Member Number: 0048291', 572, 50, { right: true });
  put(w, face, 'Statement Period: 03/01/2026 thru 03/31/2026', 572, 61, { right: true });
  let y = 82;
  for (const l of ['ELEANOR J VASQUEZ-BRANT', '1719 CEDAR HOLLOW LN', 'BOISE ID 83709']) {
    put(w, face, l, 56, y, { size: 9.5 });
    y += 11.5;
  }
  y += 14;
  put(w, face, 'ACCOUNT SUMMARY', 40, y, { bold: true, size: 10 });
  y += 14;
  put(w, face, 'Account', 40, y, { bold: true });
  put(w, face, 'Previous Balance', 330, y, { bold: true, right: true });
  put(w, face, 'New Balance', 420, y, { bold: true, right: true });
  put(w, face, 'Dividends YTD', 500, y, { bold: true, right: true });
  y += 12;
  for (const s of shares) {
    put(w, face, `${s.title} ****${s.last4}`, 40, y);
    put(w, face, money(s.opening), 330, y, { right: true });
    put(w, face, money(closingOf(s.items, s.opening)), 420, y, { right: true });
    put(w, face, money(s.ytd), 500, y, { right: true });
    y += 11;
  }
  w.y = y + 14;
  const accounts: ExpectedAccount[] = [];
  for (const s of shares) {
    const rows = expectedRows(s.items, s.opening);
    const closing = closingOf(s.items, s.opening);
    w.ensure(60);
    current = s.title;
    put(w, face, `${s.title.toUpperCase()}    Account Number ****${s.last4}`, 40, w.y, { bold: true, size: 10 });
    w.y += 15;
    header(w.y);
    w.y += 13;
    put(w, face, dateFormats.mmdd(start), 40, w.y);
    put(w, face, 'Previous Balance', 84, w.y);
    put(w, face, amount(s.opening), 572, w.y, { right: true });
    w.y += 11;
    for (const [i, a] of s.items.entries()) {
      const lines = wrapIn(w, face, a.description, 240);
      w.ensure(11 * lines.length);
      put(w, face, dateFormats.mmdd(a.date), 40, w.y);
      put(w, face, amount(a.cents), a.cents < 0 ? 420 : 494, w.y, { right: true });
      put(w, face, amount(rows[i]?.balance_cents ?? 0), 572, w.y, { right: true });
      for (const l of lines) {
        put(w, face, l, 84, w.y);
        w.y += 11;
      }
    }
    w.ensure(36);
    put(w, face, dateFormats.mmdd(end), 40, w.y);
    put(w, face, 'New Balance', 84, w.y, { bold: true });
    put(w, face, amount(closing), 572, w.y, { right: true, bold: true });
    w.y += 12;
    put(w, face, `Dividends Year-to-Date: ${amount(s.ytd)}`, 84, w.y, { size: 7.5 });
    put(w, face, `Annual Percentage Yield Earned ${s.apy} from 03/01/2026 through 03/31/2026`, 250, w.y, { size: 7.5 });
    w.y += 22;
    current = '';
    accounts.push(
      account({
        kind: s.kind,
        account_number_last4: s.last4,
        // The account's name as its heading prints it (the summary table above prints it in title case).
        name: s.title.toUpperCase(),
        period_start: start,
        period_end: end,
        opening_balance_cents: s.opening,
        closing_balance_cents: closing,
        transactions: rows,
      }),
    );
  }
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, t) => put(x, face, `Page ${n} of ${t}   Federally insured by NCUA`, 306, 752, { size: 7 }));
  return statement(
    'credit-union-shares',
    'pdfkit',
    [
      'four share accounts (Share Savings, Share Draft, Money Market, Holiday Club) in one credit union statement',
      'each with Previous / New Balance rows, a Dividend Earned row, "Dividends Year-to-Date" and APY earned lines',
      'a summary table of all shares with Dividends YTD; transfers between shares',
    ],
    'ELEANOR J VASQUEZ-BRANT',
    w.pages,
    accounts,
    pdf,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 5. A home equity line of credit: Trans Date | Post Date | Description | Advances | Payments | Principal Balance, a
//    summary (previous balance, advances, payments, interest charged, new balance, credit limit, minimum payment).
async function heloc(seed: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-05-16';
  const end = '2026-06-15';
  const previous = rng.int(3_000_000, 9_000_000);
  const items: Activity[] = [];
  let balance = previous;
  const days = Array.from({ length: 20 }, () => addDays(start, rng.int(0, 27))).sort();
  let check = rng.int(101, 130);
  for (const d of days) {
    const roll = rng.next();
    let a: Activity;
    if (roll < 0.4) {
      a = {
        date: d,
        postDate: d,
        description: `ADVANCE ONLINE TRANSFER TO CHK ...${rng.int(1000, 9999)}`,
        vendor: 'ADVANCE',
        cents: -rng.int(20, 400) * 500,
        category: 'purchase',
      };
    } else if (roll < 0.7) {
      check += rng.int(1, 2);
      a = {
        date: d,
        postDate: addDays(d, rng.int(0, 2)),
        description: `EQUITY LINE CHECK ${check}`,
        vendor: 'CHECK',
        cents: -rng.int(5_000, 400_000),
        category: 'purchase',
      };
    } else {
      a = {
        date: d,
        postDate: d,
        description: rng.pick(['PAYMENT - THANK YOU', 'AUTOMATIC PAYMENT FROM CHK ...4471']),
        vendor: 'PAYMENT',
        cents: rng.int(50_000, 300_000),
        category: 'payment',
      };
    }
    balance -= a.cents;
    items.push(a);
  }
  const interest = Math.round((balance * 0.0825 * 31) / 365);
  items.push({ date: end, postDate: end, description: 'INTEREST CHARGE 8.250% 31 DAYS', vendor: 'INTEREST', cents: -interest, category: 'interest' });
  const rows = expectedRows(items, previous, { isCard: true });
  const closing = closingOf(items, previous, true);
  const advances = -sum(items.filter((a) => a.cents < 0 && a.category !== 'interest'));
  const payments = sum(items.filter((a) => a.cents > 0));
  const limit = 15_000_000;
  const w = new PdfkitWriter(70, 716);
  w.size = 8.5;
  const header = (y: number) => {
    put(w, face, 'Trans Date', 40, y, { bold: true });
    put(w, face, 'Post Date', 92, y, { bold: true });
    put(w, face, 'Description', 144, y, { bold: true });
    put(w, face, 'Advances', 418, y, { bold: true, right: true });
    put(w, face, 'Payments', 490, y, { bold: true, right: true });
    put(w, face, 'Principal Balance', 572, y, { bold: true, right: true });
  };
  w.onNewPage = (x) => {
    header(50);
    x.y = 64;
  };
  put(w, face, 'Bayside National Bank', 40, 36, { bold: true, size: 15 });
  put(w, face, 'Home Equity Line of Credit Statement', 572, 36, { right: true, bold: true, size: 10 });
  put(w, face, 'Loan Number: XXXXXX5047', 572, 50, { right: true });
  put(w, face, 'Billing Period: 05/16/2026 to 06/15/2026', 572, 61, { right: true });
  let y = 84;
  for (const l of ['MARCUS T ABERNATHY', 'JOANNA L ABERNATHY', '52 SEAGRASS WAY', 'MYSTIC CT 06355']) {
    put(w, face, l, 56, y, { size: 9.5 });
    y += 11.5;
  }
  y += 14;
  put(w, face, 'Account Summary', 40, y, { bold: true, size: 10 });
  put(w, face, 'Payment Information', 330, y, { bold: true, size: 10 });
  y += 14;
  const left: Array<[string, string]> = [
    ['Previous Principal Balance', money(previous)],
    ['Advances', `+${money(advances)}`],
    ['Payments', `-${money(payments)}`],
    ['Interest Charged', `+${money(interest)}`],
    ['New Principal Balance', money(closing)],
    ['Credit Limit', money(limit)],
    ['Available Credit', money(limit - closing)],
  ];
  const right: Array<[string, string]> = [
    ['Minimum Payment Due', money(interest + 2_500)],
    ['Payment Due Date', '07/10/2026'],
    ['Past Due Amount', '$0.00'],
    ['Annual Percentage Rate', '8.250%'],
    ['Daily Periodic Rate', '0.02260%'],
  ];
  for (const [i, [l, f]] of left.entries()) {
    put(w, face, l, 40, y + i * 11);
    put(w, face, f, 290, y + i * 11, { right: true });
  }
  for (const [i, [l, f]] of right.entries()) {
    put(w, face, l, 330, y + i * 11);
    put(w, face, f, 572, y + i * 11, { right: true });
  }
  y += 7 * 11 + 18;
  put(w, face, 'Transaction Activity', 40, y, { bold: true, size: 10 });
  y += 15;
  header(y);
  w.y = y + 14;
  for (const [i, a] of items.entries()) {
    w.ensure(11);
    put(w, face, dateFormats.mmdd(a.date), 40, w.y);
    put(w, face, dateFormats.mmdd(a.postDate ?? a.date), 92, w.y);
    put(w, face, a.description, 144, w.y);
    put(w, face, amount(Math.abs(a.cents)), a.cents < 0 ? 418 : 490, w.y, { right: true });
    put(w, face, amount(rows[i]?.balance_cents ?? 0), 572, w.y, { right: true });
    w.y += 11;
  }
  w.y += 14;
  put(w, face, 'Interest Charge Calculation', 40, w.y, { bold: true, size: 9 });
  w.y += 12;
  put(
    w,
    face,
    `Average Daily Balance ${money(Math.round((previous + closing) / 2))}   x Daily Periodic Rate 0.02260%   x 31 days = ${money(interest)}`,
    40,
    w.y,
    { size: 7.5 },
  );
  w.y += 20;
  put(w, face, 'Year-to-Date Totals: Interest Paid ' + money(interest * 5 + rng.int(0, 5_000)) + '   Fees Paid $0.00', 40, w.y, { size: 7.5 });
  const pdf = await w.finish((x, n, t) => put(x, face, `Page ${n} of ${t}   Equal Housing Lender`, 306, 752, { size: 7 }));
  return statement(
    'heloc',
    'pdfkit',
    [
      'a home equity line of credit: Advances | Payments | Principal Balance with transaction and post dates',
      'equity-line checks and online advances, an interest charge row, Previous / New Principal Balance summary',
      'two borrowers on the address block, a Loan Number',
    ],
    'MARCUS T ABERNATHY',
    w.pages,
    [
      account({
        kind: 'loan',
        account_number_last4: '5047',
        name: 'Home Equity Line of Credit',
        period_start: start,
        period_end: end,
        opening_balance_cents: previous,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: payments, withdrawals_cents: advances + interest },
        transactions: rows,
      }),
    ],
    pdf,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 6. A savings bank printing only the day in the date column under a month heading ("MAY 2026"), over a period that
//    crosses the month; the balance overdrawn at times, marked only by a trailing DR. Times.
async function dayOnlyDr(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Times';
  const start = '2026-05-16';
  const end = '2026-06-15';
  const base = rng.int(100_000, 300_000);
  const activity = bankActivity(rng, start, end, count, base);
  let run = base;
  let low = base;
  for (const a of activity) {
    run += a.cents;
    low = Math.min(low, run);
  }
  const opening = base - low - rng.int(8_000, 60_000);
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const dr = (c: number) => (c < 0 ? `${amount(-c)} DR` : amount(c));
  const w = new PdfkitWriter(72, 716);
  w.size = 9;
  const header = (y: number) => {
    put(w, face, 'Day', 40, y, { bold: true });
    put(w, face, 'Description', 70, y, { bold: true });
    put(w, face, 'Debits', 400, y, { bold: true, right: true });
    put(w, face, 'Credits', 470, y, { bold: true, right: true });
    put(w, face, 'Balance', 560, y, { bold: true, right: true });
  };
  let month = '';
  w.onNewPage = (x) => {
    put(x, face, 'Old Dominion Savings Bank - Personal Checking - Account ending 8123', 40, 40, { size: 8 });
    header(56);
    x.y = 70;
    if (month) {
      put(x, face, `${month} (continued)`, 70, x.y, { bold: true });
      x.y += 13;
    }
  };
  put(w, face, 'Old Dominion Savings Bank', 40, 36, { bold: true, size: 17 });
  put(w, face, 'Account ending 8123', 560, 38, { right: true });
  put(w, face, 'May 16, 2026 to June 15, 2026', 560, 50, { right: true });
  let y = 84;
  for (const l of ['WINSTON P CARRAWAY', '7 BRAMBLE CT', 'CHARLOTTESVILLE VA 22901']) {
    put(w, face, l, 56, y, { size: 10 });
    y += 12;
  }
  y += 16;
  put(w, face, 'Personal Checking', 40, y, { bold: true, size: 11 });
  y += 15;
  for (const [l, f] of [
    ['Balance Last Statement', dr(opening)],
    ['Total Debits', amount(totals.withdrawals_cents)],
    ['Total Credits', amount(totals.deposits_cents)],
    ['Balance This Statement', dr(closing)],
  ] as const) {
    put(w, face, l, 56, y);
    put(w, face, f, 300, y, { right: true });
    y += 12;
  }
  y += 8;
  put(w, face, 'Balances followed by DR are overdrawn.', 56, y, { size: 8 });
  y += 20;
  header(y);
  w.y = y + 15;
  for (const [i, a] of activity.entries()) {
    const { y: yr, m, d } = parts(a.date);
    const heading = `${LONG[m - 1]} ${yr}`;
    const lines = wrapIn(w, face, a.description, 270);
    if (heading !== month) {
      w.ensure(13 + 11.5 * lines.length);
      month = heading;
      put(w, face, heading, 70, w.y, { bold: true });
      w.y += 13;
    }
    w.ensure(11.5 * lines.length);
    put(w, face, String(d), 52, w.y, { right: true });
    put(w, face, amount(Math.abs(a.cents)), a.cents < 0 ? 400 : 470, w.y, { right: true });
    put(w, face, dr(rows[i]?.balance_cents ?? 0), 560, w.y, { right: true });
    for (const l of lines) {
      put(w, face, l, 70, w.y);
      w.y += 11.5;
    }
  }
  month = '';
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, t) => put(x, face, `Page ${n} of ${t}`, 560, 752, { right: true, size: 7 }));
  return statement(
    'day-only-dr',
    'pdfkit',
    [
      'the day of month alone in a Day column, the month named by a "MAY 2026" heading above its rows',
      'a period crossing the month; overdrawn row balances marked only by a trailing DR (the summary’s DR label applies to the opening and closing when overdrawn; in this seed they are not)',
      'Times, Debits | Credits | Balance',
    ],
    'WINSTON P CARRAWAY',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '8123',
        name: 'Personal Checking',
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
// 7. A regional bank (Chromium) whose Reg DD fee table ("Total for this period | Total year-to-date" for overdraft
//    and returned-item fees) stands between rows on the last page, the list going on under it; "Apr 3" dates,
//    overdraft and returned-item fees among the rows, Ending Daily Balance on every row.
async function regDdBetween(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-04-01';
  const end = '2026-04-30';
  const opening = rng.int(60_000, 250_000);
  const raw = bankActivity(rng, start, end, count, opening);
  const fees: Activity[] = [];
  for (let k = 0; k < 3; k++) {
    const d = addDays(start, rng.int(3, 27));
    fees.push({
      date: d,
      postDate: null,
      description: `OVERDRAFT ITEM FEE FOR ITEM PRESENTED ${dateFormats.mmdd(d)}`,
      vendor: 'OVERDRAFT ITEM FEE',
      cents: -3_500,
      category: 'fee',
    });
  }
  const rd = addDays(start, rng.int(5, 25));
  fees.push({ date: rd, postDate: null, description: 'RETURNED ITEM FEE CHECK 2044', vendor: 'RETURNED ITEM FEE', cents: -3_500, category: 'fee' });
  const activity = [...raw, ...fees].sort((a, b) => a.date.localeCompare(b.date));
  const shift = Math.max(0, -Math.min(...expectedRows(activity, opening).map((r) => r.balance_cents ?? 0))) + 10_000;
  const open = opening + shift;
  const rows = expectedRows(activity, open);
  const closing = closingOf(activity, open);
  const totals = totalsOf(activity);
  const od = fees.filter((f) => f.description.startsWith('OVERDRAFT')).length * 3_500;
  const tr = (a: Activity, i: number) =>
    `<tr><td>${MON[parts(a.date).m - 1]} ${parts(a.date).d}</td><td>${esc(a.description)}</td><td class="num">${a.cents < 0 ? amount(-a.cents) : ''}</td><td class="num">${a.cents > 0 ? amount(a.cents) : ''}</td><td class="num">${amount(rows[i]?.balance_cents ?? 0)}</td></tr>`;
  const head =
    '<thead><tr><th style="width:9%">Date</th><th>Description</th><th class="num">Withdrawals</th><th class="num">Deposits</th><th class="num">Ending Daily<br>Balance</th></tr></thead>';
  const cut = activity.length - rng.int(4, 7);
  const feeTable = `
    <table class="fees"><tr><th></th><th class="num">Total for this period</th><th class="num">Total year-to-date</th></tr>
    <tr><td>Total Overdraft Fees</td><td class="num">$${amount(od)}</td><td class="num">$${amount(od + 14_000)}</td></tr>
    <tr><td>Total Returned Item Fees</td><td class="num">$35.00</td><td class="num">$70.00</td></tr></table>`;
  const html = page(
    `
    <div style="display:flex;justify-content:space-between"><h1>Heritage Trust Bank</h1>
    <div style="text-align:right">Everyday Checking<br>Account number: 0000 4417 4471<br>April 1, 2026 through April 30, 2026</div></div>
    ${address(['LATOYA D BRISCOE', '3318 PEACHTREE IND BLVD APT 12', 'CHAMBLEE GA 30341'])}
    <table style="width:55%" class="s">
      <tr><td colspan="2"><b>Account summary</b></td></tr>
      <tr><td>Beginning balance on April 1</td><td class="num">$${amount(open)}</td></tr>
      <tr><td>Deposits/Additions</td><td class="num">${amount(totals.deposits_cents)}</td></tr>
      <tr><td>Withdrawals/Subtractions</td><td class="num">-${amount(totals.withdrawals_cents)}</td></tr>
      <tr><td><b>Ending balance on April 30</b></td><td class="num"><b>$${amount(closing)}</b></td></tr>
    </table>
    <h2>Transaction history</h2>
    <table>${head}<tbody>${activity
      .slice(0, cut)
      .map((a, i) => tr(a, i))
      .join('')}</tbody></table>
    <div class="box" style="break-inside:avoid"><b>Overdraft and Returned Item Fees</b>${feeTable}
    <div style="font-size:7.5pt">We will not charge more than 3 overdraft fees per business day.</div></div>
    <table>${head}<tbody>${activity
      .slice(cut)
      .map((a, i) => tr(a, i + cut))
      .join('')}</tbody>
    <tr class="tot"><td></td><td>Totals</td><td class="num">$${amount(totals.withdrawals_cents)}</td><td class="num">$${amount(totals.deposits_cents)}</td><td></td></tr></table>
  `,
    '.s td { padding: 0.8pt 4pt; } .fees { width: 70%; margin-top: 4pt; } .fees td, .fees th { font-size: 8pt; } .tot td { font-weight: bold; border-top: 0.5px solid #999; }',
  );
  return statement(
    'regdd-between',
    'chromium',
    [
      'a Reg DD fee table (Total for this period | Total year-to-date) between rows on the last page, the list going on under it',
      'overdraft and returned-item fee rows, "Apr 3" dates, an Ending Daily Balance column on every row, a Totals line',
    ],
    'LATOYA D BRISCOE',
    undefined,
    [
      account({
        kind: 'checking',
        account_number_last4: '4471',
        name: 'Everyday Checking',
        period_start: start,
        period_end: end,
        opening_balance_cents: open,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: totals.deposits_cents, withdrawals_cents: totals.withdrawals_cents },
        transactions: rows,
      }),
    ],
    await htmlToPdf(html),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 8. A Canadian chequing account (Chromium) with letter-spaced, justified descriptions in a narrow column, the empty
//    amount side printed "—", Opening / Closing balance rows, "Jun 03" dates.
async function letterSpaced(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-06-01';
  const end = '2026-06-30';
  const opening = rng.int(200_000, 700_000);
  const activity = bankActivity(rng, start, end, count, opening).map((a) => ({
    ...a,
    description: a.description.replace(/PPD ID|WEB ID|CCD ID/, 'PAD').replace('Zelle payment', 'Interac e-Transfer'),
  }));
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const d = (iso: string) => `${MON[parts(iso).m - 1]} ${pad(parts(iso).d)}`;
  const body =
    `<tr><td>${d(start)}</td><td class="ds">Opening balance</td><td class="num">—</td><td class="num">—</td><td class="num">${amount(opening)}</td></tr>` +
    activity
      .map(
        (a, i) =>
          `<tr><td>${d(a.date)}</td><td class="ds">${esc(a.description)}</td><td class="num">${a.cents < 0 ? amount(-a.cents) : '—'}</td><td class="num">${a.cents > 0 ? amount(a.cents) : '—'}</td><td class="num">${amount(rows[i]?.balance_cents ?? 0)}</td></tr>`,
      )
      .join('') +
    `<tr><td>${d(end)}</td><td class="ds">Closing balance</td><td class="num">—</td><td class="num">—</td><td class="num">${amount(closing)}</td></tr>`;
  const html = page(
    `
    <div style="display:flex;justify-content:space-between"><h1 style="letter-spacing:2pt">NORTHERN SHIELD BANK</h1>
    <div style="text-align:right">Everyday Chequing Account<br>Transit 04512 &nbsp; Account 5082-9016<br>Statement period Jun 1, 2026 to Jun 30, 2026</div></div>
    ${address(['PRIYANKA S DHILLON', '1180 RUE SAINT-MARC APT 606', 'MONTREAL QC H3H 2E5'])}
    <table style="width:50%" class="s">
      <tr><td><b>Your account at a glance</b></td><td></td></tr>
      <tr><td>Opening balance on Jun 1, 2026</td><td class="num">$${amount(opening)}</td></tr>
      <tr><td>Total withdrawals</td><td class="num">-$${amount(totals.withdrawals_cents)}</td></tr>
      <tr><td>Total deposits</td><td class="num">+$${amount(totals.deposits_cents)}</td></tr>
      <tr><td><b>Closing balance on Jun 30, 2026</b></td><td class="num"><b>$${amount(closing)}</b></td></tr>
    </table>
    <h2 style="letter-spacing:1.5pt">YOUR TRANSACTIONS</h2>
    <table><thead><tr><th style="width:10%">Date</th><th style="width:40%">Description</th><th class="num">Withdrawals ($)</th><th class="num">Deposits ($)</th><th class="num">Balance ($)</th></tr></thead>
    <tbody>${body}</tbody></table>
  `,
    `.ds { letter-spacing: ${rng.pick(['0.9pt', '1.1pt', '1.3pt'])}; text-align: justify; text-align-last: left; font-family: 'Liberation Serif', serif; } .s td { padding: 0.8pt 4pt; }`,
  );
  return statement(
    'letter-spaced',
    'chromium',
    [
      'descriptions with wide CSS letter-spacing, justified in a narrow serif column',
      'the empty amount side printed "—"; Opening / Closing balance rows; "Jun 03" dates',
      'a Canadian chequing account with a transit number',
    ],
    'PRIYANKA S DHILLON',
    undefined,
    [
      account({
        kind: 'checking',
        account_number_last4: '9016',
        name: 'Everyday Chequing Account',
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
// 9. A card issuer printing a line number first, Tran / Post dates as MM-DD, separate Credits | Charges columns with
//    the empty side "-", an interest row and a late fee, across two pages in Helvetica.
async function lineNumberCard(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-07-03';
  const end = '2026-08-02';
  const previous = rng.int(80_000, 400_000);
  const raw = cardActivity(rng, start, end, count);
  const fee: Activity = {
    date: '2026-07-29',
    postDate: '2026-07-29',
    description: 'LATE FEE',
    vendor: 'LATE FEE',
    cents: -3_900,
    category: 'purchase',
  };
  const interest: Activity = {
    date: end,
    postDate: end,
    description: 'INTEREST CHARGE ON PURCHASES',
    vendor: 'INTEREST',
    cents: -rng.int(1_500, 6_000),
    category: 'interest',
  };
  const items = [...raw, fee, interest].sort((a, b) => (a.postDate ?? a.date).localeCompare(b.postDate ?? b.date));
  const rows = expectedRows(items, previous, { isCard: true, balances: 'none' });
  const closing = closingOf(items, previous, true);
  const credits = sum(items.filter((a) => a.cents > 0));
  const charges = -sum(items.filter((a) => a.cents < 0));
  const mmdd = (iso: string) => `${pad(parts(iso).m)}-${pad(parts(iso).d)}`;
  const w = new PdfkitWriter(66, 716);
  w.size = 8.5;
  const header = (y: number) => {
    put(w, face, 'Line', 40, y, { bold: true });
    put(w, face, 'Tran', 70, y, { bold: true });
    put(w, face, 'Post', 102, y, { bold: true });
    put(w, face, 'Description of Transaction', 136, y, { bold: true });
    put(w, face, 'Credits', 490, y, { bold: true, right: true });
    put(w, face, 'Charges', 566, y, { bold: true, right: true });
  };
  w.onNewPage = (x) => {
    put(x, face, 'KEYSTONE REWARDS MASTERCARD  Account ending in 3318  Billing Cycle 07/03/2026 - 08/02/2026', 40, 38, { size: 7.5 });
    header(52);
    x.y = 66;
  };
  put(w, face, 'KEYSTONE REWARDS MASTERCARD', 40, 34, { bold: true, size: 14 });
  put(w, face, 'Account ending in 3318', 566, 36, { right: true });
  put(w, face, 'Billing Cycle 07/03/2026 - 08/02/2026', 566, 47, { right: true });
  let y = 76;
  for (const l of ['HOLLIS G PEMBERTON', '904 WREN ST', 'LANCASTER PA 17603']) {
    put(w, face, l, 56, y, { size: 9.5 });
    y += 11.5;
  }
  y += 16;
  const summary: Array<[string, string]> = [
    ['Previous Balance', money(previous)],
    ['Payments & Credits', `-${money(credits)}`],
    ['Purchases & Other Charges', `+${money(charges + interest.cents + fee.cents)}`],
    ['Fees Charged', '+$39.00'],
    ['Interest Charged', `+${money(-interest.cents)}`],
    ['New Balance', money(closing)],
  ];
  for (const [i, [l, f]] of summary.entries()) {
    put(w, face, l, 40, y + i * 11);
    put(w, face, f, 260, y + i * 11, { right: true });
  }
  put(w, face, 'Payment Due Date 08/27/2026', 330, y);
  put(w, face, `Minimum Payment Due ${money(Math.max(3_500, Math.round(closing * 0.03)))}`, 330, y + 11);
  put(w, face, 'Credit Limit $9,500.00', 330, y + 22);
  y += 6 * 11 + 18;
  put(w, face, 'TRANSACTION DETAIL', 40, y, { bold: true, size: 10 });
  y += 15;
  header(y);
  w.y = y + 14;
  for (const [i, a] of items.entries()) {
    w.ensure(11);
    put(w, face, String(i + 1), 52, w.y, { right: true });
    put(w, face, mmdd(a.date), 70, w.y);
    put(w, face, mmdd(a.postDate ?? a.date), 102, w.y);
    put(w, face, a.description, 136, w.y);
    put(w, face, a.cents > 0 ? amount(a.cents) : '-', 490, w.y, { right: true });
    put(w, face, a.cents < 0 ? amount(-a.cents) : '-', 566, w.y, { right: true });
    w.y += 11;
  }
  w.ensure(14);
  w.y += 3;
  put(w, face, 'TOTALS THIS PERIOD', 136, w.y, { bold: true });
  put(w, face, amount(credits), 490, w.y, { right: true, bold: true });
  put(w, face, amount(charges), 566, w.y, { right: true, bold: true });
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, t) => put(x, face, `Page ${n} of ${t}`, 306, 752, { size: 7 }));
  return statement(
    'line-number-card',
    'pdfkit',
    [
      'a line number before the dates on every card row, MM-DD Tran / Post dates',
      'Credits | Charges columns with the empty side printed "-", a TOTALS THIS PERIOD line',
      'a late fee and an interest row among the charges',
    ],
    'HOLLIS G PEMBERTON',
    w.pages,
    [
      account({
        kind: 'credit_card',
        account_number_last4: '3318',
        name: 'KEYSTONE REWARDS MASTERCARD',
        period_start: start,
        period_end: end,
        opening_balance_cents: previous,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: credits, withdrawals_cents: charges },
        transactions: rows,
      }),
    ],
    pdf,
  );
}

export const UNSEEN_LAYOUTS_3: Array<{ name: string; build: () => Promise<Fixture> }> = [
  { name: 'unseen3-deposit-slip', build: () => depositSlip(501, 60) },
  { name: 'unseen3-payroll-merchant', build: () => payrollMerchant(502, 55) },
  { name: 'unseen3-zero-filled-seq', build: () => zeroFilledSeq(503, 90) },
  { name: 'unseen3-credit-union-shares', build: () => creditUnionShares(504) },
  { name: 'unseen3-heloc', build: () => heloc(505) },
  { name: 'unseen3-day-only-dr', build: () => dayOnlyDr(506, 70) },
  { name: 'unseen3-regdd-between', build: () => regDdBetween(507, 75) },
  { name: 'unseen3-letter-spaced', build: () => letterSpaced(508, 45) },
  { name: 'unseen3-line-number-card', build: () => lineNumberCard(509, 50) },
];
