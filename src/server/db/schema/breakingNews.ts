import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BreakingNewsStatus } from '../../../shared/enums';
import type { OtherReport, UrgencyReason } from '../../../shared/urgency';
import { articles } from './articles';
import { users } from './auth';
import { createdAt, id, optionalTimestamp, updatedAt } from './columns';

export const breakingNews = pgTable(
  'breaking_news',
  {
    id: id(),
    headline: text().notNull(),
    summary: text().notNull(),
    veteranRelevance: text().notNull(),
    sourceUrl: text().notNull().unique(),
    sourceTitle: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    discoveredAt: createdAt(),
    status: text().$type<BreakingNewsStatus>().notNull().default('pending'),
    generatedArticleId: uuid().references(() => articles.id, { onDelete: 'set null' }),
    newsApiData: jsonb().$type<Record<string, unknown>>(),
    urgencyScore: integer().notNull().default(1),
    keywords: text().array().notNull().default([]),
    /** how the urgency score was reached, rule by rule, shown with the score */
    urgencyReasons: jsonb().$type<UrgencyReason[]>().notNull().default([]),
    /** the same story from other sources, collapsed into this item */
    alsoReportedBy: jsonb().$type<OtherReport[]>().notNull().default([]),
    /** who approved or rejected the item, and when (null for auto-published and pending items) */
    reviewedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: optionalTimestamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // admin list newest discovered first, status counts
    index('breaking_news_discovered_idx').on(t.discoveredAt),
    index('breaking_news_status_idx').on(t.status),
    // the public Breaking strip: published items with their article, newest first
    index('breaking_news_article_idx').on(t.generatedArticleId),
  ],
);

/** What the monitor knows of each feed: validators for conditional GET, and its health for the admin. */
export const newsSourceStates = pgTable('news_source_states', {
  url: text().primaryKey(),
  etag: text(),
  lastModified: text(),
  lastCheckedAt: optionalTimestamp(),
  lastSuccessAt: optionalTimestamp(),
  lastErrorAt: optionalTimestamp(),
  lastError: text(),
  /** items in the feed at its last successful read */
  itemsSeen: integer().notNull().default(0),
  updatedAt: updatedAt(),
});

export const newsMonitoringConfig = pgTable('news_monitoring_config', {
  id: id(),
  isEnabled: boolean().notNull().default(true),
  keywords: text().array().notNull(),
  sources: text().array().notNull().default([]),
  urgencyThreshold: integer().notNull().default(7),
  checkIntervalMinutes: integer().notNull().default(15),
  maxArticlesPerDay: integer().notNull().default(5),
  lastCheckedAt: optionalTimestamp(),
  updatedAt: updatedAt(),
});
