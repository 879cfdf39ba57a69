/**
 * A death wish told as an accident or an end that comes by itself, the writer doing nothing: a bus
 * that hits me, a tornado that takes me, my heart that stops, and I would not mind, not be upset,
 * not care. Part of the death_wish concept (saidConcepts.ts).
 */

/** What could come and end it with no one to blame. */
const WHAT_COMES =
  '(?:bus|truck|car|train|semi|meteor|asteroid|drunk driver|tornado|storm|hurricane|lightning|wave|tree|plane|stray round|heart attack|stroke)';
/** ...hitting or taking the writer ("clipped me", "ran over me", "took me with it"). */
const TAKES_ME =
  '(?:hit|hits|clipped|clips|ran|runs|run|struck|strikes|flattened|took|takes|got|gets|killed|kills|swept|sweeps|carried|carries) (?:\\w+ )?me\\b';
/** ...and not minding it; never "would be upset". */
const NOT_UPSET =
  '(?:would not|wouldnt|not)(?: even| really| honestly)? (?:be )?(?:(?:that|too|very|all that) )?(?:upset|mad|sad|bothered|sorry|angry|mind|care|fight it)\\b';

export const accidentWishPatterns: RegExp[] = [
  /\bif (?:a |the )?(?:bus|truck|car|train|semi|meteor|asteroid|drunk driver) (?:hit|hits|ran over|took) me\b(?: \w+){0,4} (?:finally|relief|thank god|ok with it|okay with it|wouldnt mind|not mind|be happy|be glad)\b/,
  /\b(?:if|when) (?:i|a \w+|something|the \w+)\b.*\b(?:died|die|dies|dead|hit me|killed me|kill me|happened to me|heart (?:just )?stop|didnt survive|stopped breathing|gives? out|gave out|(?:took|takes|take) me out|got me|gets me|finish(?:ed|es)? me(?: off)?|and won|and wins|never woke)\b.*\b(?:ok|okay|fine|relief|wouldnt mind|not mind|wouldnt care|not care|dont care|wouldnt fight|welcome|better off|nice|be ok|good riddance|so be it)\b/,
  /\b(?:ok|okay|fine|relief|wouldnt mind|wouldnt care|would not mind|happy|worst thing)\b.*\b(?:if|when)\b.*\b(?:died|die|dead|hit me|killed me|stopped|wake|gone|(?:took|takes|take) me out|got me|gets me|and won|and wins|finish(?:ed|es)? me)\b/,
  // a bus that clips me, a tornado that takes me with it, and I would not be upset (round 80)
  new RegExp(`\\bif (?:a |the |some )?(?:\\w+ )?${WHAT_COMES}\\b(?: \\w+){0,6} ${TAKES_ME}\\b(?: \\w+){0,10} ${NOT_UPSET}\\b`),
  new RegExp(`\\b${NOT_UPSET}\\b(?: \\w+){0,3} if (?:a |the |some )?(?:\\w+ )?${WHAT_COMES}\\b(?: \\w+){0,6} ${TAKES_ME}\\b`),
  // no longer caring about being here
  /\b(?:dont|do not|doesnt|dont really|do not really|no longer|stopped|quit) car(?:e|ing) (?:about|for) (?:being|staying) (?:here|alive|around)\b/,
];
