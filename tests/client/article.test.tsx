import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { apiError, forever, signedOut, trpcMsw } from '../mocks/trpc';
import { noSiteContentRow } from '../mocks/data/home';
import { publicArticle } from '../mocks/data/articles-public';
import { renderApp, useMockApi } from './support/renderApp';

// several helpers share two cores: the default 1 s wait is too tight for a first render
configure({ asyncUtilTimeout: 5000 });

const server = useMockApi(
  signedOut(),
  trpcMsw.siteContent.get.query(() => noSiteContentRow()),
  trpcMsw.breakingNews.recent.query(() => []),
);

const article = publicArticle({
  slug: 'gi-bill-changes',
  headline: 'GI Bill changes explained',
  section: 'policy_watch',
  generatedByAI: true,
  content: '<p>First paragraph.</p><script>window.hacked = true</script><p onclick="x()">Second paragraph.</p>',
  sourceLink: 'https://www.va.gov/news',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  createdAt: new Date(2026, 2, 4, 12),
});

describe('Article page', () => {
  it('shows a loading skeleton while the article loads', async () => {
    server.use(trpcMsw.articles.bySlug.query(() => forever()));
    renderApp('/articles/gi-bill-changes');
    expect(await screen.findByText('Loading article...')).toBeTruthy();
  });

  it("shows 'Article Not Found' for a missing slug, with ways back", async () => {
    server.use(
      trpcMsw.articles.bySlug.query(() => {
        throw apiError('NOT_FOUND', 'Article not found.');
      }),
    );
    renderApp('/articles/nothing-here');
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeTruthy();
    expect(screen.getByText("The article you're looking for doesn't exist or has been moved...")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it("shows 'Article Not Found' when loading fails", async () => {
    server.use(
      trpcMsw.articles.bySlug.query(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'Something went wrong.');
      }),
    );
    renderApp('/articles/gi-bill-changes');
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeTruthy();
  });

  it('shows the headline, badges, date, byline, video, sanitized content and source link', async () => {
    server.use(trpcMsw.articles.bySlug.query(({ input }) => ({ ...article, slug: input.slug })));
    renderApp('/articles/gi-bill-changes');
    expect(await screen.findByRole('heading', { level: 1, name: 'GI Bill changes explained' })).toBeTruthy();
    expect(screen.getByText('Policy Watch')).toBeTruthy();
    expect(screen.getByText('AI Generated')).toBeTruthy();
    expect(screen.getByText('March 4, 2026')).toBeTruthy();
    expect(screen.getByText(/By the Muster Editorial Team/)).toBeTruthy();
    const frame = screen.getByTitle('YouTube video player');
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    expect(screen.getByText('Second paragraph.').getAttribute('onclick')).toBeNull();
    expect(document.querySelector('main script')).toBeNull();
    expect(screen.getByRole('link', { name: /Read Original Source/ }).getAttribute('href')).toBe('https://www.va.gov/news');
    expect(document.title).toBe('GI Bill changes explained · Muster');
  });

  it('has no AI badge, video or source link when the article has none', async () => {
    server.use(trpcMsw.articles.bySlug.query(() => ({ ...article, generatedByAI: false, videoUrl: null, sourceLink: null })));
    renderApp('/articles/gi-bill-changes');
    await screen.findByRole('heading', { level: 1, name: 'GI Bill changes explained' });
    expect(screen.queryByText('AI Generated')).toBeNull();
    expect(screen.queryByTitle(/video player/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Watch Video/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Read Original Source/ })).toBeNull();
  });

  it("links to an unsupported video with 'Watch Video'", async () => {
    server.use(trpcMsw.articles.bySlug.query(() => ({ ...article, videoUrl: 'https://example.org/clip.mp4' })));
    renderApp('/articles/gi-bill-changes');
    const link = await screen.findByRole('link', { name: /Watch Video/ });
    expect(link.getAttribute('href')).toBe('https://example.org/clip.mp4');
  });

  it('embeds TikTok with a fallback link', async () => {
    const tiktok = 'https://www.tiktok.com/@va/video/7234567890123456789';
    server.use(trpcMsw.articles.bySlug.query(() => ({ ...article, videoUrl: tiktok })));
    renderApp('/articles/gi-bill-changes');
    const frame = await screen.findByTitle('TikTok video player');
    expect(frame.getAttribute('src')).toBe('https://www.tiktok.com/embed/v2/7234567890123456789');
    expect(screen.getByRole('link', { name: /Watch on TikTok/ }).getAttribute('href')).toBe(tiktok);
  });
});
