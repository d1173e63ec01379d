import { bankActivity } from '../activity.ts';
import { closingOf, expectedRows } from '../expected.ts';
import type { Activity, ExpectedAccount, ExpectedStatement, ExpectedTransaction } from '../model.ts';
import { addDays, dateFormats, formatAmount } from '../money.ts';
import { PdfkitWriter, wrap } from '../pdfkit-writer.ts';
import { createRng } from '../prng.ts';

interface Options {
  seed: number;
  count: number;
  name: string;
  /** Where the loan is printed: before the share draft account or after it. */
  loan: 'first' | 'last';
  /** The loan table's columns: `Principal | Interest | Total` or `Payment Amount | Principal | Interest`. */
  columns: 'parts-first' | 'total-first';
}

interface Payment {
  date: string;
  description: string;
  principal: number;
  interest: number;
}

/**
 * A credit union's member statement: a share draft (checking) account and a loan, the loan before or after it. The
 * loan's table prints each payment's principal and interest beside its total, and the principal balance; the balance
 * falls by the principal alone. The truth: the loan is an account of its own (kind `loan`), its rows are the payments
 * (amount = the whole payment, money in; the printed split follows the description), its balances the principal's.
 */
export async function loanSections(options: Options) {
  const rng = createRng(options.seed);
  const start = '2026-06-01';
  const end = '2026-06-30';
  const opening = rng.int(300_000, 700_000);
  const loanOpening = rng.int(800_000, 2_400_000);
  const payments: Payment[] = [
    { date: addDays(start, rng.int(8, 16)), description: 'PAYMENT - THANK YOU', principal: rng.int(20_000, 40_000), interest: rng.int(3_000, 9_000) },
  ];
  // Now and then an extra payment to principal alone.
  if (rng.chance(0.6))
    payments.push({
      date: addDays(start, rng.int(18, 27)),
      description: 'ADDITIONAL PRINCIPAL PAYMENT',
      principal: rng.int(5_000, 25_000),
      interest: 0,
    });
  const loanNumber = String(rng.int(10, 99)).padStart(4, '0');
  // The share draft account pays the loan: the transfer is one of its withdrawals.
  const transfers: Activity[] = payments.map((p) => ({
    date: p.date,
    postDate: null,
    description: `LOAN PAYMENT TRANSFER TO LOAN ${loanNumber}`,
    vendor: 'LOAN PAYMENT TRANSFER',
    cents: -(p.principal + p.interest),
    category: 'electronic',
  }));
  const activity = [...bankActivity(rng, start, end, options.count, opening), ...transfers].sort((a, b) => a.date.localeCompare(b.date));
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const checking = { name: 'SHARE DRAFT CHECKING', number: String(rng.int(1000, 9999)) };
  const loanName = rng.pick(['AUTO LOAN', 'NEW VEHICLE LOAN', 'SIGNATURE LOAN']);
  const money = (c: number) => formatAmount(c);

  let principal = loanOpening;
  const loanRows: ExpectedTransaction[] = payments.map((p) => {
    principal -= p.principal;
    // Either way the parts print in the order Principal, Interest.
    const parts = `Principal ${money(p.principal)} Interest ${money(p.interest)}`;
    return {
      transaction_date: p.date,
      posting_date: null,
      description: `${p.description} ${parts}`,
      vendor_name: p.description,
      amount_cents: p.principal + p.interest,
      balance_cents: principal,
    };
  });
  const loanClosing = principal;

  const w = new PdfkitWriter(50, 730);
  w.cell({ text: 'VALLEY HERITAGE CREDIT UNION', x: 48, bold: true, size: 13 }, 40);
  w.cell({ text: 'Member Statement', x: 565, right: true, size: 9 }, 40);
  w.y = 70;
  for (const line of ['ROBIN ALVAREZ', '5 OAK CT', 'FRESNO CA 93701']) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(10);
  w.row([{ text: `Statement Period: ${dateFormats.mmddyyyy(start)} - ${dateFormats.mmddyyyy(end)}`, x: 48 }], 16);

  const loan = () => {
    w.ensure(120);
    w.gap(10);
    const label = options.columns === 'parts-first' ? `Loan ID ${loanNumber}` : `Loan Number: XXXXXX${loanNumber}`;
    w.row(
      [
        { text: loanName, x: 48, bold: true, size: 11 },
        { text: label, x: 565, right: true },
      ],
      16,
    );
    w.row(
      [
        { text: 'Previous Balance', x: 60 },
        { text: formatAmount(loanOpening, { dollar: true }), x: 330, right: true },
      ],
      12,
    );
    w.row(
      [
        { text: 'New Balance', x: 60 },
        { text: formatAmount(loanClosing, { dollar: true }), x: 330, right: true },
      ],
      12,
    );
    w.row([{ text: `Annual Percentage Rate ${(rng.int(349, 899) / 100).toFixed(2)}%`, x: 60 }], 12);
    w.row(
      [
        { text: `Payment Due Date ${dateFormats.mmddyyyy(addDays(end, 15))}`, x: 60 },
        { text: 'Amount Due', x: 250 },
        { text: formatAmount(payments[0]!.principal + payments[0]!.interest, { dollar: true }), x: 400, right: true },
      ],
      16,
    );
    const heads =
      options.columns === 'parts-first'
        ? [
            { text: 'Principal', x: 360 },
            { text: 'Interest', x: 420 },
            { text: 'Total', x: 490 },
          ]
        : [
            { text: 'Payment Amount', x: 370 },
            { text: 'Principal', x: 435 },
            { text: 'Interest', x: 495 },
          ];
    w.row(
      [
        { text: 'Date', x: 48, bold: true },
        { text: 'Description', x: 100, bold: true },
        ...heads.map((h) => ({ ...h, right: true, bold: true })),
        { text: 'Balance', x: 565, right: true, bold: true },
      ],
      15,
    );
    let balance = loanOpening;
    for (const p of payments) {
      balance -= p.principal;
      const figures =
        options.columns === 'parts-first' ? [p.principal, p.interest, p.principal + p.interest] : [p.principal + p.interest, p.principal, p.interest];
      w.row(
        [
          { text: dateFormats.mmdd(p.date), x: 48 },
          { text: p.description, x: 100 },
          ...figures.map((f, i) => ({ text: money(f), x: heads[i]!.x, right: true })),
          { text: money(balance), x: 565, right: true },
        ],
        12,
      );
    }
    w.row(
      [
        { text: 'Interest paid year-to-date', x: 100 },
        { text: formatAmount(rng.int(20_000, 60_000), { dollar: true }), x: 490, right: true },
      ],
      12,
    );
  };

  const shareDraft = () => {
    w.ensure(100);
    w.gap(10);
    w.row(
      [
        { text: checking.name, x: 48, bold: true, size: 11 },
        { text: `Account ${checking.number}`, x: 565, right: true },
      ],
      16,
    );
    w.row(
      [
        { text: 'Beginning Balance', x: 60 },
        { text: formatAmount(opening, { dollar: true }), x: 330, right: true },
      ],
      12,
    );
    w.row(
      [
        { text: 'Ending Balance', x: 60 },
        { text: formatAmount(closing, { dollar: true }), x: 330, right: true },
      ],
      14,
    );
    const header = (x: PdfkitWriter) =>
      x.row(
        [
          { text: 'Date', x: 48, bold: true },
          { text: 'Description', x: 100, bold: true },
          { text: 'Withdrawals', x: 420, right: true, bold: true },
          { text: 'Deposits', x: 490, right: true, bold: true },
          { text: 'Balance', x: 565, right: true, bold: true },
        ],
        15,
      );
    header(w);
    w.onNewPage = header;
    for (const [i, a] of activity.entries()) {
      const lines = wrap(w.doc, a.description, 260, w.size);
      w.ensure(12 * lines.length);
      w.row(
        [
          { text: dateFormats.mmdd(a.date), x: 48 },
          { text: lines[0] ?? '', x: 100 },
          { text: a.cents < 0 ? money(-a.cents) : '', x: 420, right: true },
          { text: a.cents > 0 ? money(a.cents) : '', x: 490, right: true },
          { text: money(rows[i]?.balance_cents ?? 0), x: 565, right: true },
        ],
        12,
      );
      for (const more of lines.slice(1)) w.row([{ text: more, x: 100 }], 11);
    }
    w.onNewPage = () => {};
  };

  if (options.loan === 'first') loan();
  shareDraft();
  if (options.loan === 'last') loan();
  const pdf = await w.finish((x, n, total) => x.cell({ text: `Page ${n} of ${total}`, x: 520, size: 8 }, 760));

  const share: ExpectedAccount = {
    kind: 'checking',
    account_number_last4: checking.number,
    name: checking.name,
    period_start: start,
    period_end: end,
    opening_balance_cents: opening,
    closing_balance_cents: closing,
    printed_totals: {},
    transactions: rows,
  };
  const loanAccount: ExpectedAccount = {
    kind: 'loan',
    account_number_last4: loanNumber,
    name: loanName,
    period_start: start,
    period_end: end,
    opening_balance_cents: loanOpening,
    closing_balance_cents: loanClosing,
    printed_totals: {},
    transactions: loanRows,
  };
  const expected: ExpectedStatement = {
    family: 'loan-sections',
    producer: 'pdfkit',
    covers: [
      `a loan ${options.loan === 'first' ? 'before' : 'after'} the share draft account, an account of its own`,
      options.columns === 'parts-first'
        ? 'Principal | Interest | Total | Balance, "Loan ID"'
        : 'Payment Amount | Principal | Interest | Balance, "Loan Number:"',
      "the loan's balance falls by the principal alone; a payment's split follows its description",
      'the share draft account pays the loan by transfer',
    ],
    account_holder: 'ROBIN ALVAREZ',
    page_count: w.pages,
    accounts: [share, loanAccount],
  };
  return { name: options.name, pdf, expected };
}
