/**
 * Each split route part's loader, by the part's key (its route file under routes/, with the
 * router plugin's `?tsr-split=` query). Empty here: the browser's build writes it (the
 * `muster:route-splits` plugin in vite.config.ts) and routes' parts are loaded through it
 * (lib/routeSplits.ts). Elsewhere (the dev server, the server's build, tests) each route loads
 * its own parts and nothing reads this.
 */
export const routeSplitTable: Record<string, () => Promise<unknown>> = {};
