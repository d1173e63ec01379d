import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { callServer as call, startServer, uploadStatement, type RunningServer } from './support/server.ts';

/*
 * A statement that prints no year: the upload asks which year it is, suggests one, and re-dates the
 * rows when answered (December of a period crossing New Year goes to the year before). The statement
 * is the parser's generated no-year family, whose truth holds the real dates.
 */

const fixtures = path.resolve(import.meta.dirname, '../../server/src/features/statements/parser/fixtures');
const PDF = fs.readFileSync(path.join(fixtures, 'no-year.pdf'));
const truth = JSON.parse(fs.readFileSync(path.join(fixtures, 'no-year.json'), 'utf8')) as {
  accounts: Array<{ transactions: Array<{ transaction_date: string }> }>;
};
const rows = truth.accounts[0]?.transactions ?? [];
const lastDay = rows.at(-1)?.transaction_date ?? '';
const TRUE_YEAR = Number(lastDay.slice(0, 4));
const FILE = 'ellis-checking-no-year.pdf';
const QUESTION = 'This statement does not print a year. Which year is it?';

const admin = { name: 'Administrator', email: 'admin@example.com', password: 'e2e-year-admin-password' };
const worker = { name: 'Wes Worker', email: 'wes@example.com', password: 'e2e-year-worker-password' };
type Tokens = { access_token: string; refresh_token: string };

// The suggestion: the latest year that does not end the statement after today (the upload).
function suggestedYear(): number {
  const today = new Date().toISOString();
  return Number(today.slice(0, 4)) - (today.slice(5, 10) < lastDay.slice(5) ? 1 : 0);
}

describe('statement year', () => {
  const browser = useBrowser();
  let server: RunningServer;
  let workerTokens: Tokens;
  let uploadId = '';

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    const adminTokens = await call<Tokens>(server, 'POST', '/api/auth/login', { email: admin.email, password: admin.password });
    await call(server, 'POST', '/api/auth/register', { ...worker, role: 'worker' }, adminTokens.access_token);
    workerTokens = await call<Tokens>(server, 'POST', '/api/auth/login', { email: worker.email, password: worker.password });
    const client = await call<{ _id: string }>(
      server,
      'POST',
      '/api/clients',
      { name: 'Morgan Ellis', client_number: 9301, account_type: 'desktop' },
      adminTokens.access_token,
    );
    uploadId = await uploadStatement(server, workerTokens.access_token, client._id, FILE, PDF);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  const open = (options: BrowserContextOptions = {}) => browser.openAt(server.baseUrl, workerTokens, options);
  const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('asks on My Uploads, in a row, with the suggested year', { timeout: 60_000 }, async () => {
    for (const [name, options] of [
      ['light-my-uploads-year', { viewport: { width: 1440, height: 900 } }],
      ['dark-phone-my-uploads-year', { viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const }],
    ] as const) {
      const { page, consoleErrors } = await open(options);
      await page.goto('/my-uploads');
      const row = page.getByTestId('my-uploads').locator('tbody tr').filter({ hasText: FILE });
      await row.getByRole('button', { name: 'Which year?' }).click();
      const popover = page.getByTestId('statement-year-popover');
      await popover.getByText(QUESTION).waitFor();
      await popover.getByText('the December rows take the year before').waitFor();
      expect(await popover.getByLabel('Statement year').inputValue()).toBe(String(suggestedYear()));
      expect(await noSideways(page)).toBe(true);
      await screenshot(page, name, { fullPage: false });
      expect(consoleErrors).toEqual([]);
    }
  });

  it('asks on the upload result, refuses a bad year, then re-dates the rows', { timeout: 60_000 }, async () => {
    const { page, consoleErrors } = await open({ viewport: { width: 1440, height: 900 } });
    await page.goto(`/upload?upload=${uploadId}`);
    const prompt = page.getByTestId('statement-year-prompt');
    await prompt.getByText(QUESTION).waitFor();
    const input = prompt.getByLabel('Statement year');
    await page.getByTestId('upload-transactions').waitFor();
    await screenshot(page, 'light-upload-result-year');

    await input.fill('26');
    await prompt.getByRole('button', { name: 'Set year' }).click();
    await prompt.getByText('Enter the statement’s year as four digits').waitFor();
    await input.fill('1850');
    await prompt.getByRole('button', { name: 'Set year' }).click();
    await prompt.getByText('Enter a year from 1990 on').waitFor();

    await input.fill(String(TRUE_YEAR));
    await prompt.getByRole('button', { name: 'Set year' }).click();
    await page.getByText(`Dates set to ${TRUE_YEAR}: ${rows.length} transactions re-dated.`).waitFor();
    await prompt.waitFor({ state: 'detached' });
    const table = page.getByTestId('upload-transactions');
    const first = rows[0]?.transaction_date ?? '';
    const firstShown = new Date(`${first}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await table.locator('tbody tr').first().getByRole('cell', { name: firstShown }).waitFor();
    await screenshot(page, 'light-upload-result-year-set');
    expect(consoleErrors).toEqual([]);
  });

  it('stops asking once the year is set', { timeout: 30_000 }, async () => {
    const { page } = await open({ viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
    await page.goto('/my-uploads');
    const row = page.getByTestId('my-uploads').locator('tbody tr').filter({ hasText: FILE });
    await row.getByText('Completed').waitFor();
    await expect.poll(() => row.getByRole('button', { name: 'Which year?' }).count()).toBe(0);
    await screenshot(page, 'dark-my-uploads-year-set', { fullPage: false });
  });
});
