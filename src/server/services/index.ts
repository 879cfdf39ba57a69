import { createSessionService } from '../auth/sessions';
import { createAuthService } from './auth';
import type { ServiceDeps } from './deps';
import { createNewsletterService } from './newsletters';
import { createArticleService } from './articles';
import { createSiteContentService } from './siteContent';
import { createSubscriberService } from './subscribers';
import { createPartnerService } from './partners';
import { createSpotlightService } from './spotlights';
import { createBreakingNewsService } from './breakingNews';
import { createAnalyticsService } from './analytics';
import { createVeteranIssueService } from './veteranIssues';
import { createMarketplaceService } from './marketplace';
import { createLeadService } from './leads';
import { createChatService } from './chat';

/** Every service, built once per process over the same database and settings. */
export function createServices(deps: ServiceDeps) {
  return {
    sessions: createSessionService(deps),
    auth: createAuthService(deps),
    newsletters: createNewsletterService(deps),
    articles: createArticleService(deps),
    siteContent: createSiteContentService(deps),
    subscribers: createSubscriberService(deps),
    partners: createPartnerService(deps),
    spotlights: createSpotlightService(deps),
    breakingNews: createBreakingNewsService(deps),
    analytics: createAnalyticsService(deps),
    veteranIssues: createVeteranIssueService(deps),
    marketplace: createMarketplaceService(deps),
    leads: createLeadService(deps),
    chat: createChatService(deps),
  };
}
export type Services = ReturnType<typeof createServices>;
