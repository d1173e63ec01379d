import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissToasts, screenshot, useBrowser } from './support/browser.ts';
import { startQboJourney, type QboJourney } from './support/qbo-journey.ts';
import type { StatementLine } from '../../../tools/test-support/statement-pdf.ts';

/*
 * QuickBooks Online from the browser, against the local Intuit stand-in: an admin saves a client's app
 * keys, connects in the 900 × 800 pop-up (the stand-in's consent page), sees the company's accounts,
 * chooses the register of a statement and pushes its approved rows; the stand-in's ledger holds exactly
 * those rows, and the Push Status column shows their QuickBooks numbers.
 */

const CLIENT = 'Harbor Books';
const APP_ID = 'ABharborBooksAppId01';
const APP_SECRET = 'harbor-books-app-secret-7319';

const ROWS: StatementLine[] = [
  { date: '03/02', description: 'STAPLES STORE 1123', amount: -84.2 },
  { date: '03/04', description: 'DEPOSIT SQUARE PAYMENTS', amount: 1980 },
  { date: '03/09', description: 'OFFICE DEPOT 4410', amount: -42.75 },
  { date: '03/15', description: 'DEPOSIT STRIPE TRANSFER', amount: 650.5 },
  { date: '03/21', description: 'CORNER CAFE 2231', amount: -12.4 },
  { date: '03/25', description: 'UNKNOWN MERCHANT 0099', amount: -19.99 },
];
/** Categorised and approved: these reach QuickBooks. */
const APPROVED = ROWS.slice(0, 4);
/**
 * Approved but still "1480 - Ask Client" (no account fits it, even once connecting re-categorised the statement with
 * the company's accounts): refused with a reason, nothing sent.
 */
const REFUSED = ROWS[5]!;
/** The next statement, pushed after QuickBooks has ended the connection. */
const APRIL: StatementLine[] = [
  { date: '04/03', description: 'STAPLES STORE 1187', amount: -61.3 },
  { date: '04/08', description: 'DEPOSIT SQUARE PAYMENTS', amount: 720 },
];

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const rowsOf = (page: Page) => page.getByTestId('review-table').locator('tbody tr[data-row-id]');
const counter = (page: Page, key: 'approved' | 'pending' | 'pushed') => page.getByTestId(`counter-${key}`).locator('dd');

describe('QuickBooks Online', () => {
  const browser = useBrowser();
  let journey: QboJourney;
  let clientId = '';
  let uploadId = '';
  let aprilUploadId = '';

  beforeAll(async () => {
    journey = await startQboJourney({ appId: APP_ID, appSecret: APP_SECRET, companyName: CLIENT });
    const client = await journey.review.createClient({ name: CLIENT, client_number: 7301, account_type: 'online', email: 'books@harbor.test' });
    clientId = client._id;
    await journey.review.call('POST', `/api/qbo/${clientId}/keys`, { qb_client_id: APP_ID, qb_client_secret: APP_SECRET });
    uploadId = await journey.review.uploadStatement(clientId, {
      holder: 'HARBOR BOOKS LLC',
      period: ['03/01/2026', '03/31/2026'],
      opening: 5000,
      lines: ROWS,
    });
    aprilUploadId = await journey.review.uploadStatement(clientId, {
      holder: 'HARBOR BOOKS LLC',
      period: ['04/01/2026', '04/30/2026'],
      opening: 7479.16,
      lines: APRIL,
    });
  });
  afterAll(async () => {
    await journey?.stop();
  });

  /** What QuickBooks now holds: the stand-in's ledger of purchases and deposits. */
  const postings = () => journey.sandbox.ledger(journey.realmId).filter((entry) => entry.entity === 'Purchase' || entry.entity === 'Deposit');

  async function openPanel(colorScheme: 'light' | 'dark' = 'light', width = 1280) {
    const opened = await journey.open(browser, { colorScheme, viewport: { width, height: 900 } });
    await opened.page.goto('/clients');
    // The only client: its QuickBooks button in the table, or in the list that replaces the table on a phone.
    await opened.page.getByRole('button', { name: 'QuickBooks', exact: true }).filter({ visible: true }).click();
    const panel = opened.page.getByRole('dialog', { name: CLIENT });
    await panel.getByRole('heading', { name: 'QuickBooks Integration' }).waitFor();
    return { ...opened, panel };
  }

  it('connects the company through the pop-up and lists its accounts', async () => {
    const { page, context, panel, consoleErrors } = await openPanel();
    await expect.poll(() => panel.getByTestId('qb-connection-status').innerText()).toBe('Not connected');
    expect(await panel.getByLabel('QB Client ID').inputValue()).toBe(APP_ID);
    expect(await panel.getByLabel('QB Client Secret').getAttribute('placeholder')).toBe(`Saved (ends in ${APP_SECRET.slice(-4)})`);
    await screenshot(page, 'light-qbo-panel-not-connected', { fullPage: false });

    // Keys are saved only whole: the secret is asked for again, never shown.
    await panel.getByRole('button', { name: 'Save Keys' }).click();
    await panel.getByText('Enter the QuickBooks client secret').waitFor();
    await panel.getByLabel('QB Client Secret').fill(APP_SECRET);
    await panel.getByRole('button', { name: 'Save Keys' }).click();
    await toast(page, 'Keys saved').waitFor();
    expect(await panel.getByLabel('QB Client Secret').inputValue()).toBe('');

    const popupOpened = context.waitForEvent('page');
    await panel.getByRole('button', { name: 'Connect to QuickBooks' }).click();
    const popup = await popupOpened;
    await panel.getByRole('button', { name: 'Waiting for QuickBooks...' }).waitFor();
    // The stand-in's consent page, as Intuit shows one: the person agrees there.
    await popup.getByRole('button', { name: 'Connect' }).click();

    await expect.poll(() => panel.getByTestId('qb-connection-status').innerText(), { timeout: 15_000 }).toBe('Connected');
    await toast(page, 'QuickBooks Connected').waitFor();
    // Both statements were uploaded before connecting: the company's accounts re-categorised their rows.
    await toast(page, 'QuickBooks Connected')
      .getByText(/^\d+ open transactions were re-categorised with its accounts\.$/)
      .waitFor();
    expect(await panel.getByTestId('qb-realm-id').innerText()).toBe(journey.realmId);
    expect(await panel.getByTestId('qb-token-expiry').innerText()).toMatch(/^expires in \d+[smhd]/);
    // The company's accounts, and its bank and credit card accounts.
    await panel.getByTestId('qb-chart-of-accounts').getByText('Office Expenses').waitFor();
    await panel.getByTestId('qb-register-accounts').getByText('Business Checking').waitFor();
    await expect.poll(() => panel.getByTestId('qb-register-accounts').getByText('Office Expenses').count()).toBe(0);
    // Refresh asks QuickBooks again (`?refresh=true`) and keeps the list.
    const accountsShown = await panel.getByTestId('qb-account').count();
    const refreshed = page.waitForResponse((res) => res.url().includes(`/api/qbo/${clientId}/accounts?refresh=true`) && res.ok());
    await panel.getByRole('button', { name: 'Refresh Chart of Accounts from QuickBooks' }).click();
    await refreshed;
    await expect.poll(() => panel.getByTestId('qb-account').count()).toBe(accountsShown);
    expect(await panel.getByTestId('qb-chart-of-accounts').evaluate((el) => getComputedStyle(el).maxHeight)).toBe('300px');
    expect(await panel.getByTestId('qb-register-accounts').evaluate((el) => getComputedStyle(el).maxHeight)).toBe('200px');
    await screenshot(page, 'light-qbo-panel-connected', { fullPage: false });
    expect(consoleErrors).toEqual([]);
  });

  it('shows the connected panel in dark mode and on a phone', async () => {
    const dark = await openPanel('dark');
    await expect.poll(() => dark.panel.getByTestId('qb-connection-status').innerText()).toBe('Connected');
    await dark.panel.getByTestId('qb-chart-of-accounts').getByText('Office Expenses').waitFor();
    await screenshot(dark.page, 'dark-qbo-panel-connected', { fullPage: false });

    const phone = await openPanel('light', 375);
    await expect.poll(() => phone.panel.getByTestId('qb-connection-status').innerText()).toBe('Connected');
    await phone.panel.getByTestId('qb-register-accounts').getByText('Business Checking').waitFor();
    await screenshot(phone.page, 'mobile-qbo-panel-connected', { fullPage: false });
    // Nothing sticks out sideways on a phone.
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('brings an account added in QuickBooks to the open rows with Refresh categories', async () => {
    const { page, consoleErrors } = await journey.open(browser);
    await page.goto(`/transactions?client=${clientId}`);
    const source = page.getByTestId('category-source');
    await source.getByText('QB API').waitFor();
    const { categories } = await journey.review.call<{ categories: unknown[] }>('GET', `/api/transactions/client/${clientId}/coa-categories`);
    const countBefore = categories.length;
    const staples = async () => {
      const rows = await journey.review.call<Array<{ vendor_name: string; auto_category: string }>>('GET', `/api/transactions/${uploadId}`);
      return rows.find((row) => row.vendor_name.includes('STAPLES'))?.auto_category;
    };
    expect(await staples()).not.toBe('6460 - Office Supplies');

    // The bookkeeper adds the account in QuickBooks, then refreshes the client's categories here.
    journey.sandbox.addEntity(journey.realmId, 'Account', {
      Name: 'Office Supplies',
      AcctNum: '6460',
      AccountType: 'Expense',
      AccountSubType: 'SuppliesMaterials',
    });
    await page.getByRole('button', { name: 'Refresh categories' }).click();
    await toast(page, 'Categories refreshed')
      .getByText(/^\d+ open transactions? (?:was|were) re-categorised with its new accounts\.$/)
      .waitFor();
    await source.getByText(`${countBefore + 1} categories`).waitFor();
    expect(await staples()).toBe('6460 - Office Supplies');
    await expect.poll(() => rowsOf(page).filter({ hasText: 'STAPLES STORE 1123' }).innerText()).toContain('Office Supplies');
    await screenshot(page, 'light-qbo-categories-refreshed', { fullPage: false });
    expect(consoleErrors).toEqual([]);
  });

  it('pushes the approved rows of a statement to the chosen register, exactly once', async () => {
    await journey.categoriseAndApprove(clientId, uploadId, APPROVED, { expense: 'Office Expenses', income: 'Sales' });
    await journey.approve(uploadId, [REFUSED]);

    const { page, consoleErrors } = await journey.open(browser);
    await page.goto(`/transactions?client=${clientId}`);
    await page.getByRole('heading', { name: `Transactions for ${CLIENT}` }).waitFor();
    await page.getByTestId('category-source').getByText('QB API').waitFor();
    await expect.poll(() => rowsOf(page).count()).toBe(ROWS.length + APRIL.length);
    expect(await counter(page, 'approved').innerText()).toBe(String(APPROVED.length + 1));
    expect(await counter(page, 'pushed').innerText()).toBe('0');

    // At 1440 px the picker's prompt, a suggestion included, is shown whole (issue 24: it was cut off).
    await page.setViewportSize({ width: 1440, height: 900 });
    const picker = page.getByTestId('register-picker');
    await expect.poll(() => picker.innerText()).toMatch(/^Choose register/);
    expect(await picker.locator('span.truncate').evaluate((span) => span.scrollWidth <= span.clientWidth + 1)).toBe(true);
    await screenshot(page, 'light-qbo-register-suggested', { fullPage: false });
    await chooseRegister(page, 'Business Checking');
    await toast(page, 'Register saved').waitFor();
    await page.getByRole('button', { name: 'Push to QuickBooks' }).click();
    await toast(page, 'Push Complete').waitFor({ timeout: 20_000 });
    // The row still on Ask Client is left out before sending, summed up in words.
    await page.getByText(`Pushed: ${APPROVED.length}, Skipped: 0, Failed: 1. 1 row still on Ask Client was not sent.`).waitFor();
    await expect.poll(() => counter(page, 'pushed').innerText()).toBe(String(APPROVED.length));

    const ledger = postings();
    expect(ledger).toHaveLength(APPROVED.length);
    const qboIds = new Set(ledger.map((entry) => entry.id));
    const pushed = page.getByTestId('push-status').and(page.locator('[data-status="pushed"]'));
    await expect.poll(() => pushed.count()).toBe(APPROVED.length);
    // Each row names its document by type and number: Intuit numbers Deposits and Purchases apart, so
    // "Deposit 1" beside "Purchase 1" is two documents, not one posted twice.
    await expect
      .poll(() =>
        pushed
          .getByTestId('qbo-document')
          .allInnerTexts()
          .then((texts) => texts.filter((t) => t.startsWith('QBO #')).length),
      )
      .toBe(0);
    const labels = await pushed.getByTestId('qbo-document').allInnerTexts();
    expect(labels.map((label) => label.split(' ')[0]).sort()).toEqual(['Deposit', 'Deposit', 'Purchase', 'Purchase']);
    for (const label of labels) {
      const id = /^(?:Purchase|Deposit) (\S+)$/.exec(label)?.[1];
      expect(id && qboIds.has(id), `${label} names a QuickBooks transaction in the ledger`).toBe(true);
    }
    // The stand-in has no web app to open: the number is not a link.
    await expect.poll(() => pushed.getByRole('link').count()).toBe(0);
    // The pending row stayed home; the approved one without a category says why in words.
    const pending = rowsOf(page).filter({ hasText: 'CORNER CAFE' });
    expect(await pending.getByTestId('push-status').getAttribute('data-status')).toBe('none');
    const refused = rowsOf(page).filter({ hasText: 'UNKNOWN MERCHANT' }).getByTestId('push-status');
    expect(await refused.getAttribute('data-status')).toBe('failed');
    expect(await refused.innerText()).toMatch(/\w+ \w+/);
    await screenshot(page, 'light-qbo-transactions-pushed');
    // The Push Status column is the table's last: scrolled into view for the picture.
    await page.getByTestId('review-table-scroll').evaluate((scroller) => scroller.scrollBy({ left: 10_000 }));
    await dismissToasts(page);
    await page.getByTestId('review-table-scroll').screenshot({ path: path.resolve(import.meta.dirname, 'screenshots/light-qbo-push-status.png') });

    // A second push sends nothing: every row says "already pushed".
    await page.getByRole('button', { name: 'Push to QuickBooks' }).click();
    await page.getByText(`Pushed: 0, Skipped: ${APPROVED.length}, Failed: 1`).waitFor({ timeout: 20_000 });
    const again = page.getByTestId('push-status').and(page.locator('[data-status="already-pushed"]'));
    await expect.poll(() => again.count()).toBe(APPROVED.length);
    expect(postings()).toHaveLength(APPROVED.length);

    // Sync History tells a partial push as such, and never puts a failure beside a 200.
    await page.goto('/dashboard');
    const sync = page.getByTestId('sync-history');
    const first = sync
      .locator('tbody tr')
      .filter({ hasText: `Pushed ${APPROVED.length} of ${APPROVED.length + 1}. 1 row still on Ask Client was not sent` });
    await first.waitFor();
    expect(await first.locator('[data-status]').innerText()).toBe('Partial');
    expect(await first.locator('td').nth(3).innerText()).toBe('200');
    const second = sync.locator('tbody tr').filter({ hasText: `Pushed 0 of ${APPROVED.length + 1}, ${APPROVED.length} already in QuickBooks` });
    expect(await second.locator('td').nth(3).innerText()).toBe('—');
    await sync.scrollIntoViewIfNeeded();
    await screenshot(page, 'light-qbo-sync-history-partial', { fullPage: false });
    expect(consoleErrors).toEqual([]);
  }, 60_000);

  it('shows the pushed Transactions screen in dark mode and on a phone', async () => {
    const dark = await journey.open(browser, { colorScheme: 'dark' });
    await dark.page.goto(`/transactions?client=${clientId}`);
    await expect.poll(() => counter(dark.page, 'pushed').innerText()).toBe(String(APPROVED.length));
    await screenshot(dark.page, 'dark-qbo-transactions-pushed');
    await expect.poll(() => dark.page.getByTestId('push-status').and(dark.page.locator('[data-status="pushed"]')).count()).toBe(APPROVED.length);
    await dark.page.getByTestId('review-table-scroll').evaluate((scroller) => scroller.scrollBy({ left: 10_000 }));
    await dark.page
      .getByTestId('review-table-scroll')
      .screenshot({ path: path.resolve(import.meta.dirname, 'screenshots/dark-qbo-push-status.png') });

    const phone = await journey.open(browser, { viewport: { width: 375, height: 812 } });
    await phone.page.goto(`/transactions?client=${clientId}`);
    await expect.poll(() => counter(phone.page, 'pushed').innerText()).toBe(String(APPROVED.length));
    await phone.page.getByRole('button', { name: 'Push to QuickBooks' }).waitFor();
    await screenshot(phone.page, 'mobile-qbo-transactions-pushed', { fullPage: false });
  });

  it('asks to reconnect when QuickBooks ends the connection, and pushes after reconnecting', async () => {
    await journey.categoriseAndApprove(clientId, aprilUploadId, APRIL, { expense: 'Office Expenses', income: 'Sales' });
    // Intuit refuses the stored sign-in from now on (invalid_grant), as after a revoke in QuickBooks.
    journey.sandbox.expireAccessTokens();
    journey.sandbox.revokeRefreshTokens(journey.realmId);

    const { page, context } = await journey.open(browser);
    // Narrowed to the April statement: that is the one the button pushes.
    await page.goto(`/transactions?client=${clientId}&upload_id=${aprilUploadId}`);
    // The list arrives after the page's load event: on a busy machine that took longer than expect.poll's 1 s.
    await expect.poll(() => rowsOf(page).count(), { timeout: 10_000 }).toBe(APRIL.length);
    await chooseRegister(page, 'Business Checking');
    await page.getByRole('button', { name: 'Push to QuickBooks' }).click();
    await toast(page, 'Reconnect to QuickBooks').waitFor();
    await page.getByText('Please reconnect and try again.').waitFor();
    expect(postings()).toHaveLength(APPROVED.length);
    // The button now explains instead of pushing.
    await page.getByRole('button', { name: 'Push to QuickBooks' }).click();
    await page.getByRole('dialog').getByText('Reconnect to QuickBooks', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Open Clients' }).click();

    await page.getByRole('button', { name: 'QuickBooks', exact: true }).filter({ visible: true }).click();
    const panel = page.getByRole('dialog', { name: CLIENT });
    await expect.poll(() => panel.getByTestId('qb-connection-status').innerText()).toBe('Needs reconnecting');
    await panel
      .getByText(/Reconnect to QuickBooks/)
      .first()
      .waitFor();
    await screenshot(page, 'light-qbo-panel-reconnect', { fullPage: false });
    const popupOpened = context.waitForEvent('page');
    await panel.getByRole('button', { name: 'Reconnect to QuickBooks' }).click();
    await (await popupOpened).getByRole('button', { name: 'Connect' }).click();
    await expect.poll(() => panel.getByTestId('qb-connection-status').innerText(), { timeout: 15_000 }).toBe('Connected');

    await page.goto(`/transactions?client=${clientId}&upload_id=${aprilUploadId}`);
    await page.getByRole('button', { name: 'Push to QuickBooks' }).click();
    await page.getByText(`Pushed: ${APRIL.length}, Skipped: 0, Failed: 0`).waitFor({ timeout: 20_000 });
    expect(postings()).toHaveLength(APPROVED.length + APRIL.length);
  }, 60_000);

  it('disconnects after a confirmation, and the Transactions screen then explains instead of pushing', async () => {
    const { page, panel } = await openPanel();
    await expect.poll(() => panel.getByTestId('qb-connection-status').innerText()).toBe('Connected');
    await panel.getByRole('button', { name: 'Disconnect' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Disconnect from QuickBooks?' });
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await toast(page, 'Disconnected from QuickBooks').waitFor();
    await expect.poll(() => panel.getByTestId('qb-connection-status').innerText()).toBe('Not connected');
    await panel.getByTestId('qb-chart-of-accounts').getByText('Not connected').waitFor();

    await page.goto(`/transactions?client=${clientId}`);
    await page.getByRole('heading', { name: `Transactions for ${CLIENT}` }).waitFor();
    await page.getByRole('button', { name: 'Push to QuickBooks' }).click();
    await page.getByText('QuickBooks is not connected').waitFor();
    await page.getByRole('link', { name: 'Open Clients' }).waitFor();
  });
});

async function chooseRegister(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Register account' }).click();
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
}
