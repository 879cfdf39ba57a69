import { and, count, desc, eq, sql } from 'drizzle-orm';
import { subscribers } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { retentionRate } from '../../../shared/rates';
import type { Page } from '../../../shared/schemas/common';
import type { SubscriberCreateInput, SubscriberListInput, SubscriberUpdateInput } from '../../../shared/schemas/subscribers';
import type { ServiceDeps } from '../deps';
import { subscriberFilter } from './search';
import { exportSubscribersCsv } from './exportCsv';
import { countRows, paged } from '../../db/paging';
import { subscriberColumns, type Subscriber } from './columns';
import { publicSignUp } from './signUp';

export type { Subscriber } from './columns';

export function createSubscriberService(deps: ServiceDeps) {
  const { db } = deps;
  return {
    async list(input: SubscriberListInput): Promise<Page<Subscriber>> {
      const where = subscriberFilter(input);
      return paged(
        db.select(subscriberColumns).from(subscribers).where(where).orderBy(desc(subscribers.subscribedAt), desc(subscribers.id)),
        countRows(db, subscribers, where),
        input,
      );
    },

    /** Tiles: one aggregate over the table. */
    async stats() {
      const [row] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${subscribers.subscribed})`.mapWith(Number),
        })
        .from(subscribers);
      const unsubscribed = row.total - row.active;
      return { active: row.active, unsubscribed, total: row.total, retentionRate: retentionRate(row.active, row.total) };
    },

    /**
     * Subscribe from the admin screens: a new email is inserted; an unsubscribed one is
     * subscribed again on its own row; a subscribed one is a conflict. The unique index decides
     * races: two identical sign-ups at once still make one row. The public form goes through
     * `signUp` (public.ts), which never resubscribes anyone by itself.
     */
    async create(input: SubscriberCreateInput): Promise<{ subscriber: Subscriber; created: boolean }> {
      const [inserted] = await db
        .insert(subscribers)
        .values(input)
        .onConflictDoNothing({ target: subscribers.email })
        .returning(subscriberColumns);
      if (inserted) return { subscriber: inserted, created: true };
      const [resubscribed] = await db
        .update(subscribers)
        .set({
          subscribed: true,
          unsubscribedAt: null,
          // a returning reader may tell us more; what they leave out stays as it was
          ...(input.name ? { name: input.name } : {}),
          ...(input.veteranBranch ? { veteranBranch: input.veteranBranch } : {}),
        })
        .where(and(eq(subscribers.email, input.email), eq(subscribers.subscribed, false)))
        .returning(subscriberColumns);
      if (resubscribed) return { subscriber: resubscribed, created: false };
      throw new AppError('CONFLICT', 'This email is already subscribed.');
    },

    signUp: (input: SubscriberCreateInput) => publicSignUp(deps, input),

    /** The server decides unsubscribedAt: now when turning off (kept if already off), null when on. */
    async update({ id, subscribed, name, veteranBranch }: SubscriberUpdateInput): Promise<Subscriber> {
      const [row] = await db
        .update(subscribers)
        .set({
          subscribed,
          unsubscribedAt: subscribed
            ? null
            : sql`case when ${subscribers.subscribed} then now() else coalesce(${subscribers.unsubscribedAt}, now()) end`,
          ...(name !== undefined ? { name } : {}),
          ...(veteranBranch !== undefined ? { veteranBranch } : {}),
        })
        .where(eq(subscribers.id, id))
        .returning(subscriberColumns);
      if (!row) throw notFound('Subscriber');
      return row;
    },

    async remove(id: string): Promise<Subscriber> {
      const [row] = await db.delete(subscribers).where(eq(subscribers.id, id)).returning(subscriberColumns);
      if (!row) throw notFound('Subscriber');
      return row;
    },

    exportCsv(now = new Date()) {
      return exportSubscribersCsv(db, now, { copyOut: deps.database.copyOut });
    },
  };
}
export type SubscriberService = ReturnType<typeof createSubscriberService>;
