import { expectedRows, closingOf } from '../expected.ts';
import type { Activity, ExpectedStatement } from '../model.ts';
import { addDays, dateFormats, formatAmount } from '../money.ts';
import { PdfkitWriter } from '../pdfkit-writer.ts';
import { createRng } from '../prng.ts';

const SECURITIES = [
  ['AAPL', 'APPLE INC'],
  ['MSFT', 'MICROSOFT CORP'],
  ['VTI', 'VANGUARD TOTAL STOCK MKT ETF'],
  ['SCHD', 'SCHWAB US DIVIDEND EQUITY ETF'],
] as const;

type Entry = Activity & { action: string; quantity?: string; price?: string };

/**
 * A brokerage account's cash activity: Date | Activity | Description | Quantity | Price | Amount | Balance. Trades
 * print shares and price beside the cash they moved; the Activity cell is the entry's type ("Bought", "Dividend").
 * The description is the Description cell alone. "Beginning / Ending Cash Balance" are the opening and closing.
 */
export async function brokerageCash(seed: number, count: number) {
  const rng = createRng(seed);
  const start = '2026-06-01';
  const end = '2026-06-30';
  const opening = rng.int(1_000_000, 3_000_000);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(start, rng.int(0, 29));
    const roll = rng.next();
    const [symbol, name] = rng.pick(SECURITIES);
    const description = `${name} ${symbol}`;
    const base = { date, postDate: null, description, vendor: name };
    if (roll < 0.3) {
      const shares = rng.int(1, 40);
      const price = rng.int(5_000, 45_000);
      entries.push({ ...base, cents: -shares * price, category: 'purchase', action: 'Bought', quantity: String(shares), price: formatAmount(price) });
    } else if (roll < 0.5) {
      const shares = rng.int(1, 20);
      const price = rng.int(5_000, 45_000);
      entries.push({ ...base, cents: shares * price, category: 'deposit', action: 'Sold', quantity: `-${shares}`, price: formatAmount(price) });
    } else if (roll < 0.75) entries.push({ ...base, cents: rng.int(500, 30_000), category: 'deposit', action: 'Dividend' });
    else if (roll < 0.85)
      entries.push({
        ...base,
        description: 'BANK SWEEP INTEREST',
        vendor: 'BANK SWEEP INTEREST',
        cents: rng.int(10, 900),
        category: 'interest',
        action: 'Interest',
      });
    else
      entries.push({
        ...base,
        description: 'FUNDS TRANSFER FROM CHECKING',
        vendor: 'FUNDS TRANSFER',
        cents: rng.int(50_000, 500_000),
        category: 'deposit',
        action: 'Journal',
      });
  }
  entries.sort((a, b) => a.date.localeCompare(b.date));
  const rows = expectedRows(entries, opening);
  const closing = closingOf(entries, opening);
  const w = new PdfkitWriter(50, 730);
  w.cell({ text: 'CASCADE BROKERAGE SERVICES', x: 48, bold: true, size: 13 }, 40);
  w.y = 70;
  for (const line of ['PAT KIM', '3 HILL RD', 'DENVER CO 80202']) w.row([{ text: line, x: 60, size: 10 }], 12);
  w.gap(10);
  w.row(
    [
      { text: 'Brokerage Account', x: 48, bold: true, size: 11 },
      { text: 'Account Number XXXX-5512', x: 565, right: true },
    ],
    16,
  );
  w.row([{ text: `Statement Period: ${dateFormats.mmddyyyy(start)} - ${dateFormats.mmddyyyy(end)}`, x: 48 }], 16);
  w.row(
    [
      { text: 'Beginning Cash Balance', x: 60 },
      { text: `$${formatAmount(opening)}`, x: 330, right: true },
    ],
    12,
  );
  w.row(
    [
      { text: 'Ending Cash Balance', x: 60 },
      { text: `$${formatAmount(closing)}`, x: 330, right: true },
    ],
    12,
  );
  w.gap(12);
  w.row([{ text: 'Cash Activity', x: 48, bold: true }], 14);
  const header = (x: PdfkitWriter) =>
    x.row(
      [
        { text: 'Date', x: 48, bold: true },
        { text: 'Activity', x: 100, bold: true },
        { text: 'Description', x: 160, bold: true },
        { text: 'Quantity', x: 380, right: true, bold: true },
        { text: 'Price', x: 430, right: true, bold: true },
        { text: 'Amount', x: 500, right: true, bold: true },
        { text: 'Balance', x: 565, right: true, bold: true },
      ],
      15,
    );
  w.onNewPage = header;
  header(w);
  for (const [i, e] of entries.entries()) {
    w.row(
      [
        { text: dateFormats.mmdd(e.date), x: 48 },
        { text: e.action, x: 100 },
        { text: e.description, x: 160 },
        { text: e.quantity ?? '', x: 380, right: true },
        { text: e.price ?? '', x: 430, right: true },
        { text: `${e.cents < 0 ? '-' : ''}${formatAmount(e.cents)}`, x: 500, right: true },
        { text: formatAmount(rows[i]?.balance_cents ?? 0), x: 565, right: true },
      ],
      12,
    );
  }
  const pdf = await w.finish((x, n, total) => x.cell({ text: `Page ${n} of ${total}`, x: 520, size: 8 }, 760));
  const expected: ExpectedStatement = {
    family: 'brokerage-cash',
    producer: 'pdfkit',
    covers: [
      'Date | Activity | Description | Quantity | Price | Amount | Balance',
      'shares and price kept out of the description',
      'Activity beside Description is the type',
      'Beginning / Ending Cash Balance',
    ],
    account_holder: 'PAT KIM',
    page_count: w.pages,
    accounts: [
      {
        kind: 'checking',
        account_number_last4: '5512',
        name: 'Brokerage Account',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: {},
        transactions: rows,
      },
    ],
  };
  return { name: 'brokerage-cash', pdf, expected };
}
