import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers';

type Outputs = inferRouterOutputs<AppRouter>['conversations'];
export type ConversationSummary = Outputs['list']['items'][number];
export type ConversationDetail = Outputs['get'];
