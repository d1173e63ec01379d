import { describe, expect, inject, it } from 'vitest';
import { openSignedIn, screenshot, useBrowser } from './support/browser.ts';

/*
 * Issue 24, item 11: a screen's first load is its own. The sign-in page fetches no toaster until a key or tap,
 * and the dashboard fetches another screen's code only when a link to it is pointed at (npm run bench:web
 * weighs the rest).
 */

const scriptsOf = (urls: string[], name: string) => urls.filter((url) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(url));

describe('first load', () => {
  const browser = useBrowser();

  it('leaves sonner out of the sign-in page until the first tap or key', async () => {
    const { page, consoleErrors } = await browser.open({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(scriptsOf(fetched, 'toaster')).toEqual([]);
    await page.getByLabel('Email').click();
    await page.keyboard.type('someone@example.com');
    await expect.poll(() => scriptsOf(fetched, 'toaster').length).toBe(1);
    await screenshot(page, 'first-load-phone-dark-login');
    expect(consoleErrors).toEqual([]);
  });

  it('fetches the Transactions screen when its link is pointed at, not with the dashboard', async () => {
    const { page, consoleErrors } = await openSignedIn(browser, inject('admin'), { viewport: { width: 1440, height: 900 } });
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // Past the moment the old idle prefetch fired (3 s at the latest).
    await page.waitForTimeout(3500);
    expect(scriptsOf(fetched, 'transactions')).toEqual([]);
    const link = page.getByRole('navigation').getByRole('link', { name: 'Transactions' }).first();
    await link.hover();
    // The screen's code may come in more than one chunk named after it (the route, and what the transactions feature
    // offers other screens); what matters is that none came before the pointer did.
    await expect.poll(() => scriptsOf(fetched, 'transactions').length).toBeGreaterThan(0);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/transactions');
    await screenshot(page, 'first-load-transactions-after-hover', { fullPage: false });
    expect(consoleErrors).toEqual([]);
  });
});
