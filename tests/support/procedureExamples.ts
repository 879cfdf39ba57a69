import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '../../src/server/routers';
import type { ProcedurePath } from '../../src/server/rest/types';

type Inputs = inferRouterInputs<AppRouter>;
type InputOf<P extends ProcedurePath> = P extends `${infer R extends keyof Inputs}.${infer N}` ? Inputs[R][N & keyof Inputs[R]] : never;

/** Rows the examples point at, so that an update or a delete would succeed if its input were valid. */
export type ExampleRows = {
  newsletterId: string;
  articleId: string;
  articleSlug: string;
  policyArticleId: string;
  briefArticleId: string;
  partnerId: string;
  spotlightId: string;
  subscriberId: string;
  subscriberToken: string;
  breakingNewsId: string;
  veteranIssueId: string;
  categoryId: string;
  regionId: string;
  vendorId: string;
  offerId: string;
  leadId: string;
};

const exampleContent = (r: ExampleRows) => ({
  topStory: r.articleId,
  policyWatch: [r.policyArticleId],
  veteranResource: null,
  partnerSpotlight: null,
  communityHighlight: null,
  quickBriefs: [r.briefArticleId],
  actionCenter: null,
});

/**
 * One valid input for every procedure that takes one, with a value in every field, checked by
 * the compiler against the router. Tests replace one field at a time with something bad.
 */
export const procedureExamples = (r: ExampleRows): { [P in ProcedurePath]?: InputOf<P> } => ({
  'auth.login': { username: 'admin', password: 'wrong password' },
  'newsletters.list': { limit: 10, offset: 0, status: 'all', type: 'all' },
  'newsletters.get': { id: r.newsletterId },
  'newsletters.others': { id: r.newsletterId },
  'newsletters.preview': { id: r.newsletterId },
  'newsletters.archiveHtml': { id: r.newsletterId },
  'newsletters.create': { title: 'Example edition', type: 'daily', content: exampleContent(r) },
  'newsletters.update': {
    id: r.newsletterId,
    status: 'draft',
    title: 'Retitled edition',
    type: 'weekly',
    content: exampleContent(r),
    scheduledDate: null,
    sentDate: null,
  },
  'newsletters.remove': { id: r.newsletterId },
  'newsletters.delivery': { id: r.newsletterId },
  'newsletters.sendTest': { id: r.newsletterId, email: 'editor@example.org' },
  'newsletters.addArticle': { id: r.newsletterId, articleId: r.articleId },
  'newsletters.removeArticle': { id: r.newsletterId, articleId: r.articleId },
  'articles.list': { limit: 10, offset: 0, section: 'top_story', origin: 'manual', q: 'veterans' },
  'articles.bySlug': { slug: r.articleSlug },
  'articles.get': { id: r.articleId },
  'articles.create': {
    headline: 'Example headline',
    content: '<p>Example body.</p>',
    section: 'top_story',
    sourceLink: 'https://example.org/source',
    videoUrl: 'https://example.org/video',
    slug: 'example-headline',
    summary: 'A short summary.',
    generatedByAI: false,
  },
  'articles.update': {
    id: r.articleId,
    headline: 'Edited headline',
    content: '<p>Edited body.</p>',
    section: 'top_story',
    sourceLink: 'https://example.org/source',
    videoUrl: 'https://example.org/video',
    slug: 'edited-headline',
    summary: 'An edited summary.',
    generatedByAI: false,
  },
  'articles.remove': { id: r.articleId },
  'articles.generate': {
    headline: 'A topic',
    section: 'top_story',
    sourceLink: 'https://example.org/source',
    videoUrl: 'https://example.org/video',
    notes: 'Keep it short.',
  },
  'siteContent.update': {
    heroTitle: 'Muster',
    heroSubtitle: 'News for veterans.',
    ctaText: 'Subscribe',
    bannerImageUrl: 'https://example.org/banner.png',
    aboutHtml: '<p>About us.</p>',
  },
  'subscribers.list': { limit: 10, offset: 0, q: 'example', status: 'all' },
  'subscribers.create': { email: 'example.reader@example.org', name: 'Example Reader', veteranBranch: 'army' },
  'subscribers.update': { id: r.subscriberId, subscribed: false, name: 'Renamed Reader', veteranBranch: 'navy' },
  'subscribers.remove': { id: r.subscriberId },
  'subscriptions.get': { token: r.subscriberToken },
  'subscriptions.update': {
    token: r.subscriberToken,
    wantsDailyBrief: true,
    wantsWeeklyDeepDive: false,
    name: 'Renamed Reader',
    veteranBranch: 'navy',
  },
  'subscriptions.unsubscribe': { token: r.subscriberToken },
  'subscriptions.resubscribe': { token: r.subscriberToken },
  'subscriptions.requestLink': { email: 'example.reader@example.org' },
  'partners.list': { limit: 10, offset: 0, status: 'all' },
  'partners.create': {
    name: 'Example partner',
    contentType: 'banner',
    description: 'A partner.',
    website: 'https://example.org',
    scheduledDate: '2030-01-01T00:00:00.000Z',
  },
  'partners.update': { id: r.partnerId, status: 'approved' },
  'partners.remove': { id: r.partnerId },
  'spotlights.list': { limit: 10, offset: 0, status: 'all' },
  'spotlights.published': { limit: 10, offset: 0, status: 'all' },
  'spotlights.create': {
    veteranName: 'Example Veteran',
    quote: 'Served and still serving.',
    businessName: 'Example Co',
    businessDescription: 'Builds things.',
    location: 'Austin, TX',
    branch: 'army',
    website: 'https://example.org',
    imageUrl: 'https://example.org/photo.jpg',
    status: 'pending',
    featuredUntil: '2030-01-01T00:00:00.000Z',
  },
  'spotlights.update': {
    id: r.spotlightId,
    status: 'approved',
    featuredUntil: null,
    veteranName: 'Example Veteran',
    quote: 'Served.',
    businessName: 'Example Co',
    businessDescription: 'Builds things.',
    location: 'Austin, TX',
    branch: 'navy',
    website: 'https://example.org',
    imageUrl: 'https://example.org/photo.jpg',
  },
  'spotlights.remove': { id: r.spotlightId },
  'breakingNews.list': { limit: 10, offset: 0, status: 'all' },
  'breakingNews.update': { id: r.breakingNewsId, status: 'rejected' },
  'breakingNews.updateConfig': {
    isEnabled: true,
    checkIntervalMinutes: 15,
    urgencyThreshold: 7,
    maxArticlesPerDay: 5,
    keywords: ['veterans'],
    sources: ['https://example.org/feed.xml'],
  },
  'analytics.list': { limit: 10, offset: 0, newsletterId: r.newsletterId },
  'analytics.create': { newsletterId: r.newsletterId, totalSent: 10, opened: 5, clicked: 2, conversions: 1 },
  'veteranIssues.list': { limit: 10, offset: 0 },
  'veteranIssues.get': { id: r.veteranIssueId },
  'marketplace.categories': { limit: 10, offset: 0 },
  'marketplace.regions': { limit: 10, offset: 0 },
  'marketplace.search': {
    q: 'legal',
    categoryId: r.categoryId,
    regionId: r.regionId,
    countryCode: 'US',
    stateProvince: 'TX',
    tier: 'standard',
    verificationStatus: 'verified',
    serviceType: 'service',
    minRating: 0,
    maxPrice: 100_000,
    currency: 'USD',
    isPriceFixed: true,
    page: 1,
    pageSize: 12,
    sortBy: 'rating',
    sortOrder: 'desc',
  },
  'marketplace.recommendations': { issueId: r.veteranIssueId },
  'marketplace.vendor': { id: r.vendorId },
  'marketplace.applyAsVendor': {
    companyName: 'Example Provider',
    email: 'provider@example.org',
    phone: '555-0100',
    website: 'https://example.org',
    description: 'Helps veterans.',
    address: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    regionId: r.regionId,
    categoryId: r.categoryId,
    specializations: ['VA claims'],
  },
  'leads.create': {
    name: 'Example Veteran',
    email: 'veteran@example.org',
    phone: '555-0101',
    source: 'chat',
    status: 'new',
    priority: 'medium',
    notes: 'Call after 5.',
    category: 'legal',
    veteranProfile: { branch: 'army' },
    vendorId: r.vendorId,
    offerId: r.offerId,
    message: 'I need help with a claim.',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring',
    sessionId: 'session-1',
  },
  'conversations.list': { limit: 10, offset: 0, filter: 'crisis' },
  // no text field to sweep; a well-formed id is all it takes
  'conversations.get': { id: '00000000-0000-4000-8000-000000000000' },
  'leads.list': { limit: 10, offset: 0, status: 'all', q: 'example' },
  'leads.update': { id: r.leadId, status: 'contacted', notes: 'Called back.' },
  'providers.list': { limit: 10, offset: 0, status: 'all', q: 'example' },
  'providers.get': { id: r.vendorId },
  'providers.review': { id: r.vendorId, status: 'rejected', note: 'Missing licence.' },
  'providers.update': {
    id: r.vendorId,
    companyName: 'Example Provider',
    email: 'provider@example.org',
    phone: '555-0100',
    website: 'https://example.org',
    description: 'Helps veterans.',
    city: 'Austin',
    state: 'TX',
    tier: 'standard',
    isActive: true,
    regionId: r.regionId,
    specializations: ['VA appeals'],
  },
  'providers.updateOffer': {
    id: r.offerId,
    title: 'Claim review',
    description: 'One hour.',
    basePrice: 5000,
    isActive: true,
    categoryId: r.categoryId,
  },
  'legal.get': { slug: 'privacy' },
  'legal.update': { slug: 'terms', html: '<p>Our terms.</p>' },
  'chat.message': {
    sessionId: 'session-1',
    message: 'I need help with my VA claim.',
    veteranInfo: { name: 'Sam', email: 'sam@example.org', phone: '555-0102', branch: 'army', location: 'Austin, TX' },
  },
});
