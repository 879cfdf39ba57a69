import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../src/server/routers';

type Outputs = inferRouterOutputs<AppRouter>;
export type SampleHub = Outputs['veteranIssues']['get'];
export type SampleExpert = Outputs['marketplace']['recommendations'][number];
export type SampleCategory = Outputs['marketplace']['categories']['items'][number];

let n = 0;
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

export function sampleHub(overrides: Partial<SampleHub> = {}): SampleHub {
  n += 1;
  return {
    id: uuid(1000 + n),
    title: 'Legal Assistance & Advocacy',
    overview: 'Free, accredited help with VA claims, discharge upgrades and civil legal problems.',
    whyItMatters: 'A representative can make the difference between a denial and a grant.',
    resources: ['VA accreditation search', 'Legal aid offices', 'Law school clinics', 'Stateside Legal', 'NVLSP'],
    tools: ['Decision review checklist'],
    actionSteps: ['Find your decision letter', 'Choose a review option', 'File within one year'],
    successStory: 'Maria won her appeal with help from a free VSO representative.',
    createdAt: new Date('2025-01-01T00:00:00Z'),
    ...overrides,
  };
}

export const hubPage = (items: SampleHub[]) => ({ items, total: items.length });

export function sampleExpert(overrides: { companyName: string; rating?: number; verified?: boolean; slug?: string }): SampleExpert {
  n += 1;
  return {
    vendor: {
      id: uuid(2000 + n),
      companyName: overrides.companyName,
      description: 'Helps veterans.',
      tier: 'standard',
      verificationStatus: overrides.verified === false ? 'pending' : 'verified',
      rating: overrides.rating ?? 450,
      reviewCount: 12,
      website: null,
      phone: null,
      email: null,
      address: null,
      city: null,
      state: null,
      zipCode: null,
      logoUrl: null,
      specializations: [],
    },
    category: { id: uuid(3000 + n), name: 'Legal Services', slug: overrides.slug ?? 'legal-services' },
    matchReason: 'Verified provider of Legal Services',
  };
}

export function sampleCategory(slug: string, veteranIssueId: string | null): SampleCategory {
  n += 1;
  return { id: uuid(4000 + n), name: slug, slug, description: null, veteranIssueId };
}
