/**
 * A death wish told as an accident or an end that comes by itself, the writer doing nothing: a bus
 * that hits me, a tornado that takes me, my heart that stops, and I would not mind, not be upset,
 * not care. Part of the death_wish concept (saidConcepts.ts).
 */

/** A vehicle that could hit the writer: only a blow counts ("if the bus gets me there on time" is a ride). */
const VEHICLE_HITS_ME =
  '(?:bus|truck|car|train|semi|drunk driver|plane)\\b(?: \\w+){0,6} (?:hit|hits|clipped|clips|ran (?:me )?over|runs (?:me )?over|run (?:me )?over|struck|strikes|flattened|killed|kills) (?:\\w+ )?me\\b';
/** Weather, a tree or the body itself, which may also take or get the writer ("a tornado … took me with it"). */
const NATURE_TAKES_ME =
  '(?:meteor|asteroid|tornado|storm|hurricane|lightning|wave|tree|stray round|heart attack|stroke)\\b(?: \\w+){0,6} (?:hit|hits|clipped|struck|strikes|flattened|took|takes|got|gets|killed|kills|swept|sweeps|carried|carries) (?:\\w+ )?me\\b';
/** Something that could come and end it with no one to blame, hitting or taking the writer. */
const TAKES_ME = `(?:${VEHICLE_HITS_ME}|${NATURE_TAKES_ME})`;
/** ...and not minding it; never "would be upset". */
const NOT_UPSET =
  '(?:would not|wouldnt|not)(?: even| really| honestly)? (?:be )?(?:(?:that|too|very|all that) )?(?:upset|mad|sad|bothered|sorry|angry|mind|care|fight it)\\b';

export const accidentWishPatterns: RegExp[] = [
  /\bif (?:a |the )?(?:bus|truck|car|train|semi|meteor|asteroid|drunk driver) (?:hit|hits|ran over|took) me\b(?: \w+){0,4} (?:finally|relief|thank god|ok with it|okay with it|wouldnt mind|not mind|be happy|be glad)\b/,
  /\b(?:if|when) (?:i|a \w+|something|the \w+)\b.*\b(?:died|die|dies|dead|hit me|killed me|kill me|happened to me|heart (?:just )?stop|didnt survive|stopped breathing|gives? out|gave out|(?:took|takes|take) me out|got me|gets me|finish(?:ed|es)? me(?: off)?|and won|and wins|never woke)\b.*\b(?:(?<!\bin )ok|okay|fine|relief|wouldnt mind|not mind|wouldnt care|not care|dont care|wouldnt fight|welcome|better off|nice|be ok|good riddance|so be it)\b/,
  /\b(?<!\b(?:everyones|everybodys|everyone is|everybody is|everyone was|everybody was|all|we are|they are|theyre|kids are) )(?:ok|okay|fine|relief|wouldnt mind|wouldnt care|would not mind|happy|worst thing)\b.*\b(?:if|when)\b.*\b(?:died|die|dead|hit me|killed me|stopped|wake|gone|(?:took|takes|take) me out|got me|gets me|and won|and wins|finish(?:ed|es)? me)\b/,
  // a bus that clips me, a tornado that takes me with it, and I would not be upset (round 80)
  new RegExp(`\\bif (?:a |the |some )?(?:\\w+ )?${TAKES_ME}(?: \\w+){0,10} ${NOT_UPSET}\\b`),
  new RegExp(`\\b${NOT_UPSET}\\b(?: \\w+){0,3} if (?:a |the |some )?(?:\\w+ )?${TAKES_ME}`),
  // "that feelin at formation where youd be fine if a truck just ran you over ... ive felt like that since friday" (round 189)
  /\b(?:(?:id|i would) (?:be )?(?:fine|ok|okay|good)\b(?: \w+){0,2} if (?:a |the |some )?(?:\w+ )?(?:bus|truck|car|train|semi|drunk driver)\b(?: \w+){0,2} (?:ran me over|ran over me|hit me|took me out)|(?:youd|you would) (?:be )?(?:fine|ok|okay|good)\b(?: \w+){0,2} if (?:a |the |some )?(?:\w+ )?(?:bus|truck|car|train|semi|drunk driver)\b(?: \w+){0,2} (?:ran you over|ran over you|hit you|took you out)\b(?=.*\b(?:i have|ive|i|been) (?:felt|feel|feeling) (?:like )?(?:that|it|this)\b))/,
  // no longer caring about being here
  /\b(?:dont|do not|doesnt|dont really|do not really|no longer|stopped|quit) car(?:e|ing) (?:about|for) (?:being|staying) (?:here|alive|around)\b/,
];
