import { describe, expect, it } from 'vitest';
import { checkChromium } from './support/browser';
import { installAxe, findAccessibilityProblems } from './support/axe';
import { signInAsAdmin } from './support/actions';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';

describe.skipIf(!checkChromium())('accessibility basics of the shell (axe, WCAG 2.1 AA)', () => {
  const session = useBrowserSession();

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no findings on the home, login, 404 and dashboard screens at ${viewport.width}px`, async () => {
      const { page, url, problems } = await session.open(viewport);
      await installAxe(page);
      problems.allow(/404/); // the unknown address's own status, logged by the browser

      await page.goto(url('/'));
      await page.getByRole('contentinfo').waitFor();
      expect(await findAccessibilityProblems(page)).toEqual([]);

      await page.goto(url('/login'));
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Password is required').waitFor();
      expect(await findAccessibilityProblems(page)).toEqual([]);

      await page.goto(url('/no/such/page'));
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      expect(await findAccessibilityProblems(page)).toEqual([]);

      await signInAsAdmin(page, url);
      expect(await findAccessibilityProblems(page)).toEqual([]);
    });
  }

  it('offers a skip link first and moves focus to the main content with it', async () => {
    const { page, url } = await session.open();
    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    for (const landmark of ['banner', 'main', 'contentinfo'] as const) {
      expect(await page.getByRole(landmark).count()).toBe(1);
    }
  });
});
