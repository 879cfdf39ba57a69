import type { BreakingNewsItem, NewsConfig, NewsStats } from '../../../src/client/features/breakingNews/types';

let next = 1;

export function sampleNewsItem(overrides: Partial<BreakingNewsItem> = {}): BreakingNewsItem {
  const n = next++;
  return {
    id: `00000000-0000-4000-8000-${String(4000 + n).padStart(12, '0')}`,
    headline: `VA expands benefits ${n}`,
    summary: 'The department announced new eligibility rules.',
    veteranRelevance: 'More veterans may now qualify for disability compensation.',
    sourceUrl: `https://news.example.gov/story-${n}`,
    sourceTitle: 'VA News',
    publishedAt: new Date(2025, 3, 1),
    discoveredAt: new Date(2025, 3, 2, 10),
    status: 'pending',
    generatedArticleId: null,
    newsApiData: null,
    urgencyScore: 6,
    keywords: ['veterans', 'VA benefits', 'PACT Act', 'GI Bill'],
    urgencyReasons: [
      { rule: 'base', points: 1, text: '' },
      { rule: 'keyword-title', points: 2, text: "mentions 'PACT Act' in the title" },
      { rule: 'official-source', points: 2, text: 'VA source' },
      { rule: 'deadline', points: 1, text: 'deadline in 12 days' },
    ],
    alsoReportedBy: [],
    reviewedAt: null,
    reviewedBy: null,
    createdAt: new Date(2025, 3, 2, 10),
    updatedAt: new Date(2025, 3, 2, 10),
    ...overrides,
  };
}

export const newsPage = (items: BreakingNewsItem[], total = items.length) => ({ items, total });

export function sampleNewsConfig(overrides: Partial<NewsConfig> = {}): NewsConfig {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    isEnabled: true,
    keywords: ['veterans', 'GI Bill'],
    sources: ['https://news.va.gov/feed/'],
    urgencyThreshold: 7,
    checkIntervalMinutes: 15,
    maxArticlesPerDay: 5,
    lastCheckedAt: null,
    updatedAt: new Date(2025, 3, 1),
    ...overrides,
  };
}

export const newsStats = (overrides: Partial<NewsStats> = {}): NewsStats => ({
  total: 0,
  published: 0,
  pending: 0,
  rejected: 0,
  lastCheckedAt: null,
  ...overrides,
});
