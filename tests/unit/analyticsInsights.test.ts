import { describe, expect, it } from 'vitest';
import { analyticsInsights, monthLabel, type InsightFigures } from '../../src/shared/analyticsInsights';

const figures = (over: Partial<InsightFigures> = {}): InsightFigures => ({
  openRate: 45,
  clickRate: 12,
  conversionRate: 25,
  openRateBenchmark: 25,
  totals: { totalSent: 100, opened: 45, clicked: 12, conversions: 3 },
  subscriberGrowth: [
    { month: '2025-02', joined: 4 },
    { month: '2025-03', joined: 7 },
  ],
  ...over,
});

describe('analytics insights', () => {
  it('compares the open rate with the 25% benchmark and reports clicks and sign-ups', () => {
    expect(analyticsInsights(figures())).toEqual([
      'Our open rate of 45.0% is 20.0 points above the 25% industry benchmark.',
      '12.0% of recipients clicked a link, and 25.0% of those clicks became a service conversion.',
      '7 new subscribers joined this month.',
    ]);
  });

  it('says below or matches', () => {
    expect(analyticsInsights(figures({ openRate: 20.5 }))[0]).toBe(
      'Our open rate of 20.5% is 4.5 points below the 25% industry benchmark.',
    );
    expect(analyticsInsights(figures({ openRate: 25 }))[0]).toBe('Our open rate of 25.0% matches the 25% industry benchmark.');
  });

  it('is honest when nothing is recorded yet', () => {
    const none = figures({
      openRate: 0,
      clickRate: 0,
      conversionRate: 0,
      totals: { totalSent: 0, opened: 0, clicked: 0, conversions: 0 },
      subscriberGrowth: [],
    });
    expect(analyticsInsights(none)).toEqual([
      'No deliveries recorded yet: once newsletters go out, the open rate is compared here with the 25% industry benchmark.',
      'No link clicks recorded yet, so there are no service conversions to report.',
      'No new subscribers have joined this month yet.',
    ]);
  });

  it('labels months for axes and tables', () => {
    expect(monthLabel('2025-03', 'short')).toBe('Mar');
    expect(monthLabel('2025-03', 'long')).toBe('March 2025');
  });
});
