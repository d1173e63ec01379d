import fs from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQboSandbox } from '../../../tools/qbo-sandbox/index.ts';
import type { QboSandbox } from '../../../tools/qbo-sandbox/types.ts';
import { dismissToasts, screenshot, useBrowser } from './support/browser.ts';
import { startReviewServer, type ReviewServer } from './support/review-server.ts';

/*
 * The desktop way out: the Transactions screen's Export IIF dialog and the Export Transactions
 * screen, on a server of its own with two desktop clients set up through the API. Every downloaded
 * file is read back the way QuickBooks Desktop reads it: Windows-1252 bytes, CRLF lines, the
 * !TRNS/!SPL/!ENDTRNS header, one balanced block per transaction, only the chart's account names.
 */

const CHART = [
  'Number,Name,Type',
  '1000,Checking Account,Bank',
  '2100,Visa Card,Credit Card',
  '4000,Sales,Income',
  '6110,Automobile Expense:Fuel,Expense',
  '6200,Software,Expense',
  '6300,Rent Expense,Expense',
].join('\n');
/** The same chart after Software was removed from it: a category the file would create in QuickBooks. */
const CHART_WITHOUT_SOFTWARE = CHART.split('\n')
  .filter((line) => !line.includes('Software'))
  .join('\n');

const BAKERY = 'Orchard Bakery';
const CAFE = 'Birch Cafe';
const FUEL = '6110 - Automobile Expense:Fuel';
const SALES = '4000 - Sales';
const SOFTWARE = '6200 - Software';
const RENT = '6300 - Rent Expense';

const BAKERY_ROWS = [
  { date: '01/02', description: 'SHELL OIL 57442 SPRINGFIELD', amount: -45.1, category: FUEL },
  { date: '01/03', description: 'DEPOSIT SQUARE PAYMENTS', amount: 1250, category: SALES },
  { date: '01/05', description: 'ADOBE CREATIVE CLOUD', amount: -54.99, category: SOFTWARE },
  { date: '01/06', description: 'BAYSIDE PROPERTIES RENT', amount: -2400, category: RENT },
  // Written in Windows-1252 as the single byte 0xC9, never as UTF-8's two.
  { date: '01/07', description: 'DEPOSIT CAFÉ NOIR CATERING', amount: 310, category: SALES },
];
const CAFE_ROWS = [
  { date: '03/02', description: 'DEPOSIT STRIPE TRANSFER', amount: 812.4, category: SALES, approve: true },
  { date: '03/04', description: 'HARBOR LEASING RENT', amount: -1800, category: RENT, approve: true },
  { date: '03/09', description: 'INTUIT QUICKBOOKS SUBSCRIPTION', amount: -30, category: SOFTWARE, approve: true },
  { date: '03/12', description: 'SHELL OIL 80211 PORTLAND', amount: -61.25, category: FUEL, approve: false },
];

interface ListedTransaction {
  _id: string;
  description: string;
}

interface IifBlock {
  lines: string[][];
  trnsType: string;
  accounts: string[];
  sumCents: number;
}

/** Reads an IIF file as QuickBooks Desktop would, failing on anything it would choke on. */
function readIif(bytes: Buffer): { text: string; header: string[]; blocks: IifBlock[] } {
  expect([...bytes.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('windows-1252').decode(bytes);
  expect(text.endsWith('\r\n')).toBe(true);
  // Every line ends with CRLF: no bare LF or CR anywhere.
  expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  const rows = text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split('\t'));
  const header = rows.find((row) => row[0] === '!TRNS');
  expect(header).toBeDefined();
  expect(rows.some((row) => row[0] === '!SPL')).toBe(true);
  expect(rows.some((row) => row[0] === '!ENDTRNS')).toBe(true);
  const column = (name: string) => header!.indexOf(name);
  const amountAt = column('AMOUNT');
  const accountAt = column('ACCNT');
  const typeAt = column('TRNSTYPE');
  expect(Math.min(amountAt, accountAt, typeAt)).toBeGreaterThan(0);

  const blocks: IifBlock[] = [];
  let open: IifBlock | null = null;
  for (const row of rows) {
    if (row[0]!.startsWith('!')) continue;
    if (row[0] === 'TRNS') {
      expect(open).toBeNull();
      open = { lines: [row], trnsType: row[typeAt]!, accounts: [row[accountAt]!], sumCents: Math.round(Number(row[amountAt]) * 100) };
    } else if (row[0] === 'SPL') {
      expect(open).not.toBeNull();
      open!.lines.push(row);
      open!.accounts.push(row[accountAt]!);
      open!.sumCents += Math.round(Number(row[amountAt]) * 100);
    } else if (row[0] === 'ENDTRNS') {
      expect(open).not.toBeNull();
      blocks.push(open!);
      open = null;
    } else {
      throw new Error(`Unexpected IIF line: ${row.join('\\t')}`);
    }
  }
  expect(open).toBeNull();
  for (const block of blocks) expect(block.sumCents).toBe(0);
  return { text, header: header!, blocks };
}

async function readDownload(download: Download): Promise<Buffer> {
  const path = await download.path();
  return fs.readFile(path);
}

/** Full-page pictures start at the top, so the sticky header is not drawn over the middle. */
async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

describe('export', () => {
  const browser = useBrowser();
  let review: ReviewServer;
  let bakeryId = '';
  let cafeId = '';

  type SeedRow = { date: string; description: string; amount: number; category: string; approve?: boolean };

  /** Uploads a statement for the client, then files and approves its rows as a reviewer would. */
  async function addStatement(clientId: string, holder: string, period: [string, string], rows: SeedRow[]) {
    const uploadId = await review.uploadStatement(clientId, { holder, period, opening: 5000, lines: rows });
    const listed = await review.call<ListedTransaction[]>('GET', `/api/transactions/${uploadId}`);
    expect(listed).toHaveLength(rows.length);
    for (const row of rows) {
      const transaction = listed.find((candidate) => candidate.description.startsWith(row.description));
      expect(transaction, row.description).toBeDefined();
      await review.call('PATCH', `/api/transactions/${transaction!._id}`, { manual_category: row.category });
      if (row.approve !== false) await review.call('PATCH', `/api/transactions/${transaction!._id}`, { approved: true });
    }
  }

  async function setUpClient(name: string, number: number, holder: string, period: [string, string], rows: SeedRow[]) {
    const client = await review.createClient({ name, client_number: number, account_type: 'desktop', email: `books@${number}.test` });
    await review.uploadCoa(client._id, CHART);
    await addStatement(client._id, holder, period, rows);
    return client._id;
  }

  beforeAll(async () => {
    review = await startReviewServer();
    bakeryId = await setUpClient(BAKERY, 9301, 'ORCHARD BAKERY LLC', ['01/01/2026', '01/31/2026'], BAKERY_ROWS);
    cafeId = await setUpClient(CAFE, 9302, 'BIRCH CAFE LLC', ['03/01/2026', '03/31/2026'], CAFE_ROWS);
  });
  afterAll(async () => {
    await review?.stop();
  });

  async function openIifDialog(page: Page, clientId: string, clientName: string) {
    await page.goto(`/transactions?client=${clientId}`);
    await page.getByRole('heading', { name: `Transactions for ${clientName}` }).waitFor();
    // The table at desktop width, its cards below 768 px.
    await page.getByTestId('review-table').locator('tbody tr[data-row-id]').or(page.getByTestId('review-card')).first().waitFor();
    await page.getByRole('button', { name: 'Export IIF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export to QuickBooks Desktop (IIF)' });
    await dialog.waitFor();
    return dialog;
  }

  it('downloads the IIF file from the Transactions screen, and asks before exporting the same rows again', { timeout: 90_000 }, async () => {
    const { page, consoleErrors } = await review.open(browser);
    const dialog = await openIifDialog(page, bakeryId, BAKERY);
    const name = dialog.getByLabel('Register Account Name');
    expect(await name.getAttribute('placeholder')).toBe('e.g. Checking Account');
    await dialog.getByText('The QuickBooks account where the transactions will be imported.').waitFor();
    expect(await dialog.getByTestId('iif-total').innerText()).toBe(String(BAKERY_ROWS.length));
    const download = dialog.getByRole('button', { name: 'Download IIF File' });
    expect(await download.isDisabled()).toBe(true);
    // The chart's bank and card accounts are offered; typing stays possible.
    await expect
      .poll(() => dialog.locator('datalist option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)))
      .toEqual(['Checking Account', 'Visa Card']);
    // Only spaces: still nothing to send, and Enter says why.
    await name.fill('   ');
    expect(await download.isDisabled()).toBe(true);
    await name.press('Enter');
    await toast(page, 'Invalid Input').waitFor();
    await page.getByText('Please enter a register account name.').waitFor();
    await name.fill('  Checking Account ');
    await screenshot(page, 'light-export-iif-dialog', { fullPage: false });

    // The preview shows the file's first blocks before anything is written or recorded.
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByTestId('iif-preview');
    await preview.getByText(`${BAKERY_ROWS.length} transactions can be written`, { exact: false }).waitFor();
    expect(await preview.locator('pre').innerText()).toMatch(/^!TRNS\t/);
    await screenshot(page, 'light-export-iif-preview', { fullPage: false });

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`${BAKERY}_transactions.iif`);
    await toast(page, 'Export Successful').waitFor();
    await page.getByText(`${BAKERY_ROWS.length} transactions exported`).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const bytes = await readDownload(file);
    const iif = readIif(bytes);
    expect(iif.blocks).toHaveLength(BAKERY_ROWS.length);
    expect(iif.blocks.map((block) => block.trnsType).sort()).toEqual(['CHECK', 'CHECK', 'CHECK', 'DEPOSIT', 'DEPOSIT']);
    for (const block of iif.blocks) expect(block.accounts[0]).toBe('Checking Account');
    expect(iif.blocks.flatMap((block) => block.accounts.slice(1)).sort()).toEqual([
      'Automobile Expense:Fuel',
      'Rent Expense',
      'Sales',
      'Sales',
      'Software',
    ]);
    expect(iif.text).toContain('01/02/2026');
    expect(iif.text).toContain('CAFÉ NOIR');
    expect(bytes.includes(Buffer.from([0xc9]))).toBe(true);
    expect(bytes.includes(Buffer.from('É', 'utf8'))).toBe(false);

    // A second file would import the same transactions twice: the dialog says they were exported, with when,
    // writes nothing until asked to write them again.
    await page.reload();
    const again = await openIifDialog(page, bakeryId, BAKERY);
    expect(await again.getByTestId('iif-total').innerText()).toBe(String(BAKERY_ROWS.length));
    await again.getByTestId('iif-written').getByText(`0 will be written to the file; ${BAKERY_ROWS.length} will not.`).waitFor();
    const exportedGroup = again.getByTestId('iif-left-out').getByRole('button', { name: /^5 already exported on \d{2}\/\d{2}\/\d{4}$/ });
    await exportedGroup.click();
    expect(await exportedGroup.getAttribute('aria-expanded')).toBe('true');
    await again
      .getByTestId('iif-left-out-rows')
      .getByText(/^01\/06\/2026 · BAYSIDE.* · -\$2,400\.00$/)
      .waitFor();
    await again.getByLabel('Register Account Name').fill('Checking Account');
    await again.getByRole('button', { name: 'Download IIF File' }).click();
    await toast(page, 'Nothing to Export').waitFor();
    await page.getByText(`None of the ${BAKERY_ROWS.length} transactions can be written yet: 5 already exported on`, { exact: false }).waitFor();
    await again.getByRole('checkbox', { name: /^Write the 5 transactions already exported again/ }).click();
    await screenshot(page, 'light-export-iif-reexport', { fullPage: false });
    await again.getByRole('button', { name: 'Preview' }).click();
    await again.getByTestId('iif-preview').getByText('already exported on', { exact: false }).waitFor();
    const [second] = await Promise.all([page.waitForEvent('download'), again.getByRole('button', { name: 'Download IIF File' }).click()]);
    expect(readIif(await readDownload(second)).blocks).toHaveLength(BAKERY_ROWS.length);
    await toast(page, 'Export Successful').waitFor();
    expect(consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('refuses a register that is not a bank or card account of the chart, and counts a pending row apart before the button', async () => {
    const { page } = await review.open(browser);
    const dialog = await openIifDialog(page, bakeryId, BAKERY);
    // Every bakery row is in a file already: written again on purpose, so the server checks the register.
    await dialog.getByRole('checkbox', { name: /^Write the 5 transactions already exported again/ }).click();
    await dialog.getByLabel('Register Account Name').fill('Petty Cash');
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await dialog.getByRole('button', { name: 'Download IIF File' }).click();
    await toast(page, 'Export Failed').waitFor();
    const refusal = dialog.getByTestId('export-refusal');
    await refusal.getByText(`Register account "Petty Cash" is not in ${BAKERY}'s chart of accounts.`).first().waitFor();
    await dialog.getByLabel('Register Account Name').fill('Sales');
    await dialog.getByRole('button', { name: 'Download IIF File' }).click();
    await refusal
      .getByText(/"Sales" is an? Income account/)
      .first()
      .waitFor();

    // The café has a pending row: it is counted apart before the button, with the row a click away, and the
    // file holds the three approved ones (the brief's "all transactions are included" would not be true).
    const cafe = await openIifDialog(page, cafeId, CAFE);
    expect(await cafe.getByTestId('iif-total').innerText()).toBe(String(CAFE_ROWS.length));
    await cafe.getByTestId('iif-written').getByText('3 will be written to the file (approved, categorised, not yet exported); 1 will not.').waitFor();
    await expect.poll(() => cafe.getByText('All transactions are included.').count()).toBe(0);
    await cafe.getByTestId('iif-left-out').getByRole('button', { name: '1 not approved' }).click();
    await cafe
      .getByTestId('iif-left-out-rows')
      .getByText(/^03\/12\/2026 · SHELL OIL.* · -\$61\.25$/)
      .waitFor();
    await cafe.getByLabel('Register Account Name').fill('Checking Account');
    await screenshot(page, 'light-export-iif-left-out', { fullPage: false });
    await cafe.getByRole('button', { name: 'Cancel' }).click();

    // A client without transactions: nothing to send, in the brief's words.
    const empty = await review.createClient({ name: 'Elm Deli', client_number: 9304, account_type: 'desktop' });
    await page.goto(`/transactions?client=${empty._id}`);
    await page.getByText('No transactions found for this client.').waitFor();
    await page.getByRole('button', { name: 'Export IIF' }).click();
    const none = page.getByRole('dialog', { name: 'Export to QuickBooks Desktop (IIF)' });
    expect(await none.getByTestId('iif-total').innerText()).toBe('0');
    await none.getByText('There are no transactions to export.').waitFor();
    await none.getByLabel('Register Account Name').fill('Checking Account');
    await none.getByRole('button', { name: 'Download IIF File' }).click();
    await toast(page, 'No Transactions').waitFor();
    await page.getByText('No transactions available to export.').waitFor();
    expect(downloads).toBe(0);
  });

  it('exports picked approved transactions from the Export screen as journal entries', { timeout: 60_000 }, async () => {
    const { page, consoleErrors } = await review.open(browser);
    await page.goto('/export');
    await page.getByRole('heading', { name: 'Export Transactions' }).waitFor();
    // Nothing chosen yet: the brief's sentence.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await toast(page, 'Please select client and transactions').waitFor();

    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: new RegExp(CAFE) }).click();
    expect(new URL(page.url()).searchParams.get('client')).toBe(cafeId);
    const card = page.getByTestId('export-method');
    await card.getByText('IIF file for QuickBooks Desktop').waitFor();
    await card.getByText('COA CSV').waitFor();
    expect(await card.getByTestId('requires-coa').innerText()).toBe('Yes');
    await card.getByText('COA uploaded').waitFor();

    // Approved rows only: the pending fuel purchase is not listed.
    const rows = page.getByTestId('export-transactions').locator('tbody tr');
    await rows.first().waitFor();
    await expect.poll(() => rows.count()).toBe(3);
    await expect.poll(() => page.getByTestId('export-transactions').getByText('SHELL OIL').count()).toBe(0);
    await page.getByRole('button', { name: 'Export IIF File' }).click();
    await toast(page, 'Please select client and transactions').waitFor();

    await page.getByRole('checkbox', { name: 'Select all approved transactions' }).click();
    await page.getByTestId('export-selected-count').getByText('3 selected').waitFor();
    await page.getByRole('checkbox', { name: /^Select INTUIT/ }).click();
    await page.getByTestId('export-selected-count').getByText('2 selected').waitFor();

    // No register chosen: refused in the brief's words. The help promises nothing else (no "leave it empty").
    await page.getByText('The QuickBooks account where the transactions will be imported: a bank or credit card account of the chart.').waitFor();
    await expect.poll(() => page.getByText('Leave it empty', { exact: false }).count()).toBe(0);
    await page.getByRole('button', { name: 'Export IIF File' }).click();
    await toast(page, 'Export Failed').waitFor();
    await page.getByTestId('export-refusal').getByText('Please enter a register account name.').waitFor();

    await page.getByRole('combobox', { name: 'Export format' }).click();
    await page.getByRole('option', { name: 'Journal entries' }).click();
    // The app's own select (no browser datalist), offering the chart's bank and card accounts only.
    await expect.poll(() => page.locator('datalist').count()).toBe(0);
    await page.getByRole('combobox', { name: 'Register Account Name' }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual([
      expect.stringMatching(/^Checking Account\s*Bank$/),
      expect.stringMatching(/^Visa Card\s*Credit Card$/),
    ]);
    await screenshot(page, 'light-export-screen-register', { fullPage: false });
    await page.getByRole('option', { name: /^Checking Account/ }).click();
    await dismissToasts(page);
    await screenshotFromTop(page, 'light-export-screen');
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export IIF File' }).click()]);
    await toast(page, 'Export Successful').waitFor();
    const results = page.getByTestId('export-results');
    await results.waitFor();
    const fileName = await results.getByTestId('export-file-name').innerText();
    expect(file.suggestedFilename()).toBe(fileName);
    expect(fileName).toMatch(/\.iif$/);
    await screenshotFromTop(page, 'light-export-screen-results');

    const iif = readIif(await readDownload(file));
    expect(iif.blocks).toHaveLength(2);
    for (const block of iif.blocks) {
      expect(block.trnsType).toBe('GENERAL JOURNAL');
      expect(block.accounts).toContain('Checking Account');
    }
    expect(iif.blocks.flatMap((block) => block.accounts).sort()).toEqual(['Checking Account', 'Checking Account', 'Rent Expense', 'Sales']);
    // The selection is cleared after an export, and the list shows what left.
    await page
      .getByTestId('export-transactions')
      .getByText(/^Exported /)
      .first()
      .waitFor();
    await expect.poll(() => page.getByTestId('export-selected-count').count()).toBe(0);

    // A client change clears the selection.
    await page.getByRole('checkbox', { name: /^Select INTUIT/ }).click();
    await page.getByTestId('export-selected-count').getByText('1 selected').waitFor();
    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: new RegExp(BAKERY) }).click();
    await page.getByTestId('export-transactions').getByText('ADOBE CREATIVE CLOUD').waitFor();
    await expect.poll(() => page.getByTestId('export-selected-count').count()).toBe(0);
    expect(consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
  });

  it('refuses a category the chart no longer has, naming it', async () => {
    await review.uploadCoa(cafeId, CHART_WITHOUT_SOFTWARE);
    const { page } = await review.open(browser);
    await page.goto(`/export?client=${cafeId}`);
    await page.getByRole('checkbox', { name: /^Select INTUIT/ }).click();
    await page.getByRole('combobox', { name: 'Register Account Name' }).click();
    await page.getByRole('option', { name: /^Checking Account/ }).click();
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.getByRole('button', { name: 'Export IIF File' }).click();
    await toast(page, 'Export Failed').waitFor();
    await page
      .getByTestId('export-refusal')
      .getByText(`Category "${SOFTWARE}" is not in ${CAFE}'s chart of accounts`, { exact: false })
      .first()
      .waitFor();
    await screenshotFromTop(page, 'light-export-screen-refused');
    expect(downloads).toBe(0);
  });

  it('offers the QuickBooks Online way out for an online client, and says when it is not connected', async () => {
    const online = await review.createClient({ name: 'Quayside Dental', client_number: 9303, account_type: 'online' });
    await review.uploadStatement(online._id, {
      holder: 'QUAYSIDE DENTAL PC',
      period: ['04/01/2026', '04/30/2026'],
      opening: 3000,
      lines: [{ date: '04/03', description: 'DEPOSIT PATIENT PAYMENTS', amount: 640 }],
    });
    const [row] = await review.call<ListedTransaction[]>('GET', `/api/transactions/client/${online._id}`);
    await review.call('PATCH', `/api/transactions/${row!._id}`, { approved: true });

    const { page } = await review.open(browser);
    await page.goto(`/export?client=${online._id}`);
    const card = page.getByTestId('export-method');
    await card.getByText('QuickBooks Online API').waitFor();
    await card.getByText('QB API').waitFor();
    expect(await card.getByTestId('requires-coa').innerText()).toBe('No');
    // No file options for an online client: the statement's register instead, once a row is picked.
    await expect.poll(() => page.getByLabel('Register Account Name').count()).toBe(0);
    await page.getByText("Select transactions to choose their statement's register account.").waitFor();
    await page.getByRole('checkbox', { name: 'Select all approved transactions' }).click();
    await page.getByRole('combobox', { name: 'Register account' }).waitFor();
    await page.getByRole('button', { name: 'Export to QuickBooks Online' }).click();
    await toast(page, 'Export Failed').waitFor();
    await page
      .getByTestId('export-refusal')
      .getByText('Quayside Dental is not connected to QuickBooks Online. Connect it on the Clients screen.')
      .waitFor();
    await screenshotFromTop(page, 'light-export-screen-online');
  });

  it('narrows the list to one statement; what is exported is what is ticked and still listed', async () => {
    await addStatement(
      cafeId,
      'BIRCH CAFE LLC',
      ['04/01/2026', '04/30/2026'],
      [
        { date: '04/02', description: 'DEPOSIT STRIPE APRIL', amount: 702.1, category: SALES },
        { date: '04/04', description: 'HARBOR LEASING APRIL', amount: -1800, category: RENT },
      ],
    );
    const { page } = await review.open(browser);
    await page.goto(`/export?client=${cafeId}`);
    const rows = page.getByTestId('export-transactions').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(5);
    await page.getByRole('checkbox', { name: /^Select INTUIT/ }).click();
    await page.getByRole('combobox', { name: 'Statement' }).click();
    await page.getByRole('option', { name: /Apr 2, 2026 – Apr 4, 2026 · 2 transactions/ }).click();
    await expect.poll(() => rows.count()).toBe(2);
    // The March row ticked before is hidden, so it is not part of the export.
    await page.getByTestId('export-selection-summary').getByText('No transactions selected').waitFor();
    await page.getByRole('checkbox', { name: 'Select all approved transactions' }).click();
    await page.getByTestId('export-selection-summary').getByText('2 of 2 selected').waitFor();
    await screenshotFromTop(page, 'light-export-screen-statement');
    await page.getByRole('combobox', { name: 'Statement' }).click();
    await page.getByRole('option', { name: 'All statements' }).click();
    await page.getByTestId('export-selection-summary').getByText('3 of 5 selected').waitFor();
  });

  it('lets a worker reach the Export screen, where only their own statements are listed', async () => {
    // Decision 0004: a worker sees only the uploads they made; the admin's statement is not theirs to export.
    const worker = { name: 'Wes Worker', email: 'wes@example.com', password: 'e2e-export-worker-password' };
    const tokens = await review.addWorker(worker);
    const { page } = await browser.openAt(review.server.baseUrl, tokens);
    page.setDefaultTimeout(10_000);
    await page.goto('/upload');
    await page.getByRole('link', { name: 'Export' }).first().click();
    await page.getByRole('heading', { name: 'Export Transactions' }).waitFor();
    await page.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('option', { name: new RegExp(BAKERY) }).click();
    await page.getByText(`No approved transactions for ${BAKERY}`).waitFor();
    await expect.poll(() => page.getByRole('checkbox', { name: /^Select SHELL OIL/ }).count()).toBe(0);
  });

  it('looks right in dark mode and on a phone', { timeout: 60_000 }, async () => {
    const dark = await review.open(browser, { colorScheme: 'dark' });
    await dark.page.goto(`/export?client=${bakeryId}`);
    await dark.page.getByTestId('export-transactions').locator('tbody tr').first().waitFor();
    await dark.page.getByRole('checkbox', { name: 'Select all approved transactions' }).click();
    await screenshotFromTop(dark.page, 'dark-export-screen');
    const dialog = await openIifDialog(dark.page, bakeryId, BAKERY);
    await dialog.getByLabel('Register Account Name').fill('Checking Account');
    await dialog.getByTestId('iif-left-out').getByRole('button').first().click();
    await screenshot(dark.page, 'dark-export-iif-dialog', { fullPage: false });

    for (const colorScheme of ['light', 'dark'] as const) {
      const phone = await review.open(browser, { viewport: { width: 375, height: 800 }, colorScheme });
      await phone.page.goto(`/export?client=${bakeryId}`);
      await phone.page.getByTestId('export-transactions').locator('tbody tr').first().waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshotFromTop(phone.page, `phone-${colorScheme}-export-screen`);
      const phoneDialog = await openIifDialog(phone.page, bakeryId, BAKERY);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await phoneDialog.getByTestId('iif-total').waitFor();
      await phoneDialog.getByTestId('iif-left-out').getByRole('button').first().click();
      await phoneDialog.getByTestId('iif-left-out-rows').waitFor();
      await screenshot(phone.page, `phone-${colorScheme}-export-iif-dialog`, { fullPage: false });
    }
  });
});

describe('export to QuickBooks Online', () => {
  const browser = useBrowser();
  const APP_ID = 'ABexportAppId0001';
  const APP_SECRET = 'export-app-secret-7731';
  const CLIENT = 'Harbor Yoga';
  const ROWS = [
    { date: '05/02', description: 'STAPLES STORE 1182', amount: -84.2, account: 'Office Expenses' },
    { date: '05/04', description: 'DEPOSIT CLASS PASSES', amount: 960, account: 'Sales' },
    { date: '05/09', description: 'OFFICE DEPOT 4471', amount: -37.15, account: 'Office Expenses' },
  ];
  let sandbox: QboSandbox;
  let realmId = '';
  let review: ReviewServer;
  let clientId = '';

  beforeAll(async () => {
    // The stand-in answers the consent step at once, so the connection is made without its page.
    sandbox = await startQboSandbox({ consent: 'auto' });
    sandbox.registerApp(APP_ID, APP_SECRET);
    realmId = sandbox.createCompany({ name: CLIENT }).realmId;
    review = await startReviewServer(sandbox.env);
    clientId = (await review.createClient({ name: CLIENT, client_number: 9401, account_type: 'online' }))._id;
    await review.call('POST', `/api/qbo/${clientId}/keys`, { qb_client_id: APP_ID, qb_client_secret: APP_SECRET });
  });
  afterAll(async () => {
    await review?.stop();
    await sandbox?.close();
  });

  it('pushes the picked approved transactions and shows the results card', { timeout: 90_000 }, async () => {
    // Connect as the pop-up would: a page load carrying the access-token cookie the web app writes.
    const { page, context, consoleErrors } = await review.open(browser);
    await context.addCookies([{ name: 'access_token', value: review.tokens.access_token, url: review.server.baseUrl }]);
    await page.goto(`/api/qbo/${clientId}/connect`);
    await expect.poll(async () => (await review.call<{ connected: boolean }>('GET', `/api/qbo/${clientId}/status`)).connected).toBe(true);

    await review.uploadStatement(clientId, { holder: 'HARBOR YOGA LLC', period: ['05/01/2026', '05/31/2026'], opening: 2500, lines: ROWS });
    const { categories } = await review.call<{ categories: Array<{ label: string; name: string }> }>(
      'GET',
      `/api/transactions/client/${clientId}/coa-categories`,
    );
    const listed = await review.call<ListedTransaction[]>('GET', `/api/transactions/client/${clientId}`);
    for (const row of ROWS) {
      const transaction = listed.find((candidate) => candidate.description === row.description);
      const label = categories.find((category) => category.name === row.account)?.label;
      expect(transaction && label, row.description).toBeTruthy();
      await review.call('PATCH', `/api/transactions/${transaction!._id}`, { manual_category: label });
      await review.call('PATCH', `/api/transactions/${transaction!._id}`, { approved: true });
    }

    await page.goto(`/export?client=${clientId}`);
    await page.getByTestId('export-method').getByText('QuickBooks Online API').waitFor();
    await page.getByRole('checkbox', { name: 'Select all approved transactions' }).click();
    // The statement's register, chosen here and saved at once.
    await page.getByRole('combobox', { name: 'Register account' }).click();
    await page.getByRole('option', { name: /^Business Checking/ }).click();
    await toast(page, 'Register saved').waitFor();
    await page.getByRole('button', { name: 'Export to QuickBooks Online' }).click();
    await toast(page, 'Export Successful').waitFor();
    const results = page.getByTestId('export-results');
    await results.waitFor();
    await results.getByText(`${ROWS.length} pushed to QuickBooks Online`, { exact: false }).waitFor();
    expect(await results.locator('dd').allInnerTexts()).toEqual([String(ROWS.length), String(ROWS.length), '0', '0']);
    // Each row is in the company once, and the list shows its QuickBooks number.
    expect(sandbox.ledger(realmId)).toHaveLength(ROWS.length);
    await expect
      .poll(() =>
        page
          .getByTestId('export-transactions')
          .getByText(/^Pushed \(QBO #\d+\)$/)
          .count(),
      )
      .toBe(ROWS.length);
    await screenshotFromTop(page, 'light-export-screen-online-results');
    expect(consoleErrors.filter((text) => !text.startsWith('Failed to load resource'))).toEqual([]);
  });
});
