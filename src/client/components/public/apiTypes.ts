import type { inferRouterOutputs } from '@trpc/server';
// Type only: the server's code never enters the browser bundle.
import type { AppRouter } from '../../../server/routers';

type Outputs = inferRouterOutputs<AppRouter>;

export type PublicArticle = Outputs['articles']['bySlug'];
export type NewsletterSummary = Outputs['newsletters']['list']['items'][number];
export type NewsletterWithSections = Outputs['newsletters']['get'];
export type PublicSpotlight = Outputs['spotlights']['published']['items'][number];
