import type { BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { startServerWithWorker, type RunningServer } from './support/server.ts';

/* Password-protected statements (issue 20, item 3): the Upload screen asks for the password the bank gave. */

const admin = { email: 'admin@example.com', password: 'e2e-locked-pdf-admin-password' };
const worker = { name: 'Wendy Worker', email: 'wendy@example.com', password: 'e2e-locked-pdf-worker-password' };
const PASSWORD = 'Harbor-2026';

const locked = (period: [string, string], opening: number) =>
  makeStatementPdf({
    holder: 'HARBOR CAFE LLC',
    period,
    opening,
    lines: [
      { date: period[0].slice(0, 5), description: 'SQ *BLUE BOTTLE COFFEE OAKLAND CA', amount: -12.5 },
      { date: period[0].slice(0, 3) + '05', description: 'DEPOSIT SQUARE INC PAYOUT', amount: 2340.11 },
      { date: period[0].slice(0, 3) + '09', description: 'ACH DEBIT PG&E UTILITY PAYMENT', amount: -310.42 },
    ],
    lock: { userPassword: PASSWORD, ownerPassword: 'bank-owner', pdfVersion: '1.7' },
  });

describe('a password-protected statement on the Upload screen', () => {
  const browser = useBrowser();
  let server: RunningServer;
  let session: { access_token: string; refresh_token: string };

  beforeAll(async () => {
    ({ server, session } = await startServerWithWorker(admin, worker, 8301));
  });
  afterAll(async () => {
    await server?.stop();
  });

  const openAs = (options: BrowserContextOptions = {}) => browser.openAt(server.baseUrl, session, options);

  it(
    'asks for the password, says when it is wrong, keeps the file on Cancel, and reads it with the right one (1440 px, light)',
    { timeout: 90_000 },
    async () => {
      const { page, consoleErrors } = await openAs({ viewport: { width: 1440, height: 900 } });
      await page.goto('/upload');
      await page.getByRole('heading', { name: 'Upload Files' }).waitFor();
      await page
        .getByLabel('Statement file')
        .setInputFiles({ name: 'harbor-cafe-january.pdf', mimeType: 'application/pdf', buffer: await locked(['01/01/2026', '01/31/2026'], 1500) });
      await page.getByRole('button', { name: 'Upload File' }).click();

      const dialog = page.getByRole('dialog', { name: 'Password-protected PDF' });
      await dialog.getByText('This PDF is locked with a password. Enter the password the bank gave to open it.').waitFor();
      await screenshot(page, 'light-locked-pdf-asks', { fullPage: false });

      await dialog.getByLabel('PDF password').fill('harbor-2026');
      await dialog.getByRole('button', { name: 'Open and Upload' }).click();
      await dialog.getByRole('alert').getByText('That password does not open this PDF.').waitFor();
      await screenshot(page, 'light-locked-pdf-wrong-password', { fullPage: false });

      // Cancel closes the dialog and keeps the chosen file; Upload File asks again.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByTestId('selected-file').getByText('harbor-cafe-january.pdf').waitFor();
      await page.getByRole('button', { name: 'Upload File' }).click();
      await dialog.getByLabel('PDF password').fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Open and Upload' }).click();
      await page.getByText('Upload successful').waitFor({ timeout: 45_000 });
      await page.getByText('Fetched 3 transactions').waitFor();
      expect(await page.getByTestId('statement-summary').getByTestId('reconciliation').innerText()).toBe('Reconciled');
      await screenshot(page, 'light-locked-pdf-read');
      expect(consoleErrors.filter((line) => !/status of 400/.test(line))).toEqual([]);
    },
  );

  it('works on a phone in dark mode (390 px)', { timeout: 90_000 }, async () => {
    const { page } = await openAs({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    await page.goto('/upload');
    await page
      .getByLabel('Statement file')
      .setInputFiles({ name: 'harbor-cafe-february.pdf', mimeType: 'application/pdf', buffer: await locked(['02/01/2026', '02/28/2026'], 3517.19) });
    await page.getByRole('button', { name: 'Upload File' }).click();
    const dialog = page.getByRole('dialog', { name: 'Password-protected PDF' });
    await dialog.getByLabel('PDF password').fill('wrong one');
    await dialog.getByRole('button', { name: 'Open and Upload' }).click();
    await dialog.getByText('That password does not open this PDF.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-dark-locked-pdf-wrong-password', { fullPage: false });
    await dialog.getByLabel('PDF password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Open and Upload' }).click();
    await page.getByText('Upload successful').waitFor({ timeout: 45_000 });
    await page.getByText('Fetched 3 transactions').waitFor();
    await screenshot(page, 'phone-dark-locked-pdf-read');
  });
});
