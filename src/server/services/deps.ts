import type { Config } from '../config';
import type { Database, DbOrTx } from '../db/client';
import type { JobQueue } from '../jobs/engine';
import type { Mailer } from '../lib/mail/mailer';

/**
 * What every service may use: the query builder (the root one, or the transaction of a unit of
 * work), the raw database handle, the settings, the job queue (background work on pg-boss) and
 * the mailer. `database` always talks to the root connection, outside any unit of work: use `db`
 * for anything that must commit with it.
 */
export type ServiceDeps = { db: DbOrTx; database: Database; config: Config; jobs: JobQueue; mailer: Mailer };
