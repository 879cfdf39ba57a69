import { safeFetchBytes, type SafeFetchOptions } from '../safeFetch';
import { decodeFeed } from './decode';
import { parseFeed } from './index';
import type { Feed } from './types';

/** What the last answer of a source said, sent back so an unchanged feed costs a 304. */
export type FeedValidators = { etag: string | null; lastModified: string | null };

export type FetchedFeed =
  | { notModified: true; validators: FeedValidators }
  | { notModified: false; validators: FeedValidators; feed: Feed; bytes: number };

const FEED_ACCEPT = 'application/rss+xml, application/atom+xml, application/feed+json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

/** Limits per source: a feed larger or slower than this is reported as a failure of that source. */
export const FEED_LIMITS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 15_000 } as const;

/** GET and read one feed under the safe-fetch rules (http(s) only, no private addresses, size and time limits). */
export async function fetchFeed(
  url: string,
  previous: FeedValidators | null,
  options: Pick<SafeFetchOptions, 'allowPrivate' | 'resolve' | 'timeoutMs' | 'maxBytes'>,
): Promise<FetchedFeed> {
  const headers: Record<string, string> = {};
  if (previous?.etag) headers['if-none-match'] = previous.etag;
  if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified;
  const res = await safeFetchBytes(url, {
    timeoutMs: FEED_LIMITS.timeoutMs,
    maxBytes: FEED_LIMITS.maxBytes,
    ...options,
    accept: FEED_ACCEPT,
    headers: Object.keys(headers).length ? headers : undefined,
  });
  if (res.status === 304) {
    // a 304 may omit validators; the ones sent stay valid
    return {
      notModified: true,
      validators: { etag: res.etag ?? previous?.etag ?? null, lastModified: res.lastModified ?? previous?.lastModified ?? null },
    };
  }
  const feed = parseFeed(decodeFeed(res.bytes, res.contentType), res.url);
  return { notModified: false, validators: { etag: res.etag, lastModified: res.lastModified }, feed, bytes: res.bytes.length };
}
