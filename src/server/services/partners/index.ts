import type { ServiceDeps } from '../deps';

export function createPartnerService(deps: ServiceDeps) {
  void deps;
  return {};
}
export type PartnerService = ReturnType<typeof createPartnerService>;
