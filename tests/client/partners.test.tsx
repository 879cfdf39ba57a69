import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, forever, signedInAdmin, trpcMsw } from '../mocks/trpc';
import { partnerPage, partnerStats, samplePartner } from '../mocks/data/partners';
import { renderApp, useMockApi } from './support/renderApp';

configure({ asyncUtilTimeout: 5000 });

const pending = samplePartner({
  name: 'Acme Mortgage',
  status: 'pending',
  website: 'https://acme.example',
  scheduledDate: new Date(2025, 5, 1),
});
const approved = samplePartner({ name: 'Valor Bank', status: 'approved', contentType: 'banner' });
const rejected = samplePartner({ name: 'Shady Loans', status: 'rejected', contentType: 'sponsored' });

const server = useMockApi(
  signedInAdmin(),
  trpcMsw.partners.stats.query(() => partnerStats(1, 1, 1)),
  trpcMsw.partners.list.query(() => partnerPage([pending, approved, rejected])),
);

const rowOf = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

describe('Partners screen', () => {
  it('shows loading text while the list loads', async () => {
    server.use(trpcMsw.partners.list.query(() => forever()));
    renderApp('/admin/partners');
    expect(await screen.findByText('Loading partners...')).toBeTruthy();
  });

  it('shows the tiles and an empty list', async () => {
    server.use(
      trpcMsw.partners.stats.query(() => partnerStats(0, 0, 0)),
      trpcMsw.partners.list.query(() => partnerPage([])),
    );
    renderApp('/admin/partners');
    expect(await screen.findByText('No partners yet. Add your first partner above.')).toBeTruthy();
    const tiles = screen.getByRole('region', { name: 'Partner figures' });
    for (const label of ['Pending', 'Approved', 'Rejected', 'Total']) expect(within(tiles).getByText(label)).toBeTruthy();
  });

  it('shows an error when the list cannot load', async () => {
    server.use(
      trpcMsw.partners.list.query(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'boom');
      }),
    );
    renderApp('/admin/partners');
    expect(await screen.findByText('Failed to load partners.')).toBeTruthy();
  });

  it('offers only the allowed moves: Approve/Reject on pending, Reset to Pending on approved, none on rejected', async () => {
    renderApp('/admin/partners');
    const p = await rowOf('Acme Mortgage');
    expect(
      within(p)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve', 'Reject', 'Delete']);
    expect(within(p).getByRole('link', { name: 'https://acme.example' }).getAttribute('target')).toBe('_blank');
    expect(within(p).getByText(/Partner Spotlight placement · Scheduled Jun 1, 2025 · Created Feb 10, 2025/)).toBeTruthy();
    const a = await rowOf('Valor Bank');
    expect(
      within(a)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Reset to Pending', 'Delete']);
    expect(within(a).getByText(/Banner Placement placement · Scheduled Not scheduled/)).toBeTruthy();
    const r = await rowOf('Shady Loans');
    expect(
      within(r)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Delete']);
    expect(within(r).getByText('Rejected')).toBeTruthy();
  });

  it('filters by status on the server', async () => {
    const asked: unknown[] = [];
    server.use(
      trpcMsw.partners.list.query(({ input }) => {
        asked.push(input?.status);
        return partnerPage(input?.status === 'approved' ? [approved] : [pending, approved, rejected]);
      }),
    );
    renderApp('/admin/partners');
    await rowOf('Acme Mortgage');
    await userEvent.selectOptions(screen.getByLabelText('Filter by status'), 'Approved');
    await waitFor(() => expect(screen.queryByText('Acme Mortgage')).toBeNull());
    expect(asked).toEqual(['all', 'approved']);
  });

  it('approves a pending partner and refreshes list and tiles', async () => {
    let current = pending;
    let stats = partnerStats(1, 1, 1);
    const sent: unknown[] = [];
    server.use(
      trpcMsw.partners.list.query(() => partnerPage([current])),
      trpcMsw.partners.stats.query(() => stats),
      trpcMsw.partners.update.mutation(({ input }) => {
        sent.push(input);
        current = { ...pending, status: input.status };
        stats = partnerStats(0, 2, 1);
        return current;
      }),
    );
    renderApp('/admin/partners');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve: Acme Mortgage' }));
    expect(await screen.findByText('Partner updated')).toBeTruthy();
    expect(sent).toEqual([{ id: pending.id, status: 'approved' }]);
    expect(await screen.findByRole('button', { name: 'Reset to Pending: Acme Mortgage' })).toBeTruthy();
    const tiles = screen.getByRole('region', { name: 'Partner figures' });
    await waitFor(() => expect(within(tiles).getByText('2')).toBeTruthy());
  });

  it('reports a refused move and leaves the row as it was', async () => {
    server.use(
      trpcMsw.partners.update.mutation(() => {
        throw apiError('CONFLICT', 'A approved partner cannot be moved to rejected.');
      }),
    );
    renderApp('/admin/partners');
    await userEvent.click(await screen.findByRole('button', { name: 'Reject: Acme Mortgage' }));
    expect(await screen.findByText('Failed to update partner.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve: Acme Mortgage' })).toBeTruthy();
  });

  it('validates the required fields, then adds a partner with trimmed optional fields', async () => {
    const created: Record<string, unknown>[] = [];
    server.use(
      trpcMsw.partners.create.mutation(({ input }) => {
        created.push(input);
        return samplePartner({ name: input.name });
      }),
    );
    renderApp('/admin/partners');
    await rowOf('Acme Mortgage');
    const form = screen.getByRole('form', { name: 'Add partner' });
    await userEvent.type(within(form).getByLabelText(/Name/), '   ');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Partner' }));
    expect(await within(form).findByText('Please fill in the required fields.')).toBeTruthy();
    expect(created).toEqual([]);

    await userEvent.type(within(form).getByLabelText(/Name/), 'Hero Homes');
    await userEvent.selectOptions(within(form).getByLabelText(/Content type/), 'Sponsored Story');
    expect(within(form).getByLabelText('Website').getAttribute('type')).toBe('url');
    await userEvent.type(within(form).getByLabelText('Website'), 'https://hero.example');
    await userEvent.type(within(form).getByLabelText('Scheduled date'), '2025-07-04');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Partner' }));
    expect(await screen.findByText('Partner added')).toBeTruthy();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ name: 'Hero Homes', contentType: 'sponsored', website: 'https://hero.example', description: null });
    // inputs travel as JSON (decision 0040): the date as its ISO string, read back as a Date by the server's schema
    expect(new Date(created[0].scheduledDate as string).getDate()).toBe(4);
  });

  it('reports a failed add', async () => {
    server.use(
      trpcMsw.partners.create.mutation(() => {
        throw apiError('BAD_REQUEST', 'Website must be a valid http(s) URL.');
      }),
    );
    renderApp('/admin/partners');
    await rowOf('Acme Mortgage');
    const form = screen.getByRole('form', { name: 'Add partner' });
    await userEvent.type(within(form).getByLabelText(/Name/), 'Hero Homes');
    await userEvent.selectOptions(within(form).getByLabelText(/Content type/), 'Banner Placement');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Partner' }));
    expect(await screen.findByText('Failed to add partner.')).toBeTruthy();
  });

  it('deletes after confirmation, and reports a failed delete', async () => {
    let items = [pending, approved];
    server.use(
      trpcMsw.partners.list.query(() => partnerPage(items)),
      trpcMsw.partners.remove.mutation(({ input }) => {
        items = items.filter((p) => p.id !== input.id);
        return pending;
      }),
    );
    renderApp('/admin/partners');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Acme Mortgage' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete partner?' })).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Partner removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Acme Mortgage')).toBeNull());

    server.use(
      trpcMsw.partners.remove.mutation(() => {
        throw apiError('NOT_FOUND', 'Partner not found.');
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete Valor Bank' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to remove partner.')).toBeTruthy();
    expect(screen.getByText('Valor Bank')).toBeTruthy();
  });
});
