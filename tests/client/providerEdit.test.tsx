import { afterEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '../../src/client/components/toastStore';
import { apiError, forever, signedInAdmin, trpcMsw } from '../mocks/trpc';
import { PROVIDER_ID, providerDetail, providerOffer } from '../mocks/data/providers';
import { sampleCategories, sampleRegions } from '../mocks/data/marketplace';
import { renderApp, useMockApi } from './support/renderApp';

configure({ asyncUtilTimeout: 5000 });

const path = `/admin/providers/${PROVIDER_ID}`;
const server = useMockApi(
  signedInAdmin(),
  trpcMsw.marketplace.regions.query(() => ({ items: sampleRegions, total: sampleRegions.length })),
  trpcMsw.marketplace.categories.query(() => ({ items: sampleCategories, total: sampleCategories.length })),
);

afterEach(() => toaster.remove());

describe('Provider edit screen', () => {
  it('shows the loading, not-found and failure states', async () => {
    server.use(trpcMsw.providers.get.query(() => forever()));
    const first = renderApp(path);
    expect(await screen.findByText('Loading provider...')).toBeTruthy();
    first.unmount();

    server.use(
      trpcMsw.providers.get.query(() => {
        throw apiError('NOT_FOUND', 'Provider not found.');
      }),
    );
    const second = renderApp(path);
    expect(await screen.findByText('This provider does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All Providers' }).getAttribute('href')).toBe('/admin/providers');
    second.unmount();

    server.use(
      trpcMsw.providers.get.query(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'Database unavailable.');
      }),
    );
    renderApp(path);
    expect(await screen.findByText('Failed to load the provider.')).toBeTruthy();
  });

  it("checks and saves a vendor's details, then shows what the server kept", async () => {
    let stored = providerDetail();
    const sent: unknown[] = [];
    server.use(
      trpcMsw.providers.get.query(() => stored),
      trpcMsw.providers.update.mutation(({ input }) => {
        sent.push(input);
        stored = { ...stored, ...input };
        return stored;
      }),
    );
    renderApp(path);
    const form = await screen.findByRole('form', { name: 'Provider details' });
    const name = within(form).getByLabelText(/Company name/);
    await userEvent.clear(name);
    await userEvent.clear(within(form).getByLabelText(/Email/));
    await userEvent.type(within(form).getByLabelText(/Email/), 'not-an-email');
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    expect(await within(form).findByText('Company name is required.')).toBeTruthy();
    expect(within(form).getByText('Please enter a valid email address.')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(name, 'Patriot Claims Help');
    await userEvent.clear(within(form).getByLabelText(/Email/));
    await userEvent.type(within(form).getByLabelText(/Email/), 'Claims@Patriot.example');
    await userEvent.clear(within(form).getByLabelText('Description'));
    await userEvent.type(within(form).getByLabelText('Description'), 'Free claim reviews for veterans.');
    await userEvent.selectOptions(within(form).getByLabelText('Tier'), 'premium');
    await userEvent.selectOptions(within(form).getByLabelText('Region served'), 'Texas');
    await userEvent.type(within(form).getByLabelText('Specializations'), 'VA appeals, , Discharge upgrades');
    await userEvent.click(within(form).getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('Provider saved')).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({
        id: PROVIDER_ID,
        companyName: 'Patriot Claims Help',
        email: 'claims@patriot.example',
        description: 'Free claim reviews for veterans.',
        tier: 'premium',
        regionId: sampleRegions[0].id,
        specializations: ['VA appeals', 'Discharge upgrades'],
        isActive: true,
      }),
    ]);
    // the providers change refetches the vendor: the header shows the stored name
    expect(await screen.findByRole('heading', { level: 1, name: 'Patriot Claims Help' })).toBeTruthy();
  });

  it('edits an offer in a dialog: price in dollars, checked, saved as cents', async () => {
    let offer = providerOffer();
    const sent: unknown[] = [];
    server.use(
      trpcMsw.providers.get.query(() => providerDetail({ offers: [offer] })),
      trpcMsw.providers.updateOffer.mutation(({ input }) => {
        sent.push(input);
        offer = { ...offer, ...input };
        return offer;
      }),
    );
    renderApp(path);
    const offers = await screen.findByRole('list', { name: 'Offers' });
    expect(within(offers).getByText('$49')).toBeTruthy();
    await userEvent.click(within(offers).getByRole('button', { name: 'Edit offer: VA claim review' }));

    const dialog = await screen.findByRole('dialog');
    const price = within(dialog).getByLabelText(/Price/);
    await userEvent.clear(price);
    await userEvent.type(price, 'forty');
    await userEvent.clear(within(dialog).getByLabelText(/Title/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    expect(await within(dialog).findByText('Enter the price in dollars, such as 49 or 49.99.')).toBeTruthy();

    await userEvent.clear(price);
    await userEvent.type(price, '-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    expect(await within(dialog).findByText('Price cannot be negative.')).toBeTruthy();
    expect(within(dialog).getByText('Title is required.')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Claim review');
    await userEvent.clear(price);
    await userEvent.type(price, '79.50');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Career Services');
    await userEvent.click(within(dialog).getByText('Active (shown with the provider)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save offer' }));

    expect(await screen.findByText('Offer saved')).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({ title: 'Claim review', basePrice: 7950, isActive: false, categoryId: sampleCategories[1].id }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const saved = (await within(screen.getByRole('list', { name: 'Offers' })).findByText('$79.50')).closest('li') as HTMLElement;
    expect(within(saved).getByText('Inactive')).toBeTruthy();
  });

  it("keeps the dialog open and says why when the server refuses an offer's change", async () => {
    server.use(
      trpcMsw.providers.get.query(() => providerDetail()),
      trpcMsw.providers.updateOffer.mutation(() => {
        throw apiError('NOT_FOUND', 'Offer not found.');
      }),
    );
    renderApp(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit offer: VA claim review' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText('Failed to save offer.')).toBeTruthy();
    expect(screen.getByText('Offer not found.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
