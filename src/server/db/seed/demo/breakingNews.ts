import type { BreakingNewsStatus } from '../../../../shared/enums';

export type BreakingNewsSeed = {
  headline: string;
  summary: string;
  veteranRelevance: string;
  sourceUrl: string;
  sourceTitle: string;
  publishedHoursAgo: number;
  discoveredHoursAgo: number;
  status: BreakingNewsStatus;
  urgencyScore: number;
  keywords: string[];
  /** article key of the story written from it */
  articleKey?: string;
};

// Demo items from a fictional wire on example domains; the monitor fills this table for real.
export const breakingNewsSeeds: BreakingNewsSeed[] = [
  {
    headline: 'VA Medical Center Adds Evening Hours for Toxic Exposure Screenings',
    summary: 'A regional VA medical center will offer toxic exposure screenings on weekday evenings for veterans who work during the day.',
    veteranRelevance:
      'Every veteran enrolled in VA health care is offered a toxic exposure screening under the PACT Act; evening hours make it easier to get one.',
    sourceUrl: 'https://news.example.org/va/evening-toxic-exposure-screenings',
    sourceTitle: 'Example Veterans Wire (demo)',
    publishedHoursAgo: 30,
    discoveredHoursAgo: 29,
    status: 'published',
    urgencyScore: 7,
    keywords: ['PACT Act', 'VA health care', 'veterans'],
    articleKey: 'toxic-screening',
  },
  {
    headline: 'Phone Scam Targets Veterans with Fake Claim Processing Fees',
    summary: 'Callers posing as VA staff ask veterans to pay a fee to speed up their disability claims.',
    veteranRelevance:
      'VA never charges to process a claim or asks for payment by phone; veterans can report scams to VSAFE at 833-388-7233.',
    sourceUrl: 'https://news.example.org/va/claim-fee-phone-scam',
    sourceTitle: 'Example Veterans Wire (demo)',
    publishedHoursAgo: 6,
    discoveredHoursAgo: 5,
    status: 'pending',
    urgencyScore: 8,
    keywords: ['disability compensation', 'VA benefits', 'veterans'],
  },
  {
    headline: 'County Opens New Veterans Service Office Satellite Location',
    summary: 'A county veterans service office is opening a satellite location in a public library two days a week.',
    veteranRelevance: 'County veterans service officers help with VA claims and local benefits for free.',
    sourceUrl: 'https://local.example.com/news/veterans-service-office-satellite',
    sourceTitle: 'Example Local News (demo)',
    publishedHoursAgo: 14,
    discoveredHoursAgo: 12,
    status: 'pending',
    urgencyScore: 4,
    keywords: ['veterans', 'VA benefits'],
  },
  {
    headline: 'Defense Contractor Reports Quarterly Earnings',
    summary: 'A defense contractor reported quarterly results in line with analyst expectations.',
    veteranRelevance: 'Little direct relevance to veterans’ benefits or services.',
    sourceUrl: 'https://markets.example.net/earnings/defense-contractor-quarterly',
    sourceTitle: 'Example Markets Daily (demo)',
    publishedHoursAgo: 50,
    discoveredHoursAgo: 48,
    status: 'rejected',
    urgencyScore: 2,
    keywords: ['military'],
  },
];
