import { describe, expect, inject, it } from 'vitest';
import { screenshot, signIn, useBrowser, waitForPath } from './support/browser.ts';

describe('admin dashboard: Add New User', () => {
  const browser = useBrowser();
  const admin = inject('admin');

  async function openDashboard() {
    const opened = await browser.open();
    await signIn(opened.page, admin);
    await waitForPath(opened.page, '/dashboard');
    await opened.page.getByRole('heading', { name: 'Add New User' }).waitFor();
    return opened;
  }

  it('registers a user with a generated password, who can then sign in', async () => {
    const { page } = await openDashboard();
    const email = `new-admin-${Date.now()}@example.com`;
    await page.getByLabel('Name').fill('Nora Newcomer');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Generate Password' }).click();

    // Generating reveals the password so the admin can pass it on.
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('type')).toBe('text');
    const generated = await password.inputValue();
    expect(generated).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await password.getAttribute('type')).toBe('password');

    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Admin' }).click();
    await page.getByRole('button', { name: 'Add User' }).click();

    await page.getByText('User registered successfully').waitFor();
    await screenshot(page, 'light-user-registered', { fullPage: false });
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Role' }).innerText()).toBe('Worker');

    const other = await browser.open();
    await signIn(other.page, { email, password: generated });
    await waitForPath(other.page, '/dashboard');
  });

  it('asks for every field before calling the server', async () => {
    const { page } = await openDashboard();
    await page.getByLabel('Name').fill('Only A Name');
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.getByText('Please fill in all fields').waitFor();
  });

  it('keeps its toast off the Add User button and closable, on a desktop and a phone, light and dark', async () => {
    const screens = [
      { viewport: { width: 1440, height: 900 }, colorScheme: 'light', name: 'light-dashboard-toast' },
      { viewport: { width: 390, height: 844 }, colorScheme: 'dark', name: 'dark-phone-dashboard-toast' },
    ] as const;
    for (const { viewport, colorScheme, name } of screens) {
      const { page } = await browser.open({ viewport, colorScheme });
      await signIn(page, admin);
      await waitForPath(page, '/dashboard');
      const addUser = page.getByRole('button', { name: 'Add User' });
      // The worst case of old: the button at the bottom of the screen, where the toasts were.
      await addUser.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 8));
      await page.getByLabel('Name').fill('Only A Name');
      await addUser.click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Please fill in all fields' });
      await toast.waitFor();
      await page.waitForTimeout(500);
      const [toastBox, buttonBox] = [await toast.boundingBox(), await addUser.boundingBox()];
      const overlaps =
        toastBox!.x < buttonBox!.x + buttonBox!.width &&
        buttonBox!.x < toastBox!.x + toastBox!.width &&
        toastBox!.y < buttonBox!.y + buttonBox!.height &&
        buttonBox!.y < toastBox!.y + toastBox!.height;
      expect(overlaps).toBe(false);
      await screenshot(page, name, { fullPage: false });
      // The pointer on the button it once covered does not hold the toast: it closes after its 4 s…
      await addUser.hover();
      await toast.waitFor({ state: 'detached', timeout: 8000 });
      // …and every toast can be closed at once.
      await addUser.click();
      await toast.waitFor();
      await toast.getByRole('button', { name: 'Close toast' }).click();
      await toast.waitFor({ state: 'detached' });
    }
  });

  it("shows the server's message when the email is taken", async () => {
    const { page } = await openDashboard();
    await page.getByLabel('Name').fill('Second Worker');
    await page.getByLabel('Email').fill(inject('worker').email);
    await page.getByLabel('Password', { exact: true }).fill('long-enough-password');
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.getByText('A user with this email already exists').waitFor();
  });
});
