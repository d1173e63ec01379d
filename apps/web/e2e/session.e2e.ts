import { describe, expect, inject, it } from 'vitest';
import { signIn, storedTokens, useBrowser, waitForPath } from './support/browser.ts';

describe('session renewal', () => {
  const browser = useBrowser();
  const admin = inject('admin');

  it('renews an expired access token on a 401 and keeps the user signed in', async () => {
    const { page, context } = await browser.open();
    await signIn(page, admin);
    await waitForPath(page, '/dashboard');
    const before = await storedTokens(page);

    await page.evaluate(() => localStorage.setItem('access_token', 'expired-or-forged'));
    await page.goto('/transactions');
    await page.getByRole('heading', { name: 'Transactions' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/transactions');
    expect(await page.getByTestId('user-name').first().innerText()).toBe(admin.name);

    const after = await storedTokens(page);
    expect(after.access).not.toBeNull();
    expect(after.access).not.toBe('expired-or-forged');
    // Refresh tokens rotate: the one used is replaced.
    expect(after.refresh).not.toBeNull();
    expect(after.refresh).not.toBe(before.refresh);
    const cookie = (await context.cookies()).find((c) => c.name === 'access_token');
    expect(cookie?.value).toBe(after.access);
  });

  it('lands on /login when there is no refresh token to renew with', async () => {
    const { page } = await browser.open();
    await signIn(page, admin);
    await waitForPath(page, '/dashboard');

    await page.evaluate(() => {
      localStorage.setItem('access_token', 'expired-or-forged');
      localStorage.removeItem('refresh_token');
    });
    // The app leaves /dashboard for /login while it loads, so wait only for the navigation to start.
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await waitForPath(page, '/login');
  });

  it('clears both tokens and lands on /login when the refresh is refused', async () => {
    const { page } = await browser.open();
    await signIn(page, admin);
    await waitForPath(page, '/dashboard');

    await page.evaluate(() => {
      localStorage.setItem('access_token', 'expired-or-forged');
      localStorage.setItem('refresh_token', 'revoked-or-forged');
    });
    // The app leaves /dashboard for /login while it loads, so wait only for the navigation to start.
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await waitForPath(page, '/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
  });
});
