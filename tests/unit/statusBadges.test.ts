import { describe, expect, it } from 'vitest';
import { partnerStatuses } from '../../src/shared/enums';
import { spotlightStatusLabels } from '../../src/shared/labels';
import {
  breakingNewsStatusBadge,
  partnerMoveLabels,
  partnerStatusBadges,
  spotlightStatusBadges,
  subscriptionBadge,
} from '../../src/shared/statusBadges';
import { partnerMoves } from '../../src/shared/stateMachines';

describe('status badges', () => {
  it('colours breaking news as the spec says: green published, blue processing, red rejected, grey otherwise', () => {
    expect(breakingNewsStatusBadge('published')).toEqual({ label: 'Published', palette: 'green' });
    expect(breakingNewsStatusBadge('processing').palette).toBe('blue');
    expect(breakingNewsStatusBadge('rejected').palette).toBe('red');
    expect(breakingNewsStatusBadge('pending')).toEqual({ label: 'Pending', palette: 'gray' });
  });

  it('words subscriptions Subscribed / Unsubscribed', () => {
    expect(subscriptionBadge(true).label).toBe('Subscribed');
    expect(subscriptionBadge(false).label).toBe('Unsubscribed');
  });

  it('uses the spotlight status labels of the spec', () => {
    for (const [status, label] of Object.entries(spotlightStatusLabels)) {
      expect(spotlightStatusBadges[status as keyof typeof spotlightStatusLabels].label).toBe(label);
    }
  });

  it('has a badge for every partner status and a button label for every allowed move', () => {
    for (const status of partnerStatuses) {
      expect(partnerStatusBadges[status].label).toBeTruthy();
      for (const to of partnerMoves[status]) expect(partnerMoveLabels[to]).toBeTruthy();
    }
    expect(partnerMoveLabels.pending).toBe('Reset to Pending');
  });
});
