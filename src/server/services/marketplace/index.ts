import { asc, eq } from 'drizzle-orm';
import { categories, regions } from '../../db/schema';
import type { Page } from '../../../shared/schemas/common';
import {
  RECOMMENDATIONS_MAX,
  type CategoryListInput,
  type RecommendationsInput,
  type RegionListInput,
  type VendorApplyInput,
  type VendorSearchInput,
} from '../../../shared/schemas/marketplace';
import type { ServiceDeps } from '../deps';
import { applyAsVendor } from './apply';
import { searchVendors } from './search';
import { getListedVendor } from './vendor';
import { matchReason } from './vendorColumns';
import { topVendorsInCategories } from './vendorsByCategory';
import { countRows, paged } from '../../db/paging';

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  veteranIssueId: categories.veteranIssueId,
};
const regionColumns = {
  id: regions.id,
  name: regions.name,
  countryCode: regions.countryCode,
  stateProvince: regions.stateProvince,
};
export type Category = { [K in keyof typeof categoryColumns]: (typeof categories.$inferSelect)[K] };
export type Region = { [K in keyof typeof regionColumns]: (typeof regions.$inferSelect)[K] };

export function createMarketplaceService({ db }: ServiceDeps) {
  return {
    /** Reference list by name, paged like every list. */
    async categories(input: CategoryListInput): Promise<Page<Category>> {
      return paged(
        db.select(categoryColumns).from(categories).orderBy(asc(categories.name), asc(categories.id)),
        countRows(db, categories),
        input,
      );
    },

    async regions(input: RegionListInput): Promise<Page<Region>> {
      return paged(
        db.select(regionColumns).from(regions).orderBy(asc(regions.name), asc(regions.countryCode), asc(regions.id)),
        countRows(db, regions),
        input,
      );
    },

    search: (input: VendorSearchInput) => searchVendors(db, input),

    /** Providers for a resource hub, through the categories linked to it. */
    async recommendations({ issueId }: RecommendationsInput) {
      if (!issueId) return [];
      const found = await topVendorsInCategories(db, eq(categories.veteranIssueId, issueId), RECOMMENDATIONS_MAX);
      return found.map(({ vendor, category }) => ({ vendor, category, matchReason: matchReason(vendor, category) }));
    },

    apply: (input: VendorApplyInput) => applyAsVendor(db, input),

    vendor: (id: string) => getListedVendor(db, id),
  };
}
export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
