import { and, asc, count, desc, eq, exists, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, offers, regions, vendors } from '../../db/schema';
import type { ServiceType } from '../../../shared/enums';
import { DEFAULT_CURRENCY, type VendorSearchInput } from '../../../shared/schemas/marketplace';
import { publicVendorColumns, publiclyListed, type CategoryRef, type PublicVendor } from './vendorColumns';

export type SearchOffer = {
  id: string;
  title: string;
  basePrice: number | null;
  currency: string;
  serviceType: ServiceType;
  isPriceFixed: boolean;
  duration: string | null;
};
export type SearchItem = {
  vendor: PublicVendor;
  offers: SearchOffer[];
  priceRange: { min: number; max: number; currency: string } | null;
  category: CategoryRef | null;
};
export type SearchResult = { items: SearchItem[]; total: number; hasMore: boolean };

/** ILIKE pattern that matches `text` literally anywhere. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** The vendor has an active offer meeting every condition. */
function hasActiveOffer(db: Db, ...conditions: (SQL | undefined)[]): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(offers)
      .where(and(eq(offers.vendorId, vendors.id), eq(offers.isActive, true), ...conditions)),
  );
}

function matchesText(db: Db, q: string): SQL {
  const pattern = containsPattern(q);
  return or(
    // the expression of vendors_search_trgm_idx, so the trigram index serves it
    sql`(${vendors.companyName} || ' ' || coalesce(${vendors.description}, '')) ilike ${pattern}`,
    sql`array_to_string(${vendors.specializations}, ' ') ilike ${pattern}`,
    hasActiveOffer(db, sql`${offers.title} ilike ${pattern}`),
  )!;
}

/** Filters that a single active offer of the vendor must satisfy together. */
function offerFilters(db: Db, input: VendorSearchInput): SQL | undefined {
  const conditions = [
    input.categoryId ? eq(offers.categoryId, input.categoryId) : undefined,
    input.serviceType ? eq(offers.serviceType, input.serviceType) : undefined,
    input.maxPrice !== undefined ? lte(offers.basePrice, input.maxPrice) : undefined,
    input.isPriceFixed !== undefined ? eq(offers.isPriceFixed, input.isPriceFixed) : undefined,
  ].filter((c): c is SQL => c !== undefined);
  // the default currency alone must not hide vendors that have no offer yet
  if (!conditions.length && input.currency === DEFAULT_CURRENCY) return undefined;
  return hasActiveOffer(db, eq(offers.currency, input.currency), ...conditions);
}

function regionFilters(db: Db, input: VendorSearchInput): SQL | undefined {
  if (!input.countryCode && !input.stateProvince) return undefined;
  return exists(
    db
      .select({ one: sql`1` })
      .from(regions)
      .where(
        and(
          eq(regions.id, vendors.regionId),
          input.countryCode ? sql`upper(${regions.countryCode}) = ${input.countryCode}` : undefined,
          input.stateProvince ? sql`lower(${regions.stateProvince}) = lower(${input.stateProvince})` : undefined,
        ),
      ),
  );
}

function searchWhere(db: Db, input: VendorSearchInput): SQL {
  return and(
    publiclyListed(),
    input.q ? matchesText(db, input.q) : undefined,
    input.regionId ? eq(vendors.regionId, input.regionId) : undefined,
    regionFilters(db, input),
    input.tier ? eq(vendors.tier, input.tier) : undefined,
    input.verificationStatus ? eq(vendors.verificationStatus, input.verificationStatus) : undefined,
    input.minRating !== undefined ? gte(vendors.rating, input.minRating) : undefined,
    offerFilters(db, input),
  )!;
}

function searchOrder(input: VendorSearchInput): SQL[] {
  const dir = input.sortOrder === 'asc' ? asc : desc;
  const byName = [asc(sql`lower(${vendors.companyName})`), asc(vendors.id)];
  switch (input.sortBy) {
    case 'name':
      return [dir(sql`lower(${vendors.companyName})`), asc(vendors.id)];
    case 'reviews':
      return [dir(vendors.reviewCount), dir(vendors.rating), ...byName];
    case 'price':
      // the vendor's lowest active price; vendors without one come last either way
      return [sql`${lowestPrice(input.currency)} ${sql.raw(input.sortOrder)} nulls last`, ...byName];
    default:
      return [dir(vendors.rating), dir(vendors.reviewCount), ...byName];
  }
}

const lowestPrice = (currency: string) =>
  sql`(select min(${offers.basePrice}) from ${offers} where ${and(
    eq(offers.vendorId, vendors.id),
    eq(offers.isActive, true),
    eq(offers.currency, currency),
  )})`;

type OfferRow = SearchOffer & { vendorId: string; category: CategoryRef };

function toItem(vendor: PublicVendor, vendorOffers: OfferRow[], input: VendorSearchInput): SearchItem {
  const prices = vendorOffers
    .filter((o) => o.basePrice !== null && o.currency === input.currency)
    .map((o) => o.basePrice as number);
  const chosen = (input.categoryId && vendorOffers.find((o) => o.category.id === input.categoryId)) || vendorOffers[0];
  return {
    vendor,
    offers: vendorOffers.map(({ vendorId: _vendorId, category: _category, ...offer }) => offer),
    priceRange: prices.length ? { min: Math.min(...prices), max: Math.max(...prices), currency: input.currency } : null,
    category: chosen?.category ?? null,
  };
}

/** The marketplace search: one page of vendors, their offers, and the count; three queries. */
export async function searchVendors(db: Db, input: VendorSearchInput): Promise<SearchResult> {
  const where = searchWhere(db, input);
  const [page, [{ total }]] = await Promise.all([
    db
      .select(publicVendorColumns)
      .from(vendors)
      .where(where)
      .orderBy(...searchOrder(input))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(vendors).where(where),
  ]);

  const offerRows: OfferRow[] = page.length
    ? await db
        .select({
          id: offers.id,
          vendorId: offers.vendorId,
          title: offers.title,
          basePrice: offers.basePrice,
          currency: offers.currency,
          serviceType: offers.serviceType,
          isPriceFixed: offers.isPriceFixed,
          duration: offers.duration,
          category: { id: categories.id, name: categories.name, slug: categories.slug },
        })
        .from(offers)
        .innerJoin(categories, eq(categories.id, offers.categoryId))
        .where(
          and(
            inArray(
              offers.vendorId,
              page.map((v) => v.id),
            ),
            eq(offers.isActive, true),
          ),
        )
        .orderBy(sql`${offers.basePrice} asc nulls last`, asc(offers.title), asc(offers.id))
    : [];
  const offersOf = new Map<string, OfferRow[]>();
  for (const offer of offerRows) {
    const list = offersOf.get(offer.vendorId) ?? [];
    list.push(offer);
    offersOf.set(offer.vendorId, list);
  }

  return {
    items: page.map((vendor) => toItem(vendor, offersOf.get(vendor.id) ?? [], input)),
    total,
    hasMore: input.page * input.pageSize < total,
  };
}
