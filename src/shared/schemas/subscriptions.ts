import { z } from 'zod';
import { optionalText } from './common';
import { cleanText } from './text';
import { optionalBranch, subscriberEmail } from './subscribers';

export const TOKEN_INVALID = 'This link is not valid. Please use the link from your latest email.';
export const CHOOSE_A_NEWSLETTER = 'Choose at least one newsletter, or unsubscribe from all.';

/** A subscriber's own key, as written in the links of every email (64 hex characters). */
export const subscriptionToken = cleanText({ error: TOKEN_INVALID }).regex(/^[0-9a-f]{64}$/, TOKEN_INVALID);

export const subscriptionTokenInput = z.object({ token: subscriptionToken });
export type SubscriptionTokenInput = z.infer<typeof subscriptionTokenInput>;

/** Update Preferences: which newsletters (one or both), and optionally name and branch. */
export const preferencesUpdateInput = z
  .object({
    token: subscriptionToken,
    wantsDailyBrief: z.boolean({ error: 'wantsDailyBrief must be true or false.' }),
    wantsWeeklyDeepDive: z.boolean({ error: 'wantsWeeklyDeepDive must be true or false.' }),
    // left out: unchanged; sent empty: cleared
    name: optionalText(200).optional(),
    veteranBranch: optionalBranch.optional(),
  })
  .refine((v) => v.wantsDailyBrief || v.wantsWeeklyDeepDive, { error: CHOOSE_A_NEWSLETTER, path: ['wantsDailyBrief'] });
export type PreferencesUpdateInput = z.infer<typeof preferencesUpdateInput>;

/** "Email me my link": the address a reader subscribed with. */
export const linkRequestInput = z.object({ email: subscriberEmail }).prefault({} as never);
export type LinkRequestInput = z.infer<typeof linkRequestInput>;
