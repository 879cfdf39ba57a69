/**
 * One line per headline figure, read by bench/run.ts to build the summary table. The line is
 * printed as well as read, so a single benchmark run alone still shows it.
 */
export type Figure = {
  /** what was measured */
  name: string;
  /** the measured value, with its unit */
  figure: string;
  /** the same-run baseline it is compared with, with its unit */
  baseline: string;
  /** figure against baseline, in the direction the goal is written */
  ratio: string;
  goal: string;
};

export const FIGURE_PREFIX = 'BENCH-FIGURE ';

export function reportFigure(figure: Figure) {
  console.log(`${FIGURE_PREFIX}${JSON.stringify(figure)}`);
}

/** p-th percentile of sorted latencies */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** A throwaway database on the benchmark server (BENCH_DATABASE_URL), dropped by the returned `drop`. */
export async function throwawayDatabase(prefix: string) {
  const { freshServerDatabase } = await import('../../tests/support/freshDatabase');
  return freshServerDatabase(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', prefix);
}
