import { z } from 'zod';
import { branches } from '../enums';
import { listInput, optionalText } from './common';
import { cleanText } from './text';

export const EMAIL_REQUIRED = 'Please enter an email address.';
export const EMAIL_INVALID = 'Please enter a valid email address.';
export const BRANCH_INVALID = 'Please choose a valid branch of service.';

/** Required, a real address, stored trimmed and lower-cased (DECISIONS.md). */
export const subscriberEmail = cleanText({ error: EMAIL_REQUIRED })
  .min(1, EMAIL_REQUIRED)
  .max(254, EMAIL_INVALID)
  .toLowerCase()
  .pipe(z.email({ error: EMAIL_INVALID }));

/** One of the eight branches; empty means none. */
export const optionalBranch = cleanText({ error: BRANCH_INVALID })
  .nullish()
  .transform((v) => (v ? v : null))
  .pipe(z.enum(branches, { error: BRANCH_INVALID }).nullable());

// an empty form (no body at all) gets the email message, not a shape error
export const subscriberCreateInput = z
  .object({
    email: subscriberEmail,
    name: optionalText(200),
    veteranBranch: optionalBranch,
  })
  .prefault({} as never);
export type SubscriberCreateInput = z.infer<typeof subscriberCreateInput>;

/** unsubscribedAt is decided by the server; a value sent by the client is accepted and ignored. */
export const subscriberUpdateInput = z.object({
  id: z.uuid('Not a valid id.'),
  subscribed: z.boolean({ error: 'subscribed must be true or false.' }),
  unsubscribedAt: z.unknown().optional(),
  // left out: unchanged; sent empty: cleared
  name: optionalText(200).optional(),
  veteranBranch: optionalBranch.optional(),
});
export type SubscriberUpdateInput = z.infer<typeof subscriberUpdateInput>;

export const subscriberStatusFilters = ['all', 'subscribed', 'unsubscribed'] as const;

export const subscriberListInput = listInput({
  q: cleanText().max(200, 'Search text is too long.').optional(),
  status: z.enum(subscriberStatusFilters, { error: 'Status must be all, subscribed or unsubscribed.' }).default('all'),
});
export type SubscriberListInput = z.infer<typeof subscriberListInput>;
