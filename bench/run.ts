/**
 * `npm run bench`: every benchmark, one after another (each in its own process, so one's memory
 * and connections do not disturb the next), then one table of their headline figures. Prints
 * only; never fails on a figure. BENCH_ONLY=search,rate-limit runs a subset.
 */
import { spawn } from 'node:child_process';
import { FIGURE_PREFIX, type Figure } from './lib/report';

const benchmarks = ['search', 'export', 'articles-list', 'send', 'rate-limit', 'home-budget', 'crisis-detection'];
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());

const figures: (Figure & { bench: string })[] = [];
const failed: string[] = [];
for (const bench of benchmarks.filter((b) => !only || only.includes(b))) {
  console.log(`\n=== bench/${bench}.ts`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `bench/${bench}.ts`], { stdio: ['ignore', 'pipe', 'inherit'] });
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines)
        if (line.startsWith(FIGURE_PREFIX)) figures.push({ bench, ...JSON.parse(line.slice(FIGURE_PREFIX.length)) });
    });
    child.on('close', (c) => resolve(c ?? 1));
  });
  if (code !== 0) failed.push(bench);
}

const columns = ['name', 'figure', 'baseline', 'ratio', 'goal'] as const;
const titles = { name: 'Path', figure: 'Figure', baseline: 'Baseline, same run', ratio: 'Ratio', goal: 'Goal' };
const width = Object.fromEntries(columns.map((c) => [c, Math.max(titles[c].length, ...figures.map((f) => f[c].length))])) as Record<
  (typeof columns)[number],
  number
>;
const row = (cells: Record<(typeof columns)[number], string>) => `| ${columns.map((c) => cells[c].padEnd(width[c])).join(' | ')} |`;
console.log('\n=== Summary');
console.log(row(titles));
console.log(`|${columns.map((c) => '-'.repeat(width[c] + 2)).join('|')}|`);
for (const f of figures) console.log(row(f));
if (failed.length) console.log(`\nDid not finish: ${failed.join(', ')} (see their output above)`);
