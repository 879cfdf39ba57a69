/** The concept rules alone: prepared text in, the concepts found and whether they make a crisis. */
import { isCrisis } from './combine';
import { type Concept, type CrisisConcept, crisisConcepts, findConcepts } from './concepts';
import { NOTHING_GOING_ON } from './lexicon';
import { readsAsOrdinary, toldAsOver } from './ordinaryReadings';
import { NOTHING_OF_MY_OWN, re } from './patternHelpers';

/** `ordinary`: the rules know an ordinary reading of the message, which overrules the classifier. */
export type RulesVerdict = { crisis: boolean; concepts: CrisisConcept[]; ordinary: boolean };

const isCrisisConcept = (concept: Concept) => (crisisConcepts as readonly Concept[]).includes(concept);

/**
 * What to say back, asked ahead, with nothing of now and nothing of the writer's own beside it ("what exactly do
 * I say", round 184; "what am I supposed to say", round 196): not "asking because i am too", not "what do I do tonight".
 */
const WHAT_TO_SAY_BACK = re(
  `^${NOTHING_OF_MY_OWN}(?!.*(?<!\\b${NOTHING_GOING_ON} (?:right )?)\\b(?:too|as well|tonight|today|right now|now|this (?:week|morning))\\b).*\\b(?:what (?:exactly )?(?:do|should|can|would) (?:i|we|you) (?:actually |really |even |just |exactly )?(?:say|tell)|whats the right thing to say|what am i supposed to (?:say|do|tell)|what to say|how (?:do|should|can) (?:i|we|you) (?:respond|answer|reply)|right (?:thing|words) to say|(?:the )?right words|say back|(?:want|wanna|trying) to be (?:ready|prepared)|(?:whats|what is) the right (?:move|call|thing to do)|(?:want|wanna|need) to know before)\\b`,
);

/**
 * What to say if a buddy says he is tired of living, asked to be ready (round 156): the rules read
 * it as said of someone (combine.ts); the classifier, which sees only the words, is overruled too.
 */
const askedForSomeoneElse = (prepared: string, found: ReadonlySet<Concept>) =>
  found.has('hypothetical') && !found.has('first_person_suicide') && WHAT_TO_SAY_BACK.test(prepared);

/**
 * A fall named in a question asked ahead for a friend is the friend's, as his wish to die is (combine.ts): "if a
 * buddy ever told me he was thinking about jumping off a bridge, what exactly do I say?" (round 184).
 */
const withoutAFallAskedAhead = (prepared: string, found: Set<Concept>): ReadonlySet<Concept> =>
  found.has('vehicle_or_fall') && askedForSomeoneElse(prepared, found) ? new Set([...found].filter((c) => c !== 'vehicle_or_fall')) : found;

export function crisisByRules(prepared: string): RulesVerdict {
  const found = findConcepts(prepared);
  const crisis = isCrisis(withoutAFallAskedAhead(prepared, found)) && !toldAsOver(found, isCrisisConcept);
  return {
    crisis,
    concepts: crisisConcepts.filter((c) => found.has(c)),
    ordinary: !crisis && (readsAsOrdinary(found, isCrisisConcept) || askedForSomeoneElse(prepared, found)),
  };
}
