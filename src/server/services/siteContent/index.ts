import { asc, eq } from 'drizzle-orm';
import { siteContent } from '../../db/schema';
import { AppError } from '../../errors';
import { sanitizeHtml } from '../../lib/sanitize';
import { siteContentDefaults } from '../../../shared/siteContentDefaults';
import { ABOUT_REQUIRED, type SiteContentUpdateInput } from '../../../shared/schemas/siteContent';
import type { ServiceDeps } from '../deps';
import type { RowOf } from '../../db/rowOf';

/** What a caller may see of the site content. */
const siteContentColumns = {
  id: siteContent.id,
  heroTitle: siteContent.heroTitle,
  heroSubtitle: siteContent.heroSubtitle,
  ctaText: siteContent.ctaText,
  bannerImageUrl: siteContent.bannerImageUrl,
  aboutHtml: siteContent.aboutHtml,
  createdAt: siteContent.createdAt,
  updatedAt: siteContent.updatedAt,
};
export type SiteContent = RowOf<typeof siteContentColumns>;
/** The stored row, or the stored defaults (id null) before any row exists. */
export type SiteContentView =
  | SiteContent
  | (Omit<SiteContent, 'id' | 'createdAt' | 'updatedAt'> & { id: null; createdAt: null; updatedAt: null });

// one row is expected; should two ever exist, the oldest is the one read and written
const oldestFirst = [asc(siteContent.createdAt), asc(siteContent.id)];

export function createSiteContentService({ db }: ServiceDeps) {
  return {
    async get(): Promise<SiteContentView> {
      const [row] = await db
        .select(siteContentColumns)
        .from(siteContent)
        .orderBy(...oldestFirst)
        .limit(1);
      return row ?? { id: null, ...siteContentDefaults, bannerImageUrl: null, createdAt: null, updatedAt: null };
    },

    async update(input: SiteContentUpdateInput): Promise<SiteContent> {
      const aboutHtml = sanitizeHtml(input.aboutHtml).trim();
      if (!aboutHtml) throw new AppError('BAD_REQUEST', ABOUT_REQUIRED);
      const values = { ...input, aboutHtml };
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ id: siteContent.id })
          .from(siteContent)
          .orderBy(...oldestFirst)
          .limit(1)
          .for('update');
        const [row] = current
          ? await tx.update(siteContent).set(values).where(eq(siteContent.id, current.id)).returning(siteContentColumns)
          : await tx.insert(siteContent).values(values).returning(siteContentColumns);
        return row;
      });
    },
  };
}
export type SiteContentService = ReturnType<typeof createSiteContentService>;
