import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type Runtime } from '../../src/server/boot';
import { loadConfig } from '../../src/server/config';
import { newsMonitoringConfig } from '../../src/server/db/schema';
import { newsMonitorTick, startNewsMonitorTicker } from '../../src/server/jobs/newsMonitor';
import { setNewsConfig } from '../factories/breakingNews';
import { rssOf, startFeedServer, type FeedServer } from '../support/feedServer';
import { freshServerDatabase } from '../support/freshDatabase';
import { createTestApp, type TestApp } from '../support/testApp';

const MIN = 60_000;
const serverUrl = process.env.TEST_DATABASE_URL;

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer({
    '/va.rss': rssOf('VA News', [
      { title: 'VA opens PACT Act claims', link: 'https://news.va.test/pact', description: 'Veterans may file.' },
    ]),
  });
});
afterAll(() => feeds.close());

const feedHits = () => feeds.hits.filter((h) => h.path === '/va.rss').length;
const configure = (db: Runtime['database']['db'], overrides: Partial<typeof newsMonitoringConfig.$inferInsert> = {}) =>
  setNewsConfig(
    { keywords: ['PACT Act'], sources: [feeds.url('/va.rss'), feeds.url('/down.rss')], checkIntervalMinutes: 15, ...overrides },
    db,
  );

describe('the scheduled news check (one runtime, clock given)', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ outboundAllowPrivate: true });
    admin = await t.login();
  });
  afterAll(() => t.close());

  it('checks nothing while monitoring is off, then once per interval once it is on', async () => {
    await configure(t.db, { isEnabled: false });
    const t0 = new Date('2026-03-02T10:00:00Z');
    expect(await newsMonitorTick(t.runtime, t0)).toBeNull();
    await t.db.update(newsMonitoringConfig).set({ isEnabled: true });

    const before = feedHits();
    expect(await newsMonitorTick(t.runtime, t0)).toMatchObject({ added: 1 });
    expect(await newsMonitorTick(t.runtime, new Date(t0.getTime() + 5 * MIN))).toBeNull();
    expect(await newsMonitorTick(t.runtime, new Date(t0.getTime() + 14 * MIN))).toBeNull();
    expect(await newsMonitorTick(t.runtime, new Date(t0.getTime() + 15 * MIN))).not.toBeNull();
    expect(feedHits() - before).toBe(2);

    const config = await t.request('GET', '/api/news-config', { cookie: admin });
    expect(config.json.lastCheckedAt).toBe('2026-03-02T10:15:00.000Z');
  });

  it('keeps each source health and sends its validators back (a 304 keeps the item count)', async () => {
    const res = await t.request('GET', '/api/news-config/sources', { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      {
        url: feeds.url('/va.rss'),
        lastCheckedAt: '2026-03-02T10:15:00.000Z',
        lastSuccessAt: '2026-03-02T10:15:00.000Z',
        lastErrorAt: null,
        lastError: null,
        itemsSeen: 1,
      },
      {
        url: feeds.url('/down.rss'),
        lastCheckedAt: '2026-03-02T10:15:00.000Z',
        lastSuccessAt: null,
        lastErrorAt: '2026-03-02T10:15:00.000Z',
        lastError: 'The server answered HTTP 503.',
        itemsSeen: 0,
      },
    ]);
    const last = feeds.hits.filter((h) => h.path === '/va.rss').at(-1);
    expect(last?.ifNoneMatch).toMatch(/^"\d+"$/);
  });

  it('forgets the health of a source taken out of the configuration', async () => {
    const current = (await t.request('GET', '/api/news-config', { cookie: admin })).json;
    const saved = await t.request('PUT', '/api/news-config', { cookie: admin, body: { ...current, sources: [feeds.url('/va.rss')] } });
    expect(saved.status).toBe(200);
    const res = await t.request('GET', '/api/news-config/sources', { cookie: admin });
    expect(res.json.map((s: { url: string }) => s.url)).toEqual([feeds.url('/va.rss')]);
  });
});

/** A runtime of its own on a database that outlives it: PostgreSQL when given, else PGlite in a folder. */
async function instance(where: { databaseUrl?: string; dataDir: string }) {
  const config = loadConfig({
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'correct horse battery staple',
    OUTBOUND_ALLOW_PRIVATE: 'true',
    DATA_DIR: where.dataDir,
    ...(where.databaseUrl ? { DATABASE_URL: where.databaseUrl } : {}),
  });
  const runtime = await boot(config);
  return {
    runtime,
    close: async () => {
      await runtime.jobs.stop({ graceful: false });
      runtime.mailer.close();
      await runtime.database.close();
    },
  };
}

describe('the scheduled news check across restarts and instances', () => {
  let database: Awaited<ReturnType<typeof freshServerDatabase>> | null = null;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'muster-monitor-'));
    database = serverUrl ? await freshServerDatabase(serverUrl) : null;
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const where = () => ({ databaseUrl: database?.url, dataDir });
  // the interval passes for the database, without waiting for it
  const rewind = (runtime: Runtime) =>
    runtime.database.db
      .update(newsMonitoringConfig)
      .set({ lastCheckedAt: sql`${newsMonitoringConfig.lastCheckedAt} - interval '15 minutes'` });

  it('a restart between checks neither repeats nor loses the schedule', async () => {
    const first = await instance(where());
    await configure(first.runtime.database.db);
    const before = feedHits();
    expect(await newsMonitorTick(first.runtime)).not.toBeNull();
    await first.close();

    const second = await instance(where());
    try {
      expect(await newsMonitorTick(second.runtime)).toBeNull();
      expect(feedHits() - before).toBe(1);
      await rewind(second.runtime);
      expect(await newsMonitorTick(second.runtime)).not.toBeNull();
      expect(feedHits() - before).toBe(2);
    } finally {
      await second.close();
    }
  });

  it.skipIf(!serverUrl)('two instances ticking on one PostgreSQL check once per interval', async () => {
    const a = await instance(where());
    const b = await instance(where());
    const tickers = [startNewsMonitorTicker(a.runtime, 0.1), startNewsMonitorTicker(b.runtime, 0.1)];
    try {
      await rewind(a.runtime);
      const before = feedHits();
      await new Promise((r) => setTimeout(r, 1500));
      expect(feedHits() - before).toBe(1);
      await rewind(b.runtime);
      await new Promise((r) => setTimeout(r, 1500));
      expect(feedHits() - before).toBe(2);
    } finally {
      await Promise.all(tickers.map((x) => x.stop()));
      await a.close();
      await b.close();
    }
  });
});
