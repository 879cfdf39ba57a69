/** Figures of the dashboard, analytics and subscriber screens (admin spec §9). */

const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/** opened / totalSent × 100, one decimal; a zero total counts as 1. */
export const openRate = (opened: number, totalSent: number) => oneDecimal((opened / (totalSent || 1)) * 100);

/** clicked / totalSent × 100, one decimal; a zero total counts as 1. */
export const clickRate = (clicked: number, totalSent: number) => oneDecimal((clicked / (totalSent || 1)) * 100);

/** conversions / clicked × 100, one decimal; no clicks gives 0. */
export const conversionRate = (conversions: number, clicked: number) => (clicked ? oneDecimal((conversions / clicked) * 100) : 0);

/** active / total × 100, one decimal; null when there is nobody (shown as '0%'). */
export const retentionRate = (active: number, total: number) => (total ? oneDecimal((active / total) * 100) : null);

/** '42.0%'; the spec shows rates with one decimal. */
export const formatRate = (rate: number) => `${rate.toFixed(1)}%`;

/** Retention shows '0%' when there are no subscribers at all. */
export const formatRetention = (rate: number | null) => (rate === null ? '0%' : formatRate(rate));

/** The growth tile: 12% of active subscribers, a fixed estimate and not measured data. */
export const ESTIMATED_MONTHLY_GROWTH = 0.12;
export const estimatedMonthlyGrowth = (active: number) => Math.round(active * ESTIMATED_MONTHLY_GROWTH);

/** The static industry open-rate benchmark the analytics page quotes. */
export const INDUSTRY_OPEN_RATE_BENCHMARK = 25;
