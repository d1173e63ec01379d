import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { startServerWithWorker, type RunningServer } from './support/server.ts';

/* Bank files (issue 20): an OFX download from online banking goes through the same Upload screen as a PDF. */

const admin = { name: 'Administrator', email: 'admin@example.com', password: 'e2e-bank-files-admin-password' };
const worker = { name: 'Wendy Worker', email: 'wendy@example.com', password: 'e2e-bank-files-worker-password' };
// Wells Fargo's CSV download has no header: date, amount, '*', check number, description.
const headerlessCsv = Buffer.from(
  [
    '"01/05/2026","-42.18","*","2077","CHECK # 2077"',
    '"01/22/2026","1500.00","*","","MOBILE DEPOSIT : REF NUMBER :310220051234"',
    '"01/29/2026","-12.50","*","","PURCHASE AUTHORIZED ON 01/28 SQ *BLUE BOTTLE COFFEE"',
    '"01/30/2026","-125.00","*","","PURCHASE AUTHORIZED ON 01/29 HOME DEPOT #6512 AUSTIN TX"',
  ].join('\r\n'),
);
const ofx = fs.readFileSync(path.resolve(import.meta.dirname, '../../server/src/features/bank-files/fixtures/checking-sgml.ofx'));

describe('bank files on the Upload screen', () => {
  const browser = useBrowser();
  let server: RunningServer;
  let session: { access_token: string; refresh_token: string };

  beforeAll(async () => {
    ({ server, session } = await startServerWithWorker(admin, worker, 8201));
  });
  afterAll(async () => {
    await server?.stop();
  });

  const openAs = (options: BrowserContextOptions = {}) => browser.openAt(server.baseUrl, session, options);

  it('uploads an OFX file and shows its rows, reconciled from the ledger balance', { timeout: 60_000 }, async () => {
    const { page, consoleErrors } = await openAs();
    await page.goto('/upload');
    await page.getByRole('heading', { name: 'Upload Files' }).waitFor();
    await page.getByText('PDF, CSV, OFX, QFX or QBO, up to 10 MB').waitFor();

    // Browsers give .ofx no media type: the screen goes by the extension, the server by the content.
    await page.getByLabel('Statement file').setInputFiles({ name: 'harbor-cafe-january.ofx', mimeType: '', buffer: ofx });
    await page.getByTestId('selected-file').getByText('harbor-cafe-january.ofx').waitFor();
    await page.getByTestId('detected-client').getByText('Harbor Cafe').waitFor();
    await page.getByRole('button', { name: 'Upload File' }).click();
    await page.getByText('Upload successful').waitFor({ timeout: 45_000 });
    await page.getByText('Fetched 4 transactions').waitFor();

    const summary = page.getByTestId('statement-summary');
    expect(await summary.getByTestId('reconciliation').innerText()).toBe('Reconciled');
    const facts = await summary.innerText();
    expect(facts).toContain('$1,000.00');
    expect(facts).toContain('$3,141.83');
    const table = page.getByTestId('upload-transactions');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(4);
    expect(await table.locator('tbody tr').filter({ hasText: 'AT&T' }).locator('td').nth(2).innerText()).toMatch(/Money out\s*45\.67/);
    await page.getByTestId('upload-history').locator('tbody tr').filter({ hasText: 'harbor-cafe-january.ofx' }).getByText('Completed').waitFor();
    await screenshot(page, 'light-bank-file-upload');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await screenshot(page, 'dark-bank-file-upload');
    expect(consoleErrors).toEqual([]);
  });

  it(
    'asks which columns a CSV without a header holds, shows its rows, and reads the next one of that shape without asking',
    { timeout: 90_000 },
    async () => {
      const { page, consoleErrors } = await openAs({ viewport: { width: 1440, height: 900 } });
      await page.goto('/upload');
      await page.getByLabel('Statement file').setInputFiles({ name: 'harbor-cafe-export.csv', mimeType: 'text/csv', buffer: headerlessCsv });
      await page.getByTestId('detected-client').getByText('Harbor Cafe').waitFor();
      await page.getByRole('button', { name: 'Upload File' }).click();

      const dialog = page.getByRole('dialog', { name: 'Which columns are which?' });
      await dialog.waitFor();
      await dialog.getByText('This file has no header row naming its columns.').waitFor();
      const preview = dialog.getByTestId('csv-preview');
      await expect.poll(() => preview.locator('tbody tr').count()).toBe(4);
      expect(await preview.locator('thead th').allInnerTexts()).toEqual([
        'DATE\nColumn 1',
        'AMOUNT\nColumn 2',
        'NOT USED\nColumn 3',
        'NOT USED\nColumn 4',
        'DESCRIPTION\nColumn 5',
      ]);
      // The server's suggestion is right but for the check numbers, which it cannot tell from the blanks around them.
      await dialog.getByRole('combobox', { name: 'Balance' }).waitFor();
      await screenshot(page, 'light-csv-mapping-step', { fullPage: false });
      await dialog.getByRole('button', { name: 'Import with these columns' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Upload successful').waitFor({ timeout: 45_000 });
      await page.getByText('Fetched 4 transactions').waitFor();
      // A bank export without balances has nothing to check its rows against: said so, never "Off by $0.00".
      expect(await page.getByTestId('statement-summary').getByTestId('reconciliation').innerText()).toBe('No balances to check');

      await page.goto('/transactions');
      await page.getByRole('button', { name: 'View Transactions for Harbor Cafe' }).click();
      await page.getByRole('heading', { name: 'Transactions for Harbor Cafe' }).waitFor();
      const rows = page.getByTestId('review-table').locator('tbody tr[data-row-id]');
      await rows.filter({ hasText: 'HOME DEPOT' }).first().waitFor();
      for (const text of ['CHECK # 2077', 'MOBILE DEPOSIT', 'HOME DEPOT #6512'])
        await expect.poll(() => rows.filter({ hasText: text }).count()).toBe(1);
      await screenshot(page, 'light-csv-mapped-transactions', { fullPage: false });

      // February from the same bank: remembered for Harbor Cafe, so it is read without the step.
      await page.goto('/upload');
      await page.getByLabel('Statement file').setInputFiles({
        name: 'harbor-cafe-export (1).csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('"02/03/2026","-9.99","*","","NETFLIX.COM"\r\n"02/10/2026","-64.20","*","","SHELL OIL 57442"\r\n'),
      });
      await page.getByRole('button', { name: 'Upload File' }).click();
      await page.getByText('Fetched 2 transactions').waitFor({ timeout: 45_000 });
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      // The browser logs the server's 422 (the question) as a failed resource; nothing else may appear.
      expect(consoleErrors.filter((line) => !/status of 422/.test(line))).toEqual([]);
    },
  );

  it('shows the mapping step on a phone in dark mode, with debit and credit columns to choose', { timeout: 60_000 }, async () => {
    const { page, consoleErrors } = await openAs({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    await page.goto('/upload');
    const text = 'Fecha,Concepto,Cargo,Abono,Saldo\n01/05/2026,CAFE,3.25,,996.75\n01/06/2026,NOMINA,,1500.00,2496.75\n';
    await page.getByLabel('Statement file').setInputFiles({ name: 'harbor-cafe-spanish.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
    await page.getByRole('button', { name: 'Upload File' }).click();
    const dialog = page.getByRole('dialog', { name: 'Which columns are which?' });
    await dialog.waitFor();
    await dialog.getByRole('combobox', { name: 'Amounts' }).click();
    await page.getByRole('option', { name: 'Debit and credit columns' }).click();
    await dialog.getByRole('combobox', { name: 'Debit (money out)' }).click();
    await page.getByRole('option', { name: 'Cargo (column 3)' }).click();
    await dialog.getByRole('combobox', { name: 'Credit (money in)' }).click();
    await page.getByRole('option', { name: 'Abono (column 4)' }).click();
    await dialog.getByRole('combobox', { name: 'Balance' }).click();
    await page.getByRole('option', { name: 'Saldo (column 5)' }).click();
    expect(await dialog.getByTestId('csv-preview').locator('thead th').allInnerTexts()).toEqual([
      'DATE\nFecha',
      'DESCRIPTION\nConcepto',
      'DEBIT\nCargo',
      'CREDIT\nAbono',
      'BALANCE\nSaldo',
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-dark-csv-mapping-step', { fullPage: false });
    await dialog.getByRole('button', { name: 'Import with these columns' }).click();
    await page.getByText('Fetched 2 transactions').waitFor({ timeout: 45_000 });
    expect(await page.getByTestId('statement-summary').getByTestId('reconciliation').innerText()).toBe('Reconciled');
    await screenshot(page, 'phone-dark-csv-mapped-upload');
    expect(consoleErrors.filter((line) => !/status of 422/.test(line))).toEqual([]);
  });

  it('refuses a file of another kind before sending it, naming the kinds it takes, on a phone in dark mode', async () => {
    const { page } = await openAs({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    await page.goto('/upload');
    await page.getByLabel('Statement file').setInputFiles({ name: 'statement.xlsx', mimeType: '', buffer: Buffer.from('PK') });
    await page.getByText('File must be a PDF statement or a bank file (CSV, OFX, QFX or QBO).').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'phone-dark-bank-file-refused');
  });
});
