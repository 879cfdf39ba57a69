import type { Page } from 'playwright-core';
import { E2E_ADMIN } from './server';

/** Signs in through the Admin Login form and waits for the dashboard. */
export async function signInAsAdmin(page: Page, url: (path: string) => string) {
  await page.goto(url('/login'));
  await page.getByLabel('Username').fill(E2E_ADMIN.username);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(url('/admin/dashboard'));
  await page.getByRole('heading', { name: 'Newsletter Management' }).waitFor();
}

/**
 * Signs in with the call the Admin Login form makes, from the page's own browser context, so the
 * context keeps the session cookie as the form would leave it. For tests of the screens behind the
 * sign-in: the form and the dashboard it opens load twice as many pages as the screen itself.
 */
export async function signInByRequest(page: Page, url: (path: string) => string) {
  const response = await page.context().request.post(url('/api/auth/login'), { data: E2E_ADMIN, headers: { origin: url('') } });
  if (!response.ok()) throw new Error(`Admin sign-in failed: ${response.status()}`);
}
