import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signedInState, useBrowser } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

/* Bank files (issue 20): an OFX download from online banking goes through the same Upload screen as a PDF. */

const admin = { name: 'Administrator', email: 'admin@example.com', password: 'e2e-bank-files-admin-password' };
const worker = { name: 'Wendy Worker', email: 'wendy@example.com', password: 'e2e-bank-files-worker-password' };
const ofx = fs.readFileSync(path.resolve(import.meta.dirname, '../../server/src/features/bank-files/fixtures/checking-sgml.ofx'));

async function call<T>(server: RunningServer, method: string, url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.baseUrl}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const reply: unknown = await res.json();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(reply)}`);
  return reply as T;
}

describe('bank files on the Upload screen', () => {
  const browser = useBrowser();
  let server: RunningServer;
  let session: { access_token: string; refresh_token: string };

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    type Tokens = { access_token: string; refresh_token: string };
    const adminToken = (await call<Tokens>(server, 'POST', '/api/auth/login', { email: admin.email, password: admin.password })).access_token;
    await call(server, 'POST', '/api/auth/register', { ...worker, role: 'worker' }, adminToken);
    await call(server, 'POST', '/api/clients', { name: 'Harbor Cafe', client_number: 8201, account_type: 'desktop' }, adminToken);
    session = await call<Tokens>(server, 'POST', '/api/auth/login', { email: worker.email, password: worker.password });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const openAs = (options: BrowserContextOptions = {}) => browser.open({ ...options, baseURL: server.baseUrl, storageState: signedInState(server.baseUrl, session) });

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
    expect(await table.locator('tbody tr').count()).toBe(4);
    expect(await table.locator('tbody tr').filter({ hasText: 'AT&T' }).locator('td').nth(2).innerText()).toMatch(/Money out\s*45\.67/);
    await page.getByTestId('upload-history').locator('tbody tr').filter({ hasText: 'harbor-cafe-january.ofx' }).getByText('Completed').waitFor();
    await screenshot(page, 'light-bank-file-upload');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await screenshot(page, 'dark-bank-file-upload');
    expect(consoleErrors).toEqual([]);
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
