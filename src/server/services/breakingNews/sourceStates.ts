import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsSourceStates } from '../../db/schema';
import type { RowOf } from '../../db/rowOf';
import type { FeedValidators } from '../../lib/feeds/fetchFeed';

/** What the admin sees of a source's health. */
const sourceStateColumns = {
  url: newsSourceStates.url,
  lastCheckedAt: newsSourceStates.lastCheckedAt,
  lastSuccessAt: newsSourceStates.lastSuccessAt,
  lastErrorAt: newsSourceStates.lastErrorAt,
  lastError: newsSourceStates.lastError,
  itemsSeen: newsSourceStates.itemsSeen,
};
export type SourceHealth = RowOf<typeof sourceStateColumns>;

/** The validators each source answered last time, for conditional GET. */
export async function readValidators(db: Db, urls: readonly string[]): Promise<Map<string, FeedValidators>> {
  if (!urls.length) return new Map();
  const rows = await db
    .select({ url: newsSourceStates.url, etag: newsSourceStates.etag, lastModified: newsSourceStates.lastModified })
    .from(newsSourceStates)
    .where(inArray(newsSourceStates.url, [...urls]));
  return new Map(rows.map((r) => [r.url, { etag: r.etag, lastModified: r.lastModified }]));
}

export type SourceOutcome =
  | { url: string; ok: true; validators: FeedValidators; itemsSeen: number | null }
  | { url: string; ok: false; error: string };

/** Records one read of a source; a 304 (itemsSeen null) keeps the count of the read before. */
export async function recordSourceOutcome(db: Db, outcome: SourceOutcome, at: Date): Promise<void> {
  if (outcome.ok) {
    const values = { url: outcome.url, ...outcome.validators, lastCheckedAt: at, lastSuccessAt: at };
    const withCount = outcome.itemsSeen === null ? values : { ...values, itemsSeen: outcome.itemsSeen };
    await db.insert(newsSourceStates).values(withCount).onConflictDoUpdate({ target: newsSourceStates.url, set: withCount });
    return;
  }
  const values = { url: outcome.url, lastCheckedAt: at, lastErrorAt: at, lastError: outcome.error.slice(0, 500) };
  await db.insert(newsSourceStates).values(values).onConflictDoUpdate({ target: newsSourceStates.url, set: values });
}

/** The health of each configured source, in the configured order; a source never read shows empty. */
export async function sourceHealth(db: Db, urls: readonly string[]): Promise<SourceHealth[]> {
  const rows = urls.length
    ? await db
        .select(sourceStateColumns)
        .from(newsSourceStates)
        .where(inArray(newsSourceStates.url, [...urls]))
    : [];
  const byUrl = new Map(rows.map((r) => [r.url, r]));
  return urls.map(
    (url) => byUrl.get(url) ?? { url, lastCheckedAt: null, lastSuccessAt: null, lastErrorAt: null, lastError: null, itemsSeen: 0 },
  );
}

/** Sources removed from the configuration lose their state (a source added back starts afresh). */
export async function forgetOtherSources(db: Db, urls: readonly string[]): Promise<void> {
  await db.delete(newsSourceStates).where(urls.length ? sql`${newsSourceStates.url} not in ${[...urls]}` : undefined);
}
