import { eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { breakingNews, newsMonitoringConfig } from '../../db/schema';
import type { Feed } from '../../lib/feeds';
import { fetchFeed, type FeedValidators } from '../../lib/feeds/fetchFeed';
import type { SafeFetchOptions } from '../../lib/safeFetch';
import { readNewsConfig, type NewsConfig } from './config';
import { readValidators, recordSourceOutcome } from './sourceStates';
import { type Candidate, collapseDuplicates, toCandidate } from './candidates';

export type SourceReport = { url: string; ok: boolean; items: number; error?: string };
export type CheckReport = { checkedAt: Date; sources: SourceReport[]; added: number; skipped: number };

const PARALLEL_FETCHES = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

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

/** Reads one source (sending back its validators) and records how that went. */
async function readSource(
  db: Db,
  url: string,
  previous: FeedValidators | null,
  fetchOptions: FetchOptions,
  now: Date,
): Promise<SourceResult> {
  let result: SourceResult;
  try {
    const res = await fetchFeed(url, previous, fetchOptions);
    await recordSourceOutcome(
      db,
      { url, ok: true, validators: res.validators, itemsSeen: res.notModified ? null : res.feed.items.length },
      now,
    );
    // not modified: nothing new to read since the last check
    result = res.notModified
      ? { report: { url, ok: true, items: 0 } }
      : { report: { url, ok: true, items: res.feed.items.length }, feed: res.feed };
  } catch (error) {
    // one broken source must not stop the others: it is reported to the admin instead
    const message = (error as Error).message || 'Could not read the feed.';
    await recordSourceOutcome(db, { url, ok: false, error: message }, now);
    result = { report: { url, ok: false, items: 0, error: message } };
  }
  return result;
}

/** Matching items of every source, scored. */
function candidatesOf(results: SourceResult[], settings: NewsConfig, now: Date): Candidate[] {
  return results.flatMap(({ report, feed }) =>
    (feed?.items ?? []).flatMap((item) => toCandidate(item, report.url, feed!, settings, now) ?? []),
  );
}

type FetchOptions = Pick<SafeFetchOptions, 'allowPrivate' | 'resolve' | 'timeoutMs' | 'maxBytes'>;

/** Stories stored this long ago or less are matched against new items for duplicates. */
const DEDUPE_WINDOW_MS = 14 * DAY_MS;
/** New items stored by one check, most urgent first; the rest wait for the next check. */
const MAX_NEW_PER_CHECK = 100;

/**
 * One real check of the configured feeds. Fetching happens outside the transaction; storing runs
 * inside one that locks the config row, so two checks at once cannot store the same story twice.
 * Returns the stored items with their scores, most urgent first.
 */
export async function runNewsCheck(
  db: Db,
  fetchOptions: FetchOptions,
  now = new Date(),
): Promise<CheckReport & { stored: { id: string; urgencyScore: number }[] }> {
  const settings = await readNewsConfig(db);
  const validators = await readValidators(db, settings.sources);
  const results = await mapLimit(settings.sources, PARALLEL_FETCHES, (url) =>
    readSource(db, url, validators.get(url) ?? null, fetchOptions, now),
  );
  const candidates = candidatesOf(results, settings, now);

  const stored = await db.transaction(async (tx) => {
    await tx
      .select({ id: newsMonitoringConfig.id })
      .from(newsMonitoringConfig)
      .where(eq(newsMonitoringConfig.id, settings.id))
      .for('update');
    const known = candidates.length
      ? await tx
          .select({
            id: breakingNews.id,
            sourceUrl: breakingNews.sourceUrl,
            headline: breakingNews.headline,
            sourceTitle: breakingNews.sourceTitle,
            alsoReportedBy: breakingNews.alsoReportedBy,
          })
          .from(breakingNews)
          .where(gt(breakingNews.discoveredAt, new Date(now.getTime() - DEDUPE_WINDOW_MS)))
      : [];
    const { fresh, alsoReported } = collapseDuplicates(candidates, known);
    for (const { id, reports } of alsoReported) {
      await tx.update(breakingNews).set({ alsoReportedBy: reports }).where(eq(breakingNews.id, id));
    }
    const rows = fresh.length
      ? await tx
          .insert(breakingNews)
          .values(fresh.slice(0, MAX_NEW_PER_CHECK))
          .onConflictDoNothing({ target: breakingNews.sourceUrl })
          .returning({ id: breakingNews.id, urgencyScore: breakingNews.urgencyScore })
      : [];
    await tx
      .update(newsMonitoringConfig)
      // updatedAt stays: it marks configuration changes, not checks
      .set({ lastCheckedAt: now, updatedAt: sql`${newsMonitoringConfig.updatedAt}` })
      .where(eq(newsMonitoringConfig.id, settings.id));
    return rows;
  });

  return {
    checkedAt: now,
    sources: results.map((r) => r.report),
    added: stored.length,
    skipped: candidates.length - stored.length,
    stored: [...stored].sort((a, b) => b.urgencyScore - a.urgencyScore),
  };
}
