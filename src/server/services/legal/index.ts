import { eq } from 'drizzle-orm';
import { legalPages } from '../../db/schema';
import { sanitizeHtml } from '../../lib/sanitize';
import { legalDefaults, legalPageTitles } from '../../../shared/legalDefaults';
import type { LegalPageSlug } from '../../../shared/enums';
import type { LegalUpdateInput } from '../../../shared/schemas/legal';
import type { ServiceDeps } from '../deps';

/** Until the chat retention setting lands here, the documented default. */
const CHAT_RETENTION_DAYS_DEFAULT = 30;

export type LegalPage = {
  slug: LegalPageSlug;
  title: string;
  html: string;
  /** true while the operator has not edited it: the built-in text, which follows the product */
  isDefault: boolean;
  updatedAt: Date | null;
  updatedBy: string | null;
};

/** The address part of MAIL_FROM ('Muster <team@x>' → team@x). */
const addressOf = (from: string) => from.match(/<([^>]+)>/)?.[1] ?? from.trim();

export function createLegalService({ db, config }: ServiceDeps) {
  const facts = () => ({
    contactEmail: addressOf(config.smtp.from),
    chatRetentionDays: (config as { chatRetentionDays?: number }).chatRetentionDays ?? CHAT_RETENTION_DAYS_DEFAULT,
  });

  async function get(slug: LegalPageSlug): Promise<LegalPage> {
    const [row] = await db
      .select({ html: legalPages.html, updatedAt: legalPages.updatedAt, updatedBy: legalPages.updatedBy })
      .from(legalPages)
      .where(eq(legalPages.slug, slug))
      .limit(1);
    const title = legalPageTitles[slug];
    if (row) return { slug, title, isDefault: false, ...row };
    return { slug, title, html: legalDefaults[slug](facts()), isDefault: true, updatedAt: null, updatedBy: null };
  }

  return {
    get,
    /** Stores the edited text; an empty text goes back to the built-in default. */
    async update({ slug, html }: LegalUpdateInput, by: string): Promise<LegalPage> {
      const clean = html ? sanitizeHtml(html).trim() : '';
      if (!clean) {
        await db.delete(legalPages).where(eq(legalPages.slug, slug));
      } else {
        const values = { html: clean, updatedAt: new Date(), updatedBy: by };
        await db
          .insert(legalPages)
          .values({ slug, ...values })
          .onConflictDoUpdate({ target: legalPages.slug, set: values });
      }
      return get(slug);
    },
  };
}
export type LegalService = ReturnType<typeof createLegalService>;
