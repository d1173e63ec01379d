import fs from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissToasts, screenshot, useBrowser } from './support/browser.ts';
import { startQboJourney, type QboJourney } from './support/qbo-journey.ts';
import type { ReviewServer } from './support/review-server.ts';
import type { StatementOptions, StatementLine } from '../../../tools/test-support/statement-pdf.ts';

/*
 * Correcting what a statement says, on the Transactions screen and the statement beside it. The statement
 * does not add up twice over: a card's foreign-currency line under a purchase is read as a row of its own
 * (the balances never included it), and check 1043, which the balances include, is left off the table
 * (its image caption is printed under the balances, outside the table). The reviewer excludes the phantom,
 * adds the check, watches the strip go from "Off by" to "Reconciled", corrects a vendor, splits a fuel
 * purchase across two categories, approves, and exports the IIF file (desktop client) or pushes the
 * statement to the QuickBooks stand-in (online client).
 */

const APP_ID = 'ABcorrectionsAppId0001';
const APP_SECRET = 'corrections-app-secret-4417';
const DESK = 'Maple Street Bakery';
const ONLINE = 'Harbor Light Dental';
const CHART = [
  'Number,Name,Type',
  '1000,Checking Account,Bank',
  '4000,Sales,Income',
  '6110,Automobile Expense:Fuel,Expense',
  '6200,Software,Expense',
  '6300,Rent Expense,Expense',
  '6400,Supplies,Expense',
].join('\n');
const FUEL = '6110 - Automobile Expense:Fuel';
const SOFTWARE = '6200 - Software';

const ROWS: StatementLine[] = [
  { date: '01/02', description: 'SHELL OIL 57442 SPRINGFIELD', amount: -45.1 },
  { date: '01/03', description: 'DEPOSIT SQUARE PAYMENTS', amount: 1250 },
  { date: '01/05', description: 'ADOBE CREATIVE CLOUD', amount: -54.99 },
  { date: '01/09', description: 'CHECK 1043', amount: -250 },
  { date: '01/12', description: 'BAYSIDE PROPERTIES RENT', amount: -2400 },
  { date: '01/15', description: 'VALLEY DAIRY CO INV 2002', amount: -41.25 },
];
const MISSING_CHECK = 3;
const PHANTOM = 'FOREIGN CURRENCY EUR 50.42 @ 1.0906';
const statement = (holder: string): Omit<StatementOptions, 'address' | 'accountName'> => ({
  holder,
  period: ['01/01/2026', '01/31/2026'],
  opening: 5000,
  lines: [
    ...ROWS.slice(0, MISSING_CHECK),
    { date: '01/05', description: PHANTOM, amount: 54.99, detailOnly: true },
    { ...ROWS[MISSING_CHECK]!, unprinted: true },
    ...ROWS.slice(MISSING_CHECK + 1),
  ],
  footnote: 'Check images: 01/09 CHECK 1043 250.00 paid to Rivera Plumbing',
});

interface Row {
  _id: string;
  description: string;
  amount: number;
  excluded: boolean;
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
// Table rows on a desktop, cards on a phone.
const rowsOf = (page: Page) => page.locator('[data-row-id]');
const rowOf = (page: Page, text: string) => rowsOf(page).filter({ hasText: text });
const strip = (page: Page) => page.getByTestId('statement-reconciliation');
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Opens a row's corrections menu and picks an item. */
async function correctRow(page: Page, row: Locator, item: string) {
  await row.getByRole('button', { name: /^Correct / }).click();
  await page
    .getByRole('dialog', { name: /^Correct / })
    .getByRole('button', { name: item })
    .click();
}

/** Chooses a category in the review's picker (type-ahead, Enter). */
async function pickCategory(page: Page, trigger: Locator, label: string) {
  await trigger.click();
  const search = page.getByRole('combobox', { name: 'Search categories' });
  await search.fill(label);
  await search.press('Enter');
}

/** Drags the mouse across printed text on the statement page, as a reviewer selects it. */
async function selectOnPage(page: Page, viewer: Locator, from: string, to: string) {
  const box = await viewer.getByTestId('statement-text-layer').evaluate(
    (layer, [first, last]) => {
      const span = [...layer.querySelectorAll('span')].find(
        (candidate) => candidate.textContent?.includes(first!) && candidate.textContent.includes(last!),
      );
      const text = span?.firstChild;
      if (!text?.textContent) throw new Error(`no text "${first}…${last}" on the page`);
      const range = document.createRange();
      range.setStart(text, text.textContent.indexOf(first!));
      range.setEnd(text, text.textContent.indexOf(last!) + last!.length);
      const rects = range.getClientRects();
      const start = rects[0]!;
      const end = rects[rects.length - 1]!;
      return { x1: start.left + 1, y: start.top + start.height / 2, x2: end.right - 1 };
    },
    [from, to],
  );
  await page.mouse.move(box.x1, box.y);
  await page.mouse.down();
  await page.mouse.move(box.x2, box.y, { steps: 8 });
  await page.mouse.up();
}

describe('corrections', () => {
  const browser = useBrowser();
  let journey: QboJourney;
  let review: ReviewServer;
  let deskId = '';
  let deskUpload = '';
  let onlineId = '';
  let onlineUpload = '';

  beforeAll(async () => {
    journey = await startQboJourney({ appId: APP_ID, appSecret: APP_SECRET, companyName: ONLINE });
    review = journey.review;
    const desk = await review.createClient({ name: DESK, client_number: 9811, account_type: 'desktop', email: 'books@maple.test' });
    deskId = desk._id;
    await review.uploadCoa(deskId, CHART);
    deskUpload = await review.uploadStatement(deskId, statement('MAPLE STREET BAKERY LLC'));
    const online = await review.createClient({ name: ONLINE, client_number: 9812, account_type: 'online', email: 'books@harbor.test' });
    onlineId = online._id;
    await review.call('POST', `/api/qbo/${onlineId}/keys`, { qb_client_id: APP_ID, qb_client_secret: APP_SECRET });
    onlineUpload = await review.uploadStatement(onlineId, statement('HARBOR LIGHT DENTAL LLC'));
  }, 120_000);
  afterAll(async () => {
    await journey?.stop();
  });

  async function openStatement(page: Page, uploadId: string, client: string) {
    await page.goto(`/transactions?upload_id=${uploadId}`);
    await page.getByRole('heading', { name: `Transactions for ${client}` }).waitFor();
    await rowsOf(page).first().waitFor();
    await strip(page).getByTestId('reconciliation').waitFor();
  }

  it('excludes the phantom row and adds the missing check, and the statement reconciles', { timeout: 90_000 }, async () => {
    const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await openStatement(page, deskUpload, DESK);
    // As read: the phantom's $54.99 in and the missing check's $250.00 out.
    expect(await strip(page).getByTestId('reconciliation').innerText()).toBe('Off by $304.99');
    await strip(page).getByTestId('reconciliation-break').first().waitFor();
    await expect.poll(() => strip(page).getByTestId('parsed-reconciliation').count()).toBe(0);
    await screenshot(page, 'light-corrections-off-by', { fullPage: false });

    // The phantom: excluded from its row's menu, it stays on screen, struck through.
    const phantom = rowOf(page, PHANTOM);
    await correctRow(page, phantom, 'Exclude from statement');
    await toast(page, 'Row excluded').waitFor();
    await expect.poll(() => phantom.getAttribute('data-excluded')).toBe('true');
    await phantom.getByTestId('excluded-badge').waitFor();
    expect(await phantom.getByTestId('vendor-name').evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('line-through');
    await expect.poll(() => strip(page).getByTestId('reconciliation').innerText()).toBe('Off by $250.00');
    expect(await strip(page).getByTestId('parsed-reconciliation').innerText()).toBe('As read from the PDF: Off by $304.99');
    // An excluded row is not approved, by click or by a.
    expect(await phantom.getByRole('button', { name: /^○ Pending/ }).isDisabled()).toBe(true);
    await phantom.getByTestId('vendor-name').click();
    await page.keyboard.press('a');
    await toast(page, 'Excluded: include it again to approve it').waitFor();

    // The check's caption under the balances, selected on the statement page, starts the new row.
    await page.getByRole('button', { name: /^Show statement page/ }).click();
    const sheet = page.getByRole('dialog').filter({ has: page.getByTestId('statement-viewer') });
    const viewer = sheet.getByTestId('statement-viewer');
    await viewer.getByTestId('statement-text-layer').locator('span').first().waitFor({ timeout: 20_000 });
    const fromSelection = viewer.getByRole('button', { name: 'Add row from selection' });
    expect(await fromSelection.isDisabled()).toBe(true);
    await selectOnPage(page, viewer, '01/09', '250.00');
    await expect.poll(() => fromSelection.isDisabled()).toBe(false);
    await screenshot(page, 'light-corrections-statement-selection', { fullPage: false });
    await fromSelection.click();
    let dialog = page.getByRole('dialog', { name: 'Add a missed row' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Date').inputValue()).toBe('2026-01-09');
    expect(await dialog.getByLabel('Description').inputValue()).toBe('CHECK 1043');
    expect(await dialog.getByLabel('Amount').inputValue()).toBe('250.00');
    expect(await dialog.getByRole('radio', { name: 'Money out' }).getAttribute('aria-checked')).toBe('true');
    expect(await dialog.getByLabel('Check number (optional)').inputValue()).toBe('1043');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await viewer.getByRole('button', { name: 'Close statement' }).click();
    await sheet.waitFor({ state: 'detached' });

    // Added from the strip's button by typing; a date outside the statement is asked about first.
    await strip(page).getByRole('button', { name: 'Add missed row' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a missed row' });
    await dialog.getByLabel('Date').fill('2026-02-09');
    await dialog.getByLabel('Description').fill('CHECK 1043');
    await dialog.getByLabel('Amount').fill('250');
    await dialog.getByLabel('Check number (optional)').fill('1043');
    await dialog.getByRole('button', { name: 'Add row' }).click();
    await dialog.getByTestId('out-of-period').getByText('is outside this statement', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Add anyway' }).waitFor();
    await screenshot(page, 'light-corrections-add-row-out-of-period', { fullPage: false });
    await dialog.getByLabel('Date').fill('2026-01-09');
    await dialog.getByRole('button', { name: 'Add row' }).click();
    await toast(page, 'Row added').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => strip(page).getByTestId('reconciliation').innerText()).toBe('Reconciled');
    await expect.poll(() => strip(page).getByTestId('reconciliation-break').count()).toBe(0);
    expect(await strip(page).getByTestId('corrected-count').innerText()).toBe('2 corrected');
    const check = rowOf(page, 'CHECK 1043');
    await check.getByTestId('added-by-hand-badge').waitFor();
    expect(await check.getByTestId('check-number').innerText()).toContain('No. 1043');
    await dismissToasts(page);
    await screenshot(page, 'light-corrections-reconciled', { fullPage: false });

    // The Excluded filter lists the phantom alone.
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Excluded' }).click();
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    expect(await rowsOf(page).first().innerText()).toContain(PHANTOM);
    // The browser logs the out-of-period refusal (a 400 the screen asked about); nothing else went wrong.
    expect(consoleErrors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    expect(consoleErrors).toHaveLength(1);
  });

  it('corrects a vendor with e, showing what the statement printed', async () => {
    const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await openStatement(page, deskUpload, DESK);
    const dairy = rowOf(page, 'VALLEY DAIRY');
    await dairy.getByTestId('vendor-name').click();
    await page.keyboard.press('e');
    const dialog = page.getByRole('dialog', { name: 'Correct this row' });
    const printedVendor = await dialog.getByLabel('Vendor (payee, optional)').inputValue();
    await dialog.getByLabel('Vendor (payee, optional)').fill('Valley Dairy Co');
    await screenshot(page, 'light-corrections-edit-row', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save correction' }).click();
    await toast(page, 'Row corrected').waitFor();
    const marker = dairy.getByTestId('edited-marker').and(page.locator('[data-field="vendor_name"]'));
    await expect.poll(() => marker.getAttribute('aria-label')).toBe(`Corrected. Printed: ${printedVendor}`);
    expect(await dairy.getByTestId('vendor-name').innerText()).toContain('Valley Dairy Co');
    // Reopened, the dialog says what the statement printed under the field.
    await page.keyboard.press('e');
    await page.getByRole('dialog', { name: 'Correct this row' }).getByText(`Printed: ${printedVendor}`).waitFor();
    await page.keyboard.press('Escape');
    // Still reconciled: the vendor is not money.
    expect(await strip(page).getByTestId('reconciliation').innerText()).toBe('Reconciled');
    expect(consoleErrors).toEqual([]);
  });

  it('splits a fuel purchase across two categories, approves the statement and exports the IIF file', { timeout: 90_000 }, async () => {
    // Every other row filed through the API, as earlier reviews would have.
    const rows = await review.call<Row[]>('GET', `/api/transactions/${deskUpload}`);
    for (const row of rows.filter((each) => !each.excluded && !each.description.startsWith('SHELL'))) {
      await review.call('PATCH', `/api/transactions/${row._id}`, { manual_category: row.amount < 0 ? '6400 - Supplies' : '4000 - Sales' });
    }

    const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await openStatement(page, deskUpload, DESK);
    const shell = rowOf(page, 'SHELL OIL');
    await correctRow(page, shell, 'Split across categories…');
    const dialog = page.getByRole('dialog', { name: 'Split across categories' });
    const remainder = dialog.getByTestId('split-remainder');
    expect(await remainder.innerText()).toBe('$45.10 left to assign');
    const save = dialog.getByRole('button', { name: 'Save split' });
    await pickCategory(page, dialog.getByRole('button', { name: /^Part 1 category/ }), 'fuel');
    await dialog.getByLabel('Part 1 amount').fill('30');
    expect(await remainder.innerText()).toBe('$15.10 left to assign');
    await pickCategory(page, dialog.getByRole('button', { name: /^Part 2 category/ }), 'software');
    await dialog.getByLabel('Part 2 amount').fill('16.10');
    expect(await remainder.innerText()).toBe('$1.00 over');
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Part 2 amount').fill('15.10');
    await dialog.getByLabel('Part 2 memo').fill('Car wash subscription');
    expect(await remainder.innerText()).toBe('All assigned');
    await screenshot(page, 'light-corrections-split', { fullPage: false });
    await save.click();
    await toast(page, 'Row split').waitFor();
    await expect.poll(() => shell.getByTestId('split-parts').innerText()).toBe(`Split: ${FUEL} $30.00 · ${SOFTWARE} $15.10`);

    // Select all leaves the excluded phantom out; approving approves the split row whole.
    await page.getByRole('checkbox', { name: 'Select all shown transactions' }).click();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText(`${ROWS.length} selected`).waitFor();
    expect(await rowOf(page, PHANTOM).getAttribute('data-state')).toBeNull();
    await bar.getByRole('button', { name: 'Approve selected' }).click();
    await toast(page, `${ROWS.length} transactions approved successfully.`).waitFor();
    await expect.poll(() => page.getByTestId('counter-approved').locator('dd').innerText()).toBe(String(ROWS.length));

    await page.getByRole('button', { name: 'Export IIF' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export to QuickBooks Desktop (IIF)' });
    await exportDialog.getByLabel('Register Account Name').fill('Checking Account');
    const [download] = await Promise.all([page.waitForEvent('download'), exportDialog.getByRole('button', { name: 'Download IIF File' }).click()]);
    const iif = new TextDecoder('windows-1252').decode(await fs.readFile(await download.path()));
    await toast(page, 'Export Successful').waitFor();
    // The phantom is nowhere; the added check is; the split row posts one line per part.
    expect(iif).not.toContain('FOREIGN CURRENCY');
    expect(iif).toMatch(/\tCHECK 1043\b|\t1043\t/);
    const lines = iif.split('\r\n').map((line) => line.split('\t'));
    const shellBlock = lines.slice(lines.findIndex((line) => line[0] === 'TRNS' && line.join(' ').includes('SHELL')));
    const parts = shellBlock
      .slice(
        1,
        shellBlock.findIndex((line) => line[0] === 'ENDTRNS'),
      )
      .filter((line) => line[0] === 'SPL');
    expect(parts.map((line) => line.find((cell) => cell.includes('Fuel') || cell.includes('Software')))).toEqual([
      'Automobile Expense:Fuel',
      'Software',
    ]);

    // Written to a file, the rows are locked here, with the way out.
    await dismissToasts(page);
    await rowOf(page, 'SHELL OIL')
      .getByRole('button', { name: /^Correct / })
      .click();
    const menu = page.getByRole('dialog', { name: /^Correct / });
    await menu.getByTestId('correction-lock').getByText('Written to an IIF file on', { exact: false }).waitFor();
    expect(await menu.getByRole('button', { name: 'Edit row…' }).isDisabled()).toBe(true);
    await screenshot(page, 'light-corrections-locked', { fullPage: false });
    await page.keyboard.press('Escape');
    expect(consoleErrors).toEqual([]);
  });

  it('shows the corrected statement in Upload History, in dark mode and on a phone', { timeout: 60_000 }, async () => {
    const desktop = await review.open(browser, { viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
    await openStatement(desktop.page, deskUpload, DESK);
    await screenshot(desktop.page, 'dark-corrections-reconciled', { fullPage: false });
    await strip(desktop.page).getByRole('button', { name: 'Add missed row' }).click();
    await desktop.page.getByRole('dialog', { name: 'Add a missed row' }).getByLabel('Amount').fill('12.5');
    await screenshot(desktop.page, 'dark-corrections-add-row', { fullPage: false });
    await desktop.page.keyboard.press('Escape');
    await rowOf(desktop.page, 'SHELL OIL')
      .getByRole('button', { name: /^Correct / })
      .click();
    await screenshot(desktop.page, 'dark-corrections-locked', { fullPage: false });
    await desktop.page.keyboard.press('Escape');
    await desktop.page.goto('/upload');
    const history = desktop.page.getByTestId('upload-history').locator('tbody tr').filter({ hasText: 'statement-01-01-2026' }).first();
    await history.getByTestId('reconciliation').waitFor();
    expect(await desktop.page.getByTestId('upload-history').getByTestId('corrected-count').allInnerTexts()).toContain('4 corrected');

    for (const colorScheme of ['light', 'dark'] as const) {
      const phone = await review.open(browser, { viewport: { width: 390, height: 844 }, colorScheme, isMobile: true, hasTouch: true });
      await openStatement(phone.page, deskUpload, DESK);
      expect(await strip(phone.page).getByTestId('reconciliation').innerText()).toBe('Reconciled');
      expect(await noSideways(phone.page)).toBe(true);
      await screenshot(phone.page, `${colorScheme}-phone-corrections-strip`, { fullPage: false });
      await rowOf(phone.page, 'ADOBE')
        .getByRole('button', { name: /^Correct / })
        .click();
      await screenshot(phone.page, `${colorScheme}-phone-corrections-menu`, { fullPage: false });
      await phone.page.keyboard.press('Escape');
      await strip(phone.page).getByRole('button', { name: 'Add missed row' }).click();
      const dialog = phone.page.getByRole('dialog', { name: 'Add a missed row' });
      await dialog.waitFor();
      expect(await noSideways(phone.page)).toBe(true);
      await screenshot(phone.page, `${colorScheme}-phone-corrections-add-row`, { fullPage: false });
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(phone.consoleErrors).toEqual([]);
    }
    expect(desktop.consoleErrors).toEqual([]);
  });

  it('pushes an online client’s corrected statement to QuickBooks, the split row as one purchase of two lines', { timeout: 90_000 }, async () => {
    // Corrected through the selection bar this time: the phantom excluded with "Exclude selected".
    const { page, context, consoleErrors } = await journey.open(browser, { viewport: { width: 1440, height: 900 } });
    // Connected as an admin would from the Clients screen: the stand-in's consent page, then back.
    const connect = await context.newPage();
    await connect.goto(`/api/qbo/${onlineId}/connect`);
    await connect.getByRole('button', { name: 'Connect' }).click();
    await expect
      .poll(async () => (await review.call<{ connected: boolean }>('GET', `/api/qbo/${onlineId}/status`)).connected, { timeout: 15_000 })
      .toBe(true);
    // The callback page closes itself where it can.
    await connect.close().catch(() => undefined);

    await openStatement(page, onlineUpload, ONLINE);
    await page.getByTestId('category-source').getByText('QB API').waitFor();
    const phantom = rowOf(page, PHANTOM);
    await phantom.getByRole('checkbox').click();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'Exclude selected' }).click();
    await toast(page, 'Rows excluded').waitFor();
    await expect.poll(() => phantom.getAttribute('data-excluded')).toBe('true');
    await strip(page).getByRole('button', { name: 'Add missed row' }).click();
    const add = page.getByRole('dialog', { name: 'Add a missed row' });
    await add.getByLabel('Date').fill('2026-01-09');
    await add.getByLabel('Description').fill('CHECK 1043');
    await add.getByLabel('Amount').fill('250.00');
    await add.getByLabel('Check number (optional)').fill('1043');
    await add.getByRole('button', { name: 'Add row' }).click();
    await expect.poll(() => strip(page).getByTestId('reconciliation').innerText()).toBe('Reconciled');

    const { categories } = await review.call<{ categories: Array<{ label: string; name: string }> }>(
      'GET',
      `/api/transactions/client/${onlineId}/coa-categories`,
    );
    const label = (name: string) => categories.find((category) => category.name === name)!.label;
    const rows = await review.call<Row[]>('GET', `/api/transactions/${onlineUpload}`);
    for (const row of rows.filter((each) => !each.excluded && !each.description.startsWith('SHELL'))) {
      await review.call('PATCH', `/api/transactions/${row._id}`, { manual_category: label(row.amount < 0 ? 'Office Expenses' : 'Sales') });
    }
    const shell = rows.find((row) => row.description.startsWith('SHELL'))!;
    await review.call('PUT', `/api/transactions/${shell._id}/splits`, {
      splits: [
        { category: label('Office Expenses'), amount: -30, memo: '' },
        { category: label('Sales'), amount: -15.1, memo: 'refund of a sale' },
      ],
    });
    await page.reload();
    await rowOf(page, 'SHELL OIL').getByTestId('split-parts').waitFor();
    await page.getByRole('checkbox', { name: 'Select all shown transactions' }).click();
    await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Approve selected' }).click();
    await toast(page, `${ROWS.length} transactions approved successfully.`).waitFor();

    await page.getByRole('combobox', { name: 'Register account' }).click();
    await page.getByRole('option', { name: /^Business Checking/ }).click();
    await toast(page, 'Register saved').waitFor();
    await page.getByRole('button', { name: 'Push to QuickBooks' }).click();
    await toast(page, 'Push Complete').waitFor({ timeout: 20_000 });
    await page.getByText(`Pushed: ${ROWS.length}, Skipped: 0, Failed: 0`).waitFor();
    const ledger = journey.sandbox.ledger(journey.realmId).filter((entry) => entry.entity === 'Purchase' || entry.entity === 'Deposit');
    expect(ledger).toHaveLength(ROWS.length);
    const lineAmounts = (entry: (typeof ledger)[number]) =>
      ((entry.body.Line ?? []) as Array<{ Amount: number }>).map((line) => line.Amount).sort((a, b) => a - b);
    expect(ledger.map(lineAmounts).filter((amounts) => amounts.length > 1)).toEqual([[15.1, 30]]);
    await screenshot(page, 'light-corrections-pushed', { fullPage: false });
    expect(consoleErrors).toEqual([]);
  });
});
