import { bankActivity } from '../activity.ts';
import { closingOf, expectedRows, totalsOf } from '../expected.ts';
import type { Activity, ExpectedAccount, ExpectedStatement } from '../model.ts';
import { dateFormats, formatAmount } from '../money.ts';
import { PdfkitWriter, wrap } from '../pdfkit-writer.ts';
import { createRng, type Rng } from '../prng.ts';

interface AccountPlan {
  kind: 'checking' | 'savings';
  name: string;
  number: string;
  opening: number;
  activity: Activity[];
}

function savingsActivity(rng: Rng, start: string): Activity[] {
  const activity: Activity[] = [
    {
      date: '2026-06-05',
      postDate: null,
      description: 'Online Transfer From Chk ...0457 Transaction#: 8812003311',
      vendor: 'Online Transfer From Chk',
      cents: rng.int(20_000, 80_000),
      category: 'deposit',
    },
    {
      date: '2026-06-18',
      postDate: null,
      description: 'Online Transfer To Chk ...0457 Transaction#: 8812009472',
      vendor: 'Online Transfer To Chk',
      cents: -rng.int(10_000, 30_000),
      category: 'electronic',
    },
    { date: '2026-06-30', postDate: null, description: 'INTEREST PAYMENT', vendor: 'INTEREST PAYMENT', cents: rng.int(50, 900), category: 'deposit' },
  ];
  return activity.filter((a) => a.date >= start);
}

/**
 * A combined statement for two accounts: a consolidated summary on page 1 naming both, then each
 * account with its own heading and number, summary and Date | Description | Debits | Credits |
 * Balance table with ISO dates, plus a third account (a CD) that has balances but no activity.
 */
export async function multiAccount(seed: number, count: number) {
  const rng = createRng(seed);
  const start = '2026-06-01';
  const end = '2026-06-30';
  const checkingOpening = rng.int(300_000, 700_000);
  const plans: AccountPlan[] = [
    {
      kind: 'checking',
      name: 'Everyday Checking',
      number: '1187340457',
      opening: checkingOpening,
      activity: bankActivity(rng, start, end, count, checkingOpening),
    },
    { kind: 'savings', name: 'Way2Save Savings', number: '1187342291', opening: rng.int(500_000, 2_000_000), activity: savingsActivity(rng, start) },
  ];
  const cd = { name: 'Certificate of Deposit', number: '1187349903', balance: 2_500_000 };
  const w = new PdfkitWriter(50, 730);
  const header = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'Date', x: 50, bold: true },
        { text: 'Description', x: 115, bold: true },
        { text: 'Debits', x: 410, right: true, bold: true },
        { text: 'Credits', x: 485, right: true, bold: true },
        { text: 'Balance', x: 560, right: true, bold: true },
      ],
      15,
    );
  w.cell({ text: 'SUMMIT NATIONAL BANK', x: 50, bold: true, size: 13 }, 36);
  w.cell({ text: 'Combined Statement of Accounts', x: 560, right: true, size: 9 }, 36);
  w.y = 66;
  for (const line of ['TAYLOR R NGUYEN', 'DANA L NGUYEN', '501 CEDAR LN', 'BOISE ID 83702']) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(8);
  w.row([{ text: 'Statement period: 2026-06-01 to 2026-06-30', x: 50 }], 18);
  w.row(
    [
      { text: 'Account', x: 50, bold: true },
      { text: 'Number', x: 250, bold: true },
      { text: 'Opening', x: 430, right: true, bold: true },
      { text: 'Closing', x: 540, right: true, bold: true },
    ],
    14,
  );
  for (const p of plans) {
    w.row(
      [
        { text: p.name, x: 50 },
        { text: `XXXXXX${p.number.slice(-4)}`, x: 250 },
        { text: formatAmount(p.opening, { dollar: true }), x: 430, right: true },
        { text: formatAmount(closingOf(p.activity, p.opening), { dollar: true }), x: 540, right: true },
      ],
      12,
    );
  }
  w.row(
    [
      { text: cd.name, x: 50 },
      { text: `XXXXXX${cd.number.slice(-4)}`, x: 250 },
      { text: formatAmount(cd.balance, { dollar: true }), x: 430, right: true },
      { text: formatAmount(cd.balance, { dollar: true }), x: 540, right: true },
    ],
    12,
  );

  const accounts: ExpectedAccount[] = [];
  for (const p of plans) {
    const rows = expectedRows(p.activity, p.opening);
    const closing = closingOf(p.activity, p.opening);
    const totals = totalsOf(p.activity);
    w.ensure(120);
    w.gap(16);
    w.row(
      [
        { text: p.name, x: 50, bold: true, size: 11 },
        { text: `Account number: XXXXXX${p.number.slice(-4)}`, x: 560, right: true },
      ],
      18,
    );
    w.row(
      [
        { text: 'Opening balance', x: 60 },
        { text: formatAmount(p.opening, { dollar: true }), x: 300, right: true },
      ],
      12,
    );
    w.row(
      [
        { text: 'Total credits', x: 60 },
        { text: String(totals.deposits_count), x: 200, right: true },
        { text: formatAmount(totals.deposits_cents, { dollar: true }), x: 300, right: true },
      ],
      12,
    );
    w.row(
      [
        { text: 'Total debits', x: 60 },
        { text: String(totals.withdrawals_count), x: 200, right: true },
        { text: `-${formatAmount(totals.withdrawals_cents, { dollar: true })}`, x: 300, right: true },
      ],
      12,
    );
    w.row(
      [
        { text: 'Closing balance', x: 60 },
        { text: formatAmount(closing, { dollar: true }), x: 300, right: true },
      ],
      16,
    );
    header(w);
    w.onNewPage = (x) => {
      x.cell({ text: `${p.name} - continued`, x: 50, bold: true, size: 9 }, 36);
      header(x);
    };
    for (const [i, a] of p.activity.entries()) {
      const lines = wrap(w.doc, a.description, 230, w.size);
      w.ensure(12 * lines.length);
      w.row(
        [
          { text: dateFormats.iso(a.date), x: 50 },
          { text: lines[0] ?? '', x: 115 },
          { text: a.cents < 0 ? formatAmount(a.cents) : '', x: 410, right: true },
          { text: a.cents > 0 ? formatAmount(a.cents) : '', x: 485, right: true },
          { text: formatAmount(rows[i]?.balance_cents ?? 0), x: 560, right: true },
        ],
        lines.length > 1 ? 10.5 : 12,
      );
      for (const [k, more] of lines.slice(1).entries()) w.row([{ text: more, x: 115 }], k === lines.length - 2 ? 12 : 10.5);
    }
    w.onNewPage = () => {};
    accounts.push({
      kind: p.kind,
      account_number_last4: p.number.slice(-4),
      name: p.name,
      period_start: start,
      period_end: end,
      opening_balance_cents: p.opening,
      closing_balance_cents: closing,
      printed_totals: totals,
      transactions: rows,
    });
  }
  w.ensure(80);
  w.gap(16);
  w.row(
    [
      { text: cd.name, x: 50, bold: true, size: 11 },
      { text: `Account number: XXXXXX${cd.number.slice(-4)}`, x: 560, right: true },
    ],
    18,
  );
  w.row(
    [
      { text: 'Opening balance', x: 60 },
      { text: formatAmount(cd.balance, { dollar: true }), x: 300, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: 'Closing balance', x: 60 },
      { text: formatAmount(cd.balance, { dollar: true }), x: 300, right: true },
    ],
    12,
  );
  w.row([{ text: 'No activity this period. Maturity date 2027-03-01.', x: 60 }], 12);
  const pdf = await w.finish((x, n, total) => x.cell({ text: `Page ${n} of ${total}`, x: 520, size: 8 }, 760));
  const expected: ExpectedStatement = {
    family: 'multi-account',
    producer: 'pdfkit',
    covers: [
      'several accounts in one statement',
      'consolidated summary naming every account',
      'account without activity',
      'ISO dates',
      'Debits and Credits columns',
      'two account holders',
    ],
    account_holder: 'TAYLOR R NGUYEN',
    page_count: w.pages,
    accounts: [
      ...accounts,
      {
        kind: 'savings',
        account_number_last4: cd.number.slice(-4),
        name: cd.name,
        period_start: start,
        period_end: end,
        opening_balance_cents: cd.balance,
        closing_balance_cents: cd.balance,
        printed_totals: {},
        transactions: [],
      },
    ],
  };
  return { name: 'multi-account', pdf, expected };
}
