import type { Config } from '../config';
import type { Database, Db } from '../db/client';

/** What every service may use: the query builder, the raw database handle and the settings. */
export type ServiceDeps = { db: Db; database: Database; config: Config };
