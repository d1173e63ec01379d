import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { januaryRows, startReviewServer, type ReviewServer } from './support/review-server.ts';
import { uploadAndRead } from './support/server.ts';
import { makeBankLetterPdf, makeStatementPdf } from '../../../tools/test-support/statement-pdf.ts';

/*
 * Truthful messages and careful bulk actions (issue 12): the Ask Client prompt before a bulk
 * approval, no pointless rule prompt, one outcome per upload, the Clients area's toasts and
 * confirmations, the reset dialog's email check and the Categories toasts. One server of its own,
 * set up through the API: a desktop client with a chart of accounts and parsed statements.
 */

const CLIENT = 'Juniper Florist';
const ASK = '1480 - Ask Client';
const COST = '5000 - Cost of Goods Sold';
const SOFTWARE = '6200 - Software';
const RENT = '6300 - Rent Expense';
const ADDRESS = '7 Garden Row, Springfield, IL 62701';

interface Row {
  _id: string;
  upload_id: string;
  description: string;
  auto_category: string | null;
  manual_category: string | null;
  approved: boolean;
}

// Table rows on a desktop, cards on a phone.
const rowsOf = (page: Page) => page.locator('[data-row-id]');
const rowWith = (page: Page, text: string) => rowsOf(page).filter({ hasText: text });
const toastWith = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
/** The Clients screen's own toaster (top centre below the header, like the app's; over the header on a phone). */
const clientAreaToasts = (page: Page) => page.locator('[data-sonner-toaster].client-area-toaster').locator('[data-sonner-toast]');

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Fails if the toast lies over any of the buttons visible in the viewport. */
async function expectUncovered(page: Page, toast: Locator, buttons: Locator) {
  const toastBox = await toast.boundingBox();
  expect(toastBox).not.toBeNull();
  const viewport = page.viewportSize()!;
  let checked = 0;
  for (const button of await buttons.all()) {
    const box = await button.boundingBox();
    if (!box || box.y + box.height <= 0 || box.y >= viewport.height) continue;
    checked += 1;
    expect(overlaps(toastBox!, box), `toast covers ${(await button.getAttribute('aria-label')) ?? (await button.innerText())}`).toBe(false);
  }
  // The check means something only with action buttons on screen.
  expect(checked).toBeGreaterThan(0);
}

const letterPdf = () => makeBankLetterPdf('JUNIPER FLORIST LLC', ADDRESS, 'Our branch hours change on March 1. No action is needed on your part.');

describe('truthful messages and careful bulk actions', () => {
  const browser = useBrowser();
  let review: ReviewServer;
  let clientId = '';

  const transactionsOf = (id: string) => review.call<Row[]>('GET', `/api/transactions/client/${id}`);

  beforeAll(async () => {
    review = await startReviewServer();
    clientId = (await review.createClient({ name: CLIENT, client_number: 9301, account_type: 'desktop' }))._id;
    await review.uploadCoa(clientId);
    await review.uploadStatement(clientId, {
      holder: 'JUNIPER FLORIST LLC',
      period: ['01/01/2026', '01/31/2026'],
      opening: 8000,
      lines: januaryRows(),
    });
  });
  afterAll(async () => {
    await review?.stop();
  });

  async function openClient(page: Page, uploadId?: string) {
    await page.goto(`/transactions?client=${clientId}${uploadId ? `&upload_id=${uploadId}` : ''}`);
    await page.getByRole('heading', { name: `Transactions for ${CLIENT}` }).waitFor();
    await rowsOf(page).first().waitFor();
  }

  it('asks before approving Ask Client rows in bulk, and approves only what was chosen', { timeout: 60_000 }, async () => {
    const january = await transactionsOf(clientId);
    const byVendor = (text: string) => january.find((row) => row.description.includes(text))!;
    const flour = byVendor('KING ARTHUR FLOUR INV 1001');
    const dairy = byVendor('VALLEY DAIRY CO INV 1002');
    const sugar = byVendor('SWEET CANE SUGAR INV 1003');
    const eggs = byVendor('ORCHARD EGG FARM INV 1004');
    // Three categorised by hand, one waiting on the client (a manual Ask Client outranks the auto category).
    for (const row of [flour, dairy, sugar]) await review.call('PATCH', `/api/transactions/${row._id}`, { manual_category: COST });
    await review.call('PATCH', `/api/transactions/${eggs._id}`, { manual_category: ASK });

    const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await openClient(page);
    for (const vendor of ['KING ARTHUR FLOUR INV 1001', 'VALLEY DAIRY CO INV 1002', 'SWEET CANE SUGAR INV 1003', 'ORCHARD EGG FARM INV 1004']) {
      await rowWith(page, vendor).getByRole('checkbox').click();
    }
    const bulk = page.getByRole('region', { name: 'Bulk actions' });
    await bulk.getByText('4 selected').waitFor();

    await bulk.getByRole('button', { name: 'Approve selected' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Approve Ask Client transactions?' });
    await prompt.waitFor();
    await prompt.getByText(`1 selected transaction is still ${ASK}: the client has not said what it is.`).waitFor();
    const careful = prompt.getByRole('button', { name: 'Approve the 3 categorised, leave the 1 Ask Client pending' });
    await careful.waitFor();
    await prompt.getByRole('button', { name: 'Approve all 4' }).waitFor();
    // The careful answer has the focus, so Enter takes it.
    expect(await careful.evaluate((element) => element === document.activeElement)).toBe(true);
    await screenshot(page, 'light-messages-bulk-approve-prompt', { fullPage: false });

    // Cancel approves nothing.
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect((await transactionsOf(clientId)).filter((row) => row.approved)).toEqual([]);

    await bulk.getByRole('button', { name: 'Approve selected' }).click();
    await careful.waitFor();
    await page.keyboard.press('Enter');
    await toastWith(page, 'Approval Updated').waitFor();
    await page.getByText('3 transactions approved successfully.').waitFor();
    await prompt.waitFor({ state: 'hidden' });
    const after = await transactionsOf(clientId);
    expect(
      after
        .filter((row) => row.approved)
        .map((row) => row._id)
        .sort(),
    ).toEqual([flour._id, dairy._id, sugar._id].sort());

    // Only Ask Client rows selected: there is nothing categorised to approve on its own.
    await rowWith(page, 'ORCHARD EGG FARM INV 1004').getByRole('checkbox').click();
    await bulk.getByText('1 selected').waitFor();
    await page.getByRole('button', { name: 'Dark mode' }).click();
    await bulk.getByRole('button', { name: 'Approve selected' }).click();
    await prompt.getByRole('button', { name: 'Approve all 1' }).waitFor();
    await expect.poll(() => prompt.getByRole('button', { name: /categorised/ }).count()).toBe(0);
    await screenshot(page, 'dark-messages-bulk-approve-all-ask-client', { fullPage: false });
    await prompt.getByRole('button', { name: 'Approve all 1' }).click();
    await page.getByText('1 transaction approved successfully.').waitFor();
    expect((await transactionsOf(clientId)).find((row) => row._id === eggs._id)?.approved).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  it('shows the prompt on a phone too', { timeout: 30_000 }, async () => {
    const { page } = await review.open(browser, { viewport: { width: 390, height: 844 }, colorScheme: 'dark', isMobile: true, hasTouch: true });
    await openClient(page);
    const rent = rowWith(page, 'BAYSIDE PROPERTIES RENT');
    const packaging = rowWith(page, 'PACKAGING DEPOT INV 1005');
    const rentRow = (await transactionsOf(clientId)).find((row) => row.description.includes('BAYSIDE PROPERTIES RENT'))!;
    await review.call('PATCH', `/api/transactions/${rentRow._id}`, { manual_category: RENT });
    const packagingRow = (await transactionsOf(clientId)).find((row) => row.description.includes('PACKAGING DEPOT INV 1005'))!;
    await review.call('PATCH', `/api/transactions/${packagingRow._id}`, { manual_category: ASK });
    await page.reload();
    await rent.getByRole('checkbox').click();
    await packaging.getByRole('checkbox').click();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Approve selected' }).click();
    const prompt = page.getByRole('alertdialog', { name: 'Approve Ask Client transactions?' });
    await prompt.getByRole('button', { name: 'Approve the 1 categorised, leave the 1 Ask Client pending' }).waitFor();
    await screenshot(page, 'dark-phone-messages-bulk-approve-prompt', { fullPage: false });
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await prompt.waitFor({ state: 'hidden' });
  });

  it('offers no rule when the manual category repeats the auto category, and offers one otherwise', { timeout: 90_000 }, async () => {
    // A correction the categoriser learns from: ADOBE is software.
    const adobe = (await transactionsOf(clientId)).find((row) => row.description.includes('ADOBE CREATIVE CLOUD'))!;
    await review.call('PATCH', `/api/transactions/${adobe._id}`, { manual_category: SOFTWARE, approved: true });
    const februaryId = await review.uploadStatement(clientId, {
      holder: 'JUNIPER FLORIST LLC',
      period: ['02/01/2026', '02/28/2026'],
      opening: 5000,
      lines: [
        { date: '02/03', description: 'ADOBE CREATIVE CLOUD', amount: -54.99 },
        { date: '02/04', description: 'DEPOSIT SQUARE PAYMENTS', amount: 640 },
      ],
    });
    const februaryAdobe = (await transactionsOf(clientId)).find((row) => row.upload_id === februaryId && row.description.includes('ADOBE'))!;
    // The learned guess is what the reviewer is about to choose again.
    expect(februaryAdobe.auto_category).toBe(SOFTWARE);

    const { page } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await openClient(page, februaryId);
    const row = rowWith(page, 'ADOBE CREATIVE CLOUD');
    const ruleDialog = page.getByRole('dialog', { name: 'Create Auto-Categorization Rule' });

    await row.getByRole('button', { name: /Manual category for ADOBE/ }).click();
    await page.getByRole('combobox', { name: 'Search categories' }).fill('software');
    await page.keyboard.press('Enter');
    await toastWith(page, 'Category Updated').waitFor();
    await row.getByRole('button', { name: `Manual category for ADOBE CREATIVE CLOUD: ${SOFTWARE}` }).waitFor();
    // Give a prompt every chance to appear: none does.
    await page.waitForTimeout(1500);
    await expect.poll(() => ruleDialog.count()).toBe(0);
    await screenshot(page, 'light-messages-no-rule-prompt', { fullPage: false });

    // A category the guess did not make is worth a rule.
    await row.getByRole('button', { name: /Manual category for ADOBE/ }).click();
    await page.getByRole('combobox', { name: 'Search categories' }).fill('rent');
    await page.keyboard.press('Enter');
    await ruleDialog.waitFor();
    expect(await ruleDialog.getByTestId('rule-prompt-category').innerText()).toBe(RENT);
    await ruleDialog.getByRole('button', { name: 'No, Skip' }).click();
    await ruleDialog.waitFor({ state: 'hidden' });
  });

  it('says a duplicate was already uploaded, with the way to it, and a failed read never sits beside a success', { timeout: 90_000 }, async () => {
    const march = await makeStatementPdf({
      holder: 'JUNIPER FLORIST LLC',
      address: ADDRESS,
      accountName: 'Business Checking',
      period: ['03/01/2026', '03/31/2026'],
      opening: 4000,
      lines: [{ date: '03/02', description: 'DEPOSIT SQUARE PAYMENTS', amount: 310 }],
    });
    const earlier = await uploadAndRead(review.server, review.tokens.access_token, clientId, 'juniper-florist-march.pdf', march);
    expect(earlier.status).toBe('completed');

    const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await page.goto('/upload');
    await page.getByRole('heading', { name: 'Upload Client Statement' }).waitFor();
    // Whether both toasts were ever on screen together, sampled for the whole journey: a toast that is
    // leaving (data-removed) has given way, and two samples in a row rule out the one frame in which the
    // outcome arrives while the acceptance starts to fade.
    await page.evaluate(() => {
      const state: { together: boolean; last: boolean } = { together: false, last: false };
      (window as unknown as { __toasts: typeof state }).__toasts = state;
      setInterval(() => {
        const shown = Array.from(document.querySelectorAll('[data-sonner-toast]:not([data-removed="true"])')).map((toast) => toast.textContent ?? '');
        const both = shown.some((text) => text.includes('File uploaded successfully')) && shown.some((text) => text.includes('Upload failed'));
        if (both && state.last) state.together = true;
        state.last = both;
      }, 150);
    });

    async function chooseFile(name: string, buffer: Buffer) {
      await page.getByLabel('Statement file').setInputFiles({ name, mimeType: 'application/pdf', buffer });
      await page.getByTestId('client-section').waitFor();
      const detected = page.getByTestId('detected-client');
      if (!(await detected.isVisible())) {
        await page.getByRole('combobox', { name: 'Client' }).click();
        await page.getByRole('option', { name: `${CLIENT} (# 9301)` }).click();
      }
    }

    await chooseFile('juniper-florist-march.pdf', march);
    await page.getByRole('button', { name: 'Upload File' }).click();
    const duplicate = toastWith(page, 'Already uploaded');
    await duplicate.waitFor();
    await duplicate.getByText(/^This statement was already uploaded on \d{4}-\d{2}-\d{2} as juniper-florist-march\.pdf\.$/).waitFor();
    await page.getByRole('alert').filter({ hasText: 'This statement was already uploaded on' }).waitFor();
    await expect.poll(() => page.getByText(/try again/i).count()).toBe(0);
    await screenshot(page, 'light-messages-duplicate-upload', { fullPage: false });
    // A real link: it opens in a new tab too, and a plain click shows the upload here.
    const earlierLink = page.getByRole('link', { name: 'View the earlier upload' });
    expect(await earlierLink.getAttribute('href')).toBe(`/upload?upload=${earlier.uploadId}`);
    await earlierLink.click();
    await page.waitForURL((url) => url.searchParams.get('upload') === earlier.uploadId);
    await page.getByTestId('upload-result').getByText('juniper-florist-march.pdf').waitFor();

    await chooseFile('juniper-florist-letter.pdf', await letterPdf());
    await page.getByRole('button', { name: 'Upload File' }).click();
    await toastWith(page, 'File uploaded successfully').waitFor();
    await page.locator('[data-testid="upload-result"][data-status="failed"]').waitFor({ timeout: 45_000 });
    await toastWith(page, 'Upload failed').waitFor();
    await page.getByText('File uploaded successfully').waitFor({ state: 'hidden' });
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => (window as unknown as { __toasts: { together: boolean } }).__toasts.together)).toBe(false);
    await screenshot(page, 'light-messages-failed-upload', { fullPage: false });
    expect(consoleErrors.filter((text) => !text.includes('409'))).toEqual([]);
  });

  it('says a toast once: a failure without the server’s words does not repeat its title', { timeout: 30_000 }, async () => {
    const { page } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await page.goto('/rules');
    await page.getByRole('heading', { name: 'Learning & Feedback Rules' }).waitFor();
    await page.getByText('5 categories loaded').waitFor();
    await page.route('**/api/rules', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Add New Rule' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Rule' });
    await dialog.getByLabel('Vendor Contains').fill('GARDEN SUPPLY');
    await dialog.getByRole('combobox', { name: 'Map To Category' }).click();
    await page.getByRole('option', { name: COST }).click();
    await dialog.getByRole('button', { name: 'Add Rule' }).click();
    const failed = toastWith(page, 'Failed to create rule');
    await failed.waitFor();
    expect((await failed.innerText()).match(/Failed to create rule/g)).toHaveLength(1);
    await screenshot(page, 'light-messages-rule-failure-toast', { fullPage: false });
  });

  it('Clients: asks before a second client of the same name, one toast at a time, out of the way of the actions', { timeout: 60_000 }, async () => {
    const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await page.goto('/clients');
    await page.getByRole('heading', { name: 'Clients', exact: true }).waitFor();
    const clientRows = page.getByTestId('client-row');
    await clientRows.first().waitFor();
    const before = await clientRows.count();

    // The same name, whatever its case and spacing: asked first, naming the client and its number.
    await page.getByLabel('Name', { exact: true }).fill('  juniper   FLORIST ');
    await page.getByLabel('Client #').fill('9310');
    await page.getByRole('button', { name: 'Add Client' }).click();
    const sameName = page.getByRole('alertdialog', { name: 'A client with this name already exists' });
    await sameName.getByText(`${CLIENT} is already Client # 9301. Add another client with the same name?`).waitFor();
    await screenshot(page, 'light-messages-same-name', { fullPage: false });
    await sameName.getByRole('button', { name: 'Cancel' }).click();
    await sameName.waitFor({ state: 'hidden' });
    await expect.poll(() => clientRows.count()).toBe(before);

    await page.getByRole('button', { name: 'Add Client' }).click();
    await sameName.getByRole('button', { name: 'Add Anyway' }).click();
    const toasts = clientAreaToasts(page);
    await toasts.filter({ hasText: 'Client created successfully' }).waitFor();
    await expect.poll(() => clientRows.count()).toBe(before + 1);
    const twin = clientRows.filter({ has: page.getByRole('cell', { name: '9310', exact: true }) });

    // A newer outcome takes the older toast's place.
    await twin.getByRole('button', { name: /^Edit / }).click();
    await page.getByLabel('Name', { exact: true }).fill('Juniper Florist West');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toasts.filter({ hasText: 'Client updated successfully' }).waitFor();
    await expect.poll(() => toasts.count()).toBe(1);

    // Beside the table, the toast never lies over a row's buttons, even with the table at the bottom of the screen.
    await clientRows.last().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expectUncovered(page, toasts.first(), page.getByTestId('client-row').getByRole('button'));
    await screenshot(page, 'light-messages-clients-toast', { fullPage: false });

    // Closing the dialog that raised an error takes its toast with it.
    await clientRows.filter({ hasText: CLIENT }).first().getByRole('button', { name: 'Upload COA' }).click();
    const coaDialog = page.getByRole('dialog', { name: 'Upload Chart of Accounts' });
    await coaDialog
      .getByLabel('Chart of Accounts file')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a chart') });
    await toasts.filter({ hasText: 'Invalid file type' }).waitFor();
    await expect.poll(() => toasts.count()).toBe(1);
    await coaDialog.getByRole('button', { name: 'Cancel' }).click();
    await coaDialog.waitFor({ state: 'hidden' });
    await toasts.filter({ hasText: 'Invalid file type' }).waitFor({ state: 'detached' });

    // The same for the QuickBooks panel: its failure goes when the panel does.
    await page.route('**/api/qbo/*/keys', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'QuickBooks keys cannot be saved right now.' }),
      }),
    );
    await twin.getByRole('button', { name: 'QuickBooks' }).click();
    const panel = page.getByRole('dialog', { name: 'Juniper Florist West' });
    await panel.getByLabel('QB Client ID').fill('ABexampleClientID');
    await panel.getByLabel('QB Client Secret').fill('example-secret-1234');
    await panel.getByRole('button', { name: 'Save Keys' }).click();
    const keysFailed = toasts.filter({ hasText: 'Failed to save keys' });
    await keysFailed.getByText('QuickBooks keys cannot be saved right now.').waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await keysFailed.waitFor({ state: 'detached' });
    expect(consoleErrors.filter((text) => !text.includes('503'))).toEqual([]);
  });

  it('Clients on a phone: the toast sits over the header, clear of the cards’ buttons', { timeout: 30_000 }, async () => {
    const { page } = await review.open(browser, { viewport: { width: 390, height: 844 }, colorScheme: 'dark', isMobile: true, hasTouch: true });
    await page.goto('/clients');
    const cards = page.getByTestId('client-card');
    await cards.first().waitFor();
    const card = cards.filter({ hasText: 'Juniper Florist West' });
    await card.getByRole('button', { name: /^Edit / }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    const toast = clientAreaToasts(page).filter({ hasText: 'Client updated successfully' });
    await toast.waitFor();
    // The worst case: a card's buttons just under the sticky header.
    await card
      .getByRole('button')
      .first()
      .evaluate((element) => {
        const header = document.querySelector('header')!.getBoundingClientRect().height;
        window.scrollBy(0, element.getBoundingClientRect().top - header - 2);
      });
    await expectUncovered(page, toast, cards.getByRole('button'));
    await screenshot(page, 'dark-phone-messages-clients-toast', { fullPage: false });
  });

  it('Clients: deleting says before confirming what will happen, counting statements in correct English', { timeout: 90_000 }, async () => {
    // One statement and one failed upload, which is not a statement.
    const birch = await review.createClient({ name: 'Birch Cycles', client_number: 9320, account_type: 'desktop' });
    await review.uploadCoa(birch._id);
    await review.uploadStatement(birch._id, {
      holder: 'BIRCH CYCLES LLC',
      period: ['01/01/2026', '01/31/2026'],
      opening: 900,
      lines: januaryRows().slice(0, 3),
    });
    expect((await uploadAndRead(review.server, review.tokens.access_token, birch._id, 'birch-letter.pdf', await letterPdf())).status).toBe('failed');
    const clients = await review.call<Array<{ name: string; statement_count: number }>>('GET', '/api/clients');
    const juniperCount = clients.find((client) => client.name === CLIENT)!.statement_count;
    expect(juniperCount).toBeGreaterThan(1);

    const { page } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await page.goto('/clients');
    const rowOf = (name: string) => page.getByTestId('client-row').filter({ has: page.getByRole('cell', { name, exact: false }) });
    await rowOf('Birch Cycles').waitFor();
    const refusal = page.getByRole('alertdialog', { name: 'This client cannot be deleted' });

    await rowOf('Birch Cycles').getByRole('button', { name: 'Delete Birch Cycles' }).click();
    await refusal.getByText('Birch Cycles (Client # 9320) has 1 statement, so it cannot be deleted').waitFor();
    await expect.poll(() => refusal.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    await refusal.getByRole('button', { name: 'Close' }).click();
    await refusal.waitFor({ state: 'hidden' });

    await page
      .getByTestId('client-row')
      .getByRole('button', { name: `Delete ${CLIENT}`, exact: true })
      .click();
    await refusal.getByText(`${CLIENT} (Client # 9301) has ${juniperCount} statements, so it cannot be deleted`).waitFor();
    await screenshot(page, 'light-messages-delete-refused', { fullPage: false });
    // The dialog hides the header's theme button from the page; the theme lives on <html class="dark">.
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await screenshot(page, 'dark-messages-delete-refused', { fullPage: false });
    await page.evaluate(() => document.documentElement.classList.remove('dark'));
    await refusal.getByRole('button', { name: 'Close' }).click();
    await refusal.waitFor({ state: 'hidden' });

    // A client without statements gets the real confirmation, and goes.
    await rowOf('Juniper Florist West').getByRole('button', { name: 'Delete Juniper Florist West' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this client?' });
    await confirm.getByText('Juniper Florist West (Client # 9310) and its charts of accounts will be removed. This cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await clientAreaToasts(page).filter({ hasText: 'Client deleted successfully' }).waitFor();
    await rowOf('Juniper Florist West').waitFor({ state: 'detached' });
  });

  it('checks the reset email before "sending", and confirms category changes with a toast', { timeout: 30_000 }, async () => {
    const signedOut = await browser.open({ baseURL: review.server.baseUrl, viewport: { width: 1440, height: 900 } });
    const login = signedOut.page;
    await login.goto('/login');
    await login.getByRole('button', { name: 'Forgot your password?' }).click();
    const reset = login.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByLabel('Email').fill('books@');
    await reset.getByRole('button', { name: 'Send Reset Link' }).click();
    await reset.getByRole('alert').filter({ hasText: 'Enter a valid email address' }).waitFor();
    await login.waitForTimeout(1300);
    await expect.poll(() => login.getByText('Reset link sent').count()).toBe(0);
    await screenshot(login, 'light-messages-reset-email', { fullPage: false });
    await reset.getByLabel('Email').fill('books@juniperflorist.com');
    // Typing again clears the complaint.
    await expect.poll(() => reset.getByRole('alert').count()).toBe(0);
    await reset.getByRole('button', { name: 'Send Reset Link' }).click();
    await toastWith(login, 'Reset link sent').waitFor();

    const { page } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await page.goto('/categories');
    await page.getByRole('heading', { name: 'Categories', exact: true }).waitFor();
    await page.getByLabel('Name', { exact: true }).fill('Flowers & Plants');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await toastWith(page, 'Category added').getByText('"Flowers & Plants" is on the list.').waitFor();
    const row = page.getByTestId('category-row').filter({ hasText: 'Flowers & Plants' });
    await row.getByRole('button', { name: 'Edit Flowers & Plants' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Flowers, Plants & Pots');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toastWith(page, 'Category renamed').getByText('"Flowers & Plants" is now "Flowers, Plants & Pots".').waitFor();
    const renamed = page.getByTestId('category-row').filter({ hasText: 'Flowers, Plants & Pots' });
    await renamed.getByRole('button', { name: 'Delete Flowers, Plants & Pots' }).click();
    await page.getByRole('alertdialog', { name: 'Delete this category?' }).getByRole('button', { name: 'Delete' }).click();
    await toastWith(page, 'Category deleted').getByText('"Flowers, Plants & Pots" was removed from the list.').waitFor();
    await screenshot(page, 'light-messages-category-toasts', { fullPage: false });
  });
});
