import { pgTable, text } from 'drizzle-orm/pg-core';
import { siteContentDefaults } from '../../../shared/siteContentDefaults';
import { createdAt, id, updatedAt } from './columns';

export const siteContent = pgTable('site_content', {
  id: id(),
  heroTitle: text().notNull().default(siteContentDefaults.heroTitle),
  heroSubtitle: text().notNull().default(siteContentDefaults.heroSubtitle),
  ctaText: text().notNull().default(siteContentDefaults.ctaText),
  bannerImageUrl: text(),
  aboutHtml: text().notNull().default(siteContentDefaults.aboutHtml),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
