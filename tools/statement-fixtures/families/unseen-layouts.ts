import { bankActivity, cardActivity } from '../activity.ts';
import { htmlToPdf } from '../chromium-pdf.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import { address, esc, page } from '../html-statement.ts';
import type { Activity, ExpectedAccount, ExpectedStatement, ExpectedTransaction } from '../model.ts';
import { addDays, dateFormats, formatAmount, parts, signed } from '../money.ts';
import { type Cell, PdfkitWriter, wrap } from '../pdfkit-writer.ts';
import { createRng, type Rng } from '../prng.ts';

/**
 * A red team's statements (`unseen-*`): layouts imitating real US, Canadian and UK banks and card issuers whose
 * combination of traits no other family prints, so the parser is measured on something it was not built
 * against. They are written only on request (`generate.ts --prefix=unseen-`), not by a full run: a statement
 * here is a measurement, not a promise the parser keeps.
 */
interface Fixture {
  name: string;
  pdf: Buffer;
  expected: ExpectedStatement;
}

const FAMILY = 'unseen-layouts';
const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const Mon = MON.map((m) => m[0] + m.slice(1).toLowerCase());
const pad = (n: number) => String(n).padStart(2, '0');
const money = (c: number) => formatAmount(c, { dollar: true });
const amount = (c: number) => formatAmount(c);
const sum = (items: Activity[]) => items.reduce((t, a) => t + a.cents, 0);

/** Prints one row: the cells on the first line, the description's further lines under it at `descX`. */
function printRow(w: PdfkitWriter, cells: Cell[], descX: number, lines: string[], lineHeight = 11): void {
  w.ensure(lineHeight * Math.max(1, lines.length));
  w.row([...cells, { text: lines[0] ?? '', x: descX }], lineHeight);
  for (const more of lines.slice(1)) w.row([{ text: more, x: descX }], lineHeight);
}

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
    name: `unseen-${name}`,
    pdf,
    expected: { family: FAMILY, producer, covers, account_holder: holder, ...(pages ? { page_count: pages } : {}), accounts },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 1. A card issuer: Trans Date | Post Date | Description | Amount, credits with a trailing " CR", interleaved with
//    the charges; Fees Charged and Interest Charged blocks with their own totals; Previous Balance,
//    Payments/Credits, Purchases/Debits, New Balance.
async function cardCrSuffix(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-02-13';
  const end = '2026-03-12';
  const previous = rng.int(60_000, 240_000);
  const activity = cardActivity(rng, start, end, count);
  const fees: Activity[] = [
    {
      date: '2026-02-27',
      postDate: '2026-02-27',
      description: 'FOREIGN TRANSACTION FEE',
      vendor: 'FOREIGN TRANSACTION FEE',
      cents: -rng.int(90, 700),
      category: 'fee',
    },
    { date: end, postDate: end, description: 'LATE FEE', vendor: 'LATE FEE', cents: -3_900, category: 'fee' },
  ];
  const interest: Activity[] = [
    {
      date: end,
      postDate: end,
      description: 'INTEREST CHARGE ON PURCHASES',
      vendor: 'INTEREST CHARGE ON PURCHASES',
      cents: -rng.int(800, 4_500),
      category: 'interest',
    },
  ];
  const printed = [...activity, ...fees, ...interest];
  const rows = expectedRows(printed, previous, { isCard: true, balances: 'none' });
  const credits = activity.filter((a) => a.cents > 0);
  const debits = activity.filter((a) => a.cents < 0);
  const closing = previous - sum(printed);

  const w = new PdfkitWriter(62, 715);
  const header = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'Trans Date', x: 44, bold: true, size: 8 },
        { text: 'Post Date', x: 96, bold: true, size: 8 },
        { text: 'Description', x: 150, bold: true, size: 8 },
        { text: 'Amount', x: 566, right: true, bold: true, size: 8 },
      ],
      14,
    );
  w.onNewPage = (x) => {
    x.cell({ text: 'CASCADE NATIONAL BANK   Business Platinum Mastercard   Account Number Ending in 6620', x: 44, size: 7.5 }, 34);
    x.cell({ text: 'Statement Closing Date 03/12/2026', x: 566, right: true, size: 7.5 }, 44);
    header(x);
  };
  w.cell({ text: 'CASCADE NATIONAL BANK', x: 44, bold: true, size: 14 }, 34);
  w.cell({ text: 'Business Platinum Mastercard', x: 566, right: true, bold: true, size: 10 }, 36);
  w.cell({ text: 'Account Number Ending in 6620', x: 566, right: true, size: 8.5 }, 50);
  w.cell({ text: 'Billing Cycle 02/13/2026 - 03/12/2026', x: 566, right: true, size: 8.5 }, 62);
  w.y = 80;
  for (const line of ['NORTHFIELD CABINETRY LLC', 'ATTN: PAT OKAFOR', '3100 INDUSTRIAL PKWY', 'BOISE ID 83705'])
    w.row([{ text: line, x: 60, size: 9.5 }], 11.5);
  w.gap(12);
  w.row([{ text: 'Account Summary', x: 44, bold: true, size: 10 }], 14);
  const summary: Array<[string, string]> = [
    ['Previous Balance', money(previous)],
    ['Payments/Credits', `- ${money(sum(credits))}`],
    ['Purchases/Debits', `+ ${money(-sum(debits))}`],
    ['Cash Advances', '+ $0.00'],
    ['Fees Charged', `+ ${money(-sum(fees))}`],
    ['Interest Charged', `+ ${money(-sum(interest))}`],
    ['New Balance', money(closing)],
  ];
  for (const [label, figure] of summary)
    w.row(
      [
        { text: label, x: 56, bold: label === 'New Balance' },
        { text: figure, x: 300, right: true, bold: label === 'New Balance' },
      ],
      12,
    );
  w.cell({ text: 'Payment Due Date: 04/06/2026', x: 340, size: 9 }, w.y - 80);
  w.cell({ text: 'Minimum Payment Due: $40.00', x: 340, size: 9 }, w.y - 68);
  w.cell({ text: 'Credit Limit: $15,000.00   Available Credit: ' + money(1_500_000 - closing), x: 340, size: 8 }, w.y - 56);
  w.gap(8);
  w.row(
    [
      {
        text: 'Late Payment Warning: If we do not receive your minimum payment by 04/06/2026, you may have to pay a late fee of up to $41.00.',
        x: 44,
        size: 7.5,
      },
    ],
    14,
  );
  w.row([{ text: 'Transactions', x: 44, bold: true, size: 10 }], 14);
  header(w);
  const cr = (a: Activity) => (a.cents > 0 ? `${amount(a.cents)} CR` : amount(-a.cents));
  const dated = (a: Activity): Cell[] => [
    { text: dateFormats.mmdd(a.date), x: 44 },
    { text: dateFormats.mmdd(a.postDate ?? a.date), x: 96 },
    { text: cr(a), x: 566, right: true },
  ];
  for (const a of activity) printRow(w, dated(a), 150, wrap(w.doc, a.description, 300, w.size));
  w.ensure(60);
  w.gap(6);
  w.row([{ text: 'Fees Charged', x: 44, bold: true }], 13);
  for (const a of fees) printRow(w, dated(a), 150, [a.description]);
  w.row(
    [
      { text: 'Total Fees Charged This Period', x: 150, bold: true },
      { text: money(-sum(fees)), x: 566, right: true, bold: true },
    ],
    15,
  );
  w.ensure(50);
  w.row([{ text: 'Interest Charged', x: 44, bold: true }], 13);
  for (const a of interest) printRow(w, dated(a), 150, [a.description]);
  w.row(
    [
      { text: 'Total Interest Charged This Period', x: 150, bold: true },
      { text: money(-sum(interest)), x: 566, right: true, bold: true },
    ],
    15,
  );
  w.ensure(60);
  w.gap(8);
  w.row([{ text: '2026 Totals Year-to-Date', x: 44, bold: true }], 13);
  w.row(
    [
      { text: 'Total fees charged in 2026', x: 56 },
      { text: money(-sum(fees) + 3_900), x: 300, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: 'Total interest charged in 2026', x: 56 },
      { text: money(-sum(interest) * 2 + 311), x: 300, right: true },
    ],
    12,
  );
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, total) => {
    x.cell({ text: 'Cascade National Bank, P.O. Box 30281, Salt Lake City, UT 84130-0281', x: 44, size: 7 }, 752);
    x.cell({ text: `Page ${n} of ${total}`, x: 566, right: true, size: 7 }, 752);
  });
  return statement(
    'card-cr-suffix',
    'pdfkit',
    [
      'card: Trans Date | Post Date | Description | Amount',
      'credits with a trailing " CR" among the charges',
      'Fees Charged / Interest Charged blocks with totals',
      'Previous Balance, Payments/Credits, Purchases/Debits, New Balance',
    ],
    'NORTHFIELD CABINETRY LLC',
    w.pages,
    [
      account({
        kind: 'credit_card',
        account_number_last4: '6620',
        name: 'Business Platinum Mastercard',
        period_start: start,
        period_end: end,
        opening_balance_cents: previous,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: sum(credits), withdrawals_cents: -(sum(debits) + sum(fees) + sum(interest)) },
        transactions: rows,
      }),
    ],
    pdf,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 2. A Canadian card across the new year: "DEC 14" transaction and posting dates, "-$500.00" credits and
//    "$45.00" charges, foreign purchases with "USD 45.00 @ 1.3625" under them, Previous Statement Balance.
async function cardCanadaMonthNames(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-12-12';
  const end = '2027-01-11';
  const previous = rng.int(40_000, 180_000);
  const activity: Array<Activity & { foreign?: string }> = cardActivity(rng, start, end, count).map((a) => {
    if (a.cents >= 0 || !rng.chance(0.18)) return a;
    const rate = 1.3 + rng.int(0, 900) / 10_000;
    const foreign = `USD ${amount(Math.round(-a.cents / rate))} @ ${rate.toFixed(4)}`;
    return { ...a, description: `${a.description} ${foreign}`, foreign };
  });
  const interest: Activity = {
    date: end,
    postDate: end,
    description: 'PURCHASE INTEREST',
    vendor: 'PURCHASE INTEREST',
    cents: -rng.int(300, 3_000),
    category: 'interest',
  };
  const printed = [...activity, interest];
  const rows = expectedRows(printed, previous, { isCard: true, balances: 'none' });
  const credits = activity.filter((a) => a.cents > 0);
  const debits = activity.filter((a) => a.cents < 0);
  const closing = previous - sum(printed);
  const day = (iso: string) => `${MON[parts(iso).m - 1]} ${pad(parts(iso).d)}`;
  const body = printed
    .map((a) => {
      const f = (a as { foreign?: string }).foreign;
      const own = f ? a.description.slice(0, -f.length - 1) : a.description;
      return `<tr><td>${day(a.date)}</td><td>${day(a.postDate ?? a.date)}</td><td class="desc">${esc(own)}${f ? `<br><span class="fx">${esc(f)}</span>` : ''}</td><td class="num">${a.cents > 0 ? `-${money(a.cents)}` : money(-a.cents)}</td></tr>`;
    })
    .join('');
  const html = page(
    `
    <div style="display:flex; justify-content:space-between"><h1>MAPLE TRUST FINANCIAL</h1><div style="text-align:right">Maple Cash Back Visa Infinite*<br>Card number 4520 XXXX XXXX 3087</div></div>
    ${address(['ELODIE FRASER', '4410 RUE SAINT-DENIS APT 2', 'MONTREAL QC H2J 2L1'])}
    <table style="width:55%" class="sum">
      <tr><td>Statement period</td><td class="num">Dec 12, 2026 to Jan 11, 2027</td></tr>
      <tr><td>Statement date</td><td class="num">Jan 11, 2027</td></tr>
      <tr><td>Previous Statement Balance</td><td class="num">${money(previous)}</td></tr>
      <tr><td>Payments &amp; credits</td><td class="num">-${money(sum(credits))}</td></tr>
      <tr><td>Purchases &amp; debits</td><td class="num">${money(-sum(debits))}</td></tr>
      <tr><td>Cash advances</td><td class="num">$0.00</td></tr>
      <tr><td>Interest</td><td class="num">${money(-interest.cents)}</td></tr>
      <tr><td>Fees</td><td class="num">$0.00</td></tr>
      <tr><td><b>New Balance</b></td><td class="num"><b>${money(closing)}</b></td></tr>
      <tr><td>Minimum Payment</td><td class="num">$10.00</td></tr>
      <tr><td>Payment Due Date</td><td class="num">Feb 1, 2027</td></tr>
    </table>
    <div class="box">Your credit limit is $8,500.00. Estimated time to pay: if you make only the minimum payment each month, you will pay off the balance shown on this statement in about 12 year(s) and 4 month(s).</div>
    <h2>Transactions since your last statement</h2>
    <table>
      <thead><tr><th style="width:11%">TRANSACTION DATE</th><th style="width:11%">POSTING DATE</th><th>ACTIVITY DESCRIPTION</th><th class="num">AMOUNT ($)</th></tr></thead>
      <tbody>${body}</tbody>
    </table>
    <div class="box">* Trademark of Visa International Service Association. Foreign currency transactions are converted to Canadian dollars at a rate 2.5% above the rate on the date of posting.</div>
  `,
    '.desc { white-space: nowrap; } .fx { font-size: 8pt; color: #333; } .sum td { padding: 1pt 4pt; }',
  );
  return statement(
    'card-ca-month-names',
    'chromium',
    [
      'Canadian card',
      '"DEC 14" transaction and posting dates across the new year',
      '"-$500.00" credits, "$45.00" charges',
      'foreign amount and rate on a line under the purchase',
      'Previous Statement Balance',
    ],
    'ELODIE FRASER',
    undefined,
    [
      account({
        kind: 'credit_card',
        account_number_last4: '3087',
        name: 'Maple Cash Back Visa Infinite*',
        period_start: start,
        period_end: end,
        opening_balance_cents: previous,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: sum(credits), withdrawals_cents: -(sum(debits) + interest.cents) },
        transactions: rows,
      }),
    ],
    await htmlToPdf(html),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 3. A big bank's sections with no running balance: "Deposits and other additions", "Withdrawals and other
//    subtractions" (minus-signed), "Checks" two across, "Service fees", each closed by its "Total ..." line;
//    MM/DD/YY dates; "Daily ledger balances" three across; a page header with the account number and period on
//    every page and "Page 2 of 4"; a footer with the bank's address and "Member FDIC".
async function sectionsLedgerBalances(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-07-01';
  const end = '2026-07-31';
  const opening = rng.int(300_000, 900_000);
  const activity = bankActivity(rng, start, end, count, opening).map((a) =>
    a.category === 'check' ? { ...a, description: String(a.checkNumber), vendor: 'Check' } : a,
  );
  const deposits = activity.filter((a) => a.cents > 0);
  const withdrawals = activity.filter((a) => a.cents < 0 && (a.category === 'card' || a.category === 'atm' || a.category === 'electronic'));
  const checks = activity.filter((a) => a.category === 'check');
  const fees = activity.filter((a) => a.category === 'fee' && a.cents < 0);
  // A gap in the check numbers is marked with "*" after the number, as the bank prints it.
  for (const [i, c] of checks.entries())
    if (i > 0 && (c.checkNumber ?? 0) - (checks[i - 1]?.checkNumber ?? 0) > 1) c.description = `${c.checkNumber}*`;
  const printed = [...deposits, ...withdrawals, ...checks, ...fees];
  const rows = expectedRows(printed, opening, { balances: 'none' });
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const d = (iso: string) => dateFormats.mmddyy(iso);

  const w = new PdfkitWriter(78, 712);
  const top = (x: PdfkitWriter) => {
    x.cell({ text: 'WESTBROOK HOME HEALTH LLC  !  Account # 4417 2093 5518  !  July 1, 2026 to July 31, 2026', x: 40, size: 7.5 }, 40);
  };
  w.onNewPage = top;
  w.cell({ text: 'Harborview Bank', x: 40, bold: true, size: 16 }, 34);
  w.cell({ text: 'Your Business Advantage Fundamentals Banking', x: 572, right: true, bold: true, size: 9 }, 38);
  w.cell({ text: 'for July 1, 2026 to July 31, 2026', x: 572, right: true, size: 8 }, 50);
  w.cell({ text: 'Account number: 4417 2093 5518', x: 572, right: true, size: 8 }, 61);
  w.y = 84;
  for (const line of ['WESTBROOK HOME HEALTH LLC', '2207 COLLINS AVE STE 300', 'CHARLOTTE NC 28204-1121'])
    w.row([{ text: line, x: 56, size: 9.5 }], 11.5);
  w.gap(14);
  w.row([{ text: 'Account summary', x: 40, bold: true, size: 11 }], 16);
  const summary: Array<[string, string]> = [
    ['Beginning balance on July 1, 2026', money(opening)],
    ['Deposits and other additions', amount(sum(deposits))],
    ['Withdrawals and other subtractions', `-${amount(-sum(withdrawals))}`],
    ['Checks', `-${amount(-sum(checks))}`],
    ['Service fees', `-${amount(-sum(fees))}`],
    ['Ending balance on July 31, 2026', money(closing)],
  ];
  for (const [label, figure] of summary)
    w.row(
      [
        { text: label, x: 46, bold: label.startsWith('Ending') },
        { text: figure, x: 300, right: true, bold: label.startsWith('Ending') },
      ],
      12,
    );
  w.cell({ text: `# of deposits/credits: ${deposits.length}`, x: 340 }, w.y - 60);
  w.cell({ text: `# of withdrawals/debits: ${withdrawals.length + checks.length + fees.length}`, x: 340 }, w.y - 48);
  w.cell({ text: `# of days in cycle: 31`, x: 340 }, w.y - 36);
  w.gap(12);
  const section = (title: string, items: Activity[], sign: string, total: string) => {
    w.ensure(50);
    w.row([{ text: title, x: 40, bold: true, size: 10.5 }], 15);
    w.row(
      [
        { text: 'Date', x: 40, bold: true, size: 8 },
        { text: 'Description', x: 100, bold: true, size: 8 },
        { text: 'Amount', x: 572, right: true, bold: true, size: 8 },
      ],
      12,
    );
    for (const a of items)
      printRow(
        w,
        [
          { text: d(a.date), x: 40 },
          { text: `${sign}${amount(a.cents)}`, x: 572, right: true },
        ],
        100,
        wrap(w.doc, a.description, 360, w.size),
      );
    w.ensure(14);
    w.row(
      [
        { text: total, x: 100, bold: true },
        { text: `${sign}${money(sum(items))}`, x: 572, right: true, bold: true },
      ],
      16,
    );
    w.gap(4);
  };
  section('Deposits and other additions', deposits, '', 'Total deposits and other additions');
  section('Withdrawals and other subtractions', withdrawals, '-', 'Total withdrawals and other subtractions');
  if (checks.length) {
    w.ensure(50);
    w.row([{ text: 'Checks', x: 40, bold: true, size: 10.5 }], 15);
    w.row(
      [0, 1].flatMap((g) => [
        { text: 'Date', x: 40 + g * 270, bold: true, size: 8 },
        { text: 'Check #', x: 100 + g * 270, bold: true, size: 8 },
        { text: 'Amount', x: 290 + g * 270, right: true, bold: true, size: 8 },
      ]),
      12,
    );
    for (let i = 0; i < checks.length; i += 2)
      w.row(
        [checks[i], checks[i + 1]].flatMap((c, g) =>
          c
            ? [
                { text: d(c.date), x: 40 + g * 270 },
                { text: c.description, x: 100 + g * 270 },
                { text: `-${amount(c.cents)}`, x: 290 + g * 270, right: true },
              ]
            : [],
        ),
        12,
      );
    w.row(
      [
        { text: 'Total checks', x: 100, bold: true },
        { text: `-${money(sum(checks))}`, x: 572, right: true, bold: true },
      ],
      16,
    );
    w.row([{ text: '* There is a gap in sequential check numbers', x: 40, size: 7.5 }], 14);
  }
  if (fees.length) section('Service fees', fees, '-', 'Total service fees');
  // Daily ledger balances, three across.
  const days = [...new Set(activity.map((a) => a.date))];
  let running = opening;
  const balances = days.map((day) => {
    running += sum(activity.filter((a) => a.date === day));
    return [day, running] as const;
  });
  w.ensure(60);
  w.row([{ text: 'Daily ledger balances', x: 40, bold: true, size: 10.5 }], 15);
  w.row(
    [0, 1, 2].flatMap((g) => [
      { text: 'Date', x: 40 + g * 180, bold: true, size: 8 },
      { text: 'Balance ($)', x: 190 + g * 180, right: true, bold: true, size: 8 },
    ]),
    12,
  );
  const third = Math.ceil(balances.length / 3);
  for (let r = 0; r < third; r++)
    w.row(
      [0, 1, 2].flatMap((g) => {
        const b = balances[g * third + r];
        return b
          ? [
              { text: dateFormats.mmdd(b[0]), x: 40 + g * 180 },
              { text: amount(b[1]), x: 190 + g * 180, right: true },
            ]
          : [];
      }),
      11,
    );
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, total) => {
    x.cell({ text: `Page ${n} of ${total}`, x: 572, right: true, size: 8 }, 28);
    x.cell({ text: 'Harborview Bank, N.A.  P.O. Box 25118  Tampa, FL 33622-5118', x: 40, size: 7 }, 740);
    x.cell({ text: 'Member FDIC. Equal Housing Lender', x: 40, size: 7 }, 750);
  });
  return statement(
    'sections-ledger-balances',
    'pdfkit',
    [
      'sections each closed by a Total line, no running balance',
      'withdrawals printed with a leading minus',
      'MM/DD/YY dates',
      'checks two across with gap markers',
      'daily ledger balances three across',
      'page header with account number and period, Page n of N at the top',
      'footer with address and Member FDIC',
    ],
    'WESTBROOK HOME HEALTH LLC',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '5518',
        name: 'Business Advantage Fundamentals Banking',
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
// 4. A credit union's combined statement: Share Savings without activity, Share Draft with
//    Eff. Date | Transaction Description | Amount | Balance (minus-signed amounts, Previous/New Balance rows in the
//    list), and a Visa card with Trans | Post | Reference # | Description | Amount (credits minus-signed).
async function creditUnionCombined(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-05-01';
  const end = '2026-05-31';
  const opening = rng.int(200_000, 600_000);
  const draft = bankActivity(rng, start, end, count, opening).map((a) =>
    a.category === 'check' ? { ...a, description: `SHARE DRAFT #${a.checkNumber}`, vendor: 'SHARE DRAFT' } : a,
  );
  const draftRows = expectedRows(draft, opening);
  const draftClosing = closingOf(draft, opening);
  const savings = rng.int(50_000, 900_000);
  const cardPrevious = rng.int(20_000, 90_000);
  const card = cardActivity(rng, '2026-04-28', '2026-05-27', Math.max(8, Math.round(count / 3)));
  const cardRows = expectedRows(card, cardPrevious, { isCard: true, balances: 'none' });
  const cardClosing = cardPrevious - sum(card);
  const draftTotals = totalsOf(draft);

  const w = new PdfkitWriter(60, 715);
  w.onNewPage = (x) => {
    x.cell(
      { text: 'GRANITE VALLEY FEDERAL CREDIT UNION   Member Number: 0048213   Statement Period: 05/01/2026 - 05/31/2026', x: 40, size: 7.5 },
      34,
    );
  };
  w.cell({ text: 'GRANITE VALLEY', x: 40, bold: true, size: 15 }, 30);
  w.cell({ text: 'FEDERAL CREDIT UNION', x: 40, size: 9 }, 47);
  w.cell({ text: 'Statement Period: 05/01/2026 - 05/31/2026', x: 572, right: true, size: 8.5 }, 32);
  w.cell({ text: 'Member Number: 0048213', x: 572, right: true, size: 8.5 }, 44);
  w.y = 70;
  for (const line of ['MARCUS L BELL', 'JANELLE R BELL', '17 QUARRY HILL RD', 'BARRE VT 05641']) w.row([{ text: line, x: 56, size: 9.5 }], 11.5);
  w.gap(10);
  const head = (title: string, no: string) => {
    w.ensure(80);
    w.gap(6);
    w.rule(40, 572);
    w.row(
      [
        { text: title, x: 40, bold: true, size: 10.5 },
        { text: no, x: 572, right: true, size: 8.5 },
      ],
      15,
    );
  };
  head('PRIME SHARE SAVINGS', 'Account # ******7700');
  w.row(
    [
      { text: 'Previous Balance', x: 56 },
      { text: amount(savings), x: 300, right: true },
    ],
    11,
  );
  w.row(
    [
      { text: 'Deposits/Dividends', x: 56 },
      { text: '0.00', x: 300, right: true },
    ],
    11,
  );
  w.row(
    [
      { text: 'Withdrawals', x: 56 },
      { text: '0.00', x: 300, right: true },
    ],
    11,
  );
  w.row(
    [
      { text: 'New Balance', x: 56 },
      { text: amount(savings), x: 300, right: true },
    ],
    11,
  );
  w.row([{ text: 'No transactions this period.   Dividend Rate 0.050%   APY Earned 0.05%   YTD Dividends 1.62', x: 56, size: 8 }], 14);

  head('SHARE DRAFT CHECKING', 'Account # ******7731');
  const draftHeader = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'Eff. Date', x: 40, bold: true, size: 8 },
        { text: 'Transaction Description', x: 96, bold: true, size: 8 },
        { text: 'Amount', x: 480, right: true, bold: true, size: 8 },
        { text: 'Balance', x: 572, right: true, bold: true, size: 8 },
      ],
      13,
    );
  draftHeader(w);
  w.row(
    [
      { text: dateFormats.mmdd(start), x: 40 },
      { text: 'Previous Balance', x: 96 },
      { text: amount(opening), x: 572, right: true },
    ],
    11,
  );
  w.onNewPage = (x) => {
    x.cell(
      { text: 'GRANITE VALLEY FEDERAL CREDIT UNION   Member Number: 0048213   Statement Period: 05/01/2026 - 05/31/2026', x: 40, size: 7.5 },
      34,
    );
    x.cell({ text: 'SHARE DRAFT CHECKING  Account # ******7731 (continued)', x: 40, bold: true, size: 8.5 }, 48);
    draftHeader(x);
  };
  for (const [i, a] of draft.entries())
    printRow(
      w,
      [
        { text: dateFormats.mmdd(a.date), x: 40 },
        { text: signed(a.cents), x: 480, right: true },
        { text: amount(draftRows[i]?.balance_cents ?? 0), x: 572, right: true },
      ],
      96,
      wrap(w.doc, a.description, 300, w.size),
    );
  w.row(
    [
      { text: dateFormats.mmdd(end), x: 40 },
      { text: 'New Balance', x: 96 },
      { text: amount(draftClosing), x: 572, right: true },
    ],
    13,
  );
  w.row(
    [
      { text: `Total Deposits: ${money(draftTotals.deposits_cents)} (${draftTotals.deposits_count})`, x: 96, size: 8 },
      { text: `Total Withdrawals: ${money(draftTotals.withdrawals_cents)} (${draftTotals.withdrawals_count})`, x: 300, size: 8 },
    ],
    14,
  );
  w.onNewPage = (x) => {
    x.cell(
      { text: 'GRANITE VALLEY FEDERAL CREDIT UNION   Member Number: 0048213   Statement Period: 05/01/2026 - 05/31/2026', x: 40, size: 7.5 },
      34,
    );
  };
  head('VISA PLATINUM REWARDS', 'Card Number XXXX XXXX XXXX 5512');
  w.row([{ text: 'Billing Cycle 04/28/2026 - 05/27/2026', x: 56, size: 8.5 }], 12);
  const cardCredits = card.filter((a) => a.cents > 0);
  const cardDebits = card.filter((a) => a.cents < 0);
  const cardSummary: Array<[string, string]> = [
    ['Previous Balance', money(cardPrevious)],
    ['Payments', `-${money(sum(cardCredits))}`],
    ['Other Credits', '$0.00'],
    ['Purchases', `+${money(-sum(cardDebits))}`],
    ['Cash Advances', '$0.00'],
    ['Finance Charges', '$0.00'],
    ['New Balance', money(cardClosing)],
  ];
  for (const [label, figure] of cardSummary)
    w.row(
      [
        { text: label, x: 56 },
        { text: figure, x: 300, right: true },
      ],
      11,
    );
  w.gap(4);
  const cardHeader = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'Trans', x: 40, bold: true, size: 8 },
        { text: 'Post', x: 78, bold: true, size: 8 },
        { text: 'Reference #', x: 116, bold: true, size: 8 },
        { text: 'Description', x: 240, bold: true, size: 8 },
        { text: 'Amount', x: 572, right: true, bold: true, size: 8 },
      ],
      13,
    );
  cardHeader(w);
  for (const a of card)
    printRow(
      w,
      [
        { text: dateFormats.mmdd(a.date), x: 40 },
        { text: dateFormats.mmdd(a.postDate ?? a.date), x: 78 },
        { text: `${rng.int(24000000, 24999999)}${rng.int(100000000, 999999999)}`, x: 116, size: 7.5 },
        { text: a.cents > 0 ? `-${amount(a.cents)}` : amount(-a.cents), x: 572, right: true },
      ],
      240,
      wrap(w.doc, a.description, 270, w.size),
    );
  w.row([{ text: 'Annual Percentage Rate 17.90%   Days in Billing Cycle 30   Finance Charge $0.00', x: 56, size: 8 }], 14);
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, total) => {
    x.cell({ text: 'Federally insured by NCUA.  P.O. Box 9, Barre, VT 05641  (802) 555-0142', x: 40, size: 7 }, 750);
    x.cell({ text: `Page ${n} of ${total}`, x: 572, right: true, size: 7 }, 750);
  });
  return statement(
    'credit-union-combined',
    'pdfkit',
    [
      'share savings without activity',
      'share draft: Eff. Date | Transaction Description | Amount | Balance, minus-signed',
      'Previous Balance / New Balance rows inside the list',
      'a Visa card in the same statement with a reference column and its own cycle',
    ],
    'MARCUS L BELL',
    w.pages,
    [
      account({
        kind: 'savings',
        account_number_last4: '7700',
        name: 'PRIME SHARE SAVINGS',
        period_start: start,
        period_end: end,
        opening_balance_cents: savings,
        closing_balance_cents: savings,
        printed_totals: { deposits_cents: 0, withdrawals_cents: 0 },
        transactions: [],
      }),
      account({
        kind: 'checking',
        account_number_last4: '7731',
        name: 'SHARE DRAFT CHECKING',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: draftClosing,
        printed_totals: draftTotals,
        transactions: draftRows,
      }),
      account({
        kind: 'credit_card',
        account_number_last4: '5512',
        name: 'VISA PLATINUM REWARDS',
        period_start: '2026-04-28',
        period_end: '2026-05-27',
        opening_balance_cents: cardPrevious,
        closing_balance_cents: cardClosing,
        printed_totals: { deposits_cents: sum(cardCredits), withdrawals_cents: -sum(cardDebits) },
        transactions: cardRows,
      }),
    ],
    pdf,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Wires and bill payments whose descriptions run to three lines with the reference on the last, and descriptions
//    carrying dates and amount-like figures ("ONLINE PAYMENT 06/28 INV 2045.10"), in Withdrawals | Deposits | Balance.
const WIRES = ['ACME CORP', 'GLOBEX LLC', 'INITECH INC', 'NORTHWIND TRADERS', 'UMBRELLA HOLDINGS LP'];
function withLongDescriptions(rng: Rng, activity: Activity[]): Array<Activity & { lines?: string[] }> {
  return activity.map((a) => {
    const roll = rng.next();
    const ymd = a.date.replaceAll('-', '').slice(2);
    if (a.category === 'deposit' && roll < 0.35) {
      const who = rng.pick(WIRES);
      const lines = [
        `WIRE TYPE:WIRE IN DATE:${ymd} TIME:${pad(rng.int(8, 17))}${pad(rng.int(0, 59))} ET`,
        `TRN:${a.date.replaceAll('-', '')}${String(rng.int(100_000, 999_999))} SNDR REF:${rng.int(10_000_000, 99_999_999)}`,
        `ORIG:${who} ID:${rng.int(100_000_000, 999_999_999)}`,
      ];
      return { ...a, description: lines.join(' '), vendor: who, lines };
    }
    if (a.category === 'electronic' && roll < 0.5) {
      const inv = `${rng.int(1000, 9999)}.${pad(rng.int(1, 99))}`;
      const when = dateFormats.mmdd(addDays(a.date, -rng.int(1, 5)));
      const lines = [
        `ONLINE PAYMENT ${when} INV ${inv}`,
        `TO ${rng.pick(['GRAINGER', 'ULINE', 'FASTENAL CO', 'SYSCO FOODS'])} ACCT ENDING ${rng.int(1000, 9999)}`,
        `CONF# ${rng.int(100_000_000, 999_999_999)}`,
      ];
      return { ...a, description: lines.join(' '), vendor: lines[1] ?? '', lines };
    }
    return a;
  });
}

async function threeLineWires(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-08-01';
  const end = '2026-08-31';
  const opening = rng.int(800_000, 2_400_000);
  const activity = withLongDescriptions(rng, bankActivity(rng, start, end, count, opening));
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const w = new PdfkitWriter(64, 720);
  w.size = 8.5;
  const header = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'DATE', x: 36, bold: true, size: 7.5 },
        { text: 'DESCRIPTION', x: 80, bold: true, size: 7.5 },
        { text: 'WITHDRAWALS', x: 418, right: true, bold: true, size: 7.5 },
        { text: 'DEPOSITS', x: 492, right: true, bold: true, size: 7.5 },
        { text: 'BALANCE', x: 576, right: true, bold: true, size: 7.5 },
      ],
      13,
    );
  w.onNewPage = (x) => {
    x.cell({ text: 'Commercial Analysis Checking  ...0954', x: 36, bold: true, size: 8 }, 40);
    header(x);
  };
  w.cell({ text: 'FIRST SUMMIT BANK & TRUST', x: 36, bold: true, size: 13 }, 30);
  w.cell({ text: 'Commercial Analysis Checking', x: 576, right: true, bold: true, size: 9 }, 30);
  w.cell({ text: 'Account ...0954', x: 576, right: true, size: 8.5 }, 42);
  w.cell({ text: 'Statement Period 08/01/2026 to 08/31/2026', x: 576, right: true, size: 8.5 }, 54);
  w.y = 74;
  for (const line of ['KESTREL MACHINE WORKS INC', 'ACCOUNTS PAYABLE', '600 FOUNDRY ST', 'PITTSBURGH PA 15222'])
    w.row([{ text: line, x: 50, size: 9 }], 11);
  w.gap(10);
  const summary: Array<[string, number]> = [
    ['Opening Ledger Balance', opening],
    [`Total Credits (${totals.deposits_count})`, totals.deposits_cents],
    [`Total Debits (${totals.withdrawals_count})`, totals.withdrawals_cents],
    ['Closing Ledger Balance', closing],
  ];
  for (const [label, figure] of summary)
    w.row(
      [
        { text: label, x: 44 },
        { text: money(figure), x: 290, right: true },
      ],
      11.5,
    );
  w.gap(10);
  w.row([{ text: 'ACCOUNT ACTIVITY', x: 36, bold: true, size: 9.5 }], 14);
  header(w);
  for (const [i, a] of activity.entries()) {
    const lines = a.lines ?? wrap(w.doc, a.description, 250, w.size);
    printRow(
      w,
      [
        { text: dateFormats.mmdd(a.date), x: 36 },
        { text: a.cents < 0 ? amount(a.cents) : '', x: 418, right: true },
        { text: a.cents > 0 ? amount(a.cents) : '', x: 492, right: true },
        { text: amount(rows[i]?.balance_cents ?? 0), x: 576, right: true },
      ],
      80,
      lines,
      10.5,
    );
    if (lines.length > 1) w.gap(2);
  }
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n, total) => x.cell({ text: `${n} of ${total}`, x: 576, right: true, size: 7.5 }, 755));
  return statement(
    'three-line-wires',
    'pdfkit',
    [
      'three-line wire and bill-payment descriptions with the reference on the last line',
      'dates and amount-like figures inside descriptions',
      'Withdrawals | Deposits | Balance',
      'Opening / Closing Ledger Balance, Total Credits (n)',
    ],
    'KESTREL MACHINE WORKS INC',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '0954',
        name: 'Commercial Analysis Checking',
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
// 6. An online-only business bank printed from HTML: Date | Description | Type | Amount | Balance, Type "Debit" or
//    "Credit", amounts unsigned with "$", dates "Jul 02" with the year in the period line only.
async function typeColumn(seed: number, count: number, balances = true): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-10-01';
  const end = '2026-10-31';
  const opening = rng.int(1_000_000, 4_000_000);
  const activity = bankActivity(rng, start, end, count, opening).map((a) =>
    a.category === 'deposit' && rng.chance(0.4)
      ? { ...a, description: `Stripe Transfer ST-${rng.int(10_000_000, 99_999_999)}X`, vendor: 'Stripe' }
      : a,
  );
  const rows = expectedRows(activity, opening, { balances: balances ? 'every' : 'none' });
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const day = (iso: string) => `${Mon[parts(iso).m - 1]} ${pad(parts(iso).d)}`;
  const body = activity
    .map(
      (a, i) =>
        `<tr><td>${day(a.date)}</td><td>${esc(a.description)}</td><td>${a.cents < 0 ? 'Debit' : 'Credit'}</td><td class="num">${money(Math.abs(a.cents))}</td>${balances ? `<td class="num">${money(rows[i]?.balance_cents ?? 0)}</td>` : ''}</tr>`,
    )
    .join('');
  const html = page(
    `
    <div style="display:flex; justify-content:space-between; align-items:flex-start">
      <div><h1 style="font-weight:600">lumen</h1><div style="font-size:8pt">Banking services provided by Evolve Trust Bank, Member FDIC</div></div>
      <div style="text-align:right; font-size:8.5pt">Business Checking ••7390<br>October 1 – October 31, 2026</div>
    </div>
    ${address(['Quill & Anchor Studio LLC', '548 Market St #61012', 'San Francisco, CA 94104'])}
    <table style="width:100%; margin:6pt 0 14pt"><tr>
      <td><div style="font-size:8pt;color:#555">Opening balance</div><div style="font-size:12pt">${money(opening)}</div></td>
      <td><div style="font-size:8pt;color:#555">Total credits</div><div style="font-size:12pt">${money(totals.deposits_cents)}</div></td>
      <td><div style="font-size:8pt;color:#555">Total debits</div><div style="font-size:12pt">${money(totals.withdrawals_cents)}</div></td>
      <td><div style="font-size:8pt;color:#555">Closing balance</div><div style="font-size:12pt">${money(closing)}</div></td>
    </tr></table>
    <h2>Transactions</h2>
    <table>
      <colgroup><col style="width:9%"><col style="width:${balances ? 51 : 66}%"><col style="width:10%"><col style="width:15%">${balances ? '<col style="width:15%">' : ''}</colgroup>
      <thead><tr><th>Date</th><th>Description</th><th>Type</th><th class="num">Amount</th>${balances ? '<th class="num">Balance</th>' : ''}</tr></thead>
      <tbody>${body}</tbody>
    </table>
    <div class="box">Lumen is a financial technology company, not a bank. Deposits are FDIC-insured up to $250,000.00 per depositor through Evolve Trust Bank.</div>
  `,
    'td { border-bottom: 1px solid #e3e3e3; padding: 3pt 4pt; }',
  );
  return statement(
    balances ? 'type-column' : 'type-column-no-balance',
    'chromium',
    [
      balances
        ? 'Date | Description | Type | Amount | Balance with Type Debit/Credit'
        : 'Date | Description | Type | Amount with Type Debit/Credit, no balance column',
      'unsigned "$" amounts',
      '"Oct 02" dates, the year in the period line only',
      'boxed summary with labels above figures',
    ],
    'Quill & Anchor Studio LLC',
    undefined,
    [
      account({
        kind: 'checking',
        account_number_last4: '7390',
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
// 7. A Canadian chequing account: Description | Cheque/Debit | Deposit/Credit | Date | Balance (the date after the
//    amounts), "DEC16" dates, BALANCE FORWARD as the first row, the balance on a day's last row only, across the new
//    year with the years only in "DEC 16/26 - JAN 15/27".
// `joined: false` prints "DEC 16" instead of "DEC16" (exported to measure the two apart; the fixture is joined).
export async function dateAfterAmounts(seed: number, count: number, options: { joined?: boolean } = {}): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-12-16';
  const end = '2027-01-15';
  const opening = rng.int(200_000, 700_000);
  const activity = bankActivity(rng, start, end, count, opening).map((a) => {
    if (a.category === 'check')
      return { ...a, description: `CHQ#${String(a.checkNumber).padStart(5, '0')}-${rng.int(1_000_000_000, 9_999_999_999)}` };
    if (a.category === 'deposit' && rng.chance(0.3))
      return { ...a, description: `E-TRANSFER ***${rng.pick(['k7M', 'Qa2', 'x9P', 'Tz4'])}`, vendor: 'E-TRANSFER' };
    if (a.category === 'electronic' && rng.chance(0.3))
      return { ...a, description: `SEND E-TFR ***${rng.pick(['B3d', 'r8W', 'Lm5'])}`, vendor: 'SEND E-TFR' };
    return a;
  });
  const rows = expectedRows(activity, opening, { balances: 'last-of-day' });
  const closing = closingOf(activity, opening);
  const day = (iso: string) => `${MON[parts(iso).m - 1]}${options.joined === false ? ' ' : ''}${pad(parts(iso).d)}`;
  const w = new PdfkitWriter(150, 700);
  w.size = 8;
  const header = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'DESCRIPTION', x: 42, bold: true, size: 7.5 },
        { text: 'CHEQUE/DEBIT', x: 372, right: true, bold: true, size: 7.5 },
        { text: 'DEPOSIT/CREDIT', x: 450, right: true, bold: true, size: 7.5 },
        { text: 'DATE', x: 470, bold: true, size: 7.5 },
        { text: 'BALANCE', x: 574, right: true, bold: true, size: 7.5 },
      ],
      14,
    );
  const top = (x: PdfkitWriter) => {
    x.cell({ text: 'NORTHERN LIGHTS BANK', x: 42, bold: true, size: 13 }, 36);
    x.cell({ text: 'STATEMENT OF ACCOUNT', x: 42, size: 8 }, 52);
    x.cell({ text: 'Branch No.    Account No.', x: 574, right: true, size: 7.5 }, 36);
    x.cell({ text: '3184    5203-6671948', x: 574, right: true, size: 8.5 }, 46);
    x.cell({ text: 'Statement From - To', x: 574, right: true, size: 7.5 }, 60);
    x.cell({ text: 'DEC 16/26 - JAN 15/27', x: 574, right: true, size: 8.5 }, 70);
    x.cell({ text: 'EVERY DAY CHEQUING ACCOUNT', x: 42, bold: true, size: 9 }, 128);
    x.y = 138;
    header(x);
  };
  w.onNewPage = top;
  top(w);
  for (const [k, line] of ['AMELIA K NGUYEN', '88 BEACONSFIELD AVE', 'TORONTO ON M6J 3J1'].entries())
    w.cell({ text: line, x: 60, size: 9 }, 78 + k * 11);
  w.y = 152;
  w.row(
    [
      { text: 'BALANCE FORWARD', x: 42 },
      { text: day(start), x: 470 },
      { text: amount(opening), x: 574, right: true },
    ],
    12,
  );
  for (const [i, a] of activity.entries()) {
    const balance = rows[i]?.balance_cents;
    printRow(
      w,
      [
        { text: a.cents < 0 ? amount(a.cents) : '', x: 372, right: true },
        { text: a.cents > 0 ? amount(a.cents) : '', x: 450, right: true },
        { text: day(a.date), x: 470 },
        { text: balance === null || balance === undefined ? '' : amount(balance), x: 574, right: true },
      ],
      42,
      wrap(w.doc, a.description, 230, w.size),
    );
  }
  w.onNewPage = () => {};
  w.gap(4);
  w.row([{ text: 'Account/Transaction Type', x: 42, bold: true, size: 7.5 }], 11);
  w.row(
    [
      { text: 'Total Withdrawals/Debits', x: 42, size: 7.5 },
      { text: amount(totalsOf(activity).withdrawals_cents), x: 372, right: true },
    ],
    11,
  );
  w.row(
    [
      { text: 'Total Deposits/Credits', x: 42, size: 7.5 },
      { text: amount(totalsOf(activity).deposits_cents), x: 450, right: true },
    ],
    11,
  );
  w.row(
    [
      { text: 'CLOSING BALANCE', x: 42, bold: true },
      { text: day(end), x: 470 },
      { text: amount(closing), x: 574, right: true, bold: true },
    ],
    14,
  );
  w.row(
    [
      {
        text: 'Please examine this statement without delay. You have 45 days from the statement date to report errors or omissions.',
        x: 42,
        size: 7,
      },
    ],
    12,
  );
  const pdf = await w.finish((x, n, total) => x.cell({ text: `${n} of ${total}`, x: 574, right: true, size: 7 }, 760));
  const totals = totalsOf(activity);
  return statement(
    'date-after-amounts',
    'pdfkit',
    [
      'Description | Cheque/Debit | Deposit/Credit | Date | Balance, the date after the amounts',
      '"DEC16" dates across the new year',
      'years only in "DEC 16/26 - JAN 15/27"',
      'BALANCE FORWARD first row, CLOSING BALANCE row',
      "balance on a day's last row only",
    ],
    'AMELIA K NGUYEN',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '1948',
        name: 'EVERY DAY CHEQUING ACCOUNT',
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
// 8. A UK current account: Date | Payment type and details | Paid out | Paid in | Balance, "07 Jul 26" dates on a
//    day's first row only, payment-type codes (VIS, DD, BP, CR, SO, ATM, ")))") in a sub-column, some payees on two
//    lines, the balance on a day's last row, BALANCE BROUGHT FORWARD / BALANCE CARRIED FORWARD.
const UK_PAYEES = [
  { code: 'VIS', text: 'TESCO STORES 3217 LONDON', min: 800, max: 9_000 },
  { code: ')))', text: 'PRET A MANGER LONDON', min: 300, max: 1_500 },
  { code: ')))', text: 'TFL TRAVEL CH TFL.GOV.UK/CP', min: 150, max: 900 },
  { code: 'VIS', text: 'AMAZON.CO.UK*2K4AB12C3 AMAZON.CO.UK', min: 900, max: 12_000 },
  { code: 'DD', text: 'BRITISH GAS', min: 4_000, max: 16_000 },
  { code: 'DD', text: 'COUNCIL TAX LB CAMDEN', min: 12_000, max: 22_000 },
  { code: 'SO', text: 'J HARTLEY RENT', min: 95_000, max: 140_000 },
  { code: 'ATM', text: 'CASH NOTEMACHINE 14:22', min: 1_000, max: 20_000 },
  { code: 'BP', text: 'THAMES WATER UTILITIES', min: 2_500, max: 6_500 },
];
async function ukTypeCodes(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-07-04';
  const end = '2026-08-03';
  const opening = rng.int(150_000, 500_000);
  const dates = Array.from({ length: count }, () => addDays(start, rng.int(0, 30))).sort();
  let bal = opening;
  const activity: Array<Activity & { code: string; lines: string[] }> = dates.map((date) => {
    const pay = bal < 150_000 || rng.chance(0.14);
    if (pay) {
      const who = rng.pick(['HMRC', 'BRIGHTWELL DESIGN LTD', 'M OKONJO', 'PAYPAL']);
      const ref = `REF ${rng.int(100_000, 999_999)}`;
      const cents = rng.int(20_000, 280_000);
      bal += cents;
      return { date, postDate: null, description: `CR ${who} ${ref}`, vendor: who, cents, category: 'deposit', code: 'CR', lines: [who, ref] };
    }
    const p = rng.pick(UK_PAYEES);
    // Cash machines pay out whole notes.
    const cents = p.code === 'ATM' ? -rng.int(1, 20) * 1_000 : -rng.int(p.min, p.max);
    bal += cents;
    const twoLines = p.code === 'BP' || p.code === 'SO';
    const lines = twoLines ? [p.text, `${p.code === 'SO' ? 'STANDING ORDER' : 'BILL PAYMENT'} ${rng.int(10_000, 99_999)}`] : [p.text];
    return {
      date,
      postDate: null,
      description: `${p.code} ${lines.join(' ')}`,
      vendor: p.text,
      cents,
      category: p.code === 'DD' ? 'electronic' : 'card',
      code: p.code,
      lines,
    };
  });
  const rows = expectedRows(activity, opening, { balances: 'last-of-day' });
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const day = (iso: string) => `${pad(parts(iso).d)} ${Mon[parts(iso).m - 1]} ${pad(parts(iso).y % 100)}`;
  const w = new PdfkitWriter(70, 700);
  const header = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'Date', x: 40, bold: true, size: 8 },
        { text: 'Payment type and details', x: 96, bold: true, size: 8 },
        { text: 'Paid out', x: 420, right: true, bold: true, size: 8 },
        { text: 'Paid in', x: 494, right: true, bold: true, size: 8 },
        { text: 'Balance', x: 570, right: true, bold: true, size: 8 },
      ],
      14,
    );
  w.onNewPage = (x) => {
    x.cell({ text: 'Your Bank Account details', x: 40, bold: true, size: 9 }, 44);
    x.cell({ text: 'Sort Code 40-47-18   Account Number 71845236', x: 570, right: true, size: 8 }, 44);
    header(x);
  };
  w.cell({ text: 'THISTLE & CROWN BANK plc', x: 40, bold: true, size: 14 }, 34);
  w.cell({ text: 'Your Statement', x: 570, right: true, size: 10 }, 34);
  w.y = 62;
  for (const line of ['Ms Priya Raman', 'Flat 3, 27 Albert Street', 'London', 'NW1 7LU']) w.row([{ text: line, x: 56, size: 9.5 }], 11.5);
  w.gap(8);
  w.row(
    [
      { text: '4 July to 3 August 2026', x: 40, bold: true },
      { text: 'Sort Code 40-47-18   Account Number 71845236', x: 570, right: true },
    ],
    14,
  );
  w.row([{ text: 'Advance Account', x: 40, bold: true, size: 10 }], 15);
  const summary: Array<[string, string]> = [
    ['Opening Balance', money(opening).replace('$', '£')],
    ['Payments In', money(totals.deposits_cents).replace('$', '£')],
    ['Payments Out', money(totals.withdrawals_cents).replace('$', '£')],
    ['Closing Balance', money(closing).replace('$', '£')],
  ];
  for (const [label, figure] of summary)
    w.row(
      [
        { text: label, x: 50 },
        { text: figure, x: 260, right: true },
      ],
      11.5,
    );
  w.gap(10);
  header(w);
  w.row(
    [
      { text: day(start), x: 40 },
      { text: 'BALANCE BROUGHT FORWARD', x: 96, bold: true },
      { text: amount(opening), x: 570, right: true, bold: true },
    ],
    12,
  );
  for (const [i, a] of activity.entries()) {
    const first = activity[i - 1]?.date !== a.date;
    const balance = rows[i]?.balance_cents;
    w.ensure(11 * a.lines.length);
    w.row(
      [
        { text: first ? day(a.date) : '', x: 40 },
        { text: a.code, x: 96 },
        { text: a.lines[0] ?? '', x: 126 },
        { text: a.cents < 0 ? amount(a.cents) : '', x: 420, right: true },
        { text: a.cents > 0 ? amount(a.cents) : '', x: 494, right: true },
        { text: balance === null || balance === undefined ? '' : amount(balance), x: 570, right: true },
      ],
      11,
    );
    for (const more of a.lines.slice(1)) w.row([{ text: more, x: 126 }], 11);
  }
  w.row(
    [
      { text: day(end), x: 40 },
      { text: 'BALANCE CARRIED FORWARD', x: 96, bold: true },
      { text: amount(closing), x: 570, right: true, bold: true },
    ],
    14,
  );
  w.onNewPage = () => {};
  w.row(
    [
      {
        text: 'Payment types: VIS Visa, ))) contactless, DD Direct Debit, SO Standing Order, BP Bill Payment, CR Credit, ATM Cash withdrawal',
        x: 40,
        size: 7,
      },
    ],
    12,
  );
  const pdf = await w.finish((x, n, total) => {
    x.cell(
      { text: 'Thistle & Crown Bank plc. Registered in England No. 9928811. Authorised by the Prudential Regulation Authority.', x: 40, size: 6.5 },
      748,
    );
    x.cell({ text: `Page ${n} of ${total}`, x: 570, right: true, size: 7 }, 760);
  });
  return statement(
    'uk-type-codes',
    'pdfkit',
    [
      'UK: Date | Payment type and details | Paid out | Paid in | Balance',
      '"07 Jul 26" dates on a day\'s first row only',
      'payment-type codes (VIS, DD, ")))") in a sub-column',
      'payee and reference on two lines',
      'BALANCE BROUGHT / CARRIED FORWARD',
      "balance on a day's last row",
    ],
    'Ms Priya Raman',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '5236',
        name: 'Advance Account',
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
// 9. A community bank: Date | Check/Ref | Description | Debits | Credits | Balance, "07-02-26" dates, a reference
//    number on every row (the check number on checks), Previous Balance / New Balance with counts, a service
//    charge summary, "Items Paid" count, and a dotted leader under each row.
async function refColumnDashDates(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-03-01';
  const end = '2026-03-31';
  const opening = rng.int(250_000, 800_000);
  const activity = bankActivity(rng, start, end, count, opening).map((a) =>
    a.category === 'check' ? { ...a, description: 'CHECK', vendor: 'CHECK' } : a,
  );
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const day = (iso: string) => `${pad(parts(iso).m)}-${pad(parts(iso).d)}-${pad(parts(iso).y % 100)}`;
  const w = new PdfkitWriter(60, 712);
  const header = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'Date', x: 38, bold: true, size: 8 },
        { text: 'Check/Ref', x: 84, bold: true, size: 8 },
        { text: 'Description', x: 144, bold: true, size: 8 },
        { text: 'Debits', x: 430, right: true, bold: true, size: 8 },
        { text: 'Credits', x: 500, right: true, bold: true, size: 8 },
        { text: 'Balance', x: 574, right: true, bold: true, size: 8 },
      ],
      14,
    );
  w.onNewPage = (x) => {
    x.cell({ text: 'PRAIRIE STATE BANK', x: 38, bold: true, size: 9 }, 32);
    x.cell({ text: 'Acct 30-118-274-6 (continued)', x: 574, right: true, size: 8 }, 32);
    header(x);
  };
  w.cell({ text: 'PRAIRIE STATE BANK', x: 38, bold: true, size: 14 }, 30);
  w.cell({ text: '120 N MAIN ST  HAYS KS 67601  (785) 555-0190', x: 38, size: 7.5 }, 47);
  w.cell({ text: 'Statement Date 03-31-26', x: 574, right: true, size: 8.5 }, 32);
  w.cell({ text: 'Acct 30-118-274-6', x: 574, right: true, size: 8.5 }, 44);
  w.y = 70;
  for (const line of ['HOLLIS FEED & SUPPLY', 'RR 2 BOX 118', 'VICTORIA KS 67671']) w.row([{ text: line, x: 56, size: 9.5 }], 11.5);
  w.gap(10);
  w.row(
    [
      { text: 'AG BUSINESS CHECKING', x: 38, bold: true, size: 10 },
      { text: 'Statement Period 03-01-26 thru 03-31-26', x: 574, right: true },
    ],
    15,
  );
  w.row(
    [
      { text: 'Previous Balance', x: 38, size: 8 },
      { text: `${totals.deposits_count} Credits`, x: 160, size: 8 },
      { text: `${totals.withdrawals_count} Debits`, x: 270, size: 8 },
      { text: 'Service Charge', x: 380, size: 8 },
      { text: 'New Balance', x: 490, size: 8 },
    ],
    11,
  );
  const fees = activity.filter((a) => a.category === 'fee');
  w.row(
    [
      { text: amount(opening), x: 38 },
      { text: amount(totals.deposits_cents), x: 160 },
      { text: amount(totals.withdrawals_cents), x: 270 },
      { text: amount(-sum(fees)), x: 380 },
      { text: amount(closing), x: 490 },
    ],
    16,
  );
  header(w);
  for (const [i, a] of activity.entries()) {
    printRow(
      w,
      [
        { text: day(a.date), x: 38 },
        { text: a.checkNumber ? String(a.checkNumber) : String(rng.int(100_000, 999_999)), x: 84 },
        { text: a.cents < 0 ? amount(a.cents) : '', x: 430, right: true },
        { text: a.cents > 0 ? amount(a.cents) : '', x: 500, right: true },
        { text: amount(rows[i]?.balance_cents ?? 0), x: 574, right: true },
      ],
      144,
      wrap(w.doc, a.description, 220, w.size),
      11,
    );
    w.doc
      .moveTo(38, w.y - 2)
      .lineTo(574, w.y - 2)
      .lineWidth(0.3)
      .dash(1, { space: 2 })
      .stroke();
    w.doc.undash();
  }
  w.ensure(40);
  w.gap(6);
  w.row(
    [
      {
        text: `Items Paid: ${activity.filter((a) => a.checkNumber).length}   Average Ledger Balance: ${money(Math.round((opening + closing) / 2))}   Service Charge: ${money(-sum(fees))}`,
        x: 38,
        size: 8,
      },
    ],
    12,
  );
  w.onNewPage = () => {};
  const pdf = await w.finish((x, n) => x.cell({ text: `Page ${n}`, x: 574, right: true, size: 7.5 }, 755));
  return statement(
    'ref-column-dash-dates',
    'pdfkit',
    [
      'Date | Check/Ref | Description | Debits | Credits | Balance, a reference on every row',
      '"03-02-26" dates',
      'summary labels in a row above their figures',
      'dotted rule under every row',
      '"Page n" without a total',
    ],
    'HOLLIS FEED & SUPPLY',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '2746',
        name: 'AG BUSINESS CHECKING',
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

export const UNSEEN_LAYOUTS: Array<{ name: string; build: () => Promise<Fixture> }> = [
  { name: 'unseen-card-cr-suffix', build: () => cardCrSuffix(301, 64) },
  { name: 'unseen-card-ca-month-names', build: () => cardCanadaMonthNames(302, 42) },
  { name: 'unseen-sections-ledger-balances', build: () => sectionsLedgerBalances(303, 110) },
  { name: 'unseen-credit-union-combined', build: () => creditUnionCombined(304, 60) },
  { name: 'unseen-three-line-wires', build: () => threeLineWires(305, 70) },
  { name: 'unseen-type-column', build: () => typeColumn(306, 55) },
  { name: 'unseen-type-column-no-balance', build: () => typeColumn(310, 48, false) },
  { name: 'unseen-date-after-amounts', build: () => dateAfterAmounts(307, 75) },
  { name: 'unseen-uk-type-codes', build: () => ukTypeCodes(308, 80) },
  { name: 'unseen-ref-column-dash-dates', build: () => refColumnDashDates(309, 65) },
];
