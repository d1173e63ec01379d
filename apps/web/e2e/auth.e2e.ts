import { describe, expect, inject, it } from 'vitest';
import { screenshot, signIn, storedTokens, useBrowser, waitForPath } from './support/browser.ts';

const ADMIN_LINKS = ['Dashboard', 'Upload', 'Transactions', 'Export', 'Clients', 'Rules', 'Logs'];
const WORKER_LINKS = ['Upload', 'Transactions', 'Export', 'Logs', 'My Uploads'];

describe('signing in and out', () => {
  const browser = useBrowser();
  const admin = inject('admin');
  const worker = inject('worker');

  it('takes an admin to /dashboard with the admin links, name and role', async () => {
    const { page } = await browser.open();
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'light-login');

    await signIn(page, admin);
    await waitForPath(page, '/dashboard');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(ADMIN_LINKS);
    expect(await nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByTestId('user-name').first().innerText()).toBe(admin.name);
    expect(await page.getByTestId('user-role').first().innerText()).toBe('Admin');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await screenshot(page, 'light-dashboard');
  });

  it('takes a worker to /upload with the worker links and no Clients link', async () => {
    const { page } = await browser.open();
    await signIn(page, worker);
    await waitForPath(page, '/upload');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.getByRole('heading', { name: 'Upload Files' }).waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(WORKER_LINKS);
    await expect.poll(() => page.getByRole('link', { name: 'Clients' }).count()).toBe(0);
    expect(await page.getByTestId('user-role').first().innerText()).toBe('Worker');
    await screenshot(page, 'light-worker-upload');
  });

  it('asks for both fields, then reports wrong credentials', async () => {
    const { page } = await browser.open();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await page.getByRole('alert').innerText()).toBe('Please fill in all fields');

    await page.getByLabel('Email').fill(admin.email);
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect(await page.getByRole('alert').innerText()).toBe('Please fill in all fields');

    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it("shows the server's message when sign-in is rate limited", async () => {
    const { page } = await browser.open();
    // The real limits would lock this address out for the rest of the run, so the reply is staged.
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many failed sign-in attempts. Try again in 15 minutes.' }),
      }),
    );
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill('whatever-it-is');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('alert').filter({ hasText: 'Too many failed sign-in attempts. Try again in 15 minutes.' }).waitFor();
    await expect.poll(() => page.getByText('Invalid email or password').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('sends a signed-in user away from /login to their landing page', async () => {
    const { page } = await browser.open();
    await signIn(page, admin);
    await waitForPath(page, '/dashboard');
    await page.goto('/login');
    await waitForPath(page, '/dashboard');
  });

  it('confirms a password reset request without revealing anything', async () => {
    const { page } = await browser.open();
    await page.goto('/login');
    await page.getByRole('button', { name: /Forgot your password/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.waitFor();

    // An empty email does nothing: the dialog stays, no toast appears.
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.waitForTimeout(1300);
    expect(await dialog.isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Reset link sent').count()).toBe(0);

    await dialog.getByLabel('Email').fill('someone@example.com');
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Reset link sent').waitFor();
    await page.getByText("If an account exists with this email, you'll receive a reset link").waitFor();
    await dialog.waitFor({ state: 'hidden' });
    // The sign-in form was not submitted along with the dialog.
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
  });

  it('signs out to /login and forgets the session', async () => {
    const { page } = await browser.open();
    await signIn(page, worker);
    await waitForPath(page, '/upload');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await waitForPath(page, '/login');
    expect(await storedTokens(page)).toEqual({ access: null, refresh: null });

    await page.goto('/transactions');
    await waitForPath(page, '/login');
  });
});
