/**
 * The loaders of the routes' split parts (their screens), with the lists of chunks each one
 * brings, live in a chunk of their own that the first navigation waits for (pathReady.ts), not in
 * the entry's chunk: a reader's first load then carries none of the routes' file names and lists
 * (decision 0037). The build rewrites each route's `import('…?tsr-split=…')` into
 * `routeSplit(key)` (vite.config.ts).
 */
type Table = Record<string, () => Promise<unknown>>;

let table: Promise<Table> | undefined;
let loaded = false;

/** The table, fetched once; a failed fetch is tried again by the next caller. */
export function loadRouteSplits(): Promise<Table> {
  table ??= import('../routeSplitTable').then(
    (m) => {
      loaded = true;
      return m.routeSplitTable;
    },
    (error: unknown) => {
      table = undefined;
      throw error;
    },
  );
  return table;
}

/** Resolves once the table is in hand; undefined when it already is. */
export function whenRouteSplitsLoaded(): Promise<unknown> | undefined {
  return loaded ? undefined : loadRouteSplits();
}

/** A route part's module, as the `import()` the build replaced would give it. */
export function routeSplit(key: string): Promise<unknown> {
  return loadRouteSplits().then((splits) => {
    const load = splits[key];
    if (!load) throw new Error(`No route part ${key} in the build's table`);
    return load();
  });
}
