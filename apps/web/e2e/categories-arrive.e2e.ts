import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { startReviewServer, type ReviewServer } from './support/review-server.ts';

/*
 * A new client's statement uploaded before its chart of accounts: its rows wait on "no categories for this client
 * yet". Importing the chart re-categorises them in the same request, and the toast says how many.
 */

const CLIENT = 'Maple Dental';
const CHART = [
  'Number,Name,Type',
  '1010,Checking,Bank',
  '6110,Automobile Expense:Fuel,Expense',
  '6150,Bank Service Charges,Expense',
  '6200,Software & Apps,Expense',
  '6900,Utilities,Expense',
].join('\n');
const NO_CATEGORIES = /no categories for this client yet/;

const rowOf = (page: Page, description: string) => page.locator('[data-row-id]').filter({ hasText: description }).first();

describe('categories arriving after the statements', () => {
  const browser = useBrowser();
  let review: ReviewServer;

  beforeAll(async () => {
    review = await startReviewServer();
    await review.createClient({ name: CLIENT, client_number: 9401, account_type: 'desktop' });
  });
  afterAll(async () => {
    await review?.stop();
  });

  async function openTransactions(page: Page) {
    await page.goto('/transactions');
    await page.getByRole('button', { name: `View Transactions for ${CLIENT}` }).click();
    await page.getByRole('heading', { name: `Transactions for ${CLIENT}` }).waitFor();
    await rowOf(page, 'SHELL OIL').waitFor();
  }

  it('uploads a statement, imports the chart, and finds the rows categorised with the count in the toast', { timeout: 120_000 }, async () => {
    const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    const pdf = await makeStatementPdf({
      holder: 'MAPLE DENTAL PLLC',
      address: '12 Apple Lane, Springfield, IL 62701',
      accountName: 'Business Checking',
      period: ['03/01/2026', '03/31/2026'],
      opening: 6000,
      lines: [
        { date: '03/03', description: 'MONTHLY SERVICE FEE', amount: -15 },
        { date: '03/05', description: 'SHELL OIL 57442 SPRINGFIELD IL', amount: -48.2 },
        { date: '03/09', description: 'ADOBE *CREATIVE CLOUD', amount: -54.99 },
        { date: '03/12', description: 'AMEREN ILLINOIS UTILITY PAYMENT', amount: -131.4 },
      ],
    });
    await page.goto('/upload');
    await page
      .getByLabel('Statement file')
      .setInputFiles({ name: 'maple-dental-2026-03.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
    await page.getByTestId('detected-client').getByText(CLIENT).waitFor();
    await page.getByRole('button', { name: 'Upload File' }).click();
    await page.getByText('Upload successful').waitFor({ timeout: 45_000 });

    // Before the chart: every row waits on the client and says why.
    await openTransactions(page);
    await page.getByText('No COA uploaded').waitFor();
    expect(await rowOf(page, 'SHELL OIL').getByTestId('categoriser-reason').getAttribute('title')).toMatch(NO_CATEGORIES);
    await screenshot(page, 'light-categories-arrive-before', { fullPage: false });

    await page.goto('/clients');
    await page.getByRole('row').filter({ hasText: CLIENT }).getByRole('button', { name: 'Upload COA' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Chart of Accounts' });
    await dialog.getByLabel('Chart of Accounts file').setInputFiles({ name: 'maple-chart.csv', mimeType: 'text/csv', buffer: Buffer.from(CHART) });
    await dialog.getByTestId('coa-preview').locator('pre').getByText('6110,Automobile Expense:Fuel,Expense').waitFor();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('COA uploaded successfully').waitFor();
    const toast = page.getByRole('listitem').filter({ hasText: 'COA uploaded successfully' });
    expect(await toast.innerText()).toMatch(/5 accounts imported\. 4 open transactions were re-categorised with it\./);
    await dialog.waitFor({ state: 'hidden' });
    await screenshot(page, 'light-categories-arrive-toast', { fullPage: false });

    // After: real categories, and no row still claims there are none.
    await openTransactions(page);
    await page.getByText(/5 categories/).waitFor();
    expect(await rowOf(page, 'SHELL OIL').getByTestId('auto-category').innerText()).toContain('6110 - Automobile Expense:Fuel');
    for (const reason of await page.getByTestId('categoriser-reason').all()) expect(await reason.getAttribute('title')).not.toMatch(NO_CATEGORIES);
    await screenshot(page, 'light-categories-arrive-after', { fullPage: false });
    expect(consoleErrors).toEqual([]);

    for (const [name, options] of [
      ['dark-categories-arrive-after', { viewport: { width: 1440, height: 900 }, colorScheme: 'dark' as const }],
      ['phone-categories-arrive-after', { viewport: { width: 390, height: 844 } }],
      ['phone-dark-categories-arrive-after', { viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const }],
    ] as const) {
      const opened = await review.open(browser, options);
      await openTransactions(opened.page);
      await screenshot(opened.page, name, { fullPage: false });
    }

    // The same chart again, on a phone: the rows are gone over, none changes, and the toast says so.
    const phone = await review.open(browser, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    await phone.page.goto('/clients');
    await phone.page.getByRole('button', { name: 'Upload COA' }).first().click();
    const again = phone.page.getByRole('dialog', { name: 'Upload Chart of Accounts' });
    await again.getByLabel('Chart of Accounts file').setInputFiles({ name: 'maple-chart.csv', mimeType: 'text/csv', buffer: Buffer.from(CHART) });
    await again.getByRole('button', { name: 'Upload', exact: true }).click();
    await phone.page.getByText('5 accounts imported. 4 open transactions were checked with it; none needed another category.').waitFor();
    await again.waitFor({ state: 'hidden' });
    await screenshot(phone.page, 'phone-dark-categories-arrive-again-toast', { fullPage: false });
  });
});
