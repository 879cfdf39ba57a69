export type LoadResult = { requests: number; seconds: number; rps: number; p50: number; p99: number };

/**
 * Keeps (global fetch keeps connections alive)  `concurrency` requests in flight against `url` for
 * `seconds`; latencies in ms. `init` makes them POSTs or adds headers.
 */
export async function load(
  url: string,
  { seconds = 4, concurrency = 8, init }: { seconds?: number; concurrency?: number; init?: RequestInit } = {},
): Promise<LoadResult> {
  const latencies: number[] = [];
  const end = performance.now() + seconds * 1000;
  async function worker() {
    while (performance.now() < end) {
      const t0 = performance.now();
      const res = await fetch(url, init);
      await res.arrayBuffer();
      if (res.status !== 200 && res.status !== 201) throw new Error(`${url} answered ${res.status}`);
      latencies.push(performance.now() - t0);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { requests: latencies.length, seconds: elapsed, rps: latencies.length / elapsed, p50: pct(0.5), p99: pct(0.99) };
}

export const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms`;
