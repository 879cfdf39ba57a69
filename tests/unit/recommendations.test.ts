import { describe, expect, it } from 'vitest';
import { hubTitles } from '../../src/shared/hubs';
import {
  disabilityClaimsSet,
  hubQuestionnaires,
  priorityWeights,
  recommendationsFor,
  sortByPriority,
  type Answers,
  type QuestionnaireSet,
} from '../../src/shared/questionnaires';
import { FALLBACK_HUB_CATEGORY, marketplaceCategoryForHub } from '../../src/shared/questionnaires/hubCategory';

/** Answers every question with its first option. */
const firstOptions = (set: QuestionnaireSet): Answers =>
  Object.fromEntries(
    set.steps.flatMap((step) => step.questions.map((q) => [q.id, q.type === 'multiple' ? [q.options[0].value] : q.options[0].value])),
  );

describe('recommendations', () => {
  it('weighs urgent 3, high 2, medium 1', () => {
    expect(priorityWeights).toEqual({ urgent: 3, high: 2, medium: 1 });
  });

  it('sorts highest weight first and keeps rule order within a weight', () => {
    const sorted = sortByPriority([
      { id: 'a', priority: 'medium' as const },
      { id: 'b', priority: 'urgent' as const },
      { id: 'c', priority: 'high' as const },
      { id: 'd', priority: 'urgent' as const },
    ]);
    expect(sorted.map((r) => r.id)).toEqual(['b', 'd', 'c', 'a']);
  });

  it('turns a denied claim without help into an urgent one-year appeal plan', () => {
    const plan = recommendationsFor(disabilityClaimsSet, {
      claimStatus: 'denied',
      serviceConnection: 'documented',
      goals: ['increase'],
      currentHelp: 'none',
    });
    expect(plan[0]).toMatchObject({ priority: 'urgent', partnerType: 'legal-services' });
    expect(plan[0].title).toContain('within one year');
    expect(plan[0].description).toContain('one year');
    expect(plan.map((r) => r.priority)).toEqual([...plan.map((r) => r.priority)].sort((a, b) => priorityWeights[b] - priorityWeights[a]));
    expect(plan.map((r) => r.title)).toContain('Work with a free accredited representative');
  });

  it('leaves out rules whose answers were not given', () => {
    const plan = recommendationsFor(disabilityClaimsSet, {
      claimStatus: 'pending',
      serviceConnection: 'documented',
      goals: ['first_rating'],
      currentHelp: 'vso',
    });
    expect(plan.map((r) => r.title)).toEqual(['Prepare for your C&P exam', 'Keep copies and track your claim online']);
  });

  it('is deterministic and never empty for any set', () => {
    for (const set of [...hubTitles.map((t) => hubQuestionnaires[t]), disabilityClaimsSet]) {
      const answers = firstOptions(set);
      const plan = recommendationsFor(set, answers);
      expect(plan.length).toBeGreaterThan(0);
      expect(recommendationsFor(set, answers)).toEqual(plan);
    }
  });
});

describe('the hub call to action category', () => {
  const categories = [
    { slug: 'benefits-claims', veteranIssueId: 'hub-legal' },
    { slug: 'legal-services', veteranIssueId: 'hub-legal' },
    { slug: 'criminal-justice-services', veteranIssueId: 'hub-justice' },
    { slug: 'career-services', veteranIssueId: null },
  ];

  it('prefers the partner-type category linked to the hub', () => {
    expect(marketplaceCategoryForHub('hub-legal', categories)).toBe('legal-services');
  });

  it('takes another linked category when no partner type is linked', () => {
    expect(marketplaceCategoryForHub('hub-justice', categories)).toBe('criminal-justice-services');
  });

  it('falls back to legal services', () => {
    expect(marketplaceCategoryForHub('hub-unknown', categories)).toBe(FALLBACK_HUB_CATEGORY);
    expect(FALLBACK_HUB_CATEGORY).toBe('legal-services');
  });
});

describe('resource card preview', () => {
  it('shows the first three resources and counts the rest', async () => {
    const { previewResources, moreResourcesLabel, actionStepsLabel } = await import('../../src/shared/resourceCards');
    expect(previewResources(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(previewResources(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(moreResourcesLabel(2)).toBe('+2 more resources');
    expect(moreResourcesLabel(1)).toBe('+1 more resource');
    expect(actionStepsLabel(4)).toBe('4 action steps');
  });
});
