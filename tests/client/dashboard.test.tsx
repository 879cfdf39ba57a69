import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiError, forever, signedInAdmin, TEST_TRPC_URL, trpcMsw } from '../mocks/trpc';
import { analyticsSummary } from '../mocks/data/analytics';
import { partnerPage, partnerRow } from '../mocks/data/dashboard';
import { newsletterPage, newsletterRow } from '../mocks/data/newsletters';
import { sampleSubscriber, subscriberPage } from '../mocks/data/subscribers';
import { renderApp, useMockApi } from './support/renderApp';

// the whole app renders for each test; on a busy machine the first paint can pass 1 s
configure({ asyncUtilTimeout: 5000 });

const emptyDashboard = [
  trpcMsw.analytics.summary.query(() => analyticsSummary()),
  trpcMsw.newsletters.list.query(() => newsletterPage([])),
  trpcMsw.subscribers.list.query(() => subscriberPage([])),
  trpcMsw.partners.list.query(() => partnerPage([])),
];

const server = useMockApi(signedInAdmin('casey jones'), ...emptyDashboard);

const region = (name: string) => screen.findByRole('region', { name });

describe('Dashboard screen', () => {
  it('shows each card’s loading text while its list loads', async () => {
    server.use(
      trpcMsw.analytics.summary.query(() => forever()),
      trpcMsw.newsletters.list.query(() => forever()),
      trpcMsw.subscribers.list.query(() => forever()),
      trpcMsw.partners.list.query(() => forever()),
    );
    renderApp('/admin/dashboard');
    expect(await screen.findByText('Loading newsletters...')).toBeTruthy();
    expect(screen.getByText('Loading subscribers...')).toBeTruthy();
    expect(screen.getByText('Loading partners...')).toBeTruthy();
    expect(screen.getByText('Loading performance figures...')).toBeTruthy();
  });

  it('shows the header, the empty texts and 0.0% rates with no analytics', async () => {
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter Management' })).toBeTruthy();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Admin')).toBeTruthy();
    expect(main.getByText('CJ')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send Newsletter' }).getAttribute('href')).toBe('/admin/newsletter');
    expect(await screen.findByText('No newsletters found. Create your first newsletter to get started.')).toBeTruthy();
    expect(await screen.findByText('No subscribers yet.')).toBeTruthy();
    const figures = await region('Newsletter performance');
    expect(within(figures).getAllByText('0.0%')).toHaveLength(2);
  });

  it('computes the four figures from the stored analytics', async () => {
    server.use(
      trpcMsw.analytics.summary.query(() =>
        analyticsSummary({ totals: { totalSent: 100, opened: 45, clicked: 12, conversions: 7 }, active: 1234 }),
      ),
    );
    renderApp('/admin/dashboard');
    const figures = await region('Newsletter performance');
    const tile = (label: string) => within(figures).getByText(label).closest('dl, div')!.parentElement!;
    expect(within(tile('Total Subscribers')).getByText('1,234')).toBeTruthy();
    expect(within(tile('Open Rate')).getByText('45.0%')).toBeTruthy();
    expect(within(tile('Click-through Rate')).getByText('12.0%')).toBeTruthy();
    expect(within(tile('Service Conversions')).getByText('7')).toBeTruthy();
  });

  it('lists recent newsletters, subscribers and the partner queue (pending first)', async () => {
    const asked: unknown[] = [];
    server.use(
      trpcMsw.newsletters.list.query(({ input }) => {
        asked.push(input);
        return newsletterPage([
          newsletterRow({ title: 'Weekly benefits roundup', type: 'weekly', status: 'sent', createdAt: new Date(2026, 2, 4, 12) }),
          newsletterRow({ title: 'Morning brief', type: 'daily', status: 'draft' }),
        ]);
      }),
      trpcMsw.subscribers.list.query(() =>
        subscriberPage([
          sampleSubscriber({ name: 'Jane Doe', veteranBranch: 'marines', subscribedAt: new Date(2025, 0, 5, 9) }),
          sampleSubscriber({ email: 'sam.lee@example.org', veteranBranch: null }),
        ]),
      ),
      trpcMsw.partners.list.query(({ input }) =>
        input?.status === 'pending'
          ? partnerPage([partnerRow({ name: 'Pending Co', contentType: 'banner' })])
          : partnerPage([
              partnerRow({ name: 'Approved Co', status: 'approved', scheduledDate: new Date(2026, 5, 1, 12) }),
              partnerRow({ name: 'Approved Two', status: 'approved' }),
              partnerRow({ name: 'Approved Three', status: 'approved' }),
            ]),
      ),
    );
    renderApp('/admin/dashboard');

    const newsletters = await screen.findByRole('list', { name: 'Recent newsletters' });
    const [weekly, daily] = within(newsletters).getAllByRole('listitem');
    expect(within(weekly).getByText('Weekly benefits roundup')).toBeTruthy();
    expect(within(weekly).getByText('Weekly Deep-Dive · Created Mar 4, 2026')).toBeTruthy();
    expect(within(weekly).getByText('Sent')).toBeTruthy();
    expect(within(daily).getByText(/^Daily Brief/)).toBeTruthy();
    expect(within(daily).getByText('Draft')).toBeTruthy();
    expect(asked).toContainEqual(expect.objectContaining({ limit: 5 }));

    const subscribers = await screen.findByRole('list', { name: 'Recent subscribers' });
    const [jane, sam] = within(subscribers).getAllByRole('listitem');
    expect(within(jane).getByText('JD')).toBeTruthy();
    expect(within(jane).getByText('Jane Doe')).toBeTruthy();
    expect(within(jane).getByText('Marine Corps Veteran')).toBeTruthy();
    expect(within(jane).getByText('Jan 5, 2025')).toBeTruthy();
    expect(within(sam).getByText('sam.lee@example.org')).toBeTruthy();
    expect(within(sam).getByText('SL')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Subscribers' }).getAttribute('href')).toBe('/admin/subscribers');

    const queue = await screen.findByRole('list', { name: 'Partner queue' });
    const rows = within(queue).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByText(/Co$|Two$/).textContent)).toEqual(['Pending Co', 'Approved Co', 'Approved Two']);
    expect(within(rows[0]).getByText('Banner Placement placement · Not scheduled')).toBeTruthy();
    expect(within(rows[0]).getByText('Pending')).toBeTruthy();
    expect(within(rows[1]).getByText('Partner Spotlight placement · Jun 1, 2026')).toBeTruthy();
    expect(within(rows[1]).getByText('Approved')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage Partners' }).getAttribute('href')).toBe('/admin/partners');
  });

  it('shows the server’s message when a list cannot load', async () => {
    server.use(
      trpcMsw.newsletters.list.query(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'Database unavailable');
      }),
    );
    renderApp('/admin/dashboard');
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    expect(await screen.findByText('No subscribers yet.')).toBeTruthy();
  });

  it('offers the four quick actions: links, a CSV download and the import dialog', async () => {
    const { router } = renderApp('/admin/dashboard');
    const actions = await region('Quick Actions');
    expect(within(actions).getByRole('link', { name: 'Add Breaking News' }).getAttribute('href')).toBe('/admin/breaking-news');
    expect(within(actions).getByRole('link', { name: 'Schedule Deep-Dive' }).getAttribute('href')).toBe('/admin/newsletter?type=weekly');
    const exportLink = within(actions).getByRole('link', { name: 'Export Subscriber List' });
    expect(exportLink.getAttribute('href')).toBe('/api/subscribers/export.csv');
    expect(exportLink.hasAttribute('download')).toBe(true);

    // whatever the new-article screen asks for stays pending: this test is about the hand-over
    server.use(http.all(`${TEST_TRPC_URL}/*`, () => forever()));
    await userEvent.click(within(actions).getByRole('button', { name: 'Import Social Content' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Social Content' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Please enter the link to import.')).toBeTruthy();
    const input = within(dialog).getByRole('textbox', { name: /Link to import/ });
    await userEvent.type(input, 'not a link');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Please enter a valid http(s) link.')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, 'https://x.com/va/status/1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/articles/new'));
    expect(router.state.location.search).toEqual({ sourceLink: 'https://x.com/va/status/1' });
  });
});
