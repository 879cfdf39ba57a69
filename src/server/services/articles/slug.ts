import { and, eq, ne, or, sql } from 'drizzle-orm';
import { articles } from '../../db/schema';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { withSavepoint } from '../../db/savepoint';

const SLUG_CONSTRAINT = 'articles_slug_unique';
const MAX_ATTEMPTS = 5;

/** The smallest free slug: `base` itself, else base-2, base-3, … */
export function pickFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** A unique-index violation, whichever driver raised it (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as Record<string, unknown> | undefined; e; e = e.cause as Record<string, unknown> | undefined) {
    // postgres.js names the field constraint_name, PGlite constraint
    if (e.code === '23505' && (e.constraint_name ?? e.constraint) === constraint) return true;
  }
  return false;
}

async function takenSlugs(db: Db, base: string, exceptId?: string): Promise<string[]> {
  // base comes from slugify ([a-z0-9-] only), so it is safe inside the pattern
  const family = or(eq(articles.slug, base), sql`${articles.slug} ~ ${`^${base}-[0-9]+$`}`);
  const rows = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(and(family, exceptId ? ne(articles.id, exceptId) : undefined));
  return rows.map((r) => r.slug);
}

/**
 * Runs `write` with `base` as the slug, or the next free variant when the unique index refuses it.
 * The index is the judge, so two editors saving the same headline at once both succeed. Each
 * attempt gets the handle to write through (a savepoint inside a unit of work).
 */
export async function writeWithFreeSlug<T>(
  db: Db,
  base: string,
  write: (db: Db, slug: string) => Promise<T>,
  exceptId?: string,
): Promise<T> {
  let slug = base;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    try {
      return await withSavepoint(db, (attemptDb) => write(attemptDb, slug));
    } catch (error) {
      if (!isUniqueViolation(error, SLUG_CONSTRAINT)) throw error;
    }
    slug = pickFreeSlug(base, await takenSlugs(db, base, exceptId));
  }
  throw new AppError('CONFLICT', 'Could not find a free link (slug) for this article; please try again.');
}
