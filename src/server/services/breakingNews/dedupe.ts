/** The same story from several feeds: one canonical link, or nearly the same headline. */

const TRACKING_PARAMS = /^(utm_\w+|fbclid|gclid|mc_cid|mc_eid|ref|cmpid|source)$/i;

/** The link with what varies between feeds removed: scheme, www., tracking parameters, fragment, trailing slash. */
export function canonicalLink(url: string): string {
  try {
    const u = new URL(url);
    const params = [...u.searchParams].filter(([k]) => !TRACKING_PARAMS.test(k)).sort(([a], [b]) => a.localeCompare(b));
    const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
    const path = u.pathname.replace(/\/+$/, '') || '/';
    return `${u.hostname.toLowerCase().replace(/^www\./, '')}${path}${query}`;
  } catch {
    return url.trim().toLowerCase();
  }
}

const STOP_WORDS = new Set(['a', 'an', 'the', 'of', 'to', 'for', 'in', 'on', 'and', 'or', 'at', 'by', 'with', 'is', 'are', 'as', 'from']);

export function headlineWords(headline: string): Set<string> {
  const words = headline
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !STOP_WORDS.has(w));
  return new Set(words);
}

/** Headlines that share at least 80% of their words (Jaccard), with at least four words to go on. */
export function sameHeadline(a: Set<string>, b: Set<string>): boolean {
  if (a.size < 4 || b.size < 4) return a.size > 0 && a.size === b.size && [...a].every((w) => b.has(w));
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / (a.size + b.size - shared) >= 0.8;
}
