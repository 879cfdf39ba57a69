import { asc, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { subscribers } from '../../db/schema';
import { branchLabels } from '../../../shared/labels';
import { csvStream, defuseFormula, type CsvDownload, type CsvValue } from '../../lib/csv';
import { crlfRecordEnds, csvTextSql, isoTimestampSql, sqlText } from '../../lib/csvCopy';
import { subscriberColumns } from './columns';

/** PGlite's page: a few MB of rows at a time */
export const EXPORT_BATCH_SIZE = 5000;
export const EXPORT_HEADER = ['email', 'name', 'branch', 'status', 'subscribed_at', 'unsubscribed_at'] as const;

type Cursor = { at: string; id: string };

function readBatch(db: Db, after: Cursor | null, batchSize: number) {
  return db
    .select({ ...subscriberColumns, cursorAt: sql<string>`${subscribers.subscribedAt}::text` })
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

// the labels are ours, made safe here once; only a value without a label is checked per row
const branchLabelSql = `case veteran_branch ${Object.entries(branchLabels)
  .map(([branch, label]) => `when ${sqlText(branch)} then ${sqlText(defuseFormula(label))}`)
  .join(' ')} else ${csvTextSql('veteran_branch')} end`;

/**
 * The same file written by PostgreSQL (decision 0032): the columns, labels and formula rule of
 * `subscriberBatches` in SQL, quoted by COPY, in the same order, read along
 * subscribers_subscribed_at_id_idx with no sort. The order names the table's columns: bare, it
 * would mean the output's text timestamps (to the millisecond) and sort them all. One statement
 * reads one snapshot: no keyset.
 */
export const EXPORT_COPY_SQL = `copy (select ${csvTextSql('email')} as email, ${csvTextSql('name')} as name,
  ${branchLabelSql} as branch,
  case when subscribed then 'Subscribed' else 'Unsubscribed' end as status,
  ${isoTimestampSql('subscribed_at')} as subscribed_at, ${isoTimestampSql('unsubscribed_at')} as unsubscribed_at
  from subscribers order by subscribers.subscribed_at, subscribers.id) to stdout (format csv, header)`;

type ExportOptions = { batchSize?: number; copyOut?: Database['copyOut'] };

/**
 * The whole list as a streamed CSV download with bounded memory: PostgreSQL streams it with
 * COPY when the database is a server (`copyOut`), else it is read one keyset batch at a time.
 */
export function exportSubscribersCsv(
  db: Db,
  now = new Date(),
  { batchSize = EXPORT_BATCH_SIZE, copyOut }: ExportOptions = {},
): CsvDownload {
  return {
    contentType: 'text/csv; charset=utf-8',
    filename: `muster-subscribers-${now.toISOString().slice(0, 10)}.csv`,
    body: copyOut ? copyOut(EXPORT_COPY_SQL, { transform: crlfRecordEnds() }) : csvStream(EXPORT_HEADER, subscriberBatches(db, batchSize)),
  };
}
