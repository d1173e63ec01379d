import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { cardReach, reviewRows } from './support/phone-cards.ts';
import { januaryRows, startReviewServer, type ReviewServer } from './support/review-server.ts';

/*
 * Issue 24, item 5: a rule made from the prompt files the client's other matching rows in the same step,
 * counted before it exists, and the Rules screen's match counts are the rows it matches. On a desktop
 * (1440, light) and on a phone's cards (390, dark).
 */

const COST = '5000 - Cost of Goods Sold';
const SOFTWARE = '6200 - Software';
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

interface Row {
  _id: string;
  description: string;
  auto_category: string | null;
  manual_category: string | null;
}

describe('rule from the prompt', () => {
  const browser = useBrowser();
  let review: ReviewServer;

  beforeAll(async () => {
    review = await startReviewServer();
  });
  afterAll(async () => {
    await review?.stop();
  });

  /** A client with January's statement: five KING ARTHUR FLOUR invoices and five VALLEY DAIRY ones, all on Ask Client. */
  async function clientWithStatement(name: string, number: number) {
    const { _id: clientId } = await review.createClient({ name, client_number: number, account_type: 'desktop' });
    await review.uploadCoa(clientId);
    await review.uploadStatement(clientId, { holder: name.toUpperCase(), period: ['01/01/2026', '01/31/2026'], opening: 8000, lines: januaryRows() });
    return clientId;
  }

  const rowsOf = (clientId: string) => review.call<Row[]>('GET', `/api/transactions/client/${clientId}?limit=1000`);

  async function fileByHand(page: Page, clientId: string, vendor: string, category: string, phone: boolean) {
    await page.goto(`/transactions?client=${clientId}`);
    const row = reviewRows(page).filter({ hasText: vendor }).first();
    await row.waitFor();
    if (phone) expect(await cardReach(row, 390)).toEqual([]);
    await row.getByRole('button', { name: /^Manual category for/ }).click();
    await page.getByRole('combobox', { name: 'Search categories' }).fill(category.replace(/^\d+ - /, ''));
    await page.keyboard.press('Enter');
    return page.getByRole('dialog', { name: 'Create Auto-Categorization Rule' });
  }

  it(
    'offers to file the 4 other rows in the same step, files exactly those, and the Rules screen counts 5 matches',
    { timeout: 60_000 },
    async () => {
      const clientId = await clientWithStatement('Orchard Bakery', 9501);
      const before = await rowsOf(clientId);
      expect(before.filter((row) => row.description.startsWith('KING ARTHUR FLOUR'))).toHaveLength(5);

      const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
      const prompt = await fileByHand(page, clientId, 'KING ARTHUR FLOUR INV 1001', COST, false);
      await prompt.waitFor();
      const vendor = await prompt.getByTestId('rule-prompt-vendor').innerText();
      expect(vendor).toMatch(/KING ARTHUR/);
      // The brief's two buttons stay; the offer names the real count of the other undecided rows.
      await prompt.getByRole('button', { name: 'No, Skip' }).waitFor();
      await prompt.getByRole('button', { name: 'Yes, Create Rule' }).waitFor();
      const offer = prompt.getByRole('button', { name: `Create rule and file the 4 other ${vendor} rows` });
      await offer.waitFor();
      await prompt.getByText(`4 other ${vendor} rows are not yet approved or filed by hand.`, { exact: false }).waitFor();
      await screenshot(page, 'light-rule-prompt-offer', { fullPage: false });

      await offer.click();
      await toast(page, 'Rule Created').getByText('4 other rows were filed now.', { exact: false }).waitFor();
      await prompt.waitFor({ state: 'hidden' });
      // One step: no second dialog follows.
      await page.waitForTimeout(1200);
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      // The other four show the rule's category on screen (searched, so all five are drawn).
      await page.getByRole('searchbox', { name: 'Search transactions' }).fill('king arthur');
      await page.getByTestId('review-count').getByText('Showing 5 of', { exact: false }).waitFor();
      const flour = reviewRows(page).filter({ hasText: 'KING ARTHUR FLOUR' });
      await expect.poll(async () => (await flour.getByTestId('auto-category').allInnerTexts()).filter((text) => text.includes(COST)).length).toBe(4);
      await screenshot(page, 'light-rule-prompt-filed', { fullPage: false });

      const after = await rowsOf(clientId);
      const filed = after.filter((row) => row.description.startsWith('KING ARTHUR FLOUR') && row.auto_category === COST && !row.manual_category);
      expect(filed).toHaveLength(4);

      // The Rules screen counts what the rule matches among the client's rows: all five.
      await page.goto(`/rules?client=${clientId}`);
      const ruleRow = page.getByTestId('rule-row').filter({ hasText: vendor });
      await ruleRow.getByRole('cell', { name: '5', exact: true }).waitFor();
      await expect.poll(() => page.getByTestId('rules-matches').locator('dd').innerText()).toBe('5');
      await screenshot(page, 'light-rule-prompt-rules-screen', { fullPage: false });
      expect(consoleErrors).toEqual([]);
    },
  );

  it('works from a phone’s card, in dark mode', { timeout: 60_000 }, async () => {
    const clientId = await clientWithStatement('Valley Creamery', 9502);
    const { page, consoleErrors } = await review.open(browser, {
      viewport: { width: 390, height: 844 },
      colorScheme: 'dark',
      isMobile: true,
      hasTouch: true,
    });
    const prompt = await fileByHand(page, clientId, 'VALLEY DAIRY CO INV 1002', SOFTWARE, true);
    await prompt.waitFor();
    const vendor = await prompt.getByTestId('rule-prompt-vendor').innerText();
    const offer = prompt.getByRole('button', { name: `Create rule and file the 4 other ${vendor} rows` });
    await offer.waitFor();
    // The dialog and its three buttons fit the phone.
    for (const button of await prompt.getByRole('button').all()) {
      const box = await button.boundingBox();
      if (box) expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await screenshot(page, 'dark-phone-rule-prompt-offer', { fullPage: false });
    await offer.tap();
    await toast(page, 'Rule Created').waitFor();
    await prompt.waitFor({ state: 'hidden' });
    await expect
      .poll(
        async () =>
          (await rowsOf(clientId)).filter(
            (row) => row.description.startsWith('VALLEY DAIRY') && row.auto_category === SOFTWARE && !row.manual_category,
          ).length,
      )
      .toBe(4);
    await screenshot(page, 'dark-phone-rule-prompt-filed', { fullPage: false });
    expect(consoleErrors).toEqual([]);
  });
});
