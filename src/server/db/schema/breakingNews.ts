import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BreakingNewsStatus } from '../../../shared/enums';
import { articles } from './articles';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // admin list newest discovered first, status counts
    index('breaking_news_discovered_idx').on(t.discoveredAt),
    index('breaking_news_status_idx').on(t.status),
  ],
);

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
