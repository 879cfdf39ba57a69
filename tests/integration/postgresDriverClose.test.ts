import { afterAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';

/**
 * postgres.js 3.4.9 throws from a timer when a write is flushed after its connection closed
 * (porsager/postgres#1208): nothing can catch that, so one dropped connection ended the whole
 * process, and releasing a reserved connection that had closed handed the dead connection out
 * again. `patches/postgres+3.4.9.patch` settles the waiting query and keeps the dead connection
 * in the closed queue. A reserved connection whose backend is gone reproduces both every time.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('the PostgreSQL driver when a connection closes under it', () => {
  const sql = postgres(serverUrl!, { max: 2, onnotice: () => {} });
  const admin = postgres(serverUrl!, { max: 1, onnotice: () => {} });

  afterAll(async () => {
    await sql.end({ timeout: 1 });
    await admin.end({ timeout: 1 });
  });

  it('rejects the next query with CONNECTION_CLOSED instead of ending the process', async () => {
    const reserved = await sql.reserve();
    const [{ pid }] = await reserved`select pg_backend_pid() as pid`;
    await admin`select pg_terminate_backend(${pid})`;
    await new Promise((r) => setTimeout(r, 200));

    const outcome = await Promise.race([
      reserved`select 1`.then(
        () => 'answered',
        (error: { code?: string }) => error.code,
      ),
      new Promise((r) => setTimeout(() => r('still waiting after 3 s'), 3_000)),
    ]);
    reserved.release();

    expect(outcome).toBe('CONNECTION_CLOSED');
    // the dead connection is not handed out again: every later query on the pool is answered
    const later = await Promise.all([1, 2, 3, 4].map((n) => sql`select ${n}::int as n`));
    expect(later.map(([row]) => row.n)).toEqual([1, 2, 3, 4]);
  });
});
