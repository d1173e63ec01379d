import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { cardReach, reviewRows } from './support/phone-cards.ts';
import { startReviewServer, type ReviewServer } from './support/review-server.ts';

/*
 * A statement of several accounts: each account with activity is an upload of its own, and the client's
 * Transactions list, which mixes them, names the account each row was printed on. Narrowed to one
 * statement it is one account, and says nothing.
 */

const fixtures = path.resolve(import.meta.dirname, '../../server/src/features/statements/parser/fixtures');
const COMBINED = fs.readFileSync(path.join(fixtures, 'multi-account.pdf'));
const CLIENT = 'Nguyen Household';
const CHECKING = 'Everyday Checking 0457';
const SAVINGS = 'Way2Save Savings 2291';

describe('a statement of several accounts', () => {
  const browser = useBrowser();
  let review: ReviewServer;
  let clientId = '';
  let checkingId = '';
  let savingsId = '';

  beforeAll(async () => {
    review = await startReviewServer();
    clientId = (await review.createClient({ name: CLIENT, client_number: 9701, account_type: 'desktop' }))._id;
    await review.uploadCoa(clientId);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(COMBINED)], { type: 'application/pdf' }), 'combined-june.pdf');
    form.append('client_id', clientId);
    checkingId = (await review.call<{ upload_id: string }>('POST', '/api/uploads', form)).upload_id;
    const deadline = Date.now() + 45_000;
    for (;;) {
      const { data } = await review.call<{ data: { status: string; other_accounts: { upload_id?: string | null }[] } }>(
        'GET',
        `/api/uploads/${checkingId}`,
      );
      if (data.status === 'completed') {
        savingsId = data.other_accounts.find((account) => account.upload_id)?.upload_id ?? '';
        break;
      }
      if (data.status === 'failed' || Date.now() > deadline) throw new Error(`combined-june.pdf was not read: ${data.status}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }, 90_000);
  afterAll(async () => {
    await review?.stop();
  });

  for (const { width, colorScheme } of [
    { width: 1440, colorScheme: 'light' as const },
    { width: 390, colorScheme: 'dark' as const },
  ]) {
    it(`names each row's account in the client's list, at ${width} px ${colorScheme}`, { timeout: 60_000 }, async () => {
      const { page, consoleErrors } = await review.open(browser, { viewport: { width, height: 900 }, colorScheme });
      await page.goto(`/transactions?client=${clientId}`);
      await page.getByRole('heading', { name: `Transactions for ${CLIENT}` }).waitFor();
      const rows = reviewRows(page);
      await rows.first().getByTestId('row-account').waitFor();
      // The list draws the rows in view: each of them names its account.
      const names = await rows.getByTestId('row-account').allTextContents();
      expect(names).toHaveLength(await rows.count());
      expect(names.filter((name) => name !== CHECKING && name !== SAVINGS)).toEqual([]);
      if (width < 768) expect(await cardReach(rows.first(), width)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await screenshot(page, `several-accounts-${width}-${colorScheme}`, { fullPage: false });
      // A savings row, found by its description, names the savings account.
      const [savingsRow] = await review.call<{ _id: string; description: string }[]>('GET', `/api/transactions/${savingsId}`);
      if (!savingsRow) throw new Error('the savings account has no rows');
      await page.getByLabel('Search transactions').fill(savingsRow.description);
      await page.locator(`[data-row-id="${savingsRow._id}"]`).getByTestId('row-account').getByText(SAVINGS).waitFor();

      // One statement is one account: nothing to tell apart.
      await page.goto(`/transactions?client=${clientId}&upload_id=${checkingId}`);
      await rows.first().waitFor();
      await expect.poll(() => rows.getByTestId('row-account').count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    });
  }
});
