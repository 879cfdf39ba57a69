import type { AnalyticsSummary } from '../../../src/client/features/analytics/types';
import { lastMonths } from '../../../src/server/services/analytics/summary';
import { clickRate, conversionRate, estimatedMonthlyGrowth, openRate } from '../../../src/shared/rates';

type Totals = AnalyticsSummary['totals'];
type RecentSent = AnalyticsSummary['recentSent'][number];

const uuid = (n: number) => `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A sent newsletter of the analytics list, its rates computed like the server's. */
export function recentSentRow(
  n: number,
  figures: Partial<Pick<RecentSent, 'totalSent' | 'opened' | 'clicked'>> & Partial<RecentSent> = {},
): RecentSent {
  const totalSent = figures.totalSent ?? 100;
  const opened = figures.opened ?? 40;
  const clicked = figures.clicked ?? 10;
  return {
    id: uuid(n),
    title: `Sent newsletter ${n}`,
    type: n % 2 ? 'daily' : 'weekly',
    sentDate: new Date(Date.UTC(2026, 3, 30 - n, 12)),
    totalSent,
    opened,
    clicked,
    openRate: openRate(opened, totalSent),
    clickRate: clickRate(clicked, totalSent),
    ...figures,
  };
}

/**
 * analytics.summary's answer from totals and active subscribers, computed with the same
 * shared formulas the server uses, so a test states the raw figures and reads the rates.
 */
export function analyticsSummary({
  totals = { totalSent: 0, opened: 0, clicked: 0, conversions: 0 },
  active = 0,
  newslettersSent = 0,
  recentSent = [],
  joinedPerMonth = [],
}: {
  totals?: Totals;
  active?: number;
  newslettersSent?: number;
  recentSent?: RecentSent[];
  joinedPerMonth?: number[];
} = {}): AnalyticsSummary {
  const months = lastMonths(new Date(Date.UTC(2026, 4, 15)), 12);
  let running = Math.max(0, active - joinedPerMonth.reduce((a, b) => a + b, 0));
  return {
    totalSubscribers: active,
    totals,
    openRate: openRate(totals.opened, totals.totalSent),
    clickRate: clickRate(totals.clicked, totals.totalSent),
    conversionRate: conversionRate(totals.conversions, totals.clicked),
    openRateBenchmark: 25,
    newslettersSent,
    recentSent,
    subscriberGrowth: months.map(({ month }, i) => {
      const joined = joinedPerMonth[i - (12 - joinedPerMonth.length)] ?? 0;
      running += joined;
      return { month, joined, cumulativeActive: running };
    }),
    estimatedMonthlyGrowth: { subscribers: estimatedMonthlyGrowth(active), rate: 0.12, isEstimate: true },
  };
}
