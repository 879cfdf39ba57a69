import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, forever, signedInAdmin, trpcMsw } from '../mocks/trpc';
import { newsPage, newsStats, sampleNewsConfig, sampleNewsItem } from '../mocks/data/breakingNews';
import { renderApp, useMockApi } from './support/renderApp';

configure({ asyncUtilTimeout: 5000 });

const pendingItem = sampleNewsItem({ headline: 'PACT Act deadline extended', status: 'pending', urgencyScore: 8 });
const publishedItem = sampleNewsItem({ headline: 'GI Bill rules change', status: 'published' });

const server = useMockApi(
  signedInAdmin(),
  trpcMsw.breakingNews.list.query(() => newsPage([pendingItem, publishedItem])),
  trpcMsw.breakingNews.stats.query(() => newsStats({ total: 2, published: 1, pending: 1, lastCheckedAt: new Date(2025, 3, 2, 9, 30) })),
  trpcMsw.breakingNews.config.query(() => sampleNewsConfig()),
  trpcMsw.breakingNews.sources.query(() => [
    {
      url: 'https://news.va.gov/feed/',
      lastCheckedAt: new Date(2025, 3, 2, 9, 30),
      lastSuccessAt: new Date(2025, 3, 2, 9, 30),
      lastErrorAt: new Date(2025, 3, 1, 9, 30),
      lastError: 'Timed out after 15 s.',
      itemsSeen: 12,
    },
    {
      url: 'https://www.defense.gov/rss',
      lastCheckedAt: new Date(2025, 3, 2, 9, 30),
      lastSuccessAt: null,
      lastErrorAt: new Date(2025, 3, 2, 9, 30),
      lastError: 'The server answered HTTP 503.',
      itemsSeen: 0,
    },
  ]),
);

const cardOf = async (headline: string) => (await screen.findByRole('heading', { name: headline })).closest('li') as HTMLElement;

describe('Breaking News Automation screen', () => {
  it('shows loading text, then the empty message', async () => {
    server.use(trpcMsw.breakingNews.list.query(() => forever()));
    const { unmount } = renderApp('/admin/breaking-news');
    expect(await screen.findByText('Loading breaking news...')).toBeTruthy();
    unmount();
    server.use(trpcMsw.breakingNews.list.query(() => newsPage([])));
    renderApp('/admin/breaking-news');
    expect(await screen.findByText(/No breaking news yet/)).toBeTruthy();
  });

  it('shows an error when the items cannot load', async () => {
    server.use(
      trpcMsw.breakingNews.list.query(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'boom');
      }),
    );
    renderApp('/admin/breaking-news');
    expect(await screen.findByText('Failed to load breaking news.')).toBeTruthy();
  });

  it('shows each item with its relevance, urgency, source, date, three keywords and a new-window source link', async () => {
    renderApp('/admin/breaking-news');
    expect(await screen.findByRole('tab', { name: 'Breaking News Items' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Configuration' })).toBeTruthy();
    const card = await cardOf('PACT Act deadline extended');
    expect(within(card).getByText('Why this matters to veterans')).toBeTruthy();
    expect(within(card).getByText(pendingItem.veteranRelevance)).toBeTruthy();
    expect(within(card).getByText('Urgency: 8/10')).toBeTruthy();
    expect(within(card).getByText("8/10: mentions 'PACT Act' in the title, VA source, deadline in 12 days")).toBeTruthy();
    expect(within(card).getByText('VA News · Discovered Apr 2, 2025')).toBeTruthy();
    const keywords = within(within(card).getByLabelText('Keywords')).getAllByText(/./);
    expect(keywords.map((k) => k.textContent)).toEqual(['veterans', 'VA benefits', 'PACT Act']);
    const source = within(card).getByRole('link', { name: /View Source/ });
    expect(source.getAttribute('href')).toBe(pendingItem.sourceUrl);
    expect(source.getAttribute('target')).toBe('_blank');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(card).getByRole('button', { name: 'Approve: PACT Act deadline extended' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Reject: PACT Act deadline extended' })).toBeTruthy();

    const published = await cardOf('GI Bill rules change');
    expect(within(published).getByText('Published')).toBeTruthy();
    expect(within(published).queryByRole('button', { name: /Approve|Reject/ })).toBeNull();
  });

  it('approves a pending item with a Status Updated toast, and reports a failure', async () => {
    let current = pendingItem;
    const sent: unknown[] = [];
    server.use(
      trpcMsw.breakingNews.list.query(() => newsPage([current])),
      trpcMsw.breakingNews.update.mutation(({ input }) => {
        sent.push(input);
        current = { ...pendingItem, status: input.status };
        return current;
      }),
    );
    renderApp('/admin/breaking-news');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve: PACT Act deadline extended' }));
    expect(await screen.findByText('Status Updated')).toBeTruthy();
    expect(sent).toEqual([{ id: pendingItem.id, status: 'published' }]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Approve:/ })).toBeNull());
  });

  it('reports a failed status change and leaves the item pending', async () => {
    server.use(
      trpcMsw.breakingNews.update.mutation(() => {
        throw apiError('CONFLICT', 'A published item cannot be moved to rejected.');
      }),
    );
    renderApp('/admin/breaking-news');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject: PACT Act deadline extended' }));
    expect(await screen.findByText('Failed to update status.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject: PACT Act deadline extended' })).toBeTruthy();
  });

  it('runs Check for News and says what was found', async () => {
    server.use(
      trpcMsw.breakingNews.check.mutation(() => ({
        checkedAt: new Date(),
        added: 2,
        skipped: 0,
        published: 1,
        sources: [
          { url: 'https://a.example/feed', ok: true, items: 5 },
          { url: 'https://b.example/feed', ok: false, items: 0, error: 'timeout' },
        ],
      })),
    );
    renderApp('/admin/breaking-news');
    await cardOf('PACT Act deadline extended');
    await userEvent.click(screen.getByRole('button', { name: 'Check for News' }));
    expect(await screen.findByText('News Check Complete')).toBeTruthy();
    expect(screen.getByText('Added 2 new items. 1 of 2 sources could not be read.')).toBeTruthy();
  });

  it('reports a failed check', async () => {
    server.use(
      trpcMsw.breakingNews.check.mutation(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'Something went wrong.');
      }),
    );
    renderApp('/admin/breaking-news');
    await cardOf('PACT Act deadline extended');
    await userEvent.click(screen.getByRole('button', { name: 'Check for News' }));
    expect(await screen.findByText('Failed to check for breaking news.')).toBeTruthy();
  });

  it('shows the configuration with the system status block', async () => {
    renderApp('/admin/breaking-news');
    await userEvent.click(await screen.findByRole('tab', { name: 'Configuration' }));
    const form = await screen.findByRole('form', { name: 'News monitoring configuration' });
    expect((within(form).getByRole('checkbox', { name: 'Enable automatic monitoring' }) as HTMLInputElement).checked).toBe(true);
    const interval = within(form).getByLabelText(/Check interval/) as HTMLInputElement;
    expect([interval.value, interval.min, interval.max]).toEqual(['15', '5', '1440']);
    expect((within(form).getByLabelText(/Auto-publish threshold/) as HTMLInputElement).max).toBe('10');
    expect((within(form).getByLabelText(/Max articles per day/) as HTMLInputElement).max).toBe('50');
    expect((within(form).getByLabelText('Keywords') as HTMLTextAreaElement).value).toBe('veterans\nGI Bill');
    const status = screen.getByRole('region', { name: 'System Status' });
    expect(within(status).getByText('Total items')).toBeTruthy();
    expect(within(status).getByText('Apr 2, 2025, 9:30 AM')).toBeTruthy();
    const health = screen.getByRole('region', { name: 'Sources' });
    const [va, dod] = await within(health).findAllByRole('listitem');
    expect(va.textContent).toContain('news.va.govOK');
    expect(va.textContent).toContain('Last success Apr 2, 2025, 9:30 AM · 12 items seen');
    expect(va.textContent).toContain('Last error Apr 1, 2025, 9:30 AM: Timed out after 15 s.');
    expect(dod.textContent).toContain('www.defense.govFailing');
    expect(dod.textContent).toContain('The server answered HTTP 503.');
  });

  it('shows the range message for an out-of-range value and sends nothing', async () => {
    const sent: unknown[] = [];
    server.use(
      trpcMsw.breakingNews.updateConfig.mutation(({ input }) => {
        sent.push(input);
        return sampleNewsConfig();
      }),
    );
    renderApp('/admin/breaking-news');
    await userEvent.click(await screen.findByRole('tab', { name: 'Configuration' }));
    const form = await screen.findByRole('form', { name: 'News monitoring configuration' });
    fireEvent.change(within(form).getByLabelText(/Check interval/), { target: { value: '2' } });
    fireEvent.blur(within(form).getByLabelText(/Check interval/));
    expect(await within(form).findByText('Check interval must be between 5 and 1440 minutes.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('saves each change as it is made: the switch at once, a field when it is left; a field left unchanged sends nothing', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      trpcMsw.breakingNews.updateConfig.mutation(({ input }) => {
        sent.push(input);
        const { isEnabled, keywords, sources } = input;
        return sampleNewsConfig({
          isEnabled,
          keywords,
          sources,
          maxArticlesPerDay: Number(input.maxArticlesPerDay),
          updatedAt: new Date(),
        });
      }),
    );
    renderApp('/admin/breaking-news');
    await userEvent.click(await screen.findByRole('tab', { name: 'Configuration' }));
    const form = await screen.findByRole('form', { name: 'News monitoring configuration' });
    const base = {
      isEnabled: true,
      checkIntervalMinutes: 15,
      urgencyThreshold: 7,
      maxArticlesPerDay: 5,
      keywords: ['veterans', 'GI Bill'],
      sources: ['https://news.va.gov/feed/'],
    };
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Enable automatic monitoring' }));
    await waitFor(() => expect(sent).toEqual([{ ...base, isEnabled: false }]));
    expect(await screen.findByText('Configuration Updated')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/Max articles per day/), { target: { value: '12' } });
    fireEvent.blur(within(form).getByLabelText(/Max articles per day/));
    await waitFor(() => expect(sent).toHaveLength(2));
    fireEvent.change(within(form).getByLabelText('Keywords'), { target: { value: 'veterans\n\n TRICARE ' } });
    fireEvent.blur(within(form).getByLabelText('Keywords'));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toEqual({ ...base, isEnabled: false, maxArticlesPerDay: 12, keywords: ['veterans', 'TRICARE'] });
    // the stored, tidied list replaces what was typed
    await waitFor(() => expect((within(form).getByLabelText('Keywords') as HTMLTextAreaElement).value).toBe('veterans\nTRICARE'));

    fireEvent.blur(within(form).getByLabelText(/Check interval/));
    await new Promise((r) => setTimeout(r, 100));
    expect(sent).toHaveLength(3);
  });

  it("shows the server's message when saving fails", async () => {
    server.use(
      trpcMsw.breakingNews.updateConfig.mutation(() => {
        throw apiError('BAD_REQUEST', 'Each source must be an http(s) feed URL.');
      }),
    );
    renderApp('/admin/breaking-news');
    await userEvent.click(await screen.findByRole('tab', { name: 'Configuration' }));
    const form = await screen.findByRole('form', { name: 'News monitoring configuration' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Enable automatic monitoring' }));
    expect(await screen.findByText('Failed to update configuration.')).toBeTruthy();
    expect(screen.getByText('Each source must be an http(s) feed URL.')).toBeTruthy();
  });
});
