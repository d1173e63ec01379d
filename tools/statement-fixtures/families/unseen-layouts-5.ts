import { bankActivity, cardActivity } from '../activity.ts';
import { htmlToPdf } from '../chromium-pdf.ts';
import { band, box, type Face, hairline, put, vline, watermark, wrapIn } from '../drawing-kit.ts';
import { cardPurchase } from '../descriptors.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import { address, esc, page } from '../html-statement.ts';
import type { Activity, ExpectedAccount, ExpectedStatement, ExpectedTransaction } from '../model.ts';
import { addDays, dateFormats, formatAmount, parts } from '../money.ts';
import { PdfkitWriter } from '../pdfkit-writer.ts';
import { createRng, type Rng } from '../prng.ts';

/**
 * A fifth red team's statements (`unseen5-*`): layouts imitating real US and Australian banks, mortgage servicers,
 * HSA custodians, card issuers and brokerages whose combination of traits no other family prints, written before
 * reading the parser. Written only on request (`generate.ts --prefix=unseen5-`): a statement here is a
 * measurement, not yet a fixture.
 *
 * Truth rules beyond the README's: a mortgage is an account of kind `loan` whose rows are the payments (the Total,
 * money in) with the printed split after the description, each part with its column's label, as loan-sections has
 * it, and whose balance is the principal's; a Tax Year column, a Symbol column, a Quantity and a Price column are
 * not the description; a `Value Date: dd/mm/yyyy` line under a row is part of its description; a check listed by
 * its number alone has the number as its description; a brokerage's dividend reinvestment moves cash out of the
 * core account (a row), the core fund's own listing of the same money (`You bought` / `You sold`) is not a row.
 */
interface Fixture {
  name: string;
  pdf: Buffer;
  expected: ExpectedStatement;
}

const FAMILY = 'unseen-layouts-5';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MESES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
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
    name: `unseen5-${name}`,
    pdf,
    expected: { family: FAMILY, producer, covers, account_holder: holder, ...(pages ? { page_count: pages } : {}), accounts },
  };
}

function days(start: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
}

function datesIn(rng: Rng, start: string, end: string, count: number, from = 0): string[] {
  return Array.from({ length: count }, () => addDays(start, rng.int(from, days(start, end)))).sort();
}

function digits(rng: Rng, n: number): string {
  return Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
}

// ---------------------------------------------------------------------------------------------------------------
// 1. A mortgage servicer's monthly statement (CFPB layout, Times): an Amount Due box, Explanation of Amount Due,
//    Past Payments Breakdown (Paid Last Month | Paid Year to Date), then Transaction Activity with each payment
//    split Total | Principal | Interest | Escrow | Fees and the Principal Balance; an escrow disbursement told in a
//    sentence with a date and a dollar figure; a delinquency notice.
async function mortgageEscrow(seed: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Times';
  const start = '2026-06-17';
  const end = '2026-07-16';
  const opening = rng.int(21_000_000, 38_000_000);
  const pi = rng.int(195_000, 260_000);
  const interest1 = Math.round((opening * 0.05875) / 12);
  const principal1 = pi - interest1;
  const escrow = rng.int(38_000, 72_000);
  const late = 8_500;
  const extra = rng.int(20, 100) * 1_000;
  interface Pay {
    date: string;
    text: string;
    principal: number;
    interest: number;
    escrow: number;
    fees: number;
  }
  const pays: Pay[] = [
    { date: '2026-06-19', text: 'PAYMENT RECEIVED - THANK YOU', principal: principal1, interest: interest1, escrow, fees: late },
    { date: '2026-07-02', text: 'ADDITIONAL PRINCIPAL PAYMENT', principal: extra, interest: 0, escrow: 0, fees: 0 },
  ];
  let bal = opening;
  const rows: ExpectedTransaction[] = pays.map((p) => {
    bal -= p.principal;
    const total = p.principal + p.interest + p.escrow + p.fees;
    return {
      transaction_date: p.date,
      posting_date: null,
      description: `${p.text} Principal ${amount(p.principal)} Interest ${amount(p.interest)} Escrow ${amount(p.escrow)} Fees ${amount(p.fees)}`,
      vendor_name: p.text,
      amount_cents: total,
      balance_cents: bal,
    };
  });
  const closing = bal;
  const interest2 = Math.round((closing * 0.05875) / 12);
  const principal2 = pi - interest2;
  const due = principal2 + interest2 + escrow;
  const escrowBal = rng.int(180_000, 420_000);
  const w = new PdfkitWriter(60, 730);
  w.size = 9;
  put(w, face, 'Cornerstone Home Loan Servicing', 40, 34, { bold: true, size: 16, color: '#12355b' });
  put(w, face, 'PO Box 619063, Dallas, TX 75261-9063  |  Customer Service 1-800-555-0142', 40, 54, { size: 8 });
  put(w, face, 'Mortgage Statement', 572, 34, { bold: true, right: true, size: 13 });
  put(w, face, 'Statement Date: 07/17/2026', 572, 52, { right: true });
  let y = 84;
  for (const l of ['ELENA M VARGAS', '2217 MESQUITE HOLLOW DR', 'FRISCO TX 75034-1187']) {
    put(w, face, l, 56, y, { size: 10 });
    y += 12;
  }
  box(w, 330, 78, 242, 76);
  band(w, 330, 78, 242, 14, '#12355b');
  put(w, face, 'Amount Due', 338, 81, { bold: true, color: 'white' });
  const dueRows: Array<[string, string]> = [
    ['Loan Number', '0048817392'],
    ['Payment Due Date', '08/01/2026'],
    ['Amount Due', money(due)],
  ];
  for (const [i, [l, f]] of dueRows.entries()) {
    put(w, face, l, 338, 98 + i * 12, { bold: i === 2 });
    put(w, face, f, 564, 98 + i * 12, { right: true, bold: i === 2 });
  }
  put(w, face, `If payment is received after 08/16/2026, a ${money(late)} late fee will be charged.`, 338, 136, { size: 7.5 });
  y = 168;
  put(w, face, 'Account Information', 40, y, { bold: true, size: 10.5 });
  put(w, face, 'Explanation of Amount Due', 330, y, { bold: true, size: 10.5 });
  hairline(w, 40, 300, y + 13);
  hairline(w, 330, 572, y + 13);
  const info: Array<[string, string]> = [
    ['Product', '30 Year Fixed Rate Mortgage'],
    ['Outstanding Principal', money(closing)],
    ['Interest Rate (Until 09/2031)', '5.875%'],
    ['Escrow Balance', money(escrowBal)],
    ['Prepayment Penalty', 'No'],
    ['Property Address', '2217 Mesquite Hollow Dr'],
  ];
  for (const [i, [l, f]] of info.entries()) {
    put(w, face, l, 40, y + 18 + i * 12);
    put(w, face, f, 300, y + 18 + i * 12, { right: true });
  }
  const explain: Array<[string, string]> = [
    ['Principal', money(principal2)],
    ['Interest', money(interest2)],
    ['Escrow (for Taxes and Insurance)', money(escrow)],
    ['Regular Monthly Payment', money(due)],
    ['Total Fees Charged', '$0.00'],
    ['Total Amount Due', money(due)],
  ];
  for (const [i, [l, f]] of explain.entries()) {
    put(w, face, l, 330, y + 18 + i * 12, { bold: i >= 3 && i !== 4 });
    put(w, face, f, 572, y + 18 + i * 12, { right: true, bold: i >= 3 && i !== 4 });
  }
  y += 100;
  put(w, face, 'Past Payments Breakdown', 40, y, { bold: true, size: 10.5 });
  put(w, face, 'Paid Last Month', 200, y, { bold: true, right: true });
  put(w, face, 'Paid Year to Date', 300, y, { bold: true, right: true });
  hairline(w, 40, 300, y + 13);
  const ytd = (c: number) => c * 6 - rng.int(0, 400);
  const last: Array<[string, number, number]> = [
    ['Principal', principal1 + extra, ytd(principal1) + extra],
    ['Interest', interest1, ytd(interest1) + 3_100],
    ['Escrow (Taxes and Insurance)', escrow, escrow * 6],
    ['Fees', late, late],
    ['Partial Payment (Unapplied)', 0, 0],
  ];
  let t1 = 0;
  let t2 = 0;
  for (const [i, [l, a, b]] of last.entries()) {
    t1 += a;
    t2 += b;
    put(w, face, l, 40, y + 18 + i * 12);
    put(w, face, money(a), 200, y + 18 + i * 12, { right: true });
    put(w, face, money(b), 300, y + 18 + i * 12, { right: true });
  }
  put(w, face, 'Total', 40, y + 18 + 5 * 12, { bold: true });
  put(w, face, money(t1), 200, y + 78, { right: true, bold: true });
  put(w, face, money(t2), 300, y + 78, { right: true, bold: true });
  box(w, 330, y - 4, 242, 96, '#b03a2e');
  put(w, face, 'Delinquency Notice', 338, y, { bold: true, color: '#b03a2e' });
  const notice = wrapIn(
    w,
    face,
    `You are late on your mortgage payments. Your payment due 06/01/2026 was received on 06/19/2026 and a late fee of ${money(late)} was assessed. Failure to bring your loan current may result in fees and foreclosure. As of 07/17/2026 your loan is current. If you are experiencing financial difficulty, call 1-800-555-0142.`,
    226,
    8,
  );
  for (const [i, l] of notice.entries()) put(w, face, l, 338, y + 14 + i * 10, { size: 8 });
  y += 108;
  put(w, face, `Transaction Activity (${dateFormats.mmddyyyy(start)} to ${dateFormats.mmddyyyy(end)})`, 40, y, { bold: true, size: 10.5 });
  y += 16;
  band(w, 40, y - 3, 532, 14, '#dde4ee');
  const cols: Array<[string, number, boolean]> = [
    ['Date', 44, false],
    ['Description', 96, false],
    ['Total', 318, true],
    ['Principal', 372, true],
    ['Interest', 422, true],
    ['Escrow', 470, true],
    ['Fees', 508, true],
    ['Principal Balance', 570, true],
  ];
  for (const [l, x, r] of cols) put(w, face, l, x, y, { bold: true, right: r, size: 8 });
  y += 16;
  put(w, face, dateFormats.mmddyyyy(start), 44, y);
  put(w, face, 'Beginning Balance', 96, y);
  put(w, face, amount(opening), 570, y, { right: true });
  y += 13;
  for (const [i, p] of pays.entries()) {
    put(w, face, dateFormats.mmddyyyy(p.date), 44, y);
    put(w, face, p.text, 96, y);
    const figures = [p.principal + p.interest + p.escrow + p.fees, p.principal, p.interest, p.escrow, p.fees, rows[i]?.balance_cents ?? 0];
    for (const [k, f] of figures.entries()) put(w, face, amount(f), cols[k + 2]?.[1] ?? 0, y, { right: true });
    y += 13;
  }
  hairline(w, 40, 572, y - 2);
  y += 14;
  put(w, face, 'Escrow Account', 40, y, { bold: true, size: 10.5 });
  const escrowText = wrapIn(
    w,
    face,
    `Your hazard insurance premium of $1,642.00 was paid from your escrow account on 06/25/2026. Your current escrow balance is ${money(escrowBal)}. An escrow analysis will be completed in 09/2026; your escrow payment of ${money(escrow)} may change.`,
    530,
  );
  for (const [i, l] of escrowText.entries()) put(w, face, l, 40, y + 14 + i * 11);
  y += 20 + escrowText.length * 11;
  put(w, face, 'Important Messages', 40, y, { bold: true, size: 10.5 });
  const msgs = wrapIn(
    w,
    face,
    'Partial Payments: Any partial payments that you make are not applied to your mortgage, but instead are held in a separate suspense account. If you pay the balance of a partial payment, the funds will then be applied to your mortgage. Housing counselor information: for a list of HUD-approved counselors call 1-800-569-4287.',
    530,
    8,
  );
  for (const [i, l] of msgs.entries()) put(w, face, l, 40, y + 14 + i * 10, { size: 8 });
  const pdf = await w.finish((x, n, t) => put(x, face, `Page ${n} of ${t}`, 572, 752, { right: true, size: 7.5 }));
  return statement(
    'mortgage-escrow',
    'pdfkit',
    [
      'a mortgage servicer’s CFPB-style statement: Amount Due box, Explanation of Amount Due, Past Payments Breakdown (Paid Last Month | Paid Year to Date)',
      'Transaction Activity: Date | Description | Total | Principal | Interest | Escrow | Fees | Principal Balance, a Beginning Balance row, the balance falling by the principal alone',
      'an escrow disbursement and a late fee told in sentences with dates and dollar figures; a delinquency notice box; Times',
    ],
    'ELENA M VARGAS',
    w.pages,
    [
      account({
        kind: 'loan',
        account_number_last4: '7392',
        name: '30 Year Fixed Rate Mortgage',
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
// 2. A health savings account (Chromium): Date | Description | Tax Year | Deposits | Withdrawals | Balance, prior-
//    year contributions in March marked 2025 in the Tax Year column, an automatic sweep to the investment account
//    above a $2,000.00 cash threshold; a contributions-by-tax-year table and an investment holdings table.
async function hsaTaxYear(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-03-01';
  const end = '2026-03-31';
  const opening = rng.int(120_000, 195_000);
  const threshold = 200_000;
  const items: Array<Activity & { taxYear: number }> = [];
  let balance = opening;
  const paydays = ['2026-03-06', '2026-03-20'];
  const dates = [...datesIn(rng, start, end, count), ...paydays, ...paydays].sort();
  let payIndex = 0;
  for (const date of dates) {
    let a: Activity & { taxYear: number };
    const isPay = paydays.includes(date) && payIndex < 4 && items.filter((x) => x.date === date && x.category === 'deposit').length < 2;
    if (isPay) {
      const employer = items.some((x) => x.date === date && x.vendor === 'EMPLOYER CONTRIBUTION');
      a = employer
        ? {
            date,
            postDate: null,
            description: 'PAYROLL CONTRIBUTION - NORTHWIND TRADERS',
            vendor: 'PAYROLL CONTRIBUTION',
            cents: 45_000,
            category: 'deposit',
            taxYear: 2026,
          }
        : {
            date,
            postDate: null,
            description: 'EMPLOYER CONTRIBUTION - NORTHWIND TRADERS',
            vendor: 'EMPLOYER CONTRIBUTION',
            cents: 12_500,
            category: 'deposit',
            taxYear: 2026,
          };
      payIndex++;
    } else {
      const roll = rng.next();
      if (roll < 0.15) {
        a = {
          date,
          postDate: null,
          description: 'PRIOR YEAR CONTRIBUTION - ONLINE TRANSFER FROM CHK ...4471',
          vendor: 'PRIOR YEAR CONTRIBUTION',
          cents: rng.int(50, 150) * 1_000,
          category: 'deposit',
          taxYear: 2025,
        };
      } else if (roll < 0.7) {
        const m = rng.pick([
          ['CVS/PHARMACY #', 'CHICAGO IL', 800, 6_500],
          ['WALGREENS #', 'EVANSTON IL', 600, 4_800],
          ['NORTHSHORE UNIV HEALTHSYS', 'EVANSTON IL', 4_000, 38_000],
          ['LENSCRAFTERS #', 'SKOKIE IL', 9_000, 32_000],
          ['SMILE DENTAL GROUP', 'WILMETTE IL', 8_000, 45_000],
        ] as const);
        const store = m[0].endsWith('#') ? `${m[0]}${rng.int(1000, 9999)}` : m[0];
        a = {
          date,
          postDate: null,
          description: `HSA DEBIT CARD PURCHASE ${store} ${m[1]}`,
          vendor: m[0].replace(' #', ''),
          cents: -rng.int(m[2], m[3]),
          category: 'card',
          taxYear: 2026,
        };
      } else {
        a = {
          date,
          postDate: null,
          description: 'ONLINE DISTRIBUTION TO CHK ...4471 REIMBURSEMENT',
          vendor: 'ONLINE DISTRIBUTION',
          cents: -rng.int(2_000, 25_000),
          category: 'electronic',
          taxYear: 2026,
        };
      }
    }
    if (balance + a.cents < 20_000)
      a = {
        ...a,
        description: 'PRIOR YEAR CONTRIBUTION - ONLINE TRANSFER FROM CHK ...4471',
        vendor: 'PRIOR YEAR CONTRIBUTION',
        cents: 50_000,
        category: 'deposit',
        taxYear: 2025,
      };
    balance += a.cents;
    items.push(a);
    if (balance > threshold + 5_000) {
      const swept = Math.floor((balance - threshold) / 100) * 100;
      items.push({
        date,
        postDate: null,
        description: 'TRANSFER TO INVESTMENT ACCOUNT - AUTOMATIC SWEEP',
        vendor: 'TRANSFER TO INVESTMENT ACCOUNT',
        cents: -swept,
        category: 'electronic',
        taxYear: 2026,
      });
      balance -= swept;
    }
  }
  items.push({
    date: end,
    postDate: null,
    description: 'ADMINISTRATIVE FEE',
    vendor: 'ADMINISTRATIVE FEE',
    cents: -300,
    category: 'fee',
    taxYear: 2026,
  });
  const interest = Math.max(1, Math.round((balance * 0.0025 * 31) / 365));
  items.push({
    date: end,
    postDate: null,
    description: 'INTEREST PAID 0.25% APY',
    vendor: 'INTEREST PAID',
    cents: interest,
    category: 'interest',
    taxYear: 2026,
  });
  const rows = expectedRows(items, opening);
  const closing = closingOf(items, opening);
  const totals = totalsOf(items);
  const body = items
    .map(
      (a, i) =>
        `<tr><td>${dateFormats.mmddyyyy(a.date)}</td><td>${esc(a.description)}</td><td class="c">${a.taxYear}</td><td class="num">${a.cents > 0 ? money(a.cents) : ''}</td><td class="num">${a.cents < 0 ? money(-a.cents) : ''}</td><td class="num">${money(rows[i]?.balance_cents ?? 0)}</td></tr>`,
    )
    .join('');
  const c25 = items.filter((a) => a.taxYear === 2025 && a.cents > 0).reduce((s, a) => s + a.cents, 0);
  const emp26 = items.filter((a) => a.vendor === 'EMPLOYER CONTRIBUTION').reduce((s, a) => s + a.cents, 0);
  const own26 = items.filter((a) => a.vendor === 'PAYROLL CONTRIBUTION').reduce((s, a) => s + a.cents, 0);
  const invested = rng.int(600_000, 1_400_000);
  const funds: Array<[string, string, number]> = [
    ['Vanguard Total Stock Market Index Admiral', 'VTSAX', 15_231],
    ['Fidelity 500 Index Fund', 'FXAIX', 21_877],
    ['Vanguard Total Bond Market Index Admiral', 'VBTLX', 9_612],
  ];
  const holdings = funds
    .map(([n, s, p], k) => {
      const value = Math.round(invested * [0.55, 0.3, 0.15][k]!);
      const shares = (value / p).toFixed(3);
      return `<tr><td>${n}</td><td>${s}</td><td class="num">${shares}</td><td class="num">${money(p)}</td><td class="num">${money(Math.round(Number(shares) * p))}</td></tr>`;
    })
    .join('');
  const html = page(
    `
    <div style="display:flex;justify-content:space-between">
      <div><h1 style="color:#2e7d32">Evergreen HSA</h1><div>Health Savings Account custodian: Evergreen Trust Bank, N.A.</div></div>
      <div style="text-align:right"><b>Health Savings Account</b><br>Account Number: HSA-****-5518<br>Statement Period: 03/01/2026 - 03/31/2026</div>
    </div>
    ${address(['PRIYA N RAMANATHAN', '1640 ASBURY AVE', 'EVANSTON IL 60201'])}
    <div style="display:flex;gap:18pt">
    <table class="sum" style="width:48%"><tr><th colspan="2">Cash Account Summary</th></tr>
      <tr><td>Beginning Balance</td><td class="num">${money(opening)}</td></tr>
      <tr><td>Deposits</td><td class="num">${money(totals.deposits_cents)}</td></tr>
      <tr><td>Withdrawals</td><td class="num">${money(totals.withdrawals_cents)}</td></tr>
      <tr><td><b>Ending Balance</b></td><td class="num"><b>${money(closing)}</b></td></tr>
      <tr><td>Investment Account Value</td><td class="num">${money(invested)}</td></tr>
      <tr><td>Total Account Value</td><td class="num">${money(invested + closing)}</td></tr></table>
    <table class="sum" style="width:48%"><tr><th>Contributions</th><th class="num">Tax Year 2025</th><th class="num">Tax Year 2026</th></tr>
      <tr><td>Employee</td><td class="num">${money(c25 + 392_000)}</td><td class="num">${money(own26 + 225_000)}</td></tr>
      <tr><td>Employer</td><td class="num">$1,500.00</td><td class="num">${money(emp26 + 62_500)}</td></tr>
      <tr><td>Total</td><td class="num">${money(c25 + 392_000 + 150_000)}</td><td class="num">${money(own26 + emp26 + 287_500)}</td></tr>
      <tr><td>IRS limit (family)</td><td class="num">$8,550.00</td><td class="num">$8,750.00</td></tr></table>
    </div>
    <p style="font-size:7.5pt">Prior-year contributions for tax year 2025 are accepted through April 15, 2026. Cash above $2,000.00 is swept to your investment account on the day it is received.</p>
    <h2>Cash Account Activity</h2>
    <table class="tx"><thead><tr><th style="width:12%">Date</th><th>Description</th><th class="c" style="width:9%">Tax Year</th><th class="num">Deposits</th><th class="num">Withdrawals</th><th class="num">Balance</th></tr></thead>
    <tbody>${body}</tbody></table>
    <h2>Investment Holdings as of 03/31/2026</h2>
    <table class="tx"><thead><tr><th>Fund</th><th>Symbol</th><th class="num">Shares</th><th class="num">Price</th><th class="num">Market Value</th></tr></thead><tbody>${holdings}</tbody></table>
    <p style="font-size:7.5pt">Investments are not FDIC insured, are not bank guaranteed and may lose value. Form 5498-SA for tax year 2025 will be available by May 31, 2026.</p>
  `,
    `.sum th { background:#e8f5e9 } .tx td { border-bottom: 0.4pt solid #dde3dd; } .c { text-align:center }`,
  );
  return statement(
    'hsa-tax-year',
    'chromium',
    [
      'a health savings account: Date | Description | Tax Year | Deposits | Withdrawals | Balance, the Tax Year (2025 for prior-year contributions) a column of its own',
      'automatic sweeps to the investment account above a $2,000.00 cash threshold, an administrative fee and interest at month end',
      'a contributions table by tax year and an investment holdings table (shares, price, market value) around the activity',
    ],
    'PRIYA N RAMANATHAN',
    undefined,
    [
      account({
        kind: 'savings',
        account_number_last4: '5518',
        name: 'Health Savings Account',
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
// 3. An Australian bank's transaction account (pdfkit): BSB and account number, Date | Transaction | Debit | Credit |
//    Balance with `02 Nov` dates and no year over a November–January period, balances `$1,234.56 CR`, OPENING
//    BALANCE and CLOSING BALANCE rows (the closing dated with its year), `Value Date: 03/11/2025` lines (day first)
//    under card rows, a one-line summary `Opening balance - Total debits + Total credits = Closing balance`.
async function auTransaction(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2025-11-01';
  const end = '2026-01-31';
  const opening = rng.int(180_000, 600_000);
  const items: Activity[] = [];
  let balance = opening;
  const shops = [
    'WOOLWORTHS 1234 PARRAMATTA',
    'COLES 0771 WESTMEAD',
    'BWS LIQUOR 4410 PARRAMATTA',
    'OPAL TRANSPORT SYDNEY',
    'JB HI FI 0233 PENRITH',
    'BUNNINGS 8821 NORTHMEAD',
    'KMART 1092 PARRAMATTA',
  ];
  for (const date of datesIn(rng, start, end, count, 1)) {
    const roll = rng.next();
    let a: Activity;
    if (roll < 0.14 || balance < 40_000) {
      a = {
        date,
        postDate: null,
        description: `Direct Credit 301500 NORTHWIND PTY LTD SALARY ${digits(rng, 6)}`,
        vendor: 'NORTHWIND PTY LTD',
        cents: rng.int(240_000, 330_000),
        category: 'deposit',
      };
    } else if (roll < 0.6) {
      const shop = rng.pick(shops);
      const vd = addDays(date, -rng.int(1, 3));
      const { d, m, y } = parts(vd);
      a = {
        date,
        postDate: null,
        description: `${shop} NS AUS Card xx4821 Value Date: ${pad(d)}/${pad(m)}/${y}`,
        vendor: shop.replace(/ \d{4} .*/, ''),
        cents: -rng.int(450, 18_000),
        category: 'card',
      };
    } else if (roll < 0.72) {
      a = {
        date,
        postDate: null,
        description: `Transfer To J CHEN NetBank rent ${MON[parts(date).m - 1]}`,
        vendor: 'J CHEN',
        cents: -rng.int(60, 95) * 1_000,
        category: 'electronic',
      };
    } else if (roll < 0.82) {
      const biller = rng.pick(['TELSTRA', 'AGL SALES PTY LTD', 'SYDNEY WATER', 'MEDIBANK PRIVATE']);
      a = {
        date,
        postDate: null,
        description: `Direct Debit ${digits(rng, 6)} ${biller} ${digits(rng, 9)}`,
        vendor: biller,
        cents: -rng.int(4_000, 32_000),
        category: 'electronic',
      };
    } else if (roll < 0.9) {
      a = {
        date,
        postDate: null,
        description: `Wdl ATM CBA ATM ${rng.pick(['PARRAMATTA', 'WESTMEAD', 'TOWN HALL'])} NSW ${digits(rng, 6)}`,
        vendor: 'ATM',
        cents: -rng.int(1, 8) * 5_000,
        category: 'atm',
      };
    } else {
      a = {
        date,
        postDate: null,
        description: 'Transfer from xx5521 CommBank app savings',
        vendor: 'Transfer from savings',
        cents: rng.int(10, 80) * 1_000,
        category: 'deposit',
      };
    }
    if (balance + a.cents < 0)
      a = {
        date,
        postDate: null,
        description: 'Transfer from xx5521 CommBank app savings',
        vendor: 'Transfer from savings',
        cents: 100_000,
        category: 'deposit',
      };
    balance += a.cents;
    items.push(a);
  }
  for (const m of ['2025-11-30', '2025-12-31', '2026-01-31']) {
    const at = items.findIndex((a) => a.date > m);
    const fee: Activity = { date: m, postDate: null, description: 'Account Fee', vendor: 'Account Fee', cents: -400, category: 'fee' };
    if (at < 0) items.push(fee);
    else items.splice(at, 0, fee);
  }
  const rows = expectedRows(items, opening);
  const closing = closingOf(items, opening);
  const totals = totalsOf(items);
  const ddMon = (iso: string) => `${pad(parts(iso).d)} ${MON[parts(iso).m - 1]}`;
  const cr = (c: number) => `${money(c)} CR`;
  const w = new PdfkitWriter(96, 720);
  w.size = 8.5;
  const X = { date: 40, text: 94, debit: 400, credit: 470, bal: 572 };
  const header = (y: number) => {
    band(w, 36, y - 3, 540, 14, '#ffcc00');
    put(w, face, 'Date', X.date, y, { bold: true });
    put(w, face, 'Transaction', X.text, y, { bold: true });
    put(w, face, 'Debit', X.debit, y, { bold: true, right: true });
    put(w, face, 'Credit', X.credit, y, { bold: true, right: true });
    put(w, face, 'Balance', X.bal, y, { bold: true, right: true });
  };
  const top = (x: PdfkitWriter) => {
    put(x, face, 'Southern Cross Bank', 40, 34, { bold: true, size: 15 });
    put(x, face, 'Smart Access', 40, 54, { bold: true, size: 10 });
    put(x, face, 'Account Number  06 2914 1048 2277', 572, 36, { right: true });
    put(x, face, 'BSB 062-914', 572, 48, { right: true });
  };
  w.onNewPage = (x) => {
    top(x);
    put(x, face, 'Transactions (continued)', 40, 76, { bold: true, size: 9.5 });
    header(96);
    x.y = 114;
  };
  top(w);
  put(w, face, 'Statement 14', 572, 60, { right: true });
  put(w, face, 'Period 1 Nov 2025 - 31 Jan 2026', 572, 72, { right: true });
  let y = 90;
  for (const l of ['MR DANIEL J NGUYEN', 'UNIT 4 21 MARSDEN ST', 'PARRAMATTA NSW 2150']) {
    put(w, face, l, 56, y, { size: 10 });
    y += 12;
  }
  y += 20;
  put(w, face, 'Account Summary', 40, y, { bold: true, size: 10 });
  y += 14;
  const sumCols: Array<[string, string, number]> = [
    ['Opening balance', cr(opening), 40],
    ['- Total debits', money(totals.withdrawals_cents), 200],
    ['+ Total credits', money(totals.deposits_cents), 340],
    ['= Closing balance', cr(closing), 480],
  ];
  for (const [l, f, x] of sumCols) {
    put(w, face, l, x, y, { size: 8 });
    put(w, face, f, x, y + 12, { bold: true, size: 10 });
  }
  y += 36;
  put(w, face, 'Transactions', 40, y, { bold: true, size: 10 });
  y += 18;
  header(y);
  w.y = y + 18;
  const line = (date: string, text: string[], debit: string, credit: string, bal: string, bold = false) => {
    const h = 11 * text.length + 3;
    w.ensure(h);
    put(w, face, date, X.date, w.y, { bold });
    for (const [k, l] of text.entries()) put(w, face, l, X.text, w.y + 11 * k, { bold, size: k > 0 && l.startsWith('Value Date') ? 7.5 : w.size });
    if (debit) put(w, face, debit, X.debit, w.y, { right: true });
    if (credit) put(w, face, credit, X.credit, w.y, { right: true });
    put(w, face, bal, X.bal, w.y, { right: true, bold });
    w.y += h;
    hairline(w, 36, 576, w.y - 2.5, '#e0e0e0');
  };
  line(ddMon(start), ['OPENING BALANCE'], '', '', cr(opening), true);
  for (const [i, a] of items.entries()) {
    const vd = a.description.indexOf(' Value Date: ');
    const main = vd < 0 ? a.description : a.description.slice(0, vd);
    const text = wrapIn(w, face, main, 270);
    if (vd >= 0) text.push(a.description.slice(vd + 1));
    line(ddMon(a.date), text, a.cents < 0 ? amount(-a.cents) : '', a.cents > 0 ? amount(a.cents) : '', cr(rows[i]?.balance_cents ?? 0));
  }
  line(`${pad(parts(end).d)} ${MON[parts(end).m - 1]} ${parts(end).y}`, ['CLOSING BALANCE'], '', '', cr(closing), true);
  w.onNewPage = () => {};
  w.ensure(40);
  const note = wrapIn(
    w,
    face,
    'Please check your statement carefully. If you think there has been an error or unauthorised transaction, call us on 13 22 21. Southern Cross Bank Limited ABN 48 123 123 124 AFSL and Australian credit licence 234945.',
    530,
    7.5,
  );
  for (const [i, l] of note.entries()) put(w, face, l, 40, w.y + 8 + i * 9.5, { size: 7.5 });
  const pdf = await w.finish((x, n, t) => put(x, face, `Statement 14 (Page ${n} of ${t})`, 572, 752, { right: true, size: 7.5 }));
  return statement(
    'au-transaction',
    'pdfkit',
    [
      'an Australian transaction account: BSB 062-914 and a spaced account number, Date | Transaction | Debit | Credit | Balance',
      '`02 Nov` dates with no year over a 1 Nov 2025 - 31 Jan 2026 period (across the new year); every balance `$1,234.56 CR`',
      'OPENING BALANCE and CLOSING BALANCE rows (the closing dated `31 Jan 2026`); `Value Date: 03/11/2025` lines, day first, under card rows',
      'a one-line summary with labels over figures: Opening balance - Total debits + Total credits = Closing balance; a yellow header band',
    ],
    'MR DANIEL J NGUYEN',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '2277',
        name: 'Smart Access',
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
// 4. A community bank's business checking in a ruled grid (pdfkit): every cell boxed by vertical and horizontal
//    rules, long ACH addenda (ORIG CO NAME: … IND NAME: … TRN:) wrapping over three or four lines, the date on a
//    row's first line and its amounts and balance on its LAST line; ALL CAPS descriptions carrying dollar figures
//    (`ATM W/D $200.00 FEE $3.00`, `OVERDRAFT ITEM FEE $35.00 FOR ITEM $56.78`); the account overdrawn, balances
//    `-1,234.56`, overdraft fees.
async function ruledAmountLast(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-09-01';
  const end = '2026-09-30';
  const opening = rng.int(40_000, 120_000);
  const items: Activity[] = [];
  let balance = opening;
  const ymd = (iso: string) => iso.slice(2).replaceAll('-', '');
  for (const date of datesIn(rng, start, end, count)) {
    const roll = rng.next();
    let a: Activity;
    if (roll < 0.18) {
      const who = rng.pick(['NORTHWIND TRADERS', 'GLOBEX LLC', 'DALLAS ISD', 'HARRIS COUNTY']);
      a = {
        date,
        postDate: null,
        description: `ORIG CO NAME:${who} ORIG ID:${digits(rng, 10)} DESC DATE:${ymd(date)} CO ENTRY DESCR:VENDOR PMT SEC:CCD TRACE#:${digits(rng, 15)} EED:${ymd(date)} IND ID:INV${digits(rng, 5)} IND NAME:RIVERA PLUMBING LLC TRN: ${digits(rng, 10)}TC`,
        vendor: who,
        cents: rng.int(80_000, 450_000),
        category: 'deposit',
      };
    } else if (roll < 0.28) {
      const c = rng.int(20_000, 180_000);
      a = {
        date,
        postDate: null,
        description: `MOBILE DEPOSIT $${amount(c)} REF ${digits(rng, 8)}`,
        vendor: 'MOBILE DEPOSIT',
        cents: c,
        category: 'deposit',
      };
    } else if (roll < 0.43) {
      const w = rng.int(2, 10) * 2_000;
      a = {
        date,
        postDate: null,
        description: `ATM W/D $${amount(w)} FEE $3.00 ${rng.pick(['7-ELEVEN 33821', 'CASH POINT 4471', 'QT 1187'])} DALLAS TX`,
        vendor: 'ATM W/D',
        cents: -(w + 300),
        category: 'atm',
      };
    } else if (roll < 0.6) {
      const vendor = rng.pick(['FERGUSON ENTERPRISES', 'HD SUPPLY', 'SUNBELT RENTALS', 'ACE HARDWARE']);
      a = {
        date,
        postDate: null,
        description: `DEBIT CARD PURCHASE XXXXX3318 ${vendor} DALLAS TX`,
        vendor,
        cents: -rng.int(2_500, 90_000),
        category: 'card',
      };
    } else if (roll < 0.74) {
      const c = rng.int(3_000, 40_000);
      const biller = rng.pick(['TXU ENERGY', 'ATMOS ENERGY', 'VERIZON WIRELESS', 'PROGRESSIVE INS']);
      a = {
        date,
        postDate: null,
        description: `BILL PAY ${biller} $${amount(c)} CONF ${digits(rng, 6)}`,
        vendor: biller,
        cents: -c,
        category: 'electronic',
      };
    } else {
      const who = rng.pick(['INTUIT PAYROLL', 'ADP WAGE PAY', 'IRS USATAXPYMT', 'TX WORKFORCE COMM']);
      a = {
        date,
        postDate: null,
        description: `ORIG CO NAME:${who} ORIG ID:${digits(rng, 10)} DESC DATE:${ymd(date)} CO ENTRY DESCR:${who.includes('IRS') || who.includes('TX') ? 'TAX PYMT' : 'PAYROLL'} SEC:CCD TRACE#:${digits(rng, 15)} EED:${ymd(date)} IND ID:${digits(rng, 9)} IND NAME:RIVERA PLUMBING LLC TRN: ${digits(rng, 10)}TC`,
        vendor: who,
        cents: -rng.int(40_000, 260_000),
        category: 'electronic',
      };
    }
    balance += a.cents;
    items.push(a);
    if (balance < 0 && a.cents < 0) {
      const f: Activity = {
        date,
        postDate: null,
        description: `OVERDRAFT ITEM FEE $35.00 FOR ITEM $${amount(-a.cents)}`,
        vendor: 'OVERDRAFT ITEM FEE',
        cents: -3_500,
        category: 'fee',
      };
      balance += f.cents;
      items.push(f);
    }
  }
  const rows = expectedRows(items, opening);
  const closing = closingOf(items, opening);
  const totals = totalsOf(items);
  const odFees = items.filter((a) => a.vendor === 'OVERDRAFT ITEM FEE').length;
  const sgn = (c: number) => (c < 0 ? `-${amount(-c)}` : amount(c));
  const w = new PdfkitWriter(70, 716);
  w.size = 8;
  const V = [36, 84, 370, 440, 508, 576];
  const header = (y: number) => {
    band(w, V[0]!, y, V[5]! - V[0]!, 15, '#e6e6e6');
    box(w, V[0]!, y, V[5]! - V[0]!, 15, '#333333');
    for (const x of V.slice(1, 5)) vline(w, x, y, y + 15, '#333333');
    put(w, face, 'DATE', V[0]! + 4, y + 4, { bold: true });
    put(w, face, 'DESCRIPTION', V[1]! + 4, y + 4, { bold: true });
    put(w, face, 'WITHDRAWALS', V[3]! - 4, y + 4, { bold: true, right: true });
    put(w, face, 'DEPOSITS', V[4]! - 4, y + 4, { bold: true, right: true });
    put(w, face, 'BALANCE', V[5]! - 4, y + 4, { bold: true, right: true });
  };
  w.onNewPage = (x) => {
    put(x, face, 'LONE STAR COMMUNITY BANK   BUSINESS CHECKING   ACCOUNT 3300418822   09/01/2026 THRU 09/30/2026', 36, 40, { size: 7.5 });
    header(52);
    x.y = 67;
  };
  put(w, face, 'LONE STAR COMMUNITY BANK', 36, 32, { bold: true, size: 14 });
  put(w, face, 'MEMBER FDIC  -  WWW.LONESTARCB.EXAMPLE  -  (214) 555-0190', 36, 50, { size: 7.5 });
  put(w, face, 'STATEMENT OF ACCOUNT', 576, 32, { bold: true, right: true, size: 11 });
  put(w, face, 'ACCOUNT 3300418822', 576, 48, { right: true });
  put(w, face, 'STATEMENT PERIOD 09/01/2026 THRU 09/30/2026', 576, 59, { right: true });
  let y = 80;
  for (const l of ['RIVERA PLUMBING LLC', '4821 SINGLETON BLVD', 'DALLAS TX 75212']) {
    put(w, face, l, 56, y, { size: 9.5 });
    y += 12;
  }
  y += 14;
  put(w, face, 'BUSINESS CHECKING', 36, y, { bold: true, size: 10 });
  y += 14;
  const summary: Array<[string, string]> = [
    ['BEGINNING BALANCE 09/01/2026', sgn(opening)],
    [`DEPOSITS AND CREDITS (${totals.deposits_count})`, amount(totals.deposits_cents)],
    [`WITHDRAWALS AND DEBITS (${totals.withdrawals_count})`, amount(totals.withdrawals_cents)],
    ['ENDING BALANCE 09/30/2026', sgn(closing)],
    ['OVERDRAFT FEES THIS PERIOD', amount(odFees * 3_500)],
    ['OVERDRAFT FEES YEAR-TO-DATE', amount(odFees * 3_500 + 14_000)],
  ];
  box(w, 36, y - 4, 300, summary.length * 11 + 6, '#333333');
  for (const [i, [l, f]] of summary.entries()) {
    put(w, face, l, 42, y + i * 11);
    put(w, face, f, 330, y + i * 11, { right: true });
  }
  y += summary.length * 11 + 16;
  header(y);
  w.y = y + 15;
  const lh = 10;
  for (const [i, a] of items.entries()) {
    const text = wrapIn(w, face, a.description, V[2]! - V[1]! - 10);
    const h = text.length * lh + 5;
    w.ensure(h);
    const y0 = w.y;
    put(w, face, dateFormats.mmdd(a.date), V[0]! + 4, y0 + 3);
    for (const [k, l] of text.entries()) put(w, face, l, V[1]! + 4, y0 + 3 + k * lh);
    const lastY = y0 + 3 + (text.length - 1) * lh;
    if (a.cents < 0) put(w, face, amount(-a.cents), V[3]! - 4, lastY, { right: true });
    else put(w, face, amount(a.cents), V[4]! - 4, lastY, { right: true });
    put(w, face, sgn(rows[i]?.balance_cents ?? 0), V[5]! - 4, lastY, { right: true });
    for (const x of V) vline(w, x, y0, y0 + h, '#333333');
    hairline(w, V[0]!, V[5]!, y0 + h, '#333333', 0.5);
    w.y += h;
  }
  w.onNewPage = () => {};
  w.ensure(30);
  put(
    w,
    face,
    'YOUR ACCOUNT IS OVERDRAWN. PLEASE DEPOSIT FUNDS TO COVER THE NEGATIVE BALANCE AND ANY FEES. OVERDRAFT ITEM FEE $35.00 PER ITEM, MAXIMUM 4 PER DAY.',
    36,
    w.y + 8,
    { size: 6.5 },
  );
  const pdf = await w.finish((x, n, t) => put(x, face, `PAGE ${n} OF ${t}`, 576, 752, { right: true, size: 7.5 }));
  return statement(
    'ruled-amount-last',
    'pdfkit',
    [
      'a ruled grid: every cell boxed by vertical and horizontal rules, a grey header row, ALL CAPS',
      'ACH addenda (ORIG CO NAME: … IND NAME: … TRN:) wrapping over three or four lines: the date on a row’s first line, the amount and balance on its last',
      'descriptions carrying dollar figures (`ATM W/D $200.00 FEE $3.00`, `BILL PAY TXU ENERGY $142.18`, `OVERDRAFT ITEM FEE $35.00 FOR ITEM $56.78`)',
      'the account overdrawn (balances `-1,234.56`), overdraft fees this period and year-to-date in the summary',
    ],
    'RIVERA PLUMBING LLC',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '8822',
        name: 'BUSINESS CHECKING',
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
// 5. A duplicate statement (pdfkit): a grey `COPY` set diagonally over every page on top of the text, the year
//    printed only in the footer (`Page 1 of 3 - Statement date 07/31/2026`), the period and every date `MM/DD`;
//    sections Deposits and Other Credits (amounts in green, unsigned), Withdrawals and Other Debits (unsigned),
//    Checks Paid (the number alone), each repeating the header mid-page; a daily balance list.
async function copyWatermark(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-07-01';
  const end = '2026-07-31';
  const opening = rng.int(250_000, 700_000);
  const activity = bankActivity(rng, start, end, count, opening).map((a) =>
    a.category === 'check' ? { ...a, description: String(a.checkNumber) } : a,
  );
  const deposits = activity.filter((a) => a.cents > 0);
  const checks = activity.filter((a) => a.category === 'check');
  const debits = activity.filter((a) => a.cents < 0 && a.category !== 'check');
  const ordered = [...deposits, ...debits, ...checks];
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const rows = expectedRows(ordered, opening, { balances: 'none' });
  const w = new PdfkitWriter(70, 716);
  w.size = 8.5;
  const colHeader = (number = false) => {
    w.ensure(28);
    put(w, face, 'Date', 48, w.y, { bold: true });
    put(w, face, number ? 'Check Number' : 'Description', 100, w.y, { bold: true });
    put(w, face, 'Amount', 560, w.y, { bold: true, right: true });
    hairline(w, 44, 568, w.y + 11, '#555555');
    w.y += 15;
  };
  w.onNewPage = (x) => {
    put(x, face, 'Harborview Bank  |  Everyday Checking  |  Account ending in 6604  |  Statement Period 07/01 - 07/31', 44, 40, { size: 7.5 });
    x.y = 62;
  };
  put(w, face, 'Harborview Bank', 44, 34, { bold: true, size: 17, color: '#0d4f8b' });
  put(w, face, 'DUPLICATE STATEMENT', 568, 34, { bold: true, right: true, size: 10, color: '#a00000' });
  put(w, face, 'Everyday Checking', 568, 50, { right: true, bold: true });
  put(w, face, 'Account ending in 6604', 568, 61, { right: true });
  put(w, face, 'Statement Period 07/01 - 07/31', 568, 72, { right: true });
  let y = 84;
  for (const l of ['KENDRA L OKONKWO', '77 WATERFRONT PL APT 1204', 'BALTIMORE MD 21230']) {
    put(w, face, l, 60, y, { size: 10 });
    y += 12;
  }
  y += 20;
  put(w, face, 'Account Summary', 44, y, { bold: true, size: 10.5 });
  y += 15;
  const summary: Array<[string, string]> = [
    ['Beginning Balance on 07/01', money(opening)],
    [`Deposits and Other Credits (${totals.deposits_count})`, `+${money(totals.deposits_cents)}`],
    [`Withdrawals and Other Debits (${debits.length + checks.length})`, `-${money(totals.withdrawals_cents)}`],
    ['Ending Balance on 07/31', money(closing)],
  ];
  for (const [i, [l, f]] of summary.entries()) {
    put(w, face, l, 56, y + i * 12, { bold: i === 3 });
    put(w, face, f, 330, y + i * 12, { right: true, bold: i === 3 });
  }
  put(w, face, 'This copy was requested through online banking. A $5.00 statement copy fee', 360, y, { size: 7.5 });
  put(w, face, 'will appear on your next statement.', 360, y + 10, { size: 7.5 });
  w.y = y + 62;
  const section = (title: string, list: Activity[], total: number, color: string, number = false) => {
    w.ensure(50);
    put(w, face, title, 44, w.y, { bold: true, size: 10, color: '#0d4f8b' });
    w.y += 16;
    colHeader(number);
    const saved = w.onNewPage;
    w.onNewPage = (x) => {
      saved(x);
      put(x, face, `${title} (continued)`, 44, x.y, { bold: true, size: 10, color: '#0d4f8b' });
      x.y += 16;
      colHeader(number);
    };
    for (const a of list) {
      const text = wrapIn(w, face, a.description, 380);
      w.ensure(11 * text.length);
      put(w, face, dateFormats.mmdd(a.date), 48, w.y);
      for (const [k, l] of text.entries()) put(w, face, l, 100, w.y + k * 11);
      put(w, face, amount(Math.abs(a.cents)), 560, w.y, { right: true, color });
      w.y += 11 * text.length;
    }
    w.onNewPage = saved;
    w.ensure(16);
    hairline(w, 440, 568, w.y);
    put(w, face, `Total ${title}`, 100, w.y + 3, { bold: true });
    put(w, face, money(total), 560, w.y + 3, { bold: true, right: true, color });
    w.y += 24;
  };
  section('Deposits and Other Credits', deposits, sum(deposits), '#1b7f3b');
  section('Withdrawals and Other Debits', debits, -sum(debits), 'black');
  if (checks.length) section('Checks Paid', checks, -sum(checks), 'black', true);
  w.ensure(40);
  put(w, face, 'Daily Balance Summary', 44, w.y, { bold: true, size: 10, color: '#0d4f8b' });
  w.y += 16;
  let running = opening;
  const daily: Array<[string, number]> = [];
  for (const [i, a] of activity.entries()) {
    running += a.cents;
    if (activity[i + 1]?.date !== a.date) daily.push([a.date, running]);
  }
  const half = Math.ceil(daily.length / 2);
  for (let i = 0; i < half; i++) {
    w.ensure(11);
    for (const [k, d] of [daily[i], daily[i + half]].entries()) {
      if (!d) continue;
      put(w, face, dateFormats.mmdd(d[0]), 60 + k * 260, w.y);
      put(w, face, money(d[1]), 230 + k * 260, w.y, { right: true });
    }
    w.y += 11;
  }
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, t) => {
    put(x, face, `Page ${n} of ${t} - Statement date 07/31/2026`, 568, 752, { right: true, size: 7.5 });
    put(x, face, 'Harborview Bank, N.A. Member FDIC. Equal Housing Lender.', 44, 752, { size: 7 });
    watermark(x, 'Helvetica', 'COPY', 306, 400, 150, '#d0d0d0', -40);
  });
  return statement(
    'copy-watermark',
    'pdfkit',
    [
      'a duplicate statement: a grey `COPY` set diagonally over every page, drawn after (on top of) the text',
      'the year printed only in the footer (`Page 1 of 3 - Statement date 07/31/2026`): the period `07/01 - 07/31` and every date MM/DD',
      'Deposits and Other Credits (amounts in green, unsigned), Withdrawals and Other Debits, Checks Paid (the number alone), each with its own header mid-page and a Total line',
      'a daily balance list two across; a statement-copy fee named in a sentence',
    ],
    'KENDRA L OKONKWO',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '6604',
        name: 'Everyday Checking',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: {
          deposits_cents: totals.deposits_cents,
          deposits_count: totals.deposits_count,
          withdrawals_cents: totals.withdrawals_cents,
          withdrawals_count: totals.withdrawals_count,
        },
        transactions: rows,
      }),
    ],
    pdf,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 6. A US bank's statement in Spanish (Chromium): Fecha | Descripción | Retiros | Depósitos | Saldo with MM/DD dates
//    (month first, as US banks print them, many days of 12 or less), `Saldo inicial` / `Saldo final` rows, a
//    Resumen de la cuenta with `Total de depósitos (n)`, the period `Del 1 de junio de 2026 al 30 de junio de 2026`.
async function spanishUs(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-06-01';
  const end = '2026-06-30';
  const opening = rng.int(150_000, 500_000);
  const items: Activity[] = [];
  let balance = opening;
  const tiendas = ['SUPERMERCADOS ECONO', 'FARMACIA EL AMAL', 'WALGREENS #2231', 'PUMA GASOLINERA', 'PANADERIA LA SEVILLANA', 'WALMART SUPERCENTER'];
  for (const date of datesIn(rng, start, end, count)
    .map((d) => (rng.chance(0.5) ? addDays(start, rng.int(0, 11)) : d))
    .sort()) {
    const roll = rng.next();
    let a: Activity;
    if (roll < 0.15 || balance < 50_000) {
      a = {
        date,
        postDate: null,
        description: `DEPÓSITO DIRECTO NÓMINA GOBIERNO MUNICIPAL ID ${digits(rng, 10)}`,
        vendor: 'DEPÓSITO DIRECTO NÓMINA',
        cents: rng.int(120_000, 240_000),
        category: 'deposit',
      };
    } else if (roll < 0.22) {
      const who = rng.pick(['JOSÉ RIVERA', 'MARÍA TORRES', 'ANA COLÓN']);
      a = {
        date,
        postDate: null,
        description: `TRANSFERENCIA RECIBIDA ATH MÓVIL DE ${who}`,
        vendor: 'ATH MÓVIL',
        cents: rng.int(1_500, 30_000),
        category: 'deposit',
      };
    } else if (roll < 0.62) {
      const t = rng.pick(tiendas);
      a = {
        date,
        postDate: null,
        description: `COMPRA CON TARJETA DE DÉBITO ${t} SAN JUAN PR`,
        vendor: t.replace(/ #\d+/, ''),
        cents: -rng.int(350, 14_000),
        category: 'card',
      };
    } else if (roll < 0.74) {
      a = {
        date,
        postDate: null,
        description: `RETIRO EN CAJERO AUTOMÁTICO ${rng.pick(['PLAZA LAS AMÉRICAS', 'AVE PONCE DE LEÓN', 'CONDADO'])}`,
        vendor: 'RETIRO EN CAJERO',
        cents: -rng.int(2, 10) * 2_000,
        category: 'atm',
      };
    } else if (roll < 0.9) {
      const b = rng.pick(['LUMA ENERGY', 'AUTORIDAD DE ACUEDUCTOS', 'CLARO PUERTO RICO', 'TRIPLE-S SALUD']);
      a = {
        date,
        postDate: null,
        description: `PAGO ELECTRÓNICO ${b} REF ${digits(rng, 9)}`,
        vendor: b,
        cents: -rng.int(3_000, 22_000),
        category: 'electronic',
      };
    } else {
      const n = rng.int(200, 299);
      a = {
        date,
        postDate: null,
        description: `CHEQUE NÚM. ${n}`,
        vendor: 'CHEQUE',
        cents: -rng.int(5_000, 60_000),
        category: 'check',
        checkNumber: n,
      };
    }
    if (balance + a.cents < 0)
      a = {
        date,
        postDate: null,
        description: 'TRANSFERENCIA DESDE CUENTA DE AHORROS ...3390',
        vendor: 'TRANSFERENCIA DESDE AHORROS',
        cents: 80_000,
        category: 'deposit',
      };
    balance += a.cents;
    items.push(a);
  }
  items.push({
    date: end,
    postDate: null,
    description: 'CARGO POR SERVICIO MENSUAL',
    vendor: 'CARGO POR SERVICIO MENSUAL',
    cents: -1_000,
    category: 'fee',
  });
  const rows = expectedRows(items, opening);
  const closing = closingOf(items, opening);
  const totals = totalsOf(items);
  const largo = (iso: string) => `${parts(iso).d} de ${MESES[parts(iso).m - 1]} de ${parts(iso).y}`;
  const body = [
    `<tr><td>${dateFormats.mmdd(start)}</td><td><b>Saldo inicial</b></td><td></td><td></td><td class="num">${money(opening)}</td></tr>`,
    ...items.map(
      (a, i) =>
        `<tr><td>${dateFormats.mmdd(a.date)}</td><td>${esc(a.description)}</td><td class="num">${a.cents < 0 ? amount(-a.cents) : ''}</td><td class="num">${a.cents > 0 ? amount(a.cents) : ''}</td><td class="num">${money(rows[i]?.balance_cents ?? 0)}</td></tr>`,
    ),
    `<tr><td>${dateFormats.mmdd(end)}</td><td><b>Saldo final</b></td><td></td><td></td><td class="num"><b>${money(closing)}</b></td></tr>`,
  ].join('');
  const html = page(
    `
    <div style="display:flex;justify-content:space-between">
      <div><h1 style="color:#b5121b">Banco Caribeño</h1><div>Miembro FDIC</div></div>
      <div style="text-align:right"><b>Estado de cuenta</b><br>Cuenta de Cheques Personal<br>Número de cuenta: 0421-557903<br>Del ${largo(start)} al ${largo(end)}</div>
    </div>
    ${address(['CARMEN I. RODRÍGUEZ SANTIAGO', 'URB. LAS LOMAS, CALLE 31 SO #1782', 'SAN JUAN PR 00921'])}
    <table class="sum" style="width:55%"><tr><th colspan="2">Resumen de la cuenta</th></tr>
      <tr><td>Saldo anterior al ${largo(start)}</td><td class="num">${money(opening)}</td></tr>
      <tr><td>Total de depósitos (${totals.deposits_count})</td><td class="num">${money(totals.deposits_cents)}</td></tr>
      <tr><td>Total de retiros (${totals.withdrawals_count})</td><td class="num">${money(totals.withdrawals_cents)}</td></tr>
      <tr><td><b>Saldo al ${largo(end)}</b></td><td class="num"><b>${money(closing)}</b></td></tr></table>
    <h2>Detalle de transacciones</h2>
    <table class="tx"><thead><tr><th style="width:9%">Fecha</th><th>Descripción</th><th class="num">Retiros</th><th class="num">Depósitos</th><th class="num">Saldo</th></tr></thead><tbody>${body}</tbody></table>
    <div class="box">Aviso importante: a partir del 1 de agosto de 2026 el cargo por servicio mensual será de $12.00, excepto si mantiene un saldo promedio de $1,500.00 o más. Para preguntas llame al 1-787-555-0100.</div>
  `,
    `.sum th { background:#f3e3e4 } .tx td { border-bottom: 0.3pt solid #ddd; }`,
  );
  return statement(
    'spanish-us',
    'chromium',
    [
      'a US (Puerto Rico) bank’s statement in Spanish: Fecha | Descripción | Retiros | Depósitos | Saldo, amounts `1,234.56`',
      'MM/DD dates, month first as US banks print them, with many days of 12 or less; `Del 1 de junio de 2026 al 30 de junio de 2026`',
      '`Saldo inicial` / `Saldo final` rows in the list; Resumen de la cuenta with `Saldo anterior al …`, `Total de depósitos (n)`, `Total de retiros (n)`, `Saldo al …`',
      'Spanish descriptions with accents (DEPÓSITO DIRECTO NÓMINA, COMPRA CON TARJETA DE DÉBITO, CHEQUE NÚM. 231); a notice with dollar figures',
    ],
    'CARMEN I. RODRÍGUEZ SANTIAGO',
    undefined,
    [
      account({
        kind: 'checking',
        account_number_last4: '7903',
        name: 'Cuenta de Cheques Personal',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: totals,
        transactions: rows,
      }),
    ],
    await htmlToPdf(html),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 7. A card issuer's statement across the new year (Chromium): Trans Date | Post Date | Description | Amount with
//    `Dec 28` / `Jan 3` dates and the years only in the period; payments and credits printed `- $500.00` (minus, a
//    space, the dollar sign); two card members' transactions under `NAME #4821: Transactions` headings closed by
//    `NAME #4821: Total Transactions`; Fees and Interest Charged sections; a rewards block with miles.
async function cardNewYear(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2025-12-12';
  const end = '2026-01-11';
  const previous = rng.int(80_000, 400_000);
  const raw = cardActivity(rng, start, end, count);
  const payments: Activity[] = [
    {
      date: '2025-12-20',
      postDate: '2025-12-22',
      description: 'CAPITAL PMT AUTOPAY - THANK YOU',
      vendor: 'PAYMENT',
      cents: previous,
      category: 'payment' as const,
    },
    ...raw.filter((a) => a.cents > 0 && !a.description.startsWith('Payment')),
  ].sort((a, b) => (a.postDate ?? a.date).localeCompare(b.postDate ?? b.date));
  const charges = raw.filter((a) => a.cents < 0);
  const members = [
    { name: 'MARIA LOPEZ', card: '4821' },
    { name: 'DANIEL LOPEZ', card: '7730' },
  ];
  const byMember = members.map((m, k) => ({ ...m, items: charges.filter((_, i) => (i % 3 === 2 ? 1 : 0) === k) }));
  const interest: Activity = {
    date: end,
    postDate: end,
    description: 'Interest Charge on Purchases',
    vendor: 'INTEREST',
    cents: -rng.int(800, 4_500),
    category: 'interest',
  };
  const ordered = [...payments, ...byMember.flatMap((m) => m.items), interest];
  const rows = expectedRows(ordered, previous, { isCard: true, balances: 'none' });
  const closing = closingOf(ordered, previous, true);
  const md = (iso: string) => `${MON[parts(iso).m - 1]} ${parts(iso).d}`;
  const neg = (c: number) => `- $${amount(c)}`;
  const line = (a: Activity) =>
    `<tr><td>${md(a.date)}</td><td>${md(a.postDate ?? a.date)}</td><td>${esc(a.description)}</td><td class="num">${a.cents > 0 ? neg(a.cents) : money(-a.cents)}</td></tr>`;
  const head = '<tr><th style="width:10%">Trans Date</th><th style="width:10%">Post Date</th><th>Description</th><th class="num">Amount</th></tr>';
  const paid = sum(payments);
  const bought = -sum(charges);
  const groups = byMember
    .map(
      (m) => `<tr class="grp"><td colspan="4">${m.name} #${m.card}: Transactions</td></tr>${m.items.map(line).join('')}
        <tr class="tot"><td colspan="3">${m.name} #${m.card}: Total Transactions</td><td class="num">${money(-sum(m.items))}</td></tr>`,
    )
    .join('');
  const miles = Math.round(bought / 100) * 2;
  const html = page(
    `
    <div style="display:flex;justify-content:space-between;align-items:flex-end">
      <div><h1 style="color:#004977">Venture Rewards</h1><div>Harborline Card Services</div></div>
      <div style="text-align:right">${'Dec. 12, 2025 - Jan. 11, 2026'} | 31 days in Billing Cycle<br>Visa Signature Card ending in 4821</div>
    </div>
    ${address(['MARIA LOPEZ', '918 CALLOWHILL ST APT 3R', 'PHILADELPHIA PA 19123-4102'])}
    <div style="display:flex;gap:16pt">
    <table class="sum" style="width:50%"><tr><th colspan="2">Account Summary</th></tr>
      <tr><td>Previous Balance</td><td class="num">${money(previous)}</td></tr>
      <tr><td>Payments</td><td class="num">${neg(paid)}</td></tr>
      <tr><td>Other Credits</td><td class="num">- $0.00</td></tr>
      <tr><td>Transactions</td><td class="num">+ ${money(bought)}</td></tr>
      <tr><td>Cash Advances</td><td class="num">+ $0.00</td></tr>
      <tr><td>Fees Charged</td><td class="num">+ $0.00</td></tr>
      <tr><td>Interest Charged</td><td class="num">+ ${money(-interest.cents)}</td></tr>
      <tr><td><b>New Balance</b></td><td class="num"><b>= ${money(closing)}</b></td></tr>
      <tr><td>Credit Limit</td><td class="num">$12,000.00</td></tr>
      <tr><td>Available Credit</td><td class="num">${money(1_200_000 - closing)}</td></tr></table>
    <div style="width:46%"><div class="box"><b>Payment Information</b><br>New Balance ${money(closing)}<br>Minimum Payment ${money(Math.max(2_500, Math.round(closing / 50)))}<br>Due Date Feb. 5, 2026</div>
    <div class="box"><b>Rewards</b><br>Previous miles balance 48,210<br>Miles earned this period ${miles.toLocaleString('en-US')}<br>New miles balance ${(48_210 + miles).toLocaleString('en-US')}</div></div>
    </div>
    <h2>Transactions</h2>
    <table class="tx">${head}
      <tr class="grp"><td colspan="4">Payments, Credits and Adjustments</td></tr>${payments.map(line).join('')}
      ${groups}</table>
    <h2>Fees</h2><table class="tx">${head}<tr class="tot"><td colspan="3">Total Fees for This Period</td><td class="num">$0.00</td></tr></table>
    <h2>Interest Charged</h2><table class="tx">${head}${line(interest)}<tr class="tot"><td colspan="3">Total Interest for This Period</td><td class="num">${money(-interest.cents)}</td></tr></table>
    <h2>Totals Year-to-Date</h2><table class="sum" style="width:50%"><tr><td>Total Fees charged in 2026</td><td class="num">$0.00</td></tr><tr><td>Total Interest charged in 2026</td><td class="num">${money(-interest.cents)}</td></tr></table>
  `,
    `.sum th { background:#e6eef4 } .grp td { font-weight:bold; padding-top:6pt; border-bottom:0.5pt solid #999 } .tot td { font-weight:bold; border-top:0.5pt solid #999 }`,
  );
  return statement(
    'card-new-year',
    'chromium',
    [
      'a card across the new year: Trans Date | Post Date | Description | Amount, `Dec 28` / `Jan 3` dates, the years only in `Dec. 12, 2025 - Jan. 11, 2026`',
      'payments printed `- $500.00` (minus, space, dollar sign), charges `$45.12`; the summary `+ $…` / `= $…`',
      'two card members’ charges under `MARIA LOPEZ #4821: Transactions` headings closed by `…: Total Transactions`; Fees and Interest Charged tables with their headers repeated',
      'a rewards box with miles (whole numbers with commas) beside the payment information',
    ],
    'MARIA LOPEZ',
    undefined,
    [
      account({
        kind: 'credit_card',
        account_number_last4: '4821',
        name: 'Venture Rewards',
        period_start: start,
        period_end: end,
        opening_balance_cents: previous,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: paid, withdrawals_cents: bought - interest.cents },
        transactions: rows,
      }),
    ],
    await htmlToPdf(html),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 8. A brokerage cash management account (Chromium): the core money-market fund is the cash; activity in sections
//    (Deposits, Withdrawals, Dividends Interest & Other Income, Reinvestments) each Settlement Date | Security |
//    Symbol | Description | Quantity | Price | Amount; then Core Fund Activity listing the same money again as
//    `You bought` / `You sold` the core fund with a running balance (not rows); a holdings table.
async function brokerageSweep(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-10-01';
  const end = '2026-10-31';
  const opening = rng.int(300_000, 900_000);
  interface Row extends Activity {
    section: 'Deposits' | 'Withdrawals' | 'Dividends, Interest & Other Income' | 'Reinvestments';
    security: string;
    symbol: string;
    text: string;
    quantity: string;
    price: string;
  }
  const secs = [
    ['VANGUARD TOTAL STOCK MKT ETF', 'VTI', 29_814],
    ['SCHWAB US DIVIDEND EQUITY ETF', 'SCHD', 2_812],
    ['ISHARES CORE US AGGREGATE BOND ETF', 'AGG', 9_874],
  ] as const;
  const items: Row[] = [];
  let balance = opening;
  for (const date of datesIn(rng, start, end, count)) {
    const roll = rng.next();
    let r: Row;
    const none = { security: '', symbol: '', quantity: '', price: '' };
    if (roll < 0.2 || balance < 60_000) {
      const text = rng.pick(['ELECTRONIC FUNDS TRANSFER RECEIVED FROM BANK ...0912', 'DIRECT DEPOSIT NORTHWIND TRADERSPAYROLL', 'CHECK RECEIVED']);
      r = {
        ...none,
        date,
        postDate: null,
        description: text,
        vendor: text,
        text,
        cents: rng.int(50_000, 350_000),
        category: 'deposit',
        section: 'Deposits',
      };
    } else if (roll < 0.45) {
      const m = cardPurchase(rng);
      const text = `DEBIT CARD PURCHASE ${m.description}`;
      r = {
        ...none,
        date,
        postDate: null,
        description: text,
        vendor: m.vendor,
        text,
        cents: -Math.abs(m.cents),
        category: 'card',
        section: 'Withdrawals',
      };
    } else if (roll < 0.6) {
      const b = rng.pick(['BILL PAYMENT CON EDISON', 'BILL PAYMENT VERIZON', 'ELECTRONIC FUNDS TRANSFER PAID TO BANK ...0912']);
      r = {
        ...none,
        date,
        postDate: null,
        description: b,
        vendor: b,
        text: b,
        cents: -rng.int(4_000, 120_000),
        category: 'electronic',
        section: 'Withdrawals',
      };
    } else {
      const [security, symbol, price] = rng.pick(secs);
      const cents = rng.int(1_500, 24_000);
      const text = rng.pick(['DIVIDEND RECEIVED', 'QUALIFIED DIVIDEND', 'LONG-TERM CAP GAIN']);
      r = {
        date,
        postDate: null,
        description: `${security} ${text}`,
        vendor: security,
        security,
        symbol,
        text,
        quantity: '',
        price: '',
        cents,
        category: 'deposit',
        section: 'Dividends, Interest & Other Income',
      };
      if (rng.chance(0.6)) {
        items.push(r);
        balance += r.cents;
        const shares = (cents / price).toFixed(3);
        r = {
          date,
          postDate: null,
          description: `${security} REINVESTMENT`,
          vendor: security,
          security,
          symbol,
          text: 'REINVESTMENT',
          quantity: shares,
          price: amount(price),
          cents: -cents,
          category: 'electronic',
          section: 'Reinvestments',
        };
      }
    }
    if (balance + r.cents < 0) continue;
    balance += r.cents;
    items.push(r);
  }
  const interest = Math.round((balance * 0.043 * 31) / 365);
  items.push({
    date: end,
    postDate: null,
    description: 'INTEREST EARNED SCHWAB GOVERNMENT MONEY FUND',
    vendor: 'INTEREST',
    security: '',
    symbol: '',
    text: 'INTEREST EARNED SCHWAB GOVERNMENT MONEY FUND',
    quantity: '',
    price: '',
    cents: interest,
    category: 'interest',
    section: 'Dividends, Interest & Other Income',
  });
  const sections = ['Deposits', 'Withdrawals', 'Dividends, Interest & Other Income', 'Reinvestments'] as const;
  const ordered = sections.flatMap((s) => items.filter((a) => a.section === s));
  const rows = expectedRows(ordered, opening, { balances: 'none' });
  const closing = closingOf(items, opening);
  const head =
    '<tr><th style="width:10%">Settle Date</th><th style="width:24%">Security</th><th>Symbol</th><th>Description</th><th class="num">Quantity</th><th class="num">Price</th><th class="num">Amount</th></tr>';
  const sectionHtml = sections
    .map((s) => {
      const list = items.filter((a) => a.section === s);
      const body = list
        .map(
          (a) =>
            `<tr><td>${dateFormats.mmdd(a.date)}</td><td>${esc(a.security)}</td><td>${a.symbol}</td><td>${esc(a.text)}</td><td class="num">${a.quantity}</td><td class="num">${a.price}</td><td class="num">${a.cents < 0 ? `-${money(-a.cents)}` : money(a.cents)}</td></tr>`,
        )
        .join('');
      const t = sum(list);
      return `<h2>${esc(s)}</h2><table class="tx">${head}${body}<tr class="tot"><td colspan="6">Total ${esc(s)}</td><td class="num">${t < 0 ? `-${money(-t)}` : money(t)}</td></tr></table>`;
    })
    .join('');
  let core = opening;
  const coreBody = [...items]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((a) => {
      core += a.cents;
      return `<tr><td>${dateFormats.mmdd(a.date)}</td><td>${a.cents > 0 ? 'You bought' : 'You sold'}</td><td>SCHWAB GOVERNMENT MONEY FUND</td><td class="num">${(Math.abs(a.cents) / 100).toFixed(3)}</td><td class="num">$1.00</td><td class="num">${a.cents > 0 ? `-${money(a.cents)}` : money(-a.cents)}</td><td class="num">${money(core)}</td></tr>`;
    })
    .join('');
  const deposits = sum(items.filter((a) => a.section === 'Deposits'));
  const withdrawals = -sum(items.filter((a) => a.section === 'Withdrawals'));
  const income = sum(items.filter((a) => a.section === 'Dividends, Interest & Other Income'));
  const reinvested = -sum(items.filter((a) => a.section === 'Reinvestments'));
  const holdings = secs.map(([n, s, p]) => [n, s, rng.int(20, 400), p] as const);
  const invested = holdings.reduce((t, [, , q, p]) => t + q * p, 0);
  const html = page(
    `
    <div style="display:flex;justify-content:space-between">
      <div><h1 style="color:#00a0df">Meridian Brokerage</h1><div>Brokerage services by Meridian Securities LLC, Member SIPC</div></div>
      <div style="text-align:right"><b>Cash Management Account</b><br>Account Number 4418-2093<br>Statement Period October 1-31, 2026</div>
    </div>
    ${address(['THEODORE A BRANDT', 'TOD: JULIA BRANDT', '55 RIVERSIDE DR APT 9C', 'NEW YORK NY 10024'])}
    <table class="sum" style="width:60%"><tr><th colspan="2">Change in Account Value</th></tr>
      <tr><td>Beginning Account Value</td><td class="num">${money(opening + invested - 31_200)}</td></tr>
      <tr><td>Deposits</td><td class="num">${money(deposits)}</td></tr>
      <tr><td>Withdrawals</td><td class="num">-${money(withdrawals)}</td></tr>
      <tr><td>Dividends, Interest &amp; Other Income</td><td class="num">${money(income)}</td></tr>
      <tr><td>Change in Investment Value</td><td class="num">${money(31_200 + reinvested)}</td></tr>
      <tr><td><b>Ending Account Value</b></td><td class="num"><b>${money(closing + invested)}</b></td></tr></table>
    <table class="sum" style="width:60%"><tr><th colspan="2">Core Account: Schwab Government Money Fund (SWGXX)</th></tr>
      <tr><td>Beginning Core Balance</td><td class="num">${money(opening)}</td></tr>
      <tr><td>Ending Core Balance</td><td class="num">${money(closing)}</td></tr>
      <tr><td>7-Day Yield</td><td class="num">4.30%</td></tr></table>
    <h2 style="font-size:13pt">Activity</h2>${sectionHtml}
    <h2>Core Fund Activity</h2>
    <table class="tx"><tr><th>Settle Date</th><th>Transaction</th><th>Description</th><th class="num">Quantity</th><th class="num">Price</th><th class="num">Amount</th><th class="num">Balance</th></tr>${coreBody}</table>
    <h2>Holdings</h2>
    <table class="tx"><tr><th>Security</th><th>Symbol</th><th class="num">Quantity</th><th class="num">Price</th><th class="num">Market Value</th></tr>
    ${holdings.map(([n, s, q, p]) => `<tr><td>${n}</td><td>${s}</td><td class="num">${q}.000</td><td class="num">${money(p)}</td><td class="num">${money(q * p)}</td></tr>`).join('')}
    <tr><td>SCHWAB GOVERNMENT MONEY FUND</td><td>SWGXX</td><td class="num">${(closing / 100).toFixed(3)}</td><td class="num">$1.00</td><td class="num">${money(closing)}</td></tr></table>
  `,
    `.sum { margin-bottom:8pt } .sum th { background:#e5f4fb } .tot td { font-weight:bold; border-top:0.5pt solid #999 } .tx td { border-bottom: 0.3pt solid #e5e5e5 }`,
  );
  return statement(
    'brokerage-sweep',
    'chromium',
    [
      'a brokerage cash management account whose cash is a core money fund: Beginning / Ending Core Balance, a Change in Account Value summary with holdings in it',
      'activity in sections (Deposits, Withdrawals, Dividends Interest & Other Income, Reinvestments), each Settle Date | Security | Symbol | Description | Quantity | Price | Amount with a Total line',
      'a Core Fund Activity table listing the same money again as `You bought` / `You sold` the core fund with a running balance; a holdings table',
    ],
    'THEODORE A BRANDT',
    undefined,
    [
      account({
        kind: 'checking',
        account_number_last4: '2093',
        name: 'Cash Management Account',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        transactions: rows,
      }),
    ],
    await htmlToPdf(html),
  );
}

export const UNSEEN_LAYOUTS_5: Array<{ name: string; build: () => Promise<Fixture> }> = [
  { name: 'unseen5-mortgage-escrow', build: () => mortgageEscrow(701) },
  { name: 'unseen5-hsa-tax-year', build: () => hsaTaxYear(702, 22) },
  { name: 'unseen5-au-transaction', build: () => auTransaction(703, 75) },
  { name: 'unseen5-ruled-amount-last', build: () => ruledAmountLast(704, 44) },
  { name: 'unseen5-copy-watermark', build: () => copyWatermark(705, 64) },
  { name: 'unseen5-spanish-us', build: () => spanishUs(706, 48) },
  { name: 'unseen5-card-new-year', build: () => cardNewYear(707, 40) },
  { name: 'unseen5-brokerage-sweep', build: () => brokerageSweep(708, 30) },
];
