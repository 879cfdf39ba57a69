import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { Section } from '../../../shared/enums';
import { createdAt, id } from './columns';

export const articles = pgTable(
  'articles',
  {
    id: id(),
    headline: text().notNull(),
    slug: text().notNull().unique(),
    content: text().notNull(),
    section: text().$type<Section>().notNull(),
    sourceLink: text(),
    videoUrl: text(),
    summary: text(),
    generatedByAI: boolean('generated_by_ai').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // article lists, newest first
    index('articles_created_idx').on(t.createdAt),
  ],
);

/**
 * One row whose version moves, by a trigger, with every statement that changes articles
 * (migration 0012): a page of articles kept in memory is served again only while the version it
 * was read at is current, on this instance or any other on the same database.
 */
export const articleChanges = pgTable('article_changes', {
  id: integer().primaryKey(),
  /** a fresh random value per change, not a count: a restored database brings back the token of the very data it restores */
  version: uuid().notNull(),
});
