/** Axis arithmetic of the SVG charts: pure, so it is unit tested apart from the drawing. */

/** The smallest 1, 2 or 5 × 10ⁿ at or above `max`; at least 1 so an all-zero chart has an axis. */
export function niceMax(max: number): number {
  if (!(max > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((m) => m * magnitude >= max)!;
  return step * magnitude;
}

/** Whole-number ticks from 0 to `top` in equal steps: 4 or 5 of them when they divide evenly. */
export function ticks(top: number): number[] {
  const n = [4, 5, 2, 1].find((count) => count <= top && top % count === 0) ?? 1;
  return Array.from({ length: n + 1 }, (_, i) => (top * i) / n);
}

/** Maps a value in [0, top] onto [0, length]. */
export const scaleTo = (value: number, top: number, length: number) => (top > 0 ? (Math.max(0, value) / top) * length : 0);

/** Centre x of the i-th of `count` equal slots across `width`. */
export const slotCentre = (i: number, count: number, width: number) => ((i + 0.5) * width) / count;

/** Whole numbers with thousands separators: 12,400. */
export const formatCount = (n: number) => n.toLocaleString('en-US');
