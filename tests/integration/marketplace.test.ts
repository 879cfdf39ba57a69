import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { createCategory, createOffer, createRegion, createReview, createVendor } from '../factories/marketplace';
import { createVeteranIssue } from '../factories/veteranIssues';
import { offers, vendors } from '../../src/server/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';
const vendorCount = async () => (await t.db.select({ n: count() }).from(vendors))[0].n;

describe('categories and regions', () => {
  it('lists categories by name with the documented fields, paged with X-Total-Count', async () => {
    const hub = await createVeteranIssue({}, t.db);
    const zulu = await createCategory({ name: 'ZZZ Zulu services', description: 'Last', veteranIssueId: hub.id }, t.db);
    const yankee = await createCategory({ name: 'ZZZ Yankee services' }, t.db);
    const res = await t.request('GET', '/api/categories?limit=200');
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('x-total-count'))).toBe(res.json.length);
    const ids = res.json.map((c: { id: string }) => c.id);
    expect(ids.indexOf(yankee.id)).toBeLessThan(ids.indexOf(zulu.id));
    expect(res.json.find((c: { id: string }) => c.id === zulu.id)).toEqual({
      id: zulu.id,
      name: 'ZZZ Zulu services',
      slug: zulu.slug,
      description: 'Last',
      veteranIssueId: hub.id,
    });
    const one = await t.request('GET', '/api/categories?limit=1');
    expect(one.json).toHaveLength(1);
    expect(one.headers.get('x-total-count')).toBe(res.headers.get('x-total-count'));
  });

  it('lists regions by name with the documented fields', async () => {
    const region = await createRegion({ name: 'ZZZ Test Region', countryCode: 'US', stateProvince: 'WY' }, t.db);
    const res = await t.request('GET', '/api/regions?limit=200');
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('x-total-count'))).toBe(res.json.length);
    expect(res.json.find((r: { id: string }) => r.id === region.id)).toEqual({
      id: region.id,
      name: 'ZZZ Test Region',
      countryCode: 'US',
      stateProvince: 'WY',
    });
    expect((await t.request('GET', '/api/regions?limit=201')).status).toBe(400);
  });
});

describe('recommendations for a hub', () => {
  it('answers up to 6 listed vendors with an active offer in a linked category, verified first then by rating', async () => {
    const hub = await createVeteranIssue({}, t.db);
    const linked = await createCategory({ name: 'Hub Legal Services', veteranIssueId: hub.id }, t.db);
    const other = await createCategory({ name: 'Unlinked' }, t.db);
    const make = async (overrides: Parameters<typeof createVendor>[0], categoryId = linked.id, isActive = true) => {
      const vendor = await createVendor(overrides, t.db);
      await createOffer({ vendorId: vendor.id, categoryId, isActive }, t.db);
      return vendor;
    };
    const pendingTop = await make({ companyName: 'Pending top rated', verificationStatus: 'pending', rating: 490 });
    const best = await make({ companyName: 'Verified best', rating: 450, reviewCount: 12 });
    const second = await make({ companyName: 'Verified second', rating: 300 });
    const extras = [];
    for (const i of [1, 2, 3, 4, 5]) extras.push(await make({ companyName: `Extra ${i}`, rating: 100, reviewCount: 1 }));
    await make({ companyName: 'Other category', rating: 500 }, other.id);
    await make({ companyName: 'Rejected', verificationStatus: 'rejected', rating: 500 });
    await make({ companyName: 'Inactive', isActive: false, rating: 500 });
    await make({ companyName: 'Inactive offer', rating: 500 }, linked.id, false);

    const res = await t.request('GET', `/api/vendors/recommendations?issueId=${hub.id}`);
    expect(res.status).toBe(200);
    expect(res.json.map((r: { vendor: { id: string } }) => r.vendor.id)).toEqual([
      best.id,
      second.id,
      extras[0].id,
      extras[1].id,
      extras[2].id,
      extras[3].id,
    ]);
    expect(res.json[0]).toEqual({
      vendor: expect.objectContaining({
        id: best.id,
        companyName: 'Verified best',
        rating: 450,
        verificationStatus: 'verified',
      }),
      category: { id: linked.id, name: 'Hub Legal Services', slug: linked.slug },
      matchReason: 'Verified provider of Hub Legal Services (rated 4.5 from 12 reviews)',
    });
    expect(res.json[0].vendor).not.toHaveProperty('isActive');
    expect(res.json.some((r: { vendor: { id: string } }) => r.vendor.id === pendingTop.id)).toBe(false);
  });

  it('answers an empty array for an unknown, malformed or missing hub id', async () => {
    for (const query of [`?issueId=${missingId}`, '?issueId=not-a-uuid', '?issueId=', '']) {
      const res = await t.request('GET', `/api/vendors/recommendations${query}`);
      expect(res.status, query).toBe(200);
      expect(res.json).toEqual([]);
    }
  });
});

describe('provider application', () => {
  const valid = {
    companyName: '  Patriot Legal Aid  ',
    email: ' Intake@PatriotLegal.ORG ',
    phone: '555-201-3344',
    website: 'https://patriotlegal.example.org',
    description: 'Discharge upgrades and appeals.',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    specializations: ['Discharge upgrades', '', 'Appeals', 'Appeals'],
  };

  it('stores an application pending, standard, unrated and inactive, and answers the stored row', async () => {
    const region = await createRegion({}, t.db);
    const res = await t.request('POST', '/api/vendors', {
      body: {
        ...valid,
        regionId: region.id,
        rating: 500,
        reviewCount: 99,
        tier: 'premium',
        verificationStatus: 'verified',
        isActive: true,
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      companyName: 'Patriot Legal Aid',
      email: 'intake@patriotlegal.org',
      phone: '555-201-3344',
      website: 'https://patriotlegal.example.org',
      regionId: region.id,
      specializations: ['Discharge upgrades', 'Appeals'],
      verificationStatus: 'pending',
      tier: 'standard',
      rating: 0,
      reviewCount: 0,
      isActive: false,
      address: null,
      logoUrl: null,
    });
    const [stored] = await t.db.select().from(vendors).where(eq(vendors.id, res.json.id));
    expect(stored.isActive).toBe(false);
    // every stored column but the newsroom's review notes (who reviewed it, and why)
    const reviewColumns = ['reviewNote', 'reviewedAt', 'reviewedBy'];
    expect(Object.keys(res.json).sort()).toEqual(
      Object.keys(stored)
        .filter((key) => !reviewColumns.includes(key))
        .sort(),
    );

    const search = await t.request('GET', '/api/marketplace/search?q=Patriot');
    expect(search.json.total).toBe(0);
    expect((await t.request('GET', `/api/vendors/${res.json.id}`)).status).toBe(404);
  });

  it('records what they offer as an inactive offer in the chosen category, in one transaction', async () => {
    const category = await createCategory({ name: 'Legal Services Applied' }, t.db);
    const res = await t.request('POST', '/api/vendors', {
      body: { companyName: 'Offers Something', email: 'offers@example.org', categoryId: category.id },
    });
    expect(res.status).toBe(201);
    const rows = await t.db.select().from(offers).where(eq(offers.vendorId, res.json.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ categoryId: category.id, isActive: false, title: 'Legal Services Applied' });
  });

  it('refuses a second application from the same email with 409', async () => {
    const body = { companyName: 'Twice Inc', email: 'twice@example.org' };
    expect((await t.request('POST', '/api/vendors', { body })).status).toBe(201);
    const again = await t.request('POST', '/api/vendors', { body: { ...body, email: 'TWICE@example.org' } });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ error: 'A provider with this email address has already applied.', code: 'CONFLICT' });
  });

  it.each([
    [{ email: 'a@example.org' }, 'Company name is required.'],
    [{ companyName: '   ', email: 'a@example.org' }, 'Company name is required.'],
    [{ companyName: 'X'.repeat(201), email: 'a@example.org' }, 'Company name must be at most 200 characters.'],
    [{ companyName: 'Acme' }, 'Please enter a valid email address.'],
    [{ companyName: 'Acme', email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ companyName: 'Acme', email: 'a@example.org', website: 'ftp://acme.org' }, 'Website must be a valid http(s) URL.'],
    [{ companyName: 'Acme', email: 'a@example.org', description: 'x'.repeat(2001) }, 'Must be at most 2000 characters.'],
    [{ companyName: 'Acme', email: 'a@example.org', regionId: 'abc' }, 'regionId must be a valid id.'],
    [{ companyName: 'Acme', email: 'a@example.org', categoryId: 'abc' }, 'categoryId must be a valid id.'],
    [
      { companyName: 'Acme', email: 'a@example.org', specializations: Array.from({ length: 21 }, (_, i) => `S${i}`) },
      'Please list at most 20 specializations.',
    ],
    [{ companyName: 'Acme', email: 'a@example.org', specializations: 'Appeals' }, 'Specializations must be a list of text.'],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const before = await vendorCount();
    const res = await t.request('POST', '/api/vendors', { body });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: message, code: 'BAD_REQUEST' });
    expect(await vendorCount()).toBe(before);
  });

  it('answers 404 for a region or category that does not exist, writing nothing', async () => {
    const before = await vendorCount();
    const region = await t.request('POST', '/api/vendors', {
      body: { companyName: 'Acme', email: 'r@example.org', regionId: missingId },
    });
    expect(region.status).toBe(404);
    expect(region.json).toEqual({ error: 'Region not found', code: 'NOT_FOUND' });
    const category = await t.request('POST', '/api/vendors', {
      body: { companyName: 'Acme', email: 'c@example.org', categoryId: missingId },
    });
    expect(category.status).toBe(404);
    expect(category.json).toEqual({ error: 'Category not found', code: 'NOT_FOUND' });
    expect(await vendorCount()).toBe(before);
  });
});

describe('a vendor page', () => {
  it('shows a listed vendor with its active offers cheapest first and its newest 10 published reviews', async () => {
    const category = await createCategory({}, t.db);
    const vendor = await createVendor({ companyName: 'Page Vendor' }, t.db);
    await createOffer({ vendorId: vendor.id, categoryId: category.id, title: 'Pricey', basePrice: 50000 }, t.db);
    await createOffer({ vendorId: vendor.id, categoryId: category.id, title: 'Cheap', basePrice: 1000 }, t.db);
    await createOffer({ vendorId: vendor.id, categoryId: category.id, title: 'Ask us', basePrice: null }, t.db);
    await createOffer({ vendorId: vendor.id, categoryId: category.id, title: 'Retired', basePrice: 10, isActive: false }, t.db);
    for (let i = 0; i < 12; i++) {
      await createReview({ vendorId: vendor.id, title: `Review ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }, t.db);
    }
    await createReview({ vendorId: vendor.id, title: 'Hidden', isPublished: false, createdAt: new Date(Date.UTC(2027, 0, 1)) }, t.db);

    const res = await t.request('GET', `/api/vendors/${vendor.id}`);
    expect(res.status).toBe(200);
    expect(res.json.vendor).toMatchObject({ id: vendor.id, companyName: 'Page Vendor' });
    expect(res.json.vendor).not.toHaveProperty('isActive');
    expect(res.json.offers.map((o: { title: string }) => o.title)).toEqual(['Cheap', 'Pricey', 'Ask us']);
    expect(res.json.offers[0].category).toEqual({ id: category.id, name: category.name, slug: category.slug });
    expect(res.json.reviews).toHaveLength(10);
    expect(res.json.reviews[0].title).toBe('Review 11');
    expect(res.json.reviews[9].title).toBe('Review 2');
    expect(res.json.reviews[0]).not.toHaveProperty('veteranEmail');
  });

  it('answers 404 for an inactive, rejected or unknown vendor and 400 for a malformed id', async () => {
    const inactive = await createVendor({ isActive: false }, t.db);
    const rejected = await createVendor({ verificationStatus: 'rejected' }, t.db);
    for (const id of [inactive.id, rejected.id, missingId]) {
      const res = await t.request('GET', `/api/vendors/${id}`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ error: 'Provider not found', code: 'NOT_FOUND' });
    }
    expect((await t.request('GET', '/api/vendors/not-a-uuid')).status).toBe(400);
  });
});

describe('the typed tRPC caller', () => {
  it('serves the same procedures', async () => {
    const caller = t.caller(null);
    const applied = await caller.marketplace.applyAsVendor({ companyName: 'Via tRPC', email: 'trpc@example.org' });
    expect(applied).toMatchObject({ isActive: false, verificationStatus: 'pending' });
    await expect(caller.marketplace.vendor({ id: applied.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await caller.marketplace.recommendations({ issueId: missingId })).toEqual([]);
    const page = await caller.marketplace.categories({ limit: 1 });
    expect(page.items.length).toBeLessThanOrEqual(1);
    expect(typeof page.total).toBe('number');
    expect((await caller.marketplace.regions()).total).toBeGreaterThanOrEqual(0);
  });
});
