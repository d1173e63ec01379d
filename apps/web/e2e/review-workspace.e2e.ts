import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '@ledgerdesk/contracts';
import { screenshot, useBrowser } from './support/browser.ts';
import { COA_CSV, startReviewServer, type ReviewServer } from './support/review-server.ts';
import { cardReach } from './support/phone-cards.ts';
import type { StatementLine } from '../../../tools/test-support/statement-pdf.ts';

/*
 * The Transactions screen as a workspace: a client with 616 transactions (22 monthly statements, set up
 * through the API) on 1280, 1440 and 1920 px screens and a phone. The table uses the width, scrolls with
 * the page (one scrollbar), keeps its header in view, cuts no vendor or category without its full text,
 * loads the next page as the reviewer scrolls and searches on the server. The statement opens beside the
 * table only where both fit (1,680 px and up), over it below that; `a` approves a selection through the
 * bulk bar's path, and "select all" offers every matching row, not only the loaded ones.
 */

const CLIENT = 'Harbourside Catering Cooperative';
const LONG_CATEGORY = '6500 - Meals & Entertainment:Client Dinners and Business Lunches Downtown';
const ROWS_PER_STATEMENT = 28;
const STATEMENTS = 22;
const TOTAL = ROWS_PER_STATEMENT * STATEMENTS;
const PAGE_SIZE = transactions.DEFAULT_PAGE_SIZE;
/** Only in the last statement: far past the first page in the screen's date order. */
const LATE_VENDOR = 'ZEBRA STRIPE BAKERY';

const VENDORS = [
  'NORTHWESTERN RESTAURANT SUPPLY COOP',
  'SHELL OIL',
  'HARBOURSIDE MUNICIPAL WATER UTILITY',
  'ADOBE CREATIVE CLOUD',
  'PACIFIC COAST LINEN AND UNIFORM',
  'VALLEY DAIRY CO',
  'DEPOSIT SQUARE PAYMENTS',
];

function statementRows(statement: number): StatementLine[] {
  const month = String((statement % 12) + 1).padStart(2, '0');
  return Array.from({ length: ROWS_PER_STATEMENT }, (_, index) => {
    const vendor = statement === STATEMENTS - 1 && index === 20 ? LATE_VENDOR : VENDORS[(statement + index) % VENDORS.length]!;
    const cents = 1000 + statement * 1000 + index * 37;
    return {
      date: `${month}/${String(index + 1).padStart(2, '0')}`,
      description: `${vendor} ${4000 + statement * 100 + index}`,
      amount: (vendor.startsWith('DEPOSIT') ? cents : -cents) / 100,
    };
  });
}

function period(statement: number): [string, string] {
  const year = 2024 + Math.floor(statement / 12);
  const month = String((statement % 12) + 1).padStart(2, '0');
  return [`${month}/01/${year}`, `${month}/28/${year}`];
}

const rowsOf = (page: Page) => page.getByTestId('review-table').locator('tbody tr[data-row-id]');

/** Width checks of the page and the table's box: nothing scrolls sideways, every column header fits the window. */
function widths(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector<HTMLElement>('[data-testid="review-table-scroll"]')!;
    const headers = [...document.querySelectorAll<HTMLElement>('[data-testid="review-table"] thead th')];
    return {
      page: { scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth },
      box: { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth, scrollHeight: box.scrollHeight, clientHeight: box.clientHeight },
      headerRights: headers.map((th) => Math.round(th.getBoundingClientRect().right)),
      headerLabels: headers.map((th) => th.innerText.trim()),
    };
  });
}

/** Vendor and category texts that the drawn rows cut (clamped or ellipsed) without a title carrying the full text. */
function cutWithoutTitle(page: Page) {
  return page.evaluate(() => {
    const cells = [
      ...document.querySelectorAll<HTMLElement>('[data-testid="vendor-name"]'),
      ...document.querySelectorAll<HTMLElement>('[data-testid="auto-category"] > p:first-child'),
      ...document.querySelectorAll<HTMLElement>('button[aria-label^="Manual category for"] > span'),
    ];
    let cut = 0;
    const offenders: string[] = [];
    for (const cell of cells) {
      const clipped = cell.scrollHeight > cell.clientHeight + 1 || cell.scrollWidth > cell.clientWidth + 1;
      if (!clipped) continue;
      cut += 1;
      if (cell.title !== cell.textContent) offenders.push(cell.textContent ?? '');
    }
    return { checked: cells.length, cut, offenders };
  });
}

describe('the review workspace', () => {
  const browser = useBrowser();
  let review: ReviewServer;
  let clientId = '';

  beforeAll(async () => {
    review = await startReviewServer();
    const client = await review.createClient({ name: CLIENT, client_number: 9301, account_type: 'desktop', email: 'accounts@harbourside.test' });
    clientId = client._id;
    await review.uploadCoa(clientId, `${COA_CSV}\n6500,Meals & Entertainment:Client Dinners and Business Lunches Downtown,Expense`);
    // Four statements parse at a time: the setup stays well inside the hook's time.
    for (let first = 0; first < STATEMENTS; first += 4) {
      const batch = Array.from({ length: Math.min(4, STATEMENTS - first) }, (_, offset) => first + offset);
      await Promise.all(
        batch.map((statement) =>
          review.uploadStatement(clientId, {
            holder: 'HARBOURSIDE CATERING COOPERATIVE',
            period: period(statement),
            opening: 50_000,
            lines: statementRows(statement),
          }),
        ),
      );
    }
    // A long manual category on the first page's rows, so the picker button has to cut it.
    const firstPage = await review.call<Array<{ _id: string }>>('GET', `/api/transactions/client/${clientId}?limit=12`);
    await review.call('PATCH', '/api/transactions/bulk/update', { transaction_ids: firstPage.map((row) => row._id), manual_category: LONG_CATEGORY });
  }, 240_000);
  afterAll(async () => {
    await review?.stop();
  });

  async function openClient(page: Page) {
    const firstPage = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/transactions/client/${clientId}?`) || response.url().endsWith(`/api/transactions/client/${clientId}`),
    );
    await page.goto(`/transactions?client=${clientId}`);
    await page.getByRole('heading', { name: `Transactions for ${CLIENT}` }).waitFor();
    await rowsOf(page).first().waitFor();
    await firstPage;
    await page.getByTestId('review-count').getByText(`${TOTAL} transactions`).waitFor();
  }

  for (const width of [1280, 1440, 1920]) {
    it(`uses a ${width} px screen: ten columns, nothing sideways, one scrollbar, header in view, nothing cut unreadably`, async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page, consoleErrors } = await review.open(browser, { viewport: { width, height: 900 }, colorScheme });
        await openClient(page);

        const measured = await widths(page);
        expect(measured.page.scrollWidth).toBeLessThanOrEqual(measured.page.clientWidth);
        expect(measured.box.scrollWidth).toBeLessThanOrEqual(measured.box.clientWidth);
        // The table grows with its rows: its box never scrolls vertically, the window does.
        expect(measured.box.scrollHeight).toBeLessThanOrEqual(measured.box.clientHeight + 1);
        expect(measured.headerLabels.slice(1)).toEqual([
          'Transaction ID',
          'Vendor Name',
          'Amount',
          'Payment Type',
          'Transaction Type',
          'Auto Category',
          'Manual Category',
          'Approved',
          'Date',
          'Push Status',
        ]);
        for (const right of measured.headerRights) expect(right).toBeLessThanOrEqual(measured.page.clientWidth);
        // The workspace uses the width: the table spans all but the page's margins.
        expect(measured.box.clientWidth).toBeGreaterThan(width - 80);

        const cut = await cutWithoutTitle(page);
        expect(cut.checked).toBeGreaterThan(20);
        expect(cut.offenders).toEqual([]);
        // The long manual category really is cut on the button, so the check above means something.
        expect(cut.cut).toBeGreaterThan(0);
        await screenshot(page, `${colorScheme}-review-workspace-${width}`, { fullPage: false });

        // Scrolled well down, the column header sits just below the app's header.
        await page.evaluate(() => window.scrollTo({ top: 2500 }));
        await page.waitForTimeout(200);
        const stuck = await page.evaluate(() => {
          const appHeader = document.querySelector('header')!.getBoundingClientRect();
          const th = document.querySelector('[data-testid="review-table"] thead th')!.getBoundingClientRect();
          return { appHeaderBottom: Math.round(appHeader.bottom), headerTop: Math.round(th.top) };
        });
        expect(Math.abs(stuck.headerTop - stuck.appHeaderBottom)).toBeLessThanOrEqual(1);
        expect(await cutWithoutTitle(page).then((result) => result.offenders)).toEqual([]);
        await screenshot(page, `${colorScheme}-review-workspace-${width}-scrolled`, { fullPage: false });

        // A selected row opens its statement. On a wide screen it sits beside the table, which gives up
        // width but keeps all ten columns without scrolling sideways; narrower, the table keeps the whole
        // width and the statement opens over it from a button.
        await page.evaluate(() => window.scrollTo({ top: 0 }));
        await rowsOf(page).nth(1).getByTestId('vendor-name').click();
        if (width >= 1680) {
          const viewer = page.getByTestId('statement-viewer');
          await viewer.waitFor();
          await page.waitForTimeout(300);
          const beside = await widths(page);
          expect(beside.page.scrollWidth).toBeLessThanOrEqual(beside.page.clientWidth);
          expect(beside.box.clientWidth).toBeLessThan(measured.box.clientWidth);
          expect(beside.box.scrollWidth).toBeLessThanOrEqual(beside.box.clientWidth);
          const panelLeft = (await viewer.boundingBox())!.x;
          for (const right of beside.headerRights) expect(right).toBeLessThanOrEqual(panelLeft);
          // The statement page stays wide enough to read.
          expect((await viewer.boundingBox())!.width).toBeGreaterThanOrEqual(384);
          expect((await page.getByRole('searchbox', { name: 'Search transactions' }).boundingBox())!.width).toBeGreaterThan(300);
        } else {
          const show = page.getByRole('button', { name: /^Show statement page \d+$/ });
          await show.waitFor();
          const under = await widths(page);
          expect(under.box.clientWidth).toBe(measured.box.clientWidth);
          expect(under.box.scrollWidth).toBeLessThanOrEqual(under.box.clientWidth);
          await show.click();
          await page.getByRole('dialog').getByTestId('statement-viewer').waitFor();
          await page.waitForTimeout(400);
          expect((await page.getByRole('dialog').boundingBox())!.width).toBeGreaterThanOrEqual(500);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
        await screenshot(page, `${colorScheme}-review-workspace-${width}-statement`, { fullPage: false });
        expect(consoleErrors).toEqual([]);
      }
    });
  }

  it('loads the next page as the reviewer scrolls, until every row is there', { timeout: 60_000 }, async () => {
    const { page } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await openClient(page);
    const status = page.getByTestId('review-load-more');
    await status.getByText(`${PAGE_SIZE} of ${TOTAL} loaded; scroll for more`).waitFor();
    expect(await page.getByTestId('review-table').getAttribute('aria-rowcount')).toBe(String(TOTAL + 1));

    const nextPage = page.waitForRequest(
      (request) => request.url().includes(`/api/transactions/client/${clientId}?`) && request.url().includes('cursor='),
    );
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    await nextPage;
    await status.getByText(`${PAGE_SIZE * 2} of ${TOTAL} loaded; scroll for more`).waitFor();
    // Rows past the first page are drawn where the reviewer is.
    await page.locator(`tr[aria-rowindex="${PAGE_SIZE + 2}"]`).waitFor();

    for (let attempt = 0; attempt < 10 && (await status.count()) > 0; attempt += 1) {
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
      await page.waitForTimeout(400);
    }
    await expect.poll(() => status.count()).toBe(0);
    // The last page made the page taller: to the bottom once more, where the last row is.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    await page.locator(`tr[aria-rowindex="${TOTAL + 1}"]`).waitFor();
    await screenshot(page, 'light-review-workspace-all-loaded', { fullPage: false });
    // Still only the rows in view are in the page.
    expect(await rowsOf(page).count()).toBeLessThan(100);
  });

  it('searches on the server: finds a row that is not on the first page', async () => {
    const { page } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === `/api/transactions/client/${clientId}` && url.searchParams.has('q')) searches.push(url.searchParams.get('q')!);
    });
    await openClient(page);
    // Not loaded: the first page holds the oldest rows, and this vendor is in the last statement.
    await expect.poll(() => page.getByText(LATE_VENDOR).count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search transactions' }).pressSequentially('zebra stripe', { delay: 20 });
    await page.getByTestId('review-count').getByText(`Showing 1 of ${TOTAL}`).waitFor();
    await rowsOf(page).filter({ hasText: LATE_VENDOR }).waitFor();
    await expect.poll(() => rowsOf(page).count()).toBe(1);
    // Typing pauses are what is sent, not every key.
    expect(searches.at(-1)).toBe('zebra stripe');
    expect(searches.length).toBeLessThan('zebra stripe'.length);
    await screenshot(page, 'light-review-workspace-search', { fullPage: false });
  });

  it("keeps the reviewer's place through a bulk change far down the list", async () => {
    const { page } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await openClient(page);
    await page.evaluate(() => window.scrollTo({ top: 4000 }));
    await page.waitForTimeout(300);
    // Two rows in the middle of the window: picked by where they are on screen, not by their place in the DOM.
    const picked = await rowsOf(page).evaluateAll((rows) =>
      rows
        .filter((row) => {
          const rect = row.getBoundingClientRect();
          return rect.top > 300 && rect.bottom < window.innerHeight - 100;
        })
        .slice(0, 2)
        .map((row) => row.getAttribute('data-row-id')!),
    );
    expect(picked).toHaveLength(2);
    for (const id of picked) await page.locator(`tr[data-row-id="${id}"]`).getByRole('checkbox').click();
    const rowTop = (id: string) => page.locator(`tr[data-row-id="${id}"]`).evaluate((row) => Math.round(row.getBoundingClientRect().top));
    const before = await rowTop(picked[0]!);
    // The bulk actions are held in view below the app's header, the column header below them (or its
    // copy, should the table scroll sideways).
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('2 selected').waitFor();
    const held = await page.evaluate(() => {
      const appHeader = document.querySelector('header')!.getBoundingClientRect();
      const region = document.querySelector('[aria-label="Bulk actions"]')!.getBoundingClientRect();
      const th = (
        document.querySelector('[data-testid="review-table-stuck-header"] th') ?? document.querySelector('[data-testid="review-table"] thead th')!
      ).getBoundingClientRect();
      return {
        appHeaderBottom: Math.round(appHeader.bottom),
        barTop: Math.round(region.top),
        barBottom: Math.round(region.bottom),
        thTop: Math.round(th.top),
      };
    });
    expect(Math.abs(held.barTop - held.appHeaderBottom)).toBeLessThanOrEqual(1);
    expect(Math.abs(held.thTop - held.barBottom)).toBeLessThanOrEqual(1);
    await screenshot(page, 'light-review-workspace-bulk-far-down', { fullPage: false });

    await bar.getByRole('button', { name: 'Approve selected' }).click();
    const askFirst = page.getByRole('alertdialog', { name: 'Approve Ask Client transactions?' });
    const done = page.locator('[data-sonner-toast]').filter({ hasText: 'Approval Updated' }).first();
    await done.or(askFirst).first().waitFor();
    if (await askFirst.isVisible()) await askFirst.getByRole('button', { name: 'Approve all 2' }).click();
    await done.waitFor();
    await expect.poll(() => page.getByTestId('counter-approved').locator('dd').innerText()).toBe('2');
    // The loaded pages refetched in place: the same rows under the reviewer, where they were (give or take
    // the bulk bar, which leaves with the selection).
    for (const id of picked)
      await page
        .locator(`tr[data-row-id="${id}"]`)
        .getByRole('button', { name: /^✓ Approved/ })
        .waitFor();
    await page.waitForTimeout(300);
    expect(Math.abs((await rowTop(picked[0]!)) - before)).toBeLessThanOrEqual(60);
    await screenshot(page, 'light-review-workspace-bulk-approved', { fullPage: false });
  });

  it('gives a phone a list of cards: date, vendor, amount, category and approval in reach, more loaded as it scrolls', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, consoleErrors } = await review.open(browser, {
        viewport: { width: 390, height: 844 },
        colorScheme,
        isMobile: true,
        hasTouch: true,
      });
      await page.goto(`/transactions?client=${clientId}`);
      await page.getByTestId('review-card').first().waitFor();
      await page.getByTestId('review-count').getByText(`${TOTAL} transactions`).waitFor();
      await expect.poll(() => page.getByTestId('review-table').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      const cards = page.getByTestId('review-card');
      for (let index = 0; index < 3; index += 1) expect(await cardReach(cards.nth(index), 390)).toEqual([]);
      await screenshot(page, `${colorScheme}-phone-review-cards`, { fullPage: false });

      // Only the cards in view are drawn; scrolling to the end of the first page asks for the next.
      expect(await cards.count()).toBeLessThan(40);
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
            return page
              .getByTestId('review-load-more')
              .innerText()
              .catch(() => 'all loaded');
          },
          { timeout: 15_000 },
        )
        .not.toMatch(new RegExp(`^${PAGE_SIZE} of`));
      // The window redraws as the next page arrives: measure the last card once it is drawn whole.
      await cards.last().getByTestId('row-date').waitFor();
      await page.waitForTimeout(200);
      expect(await cardReach(cards.last(), 390)).toEqual([]);

      // A thumb approves a row and sets its category from its card.
      await page.evaluate(() => window.scrollTo({ top: 0 }));
      const first = cards.first();
      const approve = first.getByRole('button', { name: /^(✓ Approved|○ Pending)/ });
      const was = await approve.getAttribute('aria-pressed');
      await approve.tap();
      await expect.poll(() => approve.getAttribute('aria-pressed')).not.toBe(was);
      await approve.tap();
      await expect.poll(() => approve.getAttribute('aria-pressed')).toBe(was);
      expect(consoleErrors).toEqual([]);
    }
  });

  it('stays usable narrower than its columns on a small laptop', async () => {
    const screens = [{ name: 'light', width: 1100, height: 800, colorScheme: 'light' }] as const;
    for (const { name, width, height, colorScheme } of screens) {
      const { page } = await review.open(browser, { viewport: { width, height }, colorScheme });
      await openClient(page);
      const measured = await widths(page);
      // The page never scrolls sideways; the table does, inside its card, its first columns held.
      expect(measured.page.scrollWidth).toBeLessThanOrEqual(measured.page.clientWidth);
      expect(measured.box.scrollWidth).toBeGreaterThan(measured.box.clientWidth);
      await page.getByTestId('review-table-scroll').evaluate((box) => box.scrollBy({ left: 400 }));
      const held = await page.evaluate(() => {
        const box = document.querySelector('[data-testid="review-table-scroll"]')!.getBoundingClientRect();
        const idCell = document.querySelector('[data-testid="review-table"] tbody tr[data-row-id] td:nth-child(2)')!.getBoundingClientRect();
        return { boxLeft: Math.round(box.left), idLeft: Math.round(idCell.left) };
      });
      expect(held.idLeft - held.boxLeft).toBeLessThanOrEqual(44);

      // Scrolled down the page, a copy of the column header sticks below the app's header, moved
      // sideways with the table so each label stays over its column.
      await page.evaluate(() => window.scrollTo({ top: 1500 }));
      await page.getByTestId('review-table-stuck-header').locator('thead').waitFor();
      await page.waitForTimeout(200);
      const aligned = await page.evaluate(() => {
        const appHeader = document.querySelector('header')!.getBoundingClientRect();
        const copy = document.querySelector('[data-testid="review-table-stuck-header"] thead')!;
        const labels = [...copy.querySelectorAll('th')].map((th) => th.getBoundingClientRect());
        const row = [...document.querySelectorAll('[data-testid="review-table"] tbody tr[data-row-id]')].find(
          (tr) => tr.getBoundingClientRect().top > appHeader.bottom + 44,
        )!;
        const cells = [...row.querySelectorAll('td')].map((td) => td.getBoundingClientRect());
        return {
          copyTop: Math.round(labels[0]!.top),
          appHeaderBottom: Math.round(appHeader.bottom),
          lefts: labels.map((label, index) => Math.round(label.left) - Math.round(cells[index]!.left)),
        };
      });
      expect(Math.abs(aligned.copyTop - aligned.appHeaderBottom)).toBeLessThanOrEqual(1);
      expect(aligned.lefts).toEqual(aligned.lefts.map(() => 0));
      await page.getByTestId('review-table-scroll').evaluate((box) => box.scrollBy({ left: 200 }));
      await page.waitForTimeout(100);
      const afterSideways = await page.evaluate(() => {
        const box = document.querySelector('[data-testid="review-table-scroll"]')!;
        const copy = document.querySelector('[data-testid="review-table-stuck-header"] > div')!;
        return { box: box.scrollLeft, copy: copy.scrollLeft };
      });
      expect(afterSideways.copy).toBe(afterSideways.box);
      await screenshot(page, `${name}-review-workspace-${width}-narrow-scrolled`, { fullPage: false });
      await page.evaluate(() => window.scrollTo({ top: 0 }));
      expect(await cutWithoutTitle(page).then((result) => result.offenders)).toEqual([]);
      await screenshot(page, `${name}-review-workspace-${width}-narrow`, { fullPage: false });
    }
  });

  it('approves a selection with a, asking first about Ask Client rows; without a selection a toggles the current row', async () => {
    // Three rows just past the long-category ones: two categorised, one still Ask Client, none approved.
    const listed = await review.call<Array<{ _id: string }>>('GET', `/api/transactions/client/${clientId}?limit=15`);
    const [fuel, ask, software] = listed.slice(12, 15).map((row) => row._id) as [string, string, string];
    await review.call('PATCH', '/api/transactions/bulk/update', { transaction_ids: [fuel], manual_category: '6110 - Automobile Expense:Fuel' });
    await review.call('PATCH', '/api/transactions/bulk/update', { transaction_ids: [software], manual_category: '6200 - Software' });
    await review.call('PATCH', '/api/transactions/bulk/update', { transaction_ids: [ask], manual_category: '1480 - Ask Client' });
    await review.call('PATCH', '/api/transactions/bulk/update', { transaction_ids: [fuel, ask, software], approved: false });

    const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await openClient(page);
    const active = rowsOf(page).and(page.locator('[data-active]'));
    const approval = (id: string) => page.locator(`tr[data-row-id="${id}"]`).getByRole('button', { name: /^(✓ Approved|○ Pending):/ });
    // The ? list says what a does with a selection.
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.getByText('Approve or unapprove the current transaction; with transactions selected, approve the selection').waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    // j down to the three rows, x on each: the keyboard alone.
    for (let step = 0; step < 13; step += 1) await page.keyboard.press('j');
    await expect.poll(() => active.getAttribute('data-row-id')).toBe(fuel);
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    await page.keyboard.press('j');
    await page.keyboard.press('x');
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('3 selected').waitFor();
    expect(await active.getAttribute('data-row-id')).toBe(software);

    // a is "Approve selected": the same prompt, not a toggle of the row the cursor is on.
    expect(await approval(software).innerText()).toBe('○ Pending');
    await page.keyboard.press('a');
    const askFirst = page.getByRole('alertdialog', { name: 'Approve Ask Client transactions?' });
    await askFirst.getByText('1 selected transaction is still 1480 - Ask Client: the client has not said what it is.').waitFor();
    await screenshot(page, 'light-review-workspace-a-approves-selection', { fullPage: false });
    // Enter takes the careful answer.
    await page.keyboard.press('Enter');
    await page.locator('[data-sonner-toast]').filter({ hasText: '2 transactions approved successfully.' }).first().waitFor();
    await expect.poll(() => approval(fuel).innerText()).toBe('✓ Approved');
    await expect.poll(() => approval(software).innerText()).toBe('✓ Approved');
    expect(await approval(ask).innerText()).toBe('○ Pending');
    await bar.waitFor({ state: 'detached' });

    // With nothing selected, a toggles the current row as before.
    await page.keyboard.press('a');
    await expect.poll(() => approval(software).innerText()).toBe('○ Pending');
    await page.locator('[data-sonner-toast]').filter({ hasText: 'Transaction unapproved successfully.' }).first().waitFor();
    expect(await approval(fuel).innerText()).toBe('✓ Approved');
    expect(consoleErrors).toEqual([]);
  });

  it('selects every matching row when asked, not silently only the loaded ones', { timeout: 60_000 }, async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1440, height: 900 }, colorScheme });
      await openClient(page);
      await page.getByRole('checkbox', { name: 'Select all shown transactions' }).click();
      const bar = page.getByRole('region', { name: 'Bulk actions' });
      const notice = page.getByTestId('select-all-notice');
      await bar.getByText(`${PAGE_SIZE} selected`).waitFor();
      await notice.getByText(`All ${PAGE_SIZE} loaded transactions are selected.`).waitFor();
      await screenshot(page, `${colorScheme}-review-workspace-select-loaded`, { fullPage: false });

      // The rest come in pages of the largest size, after the loaded ones.
      const asked: URL[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === `/api/transactions/client/${clientId}` && url.searchParams.has('cursor')) asked.push(url);
      });
      await notice.getByRole('button', { name: `Select all ${TOTAL} transactions` }).click();
      await notice.getByText(`All ${TOTAL} transactions are selected.`).waitFor();
      await bar.getByText(`${TOTAL} selected`).waitFor();
      expect(asked.length).toBe(1);
      expect(asked[0]!.searchParams.get('limit')).toBe(String(transactions.MAX_PAGE_SIZE));
      await screenshot(page, `${colorScheme}-review-workspace-select-every-match`, { fullPage: false });

      // Rows loaded later by scrolling arrive selected.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
      const later = page.locator(`tr[aria-rowindex="${PAGE_SIZE + 2}"]`);
      await later.waitFor();
      expect(await later.getAttribute('data-state')).toBe('selected');

      await notice.getByRole('button', { name: 'Clear selection' }).click();
      await bar.waitFor({ state: 'detached' });
      await expect.poll(() => page.locator('tr[data-state="selected"]').count()).toBe(0);
      expect(consoleErrors).toEqual([]);
    }

    // More matching rows than one bulk change takes: said, not offered. (The count is the server's header.)
    const { page } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await page.route(
      (url) => url.pathname === `/api/transactions/client/${clientId}` && !url.searchParams.has('cursor'),
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'x-total-count': '6200' } });
      },
    );
    await page.goto(`/transactions?client=${clientId}`);
    await rowsOf(page).first().waitFor();
    await page.getByRole('checkbox', { name: 'Select all shown transactions' }).click();
    const notice = page.getByTestId('select-all-notice');
    await notice.getByText('There are 6,200; one change takes at most 5,000: narrow the filters to select them all.').waitFor();
    await expect.poll(() => notice.getByRole('button').count()).toBe(0);
    await screenshot(page, 'light-review-workspace-select-too-many', { fullPage: false });
  });
});
