import type { Answer, Answers } from './types';

const chosen = (answer: Answer | undefined): string[] => (answer === undefined ? [] : Array.isArray(answer) ? answer : [answer]);

/** True when question `id` was answered with any of `values` (single or multiple). */
export const picked =
  (id: string, ...values: string[]) =>
  (answers: Answers): boolean =>
    chosen(answers[id]).some((v) => values.includes(v));

/** True when question `id` was answered with none of `values`. */
export const notPicked =
  (id: string, ...values: string[]) =>
  (answers: Answers): boolean =>
    !picked(id, ...values)(answers);

export const always = (): boolean => true;

/** Both conditions hold. */
export const both =
  (a: (answers: Answers) => boolean, b: (answers: Answers) => boolean) =>
  (answers: Answers): boolean =>
    a(answers) && b(answers);
