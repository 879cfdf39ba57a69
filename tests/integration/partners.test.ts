import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { expectAdminOnly } from '../support/authz';
import { createPartner } from '../factories/partners';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';

describe('partners', () => {
  it('is admin only on every path', async () => {
    const p = await createPartner({}, t.db);
    await expectAdminOnly(t, 'GET', '/api/partners');
    await expectAdminOnly(t, 'GET', '/api/partners/stats');
    await expectAdminOnly(t, 'POST', '/api/partners', { name: 'X', contentType: 'banner' });
    await expectAdminOnly(t, 'PUT', `/api/partners/${p.id}`, { status: 'approved' });
    await expectAdminOnly(t, 'DELETE', `/api/partners/${p.id}`);
    const still = await t.request('GET', '/api/partners', { cookie: admin });
    expect(still.json.find((r: { id: string }) => r.id === p.id)?.status).toBe('pending');
  });

  it('creates a partner with trimmed fields, pending, and empty optionals as null', async () => {
    const res = await t.request('POST', '/api/partners', {
      cookie: admin,
      body: { name: '  Hire Heroes  ', contentType: 'sponsored', website: '', description: ' Jobs ', scheduledDate: '2026-12-01' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: 'Hire Heroes',
      contentType: 'sponsored',
      status: 'pending',
      website: null,
      description: 'Jobs',
      scheduledDate: '2026-12-01T00:00:00.000Z',
    });
  });

  it('refuses a blank name or a missing content type with the spec message', async () => {
    for (const body of [{ name: '   ', contentType: 'banner' }, { name: 'A' }, { name: 'A', contentType: 'poster' }]) {
      const res = await t.request('POST', '/api/partners', { cookie: admin, body });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error: 'Please fill in the required fields.', code: 'BAD_REQUEST' });
    }
  });

  it('enforces the state machine with 409 for forbidden moves', async () => {
    const p = await createPartner({}, t.db);
    const approve = await t.request('PUT', `/api/partners/${p.id}`, { cookie: admin, body: { status: 'approved' } });
    expect(approve.status).toBe(200);
    expect(approve.json.status).toBe('approved');
    const reject = await t.request('PUT', `/api/partners/${p.id}`, { cookie: admin, body: { status: 'rejected' } });
    expect(reject.status).toBe(409);
    const reset = await t.request('PUT', `/api/partners/${p.id}`, { cookie: admin, body: { status: 'pending' } });
    expect(reset.json.status).toBe('pending');
    await t.request('PUT', `/api/partners/${p.id}`, { cookie: admin, body: { status: 'rejected' } });
    const stuck = await t.request('PUT', `/api/partners/${p.id}`, { cookie: admin, body: { status: 'pending' } });
    expect(stuck.status).toBe(409);
    expect(stuck.json.code).toBe('CONFLICT');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const put = await t.request('PUT', `/api/partners/${missingId}`, { cookie: admin, body: { status: 'approved' } });
    expect(put.status).toBe(404);
    const del = await t.request('DELETE', `/api/partners/${missingId}`, { cookie: admin });
    expect(del.status).toBe(404);
    const bad = await t.request('DELETE', '/api/partners/not-a-uuid', { cookie: admin });
    expect(bad.status).toBe(400);
  });

  it('lists newest first, filters by status in SQL, pages with X-Total-Count', async () => {
    const fresh = await createTestApp();
    try {
      const cookie = await fresh.login();
      for (let i = 0; i < 5; i++)
        await createPartner(
          { name: `P${i}`, status: i % 2 ? 'approved' : 'pending', createdAt: new Date(Date.UTC(2026, 0, 1 + i)) },
          fresh.db,
        );
      const all = await fresh.request('GET', '/api/partners?limit=2', { cookie });
      expect(all.json.map((r: { name: string }) => r.name)).toEqual(['P4', 'P3']);
      expect(all.headers.get('x-total-count')).toBe('5');
      const approved = await fresh.request('GET', '/api/partners?status=approved', { cookie });
      expect(approved.json.map((r: { name: string }) => r.name)).toEqual(['P3', 'P1']);
      expect(approved.headers.get('x-total-count')).toBe('2');
      const stats = await fresh.request('GET', '/api/partners/stats', { cookie });
      expect(stats.json).toEqual({ total: 5, pending: 3, approved: 2, rejected: 0 });
      const tooBig = await fresh.request('GET', '/api/partners?limit=500', { cookie });
      expect(tooBig.status).toBe(400);
    } finally {
      await fresh.close();
    }
  });

  it('deletes a partner', async () => {
    const p = await createPartner({}, t.db);
    const del = await t.request('DELETE', `/api/partners/${p.id}`, { cookie: admin });
    expect(del.status).toBe(200);
    expect((await t.request('PUT', `/api/partners/${p.id}`, { cookie: admin, body: { status: 'approved' } })).status).toBe(404);
  });

  it('serves the same procedures to the typed tRPC caller', async () => {
    const caller = t.caller(await t.adminUser());
    const created = await caller.partners.create({ name: 'Via tRPC', contentType: 'banner' });
    const page = await caller.partners.list({ status: 'pending' });
    expect(page.items.some((p) => p.id === created.id)).toBe(true);
    await expect(t.caller(null).partners.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
