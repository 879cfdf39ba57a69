/**
 * What the per-address rate limit costs a public POST: `POST /api/chat/message` (rules only, no
 * model) through the whole stack with RATE_LIMIT_CHAT counting every request (limit set out of
 * reach) against the same stack with it off, alternating, same process, same database. All
 * requests come from one address, so they all update one counter row: the worst case for the
 * upsert. Needs PostgreSQL: BENCH_DATABASE_URL or the local server.
 */
import { serve } from '@hono/node-server';
import { loadConfig, type Config } from '../src/server/config';
import { boot } from '../src/server/boot';
import { createApp } from '../src/server/app';
import { createServices } from '../src/server/services';
import { routeLogTo } from '../src/server/lib/logger';
import { fmt, load, type LoadResult } from './lib/load';
import { reportFigure, throwawayDatabase } from './lib/report';

// every request is logged at info as in production; the lines are built, then dropped
routeLogTo({ write: () => {} }, 'info');

const database = await throwawayDatabase('muster_bench_rate');
const url = new URL(database.url);

try {
  const base = loadConfig({ DATABASE_URL: url.toString(), ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench-password' });
  const runtime = await boot(base);
  const appWith = (config: Config) =>
    createApp({
      ...runtime,
      config,
      services: createServices({ db: runtime.database.db, database: runtime.database, config, jobs: runtime.jobs, mailer: runtime.mailer }),
      serveClient: false,
    });
  const counted = appWith({ ...base, rateLimits: { ...base.rateLimits, chat: { max: 1e9, windowSeconds: 3600 } } });
  const uncounted = appWith({ ...base, rateLimits: { ...base.rateLimits, chat: null } });

  const servers = [counted, uncounted].map((app) => serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }));
  await new Promise((r) => setTimeout(r, 200));
  const [countedUrl, uncountedUrl] = servers.map((s) => `http://127.0.0.1:${(s.address() as { port: number }).port}/api/chat/message`);
  const init: RequestInit = {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionId: 'bench', message: 'How do I use my GI Bill for a trade school?' }),
  };

  await load(countedUrl, { seconds: 1, init });
  await load(uncountedUrl, { seconds: 1, init });
  const results: { counted: LoadResult[]; uncounted: LoadResult[] } = { counted: [], uncounted: [] };
  for (let round = 0; round < 3; round++) {
    results.uncounted.push(await load(uncountedUrl, { init }));
    results.counted.push(await load(countedUrl, { init }));
  }
  const best = (list: LoadResult[]) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
  const c = best(results.counted);
  const u = best(results.uncounted);
  console.log('POST /api/chat/message — one client address, 8 connections, best of 3 × 4 s');
  console.log(`  rate limit off      : ${fmt(u)}`);
  console.log(`  counted per address : ${fmt(c)}`);
  console.log(`  throughput ratio ${(c.rps / u.rps).toFixed(2)}   p99 ratio ${(u.p99 / c.p99).toFixed(2)}`);
  reportFigure({
    name: 'Public POST with the rate limit counting',
    figure: `${c.rps.toFixed(0)} req/s`,
    baseline: `limit off ${u.rps.toFixed(0)} req/s`,
    ratio: (c.rps / u.rps).toFixed(2),
    goal: 'near 1 (no goal set)',
  });

  for (const s of servers) s.close();
  await runtime.database.close();
} finally {
  await database.drop();
}
