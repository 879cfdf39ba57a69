import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, regions, vendors } from '../../src/server/db/schema';
import { SEARCH_OFFERS_PER_VENDOR, SEARCH_TOTAL_CAP, VENDOR_OFFERS_SHOWN } from '../../src/shared/schemas/marketplace';
import { createCategory, createOffer, createRegion, createVendor } from '../factories/marketplace';
import { createTestApp, type TestApp } from '../support/testApp';

/** The search answers from vendor_search: these check that it follows every write it depends on. */
let t: TestApp;
let category: Awaited<ReturnType<typeof createCategory>>;
beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory({ name: 'Index Help' }, t.db);
});
afterAll(() => t.close());

type Result = {
  items: { vendor: { id: string; companyName: string }; offers: { basePrice: number | null }[]; priceRange: unknown }[];
  total: number;
  totalCapped: boolean;
  hasMore: boolean;
};
const search = async (query: string) => {
  const res = await t.request('GET', `/api/marketplace/search?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json as Result;
};
const names = (result: Result) => result.items.map((i) => i.vendor.companyName);

describe('marketplace search index', () => {
  it('matches words by their stem as well as literally', async () => {
    const vendor = await createVendor({ companyName: 'Stem Counsel', description: 'Experienced lawyers for appeals' }, t.db);
    await createOffer({ vendorId: vendor.id, categoryId: category.id, title: 'Benefits appealing' }, t.db);
    expect(names(await search('q=lawyer'))).toEqual(['Stem Counsel']);
    expect(names(await search('q=appeal%20lawyers'))).toEqual(['Stem Counsel']);
    expect(names(await search('q=ppealin'))).toEqual(['Stem Counsel']);
  });

  it('needs one offer to meet every offer condition together', async () => {
    const other = await createCategory({ name: 'Index Other' }, t.db);
    const vendor = await createVendor({ companyName: 'Split Offers' }, t.db);
    await createOffer(
      { vendorId: vendor.id, categoryId: category.id, serviceType: 'course', basePrice: 90_000, isPriceFixed: false },
      t.db,
    );
    await createOffer({ vendorId: vendor.id, categoryId: other.id, serviceType: 'product', basePrice: 500 }, t.db);
    const found = (query: string) => search(`q=split%20offers&${query}`).then(names);
    expect(await found(`categoryId=${category.id}&maxPrice=1000`)).toEqual([]);
    expect(await found(`categoryId=${other.id}&maxPrice=1000`)).toEqual(['Split Offers']);
    expect(await found(`categoryId=${category.id}&serviceType=product`)).toEqual([]);
    expect(await found(`categoryId=${category.id}&serviceType=course&isPriceFixed=false`)).toEqual(['Split Offers']);
    expect(await found('serviceType=product&isPriceFixed=false')).toEqual([]);
    expect(await found('maxPrice=500')).toEqual(['Split Offers']);
    expect(await found('maxPrice=499')).toEqual([]);
    expect(await found('currency=CAD')).toEqual([]);
  });

  it('follows vendor, offer and region changes at once', async () => {
    const region = await createRegion({ name: 'Index Region', countryCode: 'US', stateProvince: 'NM' }, t.db);
    const vendor = await createVendor({ companyName: 'Follow Me', regionId: region.id, rating: 100 }, t.db);
    const offer = await createOffer({ vendorId: vendor.id, categoryId: category.id, title: 'Quillwork lessons', basePrice: 700 }, t.db);
    expect(names(await search('q=quillwork'))).toEqual(['Follow Me']);
    expect(names(await search('stateProvince=nm'))).toEqual(['Follow Me']);

    await t.db.update(offers).set({ isActive: false }).where(eq(offers.id, offer.id));
    expect((await search('q=quillwork')).total).toBe(0);
    await t.db.update(offers).set({ isActive: true, title: 'Quillwork classes' }).where(eq(offers.id, offer.id));
    expect(names(await search('q=classes&maxPrice=700'))).toEqual(['Follow Me']);

    await t.db.update(regions).set({ stateProvince: 'AZ' }).where(eq(regions.id, region.id));
    expect((await search('stateProvince=NM')).total).toBe(0);
    expect(names(await search('stateProvince=az'))).toEqual(['Follow Me']);

    await t.db.update(vendors).set({ companyName: 'Followed Renamed', rating: 490 }).where(eq(vendors.id, vendor.id));
    expect(names(await search('q=renamed&minRating=490'))).toEqual(['Followed Renamed']);

    await t.db.update(vendors).set({ verificationStatus: 'rejected' }).where(eq(vendors.id, vendor.id));
    expect((await search('q=renamed')).total).toBe(0);
    await t.db.update(vendors).set({ verificationStatus: 'verified', isActive: false }).where(eq(vendors.id, vendor.id));
    expect((await search('q=renamed')).total).toBe(0);
    await t.db.update(vendors).set({ isActive: true }).where(eq(vendors.id, vendor.id));
    expect(names(await search('q=renamed'))).toEqual(['Followed Renamed']);
    await t.db.delete(vendors).where(eq(vendors.id, vendor.id));
    expect((await search('q=renamed')).total).toBe(0);
  });

  it('bounds the offers on a card and on the provider page; the price range covers all of them', async () => {
    const vendor = await createVendor({ companyName: 'Many Offers Co' }, t.db);
    await t.db.insert(offers).values(
      Array.from({ length: VENDOR_OFFERS_SHOWN + 1 }, (_, i) => ({
        vendorId: vendor.id,
        categoryId: category.id,
        title: `Package ${i}`,
        serviceType: 'service' as const,
        basePrice: 1000 + i * 100,
      })),
    );
    const [item] = (await search('q=many%20offers')).items;
    expect(item.offers).toHaveLength(SEARCH_OFFERS_PER_VENDOR);
    expect(item.offers[0].basePrice).toBe(1000);
    expect(item.priceRange).toEqual({ min: 1000, max: 1000 + VENDOR_OFFERS_SHOWN * 100, currency: 'USD' });

    const page = await t.request('GET', `/api/vendors/${vendor.id}`);
    expect(page.status, page.text).toBe(200);
    expect(page.json.offers).toHaveLength(VENDOR_OFFERS_SHOWN);
  });

  it(`counts up to ${SEARCH_TOTAL_CAP} and then says there are more`, async () => {
    await t.db.execute(sql`insert into vendors (company_name, rating, verification_status)
      select 'Bulk Capped ' || n, n % 500, 'verified' from generate_series(1, ${SEARCH_TOTAL_CAP + 1}) as n`);
    const first = await search('q=bulk%20capped&pageSize=50');
    expect(first).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true, hasMore: true });
    expect(first.items).toHaveLength(50);
    const last = await search(`q=bulk%20capped&pageSize=50&page=${Math.ceil((SEARCH_TOTAL_CAP + 1) / 50)}`);
    expect(last).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true, hasMore: false });
    expect(last.items).toHaveLength(1);
    const exact = await search('q=bulk%20capped%201000');
    expect(exact).toMatchObject({ total: 1, totalCapped: false });
  });
});
