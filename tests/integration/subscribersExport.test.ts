import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { createSubscriber } from '../factories/subscribers';
import { subscribers } from '../../src/server/db/schema';
import { exportSubscribersCsv } from '../../src/server/services/subscribers/exportCsv';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const lines = (text: string) => text.split('\r\n').slice(0, -1);

describe('subscriber CSV export', () => {
  it('writes a header, labels, statuses, ISO dates, RFC 4180 quoting and defused formulas', async () => {
    await createSubscriber(
      { email: 'first@example.org', name: 'Doe, "Jo"', veteranBranch: 'air_force', subscribedAt: new Date('2025-01-01T08:00:00.000Z') },
      t.db,
    );
    await createSubscriber(
      {
        email: 'second@example.org',
        name: '=HYPERLINK("http://evil.example","click")',
        veteranBranch: 'marines',
        subscribed: false,
        subscribedAt: new Date('2025-01-02T08:00:00.000Z'),
        unsubscribedAt: new Date('2025-02-03T04:05:06.789Z'),
      },
      t.db,
    );
    await createSubscriber({ email: 'third@example.org', name: '@SUM(1)', subscribedAt: new Date('2025-01-03T08:00:00.000Z') }, t.db);
    const res = await t.request('GET', '/api/subscribers/export.csv', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="muster-subscribers-${today}.csv"`);
    expect(res.text.endsWith('\r\n')).toBe(true);
    expect(lines(res.text)).toEqual([
      'email,name,branch,status,subscribed_at,unsubscribed_at',
      'first@example.org,"Doe, ""Jo""",Air Force,Subscribed,2025-01-01T08:00:00.000Z,',
      'second@example.org,"\'=HYPERLINK(""http://evil.example"",""click"")",Marine Corps,Unsubscribed,2025-01-02T08:00:00.000Z,2025-02-03T04:05:06.789Z',
      "third@example.org,'@SUM(1),,Subscribed,2025-01-03T08:00:00.000Z,",
    ]);
  });

  it('streams every subscriber, past the 1000-row batch, each exactly once in subscribedAt order', async () => {
    // one statement: every row shares the same now(), microseconds included, so only the id orders them
    const many = Array.from({ length: 1205 }, (_, i) => ({ email: `bulk${String(i).padStart(4, '0')}@example.org` }));
    await t.db.insert(subscribers).values(many);
    const res = await t.request('GET', '/api/subscribers/export.csv', { cookie: admin });
    const rows = lines(res.text).slice(1);
    expect(rows).toHaveLength(1208);
    const emails = rows.map((r) => r.split(',')[0]);
    expect(new Set(emails).size).toBe(1208);
    expect(emails.slice(0, 3)).toEqual(['first@example.org', 'second@example.org', 'third@example.org']);
    expect(emails.filter((e) => e.startsWith('bulk'))).toHaveLength(1205);
    // the page size of the list does not apply to the export
    const list = await t.request('GET', '/api/subscribers', { cookie: admin });
    expect(list.json).toHaveLength(50);
    expect(list.headers.get('x-total-count')).toBe('1208');
  });

  it('walks small keyset batches without repeating or losing rows', async () => {
    const download = exportSubscribersCsv(t.db, new Date('2026-03-04T23:59:00Z'), { batchSize: 7 });
    expect(download.filename).toBe('muster-subscribers-2026-03-04.csv');
    const text = await new Response(download.body).text();
    const emails = lines(text)
      .slice(1)
      .map((r) => r.split(',')[0]);
    expect(emails).toHaveLength(1208);
    expect(new Set(emails).size).toBe(1208);
  });
});
