import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { expectAdminOnly } from '../support/authz';
import { createSpotlight } from '../factories/spotlights';
import { veteranSpotlights } from '../../src/server/db/schema';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';
const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (d: number) => new Date(Date.now() + d * DAY);
const created = (d: number) => new Date(Date.UTC(2026, 0, d));

describe('spotlights: access', () => {
  it('is admin only for stats, create, update and delete', async () => {
    const s = await createSpotlight({}, t.db);
    await expectAdminOnly(t, 'GET', '/api/veteran-spotlights/stats');
    await expectAdminOnly(t, 'POST', '/api/veteran-spotlights', { veteranName: 'A', quote: 'B' });
    await expectAdminOnly(t, 'PUT', `/api/veteran-spotlights/${s.id}`, { status: 'approved' });
    await expectAdminOnly(t, 'DELETE', `/api/veteran-spotlights/${s.id}`);
    const list = await t.request('GET', '/api/veteran-spotlights', { cookie: admin });
    expect(list.json.find((r: { id: string }) => r.id === s.id)?.status).toBe('pending');
  });
});

describe('spotlights: list for two audiences', () => {
  let f: TestApp;
  let cookie: string;
  beforeAll(async () => {
    f = await createTestApp();
    cookie = await f.login();
    await createSpotlight({ veteranName: 'Pending Pat', status: 'pending', createdAt: created(6) }, f.db);
    await createSpotlight({ veteranName: 'Approved Old', status: 'approved', createdAt: created(1) }, f.db);
    await createSpotlight({ veteranName: 'Featured Live', status: 'featured', featuredUntil: daysFromNow(5), createdAt: created(2) }, f.db);
    await createSpotlight(
      { veteranName: 'Featured Expired', status: 'featured', featuredUntil: daysFromNow(-1), createdAt: created(5) },
      f.db,
    );
    await createSpotlight({ veteranName: 'Featured Forever', status: 'featured', featuredUntil: null, createdAt: created(3) }, f.db);
    await createSpotlight({ veteranName: 'Approved New', status: 'approved', createdAt: created(4) }, f.db);
  });
  afterAll(() => f.close());

  const names = (res: { json: { veteranName: string }[] }) => res.json.map((r) => r.veteranName);

  it('shows a visitor approved and live featured ones, featured first; an expired feature counts as approved', async () => {
    const res = await f.request('GET', '/api/veteran-spotlights');
    expect(res.status).toBe(200);
    expect(names(res)).toEqual(['Featured Forever', 'Featured Live', 'Featured Expired', 'Approved New', 'Approved Old']);
    expect(res.headers.get('x-total-count')).toBe('5');
    const expired = res.json.find((r: { veteranName: string }) => r.veteranName === 'Featured Expired');
    expect(expired).toMatchObject({ status: 'featured', effectiveStatus: 'approved' });
    expect(res.json[0]).toMatchObject({ status: 'featured', effectiveStatus: 'featured', featuredUntil: null });
    const page = await f.request('GET', '/api/veteran-spotlights?limit=2&offset=1');
    expect(names(page)).toEqual(['Featured Live', 'Featured Expired']);
    expect(page.headers.get('x-total-count')).toBe('5');
  });

  it('shows a signed-in reader the same as a visitor', async () => {
    const reader = await f.loginAsReader();
    const res = await f.request('GET', '/api/veteran-spotlights', { cookie: reader });
    expect(names(res)).not.toContain('Pending Pat');
    expect(res.headers.get('x-total-count')).toBe('5');
  });

  it('never shows pending ones to a visitor, even when asked', async () => {
    const res = await f.request('GET', '/api/veteran-spotlights?status=pending');
    expect(res.json).toEqual([]);
    const featured = await f.request('GET', '/api/veteran-spotlights?status=featured');
    expect(names(featured)).toEqual(['Featured Forever', 'Featured Live']);
  });

  it('shows an admin everything newest first, filtered by effective status', async () => {
    const all = await f.request('GET', '/api/veteran-spotlights', { cookie });
    expect(names(all)).toEqual(['Pending Pat', 'Featured Expired', 'Approved New', 'Featured Forever', 'Featured Live', 'Approved Old']);
    expect(all.headers.get('x-total-count')).toBe('6');
    const approved = await f.request('GET', '/api/veteran-spotlights?status=approved', { cookie });
    expect(names(approved)).toEqual(['Featured Expired', 'Approved New', 'Approved Old']);
    const pending = await f.request('GET', '/api/veteran-spotlights?status=pending', { cookie });
    expect(names(pending)).toEqual(['Pending Pat']);
    const bad = await f.request('GET', '/api/veteran-spotlights?status=hidden', { cookie });
    expect(bad.status).toBe(400);
  });

  it('counts tiles by effective status', async () => {
    const stats = await f.request('GET', '/api/veteran-spotlights/stats', { cookie });
    expect(stats.json).toEqual({ total: 6, featured: 2, pending: 1, approved: 3 });
  });

  it('gives the public view to an admin through the published procedure', async () => {
    const asAdmin = f.caller(await f.adminUser());
    const all = await asAdmin.spotlights.list();
    expect(all.total).toBe(6);
    const published = await asAdmin.spotlights.published();
    expect(published.total).toBe(5);
    expect(published.items[0].effectiveStatus).toBe('featured');
    const visitor = await f.caller(null).spotlights.list({ limit: 1 });
    expect(visitor).toMatchObject({ total: 5, items: [{ veteranName: 'Featured Forever' }] });
    await expect(f.caller(null).spotlights.stats()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('spotlights: create', () => {
  it('creates a pending spotlight with trimmed fields and empty optionals as null', async () => {
    const res = await t.request('POST', '/api/veteran-spotlights', {
      cookie: admin,
      body: {
        veteranName: '  Maria Lopez ',
        quote: ' Service never ends. ',
        businessName: 'Lopez Logistics',
        businessDescription: '',
        location: ' San Antonio, TX ',
        branch: 'air_force',
        website: 'https://lopez.example.org',
        imageUrl: '',
        featuredUntil: '2027-01-01',
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      veteranName: 'Maria Lopez',
      quote: 'Service never ends.',
      businessName: 'Lopez Logistics',
      businessDescription: null,
      location: 'San Antonio, TX',
      branch: 'air_force',
      website: 'https://lopez.example.org',
      imageUrl: null,
      status: 'pending',
      effectiveStatus: 'pending',
      // only a featured spotlight carries an end date
      featuredUntil: null,
    });
  });

  it('features for 30 days when created featured without a date, or until the given date', async () => {
    const res = await t.request('POST', '/api/veteran-spotlights', {
      cookie: admin,
      body: { veteranName: 'F', quote: 'Q', status: 'featured' },
    });
    expect(res.json).toMatchObject({ status: 'featured', effectiveStatus: 'featured' });
    const until = new Date(res.json.featuredUntil).getTime();
    expect(Math.abs(until - daysFromNow(30).getTime())).toBeLessThan(60_000);
    const dated = await t.request('POST', '/api/veteran-spotlights', {
      cookie: admin,
      body: { veteranName: 'G', quote: 'Q', status: 'featured', featuredUntil: '2030-05-01T00:00:00.000Z' },
    });
    expect(dated.json.featuredUntil).toBe('2030-05-01T00:00:00.000Z');
  });

  it.each([
    [{}, 'Veteran name and quote are required.'],
    [{ veteranName: 'A' }, 'Veteran name and quote are required.'],
    [{ quote: 'Q' }, 'Veteran name and quote are required.'],
    [{ veteranName: '   ', quote: 'Q' }, 'Veteran name and quote are required.'],
    [{ veteranName: 'A', quote: '  ' }, 'Veteran name and quote are required.'],
    [{ veteranName: 'A', quote: 'Q', branch: 'army_ranger' }, 'Please choose a valid branch of service.'],
    [{ veteranName: 'A', quote: 'Q', website: 'lopez.example.org' }, 'Website must be a valid http(s) URL.'],
    [{ veteranName: 'A', quote: 'Q', imageUrl: 'javascript:alert(1)' }, 'Image URL must be a valid http(s) URL.'],
    [{ veteranName: 'A', quote: 'Q', featuredUntil: 'someday' }, 'Not a valid date.'],
    [{ veteranName: 'A', quote: 'Q', status: 'hidden' }, 'Status must be pending, approved or featured.'],
  ])('refuses %j with %s and writes nothing', async (body, message) => {
    const before = await t.db.$count(veteranSpotlights);
    const res = await t.request('POST', '/api/veteran-spotlights', { cookie: admin, body });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: message, code: 'BAD_REQUEST' });
    expect(await t.db.$count(veteranSpotlights)).toBe(before);
  });
});

describe('spotlights: update and delete', () => {
  it('features for 30 days, keeps the date while featured, clears it when moved away', async () => {
    const s = await createSpotlight({ status: 'pending' }, t.db);
    const feature = await t.request('PUT', `/api/veteran-spotlights/${s.id}`, { cookie: admin, body: { status: 'featured' } });
    expect(feature.status).toBe(200);
    expect(feature.json).toMatchObject({ status: 'featured', effectiveStatus: 'featured' });
    const until = feature.json.featuredUntil;
    expect(Math.abs(new Date(until).getTime() - daysFromNow(30).getTime())).toBeLessThan(60_000);
    const edit = await t.request('PUT', `/api/veteran-spotlights/${s.id}`, {
      cookie: admin,
      body: { status: 'featured', quote: ' New quote ' },
    });
    expect(edit.json).toMatchObject({ featuredUntil: until, quote: 'New quote' });
    const approve = await t.request('PUT', `/api/veteran-spotlights/${s.id}`, { cookie: admin, body: { status: 'approved' } });
    expect(approve.json).toMatchObject({ status: 'approved', featuredUntil: null, effectiveStatus: 'approved' });
    const pending = await t.request('PUT', `/api/veteran-spotlights/${s.id}`, { cookie: admin, body: { status: 'pending' } });
    expect(pending.json.status).toBe('pending');
    const dated = await t.request('PUT', `/api/veteran-spotlights/${s.id}`, {
      cookie: admin,
      body: { status: 'featured', featuredUntil: '2031-02-03T00:00:00.000Z' },
    });
    expect(dated.json.featuredUntil).toBe('2031-02-03T00:00:00.000Z');
    const forever = await t.request('PUT', `/api/veteran-spotlights/${s.id}`, { cookie: admin, body: { featuredUntil: null } });
    expect(forever.json).toMatchObject({ status: 'featured', featuredUntil: null, effectiveStatus: 'featured' });
  });

  it('features an expired feature again for a fresh 30 days', async () => {
    const s = await createSpotlight({ status: 'featured', featuredUntil: daysFromNow(-2) }, t.db);
    const res = await t.request('PUT', `/api/veteran-spotlights/${s.id}`, { cookie: admin, body: { status: 'featured' } });
    expect(new Date(res.json.featuredUntil).getTime()).toBeGreaterThan(daysFromNow(29).getTime());
    expect(res.json.effectiveStatus).toBe('featured');
  });

  it('edits text fields and validates them', async () => {
    const s = await createSpotlight({ businessName: 'Old Co' }, t.db);
    const res = await t.request('PUT', `/api/veteran-spotlights/${s.id}`, {
      cookie: admin,
      body: { veteranName: ' Sam ', businessName: '', location: 'Norfolk, VA' },
    });
    expect(res.json).toMatchObject({ veteranName: 'Sam', businessName: null, location: 'Norfolk, VA', status: 'pending', quote: s.quote });
    const blank = await t.request('PUT', `/api/veteran-spotlights/${s.id}`, { cookie: admin, body: { quote: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.json.error).toBe('Veteran name and quote are required.');
  });

  it('answers 404 for an unknown id', async () => {
    expect((await t.request('PUT', `/api/veteran-spotlights/${missingId}`, { cookie: admin, body: { status: 'approved' } })).status).toBe(
      404,
    );
    expect((await t.request('DELETE', `/api/veteran-spotlights/${missingId}`, { cookie: admin })).status).toBe(404);
  });

  it('deletes a spotlight', async () => {
    const s = await createSpotlight({}, t.db);
    const del = await t.request('DELETE', `/api/veteran-spotlights/${s.id}`, { cookie: admin });
    expect(del.status).toBe(200);
    expect(del.json.id).toBe(s.id);
    expect((await t.request('PUT', `/api/veteran-spotlights/${s.id}`, { cookie: admin, body: { status: 'approved' } })).status).toBe(404);
  });

  it('serves the same procedures to the typed tRPC caller', async () => {
    const caller = t.caller(await t.adminUser());
    const s = await caller.spotlights.create({ veteranName: 'Via tRPC', quote: 'Hello' });
    const featured = await caller.spotlights.update({ id: s.id, status: 'featured' });
    expect(featured.featuredUntil).toBeInstanceOf(Date);
    await expect(t.caller(null).spotlights.create({ veteranName: 'X', quote: 'Y' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
