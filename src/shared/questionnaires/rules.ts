import type { Answers, QuestionnaireSet, QuestionnaireStep, Recommendation, RecommendationPriority } from './types';

export const priorityWeights: Record<RecommendationPriority, number> = { urgent: 3, high: 2, medium: 1 };

/** A step is answered when every question has a value (a multiple question at least one). */
export function isStepAnswered(step: QuestionnaireStep, answers: Answers): boolean {
  return step.questions.every((question) => {
    const answer = answers[question.id];
    if (question.type === 'multiple') return Array.isArray(answer) && answer.length > 0;
    return typeof answer === 'string' && answer !== '';
  });
}

/** Highest weight first; equal weights keep the order the rules list them in. */
export function sortByPriority<T extends Pick<Recommendation, 'priority'>>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => priorityWeights[b.item.priority] - priorityWeights[a.item.priority] || a.index - b.index)
    .map(({ item }) => item);
}

/** The plan: every rule whose condition holds, highest priority first. */
export function recommendationsFor(set: QuestionnaireSet, answers: Answers): Recommendation[] {
  return sortByPriority(set.rules.filter((rule) => rule.when(answers)).map((rule) => rule.recommend));
}
