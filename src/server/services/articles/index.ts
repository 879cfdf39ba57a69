import { and, count, desc, eq, getTableColumns, ilike, sql } from 'drizzle-orm';
import { articles } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { sanitizeHtml } from '../../lib/sanitize';
import { slugify } from '../../../shared/text';
import {
  CONTENT_REQUIRED,
  type ArticleCreateInput,
  type ArticleListInput,
  type ArticleUpdateInput,
} from '../../../shared/schemas/articles';
import type { Page } from '../../../shared/schemas/common';
import type { ServiceDeps } from '../deps';
import { createArticleGenerator } from './generate';
import { writeWithFreeSlug } from './slug';
import type { Article, ArticleDraft } from './types';
import { countRows, paged } from '../../db/paging';

export type { Article } from './types';

/** Stored HTML is sanitized on write; a body that sanitizes to nothing is no body. */
function cleanContent(html: string): string {
  const clean = sanitizeHtml(html).trim();
  if (!clean) throw new AppError('BAD_REQUEST', CONTENT_REQUIRED);
  return clean;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export function createArticleService({ db, config }: ServiceDeps) {
  async function get(id: string): Promise<Article> {
    const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
    if (!row) throw notFound('Article');
    return row;
  }

  async function insert(draft: ArticleDraft, slugSource: string): Promise<Article> {
    return writeWithFreeSlug(db, slugify(slugSource), async (slug) => {
      const [row] = await db
        .insert(articles)
        .values({ ...draft, slug })
        .returning();
      return row;
    });
  }

  // The unfiltered pages (home page, editor, GET /api/articles) are the hot path: one prepared
  // statement answers the page and the total (an uncorrelated subquery Postgres runs once).
  const hotPage = db
    .select({ ...getTableColumns(articles), total: sql<number>`(select count(*) from ${articles})`.mapWith(Number) })
    .from(articles)
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('articles_hot_page');
  const hotCount = db.select({ total: count() }).from(articles).prepare('articles_hot_count');

  const generator = createArticleGenerator(config.openai, (draft) => insert(draft, draft.headline));

  return {
    get,

    async bySlug(slug: string): Promise<Article> {
      const [row] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
      if (!row) throw notFound('Article');
      return row;
    },

    async list(input: ArticleListInput): Promise<Page<Article>> {
      if (!input.section && !input.q) {
        const rows = await hotPage.execute({ limit: input.limit, offset: input.offset });
        // past the last page there is no row to carry the total
        const total = rows.length ? rows[0].total : (await hotCount.execute())[0].total;
        return { items: rows.map(({ total: _total, ...article }) => article), total };
      }
      const where = and(
        input.section ? eq(articles.section, input.section) : undefined,
        input.q ? ilike(articles.headline, `%${escapeLike(input.q)}%`) : undefined,
      );
      return paged(
        db.select().from(articles).where(where).orderBy(desc(articles.createdAt), desc(articles.id)),
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
      const write = async (nextSlug: string) => {
        const [row] = await db
          .update(articles)
          .set({ ...values, slug: nextSlug })
          .where(eq(articles.id, id))
          .returning();
        return row;
      };
      const row = wanted === current.slug ? await write(wanted) : await writeWithFreeSlug(db, wanted, write, id);
      if (!row) throw notFound('Article');
      return row;
    },

    aiStatus: generator.status,
    generate: generator.generate,
  };
}
export type ArticleService = ReturnType<typeof createArticleService>;
