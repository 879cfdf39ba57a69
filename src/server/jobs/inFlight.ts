import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Work still running on the engine's behalf: handlers in hand and pg-boss's own queries.
 * pg-boss marks a job done without awaiting it, so a stop that closed the database as soon as
 * pg-boss returned met that query on a closed connection.
 */
export function inFlight() {
  const running = new Set<Promise<unknown>>();
  return {
    track<T>(work: Promise<T>): Promise<T> {
      running.add(work);
      const done = () => running.delete(work);
      work.then(done, done);
      return work;
    },
    /** resolves once nothing runs, or at the deadline; what ends a handler may start a query, so it looks again */
    async drained(deadline: number) {
      while (running.size > 0 && Date.now() < deadline) {
        await Promise.race([Promise.allSettled([...running]), sleep(Math.max(0, deadline - Date.now()))]);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

export type InFlight = ReturnType<typeof inFlight>;
