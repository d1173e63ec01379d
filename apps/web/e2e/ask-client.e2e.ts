import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser.ts';
import { startReviewServer, type ReviewServer } from './support/review-server.ts';

/*
 * The questions only the client can answer (issue 22): a reviewer sends the rows the categoriser filed to Ask
 * Client (through the API first, then from the Transactions screen's selection), and the client answers
 * on their phone, with no account, through the link. Each answer lands on its row as a proposal, not approved.
 */

const CHART = [
  'Number,Name,Type',
  '1010,Checking,Bank',
  '2700,Equipment Loan,Long Term Liability',
  '3100,Owner Draw,Equity',
  '4000,Sales,Income',
  '6020,Office Supplies,Expense',
  '6300,Meals and Entertainment,Expense',
  '6400,Subcontractors,Expense',
].join('\n');
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface Row {
  _id: string;
  description: string;
  approved: boolean;
  auto_category: string | null;
  auto_category_reason: string | null;
  client_answer: { choice: string; note: string } | null;
}
interface Sent {
  url: string;
  delivery: string;
  message: string;
  link: { id: string };
}

const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const pathOf = (url: string) => new URL(url).pathname;

describe('the client answers questions on a phone', () => {
  const browser = useBrowser();
  let review: ReviewServer;
  let clientId: string;
  let rows: Row[];
  let sent: Sent;
  const rowOf = (text: string) => rows.find((row) => row.description.includes(text))!;

  beforeAll(async () => {
    review = await startReviewServer();
    clientId = (await review.createClient({ name: 'Marsh Flooring', client_number: 51, account_type: 'desktop', email: 'owner@marsh.example' }))._id;
    await review.uploadCoa(clientId, CHART);
    const uploadId = await review.uploadStatement(clientId, {
      holder: 'MARSH FLOORING',
      period: ['01/01/2026', '01/31/2026'],
      opening: 5000,
      lines: [
        { date: '01/03', description: 'ZELLE TO J. MARSH 88412', amount: -250 },
        { date: '01/04', description: 'CHECK 2722', amount: -1234.56 },
        { date: '01/09', description: 'AMAZON MKTPL*2K41 AMZN.COM/BILL WA', amount: -54.99 },
      ],
    });
    rows = await review.call<Row[]>('GET', `/api/transactions/${uploadId}`);
    sent = await review.call<Sent>('POST', `/api/ask-client/${clientId}/links`, { transaction_ids: rows.map((row) => row._id) });
  }, 90_000);
  afterAll(() => review?.stop());

  it('offers the link to copy when the firm has no email set up', () => {
    expect(sent.delivery).toBe('copy');
    expect(sent.message).toBe('Email is not set up for this firm: copy the link and send it to Marsh Flooring.');
    expect(pathOf(sent.url)).toMatch(/^\/q\/[\w-]{43}$/);
  });

  // The client is nobody signed in: a fresh browser with no tokens.
  it('shows each row as the bank printed it and takes an answer, which the reviewer sees proposed', { timeout: 60_000 }, async () => {
    const { page, consoleErrors } = await browser.open({ ...PHONE, baseURL: review.server.baseUrl });
    await page.goto(pathOf(sent.url));
    await expect.poll(() => page.getByTestId('question').count()).toBe(3);
    await page.getByRole('heading', { name: 'Questions from your bookkeeper' }).waitFor();
    const check = page.getByTestId('question').filter({ hasText: 'CHECK 2722' });
    expect(await check.textContent()).toContain('Paid out $1,234.56');
    expect(await check.textContent()).toContain('Jan 4, 2026');
    expect(await page.getByTestId('questions-left').textContent()).toBe('3 of 3 left to answer');
    // Nothing of the books beyond the rows: no account numbers, no chart names.
    expect(await page.locator('body').textContent()).not.toMatch(/6400|Subcontractors|Office Supplies/);
    expect(await noSideways(page)).toBe(true);
    await screenshot(page, 'phone-ask-client-page');

    const zelle = page.getByTestId('question').filter({ hasText: 'ZELLE TO J. MARSH' });
    await zelle.getByRole('radio', { name: 'Paid a contractor' }).check();
    await zelle.getByLabel('Anything we should know?').fill('tile work, kitchen job');
    await screenshot(page, 'phone-ask-client-choosing', { fullPage: false });
    await zelle.getByRole('button', { name: 'Send answer' }).click();
    await zelle.getByRole('status').filter({ hasText: 'You said: Paid a contractor' }).waitFor();
    expect(await page.getByTestId('questions-left').textContent()).toBe('2 of 3 left to answer');

    const after = (await review.call<Row[]>('GET', `/api/transactions/client/${clientId}`)).find((row) => row._id === rowOf('ZELLE')._id)!;
    expect(after).toMatchObject({
      approved: false,
      auto_category: '6400 - Subcontractors',
      auto_category_reason: "Client answered: Paid a contractor — 'tile work, kitchen job'",
      client_answer: { choice: 'Paid a contractor', note: 'tile work, kitchen job' },
    });
    expect(consoleErrors).toEqual([]);
  });

  it('counts on the dashboard what each client was sent, answered and still has waiting', { timeout: 60_000 }, async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1280, height: 900 }, colorScheme });
      await page.goto('/dashboard');
      const card = page.getByTestId('client-questions');
      const marsh = card.locator(`tr[data-client-id="${clientId}"]`);
      await marsh.waitFor();
      expect((await marsh.locator('td').allTextContents()).map((text) => text.trim())).toEqual(['Marsh Flooring', '3', '1', '2', 'under an hour']);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `${colorScheme === 'dark' ? 'dark-' : ''}dashboard-client-questions`, { fullPage: false });
      expect(consoleErrors).toEqual([]);
    }
  });

  it('finishes in dark mode with a thank-you, and a withdrawn link says only that it is not available', { timeout: 60_000 }, async () => {
    const { page, consoleErrors } = await browser.open({ ...PHONE, colorScheme: 'dark', baseURL: review.server.baseUrl });
    await page.goto(pathOf(sent.url));
    // The answered row is gone after a reload: the page serves open questions only.
    await expect.poll(() => page.getByTestId('question').count()).toBe(2);
    expect(await page.getByTestId('questions-left').textContent()).toBe('2 of 2 left to answer · 1 answered before');
    expect(await page.locator('html').getAttribute('class')).toContain('dark');
    await screenshot(page, 'dark-phone-ask-client-page');

    for (const [text, choice] of [
      ['CHECK 2722', "Owner's personal spending"],
      ['AMAZON', 'Supplies'],
    ] as const) {
      const card = page.getByTestId('question').filter({ hasText: text });
      await card.getByRole('radio', { name: choice }).check();
      await card.getByRole('button', { name: 'Send answer' }).click();
      await card.getByRole('status').waitFor();
    }
    await page.getByRole('heading', { name: 'Thank you, that’s everything' }).waitFor();
    expect(await noSideways(page)).toBe(true);
    await screenshot(page, 'dark-phone-ask-client-done');

    await review.call('POST', `/api/ask-client/links/${sent.link.id}/revoke`);
    await page.reload();
    await page.getByRole('heading', { name: 'This page is not available' }).waitFor();
    expect(await page.getByTestId('questions-message').textContent()).toContain('it may have expired or been withdrawn');
    await screenshot(page, 'dark-phone-ask-client-withdrawn');
    // The 404 of the withdrawn link is the one error the browser reports.
    expect(consoleErrors.filter((text) => !/404/.test(text))).toEqual([]);
  });

  it('shows the reviewer the client’s words beside the row, and asks again from a selection', { timeout: 60_000 }, async () => {
    // The reviewer files the answered Zelle row by hand and approves the check: the server refuses to ask about either.
    const answered = (await review.call<Row[]>('GET', `/api/transactions/client/${clientId}`)).find((row) => row._id === rowOf('ZELLE')._id)!;
    await review.call('PATCH', `/api/transactions/${answered._id}`, { manual_category: answered.auto_category });
    await review.call('PATCH', `/api/transactions/${rowOf('CHECK 2722')._id}`, { approved: true });
    const { page, consoleErrors } = await review.open(browser, { viewport: { width: 1440, height: 900 } });
    await page.goto('/transactions');
    await page.getByRole('button', { name: 'View Transactions for Marsh Flooring' }).click();
    const rowOfScreen = (text: string) => page.getByTestId('review-table').locator('tbody tr[data-row-id]').filter({ hasText: text }).first();
    const answer = rowOfScreen('ZELLE TO J. MARSH').getByTestId('client-answer');
    await answer.waitFor();
    expect(await answer.textContent()).toContain('tile work, kitchen job');
    await expect.poll(() => answer.getByRole('button', { name: /^Always file ZELLE TO J\. MARSH as/ }).count()).toBe(1);
    // "CHECK" only says how the money moved: no rule is offered from one answer about it.
    await rowOfScreen('CHECK 2722').getByTestId('client-answer').waitFor();
    expect(
      await rowOfScreen('CHECK 2722')
        .getByRole('button', { name: /^Always file/ })
        .count(),
    ).toBe(0);
    await screenshot(page, 'transactions-client-answer', { fullPage: false });

    // All three selected: only the undecided Amazon row is sent, and the bar says what stays behind and why.
    for (const text of ['ZELLE TO J. MARSH', 'CHECK 2722', 'AMAZON']) await rowOfScreen(text).getByRole('checkbox').click();
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    expect(await bar.getByTestId('ask-client-left-out').textContent()).toBe('Leaves out 2 already decided: 1 approved, 1 filed by hand');
    await screenshot(page, 'transactions-ask-client-left-out', { fullPage: false });
    await bar.getByRole('button', { name: 'Ask client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask Marsh Flooring' });
    await dialog.getByText('This transaction goes on a page').waitFor();
    await dialog.getByRole('button', { name: 'Send to client' }).click();
    const link = await dialog.getByLabel('Questions link').inputValue();
    expect(pathOf(link)).toMatch(/^\/q\/[\w-]{43}$/);
    expect(await dialog.getByRole('status').textContent()).toContain('Email is not set up for this firm');
    await screenshot(page, 'transactions-ask-client-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Done' }).click();
    // Asked again: the client's first answer stays on the row until a new one comes.
    const links = await review.call<Array<{ status: string; question_count: number }>>('GET', `/api/ask-client/${clientId}/links`);
    expect(links.filter((entry) => entry.status === 'open').map((entry) => entry.question_count)).toEqual([1]);
    expect(consoleErrors).toEqual([]);
  });
});
