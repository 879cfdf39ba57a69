/** How long a drawn page is served again before it is drawn anew: a burst shares one drawing. */
export const RENDERED_PAGE_TTL_MS = 5_000;
const MAX_PAGES = 500;

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
