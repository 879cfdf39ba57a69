import type { articles } from '../../db/schema';

export type Article = typeof articles.$inferSelect;
/** A new article before its slug is chosen; content already sanitized. */
export type ArticleDraft = Omit<typeof articles.$inferInsert, 'id' | 'slug' | 'createdAt'>;
