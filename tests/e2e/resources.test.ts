import { describe, expect, it } from 'vitest';
import { hubTitles } from '../../src/shared/hubs';
import { checkChromium } from './support/browser';
import { findAccessibilityProblems, installAxe } from './support/axe';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';

const seriousOnly = (found: Awaited<ReturnType<typeof findAccessibilityProblems>>) =>
  found.filter((f) => f.impact === 'serious' || f.impact === 'critical');

describe.skipIf(!checkChromium())('Resource Center and Resource hub in Chromium', () => {
  const session = useBrowserSession();

  it('lists the eleven hubs and opens one from its card', async () => {
    const { page, url } = await session.open();
    await page.goto(url('/resource-center'));
    await page.getByRole('heading', { level: 1, name: 'Veteran Resource Center' }).waitFor();
    expect(await page.getByRole('article').count()).toBe(hubTitles.length);

    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'VA Home Loan Benefits' }) });
    expect(await card.getByText('Why This Matters').count()).toBe(1);
    expect(await card.getByText(/action steps?$/).count()).toBe(1);
    await card.getByRole('link', { name: 'Explore This Hub' }).click();

    await page.getByRole('heading', { level: 1, name: 'VA Home Loan Benefits' }).waitFor();
    expect(page.url()).toMatch(/\/resource-hub\/[0-9a-f-]{36}$/);
    expect(await page.getByRole('tab', { name: 'Expert Podcast' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('heading', { name: 'Buying a Home with a VA-Backed Loan' }).waitFor();
    // the call to action opens the category linked to this hub
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('a')).some((a) => a.getAttribute('href') === '/marketplace?category=mortgage-services'),
    );

    await page.getByRole('tab', { name: 'All Resources' }).click();
    await page.getByRole('heading', { name: 'Action Steps' }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Resources' }).click();
    await page.getByRole('heading', { level: 1, name: 'Veteran Resource Center' }).waitFor();
  });

  it('shows Resource Not Found for an unknown hub, with the way back', async () => {
    const { page, url, problems } = await session.open();
    // the 404 answers are expected (the page's own status, the loader's prefetch and the screen's retry on mount)
    problems.allow(/404/);
    problems.allow(/404/);
    problems.allow(/404/);
    await page.goto(url('/resource-hub/00000000-0000-4000-8000-000000000000'));
    await page.getByRole('heading', { name: 'Resource Not Found' }).waitFor();
    expect(await page.getByText('The requested resource could not be found.').count()).toBe(1);
    await page.getByRole('link', { name: 'Back to Resource Center' }).click();
    await page.getByRole('heading', { level: 1, name: 'Veteran Resource Center' }).waitFor();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious accessibility findings at ${viewport.width}px`, async () => {
      const { page, url } = await session.open(viewport);
      await installAxe(page);
      await page.goto(url('/resource-center'));
      await page.getByRole('heading', { level: 1, name: 'Veteran Resource Center' }).waitFor();
      expect(seriousOnly(await findAccessibilityProblems(page))).toEqual([]);

      await page.getByRole('link', { name: 'Explore This Hub' }).first().click();
      await page.getByRole('button', { name: 'Play', exact: true }).waitFor();
      expect(seriousOnly(await findAccessibilityProblems(page))).toEqual([]);

      await page.getByRole('tab', { name: 'Personal Guide' }).click();
      await page.getByRole('button', { name: /Next Step|Get My Recommendations/ }).waitFor();
      expect(seriousOnly(await findAccessibilityProblems(page))).toEqual([]);

      await page.getByRole('tab', { name: 'All Resources' }).click();
      await page.getByRole('heading', { name: 'Action Steps' }).waitFor();
      expect(seriousOnly(await findAccessibilityProblems(page))).toEqual([]);
    });
  }
});
