import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, forever, signedInAdmin, trpcMsw } from '../mocks/trpc';
import { sampleSpotlight, spotlightPage, spotlightStats } from '../mocks/data/spotlights';
import { renderApp, useMockApi } from './support/renderApp';

configure({ asyncUtilTimeout: 5000 });

const maria = sampleSpotlight({ veteranName: 'Maria Lopez', businessName: 'Lopez Coffee', status: 'pending' });
const featured = sampleSpotlight({ veteranName: 'Tom Reed', status: 'featured', featuredUntil: new Date(2025, 8, 30) });
const forever_ = sampleSpotlight({ veteranName: 'Ann Park', status: 'featured', featuredUntil: null });

const server = useMockApi(
  signedInAdmin(),
  trpcMsw.spotlights.stats.query(() => spotlightStats({ total: 3, featured: 2, pending: 1 })),
  trpcMsw.spotlights.list.query(() => spotlightPage([maria, featured, forever_])),
);

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('Community Spotlights screen', () => {
  it('shows loading text while the table loads', async () => {
    server.use(trpcMsw.spotlights.list.query(() => forever()));
    renderApp('/admin/community');
    expect(await screen.findByText('Loading spotlights...')).toBeTruthy();
  });

  it('shows the tiles and an empty table message', async () => {
    server.use(
      trpcMsw.spotlights.list.query(() => spotlightPage([])),
      trpcMsw.spotlights.stats.query(() => spotlightStats()),
    );
    renderApp('/admin/community');
    expect(await screen.findByText('No veteran spotlights yet. Add the first one.')).toBeTruthy();
    const tiles = screen.getByRole('region', { name: 'Spotlight figures' });
    for (const label of ['Total', 'Featured', 'Pending', 'Approved']) expect(within(tiles).getByText(label)).toBeTruthy();
  });

  it('shows an error when the table cannot load', async () => {
    server.use(
      trpcMsw.spotlights.list.query(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'boom');
      }),
    );
    renderApp('/admin/community');
    expect(await screen.findByText('Failed to load veteran spotlights.')).toBeTruthy();
  });

  it('draws the table with its columns, badges by effective status, and the expiry or No expiration', async () => {
    renderApp('/admin/community');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Veteran', 'Quote', 'Business', 'Status', 'Featured Until', 'Actions']);
    const m = await rowOf('Maria Lopez');
    expect(within(m).getByText('Pending Review', { selector: 'span' })).toBeTruthy();
    expect(within(m).getByText('Lopez Coffee')).toBeTruthy();
    expect(within(m).getByRole('button', { name: 'Feature Maria Lopez' })).toBeTruthy();
    const t = await rowOf('Tom Reed');
    expect(within(t).getByText('Sep 30, 2025')).toBeTruthy();
    expect(within(t).queryByRole('button', { name: /^Feature/ })).toBeNull();
    expect(within(await rowOf('Ann Park')).getByText('No expiration')).toBeTruthy();
  });

  it('badges an expired feature as approved and offers Feature again', async () => {
    const expired = sampleSpotlight({
      veteranName: 'Old Feature',
      status: 'featured',
      effectiveStatus: 'approved',
      featuredUntil: new Date(2020, 0, 1),
    });
    server.use(trpcMsw.spotlights.list.query(() => spotlightPage([expired])));
    renderApp('/admin/community');
    const row = await rowOf('Old Feature');
    expect(within(row).getByText('Approved', { selector: 'span' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Feature Old Feature' })).toBeTruthy();
  });

  it('features a spotlight without sending a date (the server gives 30 days) and refreshes', async () => {
    let current = maria;
    const sent: unknown[] = [];
    server.use(
      trpcMsw.spotlights.list.query(() => spotlightPage([current])),
      trpcMsw.spotlights.update.mutation(({ input }) => {
        sent.push(input);
        current = { ...maria, status: 'featured', effectiveStatus: 'featured', featuredUntil: new Date(2025, 3, 30) };
        return current;
      }),
    );
    renderApp('/admin/community');
    await userEvent.click(await screen.findByRole('button', { name: 'Feature Maria Lopez' }));
    expect(await screen.findByText('Spotlight updated')).toBeTruthy();
    expect(sent).toEqual([{ id: maria.id, status: 'featured' }]);
    expect(await screen.findByText('Apr 30, 2025')).toBeTruthy();
  });

  it('sets any status from the dropdown, and reports a failure', async () => {
    const sent: unknown[] = [];
    server.use(
      trpcMsw.spotlights.update.mutation(({ input }) => {
        sent.push(input);
        return { ...featured, status: 'pending', effectiveStatus: 'pending' };
      }),
    );
    renderApp('/admin/community');
    await userEvent.selectOptions(await screen.findByLabelText('Status of Tom Reed'), 'Pending Review');
    expect(await screen.findByText('Spotlight updated')).toBeTruthy();
    expect(sent).toEqual([{ id: featured.id, status: 'pending' }]);

    server.use(
      trpcMsw.spotlights.update.mutation(() => {
        throw apiError('NOT_FOUND', 'Spotlight not found.');
      }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Status of Maria Lopez'), 'Approved');
    expect(await screen.findByText('Failed to update veteran spotlight.')).toBeTruthy();
    expect(screen.getByText('Spotlight not found.')).toBeTruthy();
  });

  it('creates a spotlight through the dialog after checking the required fields', async () => {
    const created: Record<string, unknown>[] = [];
    let items = [maria];
    server.use(
      trpcMsw.spotlights.list.query(() => spotlightPage(items)),
      trpcMsw.spotlights.create.mutation(({ input }) => {
        created.push(input!);
        const row = sampleSpotlight({ veteranName: input!.veteranName, quote: input!.quote });
        items = [row, ...items];
        return row;
      }),
    );
    renderApp('/admin/community');
    await rowOf('Maria Lopez');
    await userEvent.click(screen.getByRole('button', { name: 'Add Spotlight' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Veteran Spotlight' });
    await userEvent.type(within(dialog).getByLabelText(/Veteran name/), 'Dee Jones');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Spotlight' }));
    expect(await within(dialog).findByText('Veteran name and quote are required.')).toBeTruthy();
    expect(created).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Quote/), 'We build.');
    await userEvent.selectOptions(within(dialog).getByLabelText('Branch'), 'Coast Guard');
    expect(within(dialog).getByLabelText('Website').getAttribute('type')).toBe('url');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Spotlight' }));
    expect(await screen.findByText('Spotlight created')).toBeTruthy();
    expect(created[0]).toMatchObject({
      veteranName: 'Dee Jones',
      quote: 'We build.',
      branch: 'coast_guard',
      businessName: null,
      featuredUntil: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Dee Jones')).toBeTruthy();
  });

  it("keeps the dialog open with the server's message when creating fails", async () => {
    server.use(
      trpcMsw.spotlights.create.mutation(() => {
        throw apiError('BAD_REQUEST', 'Image URL must be a valid http(s) URL.');
      }),
    );
    renderApp('/admin/community');
    await rowOf('Maria Lopez');
    await userEvent.click(screen.getByRole('button', { name: 'Add Spotlight' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Veteran name/), 'Dee Jones');
    await userEvent.type(within(dialog).getByLabelText(/Quote/), 'We build.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Spotlight' }));
    expect(await screen.findByText('Failed to create veteran spotlight.')).toBeTruthy();
    expect(screen.getByText('Image URL must be a valid http(s) URL.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('deletes after confirmation, and reports a failed delete', async () => {
    server.use(
      trpcMsw.spotlights.remove.mutation(() => {
        throw apiError('NOT_FOUND', 'Spotlight not found.');
      }),
    );
    renderApp('/admin/community');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Maria Lopez' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete spotlight?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to remove veteran spotlight.')).toBeTruthy();

    let items = [maria, featured];
    server.use(
      trpcMsw.spotlights.list.query(() => spotlightPage(items)),
      trpcMsw.spotlights.remove.mutation(({ input }) => {
        items = items.filter((s) => s.id !== input.id);
        return maria;
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Maria Lopez' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Spotlight removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Maria Lopez')).toBeNull());
  });
});
