import { bankActivity } from '../activity.ts';
import { closingOf, expectedRows } from '../expected.ts';
import type { Activity, ExpectedStatement } from '../model.ts';
import { dateFormats, formatAmount } from '../money.ts';
import { PdfkitWriter } from '../pdfkit-writer.ts';
import { createRng } from '../prng.ts';

interface Options {
  seed: number;
  count: number;
  /** Checks printed two or three to a line. */
  across: 2 | 3;
  name: string;
}

/**
 * A business checking statement as publishers share them: descriptions blacked out on some rows
 * (date and amount only), a check table printed two or three checks across with gap markers or with
 * the numbers removed, section titles that carry their item count and total ("Withdrawals / Debits
 * 12 items totaling $1,234.56"), a product abbreviated "CKG", a notice that mentions a business credit
 * card and a waived fee with an amount, and a daily balance grid.
 */
export async function redactedCheckGrid({ seed, count, across, name }: Options) {
  const rng = createRng(seed);
  const start = '2026-09-01';
  const end = '2026-09-30';
  const opening = rng.int(300_000, 800_000);
  const activity = bankActivity(rng, start, end, count, opening);
  const numbersPrinted = across === 2;
  for (const a of activity) {
    if (a.category === 'check') {
      // Gap markers follow the number as printed; removed numbers leave no description at all.
      const marker = numbersPrinted && rng.next() < 0.25 ? '*' : '';
      a.description = numbersPrinted ? `${a.checkNumber}${marker}` : '';
      a.vendor = 'Check';
    } else if (rng.next() < 0.3) {
      a.description = '';
      a.vendor = '';
    }
  }
  const checks = activity.filter((a) => a.category === 'check');
  const credits = activity.filter((a) => a.cents > 0);
  const debits = activity.filter((a) => a.cents < 0 && a.category !== 'check');
  const printedOrder = [...checks, ...debits, ...credits];
  const rows = expectedRows(printedOrder, opening, { balances: 'none' });
  const closing = closingOf(activity, opening);
  const sum = (items: Activity[]) => Math.abs(items.reduce((t, a) => t + a.cents, 0));

  const w = new PdfkitWriter(50, 730);
  const right = 560;
  w.cell({ text: 'Statement Period Date: 9/1/2026 - 9/30/2026', x: right, right: true, size: 8 }, 30);
  w.cell({ text: 'Account Type: BUS ELITE CKG', x: right, right: true, size: 8 }, 42);
  w.cell({ text: 'Account Number: XXXXXX4821', x: right, right: true, size: 8 }, 54);
  w.y = 80;
  for (const line of ['NORTHWIND SUPPLY LLC', '120 HARBOR WAY', 'CLEVELAND OH 44113']) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(16);
  w.row([{ text: 'Account Summary', x: 200, bold: true, size: 11 }], 18);
  const summary: Array<[string, string]> = [
    ['Beginning Balance', formatAmount(opening, { dollar: true })],
    ['Checks Paid', `$(${formatAmount(sum(checks))})`],
    ['Other Withdrawals', `$(${formatAmount(sum(debits))})`],
    ['Deposits and Other Credits', formatAmount(sum(credits), { dollar: true })],
    ['Ending Balance', formatAmount(closing, { dollar: true })],
  ];
  for (const [label, amount] of summary)
    w.row(
      [
        { text: label, x: 90 },
        { text: amount, x: 300, right: true },
      ],
      12,
    );
  w.gap(8);
  w.row([{ text: 'The monthly service charge of $15.00 is waived when your business credit card spends $500.00 or more.', x: 40, size: 8 }], 14);

  w.gap(10);
  w.row(
    [
      { text: 'Checks', x: 40, bold: true, size: 10 },
      { text: `${checks.length} checks totaling ${formatAmount(sum(checks), { dollar: true })}`, x: right, right: true, size: 9 },
    ],
    14,
  );
  const width = 520 / across;
  const labels = across === 3 ? ['Number', 'Date Paid', 'Amount'] : ['Check Nbr', 'Date', 'Amount'];
  w.row(
    Array.from({ length: across }, (_, g) => [
      { text: labels[0] ?? '', x: 40 + g * width, bold: true, size: 8 },
      { text: labels[1] ?? '', x: 40 + g * width + 55, bold: true, size: 8 },
      { text: labels[2] ?? '', x: 40 + (g + 1) * width - 15, right: true, bold: true, size: 8 },
    ]).flat(),
    12,
  );
  for (let i = 0; i < checks.length; i += across) {
    w.row(
      checks
        .slice(i, i + across)
        .flatMap((c, g) => [
          ...(c.description ? [{ text: c.description, x: 40 + g * width }] : []),
          { text: dateFormats.mmdd(c.date), x: 40 + g * width + 55 },
          { text: formatAmount(c.cents), x: 40 + (g + 1) * width - 15, right: true },
        ]),
      11,
    );
  }

  const section = (title: string, items: Activity[]) => {
    if (items.length === 0) return;
    const header = (x: PdfkitWriter) =>
      x.row(
        [
          { text: 'Date', x: 40, bold: true, size: 8 },
          { text: 'Description', x: 90, bold: true, size: 8 },
          { text: 'Amount', x: right, right: true, bold: true, size: 8 },
        ],
        12,
      );
    w.ensure(50);
    w.gap(10);
    w.row(
      [
        { text: title, x: 40, bold: true, size: 10 },
        { text: `${items.length} items totaling ${formatAmount(sum(items), { dollar: true })}`, x: right, right: true, size: 9 },
      ],
      14,
    );
    header(w);
    const previous = w.onNewPage;
    w.onNewPage = (x) => {
      x.row([{ text: `${title} - continued`, x: 40, bold: true, size: 10 }], 14);
      header(x);
    };
    for (const [i, a] of items.entries()) {
      w.ensure(12);
      if (!a.description) {
        // The publisher's box, and now and then a glyph of the hidden text peeking out past its edge.
        const end = 150 + ((i * 37) % 140);
        w.doc.rect(90, w.y - 1, end - 90, 9).fill('#000000');
        if (i % 3 === 0) w.cell({ text: ['n', 'co', 't', '1', 'e'][i % 5] ?? 'n', x: end });
      }
      w.row(
        [
          { text: dateFormats.mmdd(a.date), x: 40 },
          ...(a.description ? [{ text: a.description, x: 90 }] : []),
          { text: formatAmount(a.cents), x: right, right: true },
        ],
        12,
      );
    }
    w.onNewPage = previous;
  };
  section('Withdrawals / Debits', debits);
  section('Deposits / Credits', credits);

  const daily: Array<[string, number]> = [];
  let running = opening;
  for (const a of activity) {
    running += a.cents;
    const last = daily.at(-1);
    if (last && last[0] === a.date) last[1] = running;
    else daily.push([a.date, running]);
  }
  w.ensure(40);
  w.gap(10);
  w.row([{ text: 'Daily Balance Summary', x: 40, bold: true, size: 10 }], 14);
  const xs = [40, 220, 400];
  w.row(
    xs.flatMap((x) => [
      { text: 'Date', x, bold: true, size: 8 },
      { text: 'Balance', x: x + 140, right: true, bold: true, size: 8 },
    ]),
    12,
  );
  for (let i = 0; i < daily.length; i += 3) {
    w.row(
      daily.slice(i, i + 3).flatMap(([d, b], k) => [
        { text: dateFormats.mmdd(d), x: xs[k] ?? 0 },
        { text: formatAmount(b), x: (xs[k] ?? 0) + 140, right: true },
      ]),
      11,
    );
  }
  const pdf = await w.finish((x, n, total) => x.cell({ text: `Page ${n} of ${total}`, x: 520, size: 8 }, 760));
  const expected: ExpectedStatement = {
    family: 'redacted-check-grid',
    producer: 'pdfkit',
    covers: [
      'descriptions blacked out with boxes (date and amount only), glyphs of the hidden text peeking out past a box',
      `check table ${across} across${numbersPrinted ? ' with gap markers' : ' with the numbers removed'}`,
      'section titles carrying item count and total',
      'account type from an abbreviated product (CKG), not from a credit card notice',
      'notice with amounts is not a printed total',
      'daily balance grid is not transactions',
    ],
    account_holder: 'NORTHWIND SUPPLY LLC',
    page_count: w.pages,
    accounts: [
      {
        kind: 'checking',
        account_number_last4: '4821',
        name: 'BUS ELITE CKG',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: { deposits_cents: sum(credits), withdrawals_cents: sum(checks) + sum(debits) },
        transactions: rows,
      },
    ],
  };
  return { name, pdf, expected };
}
