import { describe, expect, it } from 'vitest';
import { checkChromium } from './support/browser';
import { findAccessibilityProblems, installAxe } from './support/axe';
import { adminApi } from './support/publicData';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';

const serious = (findings: { impact?: string | null }[]) => findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');

describe.skipIf(!checkChromium())('Newsletter Archives and Newsletter page (browser)', () => {
  const session = useBrowserSession();
  let latestId = '';

  it("shows 'No Newsletters Yet' before anything is sent", async () => {
    const { page, url } = await session.open();
    await page.goto(url('/newsletters'));
    await page.getByRole('heading', { name: 'No Newsletters Yet' }).waitFor();
    expect(await page.getByText('Never Miss an Edition').count()).toBe(0);
  });

  it('lists sent editions newest first and opens one with its articles by section', async () => {
    const api = await adminApi(session.baseUrl());
    const top = await api.createArticle({ headline: 'Archive top story', section: 'top_story' });
    const brief = await api.createArticle({ headline: 'Archive quick brief', section: 'quick_briefs' });
    await api.sendNewsletter('Older weekly edition', [], 'weekly');
    latestId = (await api.sendNewsletter('Newest daily edition', [brief.id, top.id])).id;
    await api.call('POST', '/api/newsletters', { title: 'Unsent draft', type: 'daily' });

    const { page, url } = await session.open();
    await page.goto(url('/newsletters'));
    await page.getByRole('heading', { name: 'Never Miss an Edition' }).waitFor();
    const titles = await page.locator('main article h2').allTextContents();
    expect(titles).toEqual(['Newest daily edition', 'Older weekly edition']);
    await page.getByText('Weekly Deep-Dive Edition').waitFor();

    await page.getByRole('link', { name: /Read Edition.*Newest daily edition/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Newest daily edition' }).waitFor();
    await page.getByText('Daily Brief Edition').waitFor();
    // the content is the email's own rendering, in a frame whose links open a new tab
    const email = page.frameLocator('iframe[title="Newest daily edition (newsletter content)"]');
    await email.getByRole('heading', { level: 2, name: 'Top Story' }).waitFor();
    expect((await email.locator('h2').allTextContents()).slice(0, 2)).toEqual(['Top Story', 'Quick Briefs']);
    await page.getByRole('heading', { name: 'Older weekly edition' }).waitFor();
    await page.getByRole('link', { name: 'View All Newsletters' }).waitFor();

    const [article] = await Promise.all([
      page.context().waitForEvent('page'),
      email.getByRole('link', { name: 'Archive top story' }).click(),
    ]);
    await article.getByRole('heading', { level: 1, name: 'Archive top story' }).waitFor();
  });

  it("copies the link with 'Link copied' when the browser has no share sheet", async () => {
    const { page, url } = await session.open();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.baseUrl() });
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    await page.goto(url(`/newsletter/${latestId}`));
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url(`/newsletter/${latestId}`));
  });

  it("shows 'Newsletter Not Found' for an unknown edition", async () => {
    const { page, url, problems } = await session.open();
    problems.allow(/404/); // the page's own 404 status
    problems.allow(/404/); // and the failed lookup
    const response = await page.goto(url('/newsletter/00000000-0000-4000-8000-000000000000'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Newsletter Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Archives' }).waitFor();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious accessibility findings at ${viewport.width}px`, async () => {
      const { page, url } = await session.open(viewport);
      await installAxe(page);
      await page.goto(url('/newsletters'));
      await page.getByRole('heading', { name: 'Never Miss an Edition' }).waitFor();
      expect(serious(await findAccessibilityProblems(page))).toEqual([]);
      await page.goto(url(`/newsletter/${latestId}`));
      await page.getByRole('heading', { name: 'Older weekly edition' }).waitFor();
      expect(serious(await findAccessibilityProblems(page))).toEqual([]);
    });
  }
});
