import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { PDFDocument, degrees } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { startReviewServer, type ReviewServer, type Tokens } from './support/review-server.ts';
import { reviewRows } from './support/phone-cards.ts';
import { uploadStatement } from './support/server.ts';
import { makeStatementPdf, type StatementLine } from '../../../tools/test-support/statement-pdf.ts';

/*
 * The statement beside its rows: a row picked on the Transactions screen opens the page it was read
 * from with the row highlighted where the parser found it; the statement's reconciliation shows there
 * and in Upload History / My Uploads. The multi-page statement is one of the parser's generated
 * fixtures; the statement that does not add up leaves one row off the printed page.
 */

const fixtures = path.resolve(import.meta.dirname, '../../server/src/features/statements/parser/fixtures');
const MULTI_PAGE = fs.readFileSync(path.join(fixtures, 'trailing-minus.pdf'));
const MULTI_FILE = 'cedar-checking-may.pdf';
const OFF_FILE = 'cedar-checking-june-off.pdf';
const CLIENT = 'Cedar Lane Studio';

const JUNE: StatementLine[] = [
  { date: '06/02', description: 'DEPOSIT SQUARE PAYMENTS', amount: 1200 },
  { date: '06/03', description: 'ADOBE CREATIVE CLOUD', amount: -54.99 },
  { date: '06/05', description: 'BAYSIDE PROPERTIES RENT', amount: -1800 },
  { date: '06/08', description: 'KING ARTHUR FLOUR INV 2001', amount: -96.5 },
  { date: '06/11', description: 'VALLEY DAIRY CO INV 2002', amount: -41.25 },
  { date: '06/15', description: 'DEPOSIT STRIPE TRANSFER', amount: 640.1 },
];
// Off the printed page, still in the printed balances: the next row's balance no longer follows.
const DROPPED = 3;

const worker = { name: 'Wren Worker', email: 'wren@example.com', password: 'e2e-viewer-worker-password' };

interface Row {
  _id: string;
  vendor_name: string;
  description: string;
  amount: number;
  page: number | null;
  page_top?: number | null;
  page_bottom?: number | null;
  doubtful: string | null;
}
interface Upload {
  status: string;
  error_message: string | null;
  reconciliation: { reconciled: boolean; difference: number; break_rows: number[] } | null;
}

const rowsOf = (page: Page) => page.getByTestId('review-table').locator('tbody tr[data-row-id]');
const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Where the band sits over the drawn page, as fractions of the page's height. */
async function bandOnPage(viewer: Locator) {
  const canvas = await viewer.locator('canvas').boundingBox();
  const band = await viewer.getByTestId('statement-row-band').boundingBox();
  if (!canvas || !band) throw new Error('the page or the band is not drawn');
  return { top: (band.y - canvas.y) / canvas.height, bottom: (band.y + band.height - canvas.y) / canvas.height };
}

/** Whether the band is inside the viewer's visible part of the page (scrolled into view). */
async function bandInView(viewer: Locator) {
  const scroller = await viewer.getByTestId('statement-page-scroll').boundingBox();
  const band = await viewer.getByTestId('statement-row-band').boundingBox();
  return !!scroller && !!band && band.y >= scroller.y && band.y + band.height <= scroller.y + scroller.height;
}

describe('statement viewer', () => {
  const browser = useBrowser();
  let review: ReviewServer;
  let workerTokens: Tokens;
  let multiUploadId = '';
  let offUploadId = '';
  let multiRows: Row[] = [];
  let offRows: Row[] = [];
  let offUpload: Upload;
  let clientId = '';

  beforeAll(async () => {
    review = await startReviewServer();
    const client = await review.createClient({ name: CLIENT, client_number: 9601, account_type: 'desktop' });
    clientId = client._id;
    await review.uploadCoa(client._id);
    workerTokens = await review.addWorker(worker);
    multiUploadId = await uploadStatement(review.server, review.tokens.access_token, client._id, MULTI_FILE, MULTI_PAGE);
    const offPdf = await makeStatementPdf({
      holder: 'CEDAR LANE STUDIO LLC',
      address: '9 Cedar Lane, Burlington, VT 05401',
      accountName: 'Business Checking',
      period: ['06/01/2026', '06/30/2026'],
      opening: 4200,
      lines: JUNE.map((row, index) => (index === DROPPED ? { ...row, unprinted: true } : row)),
    });
    offUploadId = await uploadStatement(review.server, workerTokens.access_token, client._id, OFF_FILE, offPdf);
    multiRows = await review.call<Row[]>('GET', `/api/transactions/${multiUploadId}`);
    offRows = await review.call<Row[]>('GET', `/api/transactions/${offUploadId}`);
    offUpload = (await review.call<{ data: Upload }>('GET', `/api/uploads/${offUploadId}`)).data;
  }, 120_000);
  afterAll(async () => {
    await review?.stop();
  });

  /** A row printed well inside page 2, so the band has to be found, not just the page's top. */
  function rowOnPageTwo(): Row {
    const row = multiRows.find((candidate) => candidate.page === 2 && (candidate.page_top ?? 0) > 0.2);
    if (!row) throw new Error('the statement has no row well inside page 2');
    return row;
  }

  async function openStatement(page: Page, uploadId: string) {
    await page.goto(`/transactions?upload_id=${uploadId}`);
    await page.getByRole('heading', { name: `Transactions for ${CLIENT}` }).waitFor();
    await reviewRows(page).first().waitFor();
  }

  async function pickRow(page: Page, row: Row) {
    // The search brings the row into the table's window (the table draws only the rows in view).
    await page.getByLabel('Search transactions').fill(row.vendor_name);
    await page.locator(`[data-row-id="${row._id}"]`).getByTestId('vendor-name').click();
  }

  it('opens the statement on the row’s page, with the band over the row', { timeout: 90_000 }, async () => {
    const row = rowOnPageTwo();
    const pageCount = Math.max(...multiRows.map((candidate) => candidate.page ?? 0));
    expect(pageCount).toBeGreaterThan(1);
    for (const [name, colorScheme] of [
      ['light-statement-viewer', 'light'],
      ['dark-statement-viewer', 'dark'],
    ] as const) {
      // Beside the table from 1,680 px; narrower screens open it over the table (review-workspace.e2e.ts).
      const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1920, height: 1000 }, colorScheme });
      await openStatement(page, multiUploadId);
      const strip = page.getByTestId('statement-reconciliation');
      await strip.getByText(MULTI_FILE).waitFor();
      expect(await strip.getByTestId('reconciliation').innerText()).toBe('Reconciled');

      await pickRow(page, row);
      const viewer = page.getByTestId('statement-viewer');
      await viewer.getByTestId('statement-page-number').getByText(`Page 2 of ${pageCount}`).waitFor({ timeout: 20_000 });
      const band = viewer.getByTestId('statement-row-band');
      await band.waitFor({ timeout: 20_000 });
      expect(Number(await band.getAttribute('data-top'))).toBeCloseTo(row.page_top ?? NaN, 6);
      const drawn = await bandOnPage(viewer);
      expect(drawn.top).toBeCloseTo(row.page_top ?? NaN, 2);
      expect(drawn.bottom).toBeCloseTo(row.page_bottom ?? NaN, 2);
      await expect.poll(() => bandInView(viewer), { timeout: 5000 }).toBe(true);
      // Beside the table, not over it, and the page does not scroll sideways.
      const table = await page.getByTestId('review-table-scroll').boundingBox();
      const panel = await viewer.boundingBox();
      expect(table && panel && table.x + table.width <= panel.x).toBe(true);
      expect(await noSideways(page)).toBe(true);
      await screenshot(page, name, { fullPage: false });

      // Paging away says where the row is; the close button is reachable from the keyboard.
      await viewer.getByRole('button', { name: 'Previous page' }).click();
      await viewer.getByTestId('statement-page-number').getByText(`Page 1 of ${pageCount}`).waitFor();
      await viewer.getByText('This row is on page 2.').waitFor();
      await viewer.getByRole('button', { name: 'Back to it' }).click();
      await band.waitFor();
      await viewer.getByRole('button', { name: 'Close statement' }).focus();
      await page.keyboard.press('Enter');
      await viewer.waitFor({ state: 'detached' });
      expect(consoleErrors).toEqual([]);
    }
  });

  it('shows a page the parser read turned the way it was read, with the band on the row', { timeout: 60_000 }, async () => {
    // The same statement saved with every page's /Rotate at 90°: a viewer shows it sideways; the parser reads it upright.
    const turned = await PDFDocument.load(MULTI_PAGE);
    for (const pdfPage of turned.getPages()) pdfPage.setRotation(degrees(90));
    const uploadId = await uploadStatement(
      review.server,
      review.tokens.access_token,
      clientId,
      'cedar-checking-may-sideways.pdf',
      Buffer.from(await turned.save()),
    );
    const upload = await review.call<{ data: { page_turns: Record<string, number> } }>('GET', `/api/uploads/${uploadId}`);
    expect(upload.data.page_turns['2']).toBe(270);
    const rows = await review.call<Row[]>('GET', `/api/transactions/${uploadId}`);
    const row = rows.find((candidate) => candidate.page === 2 && (candidate.page_top ?? 0) > 0.2)!;

    const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1920, height: 1000 } });
    await openStatement(page, uploadId);
    await pickRow(page, row);
    const viewer = page.getByTestId('statement-viewer');
    await viewer.getByTestId('statement-row-band').waitFor({ timeout: 20_000 });
    // Upright (taller than wide), as it was read, and the band over the row's stored place.
    const canvas = (await viewer.locator('canvas').boundingBox())!;
    expect(canvas.height).toBeGreaterThan(canvas.width);
    const drawn = await bandOnPage(viewer);
    expect(drawn.top).toBeCloseTo(row.page_top ?? NaN, 2);
    await expect.poll(() => bandInView(viewer), { timeout: 5000 }).toBe(true);
    await screenshot(page, 'light-statement-viewer-turned-page', { fullPage: false });
    expect(consoleErrors).toEqual([]);
  });

  it('finds the row by its amount on a statement read before positions were kept', { timeout: 60_000 }, async () => {
    const row = rowOnPageTwo();
    const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1920, height: 1000 } });
    // Rows of an older upload carry their page but no band: the server's rows without page_top/page_bottom.
    let withoutBands = 0;
    await page.route(
      (url) => /^\/api\/transactions\/client\/[^/]+$/.test(url.pathname),
      async (route) => {
        const response = await route.fetch();
        const rows = (await response.json()) as Row[];
        withoutBands += rows.length;
        await route.fulfill({ response, json: rows.map((each) => ({ ...each, page_top: null, page_bottom: null })) });
      },
    );
    await openStatement(page, multiUploadId);
    await pickRow(page, row);
    expect(withoutBands).toBeGreaterThan(0);
    const viewer = page.getByTestId('statement-viewer');
    await viewer.getByTestId('statement-page-number').getByText('Page 2 of').waitFor({ timeout: 20_000 });
    await viewer.getByTestId('statement-row-band').waitFor({ timeout: 20_000 });
    // The printed line of the amount, framed a little wider than the parser's band for the same row.
    const drawn = await bandOnPage(viewer);
    const middle = ((row.page_top ?? NaN) + (row.page_bottom ?? NaN)) / 2;
    expect((drawn.top + drawn.bottom) / 2).toBeCloseTo(middle, 2);
    await screenshot(page, 'light-statement-viewer-found-by-amount', { fullPage: false });
    expect(consoleErrors).toEqual([]);
  });

  it('shows the statement over the table on a phone', { timeout: 60_000 }, async () => {
    const row = rowOnPageTwo();
    const { page, consoleErrors } = await review.open(browser, {
      viewport: { width: 390, height: 844 },
      colorScheme: 'dark',
      isMobile: true,
      hasTouch: true,
    });
    await openStatement(page, multiUploadId);
    const strip = page.getByTestId('statement-reconciliation');
    await strip.getByTestId('reconciliation').waitFor();
    await strip.scrollIntoViewIfNeeded();
    await screenshot(page, 'dark-phone-statement-reconciliation', { fullPage: false });
    await pickRow(page, row);
    const show = page.getByRole('button', { name: 'Show statement page 2' });
    await show.waitFor();
    // The button floats over the screen; the list of cards keeps the phone's whole width.
    const cards = await page.getByTestId('review-cards').boundingBox();
    expect(cards && cards.width).toBeGreaterThan(330);
    await screenshot(page, 'dark-phone-statement-button', { fullPage: false });
    await show.click();
    const viewer = page.getByRole('dialog').getByTestId('statement-viewer');
    await viewer.getByTestId('statement-row-band').waitFor({ timeout: 20_000 });
    const drawn = await bandOnPage(viewer);
    expect(drawn.top).toBeCloseTo(row.page_top ?? NaN, 2);
    await expect.poll(() => bandInView(viewer), { timeout: 5000 }).toBe(true);
    expect(await noSideways(page)).toBe(true);
    await screenshot(page, 'dark-phone-statement-viewer', { fullPage: false });
    await viewer.getByRole('button', { name: 'Close statement' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(consoleErrors).toEqual([]);
  });

  it('names where a statement that does not add up breaks, and the click selects that row', { timeout: 60_000 }, async () => {
    expect(offUpload.reconciliation?.reconciled).toBe(false);
    const difference = `Off by $${Math.abs(offUpload.reconciliation?.difference ?? 0).toFixed(2)}`;
    const breakRow = offRows[offUpload.reconciliation?.break_rows[0] ?? -1];
    if (!breakRow) throw new Error('the statement names no break row');
    const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1920, height: 1000 } });
    await openStatement(page, offUploadId);
    const strip = page.getByTestId('statement-reconciliation');
    expect(await strip.getByTestId('reconciliation').innerText()).toBe(difference);
    // The row the parser doubted is one click away too.
    const doubtful = offRows.filter((row) => row.doubtful !== null);
    expect(doubtful.length).toBeGreaterThan(0);
    await strip
      .getByTestId('rows-to-check')
      .getByText(`${doubtful.length} ${doubtful.length === 1 ? 'row' : 'rows'} to check`)
      .waitFor();
    const named = strip.getByTestId('reconciliation-break').filter({ hasText: breakRow.vendor_name || breakRow.description });
    await named.click();
    const active = rowsOf(page).and(page.locator('[data-active]'));
    await expect.poll(() => active.getAttribute('data-row-id')).toBe(breakRow._id);
    await page.getByTestId('statement-viewer').getByTestId('statement-row-band').waitFor({ timeout: 20_000 });
    await screenshot(page, 'light-statement-off-by', { fullPage: false });
    expect(consoleErrors).toEqual([]);
  });

  it('shows each statement’s reconciliation in Upload History and My Uploads', { timeout: 60_000 }, async () => {
    const difference = `Off by $${Math.abs(offUpload.reconciliation?.difference ?? 0).toFixed(2)}`;
    const admin = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await admin.page.goto('/upload');
    const history = admin.page.getByTestId('upload-history');
    const historyRow = (file: string) => history.locator('tbody tr').filter({ hasText: file }).getByTestId('reconciliation');
    await expect.poll(() => historyRow(MULTI_FILE).innerText()).toBe('Reconciled');
    expect(await historyRow(OFF_FILE).innerText()).toBe(difference);
    const doubtful = offRows.filter((row) => row.doubtful !== null).length;
    const toCheck = `${doubtful} ${doubtful === 1 ? 'row' : 'rows'} to check`;
    expect(await history.locator('tbody tr').filter({ hasText: OFF_FILE }).getByTestId('rows-to-check-count').innerText()).toBe(toCheck);
    await expect.poll(() => history.locator('tbody tr').filter({ hasText: MULTI_FILE }).getByTestId('rows-to-check-count').count()).toBe(0);
    await history.scrollIntoViewIfNeeded();
    await screenshot(admin.page, 'light-upload-history-reconciliation', { fullPage: false });

    const options: BrowserContextOptions = { viewport: { width: 390, height: 844 }, colorScheme: 'dark' };
    const mine = await browser.openAt(review.server.baseUrl, workerTokens, options);
    await mine.page.goto('/my-uploads');
    const myRow = mine.page.getByTestId('my-uploads').locator('tbody tr').filter({ hasText: OFF_FILE });
    await expect.poll(() => myRow.getByTestId('reconciliation').innerText()).toBe(difference);
    expect(await myRow.getByTestId('rows-to-check-count').innerText()).toBe(toCheck);
    expect(await noSideways(mine.page)).toBe(true);
    await screenshot(mine.page, 'dark-phone-my-uploads-reconciliation', { fullPage: false });
    expect([...admin.consoleErrors, ...mine.consoleErrors]).toEqual([]);
  });
});
