import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../src/server/routers';

type Outputs = inferRouterOutputs<AppRouter>['marketplace'];
export type SampleSearchItem = Outputs['search']['items'][number];
export type SampleSearchResult = Outputs['search'];
type SampleCategory = Outputs['categories']['items'][number];
type SampleRegion = Outputs['regions']['items'][number];

const uuid = (n: number, prefix = '0000') => `${prefix}0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const sampleCategories: SampleCategory[] = [
  { id: uuid(1, '1111'), name: 'Legal Services', slug: 'legal-services', description: null, veteranIssueId: null },
  { id: uuid(2, '1111'), name: 'Career Services', slug: 'career-services', description: null, veteranIssueId: null },
];

export const sampleRegions: SampleRegion[] = [
  { id: uuid(1, '2222'), name: 'Texas', countryCode: 'US', stateProvince: 'TX' },
  { id: uuid(2, '2222'), name: 'Virginia', countryCode: 'US', stateProvince: 'VA' },
];

/** A listed provider as the search answers it; `n` makes ids and names unique. */
export function sampleProvider(
  n: number,
  overrides: Partial<SampleSearchItem['vendor']> = {},
  item: Partial<SampleSearchItem> = {},
): SampleSearchItem {
  const vendorId = uuid(n, '3333');
  return {
    vendor: {
      id: vendorId,
      companyName: `Provider ${n}`,
      description: `Provider ${n} helps veterans with their claims.`,
      tier: 'standard',
      verificationStatus: 'verified',
      rating: 450,
      reviewCount: 23,
      website: `https://provider${n}.example.org`,
      phone: '(512) 555-0100',
      email: `provider${n}@example.org`,
      address: null,
      city: 'Austin',
      state: 'TX',
      zipCode: null,
      logoUrl: null,
      specializations: [],
      ...overrides,
    },
    offers: [
      {
        id: uuid(n * 10 + 1, '4444'),
        title: 'Free consultation',
        basePrice: 125_000,
        currency: 'USD',
        serviceType: 'consultation',
        isPriceFixed: true,
        duration: null,
      },
    ],
    priceRange: { min: 125_000, max: 125_000, currency: 'USD' },
    category: { id: sampleCategories[0].id, name: sampleCategories[0].name, slug: sampleCategories[0].slug },
    ...item,
  };
}

/** A page of `count` providers numbered from `first`, as `marketplace.search` answers. */
export function sampleSearchPage(
  first: number,
  count: number,
  { total = count, totalCapped = false, hasMore = false } = {},
): SampleSearchResult {
  return { items: Array.from({ length: count }, (_, i) => sampleProvider(first + i)), total, totalCapped, hasMore };
}

export const sampleServiceOffer = (n: number, title: string) => ({
  id: uuid(n, '5555'),
  title,
  basePrice: null,
  currency: 'USD',
  serviceType: 'service' as const,
  isPriceFixed: false,
  duration: null,
});
