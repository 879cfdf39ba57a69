/**
 * GET /api/subscribers/export.csv at 1,000,000 subscribers through the whole stack (an admin
 * session, Hono, REST adapter, tRPC, service, COPY), twice back to back in one process, against
 * PostgreSQL `COPY` of the same columns read by postgres.js in the same process. Prints the time
 * of each, their ratio (goal ≤ 3×) and the process's peak memory while exporting (goal ≤ 120 MB
 * above idle). Needs PostgreSQL: BENCH_DATABASE_URL or the local server. BENCH_SUBSCRIBERS.
 */
import { serve } from '@hono/node-server';
import postgres from 'postgres';
import { loadConfig } from '../src/server/config';
import { boot } from '../src/server/boot';
import { createApp } from '../src/server/app';
import { routeLogTo } from '../src/server/lib/logger';
import { reportFigure, throwawayDatabase } from './lib/report';

routeLogTo({ write: () => {} }, 'info');

const count = Number(process.env.BENCH_SUBSCRIBERS ?? 1_000_000);
const database = await throwawayDatabase('muster_bench_export');
const MB = 1024 * 1024;
/** a difference in MB with its sign: the RSS may end below its idle figure */
const signedMb = (bytes: number) => `${bytes >= 0 ? '+' : '−'}${Math.abs(bytes / MB).toFixed(0)}`;

/** The highest RSS and heap seen while `work` runs, sampled every 20 ms. */
async function peakMemoryOf<T>(work: () => Promise<T>) {
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  const timer = setInterval(sample, 20);
  sample();
  try {
    return { result: await work(), rss, heap };
  } finally {
    clearInterval(timer);
  }
}

/** Reads a byte stream to its end: its size and its CRLF count (records + header). */
async function drain(body: AsyncIterable<Uint8Array>) {
  let bytes = 0;
  let records = 0;
  let lastByte = 0; // a CRLF may straddle two chunks
  for await (const chunk of body) {
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) if ((i ? chunk[i - 1] : lastByte) === 13) records++;
    if (chunk.length) lastByte = chunk[chunk.length - 1];
  }
  return { bytes, records };
}

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

try {
  const config = loadConfig({ DATABASE_URL: database.url, ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench-password' });
  const runtime = await boot(config);
  const seed = postgres(database.url, { max: 1, onnotice: () => {} });
  console.log(`seeding ${count.toLocaleString('en-US')} subscribers…`);
  await seed.unsafe(`insert into subscribers (email, name, veteran_branch, subscribed, subscribed_at, unsubscribed_at, token)
    select 'reader' || n || '@example.org',
      case when n % 10 = 0 then 'Doe, "Jo" ' || n when n % 97 = 0 then '=SUM(' || n || ')' when n % 5 = 0 then null else 'Reader ' || n end,
      (array['army', 'navy', 'marines', 'air_force', null])[1 + n % 5], n % 9 <> 0,
      timestamptz '2024-01-01' + n * interval '1 second' + (n % 1000) * interval '1 microsecond',
      case when n % 9 = 0 then timestamptz '2025-06-01' + n * interval '1 second' end, md5(n::text) || md5((n + 1)::text)
    from generate_series(1, ${count}) n`);
  await seed.unsafe('vacuum analyze subscribers');
  await seed.end();

  const server = serve({ fetch: createApp({ ...runtime, serveClient: false }).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => setTimeout(r, 200));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: 'bench-password' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const exportOnce = () =>
    timed(async () => {
      const res = await fetch(`${base}/api/subscribers/export.csv`, { headers: { cookie } });
      if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
      return drain(res.body);
    });
  const copyOnce = () =>
    timed(async () => {
      const sql = postgres(database.url, { max: 1, onnotice: () => {} });
      const stream = await sql
        .unsafe(
          'copy (select email, name, veteran_branch, subscribed, subscribed_at, unsubscribed_at from subscribers) to stdout (format csv)',
        )
        .readable();
      const result = await drain(stream);
      await sql.end({ timeout: 0 });
      return result;
    });

  const idle = process.memoryUsage().rss;
  const runs = [];
  for (let round = 1; round <= 2; round++) {
    const copy = await copyOnce();
    const exported = await peakMemoryOf(exportOnce);
    runs.push({ copy, exported });
    console.log(
      `export ${round}: ${exported.result.seconds.toFixed(2)} s, ${(exported.result.bytes / MB).toFixed(0)} MB   COPY ${copy.seconds.toFixed(2)} s` +
        `   ratio ${(exported.result.seconds / copy.seconds).toFixed(2)}×   peak RSS ${(exported.rss / MB).toFixed(0)} MB` +
        ` (idle ${(idle / MB).toFixed(0)} MB, ${signedMb(exported.rss - idle)})   peak heap ${(exported.heap / MB).toFixed(0)} MB`,
    );
    if (exported.result.records !== count + 1) throw new Error(`export ${round} wrote ${exported.result.records - 1} of ${count} rows`);
  }
  const worst = runs.reduce((a, b) => (b.exported.result.seconds / b.copy.seconds > a.exported.result.seconds / a.copy.seconds ? b : a));
  const peak = Math.max(...runs.map((r) => r.exported.rss));
  reportFigure({
    name: `Subscriber CSV export, ${count.toLocaleString('en-US')} rows, worse of 2`,
    figure: `${worst.exported.result.seconds.toFixed(2)} s`,
    baseline: `COPY ${worst.copy.seconds.toFixed(2)} s`,
    ratio: `${(worst.exported.result.seconds / worst.copy.seconds).toFixed(2)}×`,
    goal: '≤ 3×',
  });
  reportFigure({
    name: 'Subscriber CSV export, peak memory above idle',
    figure: `${signedMb(peak - idle)} MB RSS`,
    baseline: `idle ${(idle / MB).toFixed(0)} MB`,
    ratio: '—',
    goal: '≤ 120 MB',
  });

  server.close();
  await runtime.database.close();
} finally {
  await database.drop();
}
