import { setTimeout as sleep } from 'node:timers/promises';
import type { Config } from '../config';
import { addressKey, type RateLimitService, tooManyRequests } from '../services/rateLimits';

export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please try again later.';

type Backoff = Config['login']['backoff'];

/** The wait before checking a password when the account has had `previous` checks in the window. */
export function backoffDelayMs(previous: number, backoff: Backoff): number {
  const beyond = previous - backoff.freeAttempts;
  return beyond < 0 ? 0 : Math.min(backoff.maxMs, backoff.baseMs * 2 ** beyond);
}

/**
 * Sign-in throttling (docs/decisions/0010-abuse-limits.md). Every attempt is counted before its
 * password is checked, in one atomic statement, so batched or concurrent attempts count one by
 * one. Two counters can refuse: attempts from the address (any account) and attempts on this
 * account from this address (the lock). The account as a whole is never locked: past a free
 * allowance each check waits longer, so a stranger elsewhere slows the admin down but cannot
 * keep them out.
 */
export function createLoginThrottle({ rateLimits, config }: { rateLimits: RateLimitService; config: Config }) {
  return {
    /** Counts this attempt; throws the 429 when it may not be checked, waits out any backoff. */
    async admit(username: string, ip: string) {
      const account = username.toLowerCase();
      const address = addressKey(ip);
      const keys = {
        address: `login:${address}`,
        pair: `login-pair:${address}|${account}`,
        account: `login-account:${account}`,
      };
      const perAddress = config.rateLimits.login;
      const counts = await rateLimits.hit([
        ...(perAddress ? [{ key: keys.address, ...perAddress }] : []),
        { key: keys.pair, ...config.login.lockout },
      ]);
      const refused = counts.filter((c) => c.over);
      if (refused.length) {
        throw tooManyRequests(Math.max(...refused.map((c) => c.retryAfterSeconds)), TOO_MANY_ATTEMPTS);
      }
      const { backoff } = config.login;
      const [checks] = await rateLimits.hit([{ key: keys.account, max: Number.MAX_SAFE_INTEGER, windowSeconds: backoff.windowSeconds }]);
      const wait = backoffDelayMs(checks.hits - 1, backoff);
      if (wait > 0) await sleep(wait);

      return {
        /** The password was right: this address's attempts on this account are forgotten everywhere. */
        async succeeded() {
          const own = await rateLimits.clear(keys.pair);
          await rateLimits.refund(keys.account, own);
          if (perAddress) await rateLimits.refund(keys.address, own);
        },
      };
    },
  };
}
