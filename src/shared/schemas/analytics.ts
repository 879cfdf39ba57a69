import { z } from 'zod';
import { listInput } from './common';

/** Largest value a Postgres integer column holds. */
const INTEGER_MAX = 2_147_483_647;

const count = (field: string) => {
  const message = `${field} must be a whole number of 0 or more.`;
  return z.number({ error: message }).int(message).min(0, message).max(INTEGER_MAX, `${field} is too large.`).default(0);
};

/**
 * The analytics entity without id and recordedAt (admin spec §5); counts default to 0. Figures
 * belong to a newsletter, and they must be possible: no more opens or clicks than messages sent,
 * no more conversions than clicks.
 */
export const analyticsCreateInput = z
  .object({
    newsletterId: z.uuid({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'newsletterId is required.' : 'Not a valid newsletter id.'),
    }),
    totalSent: count('totalSent'),
    opened: count('opened'),
    clicked: count('clicked'),
    conversions: count('conversions'),
  })
  .superRefine((v, ctx) => {
    const atMost = (field: 'opened' | 'clicked' | 'conversions', limit: 'totalSent' | 'clicked') => {
      if (v[field] > v[limit]) ctx.addIssue({ code: 'custom', path: [field], message: `${field} cannot be more than ${limit}.` });
    };
    atMost('opened', 'totalSent');
    atMost('clicked', 'totalSent');
    atMost('conversions', 'clicked');
  })
  // an empty body reads as {} so it is told what it lacks
  .prefault({} as never);
export type AnalyticsCreateInput = z.infer<typeof analyticsCreateInput>;

export const analyticsListInput = listInput({
  newsletterId: z.uuid('Not a valid newsletter id.').optional(),
});
export type AnalyticsListInput = z.infer<typeof analyticsListInput>;

/** How many months the subscriber-growth series covers, the current one included. */
export const SUBSCRIBER_GROWTH_MONTHS = 12;
/** How many sent newsletters the analytics screen lists. */
export const RECENT_SENT_NEWSLETTERS = 10;
