import type { RateLimitBucket } from '../config';
import { notLimited, type OverLimit, tooManyRequests } from '../services/rateLimits';
import { logger } from '../lib/logger';
import { middleware } from './init';

/**
 * Counts a public POST against its bucket per client address, before its input is read, so
 * junk counts too. Admins are not counted. Past the limit the call is refused with the 429, or,
 * with `decide`, goes on with `ctx.overLimit`, a check the procedure awaits only for what it may
 * refuse: a crisis is answered without waiting on the counter, everything else is counted in full.
 */
export const rateLimit = (bucket: RateLimitBucket, options: { decide?: boolean } = {}) =>
  middleware(async ({ ctx, next }) => {
    const limit = ctx.config.rateLimits[bucket];
    if (!limit || ctx.user?.isAdmin) return next({ ctx: { overLimit: notLimited } });
    const counting = ctx.services.rateLimits.hitAddress(bucket, ctx.ip, limit);
    if (!options.decide) {
      const count = await counting;
      if (count.over) throw tooManyRequests(count.retryAfterSeconds);
      return next({ ctx: { overLimit: notLimited } });
    }
    // a counter that fails lets the call through: the chat must still answer
    const verdict: Promise<OverLimit> = counting.then(
      (count) => (count.over ? { retryAfterSeconds: count.retryAfterSeconds } : null),
      (error) => {
        logger.warn({ err: error, bucket }, 'rate limit counter unavailable; not counting this call');
        return null;
      },
    );
    return next({ ctx: { overLimit: () => verdict } });
  });
