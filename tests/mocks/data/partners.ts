import type { Partner, PartnerStatsData } from '../../../src/client/features/partners/types';

let next = 1;

export function samplePartner(overrides: Partial<Partner> = {}): Partner {
  const n = next++;
  return {
    id: `00000000-0000-4000-8000-${String(2000 + n).padStart(12, '0')}`,
    name: `Partner ${n}`,
    description: null,
    website: null,
    status: 'pending',
    contentType: 'spotlight',
    scheduledDate: null,
    createdAt: new Date(2025, 1, 10, 12),
    ...overrides,
  };
}

export const partnerPage = (items: Partner[], total = items.length) => ({ items, total });

export const partnerStats = (pending: number, approved: number, rejected: number): PartnerStatsData => ({
  pending,
  approved,
  rejected,
  total: pending + approved + rejected,
});
