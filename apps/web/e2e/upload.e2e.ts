import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { callServer as call, startServer, type RunningServer } from './support/server.ts';
import { makeBankLetterPdf, makeStatementPdf, type StatementLine } from '../../../tools/test-support/statement-pdf.ts';

/*
 * The upload journeys run against a server of their own: they create clients and uploads, and the
 * other journeys (the Clients screen's first look, say) expect the shared server's lists to be empty.
 */

const admin = { name: 'Administrator', email: 'admin@example.com', password: 'e2e-upload-admin-password' };
const worker = { name: 'Wendy Worker', email: 'wendy@example.com', password: 'e2e-upload-worker-password' };
const newcomer = { name: 'Nina Newcomer', email: 'nina@example.com', password: 'e2e-upload-nina-password' };
type Who = 'admin' | 'worker' | 'newcomer';

const JANUARY: StatementLine[] = [
  { date: '01/03', description: 'DEPOSIT SQUARE PAYMENTS', amount: 1250 },
  { date: '01/07', description: 'SYSCO FOODS 4471', amount: -842.16 },
  { date: '01/12', description: 'PACIFIC GAS & ELECTRIC', amount: -312.4 },
  { date: '01/18', description: 'BAYSIDE PROPERTIES RENT', amount: -2400 },
  { date: '01/25', description: 'DEPOSIT SQUARE PAYMENTS', amount: 980.55 },
];
const FEBRUARY: StatementLine[] = [
  { date: '02/02', description: 'DEPOSIT SQUARE PAYMENTS', amount: 1410.2 },
  { date: '02/06', description: 'SYSCO FOODS 4471', amount: -918.33 },
  { date: '02/11', description: 'CITY WATER UTILITY', amount: -96.5 },
  { date: '02/17', description: 'BAYSIDE PROPERTIES RENT', amount: -2400 },
  { date: '02/24', description: 'DEPOSIT SQUARE PAYMENTS', amount: 1105.75 },
];
const JAN_FILE = 'harbor-cafe-statement-jan.pdf';
const FEB_FILE = 'harbor-cafe-statement-feb.pdf';

const statement = (period: [string, string], opening: number, rows: StatementLine[], dropRow?: number) =>
  makeStatementPdf({
    holder: 'HARBOR CAFE LLC',
    address: '42 Wharf Street, Portland, ME 04101',
    accountName: 'Business Checking',
    period,
    opening,
    lines: rows.map((row, index) => (index === dropRow ? { ...row, unprinted: true } : row)),
  });

const letterPdf = () =>
  makeBankLetterPdf(
    'HARBOR CAFE LLC',
    '42 Wharf Street, Portland, ME 04101',
    'We are updating our online banking terms. No action is needed on your part.',
  );

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('upload screens', () => {
  const browser = useBrowser();
  let server: RunningServer;
  const tokens = new Map<Who, { access_token: string; refresh_token: string }>();
  let januaryPdf: Buffer;
  /** The January upload, made by the worker in the first journey. */
  let januaryId = '';
  /** The February upload, which does not add up. */
  let februaryId = '';
  /** The March upload: 24 rows, one left off the page. */
  let marchId = '';

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    type Tokens = { access_token: string; refresh_token: string };
    const signIn = (account: typeof admin) => call<Tokens>(server, 'POST', '/api/auth/login', { email: account.email, password: account.password });
    tokens.set('admin', await signIn(admin));
    const adminToken = tokens.get('admin')!.access_token;
    for (const [who, account] of [
      ['worker', worker],
      ['newcomer', newcomer],
    ] as const) {
      await call(server, 'POST', '/api/auth/register', { ...account, role: 'worker' }, adminToken);
      tokens.set(who, await signIn(account));
    }
    await call(server, 'POST', '/api/clients', { name: 'Harbor Cafe', client_number: 8101, account_type: 'desktop' }, adminToken);
    await call(server, 'POST', '/api/clients', { name: 'Oakwood Dental', client_number: 8102, account_type: 'online' }, adminToken);
    januaryPdf = await statement(['01/01/2026', '01/31/2026'], 5000, JANUARY);
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A page on this file's server, already signed in (tokens in localStorage). */
  function openAs(who: Who, options: BrowserContextOptions = {}) {
    const session = tokens.get(who);
    if (!session) throw new Error(`No session for ${who}`);
    return browser.openAt(server.baseUrl, session, options);
  }

  it('lets a worker upload a statement and follows it to a reconciled transactions table', { timeout: 60_000 }, async () => {
    const { page, consoleErrors } = await openAs('worker');
    await page.goto('/upload');
    await page.getByRole('heading', { name: 'Upload Files' }).waitFor();
    await page.getByRole('heading', { name: 'My Uploads' }).waitFor();
    await page.getByText('No uploads yet').waitFor();
    expect(await page.getByRole('button', { name: 'Upload File' }).isDisabled()).toBe(true);

    await page.getByLabel('Statement file').setInputFiles({ name: JAN_FILE, mimeType: 'application/pdf', buffer: januaryPdf });
    const selected = page.getByTestId('selected-file');
    await selected.getByText(JAN_FILE).waitFor();
    expect(await selected.innerText()).toMatch(/\d+(\.\d)? KB/);

    // Detected from the file name; a worker gets no Override.
    const detected = page.getByTestId('detected-client');
    await detected.getByText('Auto-detected').waitFor();
    await detected.getByText('Harbor Cafe').waitFor();
    await expect.poll(() => detected.getByRole('button', { name: 'Override' }).count()).toBe(0);
    await screenshot(page, 'light-worker-file-selected', { fullPage: false });

    // Record what the screen shows between the click and the result: it must never look frozen.
    await page.evaluate(() => {
      const seen = ((window as unknown as { __seen: Set<string> }).__seen = new Set());
      new MutationObserver(() => {
        if (Array.from(document.querySelectorAll('button')).some((b) => b.textContent?.includes('Uploading...'))) seen.add('uploading');
        if (document.querySelector('[data-testid="parse-progress"]')) seen.add('progress');
        const status = document.querySelector('[data-testid="upload-result"]')?.getAttribute('data-status');
        if (status) seen.add(status);
      }).observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Upload File' }).click();
    await page.getByText('File uploaded successfully').waitFor();
    await page.getByText('Upload successful').waitFor({ timeout: 45_000 });
    await page.getByText('Fetched 5 transactions').waitFor();
    const seen = await page.evaluate(() => [...(window as unknown as { __seen: Set<string> }).__seen]);
    expect(seen).toEqual(expect.arrayContaining(['uploading', 'progress', 'pending_parse', 'completed']));

    // The selection is cleared, and the result can be linked.
    await expect.poll(() => page.getByTestId('selected-file').count()).toBe(0);
    januaryId = new URL(page.url()).searchParams.get('upload') ?? '';
    expect(januaryId).not.toBe('');

    const summary = page.getByTestId('statement-summary');
    expect(await summary.getByTestId('reconciliation').innerText()).toBe('Reconciled');
    const facts = await summary.innerText();
    expect(facts).toContain('Checking ••4821');
    expect(facts).toContain('$5,000.00');
    expect(facts).toContain('$3,675.99');
    expect(facts).toMatch(/Jan 1, 2026 – Jan 31, 2026/);

    const table = page.getByTestId('upload-transactions');
    const headers = await table.locator('thead th').allInnerTexts();
    expect(headers).toEqual(['Date', 'Vendor', 'Amount', 'Auto Category', 'Manual Category', 'Approved']);
    await expect.poll(() => table.locator('tbody tr').count()).toBe(5);
    const sysco = table.locator('tbody tr').filter({ hasText: 'SYSCO FOODS' });
    expect(await sysco.locator('td').nth(2).innerText()).toMatch(/Money out\s*842\.16/);
    expect(await sysco.locator('td').nth(5).innerText()).toBe('No');
    const deposit = table.locator('tbody tr').first();
    expect(await deposit.locator('td').nth(2).innerText()).toMatch(/Money in\s*1,250\.00/);
    expect(await deposit.locator('td').first().innerText()).toContain('Jan 3, 2026');

    // The worker's history: own upload, real size, no Uploaded By column.
    const history = page.getByTestId('upload-history');
    const row = history.locator('tbody tr').filter({ hasText: JAN_FILE });
    await row.getByText('Completed').waitFor();
    expect(await row.innerText()).toMatch(/\d+(\.\d)? KB/);
    expect(await history.locator('thead').innerText()).not.toContain('Uploaded By');

    await screenshot(page, 'light-worker-upload-result');
    expect(consoleErrors).toEqual([]);
  });

  it('refuses a file that is not a PDF before sending it', async () => {
    const { page } = await openAs('worker');
    await page.goto('/upload');
    await page.getByRole('heading', { name: 'Upload Files' }).waitFor();
    await page.getByLabel('Statement file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText('File must be a PDF statement or a bank file (CSV, OFX, QFX or QBO).').waitFor();
    await expect.poll(() => page.getByTestId('selected-file').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Upload File' }).isDisabled()).toBe(true);
  });

  it('shows how far off a statement is and marks the rows around the break', { timeout: 60_000 }, async () => {
    const { page } = await openAs('worker');
    await page.goto('/upload');
    await page.getByRole('heading', { name: 'Upload Files' }).waitFor();
    // The utility bill is missing from the printed page: the balances jump past it.
    const pdf = await statement(['02/01/2026', '02/28/2026'], 3675.99, FEBRUARY, 2);
    await page.getByLabel('Statement file').setInputFiles({ name: FEB_FILE, mimeType: 'application/pdf', buffer: pdf });
    await page.getByTestId('detected-client').getByText('Harbor Cafe').waitFor();
    await page.getByRole('button', { name: 'Upload File' }).click();
    await page.getByText('Fetched 4 transactions').waitFor({ timeout: 45_000 });
    februaryId = new URL(page.url()).searchParams.get('upload') ?? '';

    const badge = page.getByTestId('statement-summary').getByTestId('reconciliation');
    expect(await badge.innerText()).toBe('Off by $96.50');
    const summary = await page.getByTestId('statement-summary').innerText();
    expect(summary).toContain('Running balances');
    expect(summary).toContain('the running balance breaks at row 3');
    const table = page.getByTestId('upload-transactions');
    await expect.poll(() => table.locator('tbody tr[data-break="break"]').count()).toBe(1);
    expect(await table.locator('tbody tr[data-break="break"]').innerText()).toContain('BAYSIDE PROPERTIES RENT');
    expect(await table.locator('tbody tr[data-break="before"]').innerText()).toContain('SYSCO FOODS');
    await screenshot(page, 'light-upload-off-by');
  });

  it("lists the worker's uploads on My Uploads, with counts, search and details", async () => {
    const { page } = await openAs('worker');
    await page.goto('/my-uploads');
    await page.getByRole('heading', { name: 'My Uploads' }).waitFor();
    const table = page.getByTestId('my-uploads');
    await table.waitFor();
    expect(await page.getByTestId('count-total-uploads').innerText()).toBe('2');
    expect(await page.getByTestId('count-completed').innerText()).toBe('2');
    expect(await page.getByTestId('count-processing').innerText()).toBe('0');
    expect(await page.getByTestId('count-failed').innerText()).toBe('0');
    expect(await table.locator('thead th').allInnerTexts()).toEqual(['Filename', 'Client', 'Date', 'Status', 'Size', 'Transactions', 'Details']);
    const january = table.locator('tbody tr').filter({ hasText: JAN_FILE });
    expect(await january.innerText()).toContain('Ready for review');
    expect(await january.innerText()).toMatch(/\d+(\.\d)? KB/);
    await screenshot(page, 'light-my-uploads');

    const search = page.getByLabel('Search uploads');
    await search.fill('jan');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await search.fill('HARBOR CAFE');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    await search.fill('oakwood');
    await page.getByText('No uploads match your search.').waitFor();

    // The file name opens its result on the Upload screen.
    await search.fill('');
    await january.getByRole('link', { name: JAN_FILE }).click();
    await page.waitForURL((url) => url.pathname === '/upload' && url.searchParams.get('upload') === januaryId);
    await page.getByTestId('statement-summary').getByText('Reconciled').waitFor();
  });

  it('shows progress while a statement is read, then why it could not be read', { timeout: 60_000 }, async () => {
    const { page } = await openAs('worker');
    await page.goto('/upload');
    await page.getByRole('heading', { name: 'Upload Files' }).waitFor();
    // Hold the upload at "processing" for as long as this journey wants to look at it.
    let holding = true;
    await page.route('**/api/uploads/*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { status: string } };
      if (holding) body.data.status = 'processing';
      await route.fulfill({ response, json: body });
    });
    await page.getByLabel('Statement file').setInputFiles({ name: 'harbor-cafe-letter.pdf', mimeType: 'application/pdf', buffer: await letterPdf() });
    await page.getByRole('button', { name: 'Upload File' }).click();
    const result = page.getByTestId('upload-result');
    await page.locator('[data-testid="upload-result"][data-status="processing"]').waitFor();
    await result.getByRole('progressbar', { name: 'Reading the statement' }).waitFor();
    await result.getByText('Reading transactions…').waitFor();
    // Nothing frozen: the form is ready for the next file while this one is read.
    expect(await page.getByRole('button', { name: 'Browse Files' }).isEnabled()).toBe(true);
    await screenshot(page, 'light-upload-processing', { fullPage: false });

    holding = false;
    await page.locator('[data-testid="upload-result"][data-status="failed"]').waitFor({ timeout: 45_000 });
    expect(await result.getByTestId('upload-error').innerText()).toBe(
      'No transactions were found in this PDF. Is it a bank or credit-card statement?',
    );
    await page.getByText('Upload failed. Please try again.').waitFor();
    await result.getByText('The statement could not be read').waitFor();
    await screenshot(page, 'light-upload-failed', { fullPage: false });

    await page.goto('/my-uploads');
    const row = page.getByTestId('my-uploads').locator('tbody tr').filter({ hasText: 'harbor-cafe-letter.pdf' });
    expect(await row.innerText()).toContain('No transactions were found in this PDF.');
    expect(await page.getByTestId('count-failed').innerText()).toBe('1');
  });

  it('asks the worker to choose when neither the file name nor the statement names a client', { timeout: 60_000 }, async () => {
    const { page } = await openAs('worker');
    await page.goto('/upload');
    await page.getByRole('heading', { name: 'Upload Files' }).waitFor();
    const pdf = await makeStatementPdf({
      holder: 'BLUE HERON BAKERY',
      address: '9 Mill Road, Bath, ME 04530',
      accountName: 'Business Checking',
      period: ['03/01/2026', '03/31/2026'],
      opening: 1200,
      lines: JANUARY.map((row) => ({ ...row, date: row.date.replace(/^01/, '03') })),
    });
    await page.getByLabel('Statement file').setInputFiles({ name: 'statement-2026-03.pdf', mimeType: 'application/pdf', buffer: pdf });
    const section = page.getByTestId('client-section');
    await section.getByText('Could not parse client name. Please select manually.').waitFor();
    // A worker may still send it: the server looks for the account holder printed on the statement.
    const uploadButton = page.getByRole('button', { name: 'Upload File' });
    expect(await uploadButton.isDisabled()).toBe(false);
    await uploadButton.click();

    await section.getByRole('status').filter({ hasText: 'Could not parse client name. Please select manually.' }).waitFor();
    await page.getByText('Please select a client.').waitFor();
    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'Harbor Cafe (# 8101)' }).click();
    await uploadButton.click();
    await page.getByText('File uploaded successfully').waitFor();
    await page.getByText('Fetched 5 transactions').waitFor({ timeout: 45_000 });
    expect(await page.getByTestId('upload-history').locator('tbody tr').filter({ hasText: 'statement-2026-03.pdf' }).innerText()).toContain(
      'Harbor Cafe',
    );
  });

  it('tells a worker without uploads how to start', async () => {
    const { page } = await openAs('newcomer');
    await page.goto('/my-uploads');
    await page.getByText('No uploads found.').waitFor();
    await page.getByText('Upload your first file to get started.').waitFor();
    expect(await page.getByTestId('count-total-uploads').innerText()).toBe('0');
  });

  it('shows an admin who uploaded, asks for a client and refuses the same statement twice', { timeout: 45_000 }, async () => {
    const { page } = await openAs('admin');
    await page.goto('/upload');
    await page.getByRole('heading', { name: 'Upload Client Statement' }).waitFor();
    const history = page.getByTestId('upload-history');
    expect(await history.locator('thead').innerText()).toContain('Uploaded By');
    expect(await history.locator('tbody tr').filter({ hasText: JAN_FILE }).innerText()).toContain(worker.name);

    // No client in the file name: an admin must choose before uploading.
    await page.getByLabel('Statement file').setInputFiles({ name: 'statement-2026-03.pdf', mimeType: 'application/pdf', buffer: januaryPdf });
    await page.getByText('Could not parse client name. Please select manually.').waitFor();
    await page.getByText('Please select a client.').waitFor();
    await screenshot(page, 'light-admin-choose-client', { fullPage: false });
    const uploadButton = page.getByRole('button', { name: 'Upload File' });
    expect(await uploadButton.isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: 'Oakwood Dental (# 8102)' }).click();
    expect(await uploadButton.isDisabled()).toBe(false);

    // Detected, with an Override that opens the selector.
    await page.getByLabel('Statement file').setInputFiles({ name: JAN_FILE, mimeType: 'application/pdf', buffer: januaryPdf });
    const detected = page.getByTestId('detected-client');
    await detected.getByText('Harbor Cafe').waitFor();
    await detected.getByRole('button', { name: 'Override' }).click();
    await page.getByRole('combobox', { name: 'Client' }).waitFor();
    expect(await uploadButton.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Use Harbor Cafe' }).click();
    expect(await uploadButton.isDisabled()).toBe(false);

    // The worker already uploaded this file for Harbor Cafe.
    await uploadButton.click();
    await page
      .getByText(/This statement was already uploaded on/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'View the earlier upload' }).click();
    await page.waitForURL((url) => url.searchParams.get('upload') === januaryId);
    await page.getByTestId('statement-summary').getByText('Reconciled').waitFor();
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await page
      .getByText(/This statement was already uploaded on/)
      .first()
      .waitFor({ state: 'hidden', timeout: 10_000 });
    await screenshot(page, 'dark-admin-upload');
  });

  it('fits a phone in dark mode', async () => {
    const { page } = await openAs('worker', { viewport: { width: 375, height: 800 }, colorScheme: 'dark' });
    await page.goto(`/upload?upload=${januaryId}`);
    await page.getByTestId('statement-summary').getByText('Reconciled').waitFor();
    await page.getByTestId('upload-transactions').waitFor();
    expect(await noSideways(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'phone-dark-upload');

    await page.goto('/my-uploads');
    await page.getByTestId('my-uploads').waitFor();
    expect(await noSideways(page)).toBeLessThanOrEqual(375);
    await screenshot(page, 'phone-dark-my-uploads');
  });

  it('rolls an upload back after asking', async () => {
    const { page } = await openAs('admin');
    await page.goto(`/upload?upload=${februaryId}`);
    const result = page.getByTestId('upload-result');
    await result.getByTestId('statement-summary').waitFor();
    await result.getByRole('button', { name: 'Roll back' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Roll back this upload?' });
    await confirm.getByText(/removes the 4 transactions imported from harbor-cafe-statement-feb\.pdf/).waitFor();
    await confirm.getByRole('button', { name: 'Roll back' }).click();
    await page.getByText('Rolled back: 4 transactions removed.').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await result.getByText('This upload was rolled back: its transactions were removed.').waitFor();
    await expect.poll(() => page.getByTestId('upload-transactions').count()).toBe(0);
    const row = page.getByTestId('upload-history').locator('tbody tr').filter({ hasText: FEB_FILE });
    await row.getByText('Rolled back').waitFor();
  });

  it('shows a long statement as its summary and first rows, with the way to all of them', { timeout: 90_000 }, async () => {
    // 24 rows (one page of this generator), one left off the printed page: the balances break below the first rows.
    const rows: StatementLine[] = Array.from({ length: 24 }, (_, i) => ({
      date: `03/${String(1 + Math.floor((i * 27) / 40)).padStart(2, '0')}`,
      description: i % 5 === 0 ? `DEPOSIT WHOLESALE ORDER ${100 + i}` : `RESTAURANT SUPPLY ${100 + i}`,
      amount: i % 5 === 0 ? 1520 + i : -(84 + i + 0.15),
    }));
    const pdf = await statement(['03/01/2026', '03/31/2026'], 24663.03, rows, 18);
    for (const [viewport, colorScheme, name] of [
      [{ width: 1440, height: 900 }, 'light', 'light-upload-long-statement'],
      [{ width: 390, height: 844 }, 'dark', 'phone-dark-upload-long-statement'],
    ] as const) {
      const { page } = await openAs('worker', { viewport, colorScheme });
      if (name === 'light-upload-long-statement') {
        await page.goto('/upload');
        await page.getByLabel('Statement file').setInputFiles({ name: 'harbor-cafe-statement-mar.pdf', mimeType: 'application/pdf', buffer: pdf });
        await page.getByTestId('detected-client').getByText('Harbor Cafe').waitFor();
        await page.getByRole('button', { name: 'Upload File' }).click();
        await page.getByText('Fetched 23 transactions').waitFor({ timeout: 60_000 });
      } else {
        await page.goto(`/upload?upload=${marchId}`);
      }
      marchId = new URL(page.url()).searchParams.get('upload') ?? '';
      const summary = page.getByTestId('statement-summary');
      // Money reads the same everywhere, the server's check sentences included.
      expect(await summary.innerText()).toContain('$24,663.03');
      expect(await summary.innerText()).toMatch(/opening \$24,663\.03 and the transactions give \$[\d,]+\.\d\d/);
      const table = page.getByTestId('upload-transactions');
      await table.waitFor();
      await page.getByText('The first 10 of 23 transactions, in statement order, and the rows around each balance break.').waitFor();
      // The first ten rows, then a gap saying how many are not shown, then the rows around the break.
      await expect.poll(() => table.locator('tbody tr[data-break="break"]').count()).toBe(1);
      await table
        .getByTestId('upload-rows-skipped')
        .first()
        .getByText(/^\d+ rows not shown$/)
        .waitFor();
      await expect.poll(() => table.locator('tbody tr:not([data-testid])').count()).toBe(12);
      const more = page.getByTestId('upload-rows-more');
      await more.getByText('12 of 23 transactions shown here.').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(4000);
      expect(await noSideways(page)).toBeLessThanOrEqual(viewport.width);
      await more.scrollIntoViewIfNeeded();
      await screenshot(page, name, { fullPage: false });
      if (name === 'light-upload-long-statement') {
        await more.getByRole('link', { name: 'Review all 23 on the Transactions screen' }).click();
        await page.waitForURL((url) => url.pathname === '/transactions' && url.searchParams.get('upload_id') === marchId);
        await page.getByRole('heading', { name: 'Transactions for Harbor Cafe' }).waitFor();
      }
    }
  });
});
