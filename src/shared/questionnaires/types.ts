import type { PartnerType } from '../enums';

export type QuestionType = 'single' | 'multiple';
export type QuestionOption = { value: string; label: string };
export type Question = {
  id: string;
  text: string;
  type: QuestionType;
  options: QuestionOption[];
  /** answers that may mean the person is at risk: the crisis line shows at once, as links */
  crisisAnswers?: string[];
};
export type QuestionnaireStep = { id: string; title: string; description: string; questions: Question[] };

/** single: the chosen value; multiple: the chosen values */
export type Answer = string | string[];
export type Answers = Record<string, Answer>;

export const recommendationPriorities = ['urgent', 'high', 'medium'] as const;
export type RecommendationPriority = (typeof recommendationPriorities)[number];

export type Recommendation = {
  title: string;
  description: string;
  partnerType: PartnerType;
  priority: RecommendationPriority;
  /** the card carries the Veterans Crisis Line's call, text and chat links */
  crisisLinks?: boolean;
};

/** A recommendation offered when its condition holds for the answers. */
export type RecommendationRule = { when: (answers: Answers) => boolean; recommend: Recommendation };

/** One hub's guide: its steps and the rules that turn answers into a plan. */
export type QuestionnaireSet = { steps: QuestionnaireStep[]; rules: RecommendationRule[] };
