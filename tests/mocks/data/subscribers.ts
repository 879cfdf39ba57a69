import type { Subscriber, SubscriberStatsData } from '../../../src/client/features/subscribers/types';

let next = 1;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A stored subscriber as the list returns it. */
export function sampleSubscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  const n = next++;
  return {
    id: uuid(1000 + n),
    email: `reader${n}@example.org`,
    name: null,
    veteranBranch: null,
    subscribed: true,
    subscribedAt: new Date(2025, 0, 5, 9),
    unsubscribedAt: null,
    suppressedAt: null,
    suppressionReason: null,
    ...overrides,
  };
}

export const subscriberPage = (items: Subscriber[], total = items.length) => ({ items, total });

export const subscriberStats = (active: number, unsubscribed: number): SubscriberStatsData => ({
  active,
  unsubscribed,
  total: active + unsubscribed,
  retentionRate: active + unsubscribed ? Math.round((active / (active + unsubscribed)) * 1000) / 10 : null,
});
