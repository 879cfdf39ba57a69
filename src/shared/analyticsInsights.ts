import { formatRate } from './rates';

/** What the insight texts read from analytics.summary. */
export type InsightFigures = {
  openRate: number;
  clickRate: number;
  conversionRate: number;
  openRateBenchmark: number;
  totals: { totalSent: number; opened: number; clicked: number; conversions: number };
  subscriberGrowth: readonly { month: string; joined: number }[];
};

const points = (n: number) => `${Math.abs(n).toFixed(1)} point${Math.abs(n) === 1 ? '' : 's'}`;

/** Open rate against the industry benchmark, or why there is nothing to compare yet. */
export function openRateInsight(f: InsightFigures): string {
  const benchmark = `${f.openRateBenchmark}%`;
  if (f.totals.totalSent === 0) {
    return `No deliveries recorded yet: once newsletters go out, the open rate is compared here with the ${benchmark} industry benchmark.`;
  }
  const gap = Math.round((f.openRate - f.openRateBenchmark) * 10) / 10;
  if (gap === 0) return `Our open rate of ${formatRate(f.openRate)} matches the ${benchmark} industry benchmark.`;
  const side = gap > 0 ? 'above' : 'below';
  return `Our open rate of ${formatRate(f.openRate)} is ${points(gap)} ${side} the ${benchmark} industry benchmark.`;
}

/** Clicks and the conversions they led to. */
export function clickInsight(f: InsightFigures): string {
  if (f.totals.clicked === 0) return 'No link clicks recorded yet, so there are no service conversions to report.';
  return `${formatRate(f.clickRate)} of recipients clicked a link, and ${formatRate(f.conversionRate)} of those clicks became a service conversion.`;
}

/** Sign-ups of the current month (the last entry of the growth series). */
export function growthInsight(f: InsightFigures): string {
  const joined = f.subscriberGrowth.at(-1)?.joined ?? 0;
  if (joined === 0) return 'No new subscribers have joined this month yet.';
  return `${joined.toLocaleString('en-US')} new subscriber${joined === 1 ? '' : 's'} joined this month.`;
}

/** The three insight texts of the analytics screen, all drawn from recorded figures. */
export const analyticsInsights = (f: InsightFigures) => [openRateInsight(f), clickInsight(f), growthInsight(f)];

/** '2025-03' → 'Mar' (chart axis) and 'March 2025' (tables, screen readers). */
export function monthLabel(month: string, style: 'short' | 'long'): string {
  const [year, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, m - 1, 1));
  return style === 'short'
    ? new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(date)
    : new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
