import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiError, forever, signedInAdmin, TEST_TRPC_URL, trpcMsw } from '../mocks/trpc';
import { sampleSubscriber, subscriberPage, subscriberStats } from '../mocks/data/subscribers';
import { renderApp, useMockApi } from './support/renderApp';

const jane = sampleSubscriber({ email: 'jane@example.org', name: 'Jane Doe', veteranBranch: 'marines' });
const sam = sampleSubscriber({ email: 'sam@example.org', subscribed: false, unsubscribedAt: new Date() });

const server = useMockApi(
  signedInAdmin(),
  trpcMsw.subscribers.stats.query(() => subscriberStats(2, 1)),
  trpcMsw.subscribers.list.query(() => subscriberPage([jane, sam])),
);

// the shared machine is slow: the first render of the admin bundle can take more than a second
configure({ asyncUtilTimeout: 5000 });

const list = () => screen.findByRole('list', { name: 'Subscribers' });

describe('Subscribers screen', () => {
  it('shows loading text while the list loads', async () => {
    server.use(trpcMsw.subscribers.list.query(() => forever()));
    renderApp('/admin/subscribers');
    expect(await screen.findByText('Loading subscribers...')).toBeTruthy();
  });

  it('shows the four tiles with the retention formula and the active count', async () => {
    renderApp('/admin/subscribers');
    expect(await screen.findByText('2 active subscribers')).toBeTruthy();
    const tiles = screen.getByRole('region', { name: 'Subscriber figures' });
    expect(within(tiles).getByText('Total Contacts')).toBeTruthy();
    expect(within(tiles).getByText('66.7%')).toBeTruthy(); // 2 of 3, one decimal
    expect(within(tiles).getByText('Unsubscribed')).toBeTruthy();
  });

  it("shows '0%' retention when there is nobody, and the first-subscriber empty text", async () => {
    server.use(
      trpcMsw.subscribers.stats.query(() => subscriberStats(0, 0)),
      trpcMsw.subscribers.list.query(() => subscriberPage([])),
    );
    renderApp('/admin/subscribers');
    expect(await screen.findByText('No subscribers yet. Add your first subscriber above.')).toBeTruthy();
    expect(screen.getByText('0%')).toBeTruthy();
  });

  it('lists rows with initials, name, branch label, join date and badge', async () => {
    renderApp('/admin/subscribers');
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Jane Doe')).toBeTruthy();
    expect(within(rows[0]).getByText('JD')).toBeTruthy();
    expect(within(rows[0]).getByText(/Marine Corps · Joined Jan 5, 2025/)).toBeTruthy();
    expect(within(rows[0]).getByText('Subscribed')).toBeTruthy();
    expect(within(rows[0]).getByRole('button', { name: 'Unsubscribe jane@example.org' })).toBeTruthy();
    expect(within(rows[1]).getByText('sam@example.org')).toBeTruthy();
    expect(within(rows[1]).getByText('Unsubscribed')).toBeTruthy();
    expect(within(rows[1]).getByRole('button', { name: 'Resubscribe sam@example.org' })).toBeTruthy();
  });

  it('marks an address a mail server refused for good as Suppressed', async () => {
    const bounced = sampleSubscriber({ email: 'gone@example.org', suppressedAt: new Date(), suppressionReason: '550 No such user' });
    server.use(trpcMsw.subscribers.list.query(() => subscriberPage([jane, bounced])));
    renderApp('/admin/subscribers');
    const rows = within(await list()).getAllByRole('listitem');
    expect(within(rows[1]).getByText('Suppressed')).toBeTruthy();
    expect(within(rows[1]).getByTitle('550 No such user')).toBeTruthy();
    expect(within(rows[0]).queryByText('Suppressed')).toBeNull();
  });

  it('searches on the server and says when nothing matches', async () => {
    const asked: (string | undefined)[] = [];
    server.use(
      trpcMsw.subscribers.list.query(({ input }) => {
        asked.push(input?.q);
        return input?.q ? subscriberPage([]) : subscriberPage([jane, sam]);
      }),
    );
    renderApp('/admin/subscribers');
    await list();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search subscribers' }), 'zzz');
    expect(await screen.findByText('No subscribers found matching your search.')).toBeTruthy();
    expect(asked).toContain('zzz');
    expect(asked).not.toContain('z'); // debounced: not one request per key
  });

  it('shows an error when the list cannot load', async () => {
    server.use(
      trpcMsw.subscribers.list.query(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'boom');
      }),
    );
    renderApp('/admin/subscribers');
    expect(await screen.findByText('Failed to load subscribers.')).toBeTruthy();
  });

  it('validates the email before sending, then adds and refreshes the list and tiles', async () => {
    const created: unknown[] = [];
    let stats = subscriberStats(2, 1);
    server.use(
      trpcMsw.subscribers.stats.query(() => stats),
      trpcMsw.subscribers.create.mutation(({ input }) => {
        created.push(input);
        stats = subscriberStats(3, 1);
        return sampleSubscriber({ email: input?.email });
      }),
    );
    renderApp('/admin/subscribers');
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Add Subscriber' }));
    expect(await screen.findByText('Please enter an email address.')).toBeTruthy();
    expect(created).toEqual([]);

    const form = screen.getByRole('form', { name: 'Add subscriber' });
    expect(within(form).getByLabelText(/Email/).getAttribute('type')).toBe('email');
    await userEvent.type(within(form).getByLabelText(/Email/), 'New@Example.org');
    await userEvent.type(within(form).getByLabelText('Name'), '  Pat  ');
    await userEvent.selectOptions(within(form).getByLabelText('Branch'), 'National Guard');
    await userEvent.click(screen.getByRole('button', { name: 'Add Subscriber' }));
    expect(await screen.findByText('Subscriber added')).toBeTruthy();
    expect(created).toEqual([{ email: 'new@example.org', name: 'Pat', veteranBranch: 'national_guard' }]);
    expect(await screen.findByText('3 active subscribers')).toBeTruthy();
    expect((within(form).getByLabelText(/Email/) as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message when adding fails and keeps what was typed", async () => {
    server.use(
      trpcMsw.subscribers.create.mutation(() => {
        throw apiError('CONFLICT', 'This email is already subscribed.');
      }),
    );
    renderApp('/admin/subscribers');
    await list();
    const form = screen.getByRole('form', { name: 'Add subscriber' });
    await userEvent.type(within(form).getByLabelText(/Email/), 'jane@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Add Subscriber' }));
    expect(await screen.findByText('Failed to add subscriber.')).toBeTruthy();
    expect(screen.getByText('This email is already subscribed.')).toBeTruthy();
    expect((within(form).getByLabelText(/Email/) as HTMLInputElement).value).toBe('jane@example.org');
  });

  it('toggles a subscription and refreshes the row', async () => {
    let current = jane;
    const sent: unknown[] = [];
    server.use(
      trpcMsw.subscribers.list.query(() => subscriberPage([current])),
      trpcMsw.subscribers.update.mutation(({ input }) => {
        sent.push({ id: input.id, subscribed: input.subscribed });
        current = { ...jane, subscribed: input.subscribed, unsubscribedAt: new Date() };
        return current;
      }),
    );
    renderApp('/admin/subscribers');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe jane@example.org' }));
    expect(await screen.findByText('Subscriber updated')).toBeTruthy();
    expect(sent).toEqual([{ id: jane.id, subscribed: false }]);
    expect(await screen.findByRole('button', { name: 'Resubscribe jane@example.org' })).toBeTruthy();
  });

  it('reports a failed toggle and leaves the row as it was', async () => {
    // the server never answers: the screen's own wording, nothing else
    server.use(http.post(`${TEST_TRPC_URL}/subscribers.update`, () => HttpResponse.error()));
    renderApp('/admin/subscribers');
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe jane@example.org' }));
    expect(await screen.findByText('Failed to update subscriber.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unsubscribe jane@example.org' })).toBeTruthy();
  });

  it('deletes only after confirmation', async () => {
    let items = [jane, sam];
    const removed: string[] = [];
    server.use(
      trpcMsw.subscribers.list.query(() => subscriberPage(items)),
      trpcMsw.subscribers.remove.mutation(({ input }) => {
        removed.push(input.id);
        items = items.filter((s) => s.id !== input.id);
        return jane;
      }),
    );
    renderApp('/admin/subscribers');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete jane@example.org' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete subscriber?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(removed).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Delete jane@example.org' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Subscriber removed')).toBeTruthy();
    expect(removed).toEqual([jane.id]);
    await waitFor(() => expect(screen.queryByText('Jane Doe')).toBeNull());
  });

  it('reports a failed delete', async () => {
    server.use(
      trpcMsw.subscribers.remove.mutation(() => {
        throw apiError('NOT_FOUND', 'Subscriber not found.');
      }),
    );
    renderApp('/admin/subscribers');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete jane@example.org' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to remove subscriber.')).toBeTruthy();
    expect(screen.getByText('Jane Doe')).toBeTruthy();
  });

  it('pages through a long list on the server', async () => {
    const offsets: number[] = [];
    server.use(
      trpcMsw.subscribers.list.query(({ input }) => {
        offsets.push(Number(input?.offset));
        return subscriberPage([input?.offset ? sam : jane], 60);
      }),
    );
    renderApp('/admin/subscribers');
    expect(await screen.findByText('Showing 1–25 of 60 subscribers')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 26–50 of 60 subscribers')).toBeTruthy();
    expect(offsets).toEqual([0, 25]);
  });

  it('offers the CSV export as a real download link', async () => {
    renderApp('/admin/subscribers');
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/api/subscribers/export.csv');
    expect(link.hasAttribute('download')).toBe(true);
  });
});
