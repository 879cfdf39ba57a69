import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * For a statement whose failure the caller handles (a unique or foreign-key violation it turns
 * into a retry or a 404). Inside a transaction a failed statement would abort the whole
 * transaction, so `work` runs in a savepoint there; on the root builder it runs as it is.
 */
export function withSavepoint<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  return is(db, PgTransaction) ? db.transaction(work) : work(db);
}
