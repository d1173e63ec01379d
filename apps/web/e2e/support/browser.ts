import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Account } from './global-setup.ts';

// Quiet, deterministic Chromium: no sandbox (containers), no background traffic or updates.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  /** Text of every console.error the page printed. */
  consoleErrors: string[];
}

/** One Chromium per test file, and a fresh context (no storage, no cookies) per page. */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function open(options: BrowserContextOptions = {}): Promise<OpenPage> {
    if (!browser) throw new Error('useBrowser() must be called at the top of a describe block');
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 1280, height: 800 },
      colorScheme: 'light',
      ...options,
    });
    contexts.push(context);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    return { page, context, consoleErrors };
  }

  return {
    open,
    /** A fresh page on a server a journey started for itself, already signed in with these tokens (in localStorage). */
    openAt(baseUrl: string, tokens: SessionTokens, options: BrowserContextOptions = {}): Promise<OpenPage> {
      return open({ ...options, baseURL: baseUrl, storageState: signedInState(baseUrl, tokens) });
    },
  };
}

export type Browsers = ReturnType<typeof useBrowser>;

// The server allows 30 sign-in calls per 5 minutes from one address, and the whole e2e run shares
// one address. Journeys that are not about signing in reuse one API sign-in per account and file.
const sessions = new Map<string, Promise<{ access_token: string; refresh_token: string }>>();

function sessionFor(account: Pick<Account, 'email' | 'password'>) {
  let session = sessions.get(account.email);
  if (!session) {
    session = fetch(`${inject('baseUrl')}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    }).then(async (res) => {
      if (!res.ok) throw new Error(`Signing in ${account.email} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as { access_token: string; refresh_token: string };
    });
    sessions.set(account.email, session);
  }
  return session;
}

/** Browser storage holding a session's tokens, as the web app keeps them after signing in. */
export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

export function signedInState(baseUrl: string, tokens: SessionTokens) {
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseUrl).origin,
        localStorage: [
          { name: 'access_token', value: tokens.access_token },
          { name: 'refresh_token', value: tokens.refresh_token },
        ],
      },
    ],
  };
}

/**
 * A fresh page already signed in as the account (its tokens in localStorage), without a sign-in call
 * of its own. The pages share one session, so a journey using this must not sign out.
 */
export async function openSignedIn(
  browser: Browsers,
  account: Pick<Account, 'email' | 'password'>,
  options: BrowserContextOptions = {},
): Promise<OpenPage> {
  const tokens = await sessionFor(account);
  return browser.open({
    ...options,
    storageState: signedInState(inject('baseUrl'), tokens),
  });
}

/** Closes every toast on screen (the client-management area's toasts stay until closed). */
export async function dismissToasts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Close toast' });
  for (let attempt = 0; attempt < 10 && (await close.count()) > 0; attempt += 1) {
    // A toast already leaving may vanish under the click; the next round checks again.
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
    await page.waitForTimeout(250);
  }
}

export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export function waitForPath(page: Page, pathname: string): Promise<void> {
  return page.waitForURL((url) => url.pathname === pathname);
}

export function storedTokens(page: Page) {
  return page.evaluate(() => ({
    access: localStorage.getItem('access_token'),
    refresh: localStorage.getItem('refresh_token'),
  }));
}

/** Saves a screenshot under e2e/screenshots/ for a person to look at (full page unless told). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  // Let enter animations and toasts settle so the picture shows the resting state.
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage });
}
