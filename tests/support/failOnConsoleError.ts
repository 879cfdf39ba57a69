import { afterEach, beforeEach, vi } from 'vitest';

/** A test that prints console.error fails (Epic Stack habit); expect it with `expectConsoleError`. */
let allowed = 0;
let unexpected: unknown[][] = [];
const ignored: ((args: unknown[]) => boolean)[] = [];

/** For the whole run: errors a library prints about its own workings, never about ours. */
export function ignoreConsoleErrors(matches: (args: unknown[]) => boolean) {
  ignored.push(matches);
}

export function expectConsoleError(times = 1) {
  allowed += times;
}

beforeEach(() => {
  allowed = 0;
  unexpected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (ignored.some((matches) => matches(args))) return;
    if (allowed > 0) {
      allowed -= 1;
      return;
    }
    unexpected.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (unexpected.length) {
    const first = unexpected[0].map((a) => (a instanceof Error ? a.stack : String(a))).join(' ');
    throw new Error(`console.error was called ${unexpected.length} time(s): ${first}`);
  }
});
