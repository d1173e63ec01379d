import fs from 'node:fs/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { callServer as call, startServer, uploadStatement, type RunningServer } from './support/server.ts';
import { makeStatementPdf, type StatementLine } from '../../../tools/test-support/statement-pdf.ts';

/*
 * The dashboard's three tables, on a server of their own: the journeys create clients and uploads,
 * and the shared server's other journeys expect empty lists.
 */

const admin = { name: 'Administrator', email: 'admin@example.com', password: 'e2e-dashboard-admin-password' };
const worker = { name: 'Wendy Worker', email: 'wendy@example.com', password: 'e2e-dashboard-worker-password' };
type Who = 'admin' | 'worker';
type Tokens = { access_token: string; refresh_token: string };

const HARBOR_ROWS: StatementLine[] = [
  { date: '01/03', description: 'DEPOSIT SQUARE PAYMENTS', amount: 1250 },
  { date: '01/07', description: 'SYSCO FOODS 4471', amount: -842.16 },
  { date: '01/12', description: 'PACIFIC GAS & ELECTRIC', amount: -312.4 },
  { date: '01/18', description: 'BAYSIDE PROPERTIES RENT', amount: -2400 },
  { date: '01/25', description: 'DEPOSIT SQUARE PAYMENTS', amount: 980.55 },
];
const OAKWOOD_ROWS: StatementLine[] = [
  { date: '01/05', description: 'DELTA DENTAL CLAIMS PAYMENT', amount: 3120 },
  { date: '01/09', description: 'HENRY SCHEIN SUPPLIES', amount: -1288.4 },
  { date: '01/20', description: 'CENTRAL MAINE POWER', amount: -204.77 },
];

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('admin dashboard tables', () => {
  const browser = useBrowser();
  let server: RunningServer;
  const tokens = new Map<Who, Tokens>();
  let harborId = '';
  let harborClientId = '';
  let oakwoodId = '';

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    const signIn = (account: typeof admin) => call<Tokens>(server, 'POST', '/api/auth/login', { email: account.email, password: account.password });
    tokens.set('admin', await signIn(admin));
    const adminToken = tokens.get('admin')!.access_token;
    await call(server, 'POST', '/api/auth/register', { ...worker, role: 'worker' }, adminToken);
    tokens.set('worker', await signIn(worker));

    const harbor = await call<{ _id: string }>(
      server,
      'POST',
      '/api/clients',
      { name: 'Harbor Cafe', client_number: 9101, account_type: 'desktop' },
      adminToken,
    );
    const oakwood = await call<{ _id: string }>(
      server,
      'POST',
      '/api/clients',
      { name: 'Oakwood Dental', client_number: 9102, account_type: 'online' },
      adminToken,
    );

    // The admin uploads one statement, the worker the other, so the uploader search has something to tell apart.
    const harborPdf = await makeStatementPdf({
      holder: 'HARBOR CAFE LLC',
      address: '42 Wharf Street, Portland, ME 04101',
      accountName: 'Business Checking',
      period: ['01/01/2026', '01/31/2026'],
      opening: 5000,
      lines: HARBOR_ROWS,
    });
    harborClientId = harbor._id;
    harborId = await uploadStatement(server, adminToken, harbor._id, 'harbor-cafe-statement-jan.pdf', harborPdf);
    const oakwoodPdf = await makeStatementPdf({
      holder: 'OAKWOOD DENTAL PC',
      address: '17 Elm Avenue, Bangor, ME 04401',
      accountName: 'Business Checking',
      period: ['01/01/2026', '01/31/2026'],
      opening: 8000,
      lines: OAKWOOD_ROWS,
      account: '7730',
    });
    oakwoodId = await uploadStatement(server, tokens.get('worker')!.access_token, oakwood._id, 'oakwood-dental-jan.pdf', oakwoodPdf);

    // Approve one Harbor Cafe transaction, so its pending count (4) differs from its transaction count (5).
    const harborTransactions = await call<{ _id: string; approved: boolean }[]>(
      server,
      'GET',
      `/api/transactions/${harborId}`,
      undefined,
      adminToken,
    );
    expect(harborTransactions).toHaveLength(HARBOR_ROWS.length);
    const unapproved = harborTransactions.find((transaction) => !transaction.approved);
    if (!unapproved) throw new Error('Every Harbor Cafe transaction arrived approved');
    await call(server, 'PATCH', `/api/transactions/${unapproved._id}`, { approved: true }, adminToken);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  /** A page on this file's server, already signed in (tokens in localStorage). */
  function openAs(who: Who, options: BrowserContextOptions = {}) {
    const session = tokens.get(who);
    if (!session) throw new Error(`No session for ${who}`);
    return browser.openAt(server.baseUrl, session, options);
  }

  async function openDashboard(options: BrowserContextOptions = {}) {
    const opened = await openAs('admin', options);
    await opened.page.goto('/dashboard');
    await opened.page.getByRole('heading', { name: 'Recent Uploads' }).waitFor();
    return opened;
  }

  /** The pending counts the server reports, to hold the screen to. */
  async function serverPendingCounts() {
    const rows = await call<{ uploadId: string; transactionCount: number; pendingCount: number }[]>(
      server,
      'GET',
      '/api/dashboard/pending-approvals',
      undefined,
      tokens.get('admin')!.access_token,
    );
    return new Map(rows.map((row) => [row.uploadId, row]));
  }

  it('lists recent uploads with short ids, uploaders and statuses, searches them and opens one', async () => {
    const { page, consoleErrors } = await openDashboard();
    const recent = page.getByTestId('recent-uploads');
    const table = recent.locator('table');
    await table.waitFor();

    expect(await table.locator('thead th').allInnerTexts()).toEqual([
      'Upload ID',
      'Client',
      'Uploaded By',
      'Date',
      'Status',
      'Transactions',
      'Actions',
    ]);
    expect(await recent.getByTestId('count').innerText()).toBe('2');

    // Newest first: the worker's Oakwood Dental upload came second.
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.first().getAttribute('data-upload-id')).toBe(oakwoodId);

    const harbor = table.locator(`tbody tr[data-upload-id="${harborId}"]`);
    const id = harbor.getByTestId('upload-id');
    expect(await id.innerText()).toBe(harborId.slice(0, 8));
    expect(await id.getAttribute('title')).toBe(harborId);
    const cells = await harbor.locator('td').allInnerTexts();
    expect(cells[1]).toBe('Harbor Cafe');
    expect(cells[2]).toBe(admin.name);
    expect(cells[3]).toMatch(/2\d{3}/);
    expect(cells[4]).toBe('Completed');
    expect(cells[5]).toBe(String(HARBOR_ROWS.length));
    expect(await harbor.locator('[data-status="completed"]').getAttribute('data-tone')).toBe('success');
    expect(await table.locator(`tbody tr[data-upload-id="${oakwoodId}"] td`).nth(2).innerText()).toBe(worker.name);

    await screenshot(page, 'light-dashboard-tables');

    // By client, by uploader, ignoring case; then nothing.
    const search = page.getByLabel('Search recent uploads');
    await search.fill('harbor');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-upload-id')).toBe(harborId);
    expect(await recent.getByTestId('count').innerText()).toBe('1 of 2');
    await search.fill('WENDY');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-upload-id')).toBe(oakwoodId);
    await search.fill('administrator');
    expect(await rows.first().getAttribute('data-upload-id')).toBe(harborId);
    await search.fill('no such client');
    await recent.getByText('No uploads match your search.').waitFor();
    await search.fill('');
    await expect.poll(() => rows.count()).toBe(2);

    await harbor.getByRole('link', { name: /View/ }).click();
    await page.waitForURL((url) => url.pathname === '/transactions' && url.searchParams.get('upload_id') === harborId);
    expect(consoleErrors).toEqual([]);
  });

  it('shows each upload awaiting approval with its pending count', async () => {
    const { page } = await openDashboard();
    const pending = page.getByTestId('pending-approvals');
    const table = pending.locator('table');
    await table.waitFor();
    expect(await table.locator('thead th').allInnerTexts()).toEqual(['Upload ID', 'Client', 'Transactions', 'Pending count']);

    const fromServer = await serverPendingCounts();
    expect(fromServer.get(harborId)).toMatchObject({ transactionCount: 5, pendingCount: 4 });
    expect(await pending.getByTestId('count').innerText()).toBe(String(fromServer.size));

    const harbor = table.locator(`tbody tr[data-upload-id="${harborId}"]`);
    expect(await harbor.locator('td').allInnerTexts()).toEqual([harborId.slice(0, 8), 'Harbor Cafe', '5', '4']);
    const oakwood = table.locator(`tbody tr[data-upload-id="${oakwoodId}"]`);
    const oakwoodCounts = fromServer.get(oakwoodId);
    expect(await oakwood.getByTestId('pending-count').innerText()).toBe(String(oakwoodCounts?.pendingCount));
  });

  it('says honestly that nothing has been synced, and still exports the CSV header', async () => {
    const { page } = await openDashboard();
    const sync = page.getByTestId('sync-history');
    await sync.getByText('No syncs yet — pushes to QuickBooks Online will appear here.').waitFor();
    expect(await sync.getByTestId('count').innerText()).toBe('0');
    await sync.getByLabel('Search sync history').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), sync.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('sync_history.csv');
    const text = await fs.readFile(await download.path(), 'utf8');
    expect(text.replace(/^\uFEFF/, '')).toBe('Upload ID,Client,Status,Response Code,Date\r\n');
  });

  it('fills Sync History and its export from the server, with the formula guard', async () => {
    const { page } = await openAs('admin');
    // Real pushes fill it in quickbooks-online.e2e.ts; here the history is staged so every status and a
    // client name that is a spreadsheet formula can be shown at once. The rest of the reply is the server's.
    await page.route('**/api/dashboard', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      const entry = (client: string, status: string, code: number | null, date: string) => ({
        uploadId: harborId,
        upload_id: harborId,
        client,
        client_id: harborClientId,
        kind: 'qbo_push',
        status,
        responseCode: code,
        response_code: code,
        pushed: status === 'success' ? 3 : 0,
        skipped: 0,
        failed: status === 'failed' ? 3 : 0,
        message: null,
        date,
      });
      body.sync_history = [
        entry('Harbor Cafe', 'success', 200, '2026-02-03T14:05:00.000Z'),
        entry('=HYPERLINK("http://x.example","Oak, Dental")', 'failed', 401, '2026-02-02T09:00:00.000Z'),
        entry('Harbor Cafe', 'pending', null, '2026-02-01T08:00:00.000Z'),
      ];
      await route.fulfill({ response, json: body });
    });
    await page.goto('/dashboard');
    const sync = page.getByTestId('sync-history');
    const table = sync.locator('table');
    await table.waitFor();
    expect(await table.locator('thead th').allInnerTexts()).toEqual(['Upload ID', 'Client', 'Status', 'Response Code', 'Date']);
    await expect.poll(() => table.locator('tbody tr').count()).toBe(3);
    expect(await table.locator('[data-status="success"]').getAttribute('data-tone')).toBe('success');
    expect(await table.locator('[data-status="pending"]').getAttribute('data-tone')).toBe('warning');
    expect(await table.locator('[data-status="failed"]').getAttribute('data-tone')).toBe('danger');
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await sync.scrollIntoViewIfNeeded();
    await screenshot(page, 'dark-dashboard-sync-history', { fullPage: false });

    await sync.getByLabel('Search sync history').fill('harbor');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(2);
    expect(await sync.getByTestId('count').innerText()).toBe('2 of 3');
    await sync.getByLabel('Search sync history').fill('');

    const [download] = await Promise.all([page.waitForEvent('download'), sync.getByRole('button', { name: 'Export CSV' }).click()]);
    const lines = (await fs.readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines).toEqual([
      'Upload ID,Client,Status,Response Code,Date',
      `${harborId},Harbor Cafe,success,200,2026-02-03T14:05:00.000Z`,
      `${harborId},"'=HYPERLINK(""http://x.example"",""Oak, Dental"")",failed,401,2026-02-02T09:00:00.000Z`,
      `${harborId},Harbor Cafe,pending,,2026-02-01T08:00:00.000Z`,
      '',
    ]);
  });

  it('looks right in dark mode', async () => {
    const { page } = await openDashboard({ colorScheme: 'dark' });
    await page.getByTestId('recent-uploads').locator('table').waitFor();
    await page.getByTestId('pending-approvals').locator('table').waitFor();
    await screenshot(page, 'dark-dashboard-tables');
  });

  it('scrolls the tables sideways on a phone, not the page', async () => {
    const { page } = await openDashboard({ viewport: { width: 375, height: 800 } });
    const container = page.getByTestId('recent-uploads').locator('table').locator('..');
    await container.waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    const overflow = await container.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(overflow.scroll).toBeGreaterThan(overflow.client);
    await screenshot(page, 'phone-dashboard-tables');
    // Swiped to its far side, the table shows the columns that did not fit.
    await container.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await container.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-dashboard-recent-uploads-scrolled', { fullPage: false });

    const dark = await openDashboard({ viewport: { width: 375, height: 800 }, colorScheme: 'dark' });
    await dark.page.getByTestId('recent-uploads').locator('table').waitFor();
    expect(await pageWidth(dark.page)).toBeLessThanOrEqual(375);
    await screenshot(dark.page, 'phone-dark-dashboard-tables');
  });

  it('shows skeletons while loading', async () => {
    const { page } = await openAs('admin');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/dashboard', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    await page.getByRole('status', { name: 'Loading recent uploads' }).waitFor();
    await page.getByRole('status', { name: 'Loading sync history' }).waitFor();
    expect(await page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
    await screenshot(page, 'light-dashboard-loading', { fullPage: false });
    release();
    await page.getByTestId('recent-uploads').locator('table').waitFor();
  });

  it('falls back to the three lists when GET /api/dashboard fails', async () => {
    const { page } = await openAs('admin');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
    });
    await page.route('**/api/dashboard', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ message: 'Not found' }) }),
    );
    await page.goto('/dashboard');
    const recent = page.getByTestId('recent-uploads');
    await recent.locator(`tbody tr[data-upload-id="${harborId}"]`).waitFor();
    expect(await recent.locator(`tbody tr[data-upload-id="${harborId}"] td`).nth(2).innerText()).toBe(admin.name);
    await page.getByTestId('pending-approvals').locator(`tbody tr[data-upload-id="${harborId}"]`).waitFor();
    await page.getByText('No syncs yet — pushes to QuickBooks Online will appear here.').waitFor();
    expect(asked).toEqual(
      expect.arrayContaining(['/api/dashboard', '/api/uploads', '/api/dashboard/pending-approvals', '/api/dashboard/sync-history']),
    );
    await expect.poll(() => page.getByText('Failed to load dashboard data').count()).toBe(0);
  });

  it('says "Failed to load dashboard data" when every dashboard call fails', async () => {
    const { page } = await openAs('admin');
    const refuse = (route: Parameters<Parameters<Page['route']>[1]>[0]) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'Refused for the test' }) });
    await page.route('**/api/dashboard', refuse);
    await page.route('**/api/dashboard/*', refuse);
    await page.route('**/api/uploads', refuse);
    await page.goto('/dashboard');
    // The toast and the inline message both say it.
    await page.locator('[data-sonner-toast]').getByText('Failed to load dashboard data').waitFor();
    await page.getByTestId('dashboard-error').getByText('Failed to load dashboard data').waitFor();
    await page.getByRole('heading', { name: 'Add New User' }).waitFor();
    await screenshot(page, 'light-dashboard-failed', { fullPage: false });

    // Once the server answers again, Try again brings the tables back.
    await page.unrouteAll();
    await page.getByTestId('dashboard-error').getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('recent-uploads').locator('table').waitFor();
  });

  it('shows a worker on "/" the welcome and nothing of the tables', async () => {
    const { page } = await openAs('worker');
    const dashboardCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/dashboard')) dashboardCalls.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { name: 'Pick up where you left off' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Recent Uploads' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Pending Approvals' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Sync History' }).count()).toBe(0);
    expect(dashboardCalls).toEqual([]);
  });
});
