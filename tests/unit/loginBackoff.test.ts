import { describe, expect, it } from 'vitest';
import { backoffDelayMs } from '../../src/server/auth/throttle';
import { LOGIN_BACKOFF_DEFAULTS } from '../../src/server/config';

describe('per-account sign-in backoff', () => {
  it('does not slow the first ten password checks of an hour', () => {
    for (let previous = 0; previous < 10; previous++) expect(backoffDelayMs(previous, LOGIN_BACKOFF_DEFAULTS)).toBe(0);
  });

  it('then doubles the wait from half a second, and never waits more than five seconds (never a lock)', () => {
    expect([10, 11, 12, 13, 14, 15, 1000].map((n) => backoffDelayMs(n, LOGIN_BACKOFF_DEFAULTS))).toEqual([
      500, 1000, 2000, 4000, 5000, 5000, 5000,
    ]);
  });
});
