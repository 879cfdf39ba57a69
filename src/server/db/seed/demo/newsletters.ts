import type { NewsletterStatus, NewsletterType } from '../../../../shared/enums';
import type { NewsletterContent } from '../../../../shared/newsletterContent';

/** Newsletter content by article key; turned into ids when the articles exist. */
export type ContentByKey = NewsletterContent;

export type NewsletterSeed = {
  title: string;
  type: NewsletterType;
  status: NewsletterStatus;
  /** hours before seeding; null for a draft */
  sentHoursAgo: number | null;
  createdHoursAgo: number;
  content: ContentByKey;
  /** share of recipients who opened and clicked; sent ones only */
  engagement?: { openRate: number; clickRate: number; conversions: number };
};

// The newest sent newsletter fills every section to its cap (12 articles) so that the home
// page's Latest block is full; older ones are smaller, as real editions vary.
export const newsletterSeeds: NewsletterSeed[] = [
  {
    title: 'Daily Brief: PACT Act Claims, Decision Reviews and Vet Centers',
    type: 'daily',
    status: 'sent',
    sentHoursAgo: 20,
    createdHoursAgo: 21,
    engagement: { openRate: 0.48, clickRate: 0.09, conversions: 2 },
    content: {
      topStory: 'pact-act',
      policyWatch: ['toxic-screening', 'decision-reviews', 'intent-to-file'],
      veteranResource: 'vet-centers',
      partnerSpotlight: 'partner-homefront',
      communityHighlight: 'community-roaster',
      quickBriefs: ['direct-deposit', 'veteran-id-card', 'benefit-letter', 'park-access'],
      actionCenter: 'apply-health-care',
    },
  },
  {
    title: 'Weekly Deep-Dive: Understanding Your Disability Rating',
    type: 'weekly',
    status: 'sent',
    sentHoursAgo: 96,
    createdHoursAgo: 99,
    engagement: { openRate: 0.53, clickRate: 0.11, conversions: 3 },
    content: {
      topStory: 'disability-ratings',
      policyWatch: ['cola', 'caregiver-program'],
      veteranResource: 'vre',
      partnerSpotlight: 'partner-trailhead',
      communityHighlight: 'community-connected',
      quickBriefs: ['commissary-access'],
      actionCenter: 'military-records',
    },
  },
  {
    title: 'Daily Brief: The Veterans Crisis Line and Federal Hiring Preference',
    type: 'daily',
    status: 'sent',
    sentHoursAgo: 192,
    createdHoursAgo: 194,
    engagement: { openRate: 0.41, clickRate: 0.06, conversions: 1 },
    content: {
      topStory: 'crisis-line',
      policyWatch: ['veterans-preference'],
      veteranResource: null,
      partnerSpotlight: null,
      communityHighlight: null,
      quickBriefs: ['claim-status'],
      actionCenter: 'discharge-upgrade',
    },
  },
  {
    title: 'Weekly Deep-Dive: Choosing Your GI Bill',
    type: 'weekly',
    status: 'sent',
    sentHoursAgo: 360,
    createdHoursAgo: 365,
    engagement: { openRate: 0.37, clickRate: 0.05, conversions: 0 },
    content: {
      topStory: 'gi-bill-choice',
      policyWatch: [],
      veteranResource: 'accredited-reps',
      partnerSpotlight: null,
      communityHighlight: 'legacy-memorial',
      quickBriefs: [],
      actionCenter: null,
    },
  },
  {
    title: 'Weekly Deep-Dive: Buying a Home with Your VA Benefit',
    type: 'weekly',
    status: 'draft',
    sentHoursAgo: null,
    createdHoursAgo: 3,
    content: {
      topStory: 'home-loan-myths',
      policyWatch: ['champva-tricare'],
      veteranResource: null,
      partnerSpotlight: null,
      communityHighlight: null,
      quickBriefs: [],
      actionCenter: null,
    },
  },
];
