import type { ServiceDeps } from '../deps';

export function createSpotlightService(deps: ServiceDeps) {
  void deps;
  return {};
}
export type SpotlightService = ReturnType<typeof createSpotlightService>;
