import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { analytics, newsletters, subscribers } from '../../db/schema';
import type { Db } from '../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  clickRate,
  conversionRate,
  ESTIMATED_MONTHLY_GROWTH,
  estimatedMonthlyGrowth,
  INDUSTRY_OPEN_RATE_BENCHMARK,
  openRate,
} from '../../../shared/rates';
import { RECENT_SENT_NEWSLETTERS, SUBSCRIBER_GROWTH_MONTHS } from '../../../shared/schemas/analytics';

const sumOf = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
const timestamp = (d: Date) => sql`${d.toISOString()}::timestamptz`;

type Month = { month: string; start: Date; end: Date };

/** The last `n` calendar months (UTC), oldest first, the current one included. */
export function lastMonths(now: Date, n: number): Month[] {
  return Array.from({ length: n }, (_, i) => {
    const offset = n - 1 - i;
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1));
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    return { month: start.toISOString().slice(0, 7), start, end };
  });
}

/**
 * Subscribers per month in one pass over the table: how many joined in the month, and how many
 * were active at its end (joined by then and not unsubscribed before it).
 */
async function subscriberFigures(db: Db, months: Month[]) {
  const perMonth: Record<string, SQL<number>> = {};
  months.forEach(({ start, end }, i) => {
    perMonth[`joined${i}`] =
      sql<number>`count(*) filter (where ${subscribers.subscribedAt} >= ${timestamp(start)} and ${subscribers.subscribedAt} < ${timestamp(end)})`.mapWith(
        Number,
      );
    perMonth[`active${i}`] =
      sql<number>`count(*) filter (where ${subscribers.subscribedAt} < ${timestamp(end)} and (${subscribers.subscribed} or ${subscribers.unsubscribedAt} >= ${timestamp(end)}))`.mapWith(
        Number,
      );
  });
  const [row] = await db
    .select({ active: sql<number>`count(*) filter (where ${subscribers.subscribed})`.mapWith(Number), ...perMonth })
    .from(subscribers);
  const figures = row as Record<string, number>;
  return {
    active: figures.active,
    growth: months.map(({ month }, i) => ({ month, joined: figures[`joined${i}`], cumulativeActive: figures[`active${i}`] })),
  };
}

async function recentSent(db: Db) {
  const recent = db
    .$with('recent')
    .as(
      db
        .select({ id: newsletters.id, title: newsletters.title, type: newsletters.type, sentDate: newsletters.sentDate })
        .from(newsletters)
        .where(eq(newsletters.status, 'sent'))
        .orderBy(desc(newsletters.sentDate), desc(newsletters.id))
        .limit(RECENT_SENT_NEWSLETTERS),
    );
  const rows = await db
    .with(recent)
    .select({
      id: recent.id,
      title: recent.title,
      type: recent.type,
      sentDate: recent.sentDate,
      totalSent: sumOf(analytics.totalSent),
      opened: sumOf(analytics.opened),
      clicked: sumOf(analytics.clicked),
    })
    .from(recent)
    .leftJoin(analytics, eq(analytics.newsletterId, recent.id))
    .groupBy(recent.id, recent.title, recent.type, recent.sentDate)
    .orderBy(desc(recent.sentDate), desc(recent.id));
  return rows.map((r) => ({ ...r, openRate: openRate(r.opened, r.totalSent), clickRate: clickRate(r.clicked, r.totalSent) }));
}

/** The Dashboard and Analytics figures, every one from an aggregate query. */
export async function analyticsSummary(db: Db, now = new Date()) {
  const [subscriberStats, [totals], [{ newslettersSent }], recent] = await Promise.all([
    subscriberFigures(db, lastMonths(now, SUBSCRIBER_GROWTH_MONTHS)),
    db
      .select({
        totalSent: sumOf(analytics.totalSent),
        opened: sumOf(analytics.opened),
        clicked: sumOf(analytics.clicked),
        conversions: sumOf(analytics.conversions),
      })
      .from(analytics),
    db.select({ newslettersSent: count() }).from(newsletters).where(eq(newsletters.status, 'sent')),
    recentSent(db),
  ]);
  return {
    totalSubscribers: subscriberStats.active,
    totals,
    openRate: openRate(totals.opened, totals.totalSent),
    clickRate: clickRate(totals.clicked, totals.totalSent),
    conversionRate: conversionRate(totals.conversions, totals.clicked),
    openRateBenchmark: INDUSTRY_OPEN_RATE_BENCHMARK,
    newslettersSent,
    recentSent: recent,
    subscriberGrowth: subscriberStats.growth,
    /** a fixed share of active subscribers (admin spec §9): not measured data */
    estimatedMonthlyGrowth: {
      subscribers: estimatedMonthlyGrowth(subscriberStats.active),
      rate: ESTIMATED_MONTHLY_GROWTH,
      isEstimate: true as const,
    },
  };
}
export type AnalyticsSummary = Awaited<ReturnType<typeof analyticsSummary>>;
