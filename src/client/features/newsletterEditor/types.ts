import type { inferRouterOutputs } from '@trpc/server';
// Type only: the shapes the editor reads, straight from the router.
import type { AppRouter } from '../../../server/routers';

type Outputs = inferRouterOutputs<AppRouter>;

export type NewsletterRow = Outputs['newsletters']['list']['items'][number];
export type NewsletterDetail = Outputs['newsletters']['get'];
export type NewsletterSection = NewsletterDetail['articles'][number];
export type ArticleRow = Outputs['articles']['list']['items'][number];
