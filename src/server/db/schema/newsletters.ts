import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NewsletterContent } from '../../../shared/newsletterContent';
import type { NewsletterStatus, NewsletterType } from '../../../shared/enums';
import { createdAt, id, optionalTimestamp, updatedAt } from './columns';

export const newsletters = pgTable(
  'newsletters',
  {
    id: id(),
    title: text().notNull(),
    type: text().$type<NewsletterType>().notNull(),
    status: text().$type<NewsletterStatus>().notNull().default('draft'),
    content: jsonb().$type<NewsletterContent>().notNull(),
    scheduledDate: optionalTimestamp(),
    sentDate: optionalTimestamp(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // admin list, newest first
    index('newsletters_created_idx').on(t.createdAt),
    // public archive: sent ones, newest sent first; and the scheduled-send sweep
    index('newsletters_status_sent_idx').on(t.status, t.sentDate),
    index('newsletters_status_scheduled_idx').on(t.status, t.scheduledDate),
  ],
);

export const analytics = pgTable(
  'analytics',
  {
    id: id(),
    newsletterId: uuid().references(() => newsletters.id, { onDelete: 'cascade' }),
    totalSent: integer().notNull().default(0),
    opened: integer().notNull().default(0),
    clicked: integer().notNull().default(0),
    conversions: integer().notNull().default(0),
    /** the one row per newsletter that delivery and tracking keep up to date (others are typed in) */
    tracked: boolean().notNull().default(false),
    recordedAt: createdAt(),
  },
  (t) => [
    // the upsert target of the tracked counters
    uniqueIndex('analytics_tracked_newsletter_idx').on(t.newsletterId).where(sql`${t.tracked}`),
    // per-newsletter figures and the newest-first list
    index('analytics_newsletter_idx').on(t.newsletterId),
    index('analytics_recorded_idx').on(t.recordedAt),
  ],
);
