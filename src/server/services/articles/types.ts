import { articles } from '../../db/schema';
import type { RowOf } from '../../db/rowOf';

/** What a caller may see of an article. */
export const articleColumns = {
  id: articles.id,
  headline: articles.headline,
  slug: articles.slug,
  content: articles.content,
  section: articles.section,
  sourceLink: articles.sourceLink,
  videoUrl: articles.videoUrl,
  summary: articles.summary,
  generatedByAI: articles.generatedByAI,
  createdAt: articles.createdAt,
};
export type Article = RowOf<typeof articleColumns>;
/** A new article before its slug is chosen; content already sanitized. */
export type ArticleDraft = Omit<typeof articles.$inferInsert, 'id' | 'slug' | 'createdAt'>;
