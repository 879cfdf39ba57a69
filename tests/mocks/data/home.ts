import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../src/server/routers';
import { siteContentDefaults } from '../../../src/shared/siteContentDefaults';

type SiteContent = inferRouterOutputs<AppRouter>['siteContent']['get'];

/** What `siteContent.get` answers before any row exists: the stored defaults with a null id. */
export const noSiteContentRow = (): SiteContent => ({
  id: null,
  ...siteContentDefaults,
  bannerImageUrl: null,
  createdAt: null,
  updatedAt: null,
});

/** A stored site-content row, as edited in Marketing. */
export const siteContentRow = (overrides: Partial<Extract<SiteContent, { id: string }>> = {}): SiteContent => ({
  id: '00000000-0000-4000-d000-000000000001',
  heroTitle: 'Muster Daily',
  heroSubtitle: 'News for those who served',
  ctaText: 'Sign me up',
  bannerImageUrl: null,
  aboutHtml: '<p>We cover veterans news every day.</p>',
  createdAt: new Date(2026, 0, 1),
  updatedAt: new Date(2026, 0, 1),
  ...overrides,
});

type PublicSpotlight = inferRouterOutputs<AppRouter>['spotlights']['published']['items'][number];
let nextSpotlight = 1;

/** A published spotlight as `spotlights.published` returns it (the carousel's data). */
export function publishedSpotlight(overrides: Partial<PublicSpotlight> = {}): PublicSpotlight {
  const n = nextSpotlight++;
  return {
    id: `00000000-0000-4000-c000-${String(n).padStart(12, '0')}`,
    veteranName: `Veteran ${n}`,
    quote: `Quote number ${n}.`,
    businessName: null,
    businessDescription: null,
    location: null,
    branch: null,
    website: null,
    imageUrl: null,
    status: 'approved',
    effectiveStatus: 'approved',
    featuredUntil: null,
    createdAt: new Date(2026, 1, 1, 12),
    updatedAt: new Date(2026, 1, 1, 12),
    ...overrides,
  };
}
