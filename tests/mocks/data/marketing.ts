import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../src/server/routers';
import { siteContentDefaults } from '../../../src/shared/siteContentDefaults';

type SiteContentView = inferRouterOutputs<AppRouter>['siteContent']['get'];
type StoredSiteContent = inferRouterOutputs<AppRouter>['siteContent']['update'];

/** The stored site-content row, the admin spec's defaults unless told otherwise. */
export function storedSiteContent(overrides: Partial<StoredSiteContent> = {}): StoredSiteContent & SiteContentView {
  const at = new Date(Date.UTC(2026, 3, 1, 12));
  return {
    id: '40000000-0000-4000-8000-000000000001',
    ...siteContentDefaults,
    bannerImageUrl: null,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}
