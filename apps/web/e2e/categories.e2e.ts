import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openSignedIn, screenshot, useBrowser } from './support/browser.ts';

describe('categories screen', () => {
  const browser = useBrowser();
  const admin = inject('admin');

  async function openCategories(options?: Parameters<typeof openSignedIn>[2]) {
    const opened = await openSignedIn(browser, admin, options);
    await opened.page.goto('/categories');
    await opened.page.getByRole('heading', { name: 'Categories', exact: true }).waitFor();
    return opened;
  }

  const rowOf = (page: Page, name: string) => page.getByTestId('category-row').filter({ has: page.getByRole('cell', { name, exact: true }) });

  it('adds, refuses a duplicate with the server message, renames and deletes a category', async () => {
    const { page } = await openCategories();
    await page.getByText('No categories yet').waitFor();
    await screenshot(page, 'light-categories-empty');
    const name = page.getByLabel('Name', { exact: true });

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Name is required' }).waitFor();

    await name.fill('Office Supplies');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const row = rowOf(page, 'Office Supplies');
    await row.waitFor();
    await row.getByRole('cell', { name: 'Administrator' }).waitFor();
    expect(await name.inputValue()).toBe('');

    // Names are unique whatever their case; the server says which one exists.
    await name.fill('office supplies');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'A category named "Office Supplies" already exists' }).waitFor();
    await screenshot(page, 'light-categories-duplicate');

    await row.getByRole('button', { name: 'Edit Office Supplies' }).click();
    await page.getByRole('heading', { name: 'Edit Category' }).waitFor();
    expect(await name.inputValue()).toBe('Office Supplies');
    // Cancel leaves the category as it was.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Add Category' }).waitFor();

    await row.getByRole('button', { name: 'Edit Office Supplies' }).click();
    await name.fill('Office Supplies & Postage');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const renamed = rowOf(page, 'Office Supplies & Postage');
    await renamed.waitFor();
    await expect.poll(() => rowOf(page, 'Office Supplies').count()).toBe(0);
    await page.getByRole('heading', { name: 'Add Category' }).waitFor();

    await renamed.getByRole('button', { name: 'Delete Office Supplies & Postage' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this category?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => renamed.count()).toBe(1);

    await renamed.getByRole('button', { name: 'Delete Office Supplies & Postage' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await renamed.waitFor({ state: 'detached' });
  });

  it("shows the server's message, or the brief's fallback, when the list cannot be loaded", async () => {
    const refused = await openSignedIn(browser, admin);
    await refused.page.route('**/api/categories', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ message: 'Admins only' }) }),
    );
    await refused.page.goto('/categories');
    await refused.page.getByRole('alert').filter({ hasText: 'Admins only' }).waitFor();

    const broken = await openSignedIn(browser, admin);
    await broken.page.route('**/api/categories', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Not Found</h1>' }));
    await broken.page.goto('/categories');
    await broken.page.getByRole('alert').filter({ hasText: 'Failed to fetch categories' }).waitFor();
  });

  it('looks right in dark mode and on a phone', async () => {
    const dark = await openCategories({ colorScheme: 'dark' });
    for (const category of ['Meals & Entertainment', 'Software Subscriptions']) {
      await dark.page.getByLabel('Name', { exact: true }).fill(category);
      await dark.page.getByRole('button', { name: 'Add', exact: true }).click();
      await rowOf(dark.page, category).waitFor();
    }
    await screenshot(dark.page, 'dark-categories');

    const phone = await openCategories({ viewport: { width: 375, height: 800 } });
    await rowOf(phone.page, 'Software Subscriptions').waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone.page, 'phone-categories');
  });
});
