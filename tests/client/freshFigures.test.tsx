import { describe, expect, it } from 'vitest';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInAdmin, trpcMsw } from '../mocks/trpc';
import { analyticsSummary } from '../mocks/data/analytics';
import { partnerPage } from '../mocks/data/dashboard';
import { newsletterPage } from '../mocks/data/newsletters';
import { sampleSubscriber, subscriberPage, subscriberStats } from '../mocks/data/subscribers';
import { renderApp, useMockApi } from './support/renderApp';

configure({ asyncUtilTimeout: 5000 });

const server = useMockApi(
  signedInAdmin(),
  trpcMsw.newsletters.list.query(() => newsletterPage([])),
  trpcMsw.subscribers.list.query(() => subscriberPage([])),
  trpcMsw.subscribers.stats.query(() => subscriberStats(1, 0)),
  trpcMsw.partners.list.query(() => partnerPage([])),
);

describe('figures stay fresh across screens', () => {
  it('shows the new total on the dashboard after a subscriber is added on the Subscribers screen', async () => {
    let active = 1234;
    server.use(
      trpcMsw.analytics.summary.query(() => analyticsSummary({ active })),
      trpcMsw.subscribers.create.mutation(({ input }) => {
        active += 1;
        return sampleSubscriber({ email: input?.email });
      }),
    );
    const { router } = renderApp('/admin/dashboard');
    const totalTile = async () => {
      const figures = await screen.findByRole('region', { name: 'Newsletter performance' });
      return within(figures).getByText('Total Subscribers').closest('dl, div')!.parentElement!;
    };
    expect(await within(await totalTile()).findByText('1,234')).toBeTruthy();

    // a navigation outside act lets the router's state updates land unwrapped on a loaded machine
    await act(() => router.navigate({ to: '/admin/subscribers' }));
    const form = await screen.findByRole('form', { name: 'Add subscriber' });
    await userEvent.type(within(form).getByLabelText(/Email/), 'new.reader@example.org');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Subscriber' }));
    expect(await screen.findByText('Subscriber added')).toBeTruthy();

    await act(() => router.navigate({ to: '/admin/dashboard' }));
    expect(await within(await totalTile()).findByText('1,235')).toBeTruthy();
  });
});
