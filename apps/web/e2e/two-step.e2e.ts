import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeStep, totpAt } from '../../server/src/features/two-step/totp.ts';
import { screenshot, signIn, useBrowser, waitForPath } from './support/browser.ts';
import { type RunningServer, startServer } from './support/server.ts';

// Its own server: turning two-step sign-in on (and requiring it for the firm) would lock the shared run's accounts.
const admin = { email: 'owner@example.com', password: 'e2e-two-step-admin' };
const worker = { name: 'Wes Worker', email: 'wes@example.com', password: 'e2e-two-step-worker' };
const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

/** What an authenticator app with this secret shows now, or `offset` steps later (the server accepts ±1). */
const appCode = (secret: string, offset = 0) => totpAt(secret, timeStep(Date.now()) + offset);

describe('two-step sign-in', () => {
  const browser = useBrowser();
  let server: RunningServer;
  let adminTokens: { access_token: string; refresh_token: string };

  async function api(method: string, path: string, body?: unknown, token = adminTokens.access_token) {
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
    return json;
  }

  beforeAll(async () => {
    server = await startServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    const res = await fetch(`${server.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    });
    adminTokens = await res.json();
    await api('POST', '/api/auth/register', { ...worker, role: 'worker' });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  const open = (options: BrowserContextOptions = {}) => browser.open({ viewport: desktop, ...options, baseURL: server.baseUrl });
  const openAsAdmin = (options: BrowserContextOptions = {}) => browser.openAt(server.baseUrl, adminTokens, { viewport: desktop, ...options });

  /** Sets it up on the Security page, reading the key off the screen as a person would type it into their app. */
  async function setUp(page: Page, shots: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const key = page.getByTestId('two-step-secret');
    await key.waitFor();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    const secret = (await key.innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, `${shots}-setup`);
    await page.getByLabel('2. Enter the 6-digit code the app shows').fill(appCode(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const list = page.getByTestId('recovery-codes');
    await list.waitFor();
    const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    await screenshot(page, `${shots}-recovery-codes`);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByTestId('two-step-state').filter({ hasText: 'On' }).waitFor();
    return { secret, recoveryCodes };
  }

  let adminSecret = '';
  let adminRecoveryCodes: string[] = [];

  it('an admin turns it on from the Security page, then signs in with a code from the app', async () => {
    const { page } = await openAsAdmin();
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Security' }).click();
    await waitForPath(page, '/security');
    await page.getByRole('heading', { name: 'Security' }).waitFor();
    expect(await page.getByTestId('two-step-state').innerText()).toBe('Off');
    ({ secret: adminSecret, recoveryCodes: adminRecoveryCodes } = await setUp(page, 'two-step-light-1440'));

    // Signing in: the brief's first step as it was, then the code step.
    const fresh = await open();
    await signIn(fresh.page, admin);
    await fresh.page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    expect(new URL(fresh.page.url()).pathname).toBe('/login');
    await fresh.page.getByLabel('Authentication code').fill(appCode(adminSecret) === '000000' ? '111111' : '000000');
    await fresh.page.getByRole('button', { name: 'Verify' }).click();
    await fresh.page.getByRole('alert').filter({ hasText: 'That code is not right. Check your authenticator app and try again.' }).waitFor();
    await screenshot(fresh.page, 'two-step-light-1440-code-step');
    // The code that turned it on was spent; the app's next one is within the drift the server allows.
    await fresh.page.getByLabel('Authentication code').fill(appCode(adminSecret, 1));
    await fresh.page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(fresh.page, '/dashboard');
    await fresh.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('signs in with a recovery code once, and the log records its use', async () => {
    const { page } = await open({ viewport: phone, colorScheme: 'dark' });
    await signIn(page, admin);
    await page.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(adminRecoveryCodes[0]!);
    await screenshot(page, 'two-step-dark-390-recovery-code-step');
    await page.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(page, '/dashboard');

    const again = await open();
    await signIn(again.page, admin);
    await again.page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await again.page.getByLabel('Recovery code').fill(adminRecoveryCodes[0]!);
    await again.page.getByRole('button', { name: 'Verify' }).click();
    await again.page.getByRole('alert').filter({ hasText: 'That code is not right.' }).waitFor();

    const log = await api('GET', `/api/audit?action=${encodeURIComponent('Recovery Code Used')}`);
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0].details).toBe(`Administrator <${admin.email}> used a recovery code to sign in; 9 of 10 left`);
    await page.goto('/security');
    await page.getByText('9 of 10 recovery codes left.').waitFor();
  });

  it('an admin requires it for the firm: a worker is sent to set it up before anything else, and can be reset', async () => {
    const { page } = await openAsAdmin({ colorScheme: 'dark' });
    await page.goto('/security');
    const requirement = page.getByRole('switch', { name: 'Require two-step sign-in for everyone' });
    await requirement.click();
    await page.getByText('Two-step sign-in is now required for everyone').first().waitFor();
    expect(await requirement.getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'two-step-dark-1440-firm');

    const workerPage = (await open({ viewport: phone, colorScheme: 'dark' })).page;
    await signIn(workerPage, worker);
    await waitForPath(workerPage, '/security');
    await workerPage.getByText('Your firm requires two-step sign-in. Set it up below to continue.').waitFor();
    // Every other screen sends them back here (the server refuses its calls too: two-step.api.test.ts).
    await workerPage.goto('/upload');
    await waitForPath(workerPage, '/security');
    await workerPage.getByRole('button', { name: 'Set up two-step sign-in' }).waitFor();
    await screenshot(workerPage, 'two-step-dark-390-required');
    await setUp(workerPage, 'two-step-dark-390');
    // The notice gives way to the "stays on" line once the set-up is saved: wait for it, don't count it at once.
    await workerPage.getByText('Your firm requires two-step sign-in, so it stays on.', { exact: false }).waitFor();
    await workerPage.getByText('Your firm requires two-step sign-in. Set it up below to continue.').waitFor({ state: 'hidden' });
    await workerPage.goto('/upload');
    await workerPage.getByRole('heading', { name: 'Upload Files' }).waitFor();

    // The worker loses their phone: the admin resets it from the people list.
    await page.reload();
    const row = page.getByRole('list', { name: 'Two-step sign-in by person' }).getByRole('listitem').filter({ hasText: worker.email });
    await row.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
    await page.getByText(`Two-step sign-in of ${worker.name} was reset`).first().waitFor();
    expect(await row.innerText()).toContain('Off');
    const resets = await api('GET', `/api/audit?action=${encodeURIComponent('Two-Step Sign-in Reset')}`);
    expect(resets.entries.map((entry: { details: string }) => entry.details)).toEqual([
      `Reset two-step sign-in of ${worker.name} <${worker.email}>: they sign in with their password and set it up again`,
    ]);

    const light = (await openAsAdmin({ viewport: phone })).page;
    await light.goto('/security');
    await light.getByRole('list', { name: 'Two-step sign-in by person' }).waitFor();
    await screenshot(light, 'two-step-light-390-security');
  });
});
