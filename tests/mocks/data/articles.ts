import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../src/server/routers';

export type ArticleRow = inferRouterOutputs<AppRouter>['articles']['list']['items'][number];

let n = 0;

/** An article row as the API returns it; a manual Top Story unless told otherwise. */
export function articleRow(overrides: Partial<ArticleRow> = {}): ArticleRow {
  n += 1;
  const headline = overrides.headline ?? `Article ${n}`;
  return {
    id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    headline,
    slug: `article-${n}`,
    content: `<p>Body of ${headline}.</p>`,
    section: 'top_story',
    sourceLink: null,
    videoUrl: null,
    summary: null,
    generatedByAI: false,
    createdAt: new Date(Date.UTC(2026, 4, 12, 15, 30)),
    ...overrides,
  };
}

export const articlePage = (items: ArticleRow[], total = items.length) => ({ items, total });
