import { describe, expect, it } from 'vitest';
import { hubTitles } from '../../src/shared/hubs';
import {
  disabilityClaimsSet,
  hubQuestionnaires,
  isStepAnswered,
  questionnaireForHub,
  type QuestionnaireSet,
} from '../../src/shared/questionnaires';
import { partnerTypes } from '../../src/shared/enums';

const allSets: [string, QuestionnaireSet][] = [
  ...hubTitles.map((title) => [title, hubQuestionnaires[title]] as [string, QuestionnaireSet]),
  ['VA disability claims (default)', disabilityClaimsSet],
];

describe('questionnaire sets', () => {
  it('has a set for each of the eleven hubs plus the default', () => {
    expect(allSets).toHaveLength(12);
    expect(new Set(allSets.map(([, set]) => set)).size).toBe(12);
  });

  for (const [title, set] of allSets) {
    it(`${title}: 1–3 steps of 1–2 questions with 3–6 options, unique ids`, () => {
      expect(set.steps.length).toBeGreaterThanOrEqual(1);
      expect(set.steps.length).toBeLessThanOrEqual(3);
      const questionIds = set.steps.flatMap((step) => step.questions.map((q) => q.id));
      expect(new Set(questionIds).size).toBe(questionIds.length);
      expect(new Set(set.steps.map((s) => s.id)).size).toBe(set.steps.length);
      for (const step of set.steps) {
        expect(step.title).not.toBe('');
        expect(step.description).not.toBe('');
        expect(step.questions.length).toBeGreaterThanOrEqual(1);
        expect(step.questions.length).toBeLessThanOrEqual(2);
        for (const question of step.questions) {
          expect(['single', 'multiple']).toContain(question.type);
          expect(question.options.length).toBeGreaterThanOrEqual(3);
          expect(question.options.length).toBeLessThanOrEqual(6);
          const values = question.options.map((o) => o.value);
          expect(new Set(values).size).toBe(values.length);
        }
      }
      for (const rule of set.rules) expect(partnerTypes).toContain(rule.recommend.partnerType);
    });
  }

  it('gives every other title the VA disability claims set', () => {
    expect(questionnaireForHub('Some other hub')).toBe(disabilityClaimsSet);
    expect(questionnaireForHub('VA Home Loan Benefits')).toBe(hubQuestionnaires['VA Home Loan Benefits']);
    const ids = disabilityClaimsSet.steps.flatMap((s) => s.questions.map((q) => q.id));
    expect(ids).toEqual(['claimStatus', 'serviceConnection', 'goals', 'currentHelp']);
  });
});

describe('the Next rule (isStepAnswered)', () => {
  const [firstStep, secondStep] = disabilityClaimsSet.steps;

  it('needs every single question answered', () => {
    expect(isStepAnswered(firstStep, {})).toBe(false);
    expect(isStepAnswered(firstStep, { claimStatus: 'pending' })).toBe(false);
    expect(isStepAnswered(firstStep, { claimStatus: 'pending', serviceConnection: '' })).toBe(false);
    expect(isStepAnswered(firstStep, { claimStatus: 'pending', serviceConnection: 'unsure' })).toBe(true);
  });

  it('needs at least one choice on a multiple question', () => {
    expect(isStepAnswered(secondStep, { goals: [], currentHelp: 'vso' })).toBe(false);
    expect(isStepAnswered(secondStep, { goals: 'appeal', currentHelp: 'vso' })).toBe(false);
    expect(isStepAnswered(secondStep, { goals: ['appeal'], currentHelp: 'vso' })).toBe(true);
  });
});
