import { and, eq } from 'drizzle-orm';
import { articles, newsletters } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { emptyNewsletterContent } from '../../../shared/newsletterContent';
import type {
  NewsletterArticleInput,
  NewsletterCreateInput,
  NewsletterUpdateInput,
} from '../../../shared/schemas/newsletters';
import type { ServiceDeps } from '../deps';
import { normalizeContent, withArticle, withoutArticle } from './contentRules';
import { assertNotSent, NEWSLETTER_SENT_IS_FINAL, planUpdate, type NewsletterPatch } from './planUpdate';
import { assertContentPlacement } from './sections';
import type { Newsletter, Tx } from './types';

/** Reads the newsletter locked for update, so concurrent edits and sends queue behind this one. */
async function lockNewsletter(tx: Tx, id: string): Promise<Newsletter> {
  const [row] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for('update');
  if (!row) throw notFound('Newsletter');
  return row;
}

/** Writes the patch only if the status is still the one read, so two sends cannot both win. */
async function writeGuarded(tx: Tx, current: Newsletter, patch: NewsletterPatch): Promise<Newsletter> {
  const [row] = await tx
    .update(newsletters)
    .set(patch)
    .where(and(eq(newsletters.id, current.id), eq(newsletters.status, current.status)))
    .returning();
  if (row) return row;
  const [now] = await tx.select({ status: newsletters.status }).from(newsletters).where(eq(newsletters.id, current.id));
  if (now?.status === 'sent') throw new AppError('CONFLICT', NEWSLETTER_SENT_IS_FINAL);
  throw new AppError('CONFLICT', 'The newsletter was changed by someone else; reload and try again.');
}

export function createNewsletterWrites({ db }: ServiceDeps) {
  return {
    /** Every newsletter starts as a draft. */
    async create(input: NewsletterCreateInput): Promise<Newsletter> {
      const content = input.content ?? emptyNewsletterContent();
      return db.transaction(async (tx) => {
        await assertContentPlacement(tx, content);
        const [row] = await tx
          .insert(newsletters)
          .values({ title: input.title, type: input.type, content, status: 'draft' })
          .returning();
        return row;
      });
    },

    async update({ id, ...input }: NewsletterUpdateInput): Promise<Newsletter> {
      return db.transaction(async (tx) => {
        const current = await lockNewsletter(tx, id);
        const patch = planUpdate(current, input, new Date());
        if (patch.content) await assertContentPlacement(tx, patch.content);
        return writeGuarded(tx, current, patch);
      });
    },

    /** 'Add to Newsletter': into the section matching the article's own, within its cap. */
    async addArticle({ id, articleId }: NewsletterArticleInput): Promise<Newsletter> {
      return db.transaction(async (tx) => {
        const current = await lockNewsletter(tx, id);
        assertNotSent(current);
        const [article] = await tx
          .select({ id: articles.id, section: articles.section, headline: articles.headline })
          .from(articles)
          .where(eq(articles.id, articleId))
          .for('share');
        if (!article) throw notFound('Article');
        const content = withArticle(normalizeContent(current.content), article);
        return writeGuarded(tx, current, { content });
      });
    },

    async removeArticle({ id, articleId }: NewsletterArticleInput): Promise<Newsletter> {
      return db.transaction(async (tx) => {
        const current = await lockNewsletter(tx, id);
        assertNotSent(current);
        const content = withoutArticle(normalizeContent(current.content), articleId);
        return writeGuarded(tx, current, { content });
      });
    },
  };
}
