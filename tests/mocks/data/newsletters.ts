import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../src/server/routers';
import { emptyNewsletterContent, newsletterSectionOrder } from '../../../src/shared/newsletterContent';
import type { Section } from '../../../src/shared/enums';

type Outputs = inferRouterOutputs<AppRouter>;
export type NewsletterRow = Outputs['newsletters']['list']['items'][number];
export type NewsletterDetail = Outputs['newsletters']['get'];
type ArticleRow = NewsletterDetail['articles'][number]['articles'][number];

let n = 0;
const uuid = (prefix: string, i: number) => `${prefix}-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** A newsletter row as the API returns it; a draft unless told otherwise. */
export function newsletterRow(overrides: Partial<NewsletterRow> = {}): NewsletterRow {
  n += 1;
  const status = overrides.status ?? 'draft';
  const createdAt = new Date(Date.UTC(2026, 4, 12, 14, 0) - n * 86_400_000);
  return {
    id: uuid('10000000', n),
    title: `Newsletter ${n}`,
    type: 'daily',
    status,
    content: emptyNewsletterContent(),
    scheduledDate: status === 'scheduled' ? new Date(Date.UTC(2026, 4, 13, 12)) : null,
    sentDate: status === 'sent' ? createdAt : null,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
}

/** `newsletters.get`'s answer: the row with its seven sections resolved (empty unless given). */
export function newsletterDetail(row: NewsletterRow, placed: Partial<Record<Section, ArticleRow[]>> = {}): NewsletterDetail {
  return {
    ...row,
    articles: newsletterSectionOrder.map(({ section, key }) => ({ section, key, articles: placed[section] ?? [] })),
  };
}

export const newsletterPage = (items: NewsletterRow[], total = items.length) => ({ items, total });
