import fs from 'node:fs/promises';
import { read, utils } from '@e965/xlsx';
import { parse } from 'csv-parse/sync';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissToasts, screenshot, useBrowser } from './support/browser.ts';
import { startReviewServer, type ReviewServer } from './support/review-server.ts';

/*
 * Spreadsheets and bank files out: the Transactions screen's Excel button for what the filters show, and the Export
 * screen's QuickBooks Online CSV for one statement. Each file is read back with the libraries the server writes it
 * with: Excel cells typed as dates and numbers, the QuickBooks file in its documented 3-column layout.
 */

const CHART = ['Number,Name,Type', '1000,Checking Account,Bank', '4000,Sales,Income', '6110,Automobile Expense:Fuel,Expense'].join('\n');
const CLIENT = 'Linden Florist';
const ROWS = [
  { date: '02/03', description: 'SHELL OIL 57442 SPRINGFIELD', amount: -45.1, category: '6110 - Automobile Expense:Fuel' },
  { date: '02/05', description: 'DEPOSIT SQUARE PAYMENTS', amount: 1250, category: '4000 - Sales' },
  { date: '02/09', description: 'SHELL OIL 80211 PORTLAND', amount: -61.25, category: '6110 - Automobile Expense:Fuel' },
];

async function bytesOf(download: Download): Promise<Buffer> {
  return fs.readFile(await download.path());
}

async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

describe('spreadsheet exports', () => {
  const browser = useBrowser();
  let review: ReviewServer;
  let clientId = '';

  beforeAll(async () => {
    review = await startReviewServer();
    const client = await review.createClient({ name: CLIENT, client_number: 9401, account_type: 'desktop', email: 'books@9401.test' });
    clientId = client._id;
    await review.uploadCoa(clientId, CHART);
    const uploadId = await review.uploadStatement(clientId, {
      holder: 'LINDEN FLORIST LLC',
      period: ['02/01/2026', '02/28/2026'],
      opening: 5000,
      lines: ROWS,
    });
    const listed = await review.call<Array<{ _id: string; description: string }>>('GET', `/api/transactions/${uploadId}`);
    for (const row of listed) {
      await review.call('PATCH', `/api/transactions/${row._id}`, {
        manual_category: ROWS.find((seed) => row.description.startsWith(seed.description))!.category,
        approved: true,
      });
    }
  }, 90_000);
  afterAll(async () => {
    await review?.stop();
  });

  it('downloads Excel of the filtered Transactions list, dates and amounts typed', { timeout: 90_000 }, async () => {
    const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await page.goto(`/transactions?client=${clientId}`);
    await page.getByRole('heading', { name: `Transactions for ${CLIENT}` }).waitFor();
    await page.getByTestId('review-table').locator('tbody tr[data-row-id]').first().waitFor();
    await page.getByLabel('Search transactions').fill('shell');
    await expect.poll(() => page.getByTestId('review-table').locator('tbody tr[data-row-id]').count()).toBe(2);
    await screenshotFromTop(page, 'light-transactions-download-buttons');

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel', exact: true }).click()]);
    expect(file.suggestedFilename()).toBe(`${CLIENT}_all accounts_2026-02-03 to 2026-02-09_transactions.xlsx`);
    const workbook = read(await bytesOf(file), { type: 'buffer', cellDates: true });
    const sheet = workbook.Sheets.Transactions!;
    const rows = utils.sheet_to_json<Record<string, unknown>>(sheet);
    expect(rows.map((row) => row.Description)).toEqual(['SHELL OIL 57442 SPRINGFIELD', 'SHELL OIL 80211 PORTLAND']);
    expect(rows.map((row) => row.Amount)).toEqual([-45.1, -61.25]);
    expect(rows.every((row) => row.Date instanceof Date)).toBe(true);
    expect(rows.map((row) => row.Category)).toEqual([ROWS[0]!.category, ROWS[2]!.category]);
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Download ready' }).first().waitFor();
    await dismissToasts(page);
    expect(consoleErrors).toEqual([]);
  });

  it('downloads the QuickBooks Online CSV of the statement from the Export screen, recorded in the sync history', { timeout: 90_000 }, async () => {
    for (const [theme, viewport] of [
      ['light', { width: 1440, height: 900 }],
      ['dark', { width: 375, height: 812 }],
    ] as const) {
      const { page, consoleErrors } = await review.open(browser, { viewport, colorScheme: theme });
      await page.goto(`/export?client=${clientId}`);
      const exportButton = page.getByRole('button', { name: 'QuickBooks Online CSV' });
      await expect.poll(() => exportButton.isEnabled()).toBe(true);
      // Nothing pushes the page sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const [file] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
      expect(file.suggestedFilename()).toMatch(/^Linden Florist_.+_2026-02-01 to 2026-02-28_quickbooks-online\.csv$/);
      expect(parse(await bytesOf(file))).toEqual([
        ['Date', 'Description', 'Amount'],
        ['02/03/2026', 'SHELL OIL 57442 SPRINGFIELD', '-45.10'],
        ['02/05/2026', 'DEPOSIT SQUARE PAYMENTS', '1250.00'],
        ['02/09/2026', 'SHELL OIL 80211 PORTLAND', '-61.25'],
      ]);
      await page.locator('[data-sonner-toast]').filter({ hasText: 'QuickBooks Online CSV ready' }).first().waitFor();
      await screenshotFromTop(page, `${theme === 'light' ? '' : 'phone-'}${theme}-export-bank-files`);
      expect(consoleErrors).toEqual([]);
    }
    const history = await review.call<Array<{ kind: string; pushed: number }>>('GET', '/api/dashboard/sync-history');
    expect(history.filter((entry) => entry.kind === 'qbo_csv_export').map((entry) => entry.pushed)).toEqual([3, 3]);
  });
});
