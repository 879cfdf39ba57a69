import { beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, forever, signedOut, trpcMsw } from '../mocks/trpc';
import { sampleCategory, sampleExpert, sampleHub } from '../mocks/data/resources';
import { renderApp, useMockApi } from './support/renderApp';

// the shared test machine can be slow to answer the first mocked call
configure({ asyncUtilTimeout: 5000 });

// jsdom has no media playback
beforeAll(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
});

const hub = sampleHub({ title: 'Some hub without its own guide' });

const server = useMockApi(
  signedOut(),
  trpcMsw.siteContent.get.query(() => forever()),
  trpcMsw.veteranIssues.get.query(() => hub),
  trpcMsw.marketplace.categories.query(() => ({ items: [sampleCategory('benefits-claims', hub.id)], total: 1 })),
  trpcMsw.marketplace.recommendations.query(() => []),
);

async function openGuide() {
  renderApp(`/resource-hub/${hub.id}`);
  await userEvent.click(await screen.findByRole('tab', { name: 'Personal Guide' }));
}

/** Answers the default (VA disability claims) set toward an appeal. */
async function answerClaimsGuide() {
  const next = screen.getByRole('button', { name: 'Next Step' });
  expect(next.hasAttribute('disabled')).toBe(true);
  await userEvent.click(screen.getByLabelText('My claim was denied or rated lower than expected'));
  expect(next.hasAttribute('disabled')).toBe(true);
  await userEvent.click(screen.getByLabelText("I'm not sure"));
  await waitFor(() => expect(next.hasAttribute('disabled')).toBe(false));
  await userEvent.click(next);

  const finish = await screen.findByRole('button', { name: 'Get My Recommendations' });
  expect(finish.hasAttribute('disabled')).toBe(true);
  await userEvent.click(screen.getByLabelText('Increase my current rating'));
  expect(finish.hasAttribute('disabled')).toBe(true);
  await userEvent.click(screen.getByLabelText("I'm handling it myself"));
  await waitFor(() => expect(finish.hasAttribute('disabled')).toBe(false));
  await userEvent.click(finish);
}

describe('Resource hub', () => {
  it('shows a loading state', async () => {
    server.use(trpcMsw.veteranIssues.get.query(() => forever()));
    renderApp(`/resource-hub/${hub.id}`);
    expect(await screen.findByText('Loading resource hub...')).toBeTruthy();
  });

  it('shows Resource Not Found with a way back for a missing hub', async () => {
    server.use(
      trpcMsw.veteranIssues.get.query(() => {
        throw apiError('NOT_FOUND', 'Issue not found.');
      }),
    );
    renderApp('/resource-hub/00000000-0000-4000-8000-00000000ffff');
    expect(await screen.findByRole('heading', { name: 'Resource Not Found' })).toBeTruthy();
    expect(screen.getByText('The requested resource could not be found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Resource Center' }).getAttribute('href')).toBe('/resource-center');
  });

  it('shows breadcrumb, title, overview, the podcast tab first and a call to action', async () => {
    renderApp(`/resource-hub/${hub.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: hub.title })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(breadcrumb).getByRole('link', { name: 'Resources' }).getAttribute('href')).toBe('/resource-center');
    expect(screen.getByText(hub.overview)).toBeTruthy();

    expect(screen.getByRole('tab', { name: 'Expert Podcast' }).getAttribute('aria-selected')).toBe('true');
    // the default episode (VA disability claims) for a title without its own
    expect(screen.getByRole('heading', { name: 'Filing a VA Disability Claim' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Playback speed 1×' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /download episode/i }).getAttribute('href')).toBe('/media/podcasts/disability-claims.mp3');
    expect(screen.getByText(/Marcus Bell \(fictional host\)/)).toBeTruthy();
    expect(screen.getByTestId('player-time').textContent).toBe('0:00 / 0:26');

    // the category linked to this hub, once categories arrive
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Find an Expert' }).getAttribute('href')).toBe('/marketplace?category=benefits-claims'),
    );
    expect(screen.getByRole('link', { name: 'Browse All Resources' }).getAttribute('href')).toBe('/resource-center');
  });

  it('falls back to legal services when no category is linked to the hub', async () => {
    server.use(trpcMsw.marketplace.categories.query(() => ({ items: [sampleCategory('career-services', null)], total: 1 })));
    renderApp(`/resource-hub/${hub.id}`);
    const link = await screen.findByRole('link', { name: 'Find an Expert' });
    expect(link.getAttribute('href')).toBe('/marketplace?category=legal-services');
  });

  it('cycles the speed and toggles play and pause', async () => {
    renderApp(`/resource-hub/${hub.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Playback speed 1×' }));
    await userEvent.click(screen.getByRole('button', { name: 'Playback speed 1.25×' }));
    expect(screen.getByRole('button', { name: 'Playback speed 1.5×' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('resets the play state when play() fails', async () => {
    vi.mocked(HTMLMediaElement.prototype.play).mockImplementationOnce(() => Promise.reject(new Error('NotAllowedError')));
    renderApp(`/resource-hub/${hub.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Play' }));
    expect(await screen.findByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('shows resources, tools, numbered steps and the success story', async () => {
    renderApp(`/resource-hub/${hub.id}`);
    await userEvent.click(await screen.findByRole('tab', { name: 'All Resources' }));
    const panel = screen.getByRole('tabpanel', { name: 'All Resources' });
    for (const text of [...hub.resources, ...hub.tools, ...hub.actionSteps, hub.successStory!]) {
      expect(within(panel).getByText(text)).toBeTruthy();
    }
    expect(within(panel).getByText(hub.actionSteps[0]).closest('ol')).toBeTruthy();
  });

  it('walks the guide: Next disabled until answered, then a sorted plan and two experts', async () => {
    server.use(
      trpcMsw.marketplace.recommendations.query(({ input }) => {
        expect(input?.issueId).toBe(hub.id);
        return [
          sampleExpert({ companyName: 'Alpha Advocates', rating: 480 }),
          sampleExpert({ companyName: 'Bravo Claims', rating: 420, verified: false, slug: 'benefits-claims' }),
          sampleExpert({ companyName: 'Charlie Law' }),
        ];
      }),
    );
    await openGuide();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    await answerClaimsGuide();

    const plan = await screen.findByTestId('recommendations');
    const items = within(plan).getAllByRole('listitem');
    const priorities = items.map((item) => within(item).getAllByText(/Urgent|High priority|Medium priority/)[0].textContent);
    expect(priorities).toEqual(['Urgent', 'High priority', 'High priority', 'Medium priority', 'Medium priority']);
    expect(items[0].textContent).toContain('Request a decision review within one year');
    expect(screen.queryByRole('button', { name: /Next Step|Get My Recommendations/ })).toBeNull();
    expect(screen.getAllByText(/\(complete\)/)).toHaveLength(2);

    expect(await screen.findByText('Alpha Advocates')).toBeTruthy();
    expect(screen.getByText('Bravo Claims')).toBeTruthy();
    expect(screen.queryByText('Charlie Law')).toBeNull();
    expect(screen.getByText('4.8')).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('Pending verification')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'See Legal Services providers' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/marketplace?category=legal-services',
      '/marketplace?category=benefits-claims',
    ]);
  });

  it('shows the plan without experts when the recommendations call fails', async () => {
    server.use(
      trpcMsw.marketplace.recommendations.query(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'down');
      }),
    );
    await openGuide();
    await answerClaimsGuide();
    expect(await screen.findByTestId('recommendations')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Recommended Experts')).toBeNull());
  });

  it('uses the hub’s own question set', async () => {
    server.use(trpcMsw.veteranIssues.get.query(() => ({ ...hub, title: 'VA Home Loan Benefits' })));
    await openGuide();
    expect(screen.getByText('What are you trying to do?')).toBeTruthy();
  });
});

describe('the Personal Guide when someone may be at risk', () => {
  it("shows the crisis line as links the moment 'Yes' is chosen, and links on the plan's card", async () => {
    server.use(trpcMsw.veteranIssues.get.query(() => ({ ...hub, title: 'Mental Health & PTSD Support' })));
    await openGuide();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(await screen.findByLabelText('Yes'));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByRole('link', { name: 'Call 988 and press 1' }).getAttribute('href')).toBe('tel:988');
    expect(within(notice).getByRole('link', { name: 'Text 838255' }).getAttribute('href')).toBe('sms:838255');
    expect(within(notice).getByRole('link', { name: 'Chat online' }).getAttribute('href')).toBe(
      'https://www.veteranscrisisline.net/get-help-now/chat/',
    );
    await userEvent.click(screen.getByLabelText('Low mood or losing interest'));
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await userEvent.click(await screen.findByLabelText('No'));
    await userEvent.click(screen.getByLabelText("I'm not sure yet"));
    await userEvent.click(screen.getByRole('button', { name: 'Get My Recommendations' }));
    const card = (await screen.findByText('Talk to the Veterans Crisis Line now')).closest('li') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Call 988 and press 1' }).getAttribute('href')).toBe('tel:988');
    expect(within(card).getByRole('link', { name: 'Text 838255' }).getAttribute('href')).toBe('sms:838255');
  });
});
