/**
 * Crisis detection: this must never miss one. Concept rules (crisis/concepts.ts, combined in
 * crisis/combine.ts) OR a small trained classifier (crisis/classifier.ts), with a second reader
 * that knows the rules' own false alarms; measured on the sets in tests/fixtures/crisis
 * (docs/decisions/0015 and 0034). A false alarm costs a caring message and a phone
 * number, a miss can cost a life; ordinary veteran language ("killing it at work", a buddy lost
 * in service, suicide-prevention training) stays ordinary.
 */
import { classifierFindsCrisis, classifierOverrulesRules, secondReaderReadsFalseAlarm } from './crisis/classifier';
import type { CrisisConcept } from './crisis/concepts';
import { crisisByRules } from './crisis/rules';
import { type CrisisSubject, crisisSubject } from './crisis/subject';
import { prepareCrisisText } from './crisis/text';
import { toldAsPastOrJest, toldAtLengthWithNothingOfNow } from './crisis/toldAsPastOrJest';

export const CRISIS_LINE = 'Veterans Crisis Line: call 988 and press 1, text 838255, or chat online at VeteransCrisisLine.net.';

export const CRISIS_REPLY = [
  "I'm really glad you told me, and I want you to be safe right now.",
  CRISIS_LINE,
  "It's free, confidential and open 24/7, and you don't need to be enrolled in VA benefits or health care to reach them.",
  'If you are in immediate danger, call 911.',
  "I'm still here if you want to keep talking.",
].join(' ');

export const CRISIS_ROUTING = 'Call 988 and press 1 now to reach the Veterans Crisis Line, or text 838255.';

export type CrisisAssessment = {
  crisis: boolean;
  /** What the rules recognised; empty when only the classifier flagged the message. */
  concepts: CrisisConcept[];
  subject: CrisisSubject;
};

/**
 * A crisis the rules found stands unless the classifier reads no part of the message as one (round
 * 56), or the second reader reads it as one of the rules' false alarms where it may judge: a
 * message told as past or in jest (round 100), or long enough to read and silent about now (round 105).
 */
function rulesCrisisStands(prepared: string): boolean {
  if (classifierOverrulesRules(prepared)) return false;
  const mayJudge = toldAsPastOrJest(prepared) || toldAtLengthWithNothingOfNow(prepared);
  return !(mayJudge && secondReaderReadsFalseAlarm(prepared));
}

/**
 * Rules and classifier on text already prepared for crisis concepts: an ordinary reading the rules
 * know overrules the classifier's crisis, and the classifier, when no part of the message reads as
 * one, the rules' (rounds 56 and 100 in tests/fixtures/crisis/README.md).
 */
function assessPrepared(prepared: string): CrisisAssessment {
  const rules = crisisByRules(prepared);
  return {
    crisis: rules.crisis ? rulesCrisisStands(prepared) : !rules.ordinary && classifierFindsCrisis(prepared),
    concepts: rules.concepts,
    subject: crisisSubject(prepared),
  };
}

/** Whether a message shows a crisis, what it says, and about whom. */
export function assessCrisis(text: string): CrisisAssessment {
  return assessPrepared(prepareCrisisText(text));
}

/**
 * True when the (normalizeForMatching) message shows any sign of suicidal intent, self-harm or
 * harm to others. Prefer assessCrisis() on the raw text: contractions are read better before
 * apostrophes are dropped ("he'll" is not "hell").
 */
export function detectCrisis(normalized: string): boolean {
  return assessPrepared(prepareCrisisText(normalized)).crisis;
}
