import type { Context, MiddlewareHandler, Next } from 'hono';
import { hash } from 'node:crypto';
import { type JsonBody, knownJsonBody } from './jsonBody';
import { readCookieValues, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../auth/cookies';
import type { ProcedurePath } from '../rest/types';

/**
 * Queries whose answer is the same for every anonymous caller: a CDN or a second instance may
 * keep them briefly. Anything not listed (admin reads, `auth.me`, a subscriber's token page) is
 * `private, no-store`. A signed-in caller always gets `no-store`, since several of these answer
 * an admin differently (drafts), hence `Vary: Cookie` on the public ones.
 */
const publicQueries: ProcedurePath[] = [
  'articles.list',
  'articles.bySlug',
  'articles.get',
  'newsletters.list',
  'newsletters.get',
  'newsletters.others',
  'newsletters.preview',
  'spotlights.list',
  'spotlights.published',
  'veteranIssues.list',
  'veteranIssues.get',
  'breakingNews.recent',
  'legal.get',
  'marketplace.categories',
  'marketplace.regions',
  'marketplace.search',
  'marketplace.recommendations',
  'marketplace.vendor',
  'siteContent.get',
];
export const PUBLIC_QUERIES = new Set<string>(publicQueries);

export const PUBLIC_DATA_CACHE = 'public, max-age=60, stale-while-revalidate=300';
/** The HTML shell and the generated documents: kept, but asked again each time (304 when unchanged). */
export const REVALIDATE_CACHE = 'public, no-cache';
export const NO_STORE = 'private, no-store';

/** A request that carries a session: answered for that visitor, never from what is kept for everyone. */
export const hasSessionCookie = (c: Context) =>
  [SESSION_COOKIE, SECURE_SESSION_COOKIE].some((name) => readCookieValues(c.req.header('cookie') ?? null, name).length > 0);

const isRead = (c: Context) => c.req.method === 'GET' || c.req.method === 'HEAD';

/** An answer that can go to anyone: a success that sets no cookie. */
const shareable = (res: Response) => res.status === 200 && !res.headers.has('set-cookie');

/** What a 304 keeps of the 200 it stands for (RFC 9110 §15.4.5). */
const KEPT_ON_304 = ['cache-control', 'content-location', 'date', 'etag', 'expires', 'vary'];

/** Any listed tag equal to ours, compared weakly (a gzipped copy of the same body carries W/). */
const matches = (tag: string, ifNoneMatch: string | undefined) =>
  ifNoneMatch?.trim() === '*' || (ifNoneMatch?.match(/"[^"]*"/g)?.includes(tag.replace(/^W\//, '')) ?? false);

/**
 * Cache-Control on every read, and for the shareable ones an ETag (the handler's own, or one of the uncompressed body) with
 * 304 to a matching If-None-Match (registered inside `compress`, which weakens the tag and adds
 * `Vary: Accept-Encoding` when it compresses). Not `hono/etag`: it clones the response and
 * digests the copy's stream, about three times the cost of hashing the bytes once as here.
 */
export function cacheByProcedures(proceduresOf: (c: Context) => string[], cacheControl = PUBLIC_DATA_CACHE): MiddlewareHandler {
  return async (c, next) => {
    if (!isRead(c)) return next();
    const procedures = proceduresOf(c);
    const isPublic = procedures.length > 0 && procedures.every((p) => PUBLIC_QUERIES.has(p)) && !hasSessionCookie(c);
    if (!isPublic) {
      await next();
      c.res.headers.set('cache-control', NO_STORE);
      return;
    }
    await sharedRead(c, next, cacheControl, 'Cookie');
  };
}

/** For a document that is the same for everyone (the HTML shell, feed, sitemap, robots.txt). */
export function cacheForEveryone(cacheControl = REVALIDATE_CACHE): MiddlewareHandler {
  return (c, next) => (isRead(c) ? sharedRead(c, next, cacheControl) : next());
}

const sha1Tag = (body: string | Uint8Array) => `"${hash('sha1', body, 'hex')}"`;

/** A JSON body's tag is kept with it: a frozen answer's body is the same object request after request. */
function jsonTag(json: JsonBody) {
  json.tag ??= sha1Tag(json.text);
  return json.tag;
}

async function sharedRead(c: Context, next: Next, cacheControl: string, vary?: string) {
  await next();
  const res = c.res;
  // a JSON answer of the REST adapter is hashed and sent as the text it already is; reading a
  // body back (`res.body`, `arrayBuffer`) turns Hono's light response into a stream to drain
  const json = knownJsonBody(res);
  const text = json?.text;
  if (!shareable(res) || (text === undefined && !res.body)) {
    res.headers.set('cache-control', NO_STORE);
    return;
  }
  const body = text ?? new Uint8Array(await res.arrayBuffer());
  // a handler that knows when two of its bodies mean the same (a drawn page) names its own tag
  const tag = res.headers.get('etag') ?? (json ? jsonTag(json) : sha1Tag(body));
  if (matches(tag, c.req.header('if-none-match'))) {
    const headers = new Headers();
    for (const name of KEPT_ON_304) {
      const value = res.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    headers.set('cache-control', cacheControl);
    headers.set('etag', tag);
    if (vary) headers.append('vary', vary);
    c.res = undefined; // Hono merges headers of the old response into a new one unless it is cleared first
    c.res = new Response(null, { status: 304, headers });
    return;
  }
  // the answer goes out as it is, marked: no copy of its headers, no second response
  if (text === undefined) {
    c.res = undefined;
    c.res = new Response(body, res);
  }
  c.res.headers.set('cache-control', cacheControl);
  c.res.headers.set('etag', tag);
  if (vary) c.res.headers.append('vary', vary);
}

/** `/trpc/a.b,c.d` → the procedures of the (batched) call. */
export function trpcProcedures(c: Context): string[] {
  const path = c.req.path.replace(/^\/trpc\/?/, '');
  try {
    return path ? decodeURIComponent(path).split(',') : [];
  } catch {
    return []; // a malformed escape names no procedure: private, and tRPC answers the error
  }
}
