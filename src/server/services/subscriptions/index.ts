import { eq, sql } from 'drizzle-orm';
import { subscribers } from '../../db/schema';
import { notFound } from '../../errors';
import type { RowOf } from '../../db/rowOf';
import type { LinkRequestInput, PreferencesUpdateInput } from '../../../shared/schemas/subscriptions';
import type { ServiceDeps } from '../deps';
import { requestSubscriptionLink } from './requestLink';

/** What the holder of a subscriber's token sees: their own subscription, never its id or token. */
const preferencesColumns = {
  email: subscribers.email,
  name: subscribers.name,
  veteranBranch: subscribers.veteranBranch,
  subscribed: subscribers.subscribed,
  wantsDailyBrief: subscribers.wantsDailyBrief,
  wantsWeeklyDeepDive: subscribers.wantsWeeklyDeepDive,
};
export type Preferences = RowOf<typeof preferencesColumns>;

// the same message for a token that never existed and one whose subscriber was deleted
const unknownLink = () => notFound('Subscription');

/**
 * A reader's own subscription, reached by the token in their emails (unsubscribe, Update
 * Preferences, confirmation links). The token is the only key: whoever holds it is the reader.
 */
export function createSubscriptionService(deps: ServiceDeps) {
  const { db } = deps;
  async function change(
    token: string,
    values: Parameters<ReturnType<typeof db.update<typeof subscribers>>['set']>[0],
  ): Promise<Preferences> {
    const [row] = await db.update(subscribers).set(values).where(eq(subscribers.token, token)).returning(preferencesColumns);
    if (!row) throw unknownLink();
    return row;
  }

  return {
    async get(token: string): Promise<Preferences> {
      const [row] = await db.select(preferencesColumns).from(subscribers).where(eq(subscribers.token, token)).limit(1);
      if (!row) throw unknownLink();
      return row;
    },

    update({ token, wantsDailyBrief, wantsWeeklyDeepDive, name, veteranBranch }: PreferencesUpdateInput): Promise<Preferences> {
      return change(token, {
        wantsDailyBrief,
        wantsWeeklyDeepDive,
        ...(name !== undefined ? { name } : {}),
        ...(veteranBranch !== undefined ? { veteranBranch } : {}),
      });
    },

    /** Idempotent: a second unsubscribe keeps the first date. */
    unsubscribe(token: string): Promise<Preferences> {
      return change(token, { subscribed: false, unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())` });
    },

    /** The confirmation link and the preferences page's Resubscribe: the token proves the reader asked. */
    resubscribe(token: string): Promise<Preferences> {
      return change(token, { subscribed: true, unsubscribedAt: null });
    },

    /** Emails a reader their own links, by address; see requestLink.ts. */
    requestLink: (input: LinkRequestInput) => requestSubscriptionLink(deps, input),
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
