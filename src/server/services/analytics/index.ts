import type { ServiceDeps } from '../deps';

export function createAnalyticsService(deps: ServiceDeps) {
  void deps;
  return {};
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
