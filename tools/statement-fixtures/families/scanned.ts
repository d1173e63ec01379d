import PDFDocument from 'pdfkit';
import { chromium } from 'playwright-core';
import { bankActivity } from '../activity.ts';
import { closingOf, expectedRows } from '../expected.ts';
import { address, esc, page } from '../html-statement.ts';
import type { ExpectedStatement } from '../model.ts';
import { dateFormats, formatAmount } from '../money.ts';
import { createRng } from '../prng.ts';

/**
 * A scanned statement: a one-page statement photographed to an image (Chromium screenshot at
 * 250 dpi) and wrapped in a PDF with no text layer, so only OCR can read it.
 */
export async function scanned(seed: number, count: number) {
  const rng = createRng(seed);
  const start = '2026-08-01';
  const end = '2026-08-31';
  const opening = rng.int(200_000, 500_000);
  const activity = bankActivity(rng, start, end, count, opening).map((a) => ({ ...a, description: a.description.replace(/\s+CARD \d{4}$/, '') }));
  const rows = expectedRows(activity, opening);
  const closing = closingOf(activity, opening);
  const body = activity
    .map(
      (a, i) =>
        `<tr><td>${dateFormats.mmdd(a.date)}</td><td>${esc(a.description)}</td><td class="num">${a.cents < 0 ? '-' : ''}${formatAmount(a.cents)}</td><td class="num">${formatAmount(rows[i]?.balance_cents ?? 0)}</td></tr>`,
    )
    .join('');
  const html = page(
    `<h1>LAKESIDE COMMUNITY BANK</h1>
    ${address(['ROBIN D HAYES', '64 BIRCH RD', 'DULUTH MN 55802'])}
    <div>Statement Period: 08/01/2026 - 08/31/2026</div><h2>Basic Checking</h2><div>Account Number: XXXX5150</div>
    <table style="width:50%;margin:8pt 0"><tr><td>Beginning Balance</td><td class="num">${formatAmount(opening)}</td></tr>
      <tr><td>Ending Balance</td><td class="num">${formatAmount(closing)}</td></tr></table>
    <table><thead><tr><th>Date</th><th>Description</th><th class="num">Amount</th><th class="num">Balance</th></tr></thead><tbody>${body}</tbody></table>`,
    'body { font-size: 11px; padding: 30px; width: 552px; } h1 { font-size: 16px; } h2 { font-size: 13px; } th, td { font-size: 11px; }',
  );
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const png = await (async () => {
    try {
      const tab = await browser.newPage({ viewport: { width: 612, height: 792 }, deviceScaleFactor: 250 / 72 });
      await tab.setContent(html);
      return await tab.screenshot({ type: 'png' });
    } finally {
      await browser.close();
    }
  })();
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, info: { CreationDate: new Date(Date.UTC(2026, 8, 1)) } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.image(png, 0, 0, { width: 612, height: 792 });
  doc.end();
  const expected: ExpectedStatement = {
    family: 'scanned',
    producer: 'chromium',
    covers: ['scanned page without a text layer (OCR)'],
    account_holder: 'ROBIN D HAYES',
    page_count: 1,
    read_by_ocr: true,
    accounts: [
      {
        kind: 'checking',
        account_number_last4: '5150',
        name: 'Basic Checking',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: closing,
        printed_totals: {},
        transactions: rows,
      },
    ],
  };
  return { name: 'scanned', pdf: await done, expected };
}
