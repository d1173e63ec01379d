import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { startReviewServer, type ReviewServer } from './support/review-server.ts';

/*
 * The categoriser's reason on the Transactions screen: a rule whose suggestions the firm accepted 5 times of 6
 * shows that record; a merchant kind never decided yet says there is not enough history; Ask Client shows no figure.
 */

const CLIENT = 'Orchard Bakery';
const FUEL = '6110 - Automobile Expense:Fuel';

const rowOf = (page: Page, description: string) => page.locator('[data-row-id]').filter({ hasText: description }).first();

describe('categoriser reason', () => {
  const browser = useBrowser();
  let review: ReviewServer;

  beforeAll(async () => {
    review = await startReviewServer();
    const { _id: clientId } = await review.createClient({ name: CLIENT, client_number: 9301, account_type: 'desktop' });
    await review.uploadCoa(clientId);
    await review.call('POST', '/api/rules', { client_id: clientId, vendor_contains: 'GLOBEX FUELS', map_to_account: FUEL });
    const uploadId = await review.uploadStatement(clientId, {
      holder: 'ORCHARD BAKERY LLC',
      period: ['01/01/2026', '01/31/2026'],
      opening: 8000,
      lines: [
        ...Array.from({ length: 7 }, (_, i) => ({
          date: `01/${String(i + 2).padStart(2, '0')}`,
          description: `GLOBEX FUELS 57${40 + i}`,
          amount: -(40 + i),
        })),
        { date: '01/12', description: 'ADOBE CREATIVE CLOUD', amount: -54.99 },
        { date: '01/14', description: 'QWERTY HOLDINGS 8812', amount: -310 },
      ],
    });
    const rows = await review.call<Array<{ _id: string; description: string }>>('GET', `/api/transactions/${uploadId}`);
    const globex = rows.filter((row) => row.description.startsWith('GLOBEX'));
    await review.call('PATCH', '/api/transactions/bulk/update', { transaction_ids: globex.slice(0, 5).map((row) => row._id), approved: true });
    await review.call('PATCH', `/api/transactions/${globex[5]!._id}`, { manual_category: '6300 - Rent Expense' });
  });
  afterAll(async () => {
    await review?.stop();
  });

  async function openClient(page: Page) {
    await page.goto('/transactions');
    await page.getByRole('button', { name: `View Transactions for ${CLIENT}` }).click();
    await page.getByRole('heading', { name: `Transactions for ${CLIENT}` }).waitFor();
    await rowOf(page, 'GLOBEX FUELS 5746').waitFor();
  }

  it('shows each suggestion with how often suggestions like it were accepted', { timeout: 90_000 }, async () => {
    const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await openClient(page);
    const ruled = rowOf(page, 'GLOBEX FUELS 5746').getByTestId('categoriser-reason');
    expect(await ruled.innerText()).toContain('5 of 6');
    expect(await ruled.getAttribute('title')).toBe('Accepted 5 of 6 past suggestions like this · Rule: vendor contains GLOBEX FUELS');
    const kind = rowOf(page, 'ADOBE CREATIVE CLOUD').getByTestId('categoriser-reason');
    expect(await kind.innerText()).toContain('New');
    expect(await kind.getAttribute('title')).toMatch(
      /^Not enough history to say how often suggestions like this are accepted \(none decided yet\) · Looks like a software subscription/,
    );
    const ask = rowOf(page, 'QWERTY HOLDINGS').getByTestId('categoriser-reason');
    expect(await ask.getAttribute('title')).toBe('Ask Client: no confident match');
    await expect.poll(() => page.getByText(/\d+ ?%/).count()).toBe(0);
    await screenshot(page, 'light-transactions-categoriser-reason', { fullPage: false });
    expect(consoleErrors).toEqual([]);

    const dark = await review.open(browser, { viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
    await openClient(dark.page);
    await screenshot(dark.page, 'dark-transactions-categoriser-reason', { fullPage: false });

    const phone = await review.open(browser, { viewport: { width: 390, height: 844 } });
    await openClient(phone.page);
    await screenshot(phone.page, 'phone-transactions-categoriser-reason', { fullPage: false });
    const phoneDark = await review.open(browser, { viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    await openClient(phoneDark.page);
    await screenshot(phoneDark.page, 'phone-dark-transactions-categoriser-reason', { fullPage: false });
  });
});
