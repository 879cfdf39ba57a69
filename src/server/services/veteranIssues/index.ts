import type { ServiceDeps } from '../deps';

export function createVeteranIssueService(deps: ServiceDeps) {
  void deps;
  return {};
}
export type VeteranIssueService = ReturnType<typeof createVeteranIssueService>;
