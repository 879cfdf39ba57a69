import type { ServiceDeps } from '../deps';

export function createLeadService(deps: ServiceDeps) {
  void deps;
  return {};
}
export type LeadService = ReturnType<typeof createLeadService>;
