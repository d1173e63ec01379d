import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { screenshot, signIn, useBrowser, waitForPath } from './support/browser.ts';

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('appearance', () => {
  const browser = useBrowser();
  const admin = inject('admin');

  it('switches to dark mode and remembers it across a reload', async () => {
    const { page } = await browser.open();
    await signIn(page, admin);
    await waitForPath(page, '/dashboard');
    expect(await isDark(page)).toBe(false);

    const toggle = page.getByRole('button', { name: 'Dark mode' });
    await toggle.click();
    expect(await isDark(page)).toBe(true);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await page.getByRole('heading', { name: 'Add New User' }).waitFor();
    expect(await isDark(page)).toBe(true);
    await screenshot(page, 'dark-dashboard');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await waitForPath(page, '/login');
    expect(await isDark(page)).toBe(true);
    await screenshot(page, 'dark-login');
  });

  it("follows the system's dark preference until the user chooses", async () => {
    const { page } = await browser.open({ colorScheme: 'dark' });
    await page.goto('/login');
    expect(await isDark(page)).toBe(true);
  });

  it('puts the links in a slide-in menu at phone width', async () => {
    // Dark here, so the screenshots cover the menu in the scheme the desktop shots do not.
    const { page } = await browser.open({ viewport: { width: 375, height: 800 }, colorScheme: 'dark' });
    await signIn(page, admin);
    await waitForPath(page, '/dashboard');
    await page.getByRole('heading', { name: 'Add New User' }).waitFor();
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    // Nothing may stick out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'phone-dark-dashboard');

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await menu.getByText(admin.name).waitFor();
    // The open menu covers the viewport, not the whole scrolled page.
    await screenshot(page, 'phone-dark-menu', { fullPage: false });

    await menu.getByRole('link', { name: 'Transactions' }).click();
    await waitForPath(page, '/transactions');
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { name: 'Transactions' }).waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).click();
    await waitForPath(page, '/login');
  });
});
