import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { apiError, forever, signedInAdmin, trpcMsw } from '../mocks/trpc';
import { analyticsSummary, recentSentRow } from '../mocks/data/analytics';
import { renderApp, useMockApi } from './support/renderApp';

// the whole app renders for each test; on a busy machine the first paint can pass 1 s
configure({ asyncUtilTimeout: 5000 });

const server = useMockApi(
  signedInAdmin(),
  trpcMsw.analytics.summary.query(() => analyticsSummary()),
);

const busy = analyticsSummary({
  totals: { totalSent: 100, opened: 45, clicked: 20, conversions: 5 },
  active: 250,
  newslettersSent: 12,
  recentSent: [
    recentSentRow(1, { title: 'Benefits update', type: 'daily', totalSent: 60, opened: 30, clicked: 12 }),
    recentSentRow(2, { title: 'Housing deep-dive', type: 'weekly', totalSent: 40, opened: 15, clicked: 8 }),
  ],
  joinedPerMonth: [10, 20, 30],
});

describe('Analytics screen', () => {
  it('shows loading text', async () => {
    server.use(trpcMsw.analytics.summary.query(() => forever()));
    renderApp('/admin/analytics');
    expect(await screen.findByText('Loading analytics...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeTruthy();
  });

  it('shows the error with the server’s message', async () => {
    server.use(
      trpcMsw.analytics.summary.query(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'Database unavailable');
      }),
    );
    renderApp('/admin/analytics');
    expect(await screen.findByText('Error loading analytics: Database unavailable')).toBeTruthy();
  });

  it('shows honest zeros and empty states before anything is recorded', async () => {
    renderApp('/admin/analytics');
    const figures = await screen.findByRole('region', { name: 'Newsletter performance' });
    expect(within(figures).getAllByText('0.0%')).toHaveLength(2);
    expect(screen.getAllByText('No newsletters sent yet.')).toHaveLength(2); // chart and list
    expect(screen.getByText(/No deliveries recorded yet/)).toBeTruthy();
    expect(screen.getByText('+0 / month')).toBeTruthy();
  });

  it('shows tiles, engagement, insights, estimate, impact and the sent newsletters from the summary', async () => {
    server.use(trpcMsw.analytics.summary.query(() => busy));
    renderApp('/admin/analytics');
    const figures = await screen.findByRole('region', { name: 'Newsletter performance' });
    expect(within(figures).getByText('250')).toBeTruthy();
    expect(within(figures).getByText('45.0%')).toBeTruthy();
    expect(within(figures).getByText('20.0%')).toBeTruthy();

    const engagement = screen.getByRole('region', { name: 'Engagement' });
    expect(within(engagement).getByText('12')).toBeTruthy(); // newsletters sent
    expect(within(engagement).getByText('45')).toBeTruthy();
    expect(within(engagement).getByText('20')).toBeTruthy();
    expect(within(engagement).getByText('25.0%')).toBeTruthy(); // 5 conversions of 20 clicks

    const insights = screen.getByRole('region', { name: 'Insights' });
    expect(within(insights).getByText('Our open rate of 45.0% is 20.0 points above the 25% industry benchmark.')).toBeTruthy();
    expect(within(insights).getByText('30 new subscribers joined this month.')).toBeTruthy();

    expect(screen.getByText('Subscriber Growth (estimate)')).toBeTruthy();
    expect(screen.getByText('+30 / month')).toBeTruthy(); // 12% of 250
    expect(screen.getByText(/not measured growth/)).toBeTruthy();
    expect(screen.getByText('5 service conversions')).toBeTruthy();

    const sent = within(screen.getByRole('list', { name: 'Recently sent newsletters' })).getAllByRole('listitem');
    expect(within(sent[0]).getByText('Benefits update')).toBeTruthy();
    expect(within(sent[0]).getByText(/^Daily Brief · Sent/)).toBeTruthy();
    expect(within(sent[0]).getByText('30 opens (50.0%)')).toBeTruthy();
    expect(within(sent[1]).getByText(/^Weekly Deep-Dive · Sent/)).toBeTruthy();
    expect(within(sent[1]).getByText('8 clicks (20.0%)')).toBeTruthy();
  });

  it('draws both charts as images with a summary and a table of their values', async () => {
    server.use(trpcMsw.analytics.summary.query(() => busy));
    renderApp('/admin/analytics');
    const growth = await screen.findByRole('img', { name: /^Active subscribers by month, from 190 in June 2025 to 250 in May 2026/ });
    expect(growth.tagName.toLowerCase()).toBe('svg');
    const growthTable = screen.getByRole('table', { name: /^Active subscribers by month/ });
    expect(within(growthTable).getByRole('row', { name: 'May 2026 30 250' })).toBeTruthy();

    expect(screen.getByRole('img', { name: 'Opens and clicks of the 2 most recently sent newsletters.' })).toBeTruthy();
    const perNewsletter = screen.getByRole('table', { name: 'Opens and clicks of the 2 most recently sent newsletters.' });
    expect(within(perNewsletter).getByRole('row', { name: 'Housing deep-dive 15 8' })).toBeTruthy();
  });
});
