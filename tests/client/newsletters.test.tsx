import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, forever, signedOut, trpcMsw } from '../mocks/trpc';
import { noSiteContentRow } from '../mocks/data/home';
import { publicArticle } from '../mocks/data/articles-public';
import { newsletterPage, newsletterWithArticles, sentNewsletter } from '../mocks/data/newsletters-public';
import { renderApp, useMockApi } from './support/renderApp';

// several helpers share two cores: the default 1 s wait is too tight for a first render
configure({ asyncUtilTimeout: 5000 });

const server = useMockApi(
  signedOut(),
  trpcMsw.siteContent.get.query(() => noSiteContentRow()),
);

describe('Newsletter Archives', () => {
  it('shows a loading state', async () => {
    server.use(trpcMsw.newsletters.list.query(() => forever()));
    renderApp('/newsletters');
    expect(await screen.findByText('Loading newsletters...')).toBeTruthy();
  });

  it("shows 'No Newsletters Yet' with a subscribe button and no banner when none were sent", async () => {
    server.use(trpcMsw.newsletters.list.query(() => newsletterPage([])));
    renderApp('/newsletters');
    expect(await screen.findByRole('heading', { name: 'No Newsletters Yet' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Subscribe' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.queryByText('Never Miss an Edition')).toBeNull();
  });

  it('says so when the list cannot be loaded', async () => {
    server.use(
      trpcMsw.newsletters.list.query(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'boom');
      }),
    );
    renderApp('/newsletters');
    expect(await screen.findByRole('heading', { name: 'Unable to load newsletters' })).toBeTruthy();
  });

  it('lists sent newsletters with date, edition and Read Edition, and loads more pages', async () => {
    const all = Array.from({ length: 14 }, (_, i) =>
      sentNewsletter({ title: `Edition ${i + 1}`, type: i === 0 ? 'weekly' : 'daily', sentDate: new Date(2026, 2, 20 - i, 12) }),
    );
    const asked: { limit: number; offset: number }[] = [];
    server.use(
      trpcMsw.newsletters.list.query(({ input }) => {
        // the raw input as the screen sent it
        const { limit, offset } = input as { limit: number; offset: number };
        asked.push({ limit, offset });
        return newsletterPage(all.slice(offset, offset + limit), all.length);
      }),
    );
    renderApp('/newsletters');
    const first = (await screen.findByRole('heading', { name: 'Edition 1' })).closest('article')!;
    expect(within(first).getByText('Weekly Deep-Dive Edition')).toBeTruthy();
    expect(within(first).getByText('March 20, 2026')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Read Edition: Edition 1' }).getAttribute('href')).toBe(`/newsletter/${all[0].id}`);
    expect(screen.getAllByText('Daily Brief Edition')).toHaveLength(11);
    expect(screen.getByRole('heading', { name: 'Never Miss an Edition' })).toBeTruthy();
    expect(screen.getByText('Showing 12 of 14 editions')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Load More Editions' }));
    expect(await screen.findByRole('heading', { name: 'Edition 14' })).toBeTruthy();
    expect(screen.getByText('Showing 14 of 14 editions')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More Editions' })).toBeNull();
    expect(asked).toEqual([
      { limit: 12, offset: 0 },
      { limit: 12, offset: 12 },
    ]);
  });
});

describe('Newsletter page', () => {
  const top = publicArticle({ headline: 'Top of the day', section: 'top_story', slug: 'top-of-the-day' });
  const brief = publicArticle({ headline: 'A quick brief', section: 'quick_briefs', slug: 'a-quick-brief' });
  const edition = newsletterWithArticles([brief, top], {
    title: 'Daily Brief for March 4',
    type: 'daily',
    sentDate: new Date(2026, 2, 4, 12),
  });
  // the server's email rendering (tests/integration checks it is the Preview Email HTML)
  const emailHtml =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Daily Brief for March 4</title></head>' +
    '<body><h2>Top Story</h2><a href="http://localhost/articles/top-of-the-day">Top of the day</a></body></html>';
  const others = [sentNewsletter({ title: 'Older edition A' }), sentNewsletter({ title: 'Older edition B', type: 'weekly' })];

  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  function withEdition() {
    server.use(
      trpcMsw.newsletters.get.query(() => edition),
      trpcMsw.newsletters.archiveHtml.query(() => ({ html: emailHtml })),
      trpcMsw.newsletters.others.query(() => others),
    );
    renderApp(`/newsletter/${edition.id}`);
    return screen.findByRole('heading', { level: 1, name: 'Daily Brief for March 4' });
  }

  it('shows a loading state', async () => {
    server.use(trpcMsw.newsletters.get.query(() => forever()));
    renderApp(`/newsletter/${edition.id}`);
    expect(await screen.findByText('Loading newsletter...')).toBeTruthy();
  });

  it("shows 'Newsletter Not Found' with links back", async () => {
    server.use(
      trpcMsw.newsletters.get.query(() => {
        throw apiError('NOT_FOUND', 'Newsletter not found.');
      }),
    );
    renderApp('/newsletter/00000000-0000-4000-b000-999999999999');
    expect(await screen.findByRole('heading', { name: 'Newsletter Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Archives' }).getAttribute('href')).toBe('/newsletters');
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('shows title, date, edition, the email in a script-free frame, a subscribe call and other editions', async () => {
    await withEdition();
    expect(screen.getByText('Daily Brief Edition')).toBeTruthy();
    expect(screen.getByText('March 4, 2026')).toBeTruthy();
    const frame = (await screen.findByTitle('Daily Brief for March 4 (newsletter content)')) as HTMLIFrameElement;
    expect(frame.getAttribute('srcdoc')).toBe(emailHtml.replace('<head>', '<head><base target="_blank">'));
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-scripts');
    expect(screen.getByRole('heading', { name: 'Get the next edition in your inbox' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Older edition A' })).toBeTruthy();
    expect(screen.getByText('Weekly Deep-Dive Edition')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Newsletters' }).getAttribute('href')).toBe('/newsletters');
  });

  it("keeps the page and says so when the edition's content cannot be loaded", async () => {
    server.use(
      trpcMsw.newsletters.get.query(() => edition),
      trpcMsw.newsletters.archiveHtml.query(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'boom');
      }),
      trpcMsw.newsletters.others.query(() => others),
    );
    renderApp(`/newsletter/${edition.id}`);
    expect(await screen.findByText("This edition's content could not be loaded. Please try again later.")).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Daily Brief for March 4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('uses the created date when there is no sent date', async () => {
    server.use(
      trpcMsw.newsletters.get.query(() => ({ ...edition, sentDate: null, createdAt: new Date(2026, 0, 2, 12) })),
      trpcMsw.newsletters.archiveHtml.query(() => ({ html: emailHtml })),
      trpcMsw.newsletters.others.query(() => []),
    );
    renderApp(`/newsletter/${edition.id}`);
    expect(await screen.findByText('January 2, 2026')).toBeTruthy();
  });

  it("copies the page address and says 'Link copied' when the browser cannot share", async () => {
    const user = userEvent.setup();
    await withEdition();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(window.location.href);
  });

  it('uses the system share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await withEdition();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Daily Brief for March 4', url: window.location.href });
  });
});
