import { router } from '../trpc/init';
import { authRouter } from './auth';
import { newslettersRouter } from './newsletters';
import { articlesRouter } from './articles';
import { siteContentRouter } from './siteContent';
import { subscribersRouter } from './subscribers';
import { subscriptionsRouter } from './subscriptions';
import { partnersRouter } from './partners';
import { spotlightsRouter } from './spotlights';
import { breakingNewsRouter } from './breakingNews';
import { analyticsRouter } from './analytics';
import { veteranIssuesRouter } from './veteranIssues';
import { marketplaceRouter } from './marketplace';
import { leadsRouter } from './leads';
import { providersRouter } from './providers';
import { legalRouter } from './legal';
import { chatRouter } from './chat';
import { conversationsRouter } from './conversations';

export const appRouter = router({
  auth: authRouter,
  newsletters: newslettersRouter,
  articles: articlesRouter,
  siteContent: siteContentRouter,
  subscribers: subscribersRouter,
  subscriptions: subscriptionsRouter,
  partners: partnersRouter,
  spotlights: spotlightsRouter,
  breakingNews: breakingNewsRouter,
  analytics: analyticsRouter,
  veteranIssues: veteranIssuesRouter,
  marketplace: marketplaceRouter,
  leads: leadsRouter,
  providers: providersRouter,
  legal: legalRouter,
  chat: chatRouter,
  conversations: conversationsRouter,
});
export type AppRouter = typeof appRouter;
