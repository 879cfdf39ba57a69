import type { Spotlight, SpotlightStatsData } from '../../../src/client/features/spotlights/types';

let next = 1;

export function sampleSpotlight(overrides: Partial<Spotlight> = {}): Spotlight {
  const n = next++;
  const status = overrides.status ?? 'pending';
  return {
    id: `00000000-0000-4000-8000-${String(3000 + n).padStart(12, '0')}`,
    veteranName: `Veteran ${n}`,
    quote: 'Service did not end when I took off the uniform.',
    businessName: null,
    businessDescription: null,
    location: null,
    branch: null,
    website: null,
    imageUrl: null,
    status,
    effectiveStatus: status,
    featuredUntil: null,
    createdAt: new Date(2025, 2, 1),
    updatedAt: new Date(2025, 2, 1),
    ...overrides,
  };
}

export const spotlightPage = (items: Spotlight[], total = items.length) => ({ items, total });

export const spotlightStats = (counts: Partial<SpotlightStatsData> = {}): SpotlightStatsData => ({
  total: 0,
  featured: 0,
  pending: 0,
  approved: 0,
  ...counts,
});
