import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';

const serverUrl = process.env.TEST_DATABASE_URL;

/** What every request's connection runs with (decision 0029): settings an OLTP app needs, checked on the server itself. */
describe('the PostgreSQL connections requests run on', () => {
  it.skipIf(!serverUrl)('have JIT and parallel workers off and a statement timeout, and name the app', async () => {
    const database = await openDatabase({ databaseUrl: serverUrl });
    try {
      // several at once, so more than one connection of the pool answers
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          database.query(
            `select current_setting('jit') as jit, current_setting('max_parallel_workers_per_gather') as workers,
              current_setting('statement_timeout') as timeout, current_setting('application_name') as app, pg_sleep(0.05)::text`,
          ),
        ),
      );
      for (const [row] of answers) expect(row).toMatchObject({ jit: 'off', workers: '0', timeout: '10s', app: 'muster' });
    } finally {
      await database.close();
    }
  });
});
