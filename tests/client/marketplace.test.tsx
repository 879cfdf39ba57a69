import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, forever, signedOut, trpcMsw } from '../mocks/trpc';
import { sampleCategories, sampleProvider, sampleRegions, sampleSearchPage, sampleServiceOffer } from '../mocks/data/marketplace';
import { renderApp, useMockApi } from './support/renderApp';

type SearchAsked = {
  q?: string;
  categoryId?: string;
  regionId?: string;
  page?: number;
  pageSize?: number;
  sortBy?: string;
  sortOrder?: string;
};

const server = useMockApi(
  signedOut(),
  trpcMsw.siteContent.get.query(() => forever()),
  trpcMsw.marketplace.categories.query(() => ({ items: sampleCategories, total: sampleCategories.length })),
  trpcMsw.marketplace.regions.query(() => ({ items: sampleRegions, total: sampleRegions.length })),
  trpcMsw.marketplace.search.query(() => sampleSearchPage(1, 3)),
);

/** Records what each search asked for and answers with `answer`. */
function recordSearches(answer: (asked: SearchAsked) => ReturnType<typeof sampleSearchPage>) {
  const asked: SearchAsked[] = [];
  server.use(
    trpcMsw.marketplace.search.query(({ input }) => {
      const params = (input ?? {}) as SearchAsked;
      asked.push(params);
      return answer(params);
    }),
  );
  return asked;
}

describe('Marketplace: searching', () => {
  it('shows a loading state while the search runs', async () => {
    server.use(trpcMsw.marketplace.search.query(() => forever()));
    renderApp('/marketplace');
    expect(await screen.findByText('Searching providers...')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Veteran Services Marketplace' })).toBeTruthy();
  });

  it('asks for page 1 of 12 by rating, with no filters, then shows the cards', async () => {
    const asked = recordSearches(() => sampleSearchPage(1, 3));
    renderApp('/marketplace');
    expect(await screen.findByText('3 providers found')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(asked[0]).toEqual({ page: 1, pageSize: 12, sortBy: 'rating', sortOrder: 'desc' });
  });

  it('shows Search Error with Try Again, which asks again', async () => {
    let calls = 0;
    server.use(
      trpcMsw.marketplace.search.query(() => {
        calls += 1;
        if (calls === 1) throw apiError('INTERNAL_SERVER_ERROR', 'Search failed');
        return sampleSearchPage(1, 2);
      }),
    );
    renderApp('/marketplace');
    expect(await screen.findByRole('heading', { name: 'Search Error' })).toBeTruthy();
    expect(screen.getByText('We encountered an issue while searching. Please try again.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('2 providers found')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('shows the empty state; Clear All Filters searches again from page 1 without filters', async () => {
    const asked = recordSearches((params) => (params.q ? sampleSearchPage(1, 0) : sampleSearchPage(1, 1)));
    renderApp('/marketplace');
    await screen.findByText('1 provider found');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search providers' }), 'nothing like this{Enter}');
    expect(await screen.findByRole('heading', { name: 'No providers found matching your criteria' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Resources' }).getAttribute('href')).toBe('/resource-center');

    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(await screen.findByText('1 provider found')).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search providers' }) as HTMLInputElement).value).toBe('');
    // the unfiltered first page was already fetched: it comes back from the cache
    expect(asked.map((a) => a.q)).toEqual([undefined, 'nothing like this']);
  });

  it('sends the trimmed text, the chosen service type and location; never "all"', async () => {
    const asked = recordSearches(() => sampleSearchPage(1, 1));
    renderApp('/marketplace');
    await screen.findByText('1 provider found');
    const serviceType = screen.getByRole('combobox', { name: 'Service type' });
    await waitFor(() => expect(within(serviceType).getAllByRole('option')).toHaveLength(3));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search providers' }), '   ');
    await userEvent.selectOptions(serviceType, 'Legal Services');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.length).toBe(2));
    expect(asked[1]).toEqual({ categoryId: sampleCategories[0].id, page: 1, pageSize: 12, sortBy: 'rating', sortOrder: 'desc' });

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search providers' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search providers' }), '  claims help ');
    await userEvent.selectOptions(serviceType, 'Career Services');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Virginia');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({ q: 'claims help', categoryId: sampleCategories[1].id, regionId: sampleRegions[1].id, page: 1 }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect((serviceType as HTMLSelectElement).value).toBe('all'));
    expect((screen.getByRole('combobox', { name: 'Location' }) as HTMLSelectElement).value).toBe('all');
    expect(asked.every((a) => a.categoryId !== 'all' && a.regionId !== 'all')).toBe(true);
  });

  it('preselects the category of a ?category=<slug> link and searches with it', async () => {
    const asked = recordSearches(() => sampleSearchPage(1, 1));
    renderApp('/marketplace?category=legal-services');
    await screen.findByText('1 provider found');
    expect(asked).toHaveLength(1); // one search, already filtered
    expect(asked[0].categoryId).toBe(sampleCategories[0].id);
    expect((screen.getByRole('combobox', { name: 'Service type' }) as HTMLSelectElement).value).toBe(sampleCategories[0].id);
  });

  it('Load More asks for the next page and appends it; the button goes when there is no more', async () => {
    const asked = recordSearches(({ page }) =>
      page === 1 ? sampleSearchPage(1, 12, { total: 13, hasMore: true }) : sampleSearchPage(13, 1, { total: 13, hasMore: false }),
    );
    renderApp('/marketplace');
    expect(await screen.findByText('13 providers found')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(13));
    expect(screen.getByRole('article', { name: 'Provider 1' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Provider 13' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(asked.map((a) => a.page)).toEqual([1, 2]);
  });
  it('keeps the shown results when Load More fails, and Try Again fetches that page', async () => {
    let secondPageCalls = 0;
    recordSearches(({ page }) => {
      if (page === 1) return sampleSearchPage(1, 12, { total: 13, hasMore: true });
      secondPageCalls += 1;
      if (secondPageCalls === 1) throw apiError('INTERNAL_SERVER_ERROR', 'Search failed');
      return sampleSearchPage(13, 1, { total: 13, hasMore: false });
    });
    renderApp('/marketplace');
    await screen.findByText('13 providers found');
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByRole('heading', { name: 'Search Error' })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(13));
    expect(screen.queryByRole('heading', { name: 'Search Error' })).toBeNull();
  });
});

describe('Marketplace: provider card', () => {
  it('shows name, category, badges, rating, price, services and contact links', async () => {
    const premium = sampleProvider(1, { tier: 'premium', rating: 450, reviewCount: 23 });
    premium.offers = [
      { ...premium.offers[0], title: 'Claim review', basePrice: 125_000 },
      sampleServiceOffer(2, 'Appeals representation'),
      sampleServiceOffer(3, 'Discharge upgrade'),
      sampleServiceOffer(4, 'Estate planning'),
    ];
    const pending = sampleProvider(
      2,
      { tier: 'standard', verificationStatus: 'pending', phone: null, website: null },
      { priceRange: null, offers: [] },
    );
    const preferred = sampleProvider(3, { tier: 'preferred' });
    server.use(
      trpcMsw.marketplace.search.query(() => ({ items: [premium, pending, preferred], total: 3, totalCapped: false, hasMore: false })),
    );
    renderApp('/marketplace');

    const first = await screen.findByRole('article', { name: 'Provider 1' });
    const card = within(first);
    expect(card.getByRole('heading', { level: 3, name: 'Provider 1' })).toBeTruthy();
    expect(card.getByText('Legal Services')).toBeTruthy();
    expect(card.getByText('Premium')).toBeTruthy();
    expect(card.getByText('Verified')).toBeTruthy();
    expect(card.getByText('Rated 4.5 out of 5 stars from 23 reviews')).toBeTruthy();
    expect(card.getByText('$1,250')).toBeTruthy();
    expect(card.getByText('· $1,250')).toBeTruthy();
    expect(card.getByText('Claim review')).toBeTruthy();
    expect(card.getByText('Appeals representation')).toBeTruthy();
    expect(card.queryByText('Discharge upgrade')).toBeNull();
    expect(card.getByText('+2 more services')).toBeTruthy();
    expect(card.getByRole('link', { name: 'provider1.example.org' }).getAttribute('href')).toBe('https://provider1.example.org');
    expect(card.getByRole('link', { name: '(512) 555-0100' }).getAttribute('href')).toBe('tel:5125550100');
    expect(card.getByRole('link', { name: 'provider1@example.org' }).getAttribute('href')).toBe('mailto:provider1@example.org');
    expect(card.getByText('Austin, TX')).toBeTruthy();
    expect(card.getByRole('button', { name: /Contact Provider/ })).toBeTruthy();

    const second = within(screen.getByRole('article', { name: 'Provider 2' }));
    expect(second.getByText('Pending Verification')).toBeTruthy();
    expect(second.getByText('Standard')).toBeTruthy();
    expect(second.getByText('Contact for pricing')).toBeTruthy();
    expect(second.queryByRole('link', { name: /example\.org$/ })?.getAttribute('href')).toBe('mailto:provider2@example.org');

    expect(within(screen.getByRole('article', { name: 'Provider 3' })).getByText('Preferred')).toBeTruthy();
  });
});

describe('Marketplace: contact a provider', () => {
  async function openContact() {
    renderApp('/marketplace');
    const card = await screen.findByRole('article', { name: 'Provider 1' });
    await userEvent.click(within(card).getByRole('button', { name: /Contact Provider/ }));
    return screen.findByRole('dialog', { name: 'Contact Provider 1' });
  }

  it('checks the form with the server’s messages before sending anything', async () => {
    let sent = 0;
    server.use(
      trpcMsw.leads.create.mutation(() => {
        sent += 1;
        throw apiError('BAD_REQUEST', 'unexpected');
      }),
    );
    const dialog = within(await openContact());
    await userEvent.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await dialog.findByText('Please tell us your name.')).toBeTruthy();
    expect(dialog.getByText('Please give an email address or a phone number.')).toBeTruthy();

    await userEvent.type(dialog.getByRole('textbox', { name: /Your name/ }), 'Pat Veteran');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await dialog.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('creates a contacted lead for this provider and says so', async () => {
    let lead: Record<string, unknown> | undefined;
    server.use(
      trpcMsw.leads.create.mutation(({ input }) => {
        lead = input as Record<string, unknown>;
        return { id: '99999999-0000-4000-8000-000000000001' } as never;
      }),
    );
    const dialogElement = await openContact();
    const dialog = within(dialogElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Your name/ }), 'Pat Veteran');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Phone' }), '512-555-0199');
    await userEvent.type(dialog.getByRole('textbox', { name: 'How can they help?' }), 'Help with my appeal.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('Information Captured')).toBeTruthy();
    expect(screen.getByText("We've saved your details and will follow up with relevant resources.")).toBeTruthy();
    expect(lead).toMatchObject({
      name: 'Pat Veteran',
      phone: '512-555-0199',
      message: 'Help with my appeal.',
      status: 'contacted',
      source: 'marketplace',
      priority: 'medium',
      vendorId: sampleProvider(1).vendor.id,
      category: 'Legal Services',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells the visitor when the lead could not be saved, with the server’s message', async () => {
    server.use(
      trpcMsw.leads.create.mutation(() => {
        throw apiError('INTERNAL_SERVER_ERROR', 'The service is busy, please try again.');
      }),
    );
    const dialog = within(await openContact());
    await userEvent.type(dialog.getByRole('textbox', { name: /Your name/ }), 'Pat Veteran');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'pat@example.org');
    await userEvent.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Request Not Sent')).toBeTruthy();
    expect(screen.getByText('The service is busy, please try again.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy(); // what they typed is still there
  });
});

describe('Marketplace: apply as a provider', () => {
  async function openApply() {
    renderApp('/marketplace');
    await screen.findByText('3 providers found');
    await userEvent.click(screen.getByRole('button', { name: 'Apply as a Provider' }));
    return within(await screen.findByRole('dialog', { name: 'Apply to Join the Marketplace' }));
  }

  it('validates, then sends the application and says it will be reviewed', async () => {
    let application: Record<string, unknown> | undefined;
    server.use(
      trpcMsw.marketplace.applyAsVendor.mutation(({ input }) => {
        application = input as Record<string, unknown>;
        return { id: '99999999-0000-4000-8000-000000000002' } as never;
      }),
    );
    const dialog = await openApply();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Application' }));
    expect(await dialog.findByText('Company name is required.')).toBeTruthy();
    expect(dialog.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(application).toBeUndefined();

    await userEvent.type(dialog.getByRole('textbox', { name: /Company name/ }), 'Lone Star Vet Law');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'intake@lonestar.example.org');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Website' }), 'lonestar.example.org');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Application' }));
    expect(await dialog.findByText('Website must be a valid http(s) URL.')).toBeTruthy();

    await userEvent.clear(dialog.getByRole('textbox', { name: 'Website' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Website' }), 'https://lonestar.example.org');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Region served' }), 'Texas');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'What do you offer?' }), 'Legal Services');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application Received')).toBeTruthy();
    expect(screen.getByText(/review your application before your listing appears/)).toBeTruthy();
    expect(application).toMatchObject({
      companyName: 'Lone Star Vet Law',
      email: 'intake@lonestar.example.org',
      website: 'https://lonestar.example.org',
      regionId: sampleRegions[0].id,
      categoryId: sampleCategories[0].id,
    });
  });

  it('shows the server’s refusal next to the field and in a toast', async () => {
    server.use(
      trpcMsw.marketplace.applyAsVendor.mutation(() => {
        throw apiError('CONFLICT', 'A provider with this email address has already applied.');
      }),
    );
    const dialog = await openApply();
    await userEvent.type(dialog.getByRole('textbox', { name: /Company name/ }), 'Lone Star Vet Law');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'intake@lonestar.example.org');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Application Not Sent')).toBeTruthy();
    expect(screen.getByText('A provider with this email address has already applied.')).toBeTruthy();
  });
});
