import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { VendorTier, VerificationStatus } from '../../../shared/enums';
import { vendors } from './marketplace';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The marketplace search, one row per publicly listed vendor, kept by triggers on vendors,
 * offers and regions (migration 0010, decision 0029). Every search condition and order is a
 * column here with an index behind it, so a search never scans vendors or offers.
 */
export const vendorSearch = pgTable(
  'vendor_search',
  {
    vendorId: uuid()
      .primaryKey()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    sortName: text().notNull(),
    rating: integer().notNull(),
    reviewCount: integer().notNull(),
    tier: text().$type<VendorTier>().notNull(),
    verificationStatus: text().$type<VerificationStatus>().notNull(),
    regionId: uuid(),
    countryCode: text(),
    /** lower-cased */
    stateProvince: text(),
    /**
     * Every combination of currency, category, service type and fixed price that one active
     * offer of the vendor meets, as 'USD|<categoryId>|*|true' ('*': any); see offerKey.
     */
    offerKeys: text().array().notNull(),
    /** lowest and highest active price in the default currency (USD), cents */
    minPrice: integer(),
    maxPrice: integer(),
    /** name, description, specializations and active offer titles, one per line: what `q` matches literally */
    searchText: text().notNull(),
    /** the same text, stemmed (English): what `q` matches as words */
    document: tsvector().notNull(),
  },
  (t) => [
    index('vendor_search_document_idx').using('gin', t.document),
    index('vendor_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('vendor_search_offer_keys_idx').using('gin', t.offerKeys),
    index('vendor_search_region_idx').on(t.regionId),
    index('vendor_search_place_idx').on(t.countryCode, t.stateProvince),
    // one index per sort and direction of the search (the name tie-break is always ascending)
    index('vendor_search_rating_desc_idx').on(t.rating.desc(), t.reviewCount.desc(), t.sortName, t.vendorId),
    index('vendor_search_rating_asc_idx').on(t.rating, t.reviewCount, t.sortName, t.vendorId),
    index('vendor_search_reviews_desc_idx').on(t.reviewCount.desc(), t.rating.desc(), t.sortName, t.vendorId),
    index('vendor_search_reviews_asc_idx').on(t.reviewCount, t.rating, t.sortName, t.vendorId),
    index('vendor_search_name_asc_idx').on(t.sortName, t.vendorId),
    index('vendor_search_name_desc_idx').on(t.sortName.desc(), t.vendorId),
    index('vendor_search_price_asc_idx').on(t.minPrice.asc().nullsLast(), t.sortName, t.vendorId),
    index('vendor_search_price_desc_idx').on(t.minPrice.desc().nullsLast(), t.sortName, t.vendorId),
  ],
);
