/**
 * A death dressed up, asked about for the family's payout: whether it still pays if it looks natural or like an accident,
 * which deaths count as accidental, whether the coroner would call it natural. Part of preparation (preparationConcepts.ts).
 */
import { beside } from './patternHelpers';

/** The family's payout, asked "if it looks natural" (round 147): who gets it, what pays, how the death would look. */
const FAMILY = '(?:my (?:family|wife|husband|kids|son|daughter)|the kids)';
const PAYOUT = '(?:payout|pay out|insurance(?: money)?|sgli|vgli|policy|death benefits?|the money)';
const LOOKS_NATURAL =
  'if (?:it|my death|the death) (?:looks|seems|is ruled|gets ruled|counts|passes)(?: as)?(?: like)? (?:natural|an accident|accidental|natural causes|a heart attack)';
/** Nobody else's death named: a parent's death and its policy asked about is not the writer's. */
const NOBODY_ELSES_DEATH = String.raw`^(?!.*\b(?:(?:my|his|her|our) (?:dad|father|mom|mother|brother|sister|husband|wife|son|daughter|grandpa|grandma|uncle) (?:died|passed|is dying)|for (?:him|her|them))\b)`;
/** "which ways of dying do they count as accidental" (round 150), nobody else's death or widow named. */
const WAYS_OF_DYING_COUNTED_ACCIDENTAL = new RegExp(
  String.raw`${NOBODY_ELSES_DEATH}(?!.*\b(?:widow|widower|(?:he|she) (?:died|passed)|for a (?:class|course|report))\b).*\bwhich (?:ways|kinds|types|sorts) of (?:dying|death|deaths)\b(?: \w+){0,4} (?:count|counts|qualify|qualifies|are ruled|is ruled)(?: as)? (?:accidental|an accident|accidents)\b`,
);
/** "does the county do an autopsy if an old vet ODs at home or do they just call it natural? asking for me" (round 153). */
const RULED_NATURAL_ASKED_FOR_ME = new RegExp(
  beside(
    'asking for (?:me|myself)',
    String.raw`(?:\b(?:autopsy|tox(?:icology)? screen|coroner|medical examiner)\b.*\b(?:call it|rule it|ruled|count it as|list it as) (?:natural|an accident|accidental|natural causes)\b|\b(?:rule it|call it) (?:natural|an accident)\b.*\b(?:autopsy|tox(?:icology)? screen)\b)`,
  ),
);
const PAYOUT_IF_IT_LOOKS_NATURAL = new RegExp(
  String.raw`${NOBODY_ELSES_DEATH}.*(?:\b${FAMILY}\b(?: \w+){0,3} (?:still )?(?:gets?|collects?|receives?) (?:the )?${PAYOUT}\b(?: \w+){0,3} ${LOOKS_NATURAL}\b|\b${LOOKS_NATURAL}\b(?: \w+){0,2} (?:does|do|will|would) ${FAMILY} (?:still )?(?:get|collect|receive) (?:the )?${PAYOUT}\b)`,
);

/**
 * "if a vet dies and it looks like a car accident does the VA or the insurance check anything? would the family still get
 * paid" (round 198): a crash that would pass for an accident, with the family's money beside it.
 */
const CRASH_PASSING_AS_AN_ACCIDENT = new RegExp(
  String.raw`${NOBODY_ELSES_DEATH}(?=.*\b(?:(?:the |my )?(?:family|wife|husband|kids|children)\b(?: \w+){0,2} (?:still )?(?:gets?|get|be|is|are) (?:paid|taken care of|the (?:money|payout|insurance))|${PAYOUT})\b).*\bif\b(?: \w+){0,6} (?:looks|look|looked|seems|is ruled|gets ruled|got ruled|passes|made to look)(?: as)?(?: like)? (?:a|an) (?:\w+ ){0,2}(?:accident|crash|wreck)\b`,
);

export const disguisedDeathPatterns: RegExp[] = [
  // "want to know if my family still gets the payout if it looks natural" (round 147)
  PAYOUT_IF_IT_LOOKS_NATURAL,
  WAYS_OF_DYING_COUNTED_ACCIDENTAL,
  RULED_NATURAL_ASKED_FOR_ME,
  CRASH_PASSING_AS_AN_ACCIDENT,
];
