import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { januaryRows, startReviewServer, type ReviewServer } from './support/review-server.ts';

/*
 * The Rules screen ("Learning & Feedback Rules", admin): a desktop client with a chart of accounts,
 * a rule made from a correction that has since filed a statement, and a second rule with no matches.
 */

const CLIENT = 'Orchard Bakery';
const FUEL = '6110 - Automobile Expense:Fuel';
const SOFTWARE = '6200 - Software';
const SALES_COST = '5000 - Cost of Goods Sold';

const rowOf = (page: Page, vendor: string) => page.getByTestId('rule-row').filter({ has: page.getByRole('cell', { name: vendor, exact: true }) });
const summary = (page: Page, key: 'total' | 'active' | 'matches' | 'disabled') => page.getByTestId(`rules-${key}`).locator('dd');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

async function expectText(read: () => Promise<string>, expected: string) {
  await expect.poll(read, { timeout: 10_000 }).toBe(expected);
}

describe('rules screen', () => {
  const browser = useBrowser();
  let review: ReviewServer;
  let clientId = '';
  let shellMatches = 0;
  /** The sum of both rules' match counts after the statement. */
  let totalMatches = 0;

  beforeAll(async () => {
    review = await startReviewServer();
    const client = await review.createClient({ name: CLIENT, client_number: 9201, account_type: 'desktop' });
    clientId = client._id;
    // Sorted after the bakery, so the bakery is the first client and preselected.
    await review.createClient({ name: 'Quayside Dental', client_number: 9202, account_type: 'online' });
    await review.uploadCoa(clientId);
    await review.call('POST', '/api/rules', { client_id: clientId, vendor_contains: 'SHELL OIL', map_to_account: FUEL });
    await review.call('POST', '/api/rules', { client_id: clientId, vendor_contains: 'ADOBE', map_to_account: SOFTWARE });
    // Rules file the statement as it is parsed, and count their matches.
    await review.uploadStatement(clientId, {
      holder: 'ORCHARD BAKERY LLC',
      period: ['01/01/2026', '01/31/2026'],
      opening: 8000,
      lines: januaryRows(),
    });
    const rules = await review.call<Array<{ vendor_contains: string; match_count: number }>>('GET', `/api/rules/${clientId}`);
    shellMatches = rules.find((rule) => rule.vendor_contains === 'SHELL OIL')?.match_count ?? 0;
    totalMatches = rules.reduce((sum, rule) => sum + rule.match_count, 0);
  });
  afterAll(async () => {
    await review?.stop();
  });

  async function openRules(options?: Parameters<ReviewServer['open']>[1]) {
    const opened = await review.open(browser, options);
    await opened.page.goto('/rules');
    await opened.page.getByRole('heading', { name: 'Learning & Feedback Rules' }).waitFor();
    await rowOf(opened.page, 'SHELL OIL').waitFor();
    return opened;
  }

  it('shows the first client’s rules with their matches, and switches a rule off and on', async () => {
    const { page, consoleErrors } = await openRules();
    expect(shellMatches).toBeGreaterThan(0);
    await page.getByText('Manage categorization rules to improve AI accuracy over time.').waitFor();
    // The first client is preselected, with its QuickBooks type.
    const picker = page.getByRole('combobox', { name: 'Client' });
    expect(await picker.innerText()).toContain(CLIENT);
    expect(await picker.innerText()).toContain('QuickBooks Desktop');
    await page.getByText('5 categories loaded').waitFor();

    await expectText(() => summary(page, 'total').innerText(), '2');
    await expectText(() => summary(page, 'active').innerText(), '2');
    await expectText(() => summary(page, 'disabled').innerText(), '0');
    await expectText(() => summary(page, 'matches').innerText(), String(totalMatches));

    const shell = rowOf(page, 'SHELL OIL');
    await shell.getByRole('cell', { name: FUEL }).waitFor();
    await shell.getByRole('cell', { name: 'Administrator' }).waitFor();
    await shell.getByRole('cell', { name: String(shellMatches), exact: true }).waitFor();
    await shell.getByText('Active', { exact: true }).waitFor();
    // The date part of the creation time.
    expect(await shell.locator('td').nth(4).innerText()).toMatch(/\d{4}/);
    await screenshot(page, 'light-rules');

    const toggle = shell.getByRole('switch', { name: 'Rule for SHELL OIL active' });
    await toggle.click();
    await toast(page, 'Rule disabled').waitFor();
    await page.getByText('Rule has been disabled.').waitFor();
    await shell.getByText('Disabled', { exact: true }).waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await expectText(() => summary(page, 'disabled').innerText(), '1');
    await expectText(() => summary(page, 'active').innerText(), '1');

    await toggle.click();
    await toast(page, 'Rule enabled').waitFor();
    await page.getByText('Rule is now active for future transactions.').waitFor();
    await shell.getByText('Active', { exact: true }).waitFor();
    await expectText(() => summary(page, 'disabled').innerText(), '0');
    expect(consoleErrors).toEqual([]);
  });

  it('searches by vendor text or mapped category, case-insensitively', async () => {
    const { page } = await openRules();
    const search = page.getByRole('searchbox', { name: 'Search rules' });
    await search.fill('adobe');
    await rowOf(page, 'SHELL OIL').waitFor({ state: 'detached' });
    await rowOf(page, 'ADOBE').waitFor();
    await search.fill('FUEL');
    await rowOf(page, 'ADOBE').waitFor({ state: 'detached' });
    await rowOf(page, 'SHELL OIL').waitFor();
    await search.fill('nothing like it');
    await page.getByText('No rules match "nothing like it".').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => page.getByTestId('rule-row').count()).toBe(2);
  });

  it('adds a rule (refusing an incomplete one) filing its rows in the same step, edits another, and deletes with a confirmation', async () => {
    const { page } = await openRules();
    await page.getByRole('button', { name: 'Add New Rule' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Rule' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add Rule' }).click();
    await toast(page, 'Invalid input').waitFor();
    await page.getByText('Please fill in all fields and select a client.').waitFor();

    // The flour invoices are still "Ask Client": a rule files them.
    await dialog.getByLabel('Vendor Contains').fill('KING ARTHUR');
    await dialog.getByRole('combobox', { name: 'Map To Category' }).click();
    await page.getByRole('option', { name: SALES_COST }).click();
    // In the same step, it counts the undecided rows the rule would file and offers to file them now.
    const choice = dialog.getByRole('checkbox', { name: /^Also file the \d+ undecided KING ARTHUR rows as 5000 - Cost of Goods Sold now$/ });
    await choice.waitFor();
    expect(await choice.getAttribute('data-state')).toBe('checked');
    const applied = Number(/file the (\d+) undecided/.exec((await dialog.getByTestId('rule-file-rows').innerText()) ?? '')?.[1]);
    expect(applied).toBeGreaterThan(0);
    await screenshot(page, 'light-rules-add', { fullPage: false });
    await dialog.getByRole('button', { name: 'Add Rule' }).click();
    await toast(page, 'Rule created').getByText(`${applied} undecided rows were filed now.`).waitFor();
    // No second dialog: the rule and its rows were saved in one request.
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    const flour = rowOf(page, 'KING ARTHUR');
    await flour.getByRole('cell', { name: SALES_COST }).waitFor();
    await flour.getByRole('cell', { name: String(applied), exact: true }).waitFor();
    await expectText(() => summary(page, 'total').innerText(), '3');
    await expectText(() => summary(page, 'matches').innerText(), String(totalMatches + applied));

    // A second rule for the same vendor text: the server's words.
    await page.getByRole('button', { name: 'Add New Rule' }).first().click();
    const again = page.getByRole('dialog', { name: 'Add New Rule' });
    await again.getByLabel('Vendor Contains').fill('king  arthur');
    await again.getByRole('combobox', { name: 'Map To Category' }).click();
    await page.getByRole('option', { name: SOFTWARE }).click();
    await again.getByRole('button', { name: 'Add Rule' }).click();
    await toast(page, 'Failed to create rule').waitFor();
    await again
      .getByRole('alert')
      .getByText(/already exists/)
      .waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'hidden' });

    // Edit: the dialog opens with the rule's values.
    await rowOf(page, 'ADOBE').getByRole('button', { name: 'Edit rule ADOBE' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Rule' });
    expect(await edit.getByLabel('Vendor Contains').inputValue()).toBe('ADOBE');
    expect(await edit.getByRole('combobox', { name: 'Map To Category' }).innerText()).toBe(SOFTWARE);
    await edit.getByLabel('Vendor Contains').fill('ADOBE CREATIVE');
    // The rule already filed the Adobe rows: nothing is waiting, and saving asks nothing more.
    await edit.getByText('No undecided rows match it now: the rule files the next statements.').waitFor();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Rule updated').waitFor();
    await page.getByText('Rule has been successfully updated.').waitFor();
    await edit.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await rowOf(page, 'ADOBE CREATIVE').waitFor();

    // Delete works, after a confirmation.
    await rowOf(page, 'ADOBE CREATIVE').getByRole('button', { name: 'Delete rule ADOBE CREATIVE' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this rule?' });
    await confirm.waitFor();
    await screenshot(page, 'light-rules-delete-confirm', { fullPage: false });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await rowOf(page, 'ADOBE CREATIVE').waitFor();
    await rowOf(page, 'ADOBE CREATIVE').getByRole('button', { name: 'Delete rule ADOBE CREATIVE' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Rule deleted').waitFor();
    await rowOf(page, 'ADOBE CREATIVE').waitFor({ state: 'detached' });
    await expectText(() => summary(page, 'total').innerText(), '2');
    const left = await review.call<Array<{ vendor_contains: string }>>('GET', `/api/rules/${clientId}`);
    expect(left.map((rule) => rule.vendor_contains).sort()).toEqual(['KING ARTHUR', 'SHELL OIL']);
  });

  it('switches client: no rules yet, and why there are no categories', async () => {
    const { page } = await openRules();
    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: /Quayside Dental/ }).click();
    await page.waitForURL((url) => url.searchParams.has('client'));
    await page.getByText('No rules yet').waitFor();
    await page.getByText('0 categories loaded').waitFor();
    await page.getByText('Quayside Dental is not connected to QuickBooks Online yet.').first().waitFor();
    await expectText(() => summary(page, 'total').innerText(), '0');
    await page.getByRole('button', { name: 'Refresh Categories' }).click();
    await page.getByText('0 categories loaded').waitFor();

    // The category list is disabled when the client has none.
    await page.getByRole('button', { name: 'Add New Rule' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add New Rule' });
    expect(await dialog.getByRole('combobox', { name: 'Map To Category' }).isDisabled()).toBe(true);
    await screenshot(page, 'light-rules-no-categories', { fullPage: false });
  });

  it('looks right in dark mode and on a phone', async () => {
    const dark = await openRules({ colorScheme: 'dark' });
    await screenshot(dark.page, 'dark-rules');
    await rowOf(dark.page, 'SHELL OIL').getByRole('button', { name: 'Edit rule SHELL OIL' }).click();
    await dark.page.getByRole('dialog', { name: 'Edit Rule' }).waitFor();
    await screenshot(dark.page, 'dark-rules-edit', { fullPage: false });

    const phone = await openRules({ viewport: { width: 375, height: 800 } });
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone.page, 'phone-rules');
    const phoneDark = await openRules({ viewport: { width: 375, height: 800 }, colorScheme: 'dark' });
    await screenshot(phoneDark.page, 'phone-dark-rules');
    // The one-step offer fits a phone's dialog.
    await phoneDark.page.getByRole('button', { name: 'Add New Rule' }).first().click();
    const add = phoneDark.page.getByRole('dialog', { name: 'Add New Rule' });
    await add.getByLabel('Vendor Contains').fill('VALLEY DAIRY');
    await add.getByRole('combobox', { name: 'Map To Category' }).click();
    await phoneDark.page.getByRole('option', { name: SALES_COST }).click();
    await add.getByRole('checkbox', { name: /^Also file the \d+ undecided VALLEY DAIRY rows as 5000 - Cost of Goods Sold now$/ }).waitFor();
    const box = await add.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await screenshot(phoneDark.page, 'phone-dark-rules-add', { fullPage: false });
  });

  it('says so when the rules cannot be loaded', async () => {
    const { page } = await review.open(browser);
    await page.route('**/api/rules/*', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Client not found"}' })
        : route.fallback(),
    );
    await page.goto('/rules');
    await toast(page, 'Failed to load rules').waitFor();
    await page.getByRole('alert').getByText('Client not found').waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
  });

  it('says "No Client Selected" when there is no client to choose', async () => {
    const { page } = await review.open(browser);
    // An empty client list, as a firm with no clients yet sees it.
    await page.route('**/api/clients', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    await page.goto('/rules');
    await page.getByText('No Client Selected').waitFor();
    await page.getByText('Please select a client above to view and manage rules.').waitFor();
    await page.getByRole('button', { name: 'Add New Rule' }).click();
    await page.getByRole('dialog', { name: 'Add New Rule' }).getByLabel('Vendor Contains').fill('SHELL');
    await page.getByRole('dialog', { name: 'Add New Rule' }).getByRole('button', { name: 'Add Rule' }).click();
    await toast(page, 'Invalid input').waitFor();
    await screenshot(page, 'light-rules-no-client', { fullPage: false });
  });
});
