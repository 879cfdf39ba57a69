import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../src/server/routers';
import { forever, trpcMsw } from '../trpc';

export type PartnerRow = inferRouterOutputs<AppRouter>['partners']['list']['items'][number];

let next = 0;

/** A partner as partners.list returns it; pending and unscheduled unless told otherwise. */
export function partnerRow(overrides: Partial<PartnerRow> = {}): PartnerRow {
  next += 1;
  return {
    id: `30000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    name: `Partner ${next}`,
    description: null,
    website: null,
    status: 'pending',
    contentType: 'spotlight',
    scheduledDate: null,
    createdAt: new Date(Date.UTC(2026, 3, 1, 12)),
    ...overrides,
  };
}

export const partnerPage = (items: PartnerRow[], total = items.length) => ({ items, total });

/** Every call the dashboard makes, held pending: for tests that only need the shell around it. */
export const dashboardPending = () => [
  trpcMsw.analytics.summary.query(() => forever()),
  trpcMsw.newsletters.list.query(() => forever()),
  trpcMsw.subscribers.list.query(() => forever()),
  trpcMsw.partners.list.query(() => forever()),
];
