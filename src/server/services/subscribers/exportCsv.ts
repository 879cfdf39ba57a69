import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscribers } from '../../db/schema';
import { branchLabels } from '../../../shared/labels';
import { csvStream, type CsvDownload, type CsvValue } from '../../lib/csv';

export const EXPORT_BATCH_SIZE = 1000;
export const EXPORT_HEADER = ['email', 'name', 'branch', 'status', 'subscribed_at', 'unsubscribed_at'] as const;

type Cursor = { at: string; id: string };

function readBatch(db: Db, after: Cursor | null, batchSize: number) {
  return db
    .select({
      email: subscribers.email,
      name: subscribers.name,
      veteranBranch: subscribers.veteranBranch,
      subscribed: subscribers.subscribed,
      subscribedAt: subscribers.subscribedAt,
      unsubscribedAt: subscribers.unsubscribedAt,
      id: subscribers.id,
      cursorAt: sql<string>`${subscribers.subscribedAt}::text`,
    })
    .from(subscribers)
    .where(after ? sql`(${subscribers.subscribedAt}, ${subscribers.id}) > (${after.at}::timestamptz, ${after.id}::uuid)` : undefined)
    .orderBy(asc(subscribers.subscribedAt), asc(subscribers.id))
    .limit(batchSize);
}

/**
 * Every subscriber in (subscribedAt, id) order, one keyset page at a time. The cursor keeps the
 * timestamp as Postgres text: a JS Date drops the microseconds and would repeat rows.
 */
async function* subscriberBatches(db: Db, batchSize: number): AsyncGenerator<CsvValue[][]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await readBatch(db, cursor, batchSize);
    if (!rows.length) return;
    yield rows.map((r) => [
      r.email,
      r.name,
      r.veteranBranch ? (branchLabels[r.veteranBranch] ?? r.veteranBranch) : null,
      r.subscribed ? 'Subscribed' : 'Unsubscribed',
      r.subscribedAt,
      r.unsubscribedAt,
    ]);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1];
    cursor = { at: last.cursorAt, id: last.id };
  }
}

/** The whole list as a streamed CSV download; nothing but one batch is held in memory. */
export function exportSubscribersCsv(db: Db, now = new Date(), batchSize = EXPORT_BATCH_SIZE): CsvDownload {
  return {
    contentType: 'text/csv; charset=utf-8',
    filename: `muster-subscribers-${now.toISOString().slice(0, 10)}.csv`,
    body: csvStream(EXPORT_HEADER, subscriberBatches(db, batchSize)),
  };
}
