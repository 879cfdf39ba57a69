import type { ServiceDeps } from '../deps';

export function createNewsletterService(deps: ServiceDeps) {
  void deps;
  return {};
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
