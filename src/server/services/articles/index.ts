import type { ServiceDeps } from '../deps';

export function createArticleService(deps: ServiceDeps) {
  void deps;
  return {};
}
export type ArticleService = ReturnType<typeof createArticleService>;
