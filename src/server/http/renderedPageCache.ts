/** How long a drawn page is served again before it is drawn anew: a burst shares one drawing. */
export const RENDERED_PAGE_TTL_MS = 5_000;
// a drawn page is ~100–150 KB of HTML and data: at most ~15 MB kept
const MAX_PAGES = 100;

/**
 * Drawn public pages by address, for a few seconds, so a burst of readers costs one render.
 * Concurrent requests for one address share the drawing in progress. Any write through the API
 * empties it (`clear`), so a reader never waits out the TTL after an editor's change.
 */
export function renderedPageCache<T>(ttlMs = RENDERED_PAGE_TTL_MS, now = () => Date.now()) {
  const pages = new Map<string, { at: number; page: Promise<T> }>();
  return {
    get(key: string, draw: () => Promise<T>): Promise<T> {
      const kept = pages.get(key);
      if (kept && now() - kept.at < ttlMs) return kept.page;
      if (pages.size >= MAX_PAGES) pages.clear();
      const page = draw();
      pages.set(key, { at: now(), page });
      // a failed drawing is not kept: the next reader tries again
      page.catch(() => pages.delete(key));
      return page;
    },
    clear: () => pages.clear(),
  };
}
export type RenderedPageCache<T> = ReturnType<typeof renderedPageCache<T>>;

/** More pages than this drawn at once and the next reader gets the shell (the browser draws it). */
export const MAX_CONCURRENT_DRAWINGS = 2;

export class DrawingBusy extends Error {
  constructor() {
    super('every drawing slot is taken');
  }
}

/**
 * Bounds the CPU that drawing pages can take from the API on a small machine: a burst of
 * different addresses (or of made-up query strings) costs at most `max` drawings at a time.
 */
export function drawingSlots(max = MAX_CONCURRENT_DRAWINGS) {
  let busy = 0;
  return async <T>(draw: () => Promise<T>): Promise<T> => {
    if (busy >= max) throw new DrawingBusy();
    busy++;
    try {
      return await draw();
    } finally {
      busy--;
    }
  };
}
