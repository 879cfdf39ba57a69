import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { subscribers } from '../../src/server/db/schema';
import { csvCell } from '../../src/server/lib/csv';
import { csvTextSql } from '../../src/server/lib/csvCopy';
import { exportSubscribersCsv } from '../../src/server/services/subscribers/exportCsv';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tricky = [
  '=SUM(A1)',
  '+1 555',
  '-2',
  '@cmd',
  '\tindent',
  '\rcr',
  "'quoted already",
  'a=b',
  '',
  'say "hi", then\r\nleave',
  'line\nbreak',
  ' spaced ',
  'Ünïcødé – 漢字',
  '\\.',
  'NULL',
];

describe('the CSV rules in SQL (COPY exports)', () => {
  it('defuse formulas and empty fields as csvCell does', async () => {
    for (const value of tricky) {
      const [row] = await t.runtime.database.query<{ v: string | null }>(`select ${csvTextSql('$1::text')} as v`, [value]);
      // csvCell leaves an already defused value alone, so equal cells mean the rules agree
      expect(csvCell(row.v), JSON.stringify(value)).toBe(csvCell(value));
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the subscriber export through COPY', () => {
  beforeAll(async () => {
    await t.db.insert(subscribers).values(
      tricky.map((name, i) => ({
        email: `${i % 3 === 0 ? '-' : ''}tricky${i}@example.org`,
        name: i === 1 ? null : name,
        veteranBranch: (['army', 'coast_guard', null, 'unknown_branch', '=evil'] as never[])[i % 5],
        subscribed: i % 2 === 0,
        subscribedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, i, 999)),
        unsubscribedAt: i % 2 ? new Date(Date.UTC(2025, 5, 1, 0, 0, 0, i)) : null,
      })),
    );
    // microseconds: both writers must cut them, not round them
    await t.runtime.database.exec(
      `update subscribers set subscribed_at = subscribed_at + interval '999 microseconds' where email like '%tricky1@%'`,
    );
    // one millisecond, two subscribers: ordered by the full timestamp, not by the written one and then the id
    await t.runtime.database.exec(`insert into subscribers (id, email, subscribed_at) values
      ('00000000-0000-4000-8000-000000000001', 'later.in.the.millisecond@example.org', '2025-03-01 00:00:00.000900+00'),
      ('00000000-0000-4000-8000-000000000002', 'earlier.in.the.millisecond@example.org', '2025-03-01 00:00:00.000100+00')`);
    await t.db
      .insert(subscribers)
      .values(Array.from({ length: 3000 }, (_, i) => ({ email: `bulk${i}@example.org`, name: `Reader "${i}", veteran\n` })));
  });

  const copyOut = () => t.runtime.database.copyOut;
  const read = (body: ReadableStream<Uint8Array>) => new Response(body).arrayBuffer().then((b) => Buffer.from(b));

  it('writes the same bytes as the batched export', async () => {
    const viaCopy = await read(exportSubscribersCsv(t.db, new Date(), { copyOut: copyOut() }).body);
    const batched = await read(exportSubscribersCsv(t.db, new Date()).body);
    expect(viaCopy.length).toBeGreaterThan(100_000);
    expect(viaCopy.equals(batched)).toBe(true);
  });

  const exportBackends = () =>
    t.runtime.database.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where query like 'copy (select%' and state = 'active'`,
    );

  it('ends the COPY and frees its connection when the download is cancelled', async () => {
    const pool = 10;
    for (let i = 0; i < pool + 2; i++) {
      const reader = exportSubscribersCsv(t.db, new Date(), { copyOut: copyOut() }).body.getReader();
      const first = await reader.read();
      expect(first.done).toBe(false);
      await reader.cancel();
    }
    // more cancelled downloads than connections: a leaked one would leave this query waiting
    expect(await exportBackends()).toEqual([{ n: 0 }]);
    const again = await read(exportSubscribersCsv(t.db, new Date(), { copyOut: copyOut() }).body);
    // header, rows (the tricky ones, two in one millisecond, the bulk), one CRLF inside a quoted
    // name, and the empty rest after the last CRLF
    expect(again.toString().split('\r\n')).toHaveLength(1 + tricky.length + 2 + 3000 + 1 + 1);
  });
});
