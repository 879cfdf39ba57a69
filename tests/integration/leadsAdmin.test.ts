import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/testApp';
import { expectAdminOnly } from '../support/authz';
import type { SmtpPeer } from '../support/smtpPeer';
import { startMailingApp } from '../support/mailingApp';
import { until } from '../support/receivedMail';
import { createVendor } from '../factories/marketplace';
import { leads } from '../../src/server/db/schema';

let t: TestApp;
let peer: SmtpPeer;
let admin: string;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, peer, close } = await startMailingApp('Muster <leads@muster.example>', {
    refuse: (to) => (to.startsWith('gone@') ? { code: 550, message: 'No such user' } : null),
  }));
  admin = await t.login();
});
afterAll(() => close());
const missingId = '00000000-0000-4000-8000-000000000000';

describe('leads for the admin', () => {
  it('is admin only on every new path, and changes nothing for others', async () => {
    const [lead] = await t.db.insert(leads).values({ veteranName: 'Guarded', veteranEmail: 'g@example.org' }).returning();
    await expectAdminOnly(t, 'GET', '/api/leads');
    await expectAdminOnly(t, 'GET', '/api/leads/stats');
    await expectAdminOnly(t, 'PUT', `/api/leads/${lead.id}`, { status: 'contacted' });
    const list = await t.request('GET', '/api/leads?status=all&q=Guarded', { cookie: admin });
    expect(list.json).toEqual([expect.objectContaining({ id: lead.id, status: 'new', contactedBy: null })]);
  });

  it('lists urgent before high before medium, newest first within a priority, with the provider named', async () => {
    const vendor = await createVendor({ companyName: 'Order Legal Aid' }, t.db);
    const make = (veteranName: string, priority: 'urgent' | 'high' | 'medium' | 'low', createdAt: string) =>
      t.db.insert(leads).values({ veteranName, veteranEmail: 'o@example.org', priority, createdAt: new Date(createdAt), source: 'order' });
    await make('Order low', 'low', '2026-01-05');
    await make('Order medium old', 'medium', '2026-01-01');
    await make('Order urgent', 'urgent', '2026-01-02');
    await make('Order medium new', 'medium', '2026-01-04');
    await t.db
      .insert(leads)
      .values({ veteranName: 'Order high', veteranPhone: '555', priority: 'high', vendorId: vendor.id, source: 'order' });
    const res = await t.request('GET', '/api/leads?q=Order&limit=10', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('5');
    expect(res.json.map((l: { veteranName: string }) => l.veteranName)).toEqual([
      'Order urgent',
      'Order high',
      'Order medium new',
      'Order medium old',
      'Order low',
    ]);
    expect(res.json[1]).toMatchObject({ vendorName: 'Order Legal Aid', crisisFlag: false });
  });

  it('works a lead new → contacted → closed, recording who and when, and refuses a skipped or unknown move', async () => {
    const [lead] = await t.db.insert(leads).values({ veteranName: 'Worked', veteranPhone: '555-0100' }).returning();
    const contacted = await t.request('PUT', `/api/leads/${lead.id}`, {
      cookie: admin,
      body: { status: 'contacted', notes: ' Called, left a message ' },
    });
    expect(contacted.status).toBe(200);
    expect(contacted.json).toMatchObject({ status: 'contacted', contactedBy: 'admin', notes: 'Called, left a message', closedAt: null });
    expect(Date.now() - new Date(contacted.json.contactedAt).getTime()).toBeLessThan(60_000);

    const back = await t.request('PUT', `/api/leads/${lead.id}`, { cookie: admin, body: { status: 'new' } });
    expect(back.status).toBe(409);
    expect(back.json).toMatchObject({ code: 'CONFLICT' });

    const closed = await t.request('PUT', `/api/leads/${lead.id}`, { cookie: admin, body: { status: 'closed' } });
    expect(closed.json).toMatchObject({ status: 'closed', closedBy: 'admin', contactedBy: 'admin', notes: 'Called, left a message' });

    const open = await t.request('GET', '/api/leads?q=Worked', { cookie: admin });
    expect(open.json).toEqual([]);
    const stats = await t.request('GET', '/api/leads/stats', { cookie: admin });
    expect(stats.json.closed).toBeGreaterThanOrEqual(1);

    expect((await t.request('PUT', `/api/leads/${missingId}`, { cookie: admin, body: { status: 'closed' } })).status).toBe(404);
    const bad = await t.request('PUT', `/api/leads/${lead.id}`, { cookie: admin, body: { status: 'lost' } });
    expect(bad.status).toBe(400);
  });
});

describe('a veteran contacting a provider', () => {
  it('emails the provider the request and the veteran a copy, through the mail queue', async () => {
    const vendor = await createVendor({ companyName: 'Mail Legal Aid', email: 'intake@legal-aid.example' }, t.db);
    const res = await t.request('POST', '/api/leads', {
      body: {
        name: 'Dana Ruiz',
        email: 'dana@example.org',
        phone: '512-555-0199',
        status: 'contacted',
        source: 'marketplace',
        vendorId: vendor.id,
        message: 'Help with a VA appeal, please.',
      },
    });
    expect(res.status).toBe(201);
    await until(() => peer.received.filter((m) => m.raw.includes('Dana Ruiz')).length === 2);
    const toProvider = peer.received.find((m) => m.to.includes('intake@legal-aid.example'))!;
    expect(toProvider.raw).toContain('Subject: New request from Dana Ruiz via Muster');
    expect(toProvider.raw).toContain('Reply-To: dana@example.org');
    expect(toProvider.raw).toContain('Help with a VA appeal, please.');
    expect(toProvider.raw).toContain('512-555-0199');
    const copy = peer.received.find((m) => m.to.includes('dana@example.org'))!;
    expect(copy.raw).toContain('Subject: Your request to Mail Legal Aid');
    expect(copy.raw).toContain('Help with a VA appeal, please.');
  });

  it('sends nothing when the request is refused', async () => {
    const before = peer.received.length;
    const res = await t.request('POST', '/api/leads', {
      body: { name: 'Nobody', email: 'n@example.org', status: 'contacted', vendorId: missingId },
    });
    expect(res.status).toBe(404);
    await new Promise((r) => setTimeout(r, 1500));
    expect(peer.received.length).toBe(before);
  });
});
