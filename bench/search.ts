/**
 * The marketplace search at 100,000 vendors and 300,000 offers (seeded in SQL into a throwaway
 * database): a fixed mix of realistic searches through the service, one at a time, with p50 /
 * p95 / p99 per search against `select 1` on the same connection pool in the same run, and an
 * EXPLAIN of every search's statements that fails loudly on a sequential scan.
 * Needs PostgreSQL: BENCH_DATABASE_URL or the local server.
 */
import postgres from 'postgres';
import { sql } from 'drizzle-orm';
import { boot } from '../src/server/boot';
import { loadConfig } from '../src/server/config';
import { searchStatements } from '../src/server/services/marketplace/search';
import { vendorSearchInput } from '../src/shared/schemas/marketplace';
import { percentile, reportFigure, throwawayDatabase } from './lib/report';
import { seedMarketplace, seededCounts } from './lib/seedMarketplace';

const VENDORS = Number(process.env.BENCH_VENDORS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);

// BENCH_SEARCH_DATABASE_URL: an already seeded database to reuse (kept), for trying plans quickly
const reuse = process.env.BENCH_SEARCH_DATABASE_URL;
const target = reuse ? { url: reuse, drop: async () => {} } : await throwawayDatabase('muster_bench_search');
try {
  const runtime = await boot(loadConfig({ DATABASE_URL: target.url, ADMIN_USERNAME: 'bench', ADMIN_PASSWORD: 'bench-password' }));
  const seedClient = postgres(target.url, { max: 1, onnotice: () => {} });
  const started = performance.now();
  const seeded = reuse ? await seededCounts(seedClient) : await seedMarketplace(seedClient, VENDORS);
  console.log(
    `${reuse ? 'reused' : 'seeded'} ${seeded.vendors.toLocaleString('en-US')} vendors, ${seeded.offers.toLocaleString('en-US')} offers, ` +
      `${seeded.listed.toLocaleString('en-US')} listed, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await seedClient.end();

  const { categoryId, regionId } = seeded;
  const mix: [string, Record<string, unknown>][] = [
    ['default listing', {}],
    ['q=lawyer (stemmed)', { q: 'lawyer' }],
    ['q=resume writing', { q: 'resume writing' }],
    ['q=ptsd counseling', { q: 'ptsd counseling' }],
    ['q=discharge, by price', { q: 'discharge', sortBy: 'price', sortOrder: 'asc' }],
    ['q=ortho (part of a word)', { q: 'ortho' }],
    ['category', { categoryId }],
    ['category + region', { categoryId, regionId }],
    ['category, by price', { categoryId, sortBy: 'price', sortOrder: 'asc' }],
    ['by price, asc', { sortBy: 'price', sortOrder: 'asc' }],
    ['by price, desc', { sortBy: 'price', sortOrder: 'desc' }],
    ['by reviews', { sortBy: 'reviews' }],
    ['by name, page 5', { sortBy: 'name', sortOrder: 'asc', page: 5 }],
    ['US / TX, rating ≥ 4', { countryCode: 'US', stateProvince: 'TX', minRating: 400 }],
    ['consultation ≤ $100', { serviceType: 'consultation', maxPrice: 10_000 }],
    ['premium + verified', { tier: 'premium', verificationStatus: 'verified' }],
    ['q=coach + category', { q: 'coach', categoryId }],
    ['CAD, not fixed price', { currency: 'CAD', isPriceFixed: false }],
    ['q=va benefits, page 3', { q: 'va benefits', page: 3 }],
  ];

  // the plan check: every statement of every search, against the seeded data
  const seqScans: string[] = [];
  for (const [name, params] of mix) {
    const input = vendorSearchInput.parse(params);
    for (const [part, statement] of Object.entries(searchStatements(runtime.database.db, input))) {
      const { sql: text, params: values } = statement.toSQL();
      const [row] = await runtime.database.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${text}`, values);
      const plan = JSON.stringify(row['QUERY PLAN']);
      for (const [, table] of plan.matchAll(/"Node Type":"Seq Scan"[^}]*?"Relation Name":"(\w+)"/g)) {
        seqScans.push(`${name} (${part}): ${table}`);
      }
    }
  }

  const time = async (work: () => Promise<unknown>) => {
    for (let i = 0; i < 5; i++) await work();
    const latencies: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await work();
      latencies.push(performance.now() - t0);
    }
    return latencies.sort((a, b) => a - b);
  };
  const fmt = (l: number[]) => `${[0.5, 0.95, 0.99].map((p) => percentile(l, p).toFixed(2).padStart(7)).join(' ')} ms`;

  const db = runtime.database.db;
  const selectOne = await time(() => db.execute(sql`select 1`));
  const service = runtime.services.marketplace;
  console.log(`\nmarketplace search, ${RUNS} runs each at concurrency 1          p50     p95     p99`);
  console.log(`  ${'select 1 (baseline)'.padEnd(50)} ${fmt(selectOne)}`);
  const p95s: number[] = [];
  const all: number[] = [];
  for (const [name, params] of mix) {
    const input = vendorSearchInput.parse(params);
    const result = await service.search(input);
    const latencies = await time(() => service.search(input));
    p95s.push(percentile(latencies, 0.95));
    all.push(...latencies);
    const label = `${name} [${result.totalCapped ? `${result.total}+` : result.total}]`;
    console.log(`  ${label.padEnd(50)} ${fmt(latencies)}`);
  }
  all.sort((a, b) => a - b);
  const sortedP95 = [...p95s].sort((a, b) => a - b);
  const typical = percentile(sortedP95, 0.5);
  const worst = sortedP95[sortedP95.length - 1];
  console.log(`\n  median of the p95s ${typical.toFixed(2)} ms (goal ≤ 15), worst p95 ${worst.toFixed(2)} ms (goal ≤ 50)`);
  console.log(`  overall p95 ${percentile(all, 0.95).toFixed(2)} ms; select 1 p95 ${percentile(selectOne, 0.95).toFixed(2)} ms`);
  console.log(
    seqScans.length ? `  SEQUENTIAL SCANS:\n    ${seqScans.join('\n    ')}` : '  EXPLAIN: no sequential scan in any statement of the mix',
  );

  const base = `select 1 p95 ${percentile(selectOne, 0.95).toFixed(2)} ms`;
  reportFigure({
    name: `Search, ${(VENDORS / 1000).toFixed(0)}k vendors: typical p95`,
    figure: `${typical.toFixed(2)} ms`,
    baseline: base,
    ratio: `${(typical / percentile(selectOne, 0.95)).toFixed(1)}×`,
    goal: '≤ 15 ms',
  });
  reportFigure({
    name: 'Search: worst p95 of the mix',
    figure: `${worst.toFixed(2)} ms`,
    baseline: base,
    ratio: `${(worst / percentile(selectOne, 0.95)).toFixed(1)}×`,
    goal: '≤ 50 ms',
  });
  reportFigure({
    name: 'Search: sequential scans (EXPLAIN)',
    figure: String(seqScans.length),
    baseline: '–',
    ratio: '–',
    goal: '0',
  });
  await runtime.database.close();
} finally {
  await target.drop();
}
