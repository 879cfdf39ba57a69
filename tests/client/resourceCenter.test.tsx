import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { apiError, forever, signedOut, trpcMsw } from '../mocks/trpc';
import { hubPage, sampleHub } from '../mocks/data/resources';
import { renderApp, useMockApi } from './support/renderApp';

// the shared test machine can be slow to answer the first mocked call
configure({ asyncUtilTimeout: 5000 });

const server = useMockApi(
  signedOut(),
  trpcMsw.siteContent.get.query(() => forever()),
);

describe('Resource Center', () => {
  it('shows a loading state while hubs load', async () => {
    server.use(trpcMsw.veteranIssues.list.query(() => forever()));
    renderApp('/resource-center');
    expect(await screen.findByText('Loading resources...')).toBeTruthy();
  });

  it('shows the error state when the list fails', async () => {
    server.use(
      trpcMsw.veteranIssues.list.query(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'boom');
      }),
    );
    renderApp('/resource-center');
    expect(await screen.findByRole('heading', { name: 'Error Loading Resources' })).toBeTruthy();
    expect(screen.getByText('Unable to fetch veteran resource information. Please try again later.')).toBeTruthy();
  });

  it('shows the empty state without hubs', async () => {
    server.use(trpcMsw.veteranIssues.list.query(() => hubPage([])));
    renderApp('/resource-center');
    expect(await screen.findByRole('heading', { name: 'Resource Hubs Coming Soon' })).toBeTruthy();
  });

  it('shows a card per hub with three resources, the rest counted, steps and a link', async () => {
    const legal = sampleHub();
    const other = sampleHub({ title: 'VA Home Loan Benefits', resources: ['COE'], actionSteps: ['Get your COE'] });
    server.use(trpcMsw.veteranIssues.list.query(() => hubPage([legal, other])));
    renderApp('/resource-center');

    const card = (await screen.findByRole('heading', { name: legal.title })).closest('article') as HTMLElement;
    const inCard = within(card);
    expect(inCard.getByText(legal.overview)).toBeTruthy();
    expect(inCard.getByText('Why This Matters')).toBeTruthy();
    expect(inCard.getByText(legal.whyItMatters)).toBeTruthy();
    expect(inCard.getAllByRole('listitem').map((li) => li.textContent)).toEqual(legal.resources.slice(0, 3));
    expect(inCard.getByText('+2 more resources')).toBeTruthy();
    expect(inCard.getByText('3 action steps')).toBeTruthy();
    expect(inCard.getByRole('link', { name: 'Explore This Hub' }).getAttribute('href')).toBe(`/resource-hub/${legal.id}`);

    const otherCard = screen.getByRole('heading', { name: other.title }).closest('article') as HTMLElement;
    expect(within(otherCard).queryByText(/more resource/)).toBeNull();
    expect(within(otherCard).getByText('1 action step')).toBeTruthy();
  });
});
