import { describe, expect, it } from 'vitest';
import { checkChromium } from './support/browser';
import { findAccessibilityProblems, installAxe } from './support/axe';
import { adminApi } from './support/publicData';
import { DESKTOP, PHONE, useBrowserSession } from './support/session';

const serious = (findings: { impact?: string | null }[]) => findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');

const videos = [
  {
    name: 'YouTube watch',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
    frame: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  },
  { name: 'youtu.be', url: 'https://youtu.be/dQw4w9WgXcQ', frame: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
  {
    name: 'TikTok',
    url: 'https://www.tiktok.com/@va/video/7234567890123456789',
    frame: 'https://www.tiktok.com/embed/v2/7234567890123456789',
  },
  { name: 'Vimeo', url: 'https://vimeo.com/76979871', frame: 'https://player.vimeo.com/video/76979871' },
  { name: 'other', url: 'https://example.org/clip.mp4', frame: null },
];

describe.skipIf(!checkChromium())('Article page (browser)', () => {
  const session = useBrowserSession();
  const slugs = new Map<string, string>();

  it('shows each video kind: a player for YouTube, TikTok and Vimeo, a Watch Video link otherwise', async () => {
    const api = await adminApi(session.baseUrl());
    for (const video of videos) {
      const article = await api.createArticle({
        headline: `Video article ${video.name}`,
        section: 'community_highlight',
        videoUrl: video.url,
        sourceLink: 'https://www.va.gov/',
        content: '<h2>What changed</h2><p>The details, in plain words.</p>',
      });
      slugs.set(video.name, article.slug);
    }

    const { page, url } = await session.open();
    for (const video of videos) {
      await page.goto(url(`/articles/${slugs.get(video.name)}`));
      await page.getByRole('heading', { level: 1, name: `Video article ${video.name}` }).waitFor();
      await page.getByText('Community Highlight').waitFor();
      await page.getByRole('link', { name: /Read Original Source/ }).waitFor();
      const frames = page.locator('main iframe');
      if (video.frame) {
        expect(await frames.getAttribute('src')).toBe(video.frame);
        expect(await frames.getAttribute('loading')).toBe('lazy');
        expect(await frames.getAttribute('title')).toMatch(/video player$/);
      } else {
        expect(await frames.count()).toBe(0);
        expect(await page.getByRole('link', { name: /Watch Video/ }).getAttribute('href')).toBe(video.url);
      }
    }
  });

  it("shows 'Article Not Found' for an unknown slug", async () => {
    const { page, url, problems } = await session.open();
    problems.allow(/404/); // the page's own 404 status, which the browser logs as a failed request
    problems.allow(/404/); // and the failed lookup
    const response = await page.goto(url('/articles/no-such-article'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Article Not Found' }).waitFor();
    await page.getByText("The article you're looking for doesn't exist or has been moved...").waitFor();
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`has no serious accessibility findings at ${viewport.width}px`, async () => {
      const { page, url } = await session.open(viewport);
      await installAxe(page);
      await page.goto(url(`/articles/${slugs.get('YouTube watch')}`));
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(serious(await findAccessibilityProblems(page))).toEqual([]);
    });
  }
});
