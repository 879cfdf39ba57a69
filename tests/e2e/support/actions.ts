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
