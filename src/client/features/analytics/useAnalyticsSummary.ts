import { trpc } from '../../trpc';

/** Every figure of the dashboard and analytics screens, from the server's aggregate queries. */
export const useAnalyticsSummary = () => trpc.analytics.summary.useQuery();
