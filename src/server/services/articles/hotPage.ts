import { count, desc, sql } from 'drizzle-orm';
import { articleChanges, articles } from '../../db/schema';
import type { Database, Db } from '../../db/client';
import type { Page } from '../../../shared/schemas/common';
import { KeptPages } from './keptPages';
import { articleColumns, type Article } from './types';

const PREPARED = { prepare: true };
/** pages (limit and offset) kept at once: the home page's, the editor's first ones, a few more */
const KEPT_PAGES = 16;
/** characters of article text kept at most, all pages together (about twice that in memory, with their JSON) */
const KEPT_SIZE = 4_000_000;

type HotRow = Omit<Article, 'createdAt'> & { createdAt: Date | string; total: number };

/**
 * The unfiltered pages (home page, editor, GET /api/articles), the hot path: one statement answers
 * the page and the total (an uncorrelated subquery PostgreSQL runs once). Drizzle writes the SQL,
 * once, and it runs as a named prepared statement; the rows come back as plain objects and are
 * mapped here, because drizzle's generic row mapping (a type check per cell) was a tenth of the
 * service call's CPU (bench/README.md, the articles path).
 *
 * A page read is kept, frozen, with the version of `article_changes` read just before it; while
 * the version is the same, the next call reads only that one value and answers the same object
 * (which the REST adapter serializes once, decision 0041). Reading the version first means a kept
 * page is never older than its version: a write in between only makes it read again.
 */
export function articlesHotPage(db: Db, database: Database) {
  // every field named as its key, so a raw row already has the Article's shape
  const named = Object.fromEntries(Object.entries(articleColumns).map(([key, column]) => [key, sql`${column}`.as(key)]));
  const pageText = db
    .select({ ...named, total: sql`(select count(*) from ${articles})::int`.as('total') })
    .from(articles)
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .toSQL().sql;
  const countText = db
    .select({ total: sql`${count()}::int`.as('total') })
    .from(articles)
    .toSQL().sql;
  const versionText = db
    .select({ version: sql`${articleChanges.version}::text`.as('version') })
    .from(articleChanges)
    .toSQL().sql;
  const kept = new KeptPages<Page<Article>>(KEPT_PAGES, KEPT_SIZE);

  async function read(limit: number, offset: number): Promise<Page<Article>> {
    const rows = await database.query<HotRow>(pageText, [limit, offset], PREPARED);
    // past the last page there is no row to carry the total
    const total = rows.length ? rows[0].total : (await database.query<{ total: number }>(countText, [], PREPARED))[0].total;
    const items = rows.map(toArticle);
    Object.freeze(items);
    return Object.freeze({ items, total });
  }

  return async ({ limit, offset }: { limit: number; offset: number }): Promise<Page<Article>> => {
    const [current] = await database.query<{ version: string }>(versionText, [], PREPARED);
    // without its row (a database restored from a partial dump) nothing can be kept safely
    if (!current) return read(limit, offset);
    const { version } = current;
    const key = `${limit}:${offset}`;
    const hit = kept.get(key, version);
    if (hit) return hit;
    const page = await read(limit, offset);
    const size = page.items.reduce((sum, article) => sum + textSize(article), 0);
    kept.keep(key, version, page, size);
    return page;
  };
}

/** The characters an article holds, near enough: its texts and a little for the rest. */
const textSize = (a: Article) => a.content.length + a.headline.length + (a.summary?.length ?? 0) + 200;

/**
 * PGlite hands a timestamp over as a Date, postgres.js (as drizzle sets it up) as its text. One
 * literal of known shape: a rest-and-spread copy of each row showed in the profile, this does not.
 */
function toArticle(row: HotRow): Article {
  return Object.freeze({
    id: row.id,
    headline: row.headline,
    slug: row.slug,
    content: row.content,
    section: row.section,
    sourceLink: row.sourceLink,
    videoUrl: row.videoUrl,
    summary: row.summary,
    generatedByAI: row.generatedByAI,
    createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt),
  });
}
