import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { articles, newsletters } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { htmlToText, sanitizeHtml } from '../../lib/sanitize';
import { slugify } from '../../../shared/text';
import {
  CONTENT_REQUIRED,
  type ArticleCreateInput,
  type ArticleListInput,
  type ArticleUpdateInput,
} from '../../../shared/schemas/articles';
import type { Page } from '../../../shared/schemas/common';
import type { Db } from '../../db/client';
import type { ServiceDeps } from '../deps';
import { createArticleGenerator } from './generate';
import { writeWithFreeSlug } from './slug';
import { articleColumns, type Article, type ArticleDraft } from './types';
import { countRows, paged } from '../../db/paging';
import { articlesHotPage } from './hotPage';
import { contentWithout, normalizeContent } from '../newsletters/contentRules';

export type { Article } from './types';

/**
 * Stored HTML is sanitized on write; a body that sanitizes to nothing, or to empty paragraphs
 * (what a cleared rich-text editor holds), is no body.
 */
function cleanContent(html: string): string {
  const clean = sanitizeHtml(html).trim();
  if (!clean || (!htmlToText(clean) && !/<img\s/i.test(clean))) throw new AppError('BAD_REQUEST', CONTENT_REQUIRED);
  return clean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** Search by headline or summary (what an editor remembers of an article). */
function searchWhere(q: string) {
  const pattern = `%${escapeLike(q)}%`;
  return or(ilike(articles.headline, pattern), ilike(articles.summary, pattern));
}

export function createArticleService({ db, database, config }: ServiceDeps) {
  async function get(id: string): Promise<Article> {
    const [row] = await db.select(articleColumns).from(articles).where(eq(articles.id, id)).limit(1);
    if (!row) throw notFound('Article');
    return row;
  }

  async function insert(draft: ArticleDraft, slugSource: string): Promise<Article> {
    return writeWithFreeSlug(db, slugify(slugSource), async (attemptDb, slug) => {
      const [row] = await attemptDb
        .insert(articles)
        .values({ ...draft, slug })
        .returning(articleColumns);
      return row;
    });
  }

  const hotPage = articlesHotPage(db, database);

  const generator = createArticleGenerator(config.openai, (draft) => insert(draft, draft.headline));

  return {
    get,

    async bySlug(slug: string): Promise<Article> {
      const [row] = await db.select(articleColumns).from(articles).where(eq(articles.slug, slug)).limit(1);
      if (!row) throw notFound('Article');
      return row;
    },

    async list(input: ArticleListInput): Promise<Page<Article>> {
      if (!input.section && !input.q && !input.origin) {
        return hotPage(input);
      }
      const where = and(
        input.section ? eq(articles.section, input.section) : undefined,
        input.origin ? eq(articles.generatedByAI, input.origin === 'ai') : undefined,
        input.q ? searchWhere(input.q) : undefined,
      );
      return paged(
        db.select(articleColumns).from(articles).where(where).orderBy(desc(articles.createdAt), desc(articles.id)),
        countRows(db, articles, where),
        input,
      );
    },

    async create({ slug, content, ...fields }: ArticleCreateInput): Promise<Article> {
      return insert({ ...fields, content: cleanContent(content) }, slug ?? fields.headline);
    },

    /** The slug stays as it is (shared links keep working) unless a new one is given. */
    async update({ id, slug, content, generatedByAI, ...fields }: ArticleUpdateInput): Promise<Article> {
      const current = await get(id);
      const values = {
        ...fields,
        content: cleanContent(content),
        ...(generatedByAI === undefined ? {} : { generatedByAI }),
      };
      const wanted = slug ? slugify(slug) : current.slug;
      const write = async (writeDb: Db, nextSlug: string) => {
        const [row] = await writeDb
          .update(articles)
          .set({ ...values, slug: nextSlug })
          .where(eq(articles.id, id))
          .returning(articleColumns);
        return row;
      };
      const row = wanted === current.slug ? await write(db, wanted) : await writeWithFreeSlug(db, wanted, write, id);
      if (!row) throw notFound('Article');
      return row;
    },

    /**
     * Deletes an article and takes it out of every newsletter not yet sent, in one transaction.
     * A sent newsletter keeps its record; its archive page skips the missing article.
     */
    async remove(id: string): Promise<Article> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(articles).where(eq(articles.id, id)).returning(articleColumns);
        if (!row) throw notFound('Article');
        const holding = await tx
          .select({ id: newsletters.id, content: newsletters.content })
          .from(newsletters)
          .where(and(sql`${newsletters.status} <> 'sent'`, sql`${newsletters.content}::text like ${`%${id}%`}`))
          .for('update');
        for (const newsletter of holding) {
          await tx
            .update(newsletters)
            .set({ content: contentWithout(normalizeContent(newsletter.content), id) })
            .where(eq(newsletters.id, newsletter.id));
        }
        return row;
      });
    },

    aiStatus: generator.status,
    generate: generator.generate,
  };
}
export type ArticleService = ReturnType<typeof createArticleService>;
