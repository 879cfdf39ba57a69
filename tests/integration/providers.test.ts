import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/testApp';
import { expectAdminOnly } from '../support/authz';
import type { SmtpPeer } from '../support/smtpPeer';
import { startMailingApp } from '../support/mailingApp';
import { until } from '../support/receivedMail';
import { createCategory, createOffer, createVendor } from '../factories/marketplace';

let t: TestApp;
let peer: SmtpPeer;
let admin: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, peer, close } = await startMailingApp('Muster <team@muster.example>'));
  admin = await t.login();
});
afterAll(() => close());
const searchNames = async (q: string) =>
  ((await t.request('GET', `/api/marketplace/search?q=${encodeURIComponent(q)}`)).json.items as { vendor: { companyName: string } }[]).map(
    (v) => v.vendor.companyName,
  );

describe('providers for the admin', () => {
  it('is admin only on every path, and changes nothing for others', async () => {
    const v = await createVendor({ verificationStatus: 'pending' }, t.db);
    await expectAdminOnly(t, 'GET', '/api/providers');
    await expectAdminOnly(t, 'GET', '/api/providers/stats');
    await expectAdminOnly(t, 'GET', `/api/providers/${v.id}`);
    await expectAdminOnly(t, 'PUT', `/api/providers/${v.id}/review`, { status: 'verified' });
    await expectAdminOnly(t, 'PUT', `/api/providers/${v.id}`, {
      companyName: 'X',
      email: 'x@example.org',
      tier: 'standard',
      isActive: false,
    });
    await expectAdminOnly(t, 'PUT', `/api/offers/${v.id}`, { title: 'X', basePrice: null, isActive: false });
    const still = await t.request('GET', `/api/providers/${v.id}`, { cookie: admin });
    expect(still.json).toMatchObject({ verificationStatus: 'pending', reviewedBy: null });
  });

  it('verifies an application with a note: emailed to the applicant and listed in the marketplace', async () => {
    const category = await createCategory({}, t.db);
    const applied = await t.request('POST', '/api/vendors', {
      body: { companyName: 'Queue Veterans Legal', email: 'apply@queue-legal.example', description: 'Appeals', categoryId: category.id },
    });
    expect(applied.status).toBe(201);
    expect(await searchNames('Queue Veterans Legal')).toEqual([]);

    const queue = await t.request('GET', '/api/providers?status=pending', { cookie: admin });
    // the application's draft offer counts: the admin sees there is something to review
    expect(queue.json.find((v: { id: string }) => v.id === applied.json.id)).toMatchObject({ offerCount: 1 });

    const res = await t.request('PUT', `/api/providers/${applied.json.id}/review`, {
      cookie: admin,
      body: { status: 'verified', note: ' Licence checked. ' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ verificationStatus: 'verified', isActive: true, reviewNote: 'Licence checked.', reviewedBy: 'admin' });
    expect(await searchNames('Queue Veterans Legal')).toEqual(['Queue Veterans Legal']);

    await until(() => peer.received.some((m) => m.to.includes('apply@queue-legal.example')));
    const mail = peer.received.find((m) => m.to.includes('apply@queue-legal.example'))!;
    expect(mail.raw).toContain('Subject: Queue Veterans Legal is verified on Muster');
    expect(mail.raw).toContain('Licence checked.');

    const again = await t.request('PUT', `/api/providers/${applied.json.id}/review`, { cookie: admin, body: { status: 'rejected' } });
    expect(again.status).toBe(409);
  });

  it('a deactivated vendor leaves the marketplace but keeps its row and history', async () => {
    const v = await createVendor({ companyName: 'Fading Home Repair' }, t.db);
    expect(await searchNames('Fading Home Repair')).toEqual(['Fading Home Repair']);
    const res = await t.request('PUT', `/api/providers/${v.id}`, {
      cookie: admin,
      body: { companyName: 'Fading Home Repair', email: v.email, tier: 'premium', isActive: false, city: ' Austin ' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ isActive: false, tier: 'premium', city: 'Austin', verificationStatus: 'verified' });
    expect(res.json.specializations).toEqual(v.specializations); // left out: kept

    const [region] = (await t.request('GET', '/api/regions')).json as { id: string }[];
    const body = { companyName: 'Fading Home Repair', email: v.email, tier: 'premium', isActive: false };
    const placed = await t.request('PUT', `/api/providers/${v.id}`, {
      cookie: admin,
      body: { ...body, regionId: region.id, specializations: [' Roofing ', 'Ramps', 'Ramps'] },
    });
    expect(placed.json).toMatchObject({ regionId: region.id, specializations: ['Roofing', 'Ramps'] });
    const nowhere = await t.request('PUT', `/api/providers/${v.id}`, {
      cookie: admin,
      body: { ...body, regionId: '00000000-0000-4000-8000-00000000abcd' },
    });
    expect(nowhere.status).toBe(404);
    const cleared = await t.request('PUT', `/api/providers/${v.id}`, { cookie: admin, body: { ...body, regionId: null } });
    expect(cleared.json).toMatchObject({ regionId: null, specializations: ['Roofing', 'Ramps'] });
    expect(await searchNames('Fading Home Repair')).toEqual([]);
    expect((await t.request('GET', `/api/vendors/${v.id}`)).status).toBe(404);
    expect((await t.request('GET', `/api/providers/${v.id}`, { cookie: admin })).json).toMatchObject({ companyName: 'Fading Home Repair' });
  });

  it("edits an offer's title, price, category and visibility; an unknown category is a 404", async () => {
    const v = await createVendor({ companyName: 'Offer Edit Legal' }, t.db);
    const [from, to] = [await createCategory({}, t.db), await createCategory({}, t.db)];
    const o = await createOffer({ vendorId: v.id, categoryId: from.id, title: 'Old title' }, t.db);
    const body = { title: ' Claim review ', description: null, basePrice: 7950, isActive: true };
    const res = await t.request('PUT', `/api/offers/${o.id}`, { cookie: admin, body: { ...body, categoryId: to.id } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ title: 'Claim review', basePrice: 7950, categoryId: to.id, isActive: true });
    const unknown = await t.request('PUT', `/api/offers/${o.id}`, {
      cookie: admin,
      body: { ...body, categoryId: '00000000-0000-4000-8000-00000000abcd' },
    });
    expect(unknown.status).toBe(404);
    const detail = await t.request('GET', `/api/providers/${v.id}`, { cookie: admin });
    expect(detail.json.offers).toEqual([expect.objectContaining({ id: o.id, categoryId: to.id, basePrice: 7950 })]);
  });

  it('rejects bad input with a 400 and changes nothing', async () => {
    const v = await createVendor({ companyName: 'Steady Provider' }, t.db);
    const bad = await t.request('PUT', `/api/providers/${v.id}`, {
      cookie: admin,
      body: { companyName: '', email: 'nope', tier: 'gold', isActive: 'yes' },
    });
    expect(bad.status).toBe(400);
    const badList = await t.request('PUT', `/api/providers/${v.id}`, {
      cookie: admin,
      body: { companyName: 'Renamed', email: v.email, tier: 'standard', isActive: true, specializations: 'Roofing', regionId: 'north' },
    });
    expect(badList.status).toBe(400);
    expect((await t.request('GET', `/api/providers/${v.id}`, { cookie: admin })).json).toMatchObject({
      companyName: 'Steady Provider',
      isActive: true,
    });
  });
});
