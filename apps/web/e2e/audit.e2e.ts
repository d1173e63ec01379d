import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { januaryRows, startReviewServer, type ReviewServer } from './support/review-server.ts';

/*
 * The Logs screen ("Logging & Audit Trail"): an approval made on the Transactions screen is found in the log,
 * its details show before and after, and rolling it back leaves the transaction pending again.
 */

const CLIENT = 'Orchard Bakery';
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const logRows = (page: Page) => page.getByTestId('audit-row');

describe('logs screen', () => {
  const browser = useBrowser();
  let review: ReviewServer;

  beforeAll(async () => {
    review = await startReviewServer();
    const client = await review.createClient({ name: CLIENT, client_number: 9301, account_type: 'desktop' });
    await review.uploadCoa(client._id);
    await review.uploadStatement(client._id, {
      holder: 'ORCHARD BAKERY LLC',
      period: ['01/01/2026', '01/31/2026'],
      opening: 8000,
      lines: januaryRows(),
    });
  });
  afterAll(async () => {
    await review?.stop();
  });

  async function openTransactions(page: Page) {
    await page.goto('/transactions');
    await page.getByRole('button', { name: `View Transactions for ${CLIENT}` }).click();
    await page.getByRole('heading', { name: `Transactions for ${CLIENT}` }).waitFor();
  }

  it('finds an approval in the log, shows its before and after, and rolls it back', { timeout: 90_000 }, async () => {
    const { page, consoleErrors } = await review.open(browser);
    await openTransactions(page);
    await page.getByRole('button', { name: '○ Pending: SHELL OIL' }).click();
    await page.getByRole('button', { name: '✓ Approved: SHELL OIL' }).waitFor();

    await page.goto('/logs');
    await page.getByRole('heading', { name: 'Logging & Audit Trail' }).waitFor();
    for (const card of ['Total Activities', 'Rollback Available', 'Active Users', 'Sync Events'])
      await page.getByTestId('audit-summary').getByText(card).waitFor();
    await page.getByRole('textbox', { name: 'Search logs' }).fill('shell oil');
    const approval = logRows(page).filter({ hasText: 'Transaction Approved' });
    await approval.waitFor();
    await expect.poll(() => logRows(page).count()).toBe(1);
    expect(await approval.innerText()).toMatch(/Approved SHELL OIL -\$45\.10 of 01\/02\/2026 \(Orchard Bakery\)/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('shell oil');
    await screenshot(page, 'light-logs');

    await approval.getByRole('button', { name: 'Details of Transaction Approved' }).click();
    const details = page.getByTestId('audit-details');
    await details.waitFor();
    expect(await details.getByTestId('audit-before').innerText()).toMatch(/approved\s+no/);
    expect(await details.getByTestId('audit-after').innerText()).toMatch(/approved\s+yes/);
    await screenshot(page, 'light-logs-details', { fullPage: false });
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });

    await approval.getByRole('button', { name: 'Roll back Transaction Approved' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Roll back this change?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Roll back' }).click();
    await toast(page, 'Rollback initiated').waitFor();
    await toast(page, 'Rolled back transaction approved').waitFor();
    // The log now shows the rollback, and the approval can no longer be rolled back.
    await logRows(page).filter({ hasText: 'Rollback' }).waitFor();
    await expect.poll(() => approval.getByRole('button', { name: 'Roll back Transaction Approved' }).isDisabled()).toBe(true);

    await openTransactions(page);
    await page.getByRole('button', { name: '○ Pending: SHELL OIL' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('opens one target’s history from a link and exports the log', async () => {
    const { page } = await review.open(browser);
    const [entry] = (await review.call<{ entries: Array<{ id: string; targetId: string }> }>('GET', '/api/audit?action=Transaction%20Approved'))
      .entries;
    await page.goto(`/logs?target_type=Transaction&target_id=${entry!.targetId}`);
    await page.getByTestId('audit-target-filter').waitFor();
    await expect.poll(() => logRows(page).count()).toBe(2);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Logs' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^audit_logs_\d{4}-\d{2}-\d{2}\.csv$/);
    await toast(page, 'Export complete').waitFor();
  });

  it('shows a worker their own activity, read only', async () => {
    const tokens = await review.addWorker({ name: 'Wren Worker', email: 'wren@example.com', password: 'a strong password 1' });
    const { page } = await browser.openAt(review.server.baseUrl, tokens);
    page.setDefaultTimeout(10_000);
    await page.goto('/upload');
    await page.getByRole('link', { name: 'Logs' }).first().click();
    await page.getByRole('heading', { name: 'Logging & Audit Trail' }).waitFor();
    await page.getByText('Your own activity, read only.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/logs');
    // Their log is empty until they change something; the admin's work is not shown and nothing can be rolled back.
    await page.getByText('No activity matches these filters.').waitFor();
    await expect.poll(() => page.getByRole('button', { name: /^Roll back/ }).count()).toBe(0);
  });

  it('fits a phone and dark mode', async () => {
    const dark = await review.open(browser, { colorScheme: 'dark' });
    await dark.page.goto('/logs');
    await logRows(dark.page).first().waitFor();
    await screenshot(dark.page, 'dark-logs');

    // A phone reads each entry as a card: every field shown (nothing in a sideways-scrolling table), buttons 44 px.
    for (const colorScheme of ['light', 'dark'] as const) {
      const phone = await review.open(browser, { viewport: { width: 390, height: 844 }, colorScheme });
      await phone.page.goto('/logs');
      const card = phone.page.getByTestId('audit-card').first();
      await card.waitFor();
      expect(await logRows(phone.page).first().isVisible()).toBe(false);
      const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      const details = await card.getByRole('button', { name: /^Details of/ }).boundingBox();
      expect(details!.x + details!.width).toBeLessThanOrEqual(390);
      expect(details!.height).toBeGreaterThanOrEqual(44);
      expect(await card.locator('dt').first().innerText()).toBe('User');
      await screenshot(phone.page, colorScheme === 'light' ? 'phone-logs' : 'phone-dark-logs');
    }
  });
});
