import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, forever, signedOut, trpcMsw } from '../mocks/trpc';
import { noSiteContentRow, publishedSpotlight, siteContentRow } from '../mocks/data/home';
import { publicArticle } from '../mocks/data/articles-public';
import { newsletterPage, newsletterWithArticles, sentNewsletter } from '../mocks/data/newsletters-public';
import { renderApp, useMockApi } from './support/renderApp';

// several helpers share two cores: the default 1 s wait is too tight for a first render
configure({ asyncUtilTimeout: 5000 });

const latest = sentNewsletter({ title: 'Today' });

/** A newsletter whose first article is a top story and the rest quick briefs. */
function editionWith(count: number) {
  const articles = Array.from({ length: count }, (_, i) =>
    publicArticle({
      headline: i === 0 ? 'The featured story' : `Further story ${i}`,
      section: i === 0 ? 'top_story' : 'quick_briefs',
      content: `<p>${'word '.repeat(100)}</p>`,
      sourceLink: i === 0 ? 'https://www.va.gov/' : null,
    }),
  );
  return newsletterWithArticles(articles, { id: latest.id });
}

const server = useMockApi(
  signedOut(),
  trpcMsw.siteContent.get.query(() => noSiteContentRow()),
  trpcMsw.newsletters.list.query(() => newsletterPage([latest])),
  trpcMsw.newsletters.get.query(() => editionWith(3)),
  trpcMsw.spotlights.published.query(() => ({ items: [], total: 0 })),
  trpcMsw.breakingNews.recent.query(() => []),
);

const storyList = () => screen.queryByRole('list', { name: 'More stories' });

describe('Home', () => {
  it('falls back to the default hero when no site-content row exists; the call to action goes to /subscribe', async () => {
    renderApp('/');
    // the first render of the file pays for loading every module: give it longer
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Trusted Source for Veteran News' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Daily Updates' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.getAllByText(/Join 10,000\+ veterans/).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'What Readers Say' })).toBeTruthy();
  });

  it('shows the stored hero text when a row exists', async () => {
    server.use(trpcMsw.siteContent.get.query(() => siteContentRow()));
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Muster Daily' })).toBeTruthy();
    expect(screen.getByText('News for those who served')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign me up' }).getAttribute('href')).toBe('/subscribe');
    const about = screen.getByRole('region', { name: 'About Muster' });
    expect(within(about).getByText('We cover veterans news every day.')).toBeTruthy();
  });

  it('shows a loading state for the latest stories', async () => {
    server.use(trpcMsw.newsletters.list.query(() => forever()));
    renderApp('/');
    expect(await screen.findByText('Loading the latest stories...')).toBeTruthy();
  });

  it("shows 'Coming Soon' when no newsletter has been sent", async () => {
    server.use(trpcMsw.newsletters.list.query(() => newsletterPage([])));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
  });

  it("shows 'Coming Soon' when the newest newsletter has no articles", async () => {
    server.use(trpcMsw.newsletters.get.query(() => newsletterWithArticles([], { id: latest.id })));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Coming Soon' })).toBeTruthy();
  });

  it('says so when the stories cannot be loaded', async () => {
    server.use(
      trpcMsw.newsletters.list.query(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'boom');
      }),
    );
    renderApp('/');
    expect(await screen.findByText("We couldn't load the latest stories. Please try again later.")).toBeTruthy();
  });

  it('features the first article with a 280-character excerpt, a Read Full Article link and its source', async () => {
    renderApp('/');
    const featured = (await screen.findByRole('heading', { name: 'The featured story' })).closest('article')!;
    expect(within(featured).getByText('Featured')).toBeTruthy();
    const text = within(featured).getByText(/^word/).textContent!;
    expect(text).toBe(`${'word '.repeat(56).trim()}...`); // 280 characters cut, trailing space dropped
    const read = within(featured).getByRole('link', { name: 'Read Full Article' });
    expect(read.getAttribute('href')).toMatch(/^\/articles\/story-number-\d+$/);
    expect(
      within(featured)
        .getByRole('link', { name: /Source/ })
        .getAttribute('href'),
    ).toBe('https://www.va.gov/');
    const items = within(storyList()!).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText(/^word/).textContent).toBe(`${'word '.repeat(36).trim()}...`); // 180 characters cut
    expect(within(items[0]).getByRole('link', { name: 'Read More: Further story 1' })).toBeTruthy();
  });

  it('lists 9 further stories, loads up to 19, then points to the archives', async () => {
    server.use(trpcMsw.newsletters.get.query(() => editionWith(22)));
    renderApp('/');
    await screen.findByRole('heading', { name: 'The featured story' });
    expect(within(storyList()!).getAllByRole('listitem')).toHaveLength(9);
    expect(screen.queryByText('More Stories in Archives')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load More Stories' }));
    expect(within(storyList()!).getAllByRole('listitem')).toHaveLength(19);
    expect(screen.queryByRole('button', { name: 'Load More Stories' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'More Stories in Archives' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the Archives' }).getAttribute('href')).toBe('/newsletters');
  });

  it('shows the veteran voices carousel, featured first with a badge, and moves both ways with wrap-around', async () => {
    const featured = publishedSpotlight({
      veteranName: 'Ana Cruz',
      quote: 'Service never ends.',
      status: 'featured',
      effectiveStatus: 'featured',
      branch: 'marines',
      location: 'San Diego, CA',
    });
    const second = publishedSpotlight({ veteranName: 'Bo Diaz', quote: 'Lead by example.' });
    server.use(trpcMsw.spotlights.published.query(() => ({ items: [featured, second], total: 2 })));
    renderApp('/');
    const voices = await screen.findByRole('region', { name: 'Veteran Voices' });
    expect(await within(voices).findByText('“Service never ends.”')).toBeTruthy();
    expect(within(voices).getByText('Featured')).toBeTruthy();
    expect(within(voices).getByText('Marine Corps Veteran · San Diego, CA')).toBeTruthy();
    expect(within(voices).getByRole('group', { name: '1 of 2' })).toBeTruthy();
    await userEvent.click(within(voices).getByRole('button', { name: 'Next story' }));
    expect(within(voices).getByText('“Lead by example.”')).toBeTruthy();
    expect(within(voices).queryByText('Featured')).toBeNull();
    await userEvent.click(within(voices).getByRole('button', { name: 'Next story' }));
    expect(within(voices).getByText('“Service never ends.”')).toBeTruthy();
    await userEvent.click(within(voices).getByRole('button', { name: 'Previous story' }));
    expect(within(voices).getByText('“Lead by example.”')).toBeTruthy();
    await userEvent.click(within(voices).getByRole('button', { name: 'Show story 1 of 2' }));
    expect(within(voices).getByText('“Service never ends.”')).toBeTruthy();
  });

  it('says when there are no veteran stories yet', async () => {
    renderApp('/');
    expect(await screen.findByText('Stories from our community are coming soon.')).toBeTruthy();
  });

  it('subscribes from the quick-subscribe band with the same toasts as /subscribe', async () => {
    let payload: unknown;
    server.use(
      trpcMsw.subscribers.create.mutation(({ input }) => {
        payload = input;
        return {
          id: '00000000-0000-4000-e000-000000000009',
          email: 'band@example.org',
          name: null,
          veteranBranch: null,
          subscribed: true,
          subscribedAt: new Date(),
          unsubscribedAt: null,
          suppressedAt: null,
          suppressionReason: null,
        };
      }),
    );
    renderApp('/');
    const band = await screen.findByRole('form', { name: 'Quick subscribe' });
    await userEvent.click(within(band).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email required')).toBeTruthy();
    await userEvent.type(within(band).getByRole('textbox', { name: /Email address/ }), 'band@example.org');
    await userEvent.click(within(band).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Welcome to Muster!')).toBeTruthy();
    expect(payload).toEqual({ email: 'band@example.org' });
  });
});

describe('Breaking strip', () => {
  it('links each published breaking item to its brief, and is absent when there is none', async () => {
    server.use(
      trpcMsw.breakingNews.recent.query(() => [
        {
          id: '00000000-0000-4000-8000-000000009001',
          headline: 'VA opens PACT Act claims window',
          articleSlug: 'va-opens-pact-act-claims-window',
          sourceTitle: 'VA News',
          urgencyScore: 9,
          publishedAt: new Date(2026, 2, 2),
        },
      ]),
    );
    const { unmount } = renderApp('/');
    const strip = await screen.findByRole('region', { name: 'Breaking' });
    const link = within(strip).getByRole('link', { name: 'VA opens PACT Act claims window' });
    expect(link.getAttribute('href')).toBe('/articles/va-opens-pact-act-claims-window');
    unmount();
    server.use(trpcMsw.breakingNews.recent.query(() => []));
    renderApp('/');
    await screen.findAllByRole('heading');
    expect(screen.queryByRole('region', { name: 'Breaking' })).toBeNull();
  });
});
