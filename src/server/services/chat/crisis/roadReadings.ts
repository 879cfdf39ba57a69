/**
 * The road told as ordinary (ordinaryReadings.ts, `road_accident`): a crash walked away from, a crash
 * asked about for the traffic, a road closed on the way to work, the keys taken from an old driver, a
 * bridge's bottleneck, a load tied down on a flatbed, trains watched with the grandkids, photos off a
 * bridge, a mountain road asked after for a ride.
 */
import { re, TAKING_AN_OLD_DRIVERS_KEYS } from './patternHelpers';
import { NOTHING_CURRENT, NOTHING_OF_ONES_OWN_END } from './readingGuards';

/** A crash the road caused (ice, a deer, another driver) that the writer walked away from, with no wish or intent in it (round 71). */
const ROAD_ACCIDENT =
  '^(?!.*\\b(?:(?<!\\bnot )on purpose|wish\\w*|hoped|hoping|should (?:have|of)|disappointed|do (?:that|it|anything) right|figures|unfortunately|(?:didnt|did not) (?:die|make it)|almost worked|next time|wanted to)\\b)(?=.*\\b(?:black ice|icy|in the (?:snow|ice|rain|sleet)|(?:went|ran|slid|spun) (?:off|into) (?:the road|a ditch|the ditch|the median)|totaled (?:my|the|our) (?:car|truck|jeep|bike|suv|van)|hit a (?:deer|moose|elk)|deer (?:everywhere|all over)|hydroplan\\w*|(?:tire )?blowout|blew (?:a|the|my) tire|rolled (?:my|the|our) (?:side by side|sxs|atv|quad|utv|rzr|jeep|truck|tractor|four wheeler)|slid off|spun out|rear ended|t boned|drunk driver|other driver|ran a red)\\b).*\\b(?:walked away|(?:get|got|am|i am) (?:scared|nervous|anxious) (?:driving|to drive)|is (?:that|it|this) ptsd|i am (?:fine|ok|okay|alright)|(?:no one|nobody) (?:was )?hurt|without a scratch|everyone (?:is|was) (?:ok|okay|fine))\\b';

/** A crash on a road asked about for the traffic ("crash on hwy 2 this morning, is it cleared yet"), nobody's own (round 77). */
const TRAFFIC_REPORT =
  '^(?!.*\\b(?:on purpose|wish\\w*|hoped|hoping|myself|i crashed|i hit|i was in|was me|my (?:husband|wife|son|daughter|dad|mom|brother|sister|buddy))\\b)(?=.*\\b(?:crash|wreck|accident|pileup|pile up)\\b(?: \\w+){0,6} (?:on|at|near|by) (?:hwy|highway|interstate|route|rt|i \\d+|the (?:\\w+ )?(?:bridge|exit|interchange|freeway|highway))\\b).*\\b(?:cleared|reopened|open yet|still closed|backed up|detour|is it open|moving again)\\b';

/** A bridge or a road closed on the way to work: "closed again? taking the long way to work" (round 158); "gps keeps routing me that way" (round 196). */
const ROAD_CLOSED = `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:jump\\w*|another one|find another|edge|railing|not going to work|tonight)\\b)(?=.*\\b(?:bridge|road|highway|overpass|exit|ramp|interstate|hwy|tunnel)\\b(?: \\w+){0,6} (?:is |was |are )?(?:closed|shut down|under construction|washed out|down to (?:one|1|a single) lane)\\b).*\\b(?:(?:taking|take|took) the long way|detour|to work|commute|reopen\\w*|construction|traffic|rerout\\w*|gps|routing)\\b`;

/** "engine died right on the tracks at the crossing ... got it restarted and rolled off" (round 171). */
const STALLED_ON_TRACKS = `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:train (?:is )?coming|waiting|wait for|stay(?:ed|ing)? (?:there|put)|let it|sit(?:ting)? here)\\b)(?=.*\\b(?:(?:engine|truck|car|jeep|van) (?:died|stalled|quit|cut out)|device off)\\b(?: \\w+){0,2} on the (?:tracks|railroad tracks|crossing)\\b).*\\b(?:got it (?:restarted|started|going|running)|rolled (?:it )?off|pushed it off|dead battery|battery)\\b`;

/** "Brakes squeal coming down off the Lanier bridge. Rotors or pads?" (round 172) */
const BRAKE_QUESTION = `${NOTHING_OF_ONES_OWN_END}(?=.*\\bbrakes? (?:squeal\\w*|grind\\w*|shak\\w*|pulsing|pulsate\\w*|shudder\\w*)\\b).*\\b(?:rotors|pads|calipers|brake fluid)\\b`;

/** "Brakes went soft coming down Lookout Mountain Parkway. Pulled off at the overlook and let them cool" (round 173). */
const BRAKES_FADED = `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:let (?:it|her) go|kept going|over the (?:edge|side|rail)|off the (?:edge|side)|wish\\w*|hop(?:e|ed|ing)|on purpose|wanted)\\b)(?=.*\\bbrakes? (?:went|go|going|got|get|getting|are|were|felt|feel|started|starting) (?:to )?(?:soft|spongy|mushy|hot|fad\\w*|weak|to the floor)\\b).*\\b(?:pulled (?:off|over)|cool(?:ed)? (?:off|down)?|let (?:them|em|the brakes) cool|brake fluid|bleed\\w*|pads|rotors|lines|mechanic|downshift\\w*|low gear|engine brak\\w*)\\b`;

/** "snow on 94 by warrens tonight is brutal, 3 semis in the ditch already. drive safe everybody" (round 174) */
const ROAD_CONDITIONS = `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:wish\\w*|hop(?:e|ed|ing)|on purpose|me next|my turn|aim\\w*|steer\\w* into|swerve\\w* into|let (?:it|her) go)\\b)(?=.*\\b(?:snow\\w*|ice|icy|black ice|whiteout|sleet|freezing rain|fog|slick|slippery|blizzard|lake effect)\\b)(?=.*\\b(?:in the (?:ditch|median)|jackknifed|spun out|rolled over|off the road|pileup|pile up|wrecks?|crash\\w*)\\b).*\\b(?:drive safe|be careful|stay home|take it slow|slow down|stay safe|watch out|careful out there)\\b`;

/** "Is the 62 construction through Yucca ever going to end? Stuck in it every morning on the way to base" (round 177); "that bridge work on 79 ... is it ever gonna end?" (round 197) */
const ROAD_WORK = `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:edge|railing|jump\\w*|tonight|park on it)\\b).*\\b(?:construction|(?:road|bridge) ?work|lane closures?|detour)\\b(?: \\w+){0,8} (?:ever |never )?(?:going to|gonna) (?:end|be done|finish)\\b`;

/** "Are they ever going to fix the Broadway bridge bottleneck? took me 20 min to get across at 5pm" (round 178) */
const BRIDGE_TRAFFIC = `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:jump\\w*|edge|railing|rail|over the side|walk\\w*|up here|stuck|sat there|sit there|tallest|highest|at night|forever|tired|fine by me|stop(?:ped|ping)? (?:on|in the middle)|park\\w*|tonight)\\b)(?=.*\\b(?:bridge|overpass|tunnel)\\b)(?=.*\\b(?:fix|fixing|widen\\w*|add (?:a |another )?lanes?|finish\\w*)\\b).*\\b(?:bottleneck|backed up|gridlock|bumper to bumper|to get (?:across|over|through))\\b`;

/** "Best way to tie down hay with rope and straps on a flatbed in this wind?" (round 179) */
const LOAD_TIED_DOWN = `${NOTHING_OF_ONES_OWN_END}.*\\b(?:tie|tying|tied|strap|strapping|secure|securing|ratchet\\w*) (?:down )?(?:\\w+ ){0,2}(?:hay|bales?|(?:a |the )?load|lumber|cargo|kayaks?|furniture|mattress|tarp)\\b(?: \\w+){0,6} (?:flatbed|trailer|truck|pickup|roof rack|truck bed)\\b`;

/** "took the grandkids to watch the trains from the overpass downtown. they lose their minds every time" (round 179) */
const TRAINS_WATCHED = `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:alone|tonight|jump\\w*|step\\w*|schedule|last)\\b)(?=.*\\b(?:grandkids|kids|son|daughter|grandson|granddaughter|boys|girls)\\b).*\\bwatch (?:the )?trains\\b`;

/** "skydance bridge is so pretty at night. got some great shots off it last night" (round 180) */
const BRIDGE_PHOTOS = `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:jump\\w*|edge|railing|alone|last (?:time|one|look))\\b)(?=.*\\b(?:bridge|overpass|overlook)\\b).*\\b(?:got|took|getting|taking) (?:some )?(?:great |good |nice |cool )?(?:shots|photos?|pictures|pics)\\b`;

/** "is needles highway open yet? want to take the bike up next weekend" (round 182): a road asked after for a ride */
const ROAD_OPEN_YET = `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:not coming (?:back|down|home)|never coming|last (?:ride|time|trip)|one (?:last|more) time|for good|jump\\w*|edge|over the|off|into|straight|keep going|(?:not|dont|wont|never) stop\\w*|floor it|full speed|alone)\\b)(?=.*\\b(?:want|wanna|going|gonna|planning|plan|taking|take|ride|riding|drive|driving)\\b).*\\b(?:highway|hwy|road|pass|loop|byway|scenic drive|parkway)\\b(?: \\w+){0,4} (?:is )?open (?:yet|again|for the season)\\b`;

export const roadReadings: RegExp[] = [
  re(ROAD_OPEN_YET),
  re(BRIDGE_PHOTOS),
  re(LOAD_TIED_DOWN),
  re(TRAINS_WATCHED),
  re(BRIDGE_TRAFFIC),
  re(ROAD_WORK),
  re(ROAD_CONDITIONS),
  re(BRAKE_QUESTION),
  re(BRAKES_FADED),
  re(STALLED_ON_TRACKS),
  re(`${NOTHING_CURRENT}${ROAD_ACCIDENT}`),
  re(TRAFFIC_REPORT),
  re(ROAD_CLOSED),
  re(`${NOTHING_OF_ONES_OWN_END}.*${TAKING_AN_OLD_DRIVERS_KEYS}`),
];
