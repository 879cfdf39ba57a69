import { text, timestamp, pgTable } from 'drizzle-orm/pg-core';
import type { LegalPageSlug } from '../../../shared/enums';

/** Privacy Policy and Terms as the operator edited them; no row means the built-in default text. */
export const legalPages = pgTable('legal_pages', {
  slug: text().$type<LegalPageSlug>().primaryKey(),
  html: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** admin username */
  updatedBy: text(),
});
