import type { ServiceDeps } from '../deps';

export function createSiteContentService(deps: ServiceDeps) {
  void deps;
  return {};
}
export type SiteContentService = ReturnType<typeof createSiteContentService>;
