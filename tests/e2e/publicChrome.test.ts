import { describe, expect, it } from 'vitest';
import { checkChromium } from './support/browser';
import { findAccessibilityProblems, installAxe } from './support/axe';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';

/** Findings a user would feel: serious or critical. */
const serious = (findings: Awaited<ReturnType<typeof findAccessibilityProblems>>) =>
  findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');

describe.skipIf(!checkChromium())('the admin login and not-found pages, as the spec words them', () => {
  const session = useBrowserSession();

  for (const viewport of [PHONE, DESKTOP]) {
    it(`titles /login 'Admin Login', validates it, and passes axe at ${viewport.width}px`, async () => {
      const { page, url } = await session.open(viewport);
      await installAxe(page);
      await page.goto(url('/login'));
      await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
      expect(await page.title()).toContain('Admin Login');
      await page.getByRole('textbox', { name: 'Username' }).waitFor();
      expect(await page.getByLabel('Password').getAttribute('type')).toBe('password');
      expect(serious(await findAccessibilityProblems(page))).toEqual([]);

      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Username is required').waitFor();
      await page.getByText('Password is required').waitFor();
      // errors are tied to their fields for screen readers
      expect(await page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
      expect(serious(await findAccessibilityProblems(page))).toEqual([]);
    });

    it(`shows '404 Page Not Found' for an unknown path with the site around it, and passes axe at ${viewport.width}px`, async () => {
      const { page, url, problems } = await session.open(viewport);
      await installAxe(page);
      problems.allow(/404/); // the page's own status, which the browser logs as a failed request
      const response = await page.goto(url('/marketplace/no-such-provider'));
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
      expect(await page.getByRole('banner').count()).toBe(1);
      expect(await page.getByRole('contentinfo').count()).toBe(1);
      expect(serious(await findAccessibilityProblems(page))).toEqual([]);
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await page.waitForURL(url('/'));
    });
  }
});
