import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import { newsletters } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { Page } from '../../../shared/schemas/common';
import type { NewsletterListInput } from '../../../shared/schemas/newsletters';
import type { ServiceDeps } from '../deps';
import { prepareNewsletter, renderNewsletterEmail } from './email';
import { archiveContext, previewContext } from '../delivery/recipientContext';
import type { RecipientContext } from './email';
import { resolveSections } from './sections';
import { newsletterColumns, type Newsletter, type NewsletterWithArticles, type Viewer } from './types';
import { countRows, paged } from '../../db/paging';

/** How many other editions the public newsletter page lists (public spec §9). */
export const OTHER_NEWSLETTERS_SHOWN = 4;

const isSent = eq(newsletters.status, 'sent');

export function createNewsletterReads({ db, config }: ServiceDeps) {
  async function find(id: string): Promise<Newsletter | undefined> {
    const [row] = await db.select(newsletterColumns).from(newsletters).where(eq(newsletters.id, id)).limit(1);
    return row;
  }

  /** Admins see every newsletter; everyone else sees sent ones only, and 404 for the rest. */
  async function findVisible(id: string, viewer: Viewer): Promise<Newsletter> {
    const row = await find(id);
    if (!row || (!viewer.isAdmin && row.status !== 'sent')) throw notFound('Newsletter');
    return row;
  }

  /** The one email rendering, with footer links that ask who you are (no subscriber in view). */
  async function renderShared(row: Newsletter, context: RecipientContext): Promise<string> {
    const sections = await resolveSections(db, row.content);
    const prepared = prepareNewsletter({ newsletter: row, sections, publicUrl: config.publicUrl, mailFrom: config.smtp.from });
    return renderNewsletterEmail(prepared, context).html;
  }

  return {
    find,

    async list(input: NewsletterListInput, viewer: Viewer): Promise<Page<Newsletter>> {
      const filters: (SQL | undefined)[] = [input.type === 'all' ? undefined : eq(newsletters.type, input.type)];
      if (!viewer.isAdmin) filters.push(isSent);
      else if (input.status !== 'all') filters.push(eq(newsletters.status, input.status));
      const where = and(...filters);
      // the archive orders by send time; the admin list by creation
      const order = viewer.isAdmin
        ? [desc(newsletters.createdAt), desc(newsletters.id)]
        : [desc(newsletters.sentDate), desc(newsletters.id)];
      return paged(
        db
          .select(newsletterColumns)
          .from(newsletters)
          .where(where)
          .orderBy(...order),
        countRows(db, newsletters, where),
        input,
      );
    },

    async get(id: string, viewer: Viewer): Promise<NewsletterWithArticles> {
      const row = await findVisible(id, viewer);
      return { ...row, articles: await resolveSections(db, row.content) };
    },

    /** The newest sent editions other than this one, for the public newsletter page. */
    async others(id: string, viewer: Viewer): Promise<Newsletter[]> {
      await findVisible(id, viewer);
      return db
        .select(newsletterColumns)
        .from(newsletters)
        .where(and(isSent, ne(newsletters.id, id)))
        .orderBy(desc(newsletters.sentDate), desc(newsletters.id))
        .limit(OTHER_NEWSLETTERS_SHOWN);
    },

    /**
     * A sent newsletter's preview is public; any other (or an unknown id) needs an admin, checked
     * before the lookup so that a visitor learns nothing about drafts.
     */
    async preview(id: string, viewer: Viewer): Promise<{ contentType: string; body: string }> {
      const row = await find(id);
      if (!viewer.isAdmin && row?.status !== 'sent') {
        if (!viewer.signedIn) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
        throw new AppError('FORBIDDEN', 'Administrator access is required.');
      }
      if (!row) throw notFound('Newsletter');
      return { contentType: 'text/html; charset=utf-8', body: await renderShared(row, previewContext(config, row.id)) };
    },

    /**
     * The archive page's copy of the email (no "View in browser": it is that copy): sent
     * newsletters only, for admins too; 404 otherwise.
     */
    async archiveHtml(id: string): Promise<{ html: string }> {
      const row = await find(id);
      if (row?.status !== 'sent') throw notFound('Newsletter');
      return { html: await renderShared(row, archiveContext(config)) };
    },
  };
}
