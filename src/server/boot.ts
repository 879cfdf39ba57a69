import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { runMigrations } from './db/migrate';
import { seedReferenceData } from './db/seed/reference';
import { seedDemoData } from './db/seed/demo';
import { createServices, type Services } from './services';
import { createJobEngine, type JobEngine } from './jobs/engine';
import { jobDefinitions } from './jobs/registry';
import { createMailer, type Mailer } from './lib/mail/mailer';
import { logger } from './lib/logger';

export type Runtime = { config: Config; database: Database; services: Services; jobs: JobEngine; mailer: Mailer };

export type BootOptions = {
  /** in-memory PGlite (tests); ignored when DATABASE_URL is set */
  inMemory?: boolean;
  /** add the demo set on the embedded database's first start */
  demoOnFirstStart?: boolean;
  log?: (line: string) => void;
};

/** Opens the database, migrates, loads reference data and makes sure an admin exists. */
export async function boot(config: Config, options: BootOptions = {}): Promise<Runtime> {
  const log = options.log ?? (() => {});
  const embeddedDir = path.resolve(config.dataDir, 'pglite');
  const firstEmbeddedStart = !config.databaseUrl && !options.inMemory && !existsSync(path.join(embeddedDir, 'PG_VERSION'));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, inMemory: options.inMemory });
  // instances started together (a rolling deploy) take turns: the first migrates and seeds, the
  // others find it done, and only one creates the first admin (and shows its password)
  await database.exclusively(async () => {
    await runMigrations(database);
    await seedReferenceData(database.db);
    if (firstEmbeddedStart && options.demoOnFirstStart) {
      await seedDemoData(database.db);
      log('First start of the embedded database: demo data added.');
    }
  });
  // the job engine starts on first use (a send) or when index.ts runs the workers
  const jobs = createJobEngine(database, {
    definitions: jobDefinitions,
    onError: (error) => logger.error({ err: error }, 'job engine failure'),
  });
  const mailer = createMailer(config);
  const services = createServices({ db: database.db, database, config, jobs, mailer });
  const admin = await database.exclusively(() => services.auth.bootstrapAdmin(config.admin));
  if (admin?.password) {
    log(`Created admin user "${admin.username}" with password: ${admin.password}`);
    log('This password is shown once. Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.');
  } else if (admin) {
    log(`Admin user "${admin.username}" is ready (password from ADMIN_PASSWORD).`);
  }
  return { config, database, services, jobs, mailer };
}
