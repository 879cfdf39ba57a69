import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers';

type Outputs = inferRouterOutputs<AppRouter>;

/** A resource hub as the public procedures return it. */
export type VeteranIssue = Outputs['veteranIssues']['get'];
export type ExpertRecommendation = Outputs['marketplace']['recommendations'][number];
