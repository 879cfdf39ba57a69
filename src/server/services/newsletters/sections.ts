import { inArray } from 'drizzle-orm';
import { articles } from '../../db/schema';
import { contentArticleIds, newsletterSectionOrder, type NewsletterContent } from '../../../shared/newsletterContent';
import { assertPlacement, idsInSlot, normalizeContent } from './contentRules';
import type { Db } from '../../db/client';
import { articleColumns } from '../articles/types';
import type { Article, ResolvedSection } from './types';

/** The referenced articles in section order; ids of deleted articles are skipped. */
export async function resolveSections(db: Db, stored: NewsletterContent): Promise<ResolvedSection[]> {
  const content = normalizeContent(stored);
  const ids = contentArticleIds(content);
  const rows = ids.length ? await db.select(articleColumns).from(articles).where(inArray(articles.id, ids)) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return newsletterSectionOrder.map(({ section, key, cap }) => ({
    section,
    key,
    articles: idsInSlot(content, key)
      .map((id) => byId.get(id))
      .filter((a): a is Article => a !== undefined)
      .slice(0, cap),
  }));
}

/**
 * Refuses content whose ids are unknown or placed in the wrong section. Inside a transaction the
 * articles are locked for share, so none can be deleted before the newsletter is written.
 */
export async function assertContentPlacement(tx: Db, content: NewsletterContent): Promise<void> {
  const ids = contentArticleIds(content);
  if (!ids.length) return;
  const found = await tx
    .select({ id: articles.id, section: articles.section, headline: articles.headline })
    .from(articles)
    .where(inArray(articles.id, ids))
    .for('share');
  assertPlacement(content, found);
}
