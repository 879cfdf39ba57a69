import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../src/server/routers';
import { sampleCategories } from './marketplace';

type Outputs = inferRouterOutputs<AppRouter>['providers'];
type ProviderDetail = Outputs['get'];
type ProviderOffer = ProviderDetail['offers'][number];

export const PROVIDER_ID = '6b0e3f2a-1c55-4d2e-9a41-0d5e3b7c9a10';

export function providerOffer(overrides: Partial<ProviderOffer> = {}): ProviderOffer {
  return {
    id: '7c1f4a3b-2d66-4e3f-8b52-1e6f4c8d0b21',
    vendorId: PROVIDER_ID,
    categoryId: sampleCategories[0].id,
    title: 'VA claim review',
    description: 'A line-by-line review of your claim.',
    serviceType: 'consultation',
    basePrice: 4900,
    currency: 'USD',
    isActive: true,
    createdAt: new Date('2026-10-01T12:00:00Z'),
    ...overrides,
  };
}

export function providerDetail(overrides: Partial<ProviderDetail> = {}): ProviderDetail {
  return {
    id: PROVIDER_ID,
    companyName: 'Patriot Benefits Advisors',
    description: 'Help with VA disability claims.',
    website: 'https://patriot.example',
    email: 'help@patriot.example',
    phone: '555-0100',
    address: null,
    city: 'San Antonio',
    state: 'TX',
    zipCode: null,
    regionId: null,
    rating: 450,
    reviewCount: 12,
    tier: 'standard',
    verificationStatus: 'verified',
    isActive: true,
    specializations: [],
    reviewNote: null,
    reviewedAt: new Date('2026-10-02T12:00:00Z'),
    reviewedBy: 'editor',
    createdAt: new Date('2026-10-01T12:00:00Z'),
    updatedAt: new Date('2026-10-02T12:00:00Z'),
    offers: [providerOffer()],
    ...overrides,
  };
}
