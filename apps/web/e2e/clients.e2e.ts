import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dismissToasts, openSignedIn, screenshot, useBrowser, waitForPath } from './support/browser.ts';

// A QuickBooks Desktop "Account Listing" export: an empty first column, names with their parents.
const QBD_CHART = [
  ',"Account","Type","Balance Total","Description","Accnt. #"',
  ',"1010 · Checking","Bank","12345.67","Main chequing","1010"',
  ',"2000 · Accounts Payable","Accounts Payable","-1975.40","","2000"',
  ',"4000 · Sales","Income","","","4000"',
  ',"6100 · Automobile Expense","Expense","","","6100"',
  ',"6100 · Automobile Expense:6110 · Fuel","Expense","","","6110"',
  ',"6100 · Automobile Expense:6120 · Insurance","Expense","","","6120"',
  ',"6200 · Bank Service Charges","Expense","","","6200"',
].join('\r\n');

describe('clients screen', () => {
  const browser = useBrowser();
  const admin = inject('admin');
  let files: string;

  beforeAll(async () => {
    files = await fs.mkdtemp(path.join(os.tmpdir(), 'ledgerdesk-e2e-coa-'));
    await fs.writeFile(path.join(files, 'qbd-chart.csv'), QBD_CHART + '\r\n');
    await fs.writeFile(path.join(files, 'no-type-column.csv'), 'Account,Balance\nChecking,10.00\n');
    await fs.writeFile(path.join(files, 'notes.txt'), 'not a chart');
  });
  afterAll(async () => {
    await fs.rm(files, { recursive: true, force: true });
  });

  async function openClients(options?: Parameters<typeof openSignedIn>[2]) {
    const opened = await openSignedIn(browser, admin, options);
    await opened.page.goto('/clients');
    await opened.page.getByRole('heading', { name: 'Clients', exact: true }).waitFor();
    return opened;
  }

  const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

  async function chooseType(page: Page, type: 'Online' | 'Desktop') {
    await page.getByRole('combobox', { name: 'QB Type' }).click();
    await page.getByRole('option', { name: type, exact: true }).click();
  }

  async function addClient(page: Page, client: { name: string; number: string; type: 'Online' | 'Desktop' }) {
    await page.getByLabel('Name', { exact: true }).fill(client.name);
    await page.getByLabel('Client #').fill(client.number);
    await chooseType(page, client.type);
    await page.getByRole('button', { name: 'Add Client' }).click();
  }

  it('creates a desktop client, offers the COA upload at once and again from the reminder, then uploads it', async () => {
    const { page } = await openClients();
    await page.getByText('No clients yet').waitFor();
    await screenshot(page, 'light-clients-empty');
    const name = 'Harbor Dental';
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Client #').fill('1001');
    await chooseType(page, 'Desktop');
    // QuickBooks keys belong to online clients only.
    await expect.poll(() => page.getByLabel(/QB Client ID/).count()).toBe(0);
    await page.getByLabel(/Email/).fill('books@harbordental.example');
    await page.getByRole('button', { name: 'Add Client' }).click();

    const dialog = page.getByRole('dialog', { name: 'Upload Chart of Accounts' });
    await dialog.waitFor();
    await page.getByText('Client created successfully').waitFor();
    await page.getByText('Now upload Chart of Accounts').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const banner = page.getByRole('region', { name: 'Chart of Accounts reminder' });
    await banner.getByText(`${name} has no Chart of Accounts yet.`).waitFor();
    await rowOf(page, name).getByText('No COA').waitFor();
    await screenshot(page, 'light-clients-reminder');

    await banner.getByRole('button', { name: 'Upload COA' }).click();
    await dialog.waitFor();
    await dialog.getByText('No chart uploaded yet.').waitFor();
    const fileInput = dialog.getByLabel('Chart of Accounts file');

    // A file that is neither CSV nor Excel is refused before anything is sent.
    await fileInput.setInputFiles(path.join(files, 'notes.txt'));
    await page.getByText('Invalid file type').waitFor();
    await page.getByText('Please select a CSV or Excel file').waitFor();
    expect(await dialog.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);

    // The server's refusal shows inline, with the brief's toast.
    await fileInput.setInputFiles(path.join(files, 'no-type-column.csv'));
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Missing required columns: Number, Type' }).waitFor();
    await page.getByText('Failed to upload COA').waitFor();
    // Toasts stay until closed, and can be closed above the dialog without closing it.
    // (Toasts it replaced may still be fading out, so this names the one to close.)
    await page.getByRole('listitem').filter({ hasText: 'Failed to upload COA' }).getByRole('button', { name: 'Close toast' }).click();
    await page.getByText('Failed to upload COA').waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);

    await fileInput.setInputFiles(path.join(files, 'qbd-chart.csv'));
    const preview = dialog.getByTestId('coa-preview').locator('pre');
    await preview.getByText('6100 · Automobile Expense:6110 · Fuel').waitFor();
    const previewText = await preview.innerText();
    expect(previewText.split('\n')).toEqual(QBD_CHART.split('\r\n').slice(0, 6));
    expect(previewText).not.toContain('6120 · Insurance');
    await dismissToasts(page);
    await screenshot(page, 'light-clients-coa-dialog', { fullPage: false });

    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByText('COA uploaded successfully').waitFor();
    await page.getByText(/\d+ accounts imported/).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await banner.waitFor({ state: 'hidden' });

    const row = rowOf(page, name);
    await row.getByText('COA Uploaded').waitFor();
    await row.getByText('qbd-chart.csv').waitFor();

    // The history inside the dialog lists the upload as the active chart.
    await row.getByRole('button', { name: 'Upload COA' }).click();
    const history = dialog.getByTestId('coa-history');
    await history.getByText('qbd-chart.csv').waitFor();
    await history.getByText('Active').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Cancelling an upload that was not right after creation brings no reminder.
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => banner.count()).toBe(0);
  });

  it('checks the form, and shows the server message when a client # is taken', async () => {
    const { page } = await openClients();
    await page.getByRole('button', { name: 'Add Client' }).click();
    await page.getByRole('alert').filter({ hasText: 'Name and client number required' }).waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Orchard Bakery');
    // Digits only: letters never reach the field, typed or pasted (it once took them until submit).
    await page.getByLabel('Client #').pressSequentially('2a0x');
    expect(await page.getByLabel('Client #').inputValue()).toBe('20');
    await page.getByLabel('Client #').fill('3b1');
    expect(await page.getByLabel('Client #').inputValue()).toBe('31');
    expect(await page.getByLabel('Client #').getAttribute('inputmode')).toBe('numeric');

    await page.getByLabel('Client #').fill('2001');
    await page.getByRole('button', { name: 'Add Client' }).click();
    await rowOf(page, 'Orchard Bakery').waitFor();

    await addClient(page, { name: 'Orchard Bakery Two', number: '2001', type: 'Online' });
    await page.getByRole('alert').filter({ hasText: 'Client # 2001 is already used by Orchard Bakery' }).waitFor();
    expect(await page.getByLabel('Client #').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'light-clients-duplicate-number');
    await expect.poll(() => rowOf(page, 'Orchard Bakery Two').count()).toBe(0);
  });

  it('edits a client, and deletes one after confirmation', async () => {
    const { page } = await openClients();
    await addClient(page, { name: 'Maple Roofing', number: '3001', type: 'Desktop' });
    // Creating a desktop client opens the COA dialog; this journey is about editing.
    const coaDialog = page.getByRole('dialog', { name: 'Upload Chart of Accounts' });
    await coaDialog.waitFor();
    await coaDialog.getByRole('button', { name: 'Cancel' }).click();
    await coaDialog.waitFor({ state: 'hidden' });
    await dismissToasts(page);

    await rowOf(page, 'Maple Roofing').getByRole('button', { name: 'Edit Maple Roofing' }).click();
    await page.getByRole('heading', { name: 'Edit Client' }).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Maple Roofing');
    expect(await page.getByLabel('Client #').inputValue()).toBe('3001');
    await screenshot(page, 'light-clients-editing', { fullPage: false });
    await page.getByLabel('Name', { exact: true }).fill('Maple Roofing & Siding');
    await page.getByLabel(/Phone/).fill('555-0100');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Client updated successfully').waitFor();
    await page.getByRole('heading', { name: 'Add Client' }).waitFor();
    const row = rowOf(page, 'Maple Roofing & Siding');
    await row.getByText('555-0100').waitFor();
    await dismissToasts(page);

    await row.getByRole('button', { name: 'Delete Maple Roofing & Siding' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this client?' });
    await confirm.waitFor();
    await screenshot(page, 'light-clients-delete-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => row.count()).toBe(1);

    await row.getByRole('button', { name: 'Delete Maple Roofing & Siding' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Client deleted successfully').waitFor();
    await row.waitFor({ state: 'detached' });
    // The reminder of the cancelled COA upload went with the client.
    await expect.poll(() => page.getByRole('region', { name: 'Chart of Accounts reminder' }).count()).toBe(0);
  });

  it('shows an online client as QB Online, with a not-connected integration panel holding its keys', async () => {
    const { page } = await openClients();
    await page.getByLabel('Name', { exact: true }).fill('Cloud Nine Cafe');
    await page.getByLabel('Client #').fill('4001');
    await chooseType(page, 'Online');
    await page.getByLabel(/QB Client ID/).fill('ABntEXAMPLEclientID');
    await page.getByLabel(/QB Client Secret/).fill('example-secret-5678');
    await page.getByRole('button', { name: 'Add Client' }).click();
    await page.getByText('Client created successfully').waitFor();
    // No COA dialog for an online client.
    await expect.poll(() => page.getByRole('dialog', { name: 'Upload Chart of Accounts' }).count()).toBe(0);
    await dismissToasts(page);

    const row = rowOf(page, 'Cloud Nine Cafe');
    await row.getByText('QB Online').waitFor();
    await row.getByRole('button', { name: 'QuickBooks' }).click();

    const panel = page.getByRole('dialog', { name: 'Cloud Nine Cafe' });
    await panel.waitFor();
    await panel.getByRole('heading', { name: 'QuickBooks Integration' }).waitFor();
    await panel.getByRole('heading', { name: 'Chart of Accounts' }).waitFor();
    await panel.getByRole('heading', { name: 'Register Accounts' }).waitFor();
    await expect.poll(() => panel.getByTestId('qb-connection-status').innerText()).toBe('Not connected');
    expect(await panel.getByLabel('QB Client ID').inputValue()).toBe('ABntEXAMPLEclientID');
    // The secret never comes back to the browser: only the ending of the saved one.
    const panelSecret = panel.getByLabel('QB Client Secret');
    expect(await panelSecret.inputValue()).toBe('');
    expect(await panelSecret.getAttribute('placeholder')).toBe('Saved (ends in 5678)');
    expect(await panel.getByRole('button', { name: 'Connect to QuickBooks' }).isEnabled()).toBe(true);
    expect(await panel.getByTestId('qb-chart-of-accounts').evaluate((el) => getComputedStyle(el).maxHeight)).toBe('300px');
    expect(await panel.getByTestId('qb-register-accounts').evaluate((el) => getComputedStyle(el).maxHeight)).toBe('200px');
    await screenshot(page, 'light-clients-quickbooks-panel', { fullPage: false });

    // Editing the client keeps the saved secret unless a new one is typed.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: 'Edit Cloud Nine Cafe' }).click();
    await page.getByRole('heading', { name: 'Edit Client' }).waitFor();
    const secret = page.getByLabel(/QB Client Secret/);
    expect(await secret.getAttribute('placeholder')).toBe('Saved (ends in 5678) — leave blank to keep');
    expect(await secret.inputValue()).toBe('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Client updated successfully').waitFor();
    await dismissToasts(page);
    await row.getByRole('button', { name: 'QuickBooks' }).click();
    expect(await panel.getByLabel('QB Client Secret').getAttribute('placeholder')).toBe('Saved (ends in 5678)');
  });

  it("shows the server's message, or the brief's fallback, when the list cannot be loaded", async () => {
    const refused = await openSignedIn(browser, admin);
    await refused.page.route('**/api/clients', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: 'Admins only' }) }),
    );
    await refused.page.goto('/clients');
    await refused.page.getByRole('alert').filter({ hasText: 'Admins only' }).waitFor();

    const broken = await openSignedIn(browser, admin);
    // A proxy's HTML page carries no message of the server's own.
    await broken.page.route('**/api/clients', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Not Found</h1>' }));
    await broken.page.goto('/clients');
    await broken.page.getByRole('alert').filter({ hasText: 'Failed to fetch clients' }).waitFor();
  });

  it('looks right in dark mode and on a phone', async () => {
    const dark = await openClients({ colorScheme: 'dark' });
    await addClient(dark.page, { name: 'Night Owl Books', number: '5001', type: 'Desktop' });
    const coaDialog = dark.page.getByRole('dialog', { name: 'Upload Chart of Accounts' });
    await coaDialog.waitFor();
    await coaDialog.getByRole('button', { name: 'Cancel' }).click();
    await dark.page.getByRole('region', { name: 'Chart of Accounts reminder' }).waitFor();
    await rowOf(dark.page, 'Night Owl Books').getByText('No COA').waitFor();
    await screenshot(dark.page, 'dark-clients-reminder', { fullPage: false });
    await dismissToasts(dark.page);
    await rowOf(dark.page, 'Harbor Dental').getByText('COA Uploaded').waitFor();
    await screenshot(dark.page, 'dark-clients');
    await rowOf(dark.page, 'Harbor Dental').getByRole('button', { name: 'Upload COA' }).click();
    const dialog = dark.page.getByRole('dialog', { name: 'Upload Chart of Accounts' });
    await dialog.getByTestId('coa-history').waitFor();
    await dialog.getByLabel('Chart of Accounts file').setInputFiles(path.join(files, 'qbd-chart.csv'));
    await dialog.getByTestId('coa-preview').locator('pre').getByText('6110 · Fuel').waitFor();
    await screenshot(dark.page, 'dark-clients-coa-dialog', { fullPage: false });

    const phone = await openClients({ viewport: { width: 375, height: 800 }, colorScheme: 'light' });
    // On a phone each client is a card instead of a table row.
    const cardOf = (name: string) => phone.page.getByTestId('client-card').filter({ hasText: name });
    await cardOf('Harbor Dental').getByText('COA Uploaded').waitFor();
    await expect.poll(() => phone.page.getByRole('table').count()).toBe(0);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone.page, 'phone-clients');
    await cardOf('Cloud Nine Cafe').getByRole('button', { name: 'QuickBooks' }).click();
    await phone.page.getByRole('dialog', { name: 'Cloud Nine Cafe' }).waitFor();
    await screenshot(phone.page, 'phone-clients-quickbooks-panel', { fullPage: false });
  });

  it('links to the Categories screen from its header', async () => {
    const { page } = await openClients();
    await page.getByRole('link', { name: 'Manage categories' }).click();
    await waitForPath(page, '/categories');
    await page.getByRole('heading', { name: 'Categories', exact: true }).waitFor();
  });
});
