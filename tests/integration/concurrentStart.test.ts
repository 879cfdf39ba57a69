import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { boot, type Runtime } from '../../src/server/boot';
import { verifyPassword } from '../../src/server/auth/password';
import { freshServerDatabase } from '../support/freshDatabase';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A rolling deploy starts the new version's instances together, on a database they must first migrate. */
describe('instances started together on a new PostgreSQL database', () => {
  const databases: Awaited<ReturnType<typeof freshServerDatabase>>[] = [];
  const fresh = async () => {
    const database = await freshServerDatabase(serverUrl as string);
    databases.push(database);
    return database.url;
  };
  afterAll(async () => {
    await Promise.all(databases.map((d) => d.drop()));
  });

  async function startTogether(env: Record<string, string>, logs: string[] = []) {
    const config = loadConfig(env);
    const started = await Promise.allSettled([1, 2, 3].map(() => boot(config, { log: (line) => logs.push(line) })));
    const runtimes = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
    const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    return { runtimes, failures, close: () => Promise.all(runtimes.map((r: Runtime) => r.database.close())) };
  }

  it.skipIf(!serverUrl)('all come up, one migrates and seeds, and there is one admin', async () => {
    const { runtimes, failures, close } = await startTogether({
      DATABASE_URL: await fresh(),
      ADMIN_USERNAME: 'chief',
      ADMIN_PASSWORD: 'a-long-enough-password',
    });
    try {
      expect(failures).toEqual([]);
      const [admins] = await runtimes[0].database.query<{ n: number }>(`select count(*)::int as n from users where username = 'chief'`);
      expect(admins.n).toBe(1);
      const [migrations] = await runtimes[0].database.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
      const [distinct] = await runtimes[0].database.query<{ n: number }>(
        'select count(distinct hash)::int as n from drizzle.__drizzle_migrations',
      );
      expect(migrations.n).toBe(distinct.n);
    } finally {
      await close();
    }
  });

  it.skipIf(!serverUrl)('with no password given, exactly one shows a generated password, and it is the one that works', async () => {
    const logs: string[] = [];
    const { runtimes, failures, close } = await startTogether({ DATABASE_URL: await fresh() }, logs);
    try {
      expect(failures).toEqual([]);
      const shown = logs.flatMap((line) => line.match(/^Created admin user "admin" with password: (\S+)$/)?.[1] ?? []);
      expect(shown).toHaveLength(1);
      const [admin] = await runtimes[0].database.query<{ password_hash: string }>(`select password_hash from users where is_admin`);
      expect(await verifyPassword(admin.password_hash, shown[0])).toBe(true);
    } finally {
      await close();
    }
  });
});
