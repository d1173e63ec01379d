import { describe, expect, inject, it } from 'vitest';
import { screenshot, signIn, useBrowser, waitForPath } from './support/browser.ts';

describe('route access', () => {
  const browser = useBrowser();

  it('sends a visitor who is not signed in to /login', async () => {
    const { page } = await browser.open();
    await page.goto('/transactions');
    await waitForPath(page, '/login');
  });

  it('sends a worker who opens an admin page to /', async () => {
    const { page } = await browser.open();
    await signIn(page, inject('worker'));
    await waitForPath(page, '/upload');

    await page.goto('/clients');
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Clients' }).count()).toBe(0);

    // Categories is admin-only too, though it is not in the header.
    await page.goto('/categories');
    await waitForPath(page, '/');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Categories' }).count()).toBe(0);
  });

  it('shows the 404 page for an unknown path and logs the path', async () => {
    const { page, consoleErrors } = await browser.open();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    expect(consoleErrors.some((text) => text.includes('/no/such/page'))).toBe(true);
    await screenshot(page, 'light-not-found');

    await page.getByRole('link', { name: 'Return to Home' }).click();
    // Home is protected, so a visitor ends on the login screen.
    await waitForPath(page, '/login');
  });
});
