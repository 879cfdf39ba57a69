import type { Services } from '../services';
import { SITE_DESCRIPTION } from '../../shared/site';
import { publicPages, type PageMeta } from './publicPages';

export type FoundPage = { status: 200 | 404; meta: PageMeta };

/** What the client's not-found page is called; kept out of search engines. */
export const NOT_FOUND_PAGE: PageMeta = { title: 'Page Not Found', description: SITE_DESCRIPTION, private: true };

const patterns = Object.entries(publicPages).map(([pattern, source]) => ({
  segments: pattern.split('/').filter(Boolean),
  source,
}));

/** A route's parameters if `segments` is one of its addresses (`$` takes the rest, `$name` one segment). */
function match(pattern: string[], segments: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i];
    if (part === '$') return i < segments.length ? params : null;
    if (i >= segments.length) return null;
    if (part.startsWith('$')) params[part.slice(1)] = segments[i];
    else if (part !== segments[i]) return null;
  }
  return pattern.length === segments.length ? params : null;
}

/** Which page an address shows and how it is described; 404 for an address or slug nobody has. */
export async function findPage(path: string, services: Services): Promise<FoundPage> {
  let segments: string[];
  try {
    segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return { status: 404, meta: NOT_FOUND_PAGE }; // a malformed escape names no page
  }
  for (const { segments: pattern, source } of patterns) {
    const params = match(pattern, segments);
    if (!params) continue;
    const meta = await source(params, services);
    return meta ? { status: 200, meta } : { status: 404, meta: NOT_FOUND_PAGE };
  }
  return { status: 404, meta: NOT_FOUND_PAGE };
}
