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

  return {
    async open(options: BrowserContextOptions = {}): Promise<OpenPage> {
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
    },
  };
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
