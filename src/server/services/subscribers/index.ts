import type { ServiceDeps } from '../deps';

export function createSubscriberService(deps: ServiceDeps) {
  void deps;
  return {};
}
export type SubscriberService = ReturnType<typeof createSubscriberService>;
