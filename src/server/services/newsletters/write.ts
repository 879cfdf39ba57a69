import { and, eq } from 'drizzle-orm';
import { articles, newsletters } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { emptyNewsletterContent } from '../../../shared/newsletterContent';
import type { NewsletterArticleInput, NewsletterCreateInput, NewsletterUpdateInput } from '../../../shared/schemas/newsletters';
import type { ServiceDeps } from '../deps';
import { normalizeContent, withArticle, withoutArticle } from './contentRules';
import { assertNotSent, NEWSLETTER_SENT_IS_FINAL, planUpdate, type NewsletterPatch } from './planUpdate';
import { assertContentPlacement } from './sections';
import type { Db } from '../../db/client';
import { newsletterColumns, type Newsletter } from './types';
import { queueDelivery } from '../delivery/queue';
import { queueScheduledSend, type ScheduledSendJobData } from './scheduledSend';

/** Reads the newsletter locked for update, so concurrent edits and sends queue behind this one. */
async function lockNewsletter(tx: Db, id: string): Promise<Newsletter> {
  const [row] = await tx.select(newsletterColumns).from(newsletters).where(eq(newsletters.id, id)).for('update');
  if (!row) throw notFound('Newsletter');
  return row;
}

/** Writes the patch only if the status is still the one read, so two sends cannot both win. */
async function writeGuarded(tx: Db, current: Newsletter, patch: NewsletterPatch): Promise<Newsletter> {
  const [row] = await tx
    .update(newsletters)
    .set(patch)
    .where(and(eq(newsletters.id, current.id), eq(newsletters.status, current.status)))
    .returning(newsletterColumns);
  if (row) return row;
  const [now] = await tx.select({ status: newsletters.status }).from(newsletters).where(eq(newsletters.id, current.id));
  if (now?.status === 'sent') throw new AppError('CONFLICT', NEWSLETTER_SENT_IS_FINAL);
  throw new AppError('CONFLICT', 'The newsletter was changed by someone else; reload and try again.');
}

export const NEWSLETTER_SENT_CANNOT_BE_DELETED = 'A sent newsletter is kept as the record of what readers received and cannot be deleted.';
export const NEWSLETTER_SCHEDULED_CANNOT_BE_DELETED = 'Cancel the schedule first: only a draft newsletter can be deleted.';

export function createNewsletterWrites(deps: ServiceDeps) {
  const { db } = deps;
  return {
    /** Every newsletter starts as a draft. */
    async create(input: NewsletterCreateInput): Promise<Newsletter> {
      const content = input.content ?? emptyNewsletterContent();
      return db.transaction(async (tx) => {
        await assertContentPlacement(tx, content);
        const [row] = await tx
          .insert(newsletters)
          .values({ title: input.title, type: input.type, content, status: 'draft' })
          .returning(newsletterColumns);
        return row;
      });
    },

    async update({ id, ...input }: NewsletterUpdateInput): Promise<Newsletter> {
      if (input.status === 'sent' || input.status === 'scheduled' || input.scheduledDate) await deps.jobs.ready();
      return db.transaction(async (tx) => {
        const current = await lockNewsletter(tx, id);
        const patch = planUpdate(current, input, new Date());
        if (patch.content) await assertContentPlacement(tx, patch.content);
        const row = await writeGuarded(tx, current, patch);
        // the guarded write let exactly one request move it to sent: only that one queues delivery
        if (patch.status === 'sent') await queueDelivery({ ...deps, db: tx }, row);
        if (patch.scheduledDate) await queueScheduledSend(deps, tx, row.id, patch.scheduledDate);
        return row;
      });
    },

    /**
     * The scheduled-send job: sends the newsletter if it is still scheduled for that instant.
     * Cancelled (back to draft), re-timed or already sent: nothing happens. Returns whether it sent.
     */
    async sendScheduled({ newsletterId, scheduledFor }: ScheduledSendJobData): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select(newsletterColumns).from(newsletters).where(eq(newsletters.id, newsletterId)).for('update');
        if (current?.status !== 'scheduled' || current.scheduledDate?.toISOString() !== scheduledFor) return false;
        const row = await writeGuarded(
          tx,
          current,
          planUpdate(current, { status: 'sent', scheduledDate: null, sentDate: null }, new Date()),
        );
        await queueDelivery({ ...deps, db: tx }, row);
        return true;
      });
    },

    /** Only a draft can go: a sent one is the record of what readers got, a scheduled one is due to go out. */
    async remove(id: string): Promise<Newsletter> {
      return db.transaction(async (tx) => {
        const current = await lockNewsletter(tx, id);
        if (current.status === 'sent') throw new AppError('CONFLICT', NEWSLETTER_SENT_CANNOT_BE_DELETED);
        if (current.status !== 'draft') throw new AppError('CONFLICT', NEWSLETTER_SCHEDULED_CANNOT_BE_DELETED);
        await tx.delete(newsletters).where(eq(newsletters.id, id));
        return current;
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
