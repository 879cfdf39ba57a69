import type { ServiceDeps } from '../deps';

export function createBreakingNewsService(deps: ServiceDeps) {
  void deps;
  return {};
}
export type BreakingNewsService = ReturnType<typeof createBreakingNewsService>;
