import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
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
