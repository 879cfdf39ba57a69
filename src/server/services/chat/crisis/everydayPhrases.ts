/**
 * What everyday matters built from crisis words are rewritten to (gunCareSettings.ts, workAndRoadSettings.ts,
 * engineInGarageSettings.ts); ordinaryReadings.ts reads these as an everyday matter, so the two must agree.
 */
import { FINE_JUST_HAD } from './patternHelpers';

export const EVERYDAY = {
  knots: 'knot tying for gear',
  gunsSold: 'selling old guns',
  carRuns: 'the car works',
  heaterSafety: 'heater safety question',
  boating: 'a boating question',
  gunUpkeep: 'gun upkeep question',
  animalPutDown: 'putting down a suffering animal',
  goodResults: 'good test results',
  pillsDisposed: 'a safe disposal',
  fishing: 'a fishing question',
  huntingRules: 'hunting regulations question',
  rangeDay: 'a new gun for the range',
  sleepAfterWork: 'a good sleep after a long day',
  photoSpot: 'a photo spot question',
  gunSale: 'a gun sale question',
  engineTrouble: 'an engine trouble question',
  paperwork: 'a paperwork complaint',
  travelDelay: 'a travel delay',
  funeralPlannedAhead: 'a funeral planned ahead',
  olderDriver: 'an older driver question',
} as const;

/**
 * An everyday matter, read as ordinary whatever the classifier scores (ordinaryReadings.ts): the phrases
 * above, and knots for a tree stand or a load (round 132), old guns sold, a car that runs (round 134), a
 * father's truck warmed up in the shut garage (round 136), time off to go fishing ("burned out. Taking PTO
 * and going fishing at Wilson Lake", round 137), a bet settled, a ham radio net, an armory count (round
 * 151), a grief group for widowers, a friend "fine, just had his phone off" (round 153), caught singing (round 160), a trout caught off a bridge (round 163), a
 * catalytic converter stolen (round 164), "dead on my feet by 2am" behind the bar (round 167), a flight weathered in (round 187), a casket picked out with plenty of living left (round 189), an old father's car keys (round 194).
 */
export const EVERYDAY_MATTER = `\\b(?:${Object.values(EVERYDAY).join('|')}|(?:settling|settle) a bet with (?:my|a) \\w+|net control|(?<=\\b(?:behind the bar|bartend\\w*|shift|doubles?|closing|serving|the kitchen|the restaurant|the warehouse|the plant)\\b.*)(?:i am|im) exhausted (?:by|after|at) (?:\\d+ ?(?:am|pm)|close|closing|last call|the end of (?:my|the) shift)(?!.*\\b(?:pills?|bottle|gun|rope|answer|way out|not waking|end it|done with)\\b)|how do i talk to (?:a|my) (?:\\d+ year old|teen(?:ager)?|son|daughter|kid)|(?:if i (?:dont|do not) have|without) a will|jealous of the (?:guys|ones|folks|people) who (?:made it|lived) to (?:\\d+|a hundred)|(?:grief|bereavement) (?:group|support group|counseling|counselor) for (?:widowers|widows|spouses|surviving spouses)|${FINE_JUST_HAD} (?:his|her) phone (?:off|dead)|(?:armory|arms room|inventory|sensitive items) count|(?:anybody|anyone) (?:ride|rides|ridden|drive|driven) (?:that|this|the) (?:route|road|pass|loop|highway|canyon|gorge)(?: much| often)?|(?:taking|took|using) (?:pto|leave|time off|a (?:day|week|few days) off|vacation)(?: \\w+){0,2} (?:and )?going (?:fishing|hunting|camping)|(?:walked in on|caught|saw) me (?:singing|dancing|doing karaoke|playing air guitar|trying on)|(?:(?:need|needs|replac\\w*|buy\\w*|price of|cost of)(?: \\w+){0,2} catalytic converter|(?:stole|stolen|swiped) (?:mine|my \\w+(?: \\w+)?) (?:off|from|out of) (?:the|my) (?:truck|car|jeep|van))(?!.*\\b(?:garage|exhaust|how long|fumes)\\b)|(?:caught|landed|hooked) (?:a|an|my|\\d+|two|three|four|five) (?:\\w+ )?(?:trout|cutthroats?|bass|walleyes?|catfish|crappies?|pike|salmon|steelheads?|redfish|brownies?|rainbows?|bluegills?|perch|musky|muskies))\\b`;
