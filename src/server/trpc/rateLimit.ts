import type { RateLimitBucket } from '../config';
import { tooManyRequests } from '../services/rateLimits';
import { logger } from '../lib/logger';
import { withinBudget } from '../lib/withinBudget';
import { middleware } from './init';

/** How long a `decide` bucket waits for its counter before answering uncounted. */
export const COUNTER_BUDGET_MS = 300;

export type OverLimit = { retryAfterSeconds: number } | null;

/**
 * Counts a public POST against its bucket per client address, before its input is read, so
 * junk counts too. Admins are not counted. Past the limit the call is refused with the 429, or,
 * with `decide`, goes on with `ctx.overLimit` set so the procedure can still answer what must
 * always be answered (the chat's crisis line).
 */
export const rateLimit = (bucket: RateLimitBucket, options: { decide?: boolean } = {}) =>
  middleware(async ({ ctx, next }) => {
    const limit = ctx.config.rateLimits[bucket];
    let overLimit: OverLimit = null;
    if (limit && !ctx.user?.isAdmin) {
      const counting = ctx.services.rateLimits.hitAddress(bucket, ctx.ip, limit);
      // where a crisis must be answered, a counter that fails or is slow lets the call through
      const count = options.decide
        ? await withinBudget(counting, COUNTER_BUDGET_MS, null, (error) =>
            logger.warn({ err: error, bucket }, 'rate limit counter unavailable; not counting this call'),
          )
        : await counting;
      if (count?.over) {
        if (!options.decide) throw tooManyRequests(count.retryAfterSeconds);
        overLimit = { retryAfterSeconds: count.retryAfterSeconds };
      }
    }
    return next({ ctx: { overLimit } });
  });
