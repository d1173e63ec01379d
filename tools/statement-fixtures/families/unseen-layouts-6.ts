import { bankActivity, cardActivity } from '../activity.ts';
import { htmlToPdf } from '../chromium-pdf.ts';
import { band, box, type Face, hairline, hiddenMarker, put, wrapIn } from '../drawing-kit.ts';
import { cardPurchase } from '../descriptors.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import { address, esc, page } from '../html-statement.ts';
import type { Activity, ExpectedAccount, ExpectedStatement, ExpectedTransaction } from '../model.ts';
import { dateFormats, formatAmount, parts } from '../money.ts';
import { PdfkitWriter } from '../pdfkit-writer.ts';
import { createRng, type Rng } from '../prng.ts';

/**
 * A sixth red team's statements (`unseen6-*`): the everyday prints of the biggest US banks and card issuers (Chase,
 * Bank of America, PNC, U.S. Bank, Navy Federal, TD Bank, Citi, Wells Fargo) imitated from memory of their real
 * statements, each with traits no other family prints, written before reading the parser. Written only on request
 * (`generate.ts --prefix=unseen6-`): a statement here is a measurement, not yet a fixture.
 *
 * Truth rules beyond the README's: a deposit row that prints only a date, a reference number and an amount (U.S.
 * Bank's Customer Deposits) has `""` as its description (the reference number is not description); a card row
 * printing only a posting date (Citi's payments and interest) has that date as both its transaction and posting date;
 * a check listed with `Check` in the description column and its number in a Check Number column has `Check` as its
 * description; hidden marker text in the text layer is no row's and no description's; several accounts under one
 * statement (PNC's Spend / Reserve / Growth, Navy Federal's savings and checking) are several accounts, a transfer
 * between them a row in each.
 */
interface Fixture {
  name: string;
  pdf: Buffer;
  expected: ExpectedStatement;
}

const FAMILY = 'unseen-layouts-6';
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');
const money = (c: number) => formatAmount(c, { dollar: true });
const amount = (c: number) => formatAmount(c);
const sum = (items: Activity[]) => items.reduce((t, a) => t + a.cents, 0);
const longDate = (iso: string) => `${LONG[parts(iso).m - 1]} ${parts(iso).d}, ${parts(iso).y}`;

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
    name: `unseen6-${name}`,
    pdf,
    expected: { family: FAMILY, producer, covers, account_holder: holder, ...(pages ? { page_count: pages } : {}), accounts },
  };
}

function digits(rng: Rng, n: number): string {
  return Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
}

interface Text {
  description: string;
  vendor: string;
}

/**
 * Overdraws the account part way through the month: a large payment takes the balance below zero, the bank's fee
 * follows it, and a deposit three rows later brings the account back.
 */
function overdraw(rng: Rng, acts: Activity[], opening: number, pay: Text, feeOf: (big: number) => Text & { cents: number }, dep: Text): Activity[] {
  let k = Math.floor(acts.length * 0.45);
  while (k < acts.length - 4 && acts[k - 1]?.date === acts[k]?.date) k++;
  const before = opening + sum(acts.slice(0, k));
  const date = acts[k - 1]?.date ?? acts[0]?.date ?? '';
  const big = before + rng.int(15_000, 45_000);
  const rest = acts.slice(k);
  const back = rest[2]?.date ?? date;
  const fee = feeOf(big);
  return [
    ...acts.slice(0, k),
    { date, postDate: null, ...pay, cents: -big, category: 'electronic' },
    { date, postDate: null, description: fee.description, vendor: fee.vendor, cents: -fee.cents, category: 'fee' },
    ...rest.slice(0, 3),
    { date: back, postDate: null, ...dep, cents: big + rng.int(80_000, 150_000), category: 'deposit' },
    ...rest.slice(3),
  ];
}

/** Each day's closing balance, in date order. */
function dailyBalances(items: Activity[], opening: number): Array<[string, number]> {
  const byDay = new Map<string, number>();
  let b = opening;
  for (const a of [...items].sort((x, y) => x.date.localeCompare(y.date))) {
    b += a.cents;
    byDay.set(a.date, b);
  }
  return [...byDay.entries()];
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Chase Total Checking: CHECKING SUMMARY with an INSTANCES | AMOUNT pair of columns, TRANSACTION DETAIL with a
//    running balance between Beginning Balance and Ending Balance rows, tiny white `*start*transaction detail` /
//    `*end*transaction detail` marker lines in the text layer, two-line descriptions allowed to split across a page
//    break (date, amount and balance on the page before, the last line under the next page's header), an overdraft
//    mid-month with minus-signed balances and an Insufficient Funds Fee naming a dollar amount.
async function chaseMarkers(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-06-11';
  const end = '2026-07-10';
  const opening = rng.int(150_000, 300_000);
  const base = bankActivity(rng, start, end, count, opening);
  const items = overdraw(
    rng,
    base,
    opening,
    { description: 'Online Payment 18402736 To Parkline Apartments', vendor: 'Parkline Apartments' },
    (big) => ({
      description: `Insufficient Funds Fee For A ${money(big)} Item - Details: Online Payment 18402736 To Parkline Apartments`,
      vendor: 'Insufficient Funds Fee',
      cents: 3_400,
    }),
    { description: 'Gusto Payroll PPD ID: 9138864001', vendor: 'Gusto Payroll' },
  );
  const rows = expectedRows(items, opening);
  const closing = closingOf(items, opening);
  const groups: Array<[string, Activity['category'][]]> = [
    ['Deposits and Additions', ['deposit']],
    ['Checks Paid', ['check']],
    ['ATM & Debit Card Withdrawals', ['card', 'atm']],
    ['Electronic Withdrawals', ['electronic']],
    ['Fees', ['fee']],
  ];
  const w = new PdfkitWriter(60, 730);
  w.size = 8.5;
  const header = (first: boolean) => {
    put(w, face, 'JPMorgan Chase Bank, N.A.', 40, 30, { bold: true, size: 9 });
    put(w, face, 'P O Box 182051', 40, 41, { size: 8 });
    put(w, face, 'Columbus, OH 43218 - 2051', 40, 51, { size: 8 });
    put(w, face, `${longDate(start)} through ${longDate(end)}`, 572, 30, { right: true, size: 8.5 });
    put(w, face, 'Account Number:  000000837461927', 572, 42, { right: true, size: 8.5 });
    if (!first) w.y = 72;
  };
  header(true);
  hiddenMarker(w, '*start*summary', 40, 22);
  let y = 80;
  for (const l of [
    '00041271 DRE 802 210 19126 NNNNNNNNNNN T 1 000000000 64 0000',
    'AVERY K NAKAMURA',
    '4410 W ADDISON ST APT 2',
    'CHICAGO IL 60641-3320',
  ]) {
    put(w, face, l, 56, y, { size: l.startsWith('0004') ? 6 : 9 });
    y += 12;
  }
  box(w, 330, 80, 242, 58);
  put(w, face, 'CUSTOMER SERVICE INFORMATION', 338, 84, { bold: true, size: 7.5 });
  put(w, face, 'Web site: Chase.com', 338, 96, { size: 7.5 });
  put(w, face, 'Service Center: 1-800-935-9935', 338, 106, { size: 7.5 });
  put(w, face, 'Deaf and Hard of Hearing: 1-800-242-7383', 338, 116, { size: 7.5 });
  put(w, face, 'International Calls: 1-713-262-1679', 338, 126, { size: 7.5 });
  y = 160;
  band(w, 40, y - 3, 532, 14, '#e8e8e8');
  put(w, face, 'CHECKING SUMMARY', 44, y, { bold: true, size: 9.5 });
  put(w, face, 'Chase Total Checking', 300, y, { bold: true, size: 9 });
  y += 18;
  put(w, face, 'INSTANCES', 420, y, { bold: true, right: true, size: 7.5 });
  put(w, face, 'AMOUNT', 560, y, { bold: true, right: true, size: 7.5 });
  y += 12;
  put(w, face, 'Beginning Balance', 60, y);
  put(w, face, money(opening), 560, y, { right: true });
  y += 12;
  for (const [label, cats] of groups) {
    const list = items.filter((a) => cats.includes(a.category));
    if (!list.length) continue;
    const t = sum(list);
    put(w, face, label, 60, y);
    put(w, face, String(list.length), 420, y, { right: true });
    put(w, face, t < 0 ? `-${amount(-t)}` : amount(t), 560, y, { right: true });
    y += 12;
  }
  put(w, face, 'Ending Balance', 60, y, { bold: true });
  put(w, face, String(items.length), 420, y, { right: true, bold: true });
  put(w, face, money(closing), 560, y, { right: true, bold: true });
  y += 12;
  hiddenMarker(w, '*end*summary', 40, y);
  y += 10;
  const note = wrapIn(
    w,
    face,
    'Your monthly service fee was waived because you maintained an average beginning day balance of $1,500.00 or more in qualifying Chase deposit accounts.',
    520,
    8,
  );
  for (const l of note) {
    put(w, face, l, 40, y, { size: 8 });
    y += 10;
  }
  y += 8;
  hiddenMarker(w, '*start*transaction detail', 40, y - 4);
  const detailHead = (continued: boolean) => {
    band(w, 40, w.y - 3, 532, 14, '#e8e8e8');
    put(w, face, continued ? 'TRANSACTION DETAIL (continued)' : 'TRANSACTION DETAIL', 44, w.y, { bold: true, size: 9.5 });
    w.y += 18;
    put(w, face, 'DATE', 44, w.y, { bold: true, size: 7.5 });
    put(w, face, 'DESCRIPTION', 90, w.y, { bold: true, size: 7.5 });
    put(w, face, 'AMOUNT', 480, w.y, { bold: true, size: 7.5, right: true });
    put(w, face, 'BALANCE', 566, w.y, { bold: true, size: 7.5, right: true });
    w.y += 13;
  };
  w.y = y;
  detailHead(false);
  const line = 11;
  const need = () => {
    if (w.y + line <= 698) return;
    w.doc.addPage();
    header(false);
    detailHead(true);
  };
  put(w, face, 'Beginning Balance', 90, w.y);
  put(w, face, money(opening), 566, w.y, { right: true });
  w.y += line;
  for (const [i, a] of items.entries()) {
    const lines = wrapIn(w, face, a.description, 300);
    for (const [k, l] of lines.entries()) {
      need();
      if (k === 0) {
        put(w, face, dateFormats.mmdd(a.date), 44, w.y);
        put(w, face, a.cents < 0 ? `-${amount(-a.cents)}` : amount(a.cents), 480, w.y, { right: true });
        const b = rows[i]?.balance_cents ?? 0;
        put(w, face, b < 0 ? `-${amount(-b)}` : amount(b), 566, w.y, { right: true });
      }
      put(w, face, l, 90, w.y);
      w.y += line;
    }
  }
  need();
  put(w, face, 'Ending Balance', 90, w.y, { bold: true });
  put(w, face, money(closing), 566, w.y, { right: true, bold: true });
  hiddenMarker(w, '*end*transaction detail', 40, w.y + 10);
  w.y += 24;
  put(w, face, 'A NOTE FROM CHASE: Starting 08/14/2026 the Insufficient Funds Fee will be $34.00 per item, up to 3 per day.', 40, w.y, { size: 7.5 });
  const pdf = await w.finish((x, n, t) => {
    put(x, face, `Page ${n} of ${t}`, 572, 752, { right: true, size: 7.5 });
    put(x, face, `10005610000000000000${pad(n)}`, 40, 752, { size: 6 });
  });
  const totals = totalsOf(items);
  return statement(
    'chase-markers',
    'pdfkit',
    [
      'Chase Total Checking: CHECKING SUMMARY with INSTANCES | AMOUNT columns (the Ending Balance line also counts every row)',
      'tiny white `*start*transaction detail` / `*end*summary` marker lines in the text layer',
      'TRANSACTION DETAIL with Beginning / Ending Balance rows and a running balance; two-line descriptions split across a page break',
      'an overdraft mid-month: minus-signed balances and an `Insufficient Funds Fee For A $2,450.00 Item - Details: …` row',
    ],
    'AVERY K NAKAMURA',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '1927',
        name: 'Chase Total Checking',
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
// 2. Bank of America Advantage Plus: an Account summary on page 1 with dated labels (`Beginning balance on June 1,
//    2026`) and `# of deposits/credits` counts, the detail from page 2; Withdrawals and other subtractions grouped
//    under `Card account # XXXX XXXX XXXX 4417` sub-headings closed by `Subtotal for card account # …` lines, the
//    withdrawals printed `-45.00` while deposits are bare; `continued on the next page` at a page's foot and
//    `Withdrawals and other subtractions - continued` at the next top; Checks listed by number; Service fees.
async function boaCardSubtotals(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-06-01';
  const end = '2026-06-30';
  const opening = rng.int(250_000, 600_000);
  const acts = bankActivity(rng, start, end, count, opening).filter((a) => a.category !== 'fee');
  const deposits = acts.filter((a) => a.category === 'deposit');
  const cardish = acts.filter((a) => a.category === 'card' || a.category === 'atm');
  const cards = [
    { number: '4417', items: cardish.filter((_, i) => i % 3 !== 1) },
    { number: '0932', items: cardish.filter((_, i) => i % 3 === 1) },
  ];
  const other = acts.filter((a) => a.category === 'electronic');
  const checks = acts.filter((a) => a.category === 'check').map((a) => ({ ...a, description: String(a.checkNumber) }));
  const fees: Activity[] = [
    { date: '2026-06-07', postDate: null, description: 'Non-Bank of America ATM Fee', vendor: 'ATM FEE', cents: -250, category: 'fee' },
    { date: end, postDate: null, description: 'Monthly Maintenance Fee', vendor: 'MONTHLY MAINTENANCE FEE', cents: -2_500, category: 'fee' },
  ];
  const withdrawals = [...cards.flatMap((c) => c.items), ...other];
  const ordered = [...deposits, ...withdrawals, ...checks, ...fees];
  const rows = expectedRows(ordered, opening, { balances: 'none' });
  const closing = closingOf(ordered, opening);
  const neg = (c: number) => `-${amount(-c)}`;
  const w = new PdfkitWriter(60, 730);
  w.size = 8.5;
  const header = (n: string) => {
    put(w, face, 'AVERY K NAKAMURA  !  Account # 4350 1227 8804  !  June 1, 2026 to June 30, 2026', 40, 30, { size: 7.5 });
    put(w, face, n, 572, 30, { right: true, size: 7.5 });
  };
  put(w, face, 'BANK OF AMERICA', 40, 34, { bold: true, size: 15, color: '#012169' });
  put(w, face, 'P.O. Box 15284  Wilmington, DE 19850', 40, 52, { size: 7.5 });
  put(w, face, 'Customer service information', 400, 34, { bold: true, size: 8 });
  put(w, face, '1.800.432.1000', 400, 46, { size: 8 });
  put(w, face, 'bankofamerica.com', 400, 56, { size: 8 });
  let y = 84;
  for (const l of ['MARISOL T QUINTERO', 'OMAR QUINTERO', '1720 CHESTNUT RIDGE RD', 'CHARLOTTE NC 28211-4418']) {
    put(w, face, l, 56, y, { size: 9 });
    y += 12;
  }
  y = 150;
  put(w, face, 'Your Adv Plus Banking', 40, y, { bold: true, size: 13 });
  put(w, face, 'for June 1, 2026 to June 30, 2026', 40, y + 16, { size: 9 });
  put(w, face, 'Account number:  4350 1227 8804', 572, y + 16, { right: true, size: 9 });
  put(w, face, 'MARISOL T QUINTERO  OMAR QUINTERO', 40, y + 28, { size: 8 });
  y += 48;
  put(w, face, 'Account summary', 40, y, { bold: true, size: 10.5 });
  hairline(w, 40, 300, y + 13, '#012169', 1);
  y += 18;
  const sumRows: Array<[string, string, boolean]> = [
    [`Beginning balance on ${longDate(start)}`, money(opening), false],
    ['Deposits and other additions', amount(sum(deposits)), false],
    ['Withdrawals and other subtractions', neg(sum(withdrawals)), false],
    ['Checks', neg(sum(checks)), false],
    ['Service fees', neg(sum(fees)), false],
    [`Ending balance on ${longDate(end)}`, money(closing), true],
  ];
  for (const [l, f, b] of sumRows) {
    put(w, face, l, 40, y, { bold: b });
    put(w, face, f, 300, y, { right: true, bold: b });
    y += 12;
  }
  y -= 72;
  const credits = deposits.length;
  const debits = withdrawals.length + checks.length + fees.length;
  put(w, face, `# of deposits/credits: ${credits}`, 340, y);
  put(w, face, `# of withdrawals/debits: ${debits}`, 340, y + 12);
  put(w, face, '# of days in cycle: 30', 340, y + 24);
  put(w, face, `Average ledger balance: ${money(opening + Math.round((closing - opening) / 2))}`, 340, y + 36);
  y += 96;
  const promo = wrapIn(
    w,
    face,
    'Your Adv Plus Banking account has a $12.00 monthly maintenance fee. You can avoid it with a minimum daily balance of $1,500.00 or a qualifying direct deposit of $250.00 or more each statement cycle.',
    520,
    8,
  );
  for (const l of promo) {
    put(w, face, l, 40, y, { size: 8 });
    y += 10;
  }
  w.doc.addPage();
  let section = '';
  const colHead = (kind: 'amount' | 'check') => {
    put(w, face, 'Date', 40, w.y, { bold: true, size: 8 });
    put(w, face, kind === 'check' ? 'Check #' : 'Description', 100, w.y, { bold: true, size: 8 });
    put(w, face, 'Amount', 572, w.y, { bold: true, size: 8, right: true });
    hairline(w, 40, 572, w.y + 11);
    w.y += 15;
  };
  let kind: 'amount' | 'check' = 'amount';
  const top = () => {
    w.y = 56;
    if (section) {
      put(w, face, `${section} - continued`, 40, w.y, { bold: true, size: 10.5, color: '#012169' });
      w.y += 18;
      colHead(kind);
    }
  };
  top();
  const need = (h: number) => {
    if (w.y + h <= 712) return;
    put(w, face, 'continued on the next page', 572, 722, { right: true, size: 7.5 });
    w.doc.addPage();
    top();
  };
  const title = (t: string, k: 'amount' | 'check' = 'amount') => {
    need(48);
    w.y += 8;
    section = t;
    kind = k;
    put(w, face, t, 40, w.y, { bold: true, size: 10.5, color: '#012169' });
    w.y += 18;
    colHead(k);
  };
  const row = (a: Activity, text: string) => {
    const lines = wrapIn(w, face, text, 360);
    need(lines.length * 11);
    put(w, face, dateFormats.mmddyy(a.date), 40, w.y);
    put(w, face, a.cents < 0 ? neg(a.cents) : amount(a.cents), 572, w.y, { right: true });
    for (const l of lines) {
      put(w, face, l, 100, w.y);
      w.y += 11;
    }
  };
  const total = (label: string, c: number) => {
    need(16);
    hairline(w, 40, 572, w.y - 2);
    put(w, face, label, 40, w.y + 2, { bold: true });
    put(w, face, c < 0 ? `-${money(-c)}` : money(c), 572, w.y + 2, { right: true, bold: true });
    w.y += 18;
  };
  title('Deposits and other additions');
  for (const a of deposits) row(a, a.description);
  total('Total deposits and other additions', sum(deposits));
  title('Withdrawals and other subtractions');
  for (const c of cards) {
    need(30);
    put(w, face, `Card account # XXXX XXXX XXXX ${c.number}`, 40, w.y, { bold: true });
    w.y += 13;
    for (const a of c.items) row(a, a.description);
    need(14);
    put(w, face, `Subtotal for card account # XXXX XXXX XXXX ${c.number}`, 100, w.y, { bold: true });
    put(w, face, `-${money(-sum(c.items))}`, 572, w.y, { right: true, bold: true });
    w.y += 16;
  }
  need(30);
  put(w, face, 'Other subtractions', 40, w.y, { bold: true });
  w.y += 13;
  for (const a of other) row(a, a.description);
  total('Total withdrawals and other subtractions', sum(withdrawals));
  title('Checks', 'check');
  for (const a of checks) row(a, a.description);
  total('Total checks', sum(checks));
  put(w, face, `Total # of checks  ${checks.length}`, 40, w.y - 2, { size: 8 });
  w.y += 12;
  title('Service fees');
  for (const a of fees) row(a, a.description);
  total('Total service fees', sum(fees));
  section = '';
  need(60);
  put(w, face, 'Daily ledger balances', 40, w.y + 6, { bold: true, size: 10.5, color: '#012169' });
  w.y += 26;
  const daily = dailyBalances(ordered, opening);
  for (let i = 0; i < daily.length; i += 3) {
    need(12);
    for (let k = 0; k < 3; k++) {
      const d = daily[i + k];
      if (!d) continue;
      put(w, face, dateFormats.mmdd(d[0]), 40 + k * 180, w.y);
      put(w, face, amount(d[1]), 190 + k * 180, w.y, { right: true });
    }
    w.y += 12;
  }
  const pdf = await w.finish((x, n, t) => {
    if (n > 1) header(`Page ${n} of ${t}`);
    else put(x, face, `Page ${n} of ${t}`, 572, 752, { right: true, size: 7.5 });
  });
  return statement(
    'boa-card-subtotals',
    'pdfkit',
    [
      'Bank of America Adv Plus: Account summary on page 1 with `Beginning balance on June 1, 2026` / `Ending balance on June 30, 2026` and `# of deposits/credits` counts beside it; the detail from page 2',
      'Withdrawals and other subtractions grouped under `Card account # XXXX XXXX XXXX 4417` sub-headings closed by `Subtotal for card account # …` lines, then `Other subtractions`',
      'withdrawals printed `-45.00` while deposits are bare; `continued on the next page` at a foot and `… - continued` headings; Checks listed by number',
    ],
    'MARISOL T QUINTERO',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '8804',
        name: 'Adv Plus Banking',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: {
          deposits_cents: sum(deposits),
          deposits_count: credits,
          withdrawals_cents: -sum([...withdrawals, ...checks, ...fees]),
          withdrawals_count: debits,
        },
        transactions: rows,
      }),
    ],
    pdf,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 3. PNC Virtual Wallet: Spend, Reserve and Growth in one statement; a Balance Summary with a column per account;
//    each account's Activity Detail printed `Date posted | Amount | Transaction description | Reference number` (the
//    amount before the description, a reference after it) under section sentences `There were 4 Deposits and Other
//    Additions totaling $1,234.56.`; transfers between the three accounts.
async function pncVirtualWallet(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-06-01';
  const end = '2026-06-30';
  const spendOpen = rng.int(180_000, 400_000);
  const reserveOpen = rng.int(300_000, 900_000);
  const growthOpen = rng.int(1_000_000, 3_000_000);
  const spend = bankActivity(rng, start, end, count, spendOpen).filter((a) => a.category !== 'check');
  const toReserve = rng.int(20, 60) * 1_000;
  const toGrowth = rng.int(10, 40) * 1_000;
  const tDate = '2026-06-15';
  const out = (text: string, cents: number, cat: Activity['category']): Activity => ({
    date: tDate,
    postDate: null,
    description: text,
    vendor: 'Virtual Wallet Transfer',
    cents,
    category: cat,
  });
  spend.push(out('Virtual Wallet Transfer To Reserve XXXXXX2211', -toReserve, 'electronic'));
  spend.push(out('Virtual Wallet Transfer To Growth XXXXXX2238', -toGrowth, 'electronic'));
  spend.sort((a, b) => a.date.localeCompare(b.date));
  const reserve: Activity[] = [
    out('Virtual Wallet Transfer From Spend XXXXXX2203', toReserve, 'deposit'),
    {
      date: '2026-06-22',
      postDate: null,
      description: 'Zelle Payment To Lucia Ortega 19287736101',
      vendor: 'Zelle',
      cents: -rng.int(5_000, 20_000),
      category: 'electronic',
    },
    { date: end, postDate: null, description: 'Interest Payment', vendor: 'Interest Payment', cents: rng.int(5, 60), category: 'interest' },
  ];
  const growth: Activity[] = [
    out('Virtual Wallet Transfer From Spend XXXXXX2203', toGrowth, 'deposit'),
    { date: end, postDate: null, description: 'Interest Payment', vendor: 'Interest Payment', cents: rng.int(300, 1_800), category: 'interest' },
  ];
  interface Acct {
    label: string;
    name: string;
    number: string;
    kind: 'checking' | 'savings';
    opening: number;
    items: Activity[];
  }
  const accts: Acct[] = [
    { label: 'Spend', name: 'Virtual Wallet Spend', number: '2203', kind: 'checking', opening: spendOpen, items: spend },
    { label: 'Reserve', name: 'Virtual Wallet Reserve', number: '2211', kind: 'checking', opening: reserveOpen, items: reserve },
    { label: 'Growth', name: 'Virtual Wallet Growth', number: '2238', kind: 'savings', opening: growthOpen, items: growth },
  ];
  const sections: Array<[string, (a: Activity) => boolean]> = [
    ['Deposits and Other Additions', (a) => a.cents > 0],
    ['Banking/Debit Card Withdrawals and Purchases', (a) => a.cents < 0 && (a.category === 'card' || a.category === 'atm')],
    ['Online and Electronic Banking Deductions', (a) => a.cents < 0 && a.category === 'electronic'],
    ['Other Deductions', (a) => a.cents < 0 && a.category === 'fee'],
  ];
  const w = new PdfkitWriter(60, 730);
  w.size = 8.5;
  put(w, face, 'PNC', 40, 30, { bold: true, size: 20, color: '#ef6a00' });
  put(w, face, 'Virtual Wallet With Performance Spend Statement', 120, 34, { bold: true, size: 11 });
  put(w, face, 'PNC Bank', 120, 50, { size: 8 });
  put(w, face, 'For the period 06/01/2026 to 06/30/2026', 572, 34, { right: true, size: 8.5 });
  put(w, face, 'Number of enclosures: 0', 572, 46, { right: true, size: 8 });
  put(w, face, 'Primary account number: XX-XXXX-2203', 572, 58, { right: true, size: 8.5 });
  let y = 84;
  for (const l of ['DESHAWN P MORALES', '88 FORBES AVE APT 410', 'PITTSBURGH PA 15213-2219']) {
    put(w, face, l, 56, y, { size: 9 });
    y += 12;
  }
  put(w, face, 'For 24-hour account information, sign on to pnc.com/mybusiness or call 1-888-PNC-BANK', 330, 84, { size: 7.5 });
  y = 140;
  put(w, face, 'Balance Summary', 40, y, { bold: true, size: 11 });
  y += 16;
  band(w, 40, y - 3, 532, 13, '#f1e3d3');
  for (const [k, a] of accts.entries()) {
    put(w, face, a.label, 372 + k * 92, y, { bold: true, right: true });
    put(w, face, `XX-XXXX-${a.number}`, 372 + k * 92, y + 12, { right: true, size: 7 });
  }
  y += 26;
  const summaryRows: Array<[string, (a: Acct) => number]> = [
    ['Beginning balance', (a) => a.opening],
    ['Deposits and other additions', (a) => sum(a.items.filter((x) => x.cents > 0))],
    ['Checks and other deductions', (a) => -sum(a.items.filter((x) => x.cents < 0))],
    ['Ending balance', (a) => closingOf(a.items, a.opening)],
  ];
  for (const [label, f] of summaryRows) {
    put(w, face, label, 44, y, { bold: label === 'Ending balance' });
    for (const [k, a] of accts.entries()) put(w, face, amount(f(a)), 372 + k * 92, y, { right: true, bold: label === 'Ending balance' });
    y += 12;
  }
  w.y = y + 14;
  let current = '';
  const colHead = () => {
    put(w, face, 'Date', 44, w.y, { bold: true, size: 7.5 });
    put(w, face, 'posted', 44, w.y + 9, { bold: true, size: 7.5 });
    put(w, face, 'Amount', 140, w.y + 9, { bold: true, size: 7.5, right: true });
    put(w, face, 'Transaction description', 160, w.y + 9, { bold: true, size: 7.5 });
    put(w, face, 'Reference', 568, w.y, { bold: true, size: 7.5, right: true });
    put(w, face, 'number', 568, w.y + 9, { bold: true, size: 7.5, right: true });
    hairline(w, 40, 572, w.y + 20);
    w.y += 24;
  };
  const need = (h: number) => {
    if (w.y + h <= 716) return;
    w.doc.addPage();
    w.y = 56;
    put(w, face, `Virtual Wallet With Performance Spend Statement   For the period 06/01/2026 to 06/30/2026`, 40, 36, { size: 7.5 });
    if (current) {
      put(w, face, `${current} - continued`, 40, w.y, { bold: true, size: 9.5 });
      w.y += 14;
      colHead();
    }
  };
  const result: ExpectedAccount[] = [];
  for (const a of accts) {
    current = '';
    need(90);
    band(w, 40, w.y - 3, 532, 16, '#ef6a00');
    put(w, face, `${a.name}  Account Number: XX-XXXX-${a.number}`, 44, w.y + 1, { bold: true, size: 10, color: 'white' });
    w.y += 22;
    put(w, face, 'Activity Detail', 40, w.y, { bold: true, size: 10 });
    w.y += 16;
    const ordered: Activity[] = [];
    for (const [title, test] of sections) {
      const list = a.items.filter(test);
      if (!list.length) continue;
      ordered.push(...list);
      need(50);
      current = title;
      put(w, face, title, 40, w.y, { bold: true, size: 9.5 });
      const t = Math.abs(sum(list));
      const noun = list.length === 1 ? 'was 1' : `were ${list.length}`;
      put(w, face, `There ${noun} ${title} totaling ${money(t)}.`, 40, w.y + 12, { size: 8 });
      w.y += 26;
      colHead();
      for (const x of list) {
        const lines = wrapIn(w, face, x.description, 300);
        need(lines.length * 11);
        put(w, face, dateFormats.mmdd(x.date), 44, w.y);
        put(w, face, amount(Math.abs(x.cents)), 140, w.y, { right: true });
        if (x.category !== 'interest') put(w, face, `0000${digits(rng, 7)}`, 568, w.y, { right: true });
        for (const l of lines) {
          put(w, face, l, 160, w.y);
          w.y += 11;
        }
      }
      w.y += 8;
    }
    current = '';
    if (!a.items.some((x) => x.cents < 0)) {
      need(14);
      put(w, face, 'There were no Checks and Other Deductions.', 40, w.y, { size: 8 });
      w.y += 16;
    }
    const deps = a.items.filter((x) => x.cents > 0);
    const wds = a.items.filter((x) => x.cents < 0);
    result.push(
      account({
        kind: a.kind,
        account_number_last4: a.number,
        name: a.name,
        period_start: start,
        period_end: end,
        opening_balance_cents: a.opening,
        closing_balance_cents: closingOf(a.items, a.opening),
        printed_totals: { deposits_cents: sum(deps), withdrawals_cents: -sum(wds) },
        transactions: expectedRows(ordered, a.opening, { balances: 'none' }),
      }),
    );
  }
  const pdf = await w.finish((x, n, t) => put(x, face, `Page ${n} of ${t}`, 572, 752, { right: true, size: 7.5 }));
  return statement(
    'pnc-virtual-wallet',
    'pdfkit',
    [
      'PNC Virtual Wallet: Spend, Reserve (checking) and Growth (savings) in one statement with a Balance Summary holding a column per account',
      'Activity Detail printed `Date posted | Amount | Transaction description | Reference number`: the unsigned amount before the description, a reference number after it, sections deciding signs',
      'sentences under each section heading: `There were 4 Deposits and Other Additions totaling $1,234.56.`; transfers between the three accounts',
    ],
    'DESHAWN P MORALES',
    w.pages,
    result,
    pdf,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 4. U.S. Bank Smartly Checking: an Account Summary with `$` set apart from its figure and debits with a trailing
//    minus (`$ 1,234.56-`); Customer Deposits printing date, ref number and amount only; Other Deposits, Card
//    Withdrawals (two-line `Debit Purchase - VISA On 051526 …` rows) and Other Withdrawals as `Date | Description of
//    Transaction | Ref Number | Amount` with trailing-minus debits, each closed by `Total … $ 1,234.56-`; a Balance
//    Summary `Date | Ending Balance` three across.
async function usbankTrailing(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-05-14';
  const end = '2026-06-12';
  const opening = rng.int(200_000, 500_000);
  const acts = bankActivity(rng, start, end, count, opening).filter((a) => a.category !== 'check' && a.category !== 'fee');
  const customer = acts.filter((a) => a.category === 'deposit' && a.description.startsWith('REMOTE')).map((a) => ({ ...a, description: '' }));
  const otherDeposits = acts.filter((a) => a.category === 'deposit' && !a.description.startsWith('REMOTE'));
  const cardW = acts
    .filter((a) => a.category === 'card' || a.category === 'atm')
    .map((a) => {
      const p = cardPurchase(rng);
      const on = `${pad(parts(a.date).m)}${pad(parts(a.date).d)}${pad(parts(a.date).y % 100)}`;
      return a.category === 'atm'
        ? {
            ...a,
            description: `ATM Withdrawal On ${on} U.S. BANK ${rng.pick(['LAKE ST MINNEAPOLIS MN', 'W BURNSIDE PORTLAND OR'])} REF # ${digits(rng, 12)}`,
          }
        : { ...a, description: `Debit Purchase - VISA On ${on} ${p.description} REF # ${digits(rng, 12)}`, vendor: p.vendor };
    });
  const otherW = acts.filter((a) => a.category === 'electronic');
  const ordered = [...customer, ...otherDeposits, ...cardW, ...otherW];
  const rows = expectedRows(ordered, opening, { balances: 'none' });
  const closing = closingOf(ordered, opening);
  const tm = (c: number) => (c < 0 ? `${amount(-c)}-` : amount(c));
  const dl = (c: number) => `$ ${tm(c)}`;
  const md = (iso: string) => `${MON[parts(iso).m - 1]} ${pad(parts(iso).d)}`;
  const w = new PdfkitWriter(60, 730);
  w.size = 8.5;
  put(w, face, 'usbank', 40, 30, { bold: true, size: 18, color: '#0c2074' });
  put(w, face, 'P.O. Box 1800  Saint Paul, Minnesota 55101-0800', 40, 52, { size: 7.5 });
  put(w, face, 'Account Number:', 420, 30, { size: 8 });
  put(w, face, '1 532 0917 4468', 572, 30, { right: true, size: 8 });
  put(w, face, 'Statement Period:', 420, 42, { size: 8 });
  put(w, face, 'May 14, 2026', 572, 42, { right: true, size: 8 });
  put(w, face, 'through', 572, 52, { right: true, size: 8 });
  put(w, face, 'Jun 12, 2026', 572, 62, { right: true, size: 8 });
  put(w, face, 'Page 1 of', 420, 74, { size: 8 });
  let y = 90;
  for (const l of ['INGRID S HALVORSEN', '2231 BLOOMINGTON AVE', 'MINNEAPOLIS MN 55404-3116']) {
    put(w, face, l, 56, y, { size: 9 });
    y += 12;
  }
  y = 150;
  band(w, 40, y - 3, 532, 14, '#0c2074');
  put(w, face, 'U.S. BANK SMARTLY CHECKING', 44, y, { bold: true, size: 9, color: 'white' });
  put(w, face, 'Member FDIC', 568, y, { right: true, size: 7.5, color: 'white' });
  y += 18;
  put(w, face, 'U.S. Bank National Association', 40, y, { size: 8 });
  put(w, face, 'Account Number 1-532-0917-4468', 572, y, { right: true, size: 8 });
  y += 16;
  put(w, face, 'Account Summary', 40, y, { bold: true, size: 9.5 });
  put(w, face, '# Items', 330, y, { bold: true, right: true, size: 8 });
  y += 14;
  const summary: Array<[string, string, number]> = [
    ['Beginning Balance on May 14', '', opening],
    ['Customer Deposits', String(customer.length), sum(customer)],
    ['Other Deposits', String(otherDeposits.length), sum(otherDeposits)],
    ['Card Withdrawals', String(cardW.length), sum(cardW)],
    ['Other Withdrawals', String(otherW.length), sum(otherW)],
    ['Ending Balance on Jun 12, 2026', '', closing],
  ];
  for (const [l, n, c] of summary) {
    put(w, face, l, 40, y, { bold: l.startsWith('Ending') });
    if (n) put(w, face, n, 330, y, { right: true });
    put(w, face, '$', 380, y);
    put(w, face, tm(c), 480, y, { right: true, bold: l.startsWith('Ending') });
    y += 12;
  }
  w.y = y + 12;
  let current = '';
  const colHead = (dep: boolean) => {
    put(w, face, 'Date', 40, w.y, { bold: true, size: 8 });
    if (!dep) put(w, face, 'Description of Transaction', 90, w.y, { bold: true, size: 8 });
    put(w, face, 'Ref Number', 440, w.y, { bold: true, size: 8, right: true });
    put(w, face, 'Amount', 568, w.y, { bold: true, size: 8, right: true });
    hairline(w, 40, 572, w.y + 11);
    w.y += 15;
  };
  let depHead = false;
  const need = (h: number) => {
    if (w.y + h <= 714) return;
    w.doc.addPage();
    w.y = 70;
    if (current) {
      put(w, face, `${current} (continued)`, 40, w.y, { bold: true, size: 9.5 });
      w.y += 15;
      colHead(depHead);
    }
  };
  const sectionOf = (title: string, list: Activity[], dep = false) => {
    need(46);
    current = title;
    depHead = dep;
    put(w, face, title, 40, w.y, { bold: true, size: 9.5 });
    w.y += 15;
    colHead(dep);
    for (const a of list) {
      const lines = dep ? [''] : wrapIn(w, face, a.description.replace(/ REF # \d+$/, ''), 280);
      const ref = /REF # (\d+)$/.exec(a.description)?.[1] ?? (dep ? digits(rng, 10) : '');
      need(lines.length * 11);
      put(w, face, md(a.date), 40, w.y);
      put(w, face, tm(a.cents), 568, w.y, { right: true });
      if (ref) put(w, face, ref, 440, w.y, { right: true, size: 7.5 });
      for (const l of lines) {
        if (l) put(w, face, l, 90, w.y);
        w.y += 11;
      }
    }
    need(16);
    put(w, face, `Total ${title}`, 300, w.y + 2, { bold: true });
    put(w, face, dl(sum(list)), 568, w.y + 2, { right: true, bold: true });
    w.y += 20;
    current = '';
  };
  sectionOf('Customer Deposits', customer, true);
  sectionOf('Other Deposits', otherDeposits);
  sectionOf('Card Withdrawals', cardW);
  sectionOf('Other Withdrawals', otherW);
  need(40);
  put(w, face, 'Balance Summary', 40, w.y, { bold: true, size: 9.5 });
  w.y += 14;
  for (let k = 0; k < 3; k++) {
    put(w, face, 'Date', 40 + k * 180, w.y, { bold: true, size: 8 });
    put(w, face, 'Ending Balance', 200 + k * 180, w.y, { bold: true, size: 8, right: true });
  }
  w.y += 12;
  const daily = dailyBalances(ordered, opening);
  for (let i = 0; i < daily.length; i += 3) {
    need(12);
    for (let k = 0; k < 3; k++) {
      const d = daily[i + k];
      if (!d) continue;
      put(w, face, md(d[0]), 40 + k * 180, w.y);
      put(w, face, tm(d[1]), 200 + k * 180, w.y, { right: true });
    }
    w.y += 12;
  }
  put(w, face, 'Balances only appear for days reflecting change.', 40, w.y + 4, { size: 7.5 });
  const pdf = await w.finish((x, n, t) => {
    if (n === 1) put(x, face, String(t), 470, 74, { size: 8 });
    else {
      put(x, face, 'INGRID S HALVORSEN', 40, 34, { size: 7.5 });
      put(x, face, `Account Number 1-532-0917-4468   Statement Period: May 14, 2026 through Jun 12, 2026   Page ${n} of ${t}`, 572, 34, {
        right: true,
        size: 7.5,
      });
    }
  });
  return statement(
    'usbank-trailing',
    'pdfkit',
    [
      'U.S. Bank Smartly Checking: Account Summary with `# Items` and `$` set apart from trailing-minus figures (`$   1,234.56-`), `Beginning Balance on May 14`',
      'Customer Deposits rows printing only `Date | Ref Number | Amount` (no description)',
      'Other Deposits / Card Withdrawals / Other Withdrawals as `Date | Description of Transaction | Ref Number | Amount`, debits with a trailing minus only in the withdrawal sections, `Total Card Withdrawals $ 1,234.56-`',
      '`May 14` dates, two-line `Debit Purchase - VISA On 051526 …` rows; a Balance Summary three across',
    ],
    'INGRID S HALVORSEN',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '4468',
        name: 'U.S. BANK SMARTLY CHECKING',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: totalsOf(ordered),
        transactions: rows.map((r) => ({ ...r, description: r.description.replace(/ REF # \d+$/, '') })),
      }),
    ],
    pdf,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 5. Navy Federal Credit Union: a `Summary of your deposit accounts` table with one row per account (Previous
//    Balance | Deposits/Credits | Withdrawals/Debits | Ending Balance | YTD Dividends) under an Access No.; each
//    account `Date | Transaction Detail | Amount($) | Balance($)` with `05-18` dates across May and June, debits
//    with a trailing minus, Beginning and Ending Balance rows, a Dividend row; descriptions carrying `05-18-26` dates.
async function navyFederal(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-05-17';
  const end = '2026-06-16';
  const chkOpen = rng.int(150_000, 350_000);
  const savOpen = rng.int(200_000, 900_000);
  const raw = bankActivity(rng, start, end, count, chkOpen).filter((a) => a.category !== 'check');
  const mmddyy = (iso: string) => `${pad(parts(iso).m)}-${pad(parts(iso).d)}-${pad(parts(iso).y % 100)}`;
  const chk = raw.map((a) => {
    if (a.category === 'card') {
      const p = cardPurchase(rng);
      return { ...a, description: `POS Debit- Debit Card 4471 ${mmddyy(a.date)} ${p.description}`, vendor: p.vendor };
    }
    if (a.category === 'deposit' && a.description.includes('PAYROLL'))
      return { ...a, description: 'Deposit - ACH Paid From DFAS-Cleveland Mil Pay', vendor: 'DFAS-Cleveland' };
    return a;
  });
  const xfer = rng.int(10, 40) * 1_000;
  chk.push({ date: '2026-06-01', postDate: null, description: 'Transfer To Shares', vendor: 'Transfer', cents: -xfer, category: 'electronic' });
  chk.sort((a, b) => a.date.localeCompare(b.date));
  const sav: Activity[] = [
    { date: '2026-06-01', postDate: null, description: 'Transfer From Checking', vendor: 'Transfer', cents: xfer, category: 'deposit' },
    {
      date: '2026-06-08',
      postDate: null,
      description: 'Withdrawal - Online Banking Transfer To Credit Card 4460',
      vendor: 'Transfer',
      cents: -rng.int(5_000, 30_000),
      category: 'electronic',
    },
    { date: end, postDate: null, description: 'Dividend', vendor: 'Dividend', cents: rng.int(20, 400), category: 'interest' },
  ];
  const chkDiv: Activity = { date: end, postDate: null, description: 'Dividend', vendor: 'Dividend', cents: rng.int(1, 30), category: 'interest' };
  chk.push(chkDiv);
  const accts = [
    { title: 'Membership Savings', number: '3061828841', kind: 'savings' as const, opening: savOpen, items: sav },
    { title: 'Everyday Checking', number: '7012309156', kind: 'checking' as const, opening: chkOpen, items: chk },
  ];
  const tm = (c: number) => (c < 0 ? `${amount(-c)}-` : amount(c));
  const md = (iso: string) => `${pad(parts(iso).m)}-${pad(parts(iso).d)}`;
  const w = new PdfkitWriter(60, 730);
  w.size = 8.5;
  put(w, face, 'NAVY FEDERAL', 40, 28, { bold: true, size: 16, color: '#002f6c' });
  put(w, face, 'Credit Union', 40, 46, { size: 9, color: '#002f6c' });
  put(w, face, 'Statement of Account', 572, 28, { right: true, bold: true, size: 12 });
  put(w, face, 'Statement Period', 480, 46, { size: 8 });
  put(w, face, '05/17/26 - 06/16/26', 572, 46, { right: true, size: 8 });
  put(w, face, 'Access No.', 480, 58, { size: 8 });
  put(w, face, 'XXXXXX3417', 572, 58, { right: true, size: 8 });
  let y = 84;
  for (const l of ['TREVOR L BASKERVILLE', 'JOINT OWNER(S): KAYLA M BASKERVILLE', '1208 SHIPWRIGHT LN', 'VIRGINIA BEACH VA 23454-6621']) {
    put(w, face, l, 56, y, { size: 9 });
    y += 12;
  }
  y = 150;
  put(w, face, 'Summary of your deposit accounts', 40, y, { bold: true, size: 10.5, color: '#002f6c' });
  y += 16;
  band(w, 40, y - 3, 532, 22, '#dfe6ef');
  const heads = ['Previous', 'Deposits/', 'Withdrawals/', 'Ending', 'YTD'];
  const heads2 = ['Balance', 'Credits', 'Debits', 'Balance', 'Dividends'];
  const xs = [300, 362, 428, 494, 566];
  for (const [k, x] of xs.entries()) {
    put(w, face, heads[k] ?? '', x, y, { bold: true, right: true, size: 7.5 });
    put(w, face, heads2[k] ?? '', x, y + 9, { bold: true, right: true, size: 7.5 });
  }
  y += 24;
  let tots = [0, 0, 0, 0, 0];
  for (const a of accts) {
    const dep = sum(a.items.filter((x) => x.cents > 0));
    const wd = -sum(a.items.filter((x) => x.cents < 0));
    const figs = [a.opening, dep, wd, closingOf(a.items, a.opening), rng.int(100, 2_000)];
    tots = tots.map((t, k) => t + (figs[k] ?? 0));
    put(w, face, a.title, 44, y);
    put(w, face, a.number, 170, y);
    for (const [k, x] of xs.entries()) put(w, face, money(figs[k] ?? 0), x, y, { right: true });
    y += 12;
  }
  put(w, face, 'Totals', 44, y, { bold: true });
  for (const [k, x] of xs.entries()) put(w, face, money(tots[k] ?? 0), x, y, { right: true, bold: true });
  y += 22;
  w.y = y;
  let current = '';
  const colHead = () => {
    put(w, face, 'Date', 44, w.y, { bold: true, size: 8 });
    put(w, face, 'Transaction Detail', 90, w.y, { bold: true, size: 8 });
    put(w, face, 'Amount($)', 470, w.y, { bold: true, size: 8, right: true });
    put(w, face, 'Balance($)', 566, w.y, { bold: true, size: 8, right: true });
    hairline(w, 40, 572, w.y + 11);
    w.y += 15;
  };
  const need = (h: number) => {
    if (w.y + h <= 716) return;
    w.doc.addPage();
    w.y = 64;
    put(w, face, 'Statement of Account   Statement Period 05/17/26 - 06/16/26   Access No. XXXXXX3417', 40, 36, { size: 7.5 });
    if (current) {
      put(w, face, `${current} - continued`, 40, w.y, { bold: true, size: 9.5 });
      w.y += 15;
      colHead();
    }
  };
  const result: ExpectedAccount[] = [];
  for (const a of accts) {
    need(70);
    current = `${a.title} - ${a.number}`;
    band(w, 40, w.y - 3, 532, 15, '#002f6c');
    put(w, face, a.kind === 'savings' ? 'Savings' : 'Checking', 44, w.y, { bold: true, size: 9.5, color: 'white' });
    w.y += 20;
    put(w, face, current, 40, w.y, { bold: true, size: 9.5 });
    w.y += 15;
    colHead();
    const rows = expectedRows(a.items, a.opening);
    put(w, face, md(start), 44, w.y);
    put(w, face, 'Beginning Balance', 90, w.y);
    put(w, face, amount(a.opening), 566, w.y, { right: true });
    w.y += 11;
    for (const [i, x] of a.items.entries()) {
      const lines = wrapIn(w, face, x.description, 290);
      need(lines.length * 11);
      put(w, face, md(x.date), 44, w.y);
      put(w, face, tm(x.cents), 470, w.y, { right: true });
      put(w, face, tm(rows[i]?.balance_cents ?? 0), 566, w.y, { right: true });
      for (const [k, l] of lines.entries()) {
        put(w, face, l, k ? 100 : 90, w.y);
        w.y += 11;
      }
    }
    const closing = closingOf(a.items, a.opening);
    need(40);
    put(w, face, md(end), 44, w.y);
    put(w, face, 'Ending Balance', 90, w.y, { bold: true });
    put(w, face, amount(closing), 566, w.y, { right: true, bold: true });
    w.y += 14;
    put(w, face, `Average Daily Balance - Current Cycle: ${money(Math.round((a.opening + closing) / 2))}`, 90, w.y, { size: 8 });
    put(w, face, `Your current Dividend Rate is ${a.kind === 'savings' ? '0.25%' : '0.05%'}.`, 90, w.y + 10, { size: 8 });
    w.y += 30;
    current = '';
    result.push(
      account({
        kind: a.kind,
        account_number_last4: a.number.slice(-4),
        name: a.title,
        period_start: start,
        period_end: end,
        opening_balance_cents: a.opening,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: sum(a.items.filter((x) => x.cents > 0)), withdrawals_cents: -sum(a.items.filter((x) => x.cents < 0)) },
        transactions: rows,
      }),
    );
  }
  const pdf = await w.finish((x, n, t) => {
    put(x, face, 'Federally insured by NCUA.', 40, 752, { size: 7 });
    put(x, face, `Page ${n} of ${t}`, 572, 752, { right: true, size: 7.5 });
  });
  return statement(
    'navy-federal',
    'pdfkit',
    [
      'Navy Federal Credit Union: `Summary of your deposit accounts` with one row per account (name, number, Previous Balance | Deposits/Credits | Withdrawals/Debits | Ending Balance | YTD Dividends) and a Totals row',
      'Membership Savings and Everyday Checking under one Access No., each `Date | Transaction Detail | Amount($) | Balance($)` with Beginning / Ending Balance rows and a Dividend row',
      '`05-18` dates across May and June with the years only in `05/17/26 - 06/16/26`, debits with a trailing minus, `POS Debit- Debit Card 4471 05-18-26 …` descriptions, a JOINT OWNER(S) line',
    ],
    'TREVOR L BASKERVILLE',
    w.pages,
    result,
    pdf,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 6. TD Bank Convenience Checking: an ACCOUNT SUMMARY in two columns (balances and activity left, interest and days
//    right); DAILY ACCOUNT ACTIVITY in sections (Electronic Deposits, Other Credits, Electronic Payments, Other
//    Withdrawals, Service Charges) each `POSTING DATE | DESCRIPTION | AMOUNT` closed by `Subtotal:`, every amount
//    unsigned; comma-separated two-line descriptions with a masked card number (`DEBIT CARD PURCHASE, *****…, AUT
//    060226 VISA DDA PUR` / `WAWA 8123 * PHILADELPHIA * PA`); a DAILY BALANCE SUMMARY with an overdrawn day.
async function tdDailyActivity(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-06-01';
  const end = '2026-06-30';
  const opening = rng.int(150_000, 300_000);
  const base = bankActivity(rng, start, end, count, opening).filter((a) => a.category !== 'check' && a.category !== 'fee');
  const withOd = overdraw(
    rng,
    base,
    opening,
    { description: 'ACH DEBIT, LOANCARE LLC MTG PYMT 8801234', vendor: 'LOANCARE' },
    () => ({ description: 'OVERDRAFT PD', vendor: 'OVERDRAFT PD', cents: 3_500 }),
    { description: 'CCD DEPOSIT, GUSTO PAY 062641 NATHAN J OKAFOR', vendor: 'GUSTO' },
  );
  const card = '*****37850123';
  const items = withOd.map((a) => {
    const aut = `${pad(parts(a.date).m)}${pad(parts(a.date).d)}${pad(parts(a.date).y % 100)}`;
    if (a.category === 'card') {
      const p = cardPurchase(rng);
      const [m, ...rest] = p.description.split(' ');
      return {
        ...a,
        description: `DEBIT CARD PURCHASE, ${card}${digits(rng, 3)}, AUT ${aut} VISA DDA PUR ${[m, ...rest.slice(0, -2)].join(' ')} * ${rest.slice(-2).join(' * ')}`,
        vendor: p.vendor,
      };
    }
    if (a.category === 'atm')
      return { ...a, description: `TD ATM DEBIT, ${card}${digits(rng, 3)}, AUT ${aut} DDA WITHDRAW 1205 ROUTE 73 * MOUNT LAUREL * NJ` };
    if (a.category === 'electronic' && !a.description.startsWith('ACH'))
      return { ...a, description: `ACH DEBIT, ${a.description.replace(/ (PPD|WEB|CCD) ID: \d+/, '')} ${digits(rng, 7)}` };
    return a;
  });
  const groups: Array<[string, (a: Activity) => boolean]> = [
    ['Electronic Deposits', (a) => a.cents > 0 && !/REFUND|REMOTE/.test(a.description)],
    ['Other Credits', (a) => a.cents > 0 && /REFUND|REMOTE/.test(a.description)],
    ['Electronic Payments', (a) => a.cents < 0 && (a.category === 'card' || a.category === 'electronic')],
    ['Other Withdrawals', (a) => a.cents < 0 && a.category === 'atm'],
    ['Service Charges', (a) => a.cents < 0 && a.category === 'fee'],
  ];
  const bySection = groups.map(([t, f]) => ({ title: t, list: items.filter(f) }));
  const ordered = bySection.flatMap((s) => s.list);
  const rows = expectedRows(ordered, opening, { balances: 'none' });
  const closing = closingOf(items, opening);
  const w = new PdfkitWriter(60, 730);
  w.size = 8.5;
  put(w, face, 'TD Bank', 40, 28, { bold: true, size: 17, color: '#1a7a2e' });
  put(w, face, "America's Most Convenient Bank", 40, 48, { size: 8, color: '#1a7a2e' });
  put(w, face, 'STATEMENT OF ACCOUNT', 572, 28, { right: true, bold: true, size: 10 });
  let y = 84;
  for (const l of ['NATHAN J OKAFOR', '311 HADDON AVE', 'COLLINGSWOOD NJ 08108']) {
    put(w, face, l, 56, y, { size: 9 });
    y += 12;
  }
  put(w, face, 'Page:', 440, 84, { size: 8 });
  put(w, face, 'Statement Period:', 440, 96, { size: 8 });
  put(w, face, 'Jun 01 2026-Jun 30 2026', 572, 96, { right: true, size: 8 });
  put(w, face, 'Cust Ref #:', 440, 108, { size: 8 });
  put(w, face, '4321098765-717-E-***', 572, 108, { right: true, size: 8 });
  put(w, face, 'Primary Account #:', 440, 120, { size: 8 });
  put(w, face, '432-1098765', 572, 120, { right: true, size: 8 });
  y = 150;
  put(w, face, 'TD Convenience Checking', 40, y, { bold: true, size: 10 });
  y += 14;
  put(w, face, 'NATHAN J OKAFOR', 40, y, { size: 8 });
  put(w, face, 'Account #  432-1098765', 572, y, { right: true, size: 8 });
  y += 16;
  band(w, 40, y - 3, 532, 13, '#e4efe6');
  put(w, face, 'ACCOUNT SUMMARY', 44, y, { bold: true, size: 8.5 });
  y += 16;
  const left: Array<[string, number]> = [
    ['Beginning Balance', opening],
    ...bySection.map((s) => [s.title, Math.abs(sum(s.list))] as [string, number]),
    ['Ending Balance', closing],
  ];
  const right: Array<[string, string]> = [
    ['Average Collected Balance', amount(opening + Math.round((closing - opening) / 3))],
    ['Interest Earned This Period', '0.00'],
    ['Interest Paid Year-to-Date', '0.00'],
    ['Annual Percentage Yield Earned', '0.00%'],
    ['Days in Period', '30'],
  ];
  for (const [i, [l, c]] of left.entries()) {
    put(w, face, l, 44, y + i * 11);
    put(w, face, amount(c), 280, y + i * 11, { right: true });
  }
  for (const [i, [l, c]] of right.entries()) {
    put(w, face, l, 320, y + i * 11);
    put(w, face, c, 568, y + i * 11, { right: true });
  }
  w.y = y + left.length * 11 + 14;
  let current = '';
  const colHead = () => {
    put(w, face, 'POSTING DATE', 44, w.y, { bold: true, size: 7.5 });
    put(w, face, 'DESCRIPTION', 110, w.y, { bold: true, size: 7.5 });
    put(w, face, 'AMOUNT', 568, w.y, { bold: true, size: 7.5, right: true });
    w.y += 12;
  };
  const need = (h: number) => {
    if (w.y + h <= 716) return;
    w.doc.addPage();
    w.y = 70;
    put(w, face, 'NATHAN J OKAFOR   Statement Period: Jun 01 2026-Jun 30 2026   Primary Account #: 432-1098765', 40, 36, { size: 7.5 });
    band(w, 40, w.y - 3, 532, 13, '#e4efe6');
    put(w, face, 'DAILY ACCOUNT ACTIVITY', 44, w.y, { bold: true, size: 8.5 });
    w.y += 16;
    if (current) {
      put(w, face, `${current} (continued)`, 44, w.y, { bold: true });
      w.y += 12;
      colHead();
    }
  };
  need(40);
  band(w, 40, w.y - 3, 532, 13, '#e4efe6');
  put(w, face, 'DAILY ACCOUNT ACTIVITY', 44, w.y, { bold: true, size: 8.5 });
  w.y += 16;
  for (const s of bySection) {
    if (!s.list.length) continue;
    need(40);
    current = s.title;
    put(w, face, s.title, 44, w.y, { bold: true });
    w.y += 12;
    colHead();
    for (const a of s.list) {
      const lines = wrapIn(w, face, a.description, 360);
      need(lines.length * 10.5);
      put(w, face, dateFormats.mmdd(a.date), 44, w.y);
      put(w, face, amount(Math.abs(a.cents)), 568, w.y, { right: true });
      for (const l of lines) {
        put(w, face, l, 110, w.y);
        w.y += 10.5;
      }
    }
    need(14);
    put(w, face, 'Subtotal:', 440, w.y + 1, { bold: true });
    put(w, face, amount(Math.abs(sum(s.list))), 568, w.y + 1, { right: true, bold: true });
    w.y += 18;
  }
  current = '';
  need(40);
  band(w, 40, w.y - 3, 532, 13, '#e4efe6');
  put(w, face, 'DAILY BALANCE SUMMARY', 44, w.y, { bold: true, size: 8.5 });
  w.y += 16;
  for (let k = 0; k < 2; k++) {
    put(w, face, 'DATE', 44 + k * 270, w.y, { bold: true, size: 7.5 });
    put(w, face, 'BALANCE', 240 + k * 270, w.y, { bold: true, size: 7.5, right: true });
  }
  w.y += 12;
  const daily: Array<[string, number]> = [[start, opening], ...dailyBalances(items, opening).filter(([d]) => d !== start)];
  const half = Math.ceil(daily.length / 2);
  for (let i = 0; i < half; i++) {
    need(11);
    for (const [k, d] of [daily[i], daily[i + half]].entries()) {
      if (!d) continue;
      put(w, face, dateFormats.mmdd(d[0]), 44 + k * 270, w.y);
      put(w, face, d[1] < 0 ? `-${amount(-d[1])}` : amount(d[1]), 240 + k * 270, w.y, { right: true });
    }
    w.y += 11;
  }
  const pdf = await w.finish((x, n, t) => {
    if (n === 1) put(x, face, `${n} of ${t}`, 572, 84, { right: true, size: 8 });
    put(x, face, 'Call 1-888-751-9000 for 24-hour Bank-by-Phone services or connect to www.tdbank.com', 40, 752, { size: 7 });
    put(x, face, `Page: ${n} of ${t}`, 572, 752, { right: true, size: 7.5 });
  });
  const totals = totalsOf(ordered);
  return statement(
    'td-daily-activity',
    'pdfkit',
    [
      'TD Bank Convenience Checking: ACCOUNT SUMMARY in two columns (Beginning Balance, one line per section, Ending Balance | Average Collected Balance, Interest, APY, Days in Period)',
      'DAILY ACCOUNT ACTIVITY sections (Electronic Deposits, Other Credits, Electronic Payments, Other Withdrawals, Service Charges) each `POSTING DATE | DESCRIPTION | AMOUNT` closed by `Subtotal:`, all amounts unsigned',
      'comma-separated two-line descriptions with a masked card number and `AUT 060226` dates, merchant lines `WAWA 8123 * PHILADELPHIA * PA`',
      'an overdraft: `OVERDRAFT PD` under Service Charges and a DAILY BALANCE SUMMARY (read down two columns) with minus-signed days',
    ],
    'NATHAN J OKAFOR',
    w.pages,
    [
      account({
        kind: 'checking',
        account_number_last4: '8765',
        name: 'TD Convenience Checking',
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
// 7. Citi Costco Anywhere Visa: `Billing Period: 05/13/26-06/12/26` (no spaces), `®` in the card's name, a Costco Cash
//    Back Rewards box of per-category dollar figures; `Sale Date | Post Date | Description | Amount` where payments
//    and interest print only a Post Date (the Sale Date cell empty); Payments, Credits and Adjustments, Standard
//    Purchases, Fees Charged and Interest Charged sections; a Minimum Payment Warning table.
async function citiCostco(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const face: Face = 'Helvetica';
  const start = '2026-05-13';
  const end = '2026-06-12';
  const previous = rng.int(90_000, 320_000);
  const raw = cardActivity(rng, start, end, count);
  const payment: Activity = {
    date: '2026-05-28',
    postDate: '2026-05-28',
    description: 'ONLINE PAYMENT, THANK YOU',
    vendor: 'PAYMENT',
    cents: rng.int(50, 250) * 1_000,
    category: 'payment',
  };
  const credits = raw.filter((a) => a.cents > 0 && !a.description.startsWith('Payment'));
  const purchases = raw.filter((a) => a.cents < 0);
  const fee: Activity = { date: end, postDate: end, description: 'LATE FEE - PAYMENT DUE 05/08', vendor: 'LATE FEE', cents: -3_000, category: 'fee' };
  const interest: Activity = {
    date: end,
    postDate: end,
    description: 'INTEREST CHARGED TO STANDARD PURCH',
    vendor: 'INTEREST',
    cents: -rng.int(900, 4_800),
    category: 'interest',
  };
  const postOnly = new Set<Activity>([payment, fee, interest]);
  const ordered = [payment, ...credits, ...purchases, fee, interest];
  const rows = expectedRows(ordered, previous, { isCard: true, balances: 'none' });
  const closing = closingOf(ordered, previous, true);
  const bought = -sum(purchases);
  const w = new PdfkitWriter(60, 730);
  w.size = 8.5;
  put(w, face, 'citi', 40, 26, { bold: true, size: 22, color: '#056dae' });
  put(w, face, 'Costco Anywhere Visa® Card by Citi', 100, 34, { bold: true, size: 11 });
  put(w, face, 'Member Since 2017', 100, 48, { size: 8 });
  put(w, face, 'Account number ending in: 5512', 572, 30, { right: true, size: 8.5 });
  put(w, face, 'Billing Period: 05/13/26-06/12/26', 572, 42, { right: true, size: 8.5 });
  put(w, face, 'Customer Service 1-855-378-6467', 572, 54, { right: true, size: 8 });
  let y = 80;
  box(w, 40, y, 250, 134);
  put(w, face, 'Account Summary', 48, y + 6, { bold: true, size: 9.5 });
  const summary: Array<[string, string]> = [
    ['Previous balance', money(previous)],
    ['Payments', `-${money(payment.cents)}`],
    ['Credits', `-${money(sum(credits))}`],
    ['Purchases', `+${money(bought)}`],
    ['Cash advances', '+$0.00'],
    ['Fees', `+${money(-fee.cents)}`],
    ['Interest', `+${money(-interest.cents)}`],
    ['New balance', money(closing)],
  ];
  for (const [i, [l, f]] of summary.entries()) {
    put(w, face, l, 48, y + 22 + i * 13, { bold: i === 7 });
    put(w, face, f, 282, y + 22 + i * 13, { right: true, bold: i === 7 });
  }
  box(w, 310, y, 262, 60);
  put(w, face, 'Payment Information', 318, y + 6, { bold: true, size: 9.5 });
  put(w, face, `New balance: ${money(closing)}`, 318, y + 20);
  put(w, face, `Minimum payment due: ${money(Math.max(4_100, Math.round(closing * 0.02)))}`, 318, y + 32);
  put(w, face, 'Payment due date: 07/08/26', 318, y + 44);
  box(w, 310, y + 68, 262, 96);
  put(w, face, 'Costco Cash Back Rewards', 318, y + 74, { bold: true, size: 9.5 });
  const gas = rng.int(300, 1_800);
  const rest = rng.int(200, 1_200);
  const costco = rng.int(100, 900);
  const other = Math.max(50, Math.round(bought / 100) - gas - rest - costco);
  const rewards: Array<[string, number]> = [
    ['4% on eligible gas and EV charging', gas],
    ['3% on restaurants and eligible travel', rest],
    ['2% on Costco and Costco.com', costco],
    ['1% on all other purchases', other],
  ];
  for (const [i, [l, c]] of rewards.entries()) {
    put(w, face, l, 318, y + 88 + i * 12, { size: 8 });
    put(w, face, money(c), 564, y + 88 + i * 12, { right: true, size: 8 });
  }
  put(w, face, 'Total cash back earned this billing period', 318, y + 140, { bold: true, size: 8 });
  put(w, face, money(gas + rest + costco + other), 564, y + 140, { right: true, bold: true, size: 8 });
  put(w, face, `Year to date cash back: ${money(rng.int(8_000, 30_000))}`, 318, y + 152, { size: 8 });
  y += 150;
  put(w, face, 'Minimum Payment Warning: If you make only the minimum payment each period, you will pay more in interest', 40, y, { size: 7.5 });
  put(w, face, 'and it will take you longer to pay off your balance.', 40, y + 9, { size: 7.5 });
  y += 24;
  const warn: Array<[string, string, string]> = [
    [
      'If you make no additional charges and each month you pay...',
      'You will pay off the balance shown on this statement in about...',
      'And you will end up paying an estimated total of...',
    ],
    ['Only the minimum payment', '11 years', money(Math.round(closing * 1.9))],
    [money(Math.round(closing / 30)), '3 years', money(Math.round(closing * 1.22))],
  ];
  for (const [i, r] of warn.entries()) {
    for (const [k, c] of r.entries()) put(w, face, i === 0 ? c.slice(0, 42) : c, 40 + k * 180, y + i * 11, { size: 7.5, bold: i === 0 });
  }
  w.y = y + 46;
  const head = () => {
    band(w, 40, w.y - 3, 532, 13, '#e3eef7');
    put(w, face, 'Sale Date', 44, w.y, { bold: true, size: 7.5 });
    put(w, face, 'Post Date', 94, w.y, { bold: true, size: 7.5 });
    put(w, face, 'Description', 150, w.y, { bold: true, size: 7.5 });
    put(w, face, 'Amount', 568, w.y, { bold: true, size: 7.5, right: true });
    w.y += 15;
  };
  const need = (h: number) => {
    if (w.y + h <= 716) return;
    w.doc.addPage();
    w.y = 64;
    put(w, face, 'LUIS A ORTEGA   Account number ending in: 5512   Billing Period: 05/13/26-06/12/26', 40, 36, { size: 7.5 });
    head();
  };
  need(60);
  put(w, face, 'Account Summary  /  Transactions', 40, w.y, { bold: true, size: 10 });
  w.y += 16;
  head();
  const group = (title: string, list: Activity[], totalLabel?: string) => {
    need(26);
    put(w, face, title, 44, w.y, { bold: true });
    w.y += 12;
    for (const a of list) {
      need(11);
      if (!postOnly.has(a)) put(w, face, dateFormats.mmdd(a.date), 44, w.y);
      put(w, face, dateFormats.mmdd(a.postDate ?? a.date), 94, w.y);
      put(w, face, a.description, 150, w.y);
      put(w, face, a.cents > 0 ? `-${money(a.cents)}` : money(-a.cents), 568, w.y, { right: true });
      w.y += 11;
    }
    if (totalLabel) {
      need(14);
      put(w, face, totalLabel, 150, w.y + 1, { bold: true });
      put(w, face, money(-sum(list)), 568, w.y + 1, { right: true, bold: true });
      w.y += 14;
    }
    w.y += 4;
  };
  group('Payments, Credits and Adjustments', [payment, ...credits]);
  need(16);
  put(w, face, 'LUIS A ORTEGA', 44, w.y, { bold: true, size: 9 });
  w.y += 13;
  group('Standard Purchases', purchases);
  group('Fees Charged', [fee], 'TOTAL FEES CHARGED FOR THIS PERIOD');
  group('Interest Charged', [interest], 'TOTAL INTEREST CHARGED FOR THIS PERIOD');
  need(40);
  put(w, face, '2026 totals year-to-date', 44, w.y + 4, { bold: true });
  put(w, face, 'Total fees charged in 2026', 44, w.y + 16);
  put(w, face, money(3_000), 300, w.y + 16, { right: true });
  put(w, face, 'Total interest charged in 2026', 44, w.y + 27);
  put(w, face, money(-interest.cents + rng.int(1_000, 5_000)), 300, w.y + 27, { right: true });
  const pdf = await w.finish((x, n, t) => put(x, face, `Page ${n} of ${t}`, 572, 752, { right: true, size: 7.5 }));
  return statement(
    'citi-costco',
    'pdfkit',
    [
      'Citi Costco Anywhere Visa® Card by Citi: `Billing Period: 05/13/26-06/12/26` without spaces, `Account number ending in: 5512`, a `®` in the card’s name',
      'a Costco Cash Back Rewards box of per-category dollar figures (`4% on eligible gas and EV charging $12.34`) beside the Account Summary; a Minimum Payment Warning table',
      '`Sale Date | Post Date | Description | Amount` where the payment, the late fee and the interest print a Post Date only (the Sale Date cell empty); payments and credits `-$500.00`',
    ],
    'LUIS A ORTEGA',
    w.pages,
    [
      account({
        kind: 'credit_card',
        account_number_last4: '5512',
        name: 'Costco Anywhere Visa® Card by Citi',
        period_start: start,
        period_end: end,
        opening_balance_cents: previous,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: payment.cents + sum(credits), withdrawals_cents: bought - fee.cents - interest.cents },
        transactions: rows.map((r, i) => {
          const a = ordered[i];
          return a && postOnly.has(a) ? { ...r, transaction_date: a.postDate ?? a.date } : r;
        }),
      }),
    ],
    pdf,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// 8. Wells Fargo Everyday Checking (Chromium): `Beginning balance on 6/1` / `Ending balance on 6/30` with the year only
//    in the statement's date; Transaction history `Date | Check Number | Description | Deposits/ Credits |
//    Withdrawals/ Debits | Ending daily balance` with `6/2` dates, the balance on a day's last row, checks printed
//    `Check` with the number in its own column, overdrawn days `-84.12`; `Ending balance on 6/30` and `Totals` rows;
//    a Monthly service fee summary table with dollar figures after the list.
async function wellsOverdrawn(seed: number, count: number): Promise<Fixture> {
  const rng = createRng(seed);
  const start = '2026-06-01';
  const end = '2026-06-30';
  const opening = rng.int(120_000, 260_000);
  const base = bankActivity(rng, start, end, count, opening).filter((a) => a.category !== 'fee');
  const items = overdraw(
    rng,
    base,
    opening,
    { description: 'Bill Pay Progressive Insurance On-Line xxxxx48210', vendor: 'Progressive' },
    (big) => ({ description: `Overdraft Fee for a Transaction Posted ${money(big)} Bill Pay Progressive`, vendor: 'Overdraft Fee', cents: 3_500 }),
    { description: 'Intuit Payroll S Payroll 260619 Rosa Delgado', vendor: 'Intuit Payroll' },
  ).map((a) => (a.category === 'check' ? { ...a, description: 'Check' } : a));
  const rows = expectedRows(items, opening, { balances: 'last-of-day' });
  const closing = closingOf(items, opening);
  const totals = totalsOf(items);
  const md = (iso: string) => `${parts(iso).m}/${parts(iso).d}`;
  const bal = (c: number) => (c < 0 ? `-${amount(-c)}` : amount(c));
  const body = items
    .map((a, i) => {
      const b = rows[i]?.balance_cents;
      return `<tr><td>${md(a.date)}</td><td class="num">${a.checkNumber ?? ''}</td><td>${esc(a.description)}</td><td class="num">${a.cents > 0 ? amount(a.cents) : ''}</td><td class="num">${a.cents < 0 ? amount(-a.cents) : ''}</td><td class="num">${b === null || b === undefined ? '' : bal(b)}</td></tr>`;
    })
    .join('');
  const minDaily = Math.min(...rows.map((r) => r.balance_cents ?? Infinity));
  const html = page(
    `
    <div style="display:flex;justify-content:space-between">
      <div><div style="background:#d71e28;color:#ffcd41;font-weight:bold;font-size:14pt;padding:4pt 8pt;display:inline-block">WELLS FARGO</div>
      <h1 style="margin-top:8pt">Everyday Checking</h1><div>June 30, 2026 &#9632; Page 1 of 3</div></div>
      <div class="box" style="width:42%"><b>Questions?</b><br>Available by phone 24 hours a day, 7 days a week:<br>1-800-TO-WELLS (1-800-869-3557)<br>Online: wellsfargo.com<br>Write: Wells Fargo Bank, N.A. (114)<br>P.O. Box 6995, Portland, OR 97228-6995</div>
    </div>
    ${address(['ROSA DELGADO', '4719 E CACTUS RD', 'PHOENIX AZ 85032-7714'])}
    <div style="display:flex;gap:16pt">
      <table style="width:55%"><tr><th colspan="2">Statement period activity summary</th></tr>
        <tr><td>Beginning balance on ${md(start)}</td><td class="num">${money(opening)}</td></tr>
        <tr><td>Deposits/Additions</td><td class="num">${amount(totals.deposits_cents)}</td></tr>
        <tr><td>Withdrawals/Subtractions</td><td class="num">- ${amount(totals.withdrawals_cents)}</td></tr>
        <tr><td><b>Ending balance on ${md(end)}</b></td><td class="num"><b>${money(closing)}</b></td></tr></table>
      <div style="width:40%">Account number: 1010287744<br>ROSA DELGADO<br>Arizona account terms and conditions apply<br>For Direct Deposit use<br>Routing Number (RTN): 122105278</div>
    </div>
    <div class="box"><b>Overdraft Protection</b><br>This account is not currently covered by Overdraft Protection. If you would like more information regarding Overdraft Protection and eligibility requirements please call 1-800-TO-WELLS.</div>
    <h2>Transaction history</h2>
    <table class="tx"><tr><th style="width:6%">Date</th><th class="num" style="width:8%">Check<br>Number</th><th>Description</th><th class="num" style="width:11%">Deposits/<br>Credits</th><th class="num" style="width:11%">Withdrawals/<br>Debits</th><th class="num" style="width:12%">Ending daily<br>balance</th></tr>
    ${body}
    <tr class="tot"><td></td><td></td><td>Ending balance on ${md(end)}</td><td></td><td></td><td class="num">${bal(closing)}</td></tr>
    <tr class="tot"><td></td><td></td><td>Totals</td><td class="num">${money(totals.deposits_cents)}</td><td class="num">${money(totals.withdrawals_cents)}</td><td></td></tr></table>
    <p style="font-size:7.5pt">The Ending Daily Balance does not reflect any pending withdrawals or holds on deposited funds that may have been outstanding on your account when your transactions posted. If you had insufficient available funds when a transaction posted, fees may have been assessed.</p>
    <h2>Monthly service fee summary</h2>
    <p>For a complete list of fees and detailed account information, see the Wells Fargo Account Fee and Information Schedule. Fee period 06/01/2026 - 06/30/2026</p>
    <table style="width:80%"><tr><th>How to avoid the monthly service fee</th><th class="num">Minimum required</th><th class="num">This fee period</th></tr>
      <tr><td>Have any ONE of the following account requirements</td><td></td><td></td></tr>
      <tr><td>&middot; Minimum daily balance</td><td class="num">$500.00</td><td class="num">${minDaily < 0 ? `-$${amount(-minDaily)}` : money(minDaily)}</td></tr>
      <tr><td>&middot; Total amount of qualifying electronic deposits</td><td class="num">$500.00</td><td class="num">${money(totals.deposits_cents)}</td></tr></table>
    <h2>Overdraft and returned item fees</h2>
    <table style="width:80%"><tr><th></th><th class="num">Total this period</th><th class="num">Total year-to-date</th></tr>
      <tr><td>Total overdraft fees</td><td class="num">$35.00</td><td class="num">$70.00</td></tr>
      <tr><td>Total returned item fees</td><td class="num">$0.00</td><td class="num">$0.00</td></tr></table>
  `,
    `.tx td { border-bottom: 0.3pt solid #ddd } .tot td { font-weight:bold; border-top:0.5pt solid #999 }`,
  );
  return statement(
    'wells-overdrawn',
    'chromium',
    [
      'Wells Fargo Everyday Checking: `Beginning balance on 6/1` / `Ending balance on 6/30` with the year only in `June 30, 2026 ■ Page 1 of 3`, no period printed as such',
      'Transaction history `Date | Check Number | Description | Deposits/ Credits | Withdrawals/ Debits | Ending daily balance` with `6/2` dates, checks printed `Check` with the number in its own column',
      'overdrawn days printed `-84.12` in the Ending daily balance, an overdraft fee naming a dollar amount and a date; Monthly service fee summary and overdraft fee tables after the list',
    ],
    'ROSA DELGADO',
    undefined,
    [
      account({
        kind: 'checking',
        account_number_last4: '7744',
        name: 'Everyday Checking',
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

export const UNSEEN_LAYOUTS_6: Array<{ name: string; build: () => Promise<Fixture> }> = [
  { name: 'unseen6-chase-markers', build: () => chaseMarkers(801, 64) },
  { name: 'unseen6-boa-card-subtotals', build: () => boaCardSubtotals(802, 60) },
  { name: 'unseen6-pnc-virtual-wallet', build: () => pncVirtualWallet(803, 30) },
  { name: 'unseen6-usbank-trailing', build: () => usbankTrailing(804, 50) },
  { name: 'unseen6-navy-federal', build: () => navyFederal(805, 40) },
  { name: 'unseen6-td-daily-activity', build: () => tdDailyActivity(806, 48) },
  { name: 'unseen6-citi-costco', build: () => citiCostco(807, 36) },
  { name: 'unseen6-wells-overdrawn', build: () => wellsOverdrawn(808, 45) },
];
