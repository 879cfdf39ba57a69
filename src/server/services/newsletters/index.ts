import type { ServiceDeps } from '../deps';
import { createNewsletterReads } from './read';
import { createNewsletterWrites } from './write';

export type { Newsletter, NewsletterWithArticles, ResolvedSection, Viewer } from './types';

export function createNewsletterService(deps: ServiceDeps) {
  return { ...createNewsletterReads(deps), ...createNewsletterWrites(deps) };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
