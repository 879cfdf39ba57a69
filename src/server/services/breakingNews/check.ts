import { count, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { breakingNews, newsMonitoringConfig } from '../../db/schema';
import { parseFeed, type Feed, type FeedItem } from '../../lib/feeds';
import { safeFetchText, type SafeFetchOptions } from '../../lib/safeFetch';
import { readNewsConfig, type NewsConfig } from './config';
import { matchKeywords, relevanceNote, scoreUrgency } from './relevance';

export type SourceReport = { url: string; ok: boolean; items: number; error?: string };
export type CheckReport = { checkedAt: Date; sources: SourceReport[]; added: number; skipped: number };

type Candidate = typeof breakingNews.$inferInsert & { sourceUrl: string; urgencyScore: number; publishedAt: Date };

const PARALLEL_FETCHES = 4;
const DAY_MS = 24 * 60 * 60 * 1000;
const HEADLINE_MAX = 500;
const SUMMARY_MAX = 2000;
const FEED_ACCEPT = 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5';

async function mapLimit<T, R>(list: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(list.length);
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const i = next++;
      results[i] = await fn(list[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, list.length) }, worker));
  return results;
}

type SourceResult = { report: SourceReport; feed?: Feed };

async function readSource(url: string, fetchOptions: SafeFetchOptions): Promise<SourceResult> {
  try {
    const res = await safeFetchText(url, { ...fetchOptions, accept: FEED_ACCEPT });
    const feed = parseFeed(res.body, res.url);
    return { report: { url, ok: true, items: feed.items.length }, feed };
  } catch (error) {
    // one broken source must not stop the others: it is reported to the admin instead
    return { report: { url, ok: false, items: 0, error: (error as Error).message || 'Could not read the feed.' } };
  }
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 3).trimEnd()}...` : s);

function toCandidate(item: FeedItem, feedUrl: string, feed: Feed, settings: NewsConfig, now: Date): Candidate | null {
  if (!item.link || !item.title) return null;
  const matched = matchKeywords(`${item.title} ${item.summary}`, settings.keywords);
  if (!matched.length) return null;
  const urgencyScore = scoreUrgency(`${item.title} ${item.summary}`, matched);
  const published = item.published ? new Date(item.published) : null;
  return {
    headline: clip(item.title, HEADLINE_MAX),
    summary: clip(item.summary || item.title, SUMMARY_MAX),
    veteranRelevance: relevanceNote(matched),
    sourceUrl: item.link,
    sourceTitle: feed.title ?? new URL(feedUrl).hostname,
    publishedAt: published && !Number.isNaN(published.getTime()) ? published : now,
    discoveredAt: now,
    status: urgencyScore >= settings.urgencyThreshold ? 'published' : 'pending',
    newsApiData: { ...item.raw, feedUrl, feedTitle: feed.title },
    urgencyScore,
    keywords: matched,
  };
}

/** Matching items of every source, one per link, most urgent then newest first. */
function candidatesOf(results: SourceResult[], settings: NewsConfig, now: Date): Candidate[] {
  const byLink = new Map<string, Candidate>();
  for (const { report, feed } of results) {
    for (const item of feed?.items ?? []) {
      const candidate = toCandidate(item, report.url, feed!, settings, now);
      if (candidate && !byLink.has(candidate.sourceUrl)) byLink.set(candidate.sourceUrl, candidate);
    }
  }
  return [...byLink.values()].sort(
    (a, b) => b.urgencyScore - a.urgencyScore || b.publishedAt.getTime() - a.publishedAt.getTime(),
  );
}

/**
 * One real check of the configured feeds. Fetching happens outside the transaction; storing runs
 * inside one that locks the config row, so two checks at once cannot both fill the daily quota.
 */
export async function runNewsCheck(db: Db, allowPrivate: boolean, now = new Date()): Promise<CheckReport> {
  const settings = await readNewsConfig(db);
  const results = await mapLimit(settings.sources, PARALLEL_FETCHES, (url) => readSource(url, { allowPrivate }));
  const candidates = candidatesOf(results, settings, now);

  const added = await db.transaction(async (tx) => {
    await tx.select({ id: newsMonitoringConfig.id }).from(newsMonitoringConfig).where(eq(newsMonitoringConfig.id, settings.id)).for('update');
    const [{ recent }] = await tx
      .select({ recent: count() })
      .from(breakingNews)
      .where(gt(breakingNews.discoveredAt, new Date(now.getTime() - DAY_MS)));
    const room = Math.max(0, settings.maxArticlesPerDay - recent);
    let inserted = 0;
    if (room > 0 && candidates.length) {
      const known = await tx
        .select({ sourceUrl: breakingNews.sourceUrl })
        .from(breakingNews)
        .where(inArray(breakingNews.sourceUrl, candidates.map((c) => c.sourceUrl)));
      const knownUrls = new Set(known.map((k) => k.sourceUrl));
      const fresh = candidates.filter((c) => !knownUrls.has(c.sourceUrl)).slice(0, room);
      if (fresh.length) {
        const rows = await tx.insert(breakingNews).values(fresh).onConflictDoNothing({ target: breakingNews.sourceUrl }).returning({ id: breakingNews.id });
        inserted = rows.length;
      }
    }
    await tx.update(newsMonitoringConfig).set({ lastCheckedAt: now }).where(eq(newsMonitoringConfig.id, settings.id));
    return inserted;
  });

  return { checkedAt: now, sources: results.map((r) => r.report), added, skipped: candidates.length - added };
}
