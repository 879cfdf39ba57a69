import { createSessionService } from '../auth/sessions';
import { createAuthService } from './auth';
import type { ServiceDeps } from './deps';
import { createNewsletterService } from './newsletters';
import { createArticleService } from './articles';
import { createSiteContentService } from './siteContent';
import { createSubscriberService } from './subscribers';
import { createSubscriptionService } from './subscriptions';
import { createPartnerService } from './partners';
import { createSpotlightService } from './spotlights';
import { createBreakingNewsService } from './breakingNews';
import { createAnalyticsService } from './analytics';
import { createVeteranIssueService } from './veteranIssues';
import { createMarketplaceService } from './marketplace';
import { createLeadService } from './leads';
import { createProviderService } from './providers';
import { createLegalService } from './legal';
import { createChatService } from './chat';
import { createConversationService } from './conversations';
import { createRateLimitService } from './rateLimits';
import { createTrackingService } from './tracking';
import { createDeliveryService } from './delivery';
import { createPublicDocumentService } from './publicDocuments';

const factories = {
  sessions: createSessionService,
  auth: createAuthService,
  newsletters: createNewsletterService,
  articles: createArticleService,
  siteContent: createSiteContentService,
  subscribers: createSubscriberService,
  subscriptions: createSubscriptionService,
  partners: createPartnerService,
  spotlights: createSpotlightService,
  breakingNews: createBreakingNewsService,
  analytics: createAnalyticsService,
  veteranIssues: createVeteranIssueService,
  marketplace: createMarketplaceService,
  leads: createLeadService,
  providers: createProviderService,
  legal: createLegalService,
  chat: createChatService,
  conversations: createConversationService,
  rateLimits: createRateLimitService,
  tracking: createTrackingService,
  delivery: createDeliveryService,
  publicDocuments: createPublicDocumentService,
} satisfies Record<string, (deps: ServiceDeps) => unknown>;

type ServiceSet = { readonly [K in keyof typeof factories]: ReturnType<(typeof factories)[K]> };

export type Services = ServiceSet & {
  /**
   * Runs `work` as one unit: `s` is every service built over the same transaction, so what
   * several services write is committed together or not at all. Inside a unit (or nested in
   * another one) a service's own transaction becomes a savepoint of the outer one.
   */
  transaction<T>(work: (s: Services) => Promise<T>): Promise<T>;
};

/**
 * Every service over one database handle (the root one, or a transaction). Each service is
 * built on first use, so a unit of work pays only for the services it touches.
 */
export function createServices(deps: ServiceDeps): Services {
  const built: Partial<Record<keyof ServiceSet, unknown>> = {};
  const services = {
    transaction: <T>(work: (s: Services) => Promise<T>) => deps.db.transaction((tx) => work(createServices({ ...deps, db: tx }))),
  } as Services;
  for (const key of Object.keys(factories) as (keyof ServiceSet)[]) {
    Object.defineProperty(services, key, {
      enumerable: true,
      get: () => (built[key] ??= factories[key](deps)),
    });
  }
  return services;
}
