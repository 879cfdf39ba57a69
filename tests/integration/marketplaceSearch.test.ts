import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { createCategory, createOffer, createRegion, createVendor } from '../factories/marketplace';

/**
 * This file's database holds only the vendors made here (reference data has no vendors), so
 * totals and orders are exact.
 */
let t: TestApp;
let legal: Awaited<ReturnType<typeof createCategory>>;
let career: Awaited<ReturnType<typeof createCategory>>;
let texas: Awaited<ReturnType<typeof createRegion>>;
let california: Awaited<ReturnType<typeof createRegion>>;
let ontario: Awaited<ReturnType<typeof createRegion>>;
const v: Record<string, Awaited<ReturnType<typeof createVendor>>> = {};

beforeAll(async () => {
  t = await createTestApp();
  legal = await createCategory({ name: 'Legal Help' }, t.db);
  career = await createCategory({ name: 'Career Help' }, t.db);
  texas = await createRegion({ name: 'Test Texas', countryCode: 'US', stateProvince: 'TX' }, t.db);
  california = await createRegion({ name: 'Test California', countryCode: 'US', stateProvince: 'CA' }, t.db);
  ontario = await createRegion({ name: 'Test Ontario', countryCode: 'CA', stateProvince: 'ON', currency: 'CAD' }, t.db);

  v.alpha = await createVendor(
    {
      companyName: 'Alpha Legal',
      tier: 'premium',
      rating: 480,
      reviewCount: 50,
      regionId: texas.id,
      city: 'Austin',
      state: 'TX',
    },
    t.db,
  );
  await createOffer(
    {
      vendorId: v.alpha.id,
      categoryId: legal.id,
      title: 'Discharge upgrade review',
      serviceType: 'consultation',
      basePrice: 5000,
    },
    t.db,
  );
  await createOffer({ vendorId: v.alpha.id, categoryId: legal.id, title: 'Full appeal', basePrice: 20000, isPriceFixed: false }, t.db);

  v.bravo = await createVendor(
    {
      companyName: 'Bravo Careers',
      verificationStatus: 'pending',
      tier: 'preferred',
      rating: 450,
      reviewCount: 200,
      regionId: california.id,
      specializations: ['resume writing', 'interview_prep'],
    },
    t.db,
  );
  await createOffer(
    { vendorId: v.bravo.id, categoryId: career.id, title: 'Resume workshop', serviceType: 'course', basePrice: 15000 },
    t.db,
  );

  v.charlie = await createVendor(
    {
      companyName: 'Charlie 100% Help',
      description: 'Budget coaching',
      rating: 300,
      reviewCount: 5,
      regionId: ontario.id,
    },
    t.db,
  );
  await createOffer(
    {
      vendorId: v.charlie.id,
      categoryId: career.id,
      title: 'Money plan',
      serviceType: 'product',
      basePrice: 3000,
      currency: 'EUR',
    },
    t.db,
  );

  v.delta = await createVendor({ companyName: 'delta without offers', rating: 200, reviewCount: 0 }, t.db);

  v.echo = await createVendor({ companyName: 'Echo Rejected', verificationStatus: 'rejected', rating: 500 }, t.db);
  await createOffer({ vendorId: v.echo.id, categoryId: legal.id, basePrice: 100 }, t.db);
  v.foxtrot = await createVendor({ companyName: 'Foxtrot Inactive', isActive: false, rating: 500 }, t.db);
  await createOffer({ vendorId: v.foxtrot.id, categoryId: legal.id, basePrice: 100 }, t.db);

  v.golf = await createVendor({ companyName: 'Golf Services', rating: 350, reviewCount: 7 }, t.db);
  await createOffer({ vendorId: v.golf.id, categoryId: legal.id, title: 'Hidden legal thing', basePrice: 1000, isActive: false }, t.db);
  await createOffer({ vendorId: v.golf.id, categoryId: career.id, title: 'Job coaching', basePrice: 9000 }, t.db);
});
afterAll(() => t.close());

type Item = {
  vendor: { id: string; companyName: string };
  offers: { basePrice: number | null }[];
  priceRange: unknown;
  category: unknown;
};
const search = async (query = '') => {
  const res = await t.request('GET', `/api/marketplace/search${query ? `?${query}` : ''}`);
  expect(res.status, res.text).toBe(200);
  return res.json as { items: Item[]; total: number; hasMore: boolean };
};
const names = (result: { items: Item[] }) => result.items.map((i) => i.vendor.companyName);

describe('marketplace search', () => {
  it('lists active, non-rejected vendors by rating, with the exact item shape', async () => {
    const result = await search();
    expect(names(result)).toEqual(['Alpha Legal', 'Bravo Careers', 'Golf Services', 'Charlie 100% Help', 'delta without offers']);
    expect(result.total).toBe(5);
    expect(result.hasMore).toBe(false);
    expect(Object.keys(result)).toEqual(['items', 'total', 'totalCapped', 'hasMore']);

    const alpha = result.items[0] as any;
    expect(alpha.vendor).toEqual({
      id: v.alpha.id,
      companyName: 'Alpha Legal',
      description: 'Helps veterans.',
      tier: 'premium',
      verificationStatus: 'verified',
      rating: 480,
      reviewCount: 50,
      website: null,
      phone: null,
      email: v.alpha.email,
      address: null,
      city: 'Austin',
      state: 'TX',
      zipCode: null,
      logoUrl: null,
      specializations: [],
    });
    expect(alpha.offers).toEqual([
      {
        id: expect.any(String),
        title: 'Discharge upgrade review',
        basePrice: 5000,
        currency: 'USD',
        serviceType: 'consultation',
        isPriceFixed: true,
        duration: null,
      },
      {
        id: expect.any(String),
        title: 'Full appeal',
        basePrice: 20000,
        currency: 'USD',
        serviceType: 'service',
        isPriceFixed: false,
        duration: null,
      },
    ]);
    expect(alpha.priceRange).toEqual({ min: 5000, max: 20000, currency: 'USD' });
    expect(alpha.category).toEqual({ id: legal.id, name: 'Legal Help', slug: legal.slug });

    const golf = result.items[2];
    expect(golf.offers.map((o) => o.basePrice)).toEqual([9000]);
    expect(golf.category).toMatchObject({ id: career.id });
    const charlie = result.items[3];
    expect(charlie.priceRange).toBeNull();
    const delta = result.items[4];
    expect(delta).toMatchObject({ offers: [], priceRange: null, category: null });
  });

  it('matches q against name, description, specializations and active offer titles, wildcards literal', async () => {
    expect(names(await search('q=alpha'))).toEqual(['Alpha Legal']);
    expect(names(await search('q=COACHING'))).toEqual(['Golf Services', 'Charlie 100% Help']);
    expect(names(await search('q=resume%20writing'))).toEqual(['Bravo Careers']);
    expect(names(await search('q=discharge'))).toEqual(['Alpha Legal']);
    expect(names(await search('q=100%25'))).toEqual(['Charlie 100% Help']);
    expect(names(await search('q=_'))).toEqual(['Bravo Careers']);
    expect((await search('q=hidden')).total).toBe(0);
    expect((await search('q=echo')).total).toBe(0);
    expect((await search('q=%20%20')).total).toBe(5);
  });

  it('filters by category, service type, price and fixed price through active offers', async () => {
    const byLegal = await search(`categoryId=${legal.id}`);
    expect(names(byLegal)).toEqual(['Alpha Legal']);
    expect(byLegal.items[0].category).toMatchObject({ id: legal.id });
    const byCareer = await search(`categoryId=${career.id}`);
    expect(names(byCareer)).toEqual(['Bravo Careers', 'Golf Services']);
    expect(byCareer.items.map((i) => i.category)).toEqual([
      { id: career.id, name: 'Career Help', slug: career.slug },
      { id: career.id, name: 'Career Help', slug: career.slug },
    ]);
    expect(names(await search('serviceType=consultation'))).toEqual(['Alpha Legal']);
    expect(names(await search('serviceType=course'))).toEqual(['Bravo Careers']);
    expect(names(await search('maxPrice=9000'))).toEqual(['Alpha Legal', 'Golf Services']);
    expect((await search('maxPrice=0')).total).toBe(0);
    expect(names(await search('isPriceFixed=false'))).toEqual(['Alpha Legal']);
    expect(names(await search('isPriceFixed=true'))).toEqual(['Alpha Legal', 'Bravo Careers', 'Golf Services']);
    expect(names(await search(`categoryId=${legal.id}&serviceType=course`))).toEqual([]);
  });

  it('filters by currency: the default hides no one, another currency needs an offer in it', async () => {
    const euro = await search('currency=EUR');
    expect(names(euro)).toEqual(['Charlie 100% Help']);
    expect(euro.items[0].priceRange).toEqual({ min: 3000, max: 3000, currency: 'EUR' });
    expect(names(await search('currency=eur&maxPrice=5000'))).toEqual(['Charlie 100% Help']);
  });

  it('filters by region, country and state, tier, verification and minimum rating', async () => {
    expect(names(await search(`regionId=${texas.id}`))).toEqual(['Alpha Legal']);
    expect(names(await search('countryCode=CA'))).toEqual(['Charlie 100% Help']);
    expect(names(await search('countryCode=us'))).toEqual(['Alpha Legal', 'Bravo Careers']);
    expect(names(await search('stateProvince=tx'))).toEqual(['Alpha Legal']);
    expect(names(await search('countryCode=US&stateProvince=ON'))).toEqual([]);
    expect(names(await search('tier=preferred'))).toEqual(['Bravo Careers']);
    expect(names(await search('verificationStatus=pending'))).toEqual(['Bravo Careers']);
    const rejected = await search('verificationStatus=rejected');
    expect(rejected).toEqual({ items: [], total: 0, totalCapped: false, hasMore: false });
    expect(names(await search('minRating=400'))).toEqual(['Alpha Legal', 'Bravo Careers']);
    expect(names(await search('minRating=0'))).toHaveLength(5);
  });

  it('sorts by name, rating, reviews and lowest price, either way', async () => {
    expect(names(await search('sortBy=name&sortOrder=asc'))).toEqual([
      'Alpha Legal',
      'Bravo Careers',
      'Charlie 100% Help',
      'delta without offers',
      'Golf Services',
    ]);
    expect(names(await search('sortBy=name'))).toEqual([
      'Golf Services',
      'delta without offers',
      'Charlie 100% Help',
      'Bravo Careers',
      'Alpha Legal',
    ]);
    expect(names(await search('sortBy=rating&sortOrder=asc'))[0]).toBe('delta without offers');
    expect(names(await search('sortBy=reviews'))).toEqual([
      'Bravo Careers',
      'Alpha Legal',
      'Golf Services',
      'Charlie 100% Help',
      'delta without offers',
    ]);
    // no USD price: Charlie (EUR only) and delta come last, either way
    expect(names(await search('sortBy=price&sortOrder=asc'))).toEqual([
      'Alpha Legal',
      'Golf Services',
      'Bravo Careers',
      'Charlie 100% Help',
      'delta without offers',
    ]);
    expect(names(await search('sortBy=price&sortOrder=desc'))).toEqual([
      'Bravo Careers',
      'Golf Services',
      'Alpha Legal',
      'Charlie 100% Help',
      'delta without offers',
    ]);
  });

  it('pages with total and hasMore', async () => {
    const first = await search('pageSize=2');
    expect(first).toMatchObject({ total: 5, hasMore: true });
    expect(names(first)).toEqual(['Alpha Legal', 'Bravo Careers']);
    const second = await search('pageSize=2&page=2');
    expect(names(second)).toEqual(['Golf Services', 'Charlie 100% Help']);
    expect(second.hasMore).toBe(true);
    const third = await search('pageSize=2&page=3');
    expect(names(third)).toEqual(['delta without offers']);
    expect(third.hasMore).toBe(false);
    expect(await search('pageSize=2&page=4')).toEqual({ items: [], total: 5, totalCapped: false, hasMore: false });
  });

  it.each([
    [`q=${'x'.repeat(201)}`, 'q', 'q must be at most 200 characters.'],
    ['categoryId=abc', 'categoryId', 'categoryId must be a valid id.'],
    ['regionId=abc', 'regionId', 'regionId must be a valid id.'],
    ['countryCode=USA', 'countryCode', 'countryCode must be exactly 2 characters.'],
    ['countryCode=U', 'countryCode', 'countryCode must be exactly 2 characters.'],
    [`stateProvince=${'x'.repeat(101)}`, 'stateProvince', 'stateProvince must be at most 100 characters.'],
    ['tier=gold', 'tier', 'tier must be preferred, premium or standard.'],
    ['verificationStatus=approved', 'verificationStatus', 'verificationStatus must be pending, verified or rejected.'],
    ['serviceType=rental', 'serviceType', 'serviceType must be consultation, service, product or course.'],
    ['minRating=-1', 'minRating', 'minRating must be a whole number from 0 to 500.'],
    ['minRating=501', 'minRating', 'minRating must be a whole number from 0 to 500.'],
    ['minRating=abc', 'minRating', 'minRating must be a whole number from 0 to 500.'],
    ['maxPrice=-1', 'maxPrice', 'maxPrice must be a whole number of cents, 0 or more.'],
    ['maxPrice=12.5', 'maxPrice', 'maxPrice must be a whole number of cents, 0 or more.'],
    ['currency=US', 'currency', 'currency must be exactly 3 characters.'],
    ['currency=USDT', 'currency', 'currency must be exactly 3 characters.'],
    ['isPriceFixed=maybe', 'isPriceFixed', 'isPriceFixed must be true or false.'],
    ['page=0', 'page', 'page must be a whole number of 1 or more.'],
    ['page=1.5', 'page', 'page must be a whole number of 1 or more.'],
    ['pageSize=0', 'pageSize', 'pageSize must be a whole number from 1 to 50.'],
    ['pageSize=51', 'pageSize', 'pageSize must be a whole number from 1 to 50.'],
    ['sortBy=date', 'sortBy', 'sortBy must be name, rating, reviews or price.'],
    ['sortOrder=up', 'sortOrder', 'sortOrder must be asc or desc.'],
  ])('refuses %s with 400 naming the parameter', async (query, field, message) => {
    const res = await t.request('GET', `/api/marketplace/search?${query}`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: message, code: 'BAD_REQUEST', field });
  });

  it('accepts the bounds themselves', async () => {
    for (const query of ['minRating=500', 'minRating=0', 'maxPrice=0', 'pageSize=1', 'pageSize=50', 'page=1', `q=${'x'.repeat(200)}`]) {
      expect((await t.request('GET', `/api/marketplace/search?${query}`)).status, query).toBe(200);
    }
  });

  it('serves the same procedure to the typed tRPC caller', async () => {
    const result = await t.caller(null).marketplace.search({ sortBy: 'name', sortOrder: 'asc', pageSize: 2, isPriceFixed: true });
    expect(result.items.map((i) => i.vendor.companyName)).toEqual(['Alpha Legal', 'Bravo Careers']);
    expect(result).toMatchObject({ total: 3, hasMore: true });
    await expect(t.caller(null).marketplace.search({ pageSize: 51 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
