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

  it("shows the server's message when the email is taken", async () => {
    const { page } = await openDashboard();
    await page.getByLabel('Name').fill('Second Worker');
    await page.getByLabel('Email').fill(inject('worker').email);
    await page.getByLabel('Password', { exact: true }).fill('long-enough-password');
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.getByText('A user with this email already exists').waitFor();
  });
});
