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
 * A second red team's statements (`unseen2-*`): layouts imitating real US, Canadian and UK banks and card issuers
 * whose combination of traits neither the other families nor `unseen-layouts` print, written before reading the
 * parser. Written only on request (`generate.ts --prefix=unseen2-`): a statement here is a measurement.
 */
interface Fixture {
  name: string;
  pdf: Buffer;
  expected: ExpectedStatement;
}

const FAMILY = 'unseen-layouts-2';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
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
    name: `unseen2-${name}`,
    pdf,
    expected: { family: FAMILY, producer, covers, account_holder: holder, ...(pages ? { page_count: pages } : {}), accounts },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 1. A regional bank whose first page prints its summary panel down the right side beside the transaction table,
//    on the same 11-point grid (balances, an average daily balance, rewards points, a "Questions? Call" box), so the
//    panel's lines share baselines with rows. Times, Date | Description | Amount | Balance, signed amounts.
async function rightPanel(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Times';
  const start = '2026-06-01';
  const end = '2026-06-30';
  const opening = rng.int(250_000, 700_000);
  const activity = bankActivity(rng, start, end, count, opening);
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const w = new PdfkitWriter(70, 720);
  w.size = 8.5;
  const header = (y: number) => {
    put(w, face, 'Date', 40, y, { bold: true });
    put(w, face, 'Description', 76, y, { bold: true });
    put(w, face, 'Amount', 338, y, { bold: true, right: true });
    put(w, face, 'Balance', 402, y, { bold: true, right: true });
  };
  w.onNewPage = (x) => {
    put(x, face, 'RIDGELINE SAVINGS BANK  |  Everyday Checking  |  Account ending 5532  |  June 1 - June 30, 2026', 40, 40, { size: 7.5 });
    header(56);
    x.y = 70;
  };
  put(w, face, 'RIDGELINE SAVINGS BANK', 40, 36, { bold: true, size: 16 });
  put(w, face, 'Everyday Checking', 572, 36, { bold: true, right: true, size: 11 });
  put(w, face, 'Account number: XXXXXX5532', 572, 52, { right: true });
  put(w, face, 'Statement period: 06/01/2026 through 06/30/2026', 572, 63, { right: true });
  let y = 84;
  for (const line of ['TOBIAS R WENTWORTH', '88 LANTERN HILL DR', 'ASHEVILLE NC 28803']) {
    put(w, face, line, 56, y, { size: 9.5 });
    y += 11.5;
  }
  put(w, face, 'Transaction Detail', 40, 136, { bold: true, size: 10.5 });
  header(154);
  const line = 11;
  const panelTop = 168;
  const panel: Array<[string, string, boolean?]> = [
    ['ACCOUNT SUMMARY', '', true],
    ['Beginning Balance', money(opening)],
    ['Deposits & Credits', `+${money(totals.deposits_cents)}`],
    ['Withdrawals & Debits', `-${money(totals.withdrawals_cents)}`],
    ['Ending Balance', money(closing), true],
    ['', ''],
    ['Average Daily Balance', money(Math.round((opening + closing) / 2 + rng.int(-20_000, 20_000)))],
    ['Days in Period', '30'],
    ['Interest Paid YTD', '$0.00'],
    ['', ''],
    ['REWARDS', '', true],
    ['Points earned this period', String(rng.int(100, 900))],
    ['Points balance', rng.int(3_000, 19_000).toLocaleString('en-US')],
    ['', ''],
    ['QUESTIONS?', '', true],
    ['Call 1-800-555-0142', ''],
    ['24 hours a day, 7 days a week', ''],
    ['ridgelinesavings.com', ''],
  ];
  for (const [i, [label, figure, bold]] of panel.entries()) {
    put(w, face, label, 428, panelTop + i * line, { bold: !!bold });
    if (figure) put(w, face, figure, 572, panelTop + i * line, { right: true, bold: !!bold });
  }
  w.y = panelTop;
  for (const [i, a] of activity.entries()) {
    const lines = wrapIn(w, face, a.description, 196);
    w.ensure(line * lines.length);
    put(w, face, dateFormats.mmdd(a.date), 40, w.y);
    put(w, face, signed(a.cents), 338, w.y, { right: true });
    put(w, face, amount(rows[i]?.balance_cents ?? 0), 402, w.y, { right: true });
    for (const l of lines) {
      put(w, face, l, 76, w.y);
      w.y += line;
    }
  }
  w.ensure(30);
  w.y += 6;
  put(w, face, `Ending Balance on 06/30/2026: ${money(closing)}`, 40, w.y, { bold: true });
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, total) => put(x, face, `Page ${n} of ${total}   Member FDIC`, 306, 752, { size: 7 }));
  return statement(
    'right-panel',
    'pdfkit',
    [
      'summary panel down the right of page 1 on the rows’ baselines (balances, rewards, a Questions? box)',
      'Times, Date | Description | Amount | Balance with a narrow table',
      'an Average Daily Balance figure in the panel',
    ],
    'TOBIAS R WENTWORTH',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '5532',
        name: 'Everyday Checking',
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
// 2. A community bank listing by day: Date | Description | Debits | Credits | Daily Balance, every row dated, and after
//    each day a "Total for 03/04/2026" line with the day's debits, credits and the ending balance (no balance on rows).
async function dailyTotals(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-03-01';
  const end = '2026-03-31';
  const opening = rng.int(150_000, 500_000);
  const activity = bankActivity(rng, start, end, count, opening);
  // A row's balance is what the statement prints on the row: the day's balance stands on its "Total for" line, not on
  // the day's last row (that line's figures could one day be checked as a page figure is).
  const rows = expectedRows(activity, opening, { balances: 'none' });
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const w = new PdfkitWriter(64, 716);
  const header = (y: number) => {
    put(w, face, 'Date', 40, y, { bold: true, size: 8 });
    put(w, face, 'Description', 86, y, { bold: true, size: 8 });
    put(w, face, 'Debits', 430, y, { bold: true, size: 8, right: true });
    put(w, face, 'Credits', 500, y, { bold: true, size: 8, right: true });
    put(w, face, 'Daily Balance', 572, y, { bold: true, size: 8, right: true });
  };
  w.onNewPage = (x) => {
    put(x, face, 'Pinecrest Community Bank - Small Business Checking - Acct ***0917 - 03/01/2026 to 03/31/2026', 40, 36, { size: 7.5 });
    header(50);
    x.y = 64;
  };
  put(w, face, 'Pinecrest Community Bank', 40, 34, { bold: true, size: 15 });
  put(w, face, 'STATEMENT OF ACCOUNT', 572, 36, { bold: true, right: true, size: 10 });
  put(w, face, 'Statement Dates 03/01/2026 thru 03/31/2026', 572, 50, { right: true, size: 8.5 });
  put(w, face, 'Account Number ********0917', 572, 61, { right: true, size: 8.5 });
  let y = 80;
  for (const l of ['GREENLEAF LANDSCAPE SUPPLY INC', 'PO BOX 1190', 'FLAGSTAFF AZ 86002']) {
    put(w, face, l, 56, y, { size: 9.5 });
    y += 11.5;
  }
  y += 14;
  put(w, face, 'SMALL BUSINESS CHECKING', 40, y, { bold: true, size: 10 });
  y += 16;
  const debits = activity.filter((a) => a.cents < 0).length;
  const credits = activity.filter((a) => a.cents > 0).length;
  const summary: Array<[string, string]> = [
    ['Previous Statement Balance', money(opening)],
    [`${credits} Credits totaling`, amount(totals.deposits_cents)],
    [`${debits} Debits totaling`, amount(totals.withdrawals_cents)],
    ['Current Balance', money(closing)],
  ];
  for (const [label, figure] of summary) {
    put(w, face, label, 56, y);
    put(w, face, figure, 300, y, { right: true });
    y += 12;
  }
  y += 12;
  put(w, face, 'ACCOUNT TRANSACTIONS', 40, y, { bold: true, size: 10 });
  y += 15;
  header(y);
  w.y = y + 14;
  let balance = opening;
  for (let i = 0; i < activity.length;) {
    const date = activity[i]?.date ?? start;
    const day = activity.filter((a) => a.date === date);
    for (const a of day) {
      balance += a.cents;
      const lines = wrapIn(w, face, a.description, 270);
      w.ensure(11 * lines.length + 14);
      put(w, face, dateFormats.mmddyyyy(a.date), 40, w.y);
      put(w, face, amount(a.cents), a.cents < 0 ? 430 : 500, w.y, { right: true });
      for (const l of lines) {
        put(w, face, l, 86, w.y);
        w.y += 11;
      }
    }
    const dayDebits = -day.filter((a) => a.cents < 0).reduce((s, a) => s + a.cents, 0);
    const dayCredits = day.filter((a) => a.cents > 0).reduce((s, a) => s + a.cents, 0);
    put(w, face, `Total for ${dateFormats.mmddyyyy(date)}`, 86, w.y, { bold: true });
    put(w, face, amount(dayDebits), 430, w.y, { right: true, bold: true });
    put(w, face, amount(dayCredits), 500, w.y, { right: true, bold: true });
    put(w, face, amount(balance), 572, w.y, { right: true, bold: true });
    w.y += 15;
    i += day.length;
  }
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, total) => put(x, face, `Page ${n} of ${total}`, 572, 752, { right: true, size: 7 }));
  return statement(
    'daily-totals',
    'pdfkit',
    [
      'Date | Description | Debits | Credits | Daily Balance, MM/DD/YYYY on every row',
      'a "Total for MM/DD/YYYY" line after each day with the day’s debits, credits and ending balance',
      '"n Credits totaling" / "n Debits totaling" summary',
    ],
    'GREENLEAF LANDSCAPE SUPPLY INC',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '0917',
        name: 'SMALL BUSINESS CHECKING',
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
// 3. An Amex-style charge card: "Closing Date 07/14/26", Previous Balance / Payments/Credits / New Charges / Fees /
//    Interest Charged / New Balance; Payments, Credits and New Charges sections; each card member's name and
//    "Card Ending 7-51004" heading their charges; a city / phone line under each merchant; foreign spend lines
//    ("EURO 567.00", "Currency Exchange Rate 1.0800") under some; "06/20/26*" posting-date stars; credits "-$45.00".
async function amexStyle(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-06-15';
  const end = '2026-07-14';
  const previous = rng.int(150_000, 600_000);
  const raw = cardActivity(rng, start, end, count);
  const cities = ['NEW YORK NY', '800-555-0199', 'SEATTLE WA', 'AUSTIN TX', 'CHICAGO IL', 'www.amazon.com WA'];
  const payments: Activity[] = [
    {
      date: '2026-06-20',
      postDate: '2026-06-20',
      description: 'AUTOPAY PAYMENT RECEIVED - THANK YOU',
      vendor: 'AUTOPAY PAYMENT RECEIVED',
      cents: previous,
      category: 'payment',
    },
  ];
  const credits = raw.filter((a) => a.cents > 0 && a.description !== 'Payment Thank You - Web');
  const charges = raw.filter((a) => a.cents < 0);
  const members = [
    { name: 'JORDAN A REYES', card: '7-51004' },
    { name: 'PRIYA REYES', card: '7-52012' },
  ];
  const detail = (a: Activity): Activity & { lines: string[] } => {
    const lines = [a.description.replace(/ [A-Z .]+ [A-Z]{2}$/, ''), rng.pick(cities)];
    if (a.cents < 0 && rng.chance(0.15)) {
      const rate = 1.05 + rng.int(0, 400) / 10_000;
      lines.push(`EURO ${amount(Math.round(-a.cents / rate))}`, `Currency Exchange Rate ${rate.toFixed(4)}`);
    }
    return { ...a, lines, description: lines.join(' ') };
  };
  const groups = members.map((m, i) => ({ ...m, items: charges.filter((_, j) => (j % 3 === 1) === (i === 1)).map(detail) }));
  const credited = credits.map(detail);
  const printed = [...payments, ...credited, ...groups.flatMap((g) => g.items)];
  const rows = expectedRows(printed, previous, { isCard: true, balances: 'none' });
  const closing = previous - sum(printed);
  const paid = sum(payments) + sum(credited);
  const newCharges = -sum(charges);

  const w = new PdfkitWriter(64, 716);
  w.size = 8.5;
  w.onNewPage = (x) => {
    put(x, face, 'JORDAN A REYES', 40, 32, { bold: true, size: 9 });
    put(x, face, 'Account Ending 7-51004', 572, 32, { right: true, size: 8 });
    put(x, face, 'Closing Date 07/14/26', 572, 43, { right: true, size: 8 });
    x.y = 64;
  };
  put(w, face, 'COLUMBIA EXPRESS', 40, 32, { bold: true, size: 16 });
  put(w, face, 'Business Gold Card', 40, 52, { size: 10 });
  put(w, face, 'Prepared for', 330, 32, { size: 7.5 });
  put(w, face, 'JORDAN A REYES', 330, 42, { bold: true, size: 9 });
  put(w, face, 'REYES ARCHITECTURE PLLC', 330, 53, { size: 8 });
  put(w, face, 'Account Ending', 480, 32, { size: 7.5 });
  put(w, face, '7-51004', 480, 42, { bold: true, size: 9 });
  put(w, face, 'Closing Date 07/14/26', 572, 64, { right: true, size: 8 });
  put(w, face, 'Next Closing Date 08/13/26', 572, 75, { right: true, size: 8 });
  let y = 100;
  put(w, face, 'New Balance', 40, y, { bold: true, size: 10 });
  put(w, face, money(closing), 250, y, { right: true, bold: true, size: 10 });
  put(w, face, 'Account Summary', 330, y, { bold: true, size: 10 });
  y += 14;
  put(w, face, 'Minimum Payment Due', 40, y);
  put(w, face, money(Math.round(closing * 0.02) + 3_500), 250, y, { right: true });
  const summary: Array<[string, string]> = [
    ['Previous Balance', money(previous)],
    ['Payments/Credits', `-${money(paid)}`],
    ['New Charges', `+${money(newCharges)}`],
    ['Fees', '+$0.00'],
    ['Interest Charged', '+$0.00'],
    ['New Balance', money(closing)],
  ];
  for (const [i, [label, figure]] of summary.entries()) {
    put(w, face, label, 330, y + i * 11);
    put(w, face, figure, 572, y + i * 11, { right: true });
  }
  y += 14;
  put(w, face, 'Payment Due Date', 40, y);
  put(w, face, '08/08/26', 250, y, { right: true });
  y += 14;
  put(w, face, 'Late Payment Warning: If we do not receive your Minimum', 40, y, { size: 7 });
  put(w, face, 'Payment by 08/08/26, you may have to pay a late fee of up to $40.00.', 40, y + 9, { size: 7 });
  y = 200;
  put(w, face, 'Days in Billing Period: 30', 330, y, { size: 8 });
  y += 22;
  put(w, face, 'Payments and Credits', 40, y, { bold: true, size: 11 });
  y += 16;
  put(w, face, '* Indicates posting date', 40, y, { size: 7 });
  y += 12;
  w.y = y;
  const heading = (title: string) => {
    w.ensure(40);
    put(w, face, title, 40, w.y, { bold: true, size: 9.5 });
    put(w, face, 'Amount', 572, w.y, { bold: true, right: true });
    w.y += 14;
  };
  const item = (a: Activity & { lines?: string[] }, star: boolean) => {
    const lines = a.lines ?? [a.description];
    w.ensure(11 * lines.length);
    put(w, face, `${dateFormats.mmddyy(a.date)}${star ? '*' : ''}`, 40, w.y);
    put(w, face, a.cents > 0 ? `-${money(a.cents)}` : money(-a.cents), 572, w.y, { right: true });
    for (const l of lines) {
      put(w, face, l, 100, w.y);
      w.y += 11;
    }
    w.y += 2;
  };
  heading('Payments');
  for (const a of payments) item(a, true);
  w.y += 6;
  heading('Credits');
  for (const a of credited) item(a, false);
  w.y += 6;
  put(w, face, 'Total Payments and Credits', 100, w.y, { bold: true });
  put(w, face, `-${money(paid)}`, 572, w.y, { right: true, bold: true });
  w.y += 20;
  w.ensure(60);
  put(w, face, 'New Charges', 40, w.y, { bold: true, size: 11 });
  w.y += 16;
  for (const g of groups) {
    w.ensure(50);
    put(w, face, g.name, 40, w.y, { bold: true, size: 9.5 });
    put(w, face, `Card Ending ${g.card}`, 250, w.y, { size: 8.5 });
    put(w, face, 'Amount', 572, w.y, { bold: true, right: true });
    w.y += 14;
    for (const a of g.items) item(a, false);
    w.y += 8;
  }
  put(w, face, 'Total New Charges', 100, w.y, { bold: true });
  put(w, face, money(newCharges), 572, w.y, { right: true, bold: true });
  w.y += 20;
  w.ensure(80);
  put(w, face, 'Fees', 40, w.y, { bold: true, size: 11 });
  w.y += 14;
  put(w, face, 'Total Fees for this Period', 100, w.y);
  put(w, face, '$0.00', 572, w.y, { right: true });
  w.y += 20;
  put(w, face, 'Interest Charged', 40, w.y, { bold: true, size: 11 });
  w.y += 14;
  put(w, face, 'Total Interest Charged for this Period', 100, w.y);
  put(w, face, '$0.00', 572, w.y, { right: true });
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, total) => put(x, face, `p. ${n}/${total}`, 572, 752, { right: true, size: 7 }));
  return statement(
    'amex-style',
    'pdfkit',
    [
      'charge card: Closing Date only (period from Days in Billing Period)',
      'Payments / Credits / New Charges sections',
      'card member name and "Card Ending 7-51004" heading their charges',
      'a city or phone line under each merchant; foreign spend "EURO 567.00" and exchange-rate lines',
      '"06/20/26*" posting-date star; credits "-$45.00", charges "$45.00"',
    ],
    'JORDAN A REYES',
    w.pages,
    [
      account({
        kind: 'credit_card',
        account_number_last4: '1004',
        name: 'Business Gold Card',
        period_start: start,
        period_end: end,
        opening_balance_cents: previous,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: paid, withdrawals_cents: newCharges },
        transactions: rows.map((r) => ({ ...r, posting_date: null })),
      }),
    ],
    pdf,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 4. A card issuer that groups purchases under category headings (Merchandise, Restaurants, Gasoline, Travel,
//    Services, Supermarkets), each closed by its category total, after a Payments and Credits block: Chromium,
//    "Jun 03" dates, Trans. Date | Post Date | Description | Amount, a cashback panel.
const CATEGORY: Record<string, string> = {
  STARBUCKS: 'Restaurants',
  'BLUE BOTTLE COFFEE': 'Restaurants',
  "JOE'S PIZZA": 'Restaurants',
  DOORDASH: 'Restaurants',
  'SHELL OIL': 'Gasoline',
  CHEVRON: 'Gasoline',
  'DELTA AIR LINES': 'Travel/Entertainment',
  MARRIOTT: 'Travel/Entertainment',
  UBER: 'Travel/Entertainment',
  LYFT: 'Travel/Entertainment',
  'WHOLEFDS MKT': 'Supermarkets',
  'TRADER JOE S': 'Supermarkets',
  KROGER: 'Supermarkets',
  'NETFLIX.COM': 'Services',
  'SPOTIFY USA': 'Services',
};

async function categoryCard(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-05-22';
  const end = '2026-06-21';
  const previous = rng.int(30_000, 250_000);
  const raw = cardActivity(rng, start, end, count);
  const credits = raw.filter((a) => a.cents > 0);
  const purchases = raw.filter((a) => a.cents < 0);
  const order = ['Merchandise', 'Restaurants', 'Supermarkets', 'Gasoline', 'Travel/Entertainment', 'Services'];
  const groups = order
    .map((c) => ({ name: c, items: purchases.filter((a) => (CATEGORY[a.vendor] ?? 'Merchandise') === c) }))
    .filter((g) => g.items.length > 0);
  const printed = [...credits, ...groups.flatMap((g) => g.items)];
  const rows = expectedRows(printed, previous, { isCard: true, balances: 'none' });
  const closing = previous - sum(printed);
  const d = (iso: string) => `${MON[parts(iso).m - 1]} ${pad(parts(iso).d)}`;
  const tr = (a: Activity) =>
    `<tr><td>${d(a.date)}</td><td>${d(a.postDate ?? a.date)}</td><td>${esc(a.description)}</td><td class="num">${a.cents > 0 ? `-$${amount(a.cents)}` : `$${amount(-a.cents)}`}</td></tr>`;
  const body =
    `<tr><td colspan="4" class="cat">PAYMENTS AND CREDITS</td></tr>${credits.map(tr).join('')}` +
    `<tr class="tot"><td></td><td></td><td>Total Payments and Credits</td><td class="num">-$${amount(sum(credits))}</td></tr>` +
    `<tr><td colspan="4" class="cat">PURCHASES</td></tr>` +
    groups
      .map(
        (g) =>
          `<tr><td colspan="4" class="sub">${esc(g.name)}</td></tr>${g.items.map(tr).join('')}<tr class="tot"><td></td><td></td><td>Total ${esc(g.name)}</td><td class="num">$${amount(-sum(g.items))}</td></tr>`,
      )
      .join('') +
    `<tr class="tot"><td></td><td></td><td>Total Purchases</td><td class="num">$${amount(-sum(purchases))}</td></tr>`;
  const html = page(
    `
    <div style="display:flex;justify-content:space-between"><h1>HORIZON CARD SERVICES</h1>
    <div style="text-align:right">Horizon Cashback Card<br>Account number ending in 8842<br>Open Date: May 22, 2026 - Close Date: Jun 21, 2026</div></div>
    ${address(['DELPHINE OKONKWO', '215 WILLOW BEND CT', 'OVERLAND PARK KS 66213'])}
    <div style="display:flex;gap:20pt">
    <table style="width:55%" class="s">
      <tr><td colspan="2"><b>Account Summary</b></td></tr>
      <tr><td>Previous Balance</td><td class="num">$${amount(previous)}</td></tr>
      <tr><td>Payments and Credits</td><td class="num">-$${amount(sum(credits))}</td></tr>
      <tr><td>Purchases</td><td class="num">+$${amount(-sum(purchases))}</td></tr>
      <tr><td>Balance Transfers</td><td class="num">+$0.00</td></tr>
      <tr><td>Cash Advances</td><td class="num">+$0.00</td></tr>
      <tr><td>Fees Charged</td><td class="num">+$0.00</td></tr>
      <tr><td>Interest Charged</td><td class="num">+$0.00</td></tr>
      <tr><td><b>New Balance</b></td><td class="num"><b>$${amount(closing)}</b></td></tr>
      <tr><td>Credit Line</td><td class="num">$12,000.00</td></tr>
      <tr><td>Credit Line Available</td><td class="num">$${amount(1_200_000 - closing)}</td></tr>
    </table>
    <div class="box" style="width:38%"><b>Cashback Bonus&reg;</b><br>Opening Balance $${amount(rng.int(500, 9_000))}<br>Earned this period $${amount(Math.round(-sum(purchases) / 100))}<br>Redeemed this period $0.00<br><b>Payment Due Date Jul 16, 2026</b><br>Minimum Payment Due $35.00</div>
    </div>
    <h2>Transactions</h2>
    <table><thead><tr><th style="width:10%">Trans. Date</th><th style="width:10%">Post Date</th><th>Description</th><th class="num">Amount</th></tr></thead>
    <tbody>${body}</tbody></table>
    <div class="box">Interest Charge Calculation: Purchases 24.99% (v) $0.00. Your Annual Percentage Rate (APR) is the annual interest rate on your account.</div>
  `,
    '.cat { font-weight: bold; padding-top: 8pt; font-size: 9.5pt; } .sub { font-weight: bold; font-style: italic; padding-top: 5pt; } .tot td { font-weight: bold; border-top: 0.5px solid #999; } .s td { padding: 0.8pt 4pt; }',
  );
  return statement(
    'category-card',
    'chromium',
    [
      'card purchases grouped under category headings (Merchandise, Restaurants, Gasoline, …) with category totals',
      'PAYMENTS AND CREDITS block first with its total',
      '"Jun 03" dates, Open Date / Close Date period',
      'cashback panel with an opening balance of its own',
    ],
    'DELPHINE OKONKWO',
    undefined,
    [
      account({
        kind: 'credit_card',
        account_number_last4: '8842',
        name: 'Horizon Cashback Card',
        period_start: start,
        period_end: end,
        opening_balance_cents: previous,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: sum(credits), withdrawals_cents: -sum(purchases) },
        transactions: rows,
      }),
    ],
    await htmlToPdf(html),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 5. A commercial bank printing a reference / trace line of digits under every row, MM/DD/YYYY dates over a period
//    crossing the new year, Date | Description | Debits | Credits | Balance in Courier.
function memoLine(rng: Rng, a: Activity): string {
  if (a.category === 'check') return `CHECK SERIAL 00000${a.checkNumber ?? 0}`;
  if (a.category === 'card' || a.category === 'atm') return `REF ${String(rng.int(100_000, 999_999))}${String(rng.int(100_000, 999_999))}`;
  if (a.category === 'deposit') return `TRACE 0210000${rng.int(10_000_000, 99_999_999)}`;
  return `SEQ ${String(rng.int(1, 99_999)).padStart(10, '0')} AUTH ${rng.int(100_000, 999_999)}`;
}

async function traceMemo(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Courier';
  const start = '2026-12-16';
  const end = '2027-01-15';
  const opening = rng.int(400_000, 1_200_000);
  const base = bankActivity(rng, start, end, count, opening);
  const memos = base.map((a) => memoLine(rng, a));
  const activity = base.map((a, i) => ({ ...a, description: `${a.description} ${memos[i]}` }));
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const w = new PdfkitWriter(66, 720);
  w.size = 7.5;
  const header = (y: number) => {
    put(w, face, 'DATE', 36, y, { bold: true });
    put(w, face, 'DESCRIPTION', 92, y, { bold: true });
    put(w, face, 'DEBITS', 432, y, { bold: true, right: true });
    put(w, face, 'CREDITS', 500, y, { bold: true, right: true });
    put(w, face, 'BALANCE', 576, y, { bold: true, right: true });
  };
  w.onNewPage = (x) => {
    put(x, face, 'LAKESHORE COMMERCIAL BANK      ANALYZED BUSINESS CHECKING      ACCOUNT 3300418826', 36, 36);
    put(x, face, 'STATEMENT PERIOD 12/16/2026 - 01/15/2027', 36, 46);
    header(58);
    x.y = 70;
  };
  put(w, face, 'LAKESHORE COMMERCIAL BANK', 36, 34, { bold: true, size: 13 });
  put(w, face, 'ANALYZED BUSINESS CHECKING', 576, 36, { right: true, bold: true, size: 9 });
  put(w, face, 'ACCOUNT 3300418826', 576, 48, { right: true });
  put(w, face, 'STATEMENT PERIOD 12/16/2026 - 01/15/2027', 576, 58, { right: true });
  let y = 80;
  for (const l of ['BRIGHTWATER MARINE SERVICES CORP', '1200 HARBOR POINT BLVD', 'MILWAUKEE WI 53202']) {
    put(w, face, l, 56, y, { size: 9 });
    y += 11;
  }
  y += 14;
  const summary: Array<[string, string]> = [
    ['BEGINNING BALANCE 12/16/2026', amount(opening)],
    [`DEBITS (${totals.withdrawals_count})`, amount(totals.withdrawals_cents)],
    [`CREDITS (${totals.deposits_count})`, amount(totals.deposits_cents)],
    ['ENDING BALANCE 01/15/2027', amount(closing)],
  ];
  for (const [label, figure] of summary) {
    put(w, face, label, 56, y);
    put(w, face, figure, 330, y, { right: true });
    y += 10;
  }
  y += 12;
  put(w, face, 'ACCOUNT ACTIVITY', 36, y, { bold: true, size: 9 });
  y += 14;
  header(y);
  w.y = y + 13;
  for (const [i, a] of base.entries()) {
    const lines = wrapIn(w, face, a.description, 290);
    w.ensure(10 * (lines.length + 1) + 3);
    put(w, face, dateFormats.mmddyyyy(a.date), 36, w.y);
    put(w, face, amount(a.cents), a.cents < 0 ? 432 : 500, w.y, { right: true });
    put(w, face, amount(rows[i]?.balance_cents ?? 0), 576, w.y, { right: true });
    for (const l of lines) {
      put(w, face, l, 92, w.y);
      w.y += 10;
    }
    put(w, face, memos[i] ?? '', 104, w.y, { size: 6.5 });
    w.y += 13;
  }
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, total) => put(x, face, `PAGE ${n} OF ${total}`, 576, 752, { right: true, size: 7 }));
  return statement(
    'trace-memo',
    'pdfkit',
    [
      'a reference / trace line of digits under every row (REF 0001…, TRACE 0210000…, CHECK SERIAL …)',
      'MM/DD/YYYY dates across the new year',
      'Courier, DEBITS | CREDITS | BALANCE, summary counts in parentheses',
    ],
    'BRIGHTWATER MARINE SERVICES CORP',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '8826',
        name: 'ANALYZED BUSINESS CHECKING',
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
// 6. An online business bank's HTML statement: Description | Date | Amount | Balance (description first),
//    "−45.00 USD" amounts with the currency after them, "Jun 2, 2026" dates, account shown as "••4821".
async function descriptionFirstUsd(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-06-01';
  const end = '2026-06-30';
  const opening = rng.int(800_000, 3_000_000);
  const activity = bankActivity(rng, start, end, count, opening);
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const usd = (c: number) => `${signed(c)} USD`;
  const d = (iso: string) => `${MON[parts(iso).m - 1]} ${parts(iso).d}, ${parts(iso).y}`;
  const body = activity
    .map(
      (a, i) =>
        `<tr><td>${esc(a.description)}</td><td class="dt">${d(a.date)}</td><td class="num">${usd(a.cents)}</td><td class="num">${usd(rows[i]?.balance_cents ?? 0)}</td></tr>`,
    )
    .join('');
  const html = page(
    `
    <div style="display:flex;justify-content:space-between;align-items:flex-start"><h1 style="font-weight:600">Keel</h1>
    <div style="text-align:right">Statement for June 2026<br>Jun 1, 2026 – Jun 30, 2026</div></div>
    <p style="margin:10pt 0 2pt"><b>Quartermast Studio, Inc.</b><br>548 Market St #71204<br>San Francisco, CA 94104</p>
    <p>Business Checking ••4821 &nbsp;·&nbsp; Routing 091311229</p>
    <table class="s" style="width:60%">
      <tr><td>Beginning balance</td><td class="num">${usd(opening)}</td></tr>
      <tr><td>Money in</td><td class="num">${usd(totals.deposits_cents)}</td></tr>
      <tr><td>Money out</td><td class="num">${usd(-totals.withdrawals_cents)}</td></tr>
      <tr><td><b>Ending balance</b></td><td class="num"><b>${usd(closing)}</b></td></tr>
    </table>
    <h2>Transactions</h2>
    <table><thead><tr><th>Description</th><th>Date</th><th class="num">Amount</th><th class="num">Balance</th></tr></thead>
    <tbody>${body}</tbody></table>
    <p style="font-size:7.5pt;color:#555">Banking services provided by Choice Financial Group, Member FDIC. Deposits are insured up to $250,000 per depositor.</p>
  `,
    "body { font-family: 'DejaVu Sans', sans-serif; font-size: 8pt; } .dt { white-space: nowrap; width: 15%; } td { border-bottom: 0.5px solid #ddd; } .s td { border: 0; }",
  );
  return statement(
    'description-first-usd',
    'chromium',
    [
      'Description | Date | Amount | Balance (description first)',
      '"-45.00 USD" amounts and balances with the currency after them',
      '"Jun 2, 2026" dates; account shown as "••4821"; Money in / Money out',
    ],
    'Quartermast Studio, Inc.',
    undefined,
    [
      account({
        kind: 'checking',
        account_number_last4: '4821',
        name: 'Business Checking',
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
// 7. A Canadian chequing account that goes overdrawn: Date | Description | Cheques & Debits ($) | Deposits & Credits ($)
//    | Balance ($), "02 Jun" dates printed once a day, the balance on each day's last row only, a minus sign only on
//    the balance while overdrawn, Opening / Closing Balance rows in the list, an overdraft interest row.
async function canadaOverdrawn(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-06-01';
  const end = '2026-06-30';
  const lent = 500_000;
  const base = bankActivity(rng, start, end, count, lent);
  // The account opens low enough that it dips below zero in the middle of the month.
  let low = lent;
  let run = lent;
  for (const a of base) {
    run += a.cents;
    low = Math.min(low, run);
  }
  const opening = lent - low - rng.int(150_000, 300_000);
  const activity: Activity[] = [
    ...base,
    { date: end, postDate: null, description: 'OVERDRAFT INTEREST', vendor: 'OVERDRAFT INTEREST', cents: -rng.int(50, 900), category: 'fee' },
  ];
  const rows = expectedRows(activity, opening, { balances: 'last-of-day' });
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const bal = (c: number) => (c < 0 ? `-${amount(-c)}` : amount(c));
  const w = new PdfkitWriter(64, 716);
  const header = (y: number) => {
    put(w, face, 'Date', 40, y, { bold: true, size: 8 });
    put(w, face, 'Description', 84, y, { bold: true, size: 8 });
    put(w, face, 'Cheques & Debits ($)', 420, y, { bold: true, size: 8, right: true });
    put(w, face, 'Deposits & Credits ($)', 500, y, { bold: true, size: 8, right: true });
    put(w, face, 'Balance ($)', 572, y, { bold: true, size: 8, right: true });
  };
  w.onNewPage = (x) => {
    put(x, face, 'Your account number: 05621-1043387', 40, 36, { size: 8 });
    put(x, face, 'June 1, 2026 to June 30, 2026', 572, 36, { right: true, size: 8 });
    put(x, face, 'Details of your account activity - continued', 40, 48, { bold: true, size: 9 });
    header(62);
    x.y = 76;
  };
  put(w, face, 'NORTHERN CROWN BANK', 40, 34, { bold: true, size: 15 });
  put(w, face, 'Everyday Chequing Account statement', 40, 52, { size: 10 });
  put(w, face, 'June 1, 2026 to June 30, 2026', 572, 36, { right: true, size: 9 });
  put(w, face, 'Your account number: 05621-1043387', 572, 48, { right: true, size: 8.5 });
  let y = 82;
  for (const l of ['MATHIEU GAGNON-REID', '41 ELGIN ST UNIT 904', 'OTTAWA ON K1P 5K6']) {
    put(w, face, l, 56, y, { size: 9.5 });
    y += 11.5;
  }
  y += 14;
  put(w, face, 'Summary of your account for this period', 40, y, { bold: true, size: 10 });
  y += 15;
  const summary: Array<[string, string]> = [
    ['Your opening balance on June 1, 2026', `$${bal(opening)}`],
    ['Total deposits into your account', `+ ${amount(totals.deposits_cents)}`],
    ['Total withdrawals from your account', `- ${amount(totals.withdrawals_cents)}`],
    ['Your closing balance on June 30, 2026', `= ${closing < 0 ? '-' : ''}$${amount(Math.abs(closing))}`],
  ];
  for (const [label, figure] of summary) {
    put(w, face, label, 56, y);
    put(w, face, figure, 330, y, { right: true });
    y += 12;
  }
  put(w, face, 'Overdraft Protection limit: $1,000.00', 360, y - 48, { size: 8 });
  put(w, face, 'Overdraft interest rate: 21.00%', 360, y - 36, { size: 8 });
  y += 12;
  put(w, face, 'Details of your account activity', 40, y, { bold: true, size: 10 });
  y += 15;
  header(y);
  w.y = y + 14;
  put(w, face, pad(1) + ' Jun', 40, w.y);
  put(w, face, 'Opening Balance', 84, w.y);
  put(w, face, bal(opening), 572, w.y, { right: true });
  w.y += 11;
  let lastDate = '';
  for (const [i, a] of activity.entries()) {
    const lines = wrapIn(w, face, a.description, 250);
    w.ensure(11 * lines.length);
    if (a.date !== lastDate) put(w, face, `${pad(parts(a.date).d)} ${MON[parts(a.date).m - 1]}`, 40, w.y);
    lastDate = a.date;
    put(w, face, amount(a.cents), a.cents < 0 ? 420 : 500, w.y, { right: true });
    const b = rows[i]?.balance_cents;
    if (b !== null && b !== undefined) put(w, face, bal(b), 572, w.y, { right: true });
    for (const l of lines) {
      put(w, face, l, 84, w.y);
      w.y += 11;
    }
  }
  w.ensure(14);
  put(w, face, '30 Jun', 40, w.y);
  put(w, face, 'Closing Balance', 84, w.y, { bold: true });
  put(w, face, bal(closing), 572, w.y, { right: true, bold: true });
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, total) => put(x, face, `${n} of ${total}`, 572, 752, { right: true, size: 7 }));
  return statement(
    'canada-overdrawn',
    'pdfkit',
    [
      'Canadian chequing: Cheques & Debits ($) | Deposits & Credits ($) | Balance ($)',
      '"02 Jun" dates once a day, balance on the day’s last row only',
      'overdrawn mid-month: a minus sign only on the balance',
      'Opening / Closing Balance rows in the list, "Details of your account activity - continued"',
    ],
    'MATHIEU GAGNON-REID',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '3387',
        name: 'Everyday Chequing',
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
// 8. A UK building society's savings account: dd/mm/yyyy dates (day first, days of 12 or less common), Date |
//    Description | Paid out | Paid in | Balance in pounds, a monthly interest row, Gross rate / AER sentences with
//    percentages and pound figures, "Balance brought forward" / "Balance carried forward".
async function ukSavingsAer(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Times';
  const start = '2026-06-01';
  const end = '2026-06-30';
  const opening = rng.int(800_000, 2_500_000);
  const activity: Activity[] = [];
  let balance = opening;
  for (let i = 0; i < count - 1; i++) {
    const date = addDays(start, Math.floor(((i + 1) * 28) / count));
    const out = rng.chance(0.45) && balance > 200_000;
    const cents = out ? -rng.int(5_000, 150_000) : rng.int(2_500, 90_000);
    const description = out
      ? rng.pick(['TRANSFER TO CURRENT A/C 20-45-77 11893402', 'FASTER PAYMENT TO M HOLLOWAY REF SAVINGS', 'ONLINE WITHDRAWAL'])
      : rng.pick(['STANDING ORDER FROM 40-11-62 71029384', 'FASTER PAYMENT FROM J HOLLOWAY REF POT 2', 'BANK GIRO CREDIT REF 0092']);
    balance += cents;
    activity.push({
      date,
      postDate: null,
      description,
      vendor: description.split(' ').slice(0, 3).join(' '),
      cents,
      category: out ? 'electronic' : 'deposit',
    });
  }
  const interest = Math.round((balance * 0.041) / 12);
  activity.push({ date: end, postDate: null, description: 'INTEREST PAID GROSS', vendor: 'INTEREST PAID', cents: interest, category: 'interest' });
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const gbp = (c: number) => `£${amount(c)}`;
  const ddmm = (iso: string) => `${pad(parts(iso).d)}/${pad(parts(iso).m)}/${parts(iso).y}`;
  const w = new PdfkitWriter(64, 716);
  w.size = 9;
  const header = (y: number) => {
    put(w, face, 'Date', 48, y, { bold: true });
    put(w, face, 'Description', 112, y, { bold: true });
    put(w, face, 'Paid out', 410, y, { bold: true, right: true });
    put(w, face, 'Paid in', 480, y, { bold: true, right: true });
    put(w, face, 'Balance', 560, y, { bold: true, right: true });
  };
  w.onNewPage = (x) => {
    put(x, face, 'Easy Access Saver  -  Account number 43917265  -  Statement 01/06/2026 to 30/06/2026', 48, 38, { size: 8 });
    header(54);
    x.y = 68;
  };
  put(w, face, 'Wessex & Downs Building Society', 48, 36, { bold: true, size: 15 });
  put(w, face, 'Easy Access Saver', 560, 38, { right: true, bold: true, size: 11 });
  put(w, face, 'Sort code 20-45-77   Account number 43917265', 560, 53, { right: true, size: 8.5 });
  put(w, face, 'Statement period 01/06/2026 to 30/06/2026', 560, 64, { right: true, size: 8.5 });
  let y = 84;
  for (const l of ['Mrs Rosalind Holloway', '12 Abbey Mews', 'Sherborne', 'DT9 3AH']) {
    put(w, face, l, 60, y, { size: 10 });
    y += 12;
  }
  y += 14;
  const para = [
    `Your interest rate this period was 4.10% gross (4.18% AER, variable). Interest of ${gbp(interest)} was paid into this account on 30/06/2026.`,
    `Annual Equivalent Rate (AER) illustrates what the interest rate would be if interest was paid and compounded once each year. On a balance of £10,000.00 held for a year you would earn £418.00.`,
    `Total interest paid this tax year (from 06/04/2026): ${gbp(interest * 3 - rng.int(0, 400))}. Tax-free allowance used: 38%.`,
  ];
  for (const p of para)
    for (const l of wrapIn(w, face, p, 500)) {
      put(w, face, l, 48, y);
      y += 11;
    }
  y += 10;
  put(w, face, 'Your transactions', 48, y, { bold: true, size: 11 });
  y += 16;
  header(y);
  w.y = y + 14;
  put(w, face, ddmm(start), 48, w.y);
  put(w, face, 'Balance brought forward', 112, w.y);
  put(w, face, amount(opening), 560, w.y, { right: true });
  w.y += 12;
  for (const [i, a] of activity.entries()) {
    w.ensure(12);
    put(w, face, ddmm(a.date), 48, w.y);
    put(w, face, a.description, 112, w.y);
    put(w, face, amount(Math.abs(a.cents)), a.cents < 0 ? 410 : 480, w.y, { right: true });
    put(w, face, amount(rows[i]?.balance_cents ?? 0), 560, w.y, { right: true });
    w.y += 12;
  }
  put(w, face, ddmm(end), 48, w.y);
  put(w, face, 'Balance carried forward', 112, w.y, { bold: true });
  put(w, face, amount(closing), 560, w.y, { right: true, bold: true });
  w.y += 22;
  put(w, face, `Total paid out ${gbp(totals.withdrawals_cents)}     Total paid in ${gbp(totals.deposits_cents)}`, 48, w.y);
  w.y += 14;
  put(w, face, 'Your deposit is protected by the Financial Services Compensation Scheme up to £85,000.', 48, w.y, { size: 8 });
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, total) => put(x, face, `Page ${n} of ${total}`, 560, 752, { right: true, size: 7.5 }));
  return statement(
    'uk-savings-aer',
    'pdfkit',
    [
      'UK savings: dd/mm/yyyy dates (day first), Paid out | Paid in | Balance, £ in the text only',
      'Gross rate / AER sentences with percentages and pound figures above the list',
      'Balance brought / carried forward rows, a monthly interest row',
    ],
    'Mrs Rosalind Holloway',
    w.pages,
    [
      account({
        kind: 'savings',
        account_number_last4: '7265',
        name: 'Easy Access Saver',
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
// 9. A sectioned statement over several pages where every page repeats the running section's heading with
//    "(continued)" and its column header: Deposits and Additions, Electronic Withdrawals, Card Purchases, then
//    Checks Paid three across with "*" gap markers; "Jun 2" dates; no running balance; a daily balance list.
async function continuedSections(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-06-01';
  const end = '2026-06-30';
  const opening = rng.int(400_000, 1_000_000);
  const activity = bankActivity(rng, start, end, count, opening);
  const checks = activity.filter((a) => a.category === 'check');
  for (const [i, c] of checks.entries()) {
    const gap = i > 0 && (c.checkNumber ?? 0) - (checks[i - 1]?.checkNumber ?? 0) > 1;
    c.description = `${c.checkNumber}${gap ? '*' : ''}`;
    c.vendor = 'Check';
  }
  const sections: Array<{ title: string; items: Activity[] }> = [
    { title: 'Deposits and Additions', items: activity.filter((a) => a.cents > 0) },
    { title: 'Electronic Withdrawals', items: activity.filter((a) => a.category === 'electronic' || a.category === 'fee') },
    { title: 'Card Purchases and ATM Withdrawals', items: activity.filter((a) => a.category === 'card' || a.category === 'atm') },
  ];
  const printed = [...sections.flatMap((s) => s.items), ...checks];
  const rows = expectedRows(printed, opening, { balances: 'none' });
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const d = (iso: string) => `${MON[parts(iso).m - 1]} ${parts(iso).d}`;
  const w = new PdfkitWriter(80, 712);
  w.size = 8.5;
  let current = '';
  const header = (y: number) => {
    put(w, face, 'Date', 44, y, { bold: true, size: 8 });
    put(w, face, 'Description', 96, y, { bold: true, size: 8 });
    put(w, face, 'Amount', 568, y, { bold: true, size: 8, right: true });
  };
  const cols = [44, 220, 396];
  const checkHeader = (yy: number) => {
    for (const x of cols) {
      put(w, face, 'Check No.', x, yy, { bold: true, size: 8 });
      put(w, face, 'Date Paid', x + 54, yy, { bold: true, size: 8 });
      put(w, face, 'Amount', x + 168, yy, { bold: true, size: 8, right: true });
    }
  };
  w.onNewPage = (x) => {
    put(x, face, 'Account Number: 000000781203664   June 1, 2026 through June 30, 2026', 44, 36, { size: 7.5 });
    if (current) {
      put(x, face, `${current} (continued)`, 44, 52, { bold: true, size: 10 });
      if (current === 'Checks Paid') checkHeader(66);
      else header(66);
    }
    x.y = 80;
  };
  put(w, face, 'SUMMIT & PINE BANK', 44, 34, { bold: true, size: 15 });
  put(w, face, 'June 1, 2026 through June 30, 2026', 568, 36, { right: true, size: 8.5 });
  put(w, face, 'Account Number: 000000781203664', 568, 47, { right: true, size: 8.5 });
  let y = 76;
  for (const l of ['ORCHARD LANE DENTAL GROUP PC', '5 ORCHARD LN STE 210', 'LEXINGTON KY 40503']) {
    put(w, face, l, 60, y, { size: 9.5 });
    y += 11.5;
  }
  y += 16;
  put(w, face, 'Performance Business Checking', 44, y, { bold: true, size: 11 });
  y += 16;
  const summary: Array<[string, string, string]> = [
    ['Beginning Balance', '', money(opening)],
    ['Deposits and Additions', String(totals.deposits_count), amount(totals.deposits_cents)],
    ['Electronic Withdrawals', String(sections[1]?.items.length ?? 0), `-${amount(-sum(sections[1]?.items ?? []))}`],
    ['Card Purchases and ATM Withdrawals', String(sections[2]?.items.length ?? 0), `-${amount(-sum(sections[2]?.items ?? []))}`],
    ['Checks Paid', String(checks.length), `-${amount(-sum(checks))}`],
    ['Ending Balance', String(activity.length), money(closing)],
  ];
  put(w, face, 'INSTANCES', 330, y, { bold: true, size: 7.5, right: true });
  put(w, face, 'AMOUNT', 430, y, { bold: true, size: 7.5, right: true });
  y += 11;
  for (const [label, n, figure] of summary) {
    put(w, face, label, 56, y);
    put(w, face, n, 330, y, { right: true });
    put(w, face, figure, 430, y, { right: true });
    y += 11.5;
  }
  w.y = y + 12;
  for (const s of sections) {
    w.ensure(60);
    current = '';
    put(w, face, s.title.toUpperCase(), 44, w.y, { bold: true, size: 10 });
    w.y += 15;
    header(w.y);
    w.y += 13;
    current = s.title;
    for (const a of s.items) {
      const lines = wrapIn(w, face, a.description, 360);
      w.ensure(11 * lines.length);
      put(w, face, d(a.date), 44, w.y);
      put(w, face, s.title === 'Deposits and Additions' ? money(a.cents) : `-${money(-a.cents)}`, 568, w.y, { right: true });
      for (const l of lines) {
        put(w, face, l, 96, w.y);
        w.y += 11;
      }
    }
    w.ensure(16);
    put(w, face, `Total ${s.title}`, 96, w.y, { bold: true });
    put(w, face, s.title === 'Deposits and Additions' ? money(sum(s.items)) : `-${money(-sum(s.items))}`, 568, w.y, { bold: true, right: true });
    w.y += 22;
    current = '';
  }
  w.ensure(60);
  put(w, face, 'CHECKS PAID', 44, w.y, { bold: true, size: 10 });
  w.y += 15;
  current = 'Checks Paid';
  checkHeader(w.y);
  w.y += 13;
  const perCol = Math.ceil(checks.length / 3);
  for (let r = 0; r < perCol; r++) {
    w.ensure(11);
    for (const [ci, x] of cols.entries()) {
      const c = checks[ci * perCol + r];
      if (!c) continue;
      put(w, face, c.description, x, w.y);
      put(w, face, d(c.date), x + 54, w.y);
      put(w, face, amount(-c.cents), x + 168, w.y, { right: true });
    }
    w.y += 11;
  }
  put(w, face, '* Indicates a break in check number sequence', 44, w.y + 2, { size: 7 });
  w.y += 14;
  put(w, face, 'Total Checks Paid', 96, w.y, { bold: true });
  put(w, face, `-${money(-sum(checks))}`, 568, w.y, { bold: true, right: true });
  w.y += 22;
  current = '';
  w.ensure(80);
  put(w, face, 'DAILY ENDING BALANCE', 44, w.y, { bold: true, size: 10 });
  w.y += 15;
  const dates = [...new Set(activity.map((a) => a.date))];
  let bal = opening;
  const ends = dates.map((dt) => {
    bal += sum(activity.filter((a) => a.date === dt));
    return [dt, bal] as const;
  });
  for (let i = 0; i < ends.length; i += 4) {
    w.ensure(11);
    for (let k = 0; k < 4; k++) {
      const e = ends[i + k];
      if (!e) continue;
      put(w, face, d(e[0]), 44 + k * 132, w.y);
      put(w, face, money(e[1]), 44 + k * 132 + 115, w.y, { right: true });
    }
    w.y += 11;
  }
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, total) => put(x, face, `Page ${n} of ${total}`, 568, 752, { right: true, size: 7 }));
  // Checks: the three-across list reads down each column, the order the truth keeps (as the real SouthState
  // statement's truth reads its two-column check table: 1001-1005 down the left, then 1006-1009).
  return statement(
    'continued-sections',
    'pdfkit',
    [
      'sections whose heading repeats with "(continued)" and its column header atop every page',
      'Deposits / Electronic Withdrawals / Card Purchases with minus-signed "-$45.00" amounts and Total lines',
      'Checks Paid three across read down the columns, "*" gap markers, INSTANCES | AMOUNT summary',
      '"Jun 2" dates, a daily ending balance grid four across',
    ],
    'ORCHARD LANE DENTAL GROUP PC',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '3664',
        name: 'Performance Business Checking',
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

export const UNSEEN_LAYOUTS_2: Array<{ name: string; build: () => Promise<Fixture> }> = [
  { name: 'unseen2-right-panel', build: () => rightPanel(401, 70) },
  { name: 'unseen2-daily-totals', build: () => dailyTotals(402, 60) },
  { name: 'unseen2-amex-style', build: () => amexStyle(403, 55) },
  { name: 'unseen2-category-card', build: () => categoryCard(404, 50) },
  { name: 'unseen2-trace-memo', build: () => traceMemo(405, 75) },
  { name: 'unseen2-description-first-usd', build: () => descriptionFirstUsd(406, 45) },
  { name: 'unseen2-canada-overdrawn', build: () => canadaOverdrawn(407, 65) },
  { name: 'unseen2-uk-savings-aer', build: () => ukSavingsAer(408, 24) },
  { name: 'unseen2-continued-sections', build: () => continuedSections(409, 115) },
];
