import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { createCategory, createOffer, createVendor } from '../factories/marketplace';
import { leads } from '../../src/server/db/schema';

let t: TestApp;
let category: Awaited<ReturnType<typeof createCategory>>;
beforeAll(async () => {
  t = await createTestApp();
  category = await createCategory({}, t.db);
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';
const leadCount = async () => (await t.db.select({ n: count() }).from(leads))[0].n;

describe('creating a lead', () => {
  it('stores a chat capture as a new lead with the payload mapped to the veteran columns', async () => {
    const profile = { branch: 'army', location: 'Austin, TX', intent: 'housing' };
    const res = await t.request('POST', '/api/leads', {
      body: {
        name: '  Maria Lopez ',
        email: ' Maria@Example.ORG ',
        phone: '512-555-0147',
        source: 'chat',
        priority: 'high',
        notes: 'Urgent eviction notice',
        category: 'housing',
        veteranProfile: JSON.stringify(profile),
        message: '',
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      veteranName: 'Maria Lopez',
      veteranEmail: 'maria@example.org',
      veteranPhone: '512-555-0147',
      source: 'chat',
      status: 'new',
      priority: 'high',
      notes: 'Urgent eviction notice',
      category: 'housing',
      veteranProfile: profile,
      message: null,
      vendorId: null,
      offerId: null,
      contactedAt: null,
    });
    expect(res.json.id).toEqual(expect.any(String));
  });

  it('stores a vendor contact as contacted, now, and accepts the profile as an object', async () => {
    const vendor = await createVendor({}, t.db);
    const before = Date.now();
    const res = await t.request('POST', '/api/leads', {
      body: {
        name: 'Sam',
        phone: '555-201-3344',
        status: 'contacted',
        vendorId: vendor.id,
        veteranProfile: { branch: 'navy' },
        message: 'Please call me',
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      status: 'contacted',
      vendorId: vendor.id,
      veteranEmail: null,
      priority: 'medium',
      veteranProfile: { branch: 'navy' },
    });
    expect(new Date(res.json.contactedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('takes the vendor from the offer, and refuses an offer of another vendor', async () => {
    const vendor = await createVendor({}, t.db);
    const offer = await createOffer({ vendorId: vendor.id, categoryId: category.id }, t.db);
    const res = await t.request('POST', '/api/leads', {
      body: { name: 'Ann', email: 'ann@example.org', offerId: offer.id },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ offerId: offer.id, vendorId: vendor.id });

    const stranger = await createVendor({}, t.db);
    const before = await leadCount();
    const mismatch = await t.request('POST', '/api/leads', {
      body: { name: 'Ann', email: 'ann@example.org', offerId: offer.id, vendorId: stranger.id },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toEqual({ error: 'That service is not offered by this provider.', code: 'BAD_REQUEST' });
    expect(await leadCount()).toBe(before);
  });

  it.each([
    [{ email: 'a@example.org' }, 'Please tell us your name.'],
    [{ name: '   ', email: 'a@example.org' }, 'Please tell us your name.'],
    [{}, 'Please tell us your name.'],
    [{ name: 'Ann' }, 'Please give an email address or a phone number.'],
    [{ name: 'Ann', email: '', phone: '  ' }, 'Please give an email address or a phone number.'],
    [{ name: 'Ann', email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ name: 'Ann', email: 'a@example.org', status: 'qualified' }, 'Status must be new or contacted.'],
    [{ name: 'Ann', email: 'a@example.org', priority: 'critical' }, 'Priority must be urgent, high, medium or low.'],
    [{ name: 'Ann', email: 'a@example.org', veteranProfile: '{"branch": ' }, 'veteranProfile must be valid JSON.'],
    [{ name: 'Ann', email: 'a@example.org', veteranProfile: '[1,2]' }, 'veteranProfile must be a JSON object.'],
    [{ name: 'Ann', email: 'a@example.org', veteranProfile: 42 }, 'veteranProfile must be a JSON object.'],
    [{ name: 'Ann', email: 'a@example.org', vendorId: 'abc' }, 'vendorId must be a valid id.'],
    [{ name: 'Ann', email: 'a@example.org', offerId: 'abc' }, 'offerId must be a valid id.'],
    [{ name: 'Ann', email: 'a@example.org', message: 'x'.repeat(4001) }, 'Must be at most 4000 characters.'],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const before = await leadCount();
    const res = await t.request('POST', '/api/leads', { body });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: message, code: 'BAD_REQUEST' });
    expect(await leadCount()).toBe(before);
  });

  it("answers 404 'Provider not found' for an unknown or unlisted vendor or offer", async () => {
    const inactive = await createVendor({ isActive: false }, t.db);
    const rejected = await createVendor({ verificationStatus: 'rejected' }, t.db);
    const retiredOffer = await createOffer({ vendorId: (await createVendor({}, t.db)).id, categoryId: category.id, isActive: false }, t.db);
    const before = await leadCount();
    for (const ref of [
      { vendorId: missingId },
      { vendorId: inactive.id },
      { vendorId: rejected.id },
      { offerId: missingId },
      { offerId: retiredOffer.id },
    ]) {
      const res = await t.request('POST', '/api/leads', { body: { name: 'Ann', email: 'a@example.org', ...ref } });
      expect(res.status, JSON.stringify(ref)).toBe(404);
      expect(res.json).toEqual({ error: 'Provider not found', code: 'NOT_FOUND' });
    }
    expect(await leadCount()).toBe(before);
  });

  it('has no public list of leads: the list is for admins', async () => {
    const res = await t.request('GET', '/api/leads');
    expect(res.status).toBe(401);
  });

  it('serves the same procedure to the typed tRPC caller', async () => {
    const lead = await t.caller(null).leads.create({ name: 'Via tRPC', phone: '555-111-2222', veteranProfile: '{"a":1}' });
    expect(lead).toMatchObject({
      veteranName: 'Via tRPC',
      veteranPhone: '555-111-2222',
      status: 'new',
      veteranProfile: { a: 1 },
    });
    const refused = t.caller(null).leads.create({ name: 'No contact' });
    await expect(refused).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(refused).rejects.toThrow('Please give an email address or a phone number.');
  });
});
