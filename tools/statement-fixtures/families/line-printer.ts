import { bankActivity } from '../activity.ts';
import { deposit } from '../descriptors.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import type { Activity, ExpectedStatement } from '../model.ts';
import { formatAmount, parts } from '../money.ts';
import { PdfkitWriter } from '../pdfkit-writer.ts';
import { createRng } from '../prng.ts';

const SIZE = 8;
const LEAD = 9;
const LEFT = 24;
const DESCRIPTION_WIDTH = 44;

const mmdd = (iso: string) => `${String(parts(iso).m).padStart(2, '0')}-${String(parts(iso).d).padStart(2, '0')}`;
const mmddyy = (iso: string) => `${mmdd(iso)}-${String(parts(iso).y % 100).padStart(2, '0')}`;
// Line printers mark an overdrawn balance with "-OD" and a debit with a trailing minus.
const balance = (c: number) => `${formatAmount(c)}${c < 0 ? '-OD' : ''}`;
const amount = (c: number) => `${formatAmount(c)}${c < 0 ? '-' : ''}`;
const left = (s: string, n: number) => s.padEnd(n).slice(0, n);
const right = (s: string, n: number) => s.padStart(n).slice(-n);
const centre = (s: string, n: number) => left(`${' '.repeat(Math.max(0, Math.floor((n - s.length) / 2)))}${s}`, n);

/** Splits a description into pieces of at most `width` characters, at spaces. */
function chop(text: string, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && next.length > width) {
      out.push(current);
      current = word;
    } else current = next;
  }
  if (current) out.push(current);
  return out;
}

/**
 * Activity that starts overdrawn (the opening balance prints "123.34-OD") and dips below zero once
 * mid-month: a returned-item sized check, covered by a transfer the same day.
 */
function overdrawnActivity(seed: number, count: number, start: string, end: string) {
  const rng = createRng(seed);
  const restored = rng.int(150_000, 400_000);
  const opening = -rng.int(1_000, 60_000);
  const activity: Activity[] = bankActivity(rng, start, end, count - 3, restored);
  const first = deposit(rng);
  activity.unshift({
    date: start,
    postDate: null,
    description: first.description,
    vendor: first.vendor,
    cents: restored - opening,
    category: 'deposit',
  });
  const at = Math.floor(activity.length / 2);
  const before = closingOf(activity.slice(0, at), opening);
  const short = rng.int(500, 40_000);
  const date = activity[at - 1]?.date ?? start;
  activity.splice(
    at,
    0,
    { date, postDate: null, description: 'CHECK 5120', vendor: 'CHECK', cents: -(before + short), category: 'check', checkNumber: 5120 },
    {
      date,
      postDate: null,
      description: 'TRANSFER FROM SAVINGS XXXXXX8841',
      vendor: 'TRANSFER FROM SAVINGS',
      cents: before + short,
      category: 'deposit',
    },
  );
  return { activity, opening };
}

/**
 * What a mainframe line printer's output looks like once converted to PDF: Courier, each printed
 * line one text run padded with spaces, boxes drawn with characters ("|", "¦", "____", and a
 * heading made bold by overprinting "¬¬¬¬"), a summary box whose labels sit above their figures,
 * MM-DD dates, trailing-minus debits and overdrawn balances marked "-OD".
 */
export async function linePrinter(seed: number, count: number) {
  const start = '2026-06-01';
  const end = '2026-06-30';
  const { activity, opening } = overdrawnActivity(seed, count, start, end);
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const totals = totalsOf(activity);
  const w = new PdfkitWriter(40, 740);
  const print = (text: string, y = w.y) => w.doc.font('Courier').fontSize(SIZE).text(text, LEFT, y, { lineBreak: false });
  const line = (text: string) => {
    w.ensure(LEAD);
    print(text);
    w.y += LEAD;
  };
  const rule = '_'.repeat(94);
  const tableHeader = () => {
    line(`${'-'.repeat(36)} ACCOUNT ACTIVITY ${'-'.repeat(40)}`);
    line(`DATE |${left('DESCRIPTION', DESCRIPTION_WIDTH)}|${right('AMOUNT', 16)}¦${right('BALANCE', 20)}|`);
    line(`_____|${'_'.repeat(DESCRIPTION_WIDTH)}|${'_'.repeat(16)}¦${'_'.repeat(20)}|`);
  };
  w.onNewPage = () => {
    line(`NORTHERN PLAINS STATE BANK${' '.repeat(38)}BUSINESS CHECKING : ACCOUNT NO. 4471`);
    tableHeader();
  };

  line(`NORTHERN PLAINS STATE BANK${' '.repeat(44)}STATEMENT DATE ${mmddyy(end)}`);
  line(`${' '.repeat(70)}PERIOD ${mmddyy(start)} THRU ${mmddyy(end)}`);
  w.gap(LEAD);
  for (const text of ['JORDAN A REYES', '1450 PRAIRIE VIEW LN', 'FARGO ND 58102']) line(`    ${text}`);
  w.gap(LEAD * 2);
  line(rule);
  // The title is printed twice at one baseline (a rule of "¬" under the words) to look bold.
  print('¬'.repeat(52));
  line('BUSINESS CHECKING : ACCOUNT NO. 4471');
  line(rule);
  const cell = 17;
  line(`${' '.repeat(24)}|${centre('DEPOSITS', 6 + cell)}|${centre('WITHDRAWALS', 6 + cell)}|`);
  line(`${' '.repeat(24)}|${'_'.repeat(6 + cell)}|${'_'.repeat(6 + cell)}|`);
  line(
    `${centre('PREVIOUS BALANCE', 24)}|${centre('NO.', 5)}|${centre('AMOUNT', cell)}|${centre('NO.', 5)}|${centre('AMOUNT', cell)}|${centre('NEW BALANCE', 24)}`,
  );
  line(
    `${right(balance(opening), 20)}    |${right(String(totals.deposits_count), 4)} |${right(formatAmount(totals.deposits_cents), cell - 1)} |${right(String(totals.withdrawals_count), 4)} |${right(formatAmount(totals.withdrawals_cents), cell - 1)} |${right(balance(closing), 20)}`,
  );
  line(rule);
  w.gap(LEAD);
  tableHeader();
  for (const [i, a] of activity.entries()) {
    // A line printer breaks the page wherever it is: a description may run on under the next header.
    const pieces = chop(a.description, DESCRIPTION_WIDTH);
    line(
      `${mmdd(a.date)}|${left(pieces[0] ?? '', DESCRIPTION_WIDTH)}|${right(amount(a.cents), 16)}¦${right(balance(rows[i]?.balance_cents ?? 0), 20)}|`,
    );
    for (const more of pieces.slice(1)) line(`     |${left(more, DESCRIPTION_WIDTH)}|${' '.repeat(16)}¦${' '.repeat(20)}|`);
  }
  line(rule);
  const pdf = await w.finish((x, n, total) => x.doc.font('Courier').fontSize(SIZE).text(`PAGE ${n} OF ${total}`, 500, 760, { lineBreak: false }));
  const expected: ExpectedStatement = {
    family: 'line-printer',
    producer: 'pdfkit',
    covers: [
      'line-printer output: Courier lines padded with spaces',
      'boxes drawn with | ¦ ____ and an overprinted ¬¬¬¬ heading',
      'summary box with labels above figures',
      'overdrawn balances marked -OD',
      'trailing-minus debits',
      'MM-DD dates, MM-DD-YY period',
      'a description running over a page break',
    ],
    account_holder: 'JORDAN A REYES',
    page_count: w.pages,
    accounts: [
      {
        kind: 'checking',
        account_number_last4: '4471',
        name: 'BUSINESS CHECKING',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        // The item counts sit under a heading centred over count and amount together; only the
        // amounts are claimed.
        printed_totals: { deposits_cents: totals.deposits_cents, withdrawals_cents: totals.withdrawals_cents },
        transactions: rows,
      },
    ],
  };
  return { name: 'line-printer', pdf, expected };
}
