import { authRoutes } from './routes/auth';
import { newslettersRoutes } from './routes/newsletters';
import { articlesRoutes } from './routes/articles';
import { siteContentRoutes } from './routes/siteContent';
import { subscribersRoutes } from './routes/subscribers';
import { subscriptionsRoutes } from './routes/subscriptions';
import { partnersRoutes } from './routes/partners';
import { spotlightsRoutes } from './routes/spotlights';
import { breakingNewsRoutes } from './routes/breakingNews';
import { analyticsRoutes } from './routes/analytics';
import { veteranIssuesRoutes } from './routes/veteranIssues';
import { marketplaceRoutes } from './routes/marketplace';
import { leadsRoutes } from './routes/leads';
import { providersRoutes } from './routes/providers';
import { legalRoutes } from './routes/legal';
import { chatRoutes } from './routes/chat';
import { conversationsRoutes } from './routes/conversations';
import type { RestRoute } from './types';

/** Every documented /api/* path, each calling one tRPC procedure (see routes/<domain>.ts). */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...newslettersRoutes,
  ...articlesRoutes,
  ...siteContentRoutes,
  ...subscribersRoutes,
  ...subscriptionsRoutes,
  ...partnersRoutes,
  ...spotlightsRoutes,
  ...breakingNewsRoutes,
  ...analyticsRoutes,
  ...veteranIssuesRoutes,
  ...marketplaceRoutes,
  ...leadsRoutes,
  ...providersRoutes,
  ...legalRoutes,
  ...chatRoutes,
  ...conversationsRoutes,
];
