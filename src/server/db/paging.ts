import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Page, PageInput } from '../../shared/schemas/common';
import type { Db } from './client';

/** A filtered, ordered query that still takes its page bounds. */
type Pageable<T> = { limit(limit: number): { offset(offset: number): PromiseLike<T[]> } };

/** Rows of the filtered set, counted in SQL (no list is ever downloaded to be counted). */
export const countRows = (db: Db, table: PgTable, where?: SQL) => db.select({ total: count() }).from(table).where(where);

/** One page of `query` and the total of the whole filtered set, fetched together. */
export async function paged<T>(
  query: Pageable<T>,
  total: PromiseLike<{ total: number }[]>,
  { limit, offset }: PageInput,
): Promise<Page<T>> {
  const [items, [row]] = await Promise.all([query.limit(limit).offset(offset), total]);
  return { items, total: row?.total ?? 0 };
}
