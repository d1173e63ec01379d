import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningDemo, startDemo } from '../../../tools/demo/start-demo.ts';
import { screenshot, signedInState, useBrowser } from './support/browser.ts';

/*
 * `npm run demo` as CI runs it: the demo firm built on a free port in a temp folder, then every screen visited
 * as admin and as worker, each showing real rows (no empty tables), with screenshots.
 */

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

type Who = 'admin' | 'worker';
type Tokens = { access_token: string; refresh_token: string };

describe('npm run demo', () => {
  const browser = useBrowser();
  let demo: RunningDemo;
  let dataDir: string;
  const tokens = new Map<Who, Tokens>();
  const clientIds = new Map<string, string>();
  let seconds = 0;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ledgerdesk-demo-e2e-'));
    const started = performance.now();
    demo = await startDemo({ dataDir, port: await freePort() });
    seconds = (performance.now() - started) / 1000;
    for (const [who, account] of [['admin', demo.admin], ['worker', demo.worker]] as const) {
      const res = await fetch(`${demo.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      expect(res.status).toBe(200);
      tokens.set(who, (await res.json()) as Tokens);
    }
    const clients = (await (await fetch(`${demo.url}/api/clients`, { headers: { Authorization: `Bearer ${tokens.get('admin')!.access_token}` } })).json()) as Array<{
      _id: string;
      name: string;
    }>;
    for (const client of clients) clientIds.set(client.name, client._id);
  }, 120_000);

  afterAll(async () => {
    await demo?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  function openAs(who: Who, options: BrowserContextOptions = {}) {
    return browser.open({ ...options, baseURL: demo.url, storageState: signedInState(demo.url, tokens.get(who)!) });
  }

  /**
   * A table with at least `min` real rows (two cells or more), and no one-cell row with text: that is an
   * empty-state or error message spanning the table (virtual lists' spacer rows are empty).
   */
  async function expectRows(table: Locator, min = 1) {
    const rows = table.locator('tbody tr:has(td + td)');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThanOrEqual(min);
    const messages = await table.locator('tbody tr:not(:has(td + td))').allInnerTexts();
    expect(messages.filter((text) => text.trim() !== '')).toEqual([]);
  }

  const section = (page: Page, heading: string) => page.locator('section', { has: page.getByRole('heading', { name: heading }) }).locator('table');
  const client = (name: string) => {
    const id = clientIds.get(name);
    if (!id) throw new Error(`The demo has no client named ${name}`);
    return id;
  };

  it('builds the firm within a minute and lists its clients', () => {
    console.log(`demo firm built in ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(60);
    expect([...clientIds.keys()].sort()).toEqual(['Brightwater Design Co', 'Casey L Morgan', 'Jordan A Rivera', 'Priya N Shah', 'Sam K Oduya']);
  });

  it("shows the admin's screens with real rows", async () => {
    const { page, consoleErrors } = await openAs('admin', { viewport: { width: 1440, height: 900 } });

    await page.goto('/dashboard');
    for (const heading of ['Recent Uploads', 'Pending Approvals', 'Sync History']) await expectRows(section(page, heading));
    expect(await page.getByTestId('first-run-guide').count()).toBe(0);
    await screenshot(page, 'demo-admin-dashboard');

    await page.goto('/upload');
    await expectRows(section(page, 'Upload History'), 5);
    await screenshot(page, 'demo-admin-upload');

    await page.goto('/transactions');
    await expectRows(page.getByTestId('transaction-clients'), 5);
    await page.goto(`/transactions?client=${client('Casey L Morgan')}`);
    await expectRows(page.getByTestId('review-table'), 10);
    await screenshot(page, 'demo-admin-transactions-online', { fullPage: false });
    await page.goto(`/transactions?client=${client('Jordan A Rivera')}`);
    await expectRows(page.getByTestId('review-table'), 10);
    await screenshot(page, 'demo-admin-transactions-half-reviewed', { fullPage: false });

    await page.goto(`/export?client=${client('Brightwater Design Co')}`);
    await expectRows(page.locator('main table').first());
    await screenshot(page, 'demo-admin-export');

    await page.goto('/clients');
    await expectRows(section(page, 'All clients'), 5);
    await screenshot(page, 'demo-admin-clients');

    await page.goto('/categories');
    await expectRows(section(page, 'All categories'), 8);

    await page.goto(`/rules?client=${client('Brightwater Design Co')}`);
    await expectRows(page.getByTestId('rules-table'), 6);
    // Rules that filed this client's statement say how often they did.
    const counts = await page.getByTestId('rule-row').allInnerTexts();
    expect(counts.some((row) => /\b[1-9]\d*\b/.test(row))).toBe(true);
    await screenshot(page, 'demo-admin-rules');

    await page.goto('/logs');
    await expectRows(page.getByTestId('audit-table'), 20);
    await screenshot(page, 'demo-admin-logs', { fullPage: false });
    expect(consoleErrors).toEqual([]);
  });

  it("shows the worker's screens with real rows", async () => {
    const { page, consoleErrors } = await openAs('worker', { viewport: { width: 1440, height: 900 } });

    await page.goto('/upload');
    await expectRows(section(page, 'My Uploads'), 3);
    expect(await page.getByTestId('first-upload-hint').count()).toBe(0);
    await screenshot(page, 'demo-worker-upload');

    await page.goto('/my-uploads');
    await expectRows(page.locator('main table').first(), 3);
    await screenshot(page, 'demo-worker-my-uploads');

    await page.goto('/transactions');
    await expectRows(page.getByTestId('transaction-clients'), 5);
    await page.goto(`/transactions?client=${client('Sam K Oduya')}`);
    await expectRows(page.getByTestId('review-table'), 10);
    await screenshot(page, 'demo-worker-transactions', { fullPage: false });

    await page.goto(`/export?client=${client('Jordan A Rivera')}`);
    await expectRows(page.locator('main table').first());

    await page.goto('/logs');
    await expectRows(page.getByTestId('audit-table'), 3);
    expect(consoleErrors).toEqual([]);
  });

  it('reads in dark mode and on a phone', async () => {
    const dark = await openAs('admin', { viewport: { width: 1440, height: 900 }, colorScheme: 'dark' });
    await dark.page.goto('/dashboard');
    await expectRows(section(dark.page, 'Recent Uploads'));
    await screenshot(dark.page, 'demo-dark-admin-dashboard');
    await dark.page.goto(`/transactions?client=${client('Brightwater Design Co')}`);
    await expectRows(dark.page.getByTestId('review-table'), 10);
    await screenshot(dark.page, 'demo-dark-admin-transactions', { fullPage: false });

    const phone = await openAs('worker', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await phone.page.goto('/my-uploads');
    await expectRows(phone.page.locator('main table').first(), 3);
    await screenshot(phone.page, 'demo-phone-worker-my-uploads');
    const phoneAdmin = await openAs('admin', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: 'dark' });
    await phoneAdmin.page.goto('/dashboard');
    await expectRows(section(phoneAdmin.page, 'Recent Uploads'));
    await screenshot(phoneAdmin.page, 'demo-phone-dark-admin-dashboard');
  });
});
