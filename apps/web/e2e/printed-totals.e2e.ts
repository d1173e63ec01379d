import type { Upload } from '@ledgerdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { startReviewServer, type ReviewServer } from './support/review-server.ts';
import type { StatementLine } from '../../../tools/test-support/statement-pdf.ts';

/*
 * Issue 24, item 9: a statement whose balances agree while its printed "Total Withdrawals" does not is never
 * badged plain "Reconciled": Upload History, the statement summary and the Transactions screen's strip say
 * which total differs and by how much, with the parser's detail beside it.
 */

const CLIENT = 'Birch Hill Pottery';
const ROWS: StatementLine[] = [
  { date: '03/02', description: 'DEPOSIT SQUARE PAYMENTS', amount: 980 },
  { date: '03/04', description: 'CLAYWORKS SUPPLY INV 311', amount: -212.4 },
  { date: '03/09', description: 'KILN ELECTRIC CO', amount: -96.15 },
  { date: '03/15', description: 'DEPOSIT STRIPE TRANSFER', amount: 455.3 },
];
const WITHDRAWN = 212.4 + 96.15;
// The printed total is $34.00 more than the rows withdraw, while every balance still follows the rows.
const BADGE = 'Balances agree · printed withdrawals total differs by $34.00';

describe('a printed total that disagrees', () => {
  const browser = useBrowser();
  let review: ReviewServer;
  let uploadId: string;
  let detail: string;

  beforeAll(async () => {
    review = await startReviewServer();
    const client = await review.createClient({ name: CLIENT, client_number: 9711, account_type: 'desktop' });
    await review.uploadCoa(client._id);
    uploadId = await review.uploadStatement(client._id, {
      holder: 'BIRCH HILL POTTERY LLC',
      period: ['03/01/2026', '03/31/2026'],
      opening: 3100,
      lines: ROWS,
      printedWithdrawals: WITHDRAWN + 34,
    });
    const { data } = await review.call<{ data: Upload }>('GET', `/api/uploads/${uploadId}`);
    // The parser's judgement stands: the balances decide, the printed total is only doubted.
    expect(data.reconciliation?.reconciled).toBe(true);
    const check = data.reconciliation?.checks.find((each) => each.name === 'printed_totals');
    expect(check?.ok).toBe(false);
    detail = check?.detail ?? '';
  }, 90_000);
  afterAll(async () => {
    await review?.stop();
  });

  for (const [width, colorScheme] of [
    [1440, 'light'],
    [390, 'dark'],
    [1440, 'dark'],
    [390, 'light'],
  ] as const) {
    it(`says which total differs and by how much at ${width} px, ${colorScheme}`, { timeout: 60_000 }, async () => {
      const { page, consoleErrors } = await review.open(browser, { viewport: { width, height: 900 }, colorScheme });
      await page.goto(`/upload?upload=${uploadId}`);

      const summary = page.getByTestId('statement-summary');
      const summaryBadge = summary.getByTestId('reconciliation');
      await summaryBadge.waitFor();
      expect(await summaryBadge.innerText()).toBe(BADGE);
      expect(await summaryBadge.getAttribute('title')).toBe(detail);
      const failed = summary.getByTestId('failed-checks');
      expect(await failed.innerText()).toContain('Printed totals');
      expect(await failed.innerText()).toContain('withdrawals total: printed $342.55, found $308.55');

      const historyBadge = page.getByTestId('upload-history').getByTestId('reconciliation').first();
      expect(await historyBadge.innerText()).toBe(BADGE);
      await expect.poll(() => page.getByText('Reconciled', { exact: true }).count()).toBe(0);
      // The longer badge does not push the page sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `printed-totals-upload-${width}-${colorScheme}`);

      await page.goto(`/transactions?upload_id=${uploadId}`);
      const strip = page.getByTestId('statement-reconciliation');
      await strip.waitFor();
      expect(await strip.getByTestId('reconciliation').innerText()).toBe(BADGE);
      await screenshot(page, `printed-totals-transactions-${width}-${colorScheme}`, { fullPage: false });
      expect(consoleErrors).toEqual([]);
    });
  }
});
