import { and, eq, exists, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offers, vendorSearch as s } from '../../db/schema';
import { DEFAULT_CURRENCY, type VendorSearchInput } from '../../../shared/schemas/marketplace';

/** ILIKE pattern that matches `text` literally anywhere. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A word match on the stemmed document ("lawyers" finds "lawyer") or a literal part of the text
 * ("resu" finds "Resume workshop"); the GIN indexes answer each side.
 */
const matchesText = (q: string) =>
  sql`(${s.document} @@ websearch_to_tsquery('english', ${q}) or ${s.searchText} ilike ${containsPattern(q)})`;

/** The vendor_search.offer_keys entry for one offer meeting these together ('*': any). */
export const offerKey = (input: Pick<VendorSearchInput, 'currency' | 'categoryId' | 'serviceType' | 'isPriceFixed'>) =>
  [input.currency, input.categoryId ?? '*', input.serviceType ?? '*', input.isPriceFixed ?? '*'].join('|');

/**
 * Conditions one active offer of the vendor must meet together. Currency, category, service type
 * and fixed price are one exact key in offer_keys (GIN). A maximum price alone in the default
 * currency is the lowest price; combined with anything else, an EXISTS on offers (by vendor)
 * keeps the one-offer rule exact for the candidates the key leaves.
 */
function offerConditions(db: Db, input: VendorSearchInput): SQL[] {
  const keyed = input.categoryId || input.serviceType || input.isPriceFixed !== undefined || input.currency !== DEFAULT_CURRENCY;
  if (!keyed && input.maxPrice === undefined) return []; // the default currency alone hides no one
  const conditions = [sql`${s.offerKeys} @> array[${offerKey(input)}]::text[]`];
  if (input.maxPrice === undefined) return conditions;
  if (input.currency === DEFAULT_CURRENCY) conditions.push(lte(s.minPrice, input.maxPrice));
  if (!keyed) return conditions;
  const oneOffer = exists(
    db
      .select({ one: sql`1` })
      .from(offers)
      .where(
        and(
          eq(offers.vendorId, s.vendorId),
          eq(offers.isActive, true),
          eq(offers.currency, input.currency),
          lte(offers.basePrice, input.maxPrice),
          input.categoryId ? eq(offers.categoryId, input.categoryId) : undefined,
          input.serviceType ? eq(offers.serviceType, input.serviceType) : undefined,
          input.isPriceFixed !== undefined ? eq(offers.isPriceFixed, input.isPriceFixed) : undefined,
        ),
      ),
  );
  return [...conditions, oneOffer];
}

/** Every condition of the search, on vendor_search (which holds listed vendors only). */
export function searchWhere(db: Db, input: VendorSearchInput): SQL | undefined {
  return and(
    input.q ? matchesText(input.q) : undefined,
    input.regionId ? eq(s.regionId, input.regionId) : undefined,
    input.countryCode ? eq(s.countryCode, input.countryCode) : undefined,
    input.stateProvince ? eq(s.stateProvince, input.stateProvince.toLowerCase()) : undefined,
    input.tier ? eq(s.tier, input.tier) : undefined,
    input.verificationStatus ? eq(s.verificationStatus, input.verificationStatus) : undefined,
    input.minRating !== undefined ? gte(s.rating, input.minRating) : undefined,
    ...offerConditions(db, input),
  );
}

const lowestPriceIn = (currency: string) =>
  sql`(select min(${offers.basePrice}) from ${offers} where ${and(
    eq(offers.vendorId, s.vendorId),
    eq(offers.isActive, true),
    eq(offers.currency, currency),
  )})`;

/**
 * The order of each sort, spelled exactly as the vendor_search indexes are built (NULLS LAST on
 * the descending keys too) so that PostgreSQL walks an index instead of sorting. The name breaks
 * ties, ascending, in every order.
 */
export function searchOrder(input: VendorSearchInput): SQL[] {
  const dir = sql.raw(input.sortOrder === 'asc' ? 'asc nulls last' : 'desc nulls last');
  const byName = [sql`${s.sortName} asc`, sql`${s.vendorId} asc`];
  switch (input.sortBy) {
    case 'name':
      return [sql`${s.sortName} ${dir}`, sql`${s.vendorId} asc`];
    case 'reviews':
      return [sql`${s.reviewCount} ${dir}`, sql`${s.rating} ${dir}`, ...byName];
    case 'price': {
      // vendors without a price in the currency come last either way; only the default currency has an index
      const price = input.currency === DEFAULT_CURRENCY ? sql`${s.minPrice}` : lowestPriceIn(input.currency);
      return [sql`${price} ${dir}`, ...byName];
    }
    default:
      return [sql`${s.rating} ${dir}`, sql`${s.reviewCount} ${dir}`, ...byName];
  }
}
