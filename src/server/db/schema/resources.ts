import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const veteranIssues = pgTable('veteran_issues', {
  id: id(),
  title: text().notNull().unique(),
  overview: text().notNull(),
  whyItMatters: text().notNull(),
  resources: jsonb().$type<string[]>().notNull().default([]),
  tools: jsonb().$type<string[]>().notNull().default([]),
  actionSteps: jsonb().$type<string[]>().notNull().default([]),
  successStory: text(),
  createdAt: createdAt(),
});
