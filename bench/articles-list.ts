/**
 * GET /api/articles (a page of 20) through the whole stack — Hono, REST adapter, createCaller,
 * tRPC middleware, service, drizzle — against a bare Hono route running the same SQL (the page and
 * its total in one statement) with raw postgres.js, in the same process and on the same database. Prints both and their ratio
 * (goal ≥ 0.8). Needs PostgreSQL: BENCH_DATABASE_URL or the local server.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import postgres from 'postgres';
import { loadConfig } from '../src/server/config';
import { boot } from '../src/server/boot';
import { createApp } from '../src/server/app';
import { articles } from '../src/server/db/schema';
import { routeLogTo } from '../src/server/lib/logger';
import { fmt, load, type LoadResult } from './lib/load';
import { reportFigure, throwawayDatabase } from './lib/report';

// every request is logged at info as in production; the lines are built, then dropped, so the
// figures include the logging work but the output stays readable
routeLogTo({ write: () => {} }, 'info');

const database = await throwawayDatabase('muster_bench_articles');
const url = new URL(database.url);

try {
  const config = loadConfig({ DATABASE_URL: url.toString(), ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench-password' });
  const runtime = await boot(config);
  const rows = Array.from({ length: 2000 }, (_, i) => ({
    headline: `Benchmark article ${i}`,
    slug: `benchmark-article-${i}`,
    content: `<p>${'Veterans news paragraph. '.repeat(40)}</p>`,
    section: 'policy_watch' as const,
    createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 500) await runtime.database.db.insert(articles).values(rows.slice(i, i + 500));

  const full = createApp({ ...runtime, serveClient: false });
  const raw = postgres(url.toString(), { max: 10 });
  const bare = new Hono();
  bare.get('/raw', async (c) =>
    c.json(
      await raw`select id, headline, slug, content, section, source_link as "sourceLink", video_url as "videoUrl",
        summary, generated_by_ai as "generatedByAI", created_at as "createdAt",
        (select count(*) from articles)::int as total
        from articles order by created_at desc, id desc limit 20 offset 0`.then((rows) => {
        // the same answer as the full stack: the page, and the total in X-Total-Count
        c.header('X-Total-Count', String(rows[0]?.total ?? 0));
        return rows.map(({ total: _total, ...article }) => article);
      }),
    ),
  );

  const fullServer = serve({ fetch: full.fetch, port: 0, hostname: '127.0.0.1' });
  const bareServer = serve({ fetch: bare.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => setTimeout(r, 200));
  const port = (s: typeof fullServer) => (s.address() as { port: number }).port;
  const fullUrl = `http://127.0.0.1:${port(fullServer)}/api/articles?limit=20`;
  const bareUrl = `http://127.0.0.1:${port(bareServer)}/raw`;

  const check = await (await fetch(fullUrl)).json();
  if (!Array.isArray(check) || check.length !== 20) throw new Error('GET /api/articles did not return a page of 20');

  await load(fullUrl, { seconds: 1 });
  await load(bareUrl, { seconds: 1 });
  // alternate the two so machine noise hits both alike
  const results: { full: LoadResult[]; bare: LoadResult[] } = { full: [], bare: [] };
  for (let round = 0; round < 3; round++) {
    results.bare.push(await load(bareUrl));
    results.full.push(await load(fullUrl));
  }
  const best = (list: LoadResult[]) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
  const f = best(results.full);
  const b = best(results.bare);
  console.log('GET /api/articles?limit=20 — 2,000 articles, 8 connections, best of 3 × 4 s');
  console.log(`  bare Hono + raw postgres.js : ${fmt(b)}`);
  console.log(`  Muster full stack           : ${fmt(f)}`);
  console.log(`  throughput ratio ${(f.rps / b.rps).toFixed(2)} (goal ≥ 0.80)   p99 ratio ${(b.p99 / f.p99).toFixed(2)}`);
  reportFigure({
    name: 'GET /api/articles?limit=20, full stack',
    figure: `${f.rps.toFixed(0)} req/s`,
    baseline: `bare route ${b.rps.toFixed(0)} req/s`,
    ratio: (f.rps / b.rps).toFixed(2),
    goal: '≥ 0.80',
  });

  fullServer.close();
  bareServer.close();
  await raw.end();
  await runtime.database.close();
} finally {
  await database.drop();
}
