import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, offers, vendorSearch, vendors } from '../../db/schema';
import type { ServiceType } from '../../../shared/enums';
import { SEARCH_OFFERS_PER_VENDOR, SEARCH_TOTAL_CAP, type VendorSearchInput } from '../../../shared/schemas/marketplace';
import { searchOrder, searchWhere } from './searchConditions';
import { publicVendorColumns, type CategoryRef, type PublicVendor } from './vendorColumns';

export { containsPattern } from './searchConditions';

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
/** `total` counts up to SEARCH_TOTAL_CAP; `totalCapped` says there are more ("1,000+"). */
export type SearchResult = { items: SearchItem[]; total: number; totalCapped: boolean; hasMore: boolean };

type OfferRow = SearchOffer & { vendorId: string; category: CategoryRef; low: number | null; high: number | null };

/** The active offers of these vendors, cheapest first, at most SEARCH_OFFERS_PER_VENDOR each, with each vendor's price range. */
async function offersOfVendors(db: Db, vendorIds: string[], currency: string): Promise<OfferRow[]> {
  if (!vendorIds.length) return [];
  const ranked = db
    .select({
      id: offers.id,
      vendorId: offers.vendorId,
      title: offers.title,
      basePrice: offers.basePrice,
      currency: offers.currency,
      serviceType: offers.serviceType,
      isPriceFixed: offers.isPriceFixed,
      duration: offers.duration,
      categoryId: sql<string>`${categories.id}`.as('category_id'),
      categoryName: sql<string>`${categories.name}`.as('category_name'),
      categorySlug: sql<string>`${categories.slug}`.as('category_slug'),
      position:
        sql<number>`row_number() over (partition by ${offers.vendorId} order by ${offers.basePrice} asc nulls last, ${offers.title}, ${offers.id})`.as(
          'position',
        ),
      low: sql<
        number | null
      >`min(${offers.basePrice}) filter (where ${offers.currency} = ${currency}) over (partition by ${offers.vendorId})`.as('low'),
      high: sql<
        number | null
      >`max(${offers.basePrice}) filter (where ${offers.currency} = ${currency}) over (partition by ${offers.vendorId})`.as('high'),
    })
    .from(offers)
    .innerJoin(categories, eq(categories.id, offers.categoryId))
    .where(and(inArray(offers.vendorId, vendorIds), eq(offers.isActive, true)))
    .as('ranked');
  const rows = await db
    .select({
      id: ranked.id,
      vendorId: ranked.vendorId,
      title: ranked.title,
      basePrice: ranked.basePrice,
      currency: ranked.currency,
      serviceType: ranked.serviceType,
      isPriceFixed: ranked.isPriceFixed,
      duration: ranked.duration,
      categoryId: ranked.categoryId,
      categoryName: ranked.categoryName,
      categorySlug: ranked.categorySlug,
      low: ranked.low,
      high: ranked.high,
    })
    .from(ranked)
    .where(lte(ranked.position, SEARCH_OFFERS_PER_VENDOR))
    .orderBy(asc(ranked.vendorId), asc(ranked.position));
  return rows.map(({ categoryId, categoryName, categorySlug, ...offer }) => ({
    ...offer,
    low: offer.low === null ? null : Number(offer.low),
    high: offer.high === null ? null : Number(offer.high),
    category: { id: categoryId, name: categoryName, slug: categorySlug },
  }));
}

function toItem(vendor: PublicVendor, vendorOffers: OfferRow[], input: VendorSearchInput): SearchItem {
  const first = vendorOffers[0];
  const chosen = (input.categoryId && vendorOffers.find((o) => o.category.id === input.categoryId)) || first;
  return {
    vendor,
    offers: vendorOffers.map(({ vendorId: _v, category: _c, low: _l, high: _h, ...offer }) => offer),
    priceRange: first && first.low !== null && first.high !== null ? { min: first.low, max: first.high, currency: input.currency } : null,
    category: chosen?.category ?? null,
  };
}

/** The page (one row more than asked, to know if there is more) and the count capped at SEARCH_TOTAL_CAP + 1. */
export function searchStatements(db: Db, input: VendorSearchInput) {
  const where = searchWhere(db, input);
  const order = searchOrder(input);
  const matching = db
    .select({ one: sql`1` })
    .from(vendorSearch)
    .where(where)
    // in the page's order: PostgreSQL then walks the same index (or the text indexes) and stops
    // at the cap, where without an order it would rather read the whole table
    .orderBy(...order)
    .limit(SEARCH_TOTAL_CAP + 1)
    .as('matching');
  return {
    page: db
      .select(publicVendorColumns)
      .from(vendorSearch)
      .innerJoin(vendors, eq(vendors.id, vendorSearch.vendorId))
      .where(where)
      .orderBy(...order)
      .limit(input.pageSize + 1)
      .offset((input.page - 1) * input.pageSize),
    count: db.select({ counted: count() }).from(matching),
  };
}

/**
 * The marketplace search over vendor_search (decision 0029): a page, a count that stops past
 * SEARCH_TOTAL_CAP, and the page's offers. Not prepared on purpose: the best plan depends on the
 * values (a common word or a rare one, a low or a high price), and PostgreSQL's generic plan for
 * a prepared statement measured 10× slower on some searches (821 ms against 92 ms).
 */
export async function searchVendors(db: Db, input: VendorSearchInput): Promise<SearchResult> {
  const statements = searchStatements(db, input);
  const [rows, [{ counted }]] = await Promise.all([statements.page.execute(), statements.count.execute()]);
  const page = rows.slice(0, input.pageSize);
  const offerRows = await offersOfVendors(
    db,
    page.map((v) => v.id),
    input.currency,
  );
  const offersOf = new Map<string, OfferRow[]>();
  for (const offer of offerRows) {
    const list = offersOf.get(offer.vendorId) ?? [];
    list.push(offer);
    offersOf.set(offer.vendorId, list);
  }
  return {
    items: page.map((vendor) => toItem(vendor, offersOf.get(vendor.id) ?? [], input)),
    total: Math.min(counted, SEARCH_TOTAL_CAP),
    totalCapped: counted > SEARCH_TOTAL_CAP,
    hasMore: rows.length > input.pageSize,
  };
}
