/**
 * Preparation, a crisis on its own (combine.ts): a means put by or made ready, a date set, a cover
 * story told, a policy's clause checked, things given away outside a move or another's death.
 */
import { anyOf, beside, outside, RELATIVE, RELATIVE_IS_DYING, re, SHORT } from './patternHelpers';
import { BLADE, GUN, LIGATURE, MEANS, PILLS } from './lexicon';
import { disguisedDeathPatterns } from './disguisedDeathConcepts';
import { OWN_ARRANGEMENTS_MADE_READY } from './ownArrangements';

/** A rope bought with a harness is climbing gear; one tied off to for rope access or fall protection, work gear (round 178). */
const NOT_CLIMBING =
  '^(?!.*\\b(?:climb\\w*|harness|belay\\w*|rappel\\w*|carabiners?|bouldering|rope access|fall protection|lanyard|osha)\\b).*';

/** A means that can be held or laid out. */
const AT_HAND = anyOf(GUN, PILLS, LIGATURE, BLADE);
/** Handling a means for its ordinary use: buying, selling, cleaning, hunting, the range. */
const ITS_USE =
  '(?:clean\\w*|oil\\w*|sell\\w*|sold|buy\\w*|bought|price\\w*|hunt\\w*|range|deer|duck|ducks|goose|geese|pheasants?|turkey|quail|doves?|waterfowl|blind|skeet|trap shooting|clays|scope|holster|listing|auction|appraise\\w*|inherit\\w*|new|gift|legal|law|laws|permit|carry|ccw|concealed|transport\\w*|mount\\w*)';

/** Things given away for a move, or by someone else at the end of an illness. */
/** "Giving away Dad's things after the funeral" (round 173): a dead relative's belongings, not one's own. */
const DEAD_RELATIVES_THINGS = `${RELATIVE}s (?:things|stuff|gear|belongings|clothes|tools)\\b(?:(?<=\\b(?:funeral|passed|died|estate)\\b.*)|(?=.*\\b(?:funeral|passed|died|estate)\\b))`;
const A_MOVE_OR_ANOTHERS_DEATH = `(?:pcs\\w*|moving(?! on\\b| to (?:a better place|heaven|the other side))|relocat\\w*|downsiz\\w*|(?:before|for|during|while) (?:i |we |my |our |the )?(?:am |are )?deploy\\w*|hospice|terminally ill|terminal (?:cancer|illness|diagnosis)|(?:months|weeks|days) to live|(?:she|he) (?:is|has been) dying(?! inside)|${RELATIVE_IS_DYING}|${DEAD_RELATIVES_THINGS})`;

export const preparationPatterns: RegExp[] = [
  // "does it pay if its a suicide for me too? asking before i do anything" (round 195), a brother-in-law's death beside it
  /^(?=.*\b(?:insurance|policy|vgli|sgli|pays?|payout)\b)(?=.*\bsuicide\b).*\b(?:asking )?before i (?:do anything|do it|go ahead|go through with (?:it|anything)|follow through)\b/,
  // "Decided. Friday, up at camp, with my dads old 30-06. Nobody'll find me till buck season" (round 197)
  /^(?!.*\b(?:lol|lmao|haha\w*|jk|hide and seek|hiding from|love it|vacation|no (?:cell )?service|peace and quiet)\b)(?=.*\b(?:gun|rifle|pistol|30 06|shotgun|\d+ ?(?:ga|gauge)|pills|rope|decided|made up my mind|ready)\b).*\b(?:nobody|no one|nobodyll|noonell)(?: will| would|ll|d)? (?:find|found) me (?:till|until|til|for (?:days|weeks|months|a while)|before)\b/,
  // "said if this write-up goes through hes driving to the Horseshoe Curve and 'thatll be that'" (round 195): a place and an end
  /\bif\b(?: \w+){1,8} (?:he is|hes|she is|shes|i am|im|they are|theyre|he will|hell|she will|ill|i will) (?:driving|going|heading|walking|drive|go|head|walk) (?:out |up |down |over )?(?:to|off) (?:the )?(?:\w+ ){0,3}?(?:curve|tracks|railroad|trestle|bridge|dam|river|lake|cliffs?|overpass|falls|gorge|quarry|woods|ledge|tower) (?:and|then) (?:that will|thatll|that would|thatd|it will|itll) be (?:that|it)\b/,
  // a gun taken back out of someone's safe on a pretext: "Pulled my 12ga out of my brothers safe 'for deer season.' Seasons over.
  // He didnt ask" (round 193); or from the house where a counselor had it left: "got my pistol back from my cousins house, the one
  // the VA counselor had me leave there. he handed it over no questions" (round 194)
  re(
    `^(?!.*\\b(?:agreed|good place|doing (?:good|well|better)|cleared|signed off|okayed|approved)\\b).*\\b(?:pulled|took|got|grabbed|picked up|needed|asked for)(?: back)? my (?:\\w+ ){0,2}?(?:${GUN}|\\d+ ?(?:ga|gauge)|twelve gauge)(?: back)? (?:out of|from) (?:my |his |her |the |their )?(?:\\w+ ){0,2}?(?:safe|house|place|locker)\\b(?=.*\\b(?:seasons? (?:is |was )?(?:over|ended|closed)|season ended|(?:he|she|they) (?:didnt|did not|never) ask(?: why)?|(?:not|never|wasnt|was not) (?:going|gonna) (?:to )?(?:the range|hunting|hunt)|there is no (?:hunting )?trip|(?:counselor|therapist|doctor|clinician|social worker) (?:had|made|told|asked) me (?:to )?(?:leave|store|keep|put)|no questions(?: asked)?)\\b)`,
  ),
  // a gun wanted fast with its reason kept back: "make you wait on a shotgun? Not for hunting. I need it this week and it's for
  // me"; "how fast can i get a handgun ... does the va find out. need it this week, dont really want to get into why" (round 185)
  /^(?=.*\b(?:wait(?:ing)?(?: period)?|how (?:fast|quick|quickly|soon)|same day|today)\b)(?=.*\b(?:need|want|have to have|gotta have) (?:it|one) (?:this week|today|tomorrow|tonight|asap|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)|right away|now)\b).*\b(?:buy|get|pick up|purchase)\b(?: \w+){0,3} (?:a |an |the )?(?:gun|shotgun|handgun|pistol|rifle|revolver|firearm)\b(?=.*\b(?:not for (?:hunting|the range|home defense|protection|sport|target practice|work|deer season)|(?:its|it is) for me|(?:dont|do not) (?:really )?want to (?:get into|say|explain|talk about) why|does the va (?:find out|know|have to know)|(?:nobody|no one) (?:needs|has) to know)\b)|\b(?:gun shops?|gun stores?|dealers?|ffls?)\b(?: \w+){0,4} (?:make you )?wait\b(?: \w+){0,2} (?:on )?(?:a |an )?(?:gun|shotgun|handgun|pistol|rifle|revolver|firearm)\b(?=.*\b(?:not for (?:hunting|the range|home defense|protection|sport|target practice)|(?:its|it is) for me)\b)(?=.*\b(?:this week|today|tomorrow|tonight|asap|right away|now)\b)/,
  // "Listed my uniforms, my shadow box and my flag on marketplace for free ... dont need any of it where im headed" (round 181)
  /^(?!.*\b(?:moving|move|pcs\w*|relocat\w*|deploy\w*|trip|vacation|cruise|hawaii|florida|arizona|beach|tropics|warm|heat|snow|winter|summer|rv|boat|dorm|barracks|apartment|condo|assisted living|nursing home)\b).*\b(?:(?:dont|do not|wont|will not|aint (?:gonna|going to)) need (?:any of )?(?:it|them|this|that|those|em)(?: \w+){0,2} where (?:i am|im) (?:headed|heading|going|goin)|where (?:i am|im) (?:headed|heading|going)(?: \w+){0,2} (?:i )?(?:dont|do not|wont|will not) need (?:it|them|any of it|any of this))\b/,
  // "picked up refills from 3 different pharmacies this week ... I have enough now" (round 181): pills gathered past notice
  /\b(?:refills?|scripts?|prescriptions?|pills|meds)\b(?: \w+){0,3} (?:from|at) (?:\d+|two|three|four|several|multiple) (?:different )?(?:pharmacies|pharmacys|drugstores|places)\b(?=.*\b(?:(?:i have|ive got|got|have) enough(?: now)?|so (?:nobody|no one) (?:notices|knows|finds out)|nobody (?:notices|noticed))\b)/,
  ...disguisedDeathPatterns,
  // "getting scripts from two docs ... stocking them up in a coffee can. theres a reason" (round 198): pills put by, the why held back
  /^(?=.*\b(?:scripts?|prescriptions?|refills?|pills|meds|medications?|oxys?|painkillers)\b).*\b(?:stocking (?:them |em |it )?up|stockpil\w*|hoarding|stashing|saving (?:them|em|it) up|keeping (?:them|em) all|not taking (?:them|em|it|either|any))\b.*\b(?:(?:theres|there is) a reason|for a reason|(?:not|wont|will not) (?:saying|say|telling|tell) (?:you )?why|i have my reasons|you can guess why|(?:dont|do not) ask (?:me )?why)(?: for (?:it|that|this))?$/,
  // medals and a flag "set out with a note", done "before Friday" (round 143)
  /^(?=.*\b(?:before|by|on|this|next) (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|the weekend|weekend|tomorrow|tonight)\b)(?!.*\b(?:sitter|trip|vacation|florida|move|moving|deploy\w*|surgery|hospital|pcs|flight|closing|estate sale|garage sale|lawyer|attorney|appointment|ceremony|shadow box|fram\w*|while (?:i am|im|we are|were) (?:gone|away))\b).*\b(?:set|setting|lay|laying|laid|put|putting|leave|leaving) (?:them|it|everything|it all|(?:my|the) \w+(?: \w+)?(?: and (?:my|the) \w+(?: \w+)?)?) out with (?:a|the) note\b/,
  // a beneficiary or a funeral home seen to, "squared away before." and nothing after; "my house is in order. all of it" (round 103)
  /^(?=.*\b(?:beneficiar\w*|funeral home|vgli|sgli|will|locker)\b).*\b(?:squared away|in order|taken care of|settled|handled|sorted) before$|\b(?:my|the) house is in order\b(?: \w+){0,2} all of it\b/,
  // the policy's two-year rule read and "it's been two years"; whether it pays if it looks like an accident (round 104)
  /^(?=.*\b(?:vgli|sgli|policy|life insurance)\b)(?=.*\b(?:two|2) ?(?:year|yr) (?:thing|clause|rule|exclusion|mark|period)\b).*\b(?:its|it has|it is) been (?:over )?(?:two|2) (?:years|yrs)\b/,
  // "checked my policy, the suicide clause runs out after 2 yrs. its been 2 yrs next tuesday" (round 194): a day counted to
  /^(?=.*\bsuicide (?:clause|exclusion|provision|period)\b(?: \w+){0,2} (?:runs out|ends|expires|is up|lapses|is over)\b)(?!.*\b(?:premium|rates?|agent|convert\w*|renew\w*|cash value|quotes?)\b).*\b(?:its|it is|it will be|itll be|it has been|it will have been) (?:been )?(?:two|2) (?:years|yrs) (?:next|on|this|come|in|by)\b/,
  /\b(?:pay|pays|payout|cover|covers)\b(?: \w+){0,3} if (?:it|that) (?:looks|look|looked) like (?:a|an) (?:\w+ )?accident\b/,
  // a policy checked to be past its two-year suicide exclusion, and settled (round 102)
  /^(?!.*\b(?:how long|does|do i|is there|what is|whats|when does)\b)(?=.*\b(?:vgli|sgli|policy|life insurance|coverage|insurance)\b).*\b(?:past|over|beyond|through|passed) the (?:two|2) ?(?:year|yr) (?:mark|period|window|point|exclusion)\b/,
  // scripts filled early and kept; several pharmacies so nobody flags it; a gun wanted quick and quiet
  /\b(?:filling|filled|fill) (?:every|all(?: my)?|my) (?:scripts?|prescriptions?|refills?) early\b(?: \w+){0,6} (?:not taking|saving|stockpil\w*|keeping|stashing)\b|\b(?:different|multiple|\d+|two|three) (?:different )?pharmacies\b(?: \w+){0,3} so (?:nobody|no one) (?:flags|notices|catches|knows)\b/,
  // whether the same script filled at two pharmacies gets flagged (round 77)
  /\b(?:flag|flags|flagged|notice|notices|catch|catches|track|tracks)\b(?: \w+){0,4} (?:if|when) (?:i|you|u|someone|somebody|a person) (?:fill|fills|filled|get|gets|use|uses) (?:the same|my|a|one) (?:script|prescription|rx|refill)\b(?: \w+){0,2} (?:at|from) (?:two|2|multiple|different|several|three|3) (?:different )?pharmacies\b/,
  /\b(?:need|want|get) (?:one|a gun|a pistol|a handgun|a rifle) (?:quick|fast|today|tonight) and (?:quiet|quietly|no questions)\b/,
  /\b(?:think|thinking|thought) (?:it is|its|that is|thats|this is|would be|it would be) a (?:good|decent|nice|fine|perfect|peaceful) place to (?:finish up|finish it|end it|die|check out|be found|go out)\b(?! (?:my|the|our|a|his|her|school|college|work|career|degree|service)\b)/,
  // a gun taken back from the friend holding it, with a season that is not open as the reason
  /\b(?:took|got|picked up) (?:the |my )?(?:bolt|gun|guns|rifle|pistol|shotgun|firing pin|slide|safe key|ammo)\b(?: \w+){0,2} back from\b(?=.*\bseason (?:doesnt|does not|isnt|is not|wont) open\b)/,
  // a beam checked to hold one's weight, beside a rope or a knot
  /^(?=.*\b(?:rope|line|cord|knot|noose|strap|belt)\b).*\b(?:beam|rafter|branch|pipe|hook|rail|joist)\b(?: \w+){0,4} (?:holds|will hold|can hold|held) my weight\b/,
  // a gun bought, "not for birds", with no other purpose named
  re(
    `\\b(?:buying|bought|got|picked up|getting|purchased)\\b(?: \\w+){0,3} ${GUN}\\b.*\\bnot for (?:birds|ducks|geese|deer|hunting|the range|home defense|protection|target practice|sport|pheasants?|turkeys?|varmints|coyotes)\\b(?!(?: \\w+){0,4} (?:for|to|but for|its for) (?:home defense|self defense|protection|clays|skeet|trap|deer|hunting|the range|my (?:son|daughter|wife|collection)|work|competition)\\b)`,
  ),
  // finishing it one's own way, soon (not a hospice's or a doctor's way)
  /^(?!.*\b(?:hospice|maid|medical aid|assisted|palliative|dnr|comfort care)\b).*\b(?:finish|finishing|end|ending) (?:this|it|things|it all) (?:my own way|on my own terms)(?: (?:soon|tonight|now|this week|this weekend|before long)|$)/,
  // not wanting a mother or a child to be the one who finds the body
  /\b(?:isnt|is not|wont be|will not be|aint|not|never|doesnt have to be|dont have to be|wouldnt be|shouldnt be|cant be) the (?:one|ones|first one|person|first person) (?:that|who|to) finds? me\b(?! (?:a|an|the|some|any|work|jobs?|places?|housing|help|something|another|new|good|better)\b)/,
  // whether a burial is still paid for "if it's done like that"
  /^(?!.*\b(?:cremat\w*|ashes|at sea|green burial|private cemetery|home funeral)\b).*\b(?:bury|burial|buried|cover|pay|count|flag)\b(?: \w+){0,5} (?:if|when) (?:its|it is|it was|it gets|i) (?:done|do it|go) (?:like that|that way|by my own hand|on purpose)\b/,
  /\b(?:circled|marked|picked|set) a date\b.*\b(?:havent|have not|didnt|did not|wont) (?:told|tell) (?:anybody|anyone|nobody|my \w+)\b/,
  /\bburied next to (?:him|her|them|\w+)\b.*\b(?:sorted|arranged|done|set|settled) (?:before|by) (?:opening day|friday|\w+day|the \w+|next \w+)\b/,
  /\b(?:driving|drive|drove|walking|walked|going) (?:past|by|over|to) (?:the )?(?:\w+ ){0,2}(?:bridge|overpass|tracks|cliff|dam|parking garage)\b(?: \w+){0,6} (?:to see|checking|check) (?:what time|when|how late) (?:the )?(?:traffic|cars|people|foot traffic|it gets quiet|it empties)\b/,
  // made to look natural for the insurance
  /\bwant (?:it|this|my death) to look (?:natural|like an accident|like natural causes)\b/,
  // everything left to someone, only the day still to pick
  /^(?=.*\b(?:left everything|letters|papers|accounts|will|deed|title)\b).*\b(?:only|just|all (?:that is|i have) left is to) (?:need to |have to )?(?:pick|choose|set|decide on) (?:the|a) (?:day|date)\b(?! (?:for (?:the|our|my) (?:wedding|move|party|closing|trip|surgery))\b)/,
  // things handed out under a cover story, "it wasnt" (round 90)
  /\b(?:handed out|gave away|giving away|gave|handed)\b(?: \w+){0,16} (?:told (?:them|him|her|everyone|the guys) it was|said it was) (?:\w+ ){0,2}\w+ it (?:wasnt|was not|isnt|is not)\b/,
  // a loaded gun put by the bed, only the when left undecided
  /^(?=.*\b(?:loaded|trigger lock|ammo|rounds?|pills|rope)\b).*\b(?:havent|have not|not yet|still havent) decided when\b/,
  // a parachute not to be pulled, made to look like a malfunction
  /\b(?:(?:am )?not (?:going to|gonna)|wont|will not|never) pull\b(?=.*\b(?:jump\w*|solo|malfunction|chute|canopy|altitude|freefall)\b)|\b(?:everybody|everyone|they|people) (?:will|would|are going to|gonna) (?:figure|think|assume|say) it was (?:a|an) (?:malfunction|accident)\b/,
  // a gun bought, and not for what guns are bought for, without another purpose said
  re(
    `\\b(?:bought|got|picked up|purchased|ordered)\\b(?: \\w+){0,3} ${GUN}\\b.*\\b(?:didnt|did not|not) (?:buy|get|pick up|purchase) (?:it|one|this|that|him) (?:for|to) (?:home defense|self defense|protection|defense|hunting|the range|target practice|sport|plinking|deer|my collection)\\b(?!(?: \\w+){0,4} (?:for|to) (?:hunting|the range|target|home defense|self defense|protection|collect\\w*|sport\\w*|competitions?|trap|skeet|clays|work|my job)\\b)`,
  ),
  // sitting somewhere with everything needed in the car, not set up yet: a rehearsal
  /^(?=.*\bsitting\b)(?=.*\b(?:(?:havent|have not|didnt|did not|not) (?:set|rigged|put) (?:anything|it|things) up|getting used to it|dry run|rehears\w*)\b).*\b(?:everything|all) (?:i|he|she) (?:need|needs|would need)\b(?: \w+){0,3} (?:in|on|under) (?:the|my|his|her) (?:back seat|backseat|trunk|truck|car|glove box|passenger seat|truck bed)\b/,
  // the clause asked about without naming it: "before it pays out no matter how you die … the date it kicks in" (round 81)
  /^(?=.*\b(?:policy|insurance|vgli|sgli|payout|pays out|pay out)\b)(?=.*\b(?:no matter how (?:you|i|someone|a person|he|she) (?:die|dies|go|goes)|whatever (?:the )?cause of death)\b).*\b(?:how long (?:do|does|until|till|before)|(?:the )?date it (?:kicks|starts) in|when (?:does|will) it (?:kick|start) in|need to know (?:the date|when))\b/,
  // the clause read and passed, to be sure of it "before I go ahead" (round 80)
  /^(?=.*\b(?:policy|insurance|vgli|sgli|beneficiar\w*|payout|pays out)\b)(?=.*\b(?:suicide (?:clause|exclusion)|(?:two|2) (?:years?|yrs?))\b).*\bbefore i (?:go ahead|do it|do anything|go through with it|follow through)\b/,
  // the policy's two-year clause checked and passed; a countdown with a date set
  /^(?=.*\b(?:policy|insurance|vgli|sgli|beneficiar\w*|payout)\b).*\b(?:checked|made sure|confirmed|verified|waited (?:till|until|for|out))\b(?: \w+){0,3} (?:the )?(?:two|2) year (?:thing|clause|period|exclusion|waiting period|mark|window|rule|limit)\b/,
  // that the policy is past its second year, checked beside a beneficiary (round 73)
  /^(?=.*\bbeneficiar\w*\b)(?=.*\b(?:policy|insurance|vgli|sgli)\b).*\b(?:checked|made sure|confirmed|verified)\b(?: \w+){0,4} (?:over|past|more than|at least) (?:two|2) (?:years?|yrs?)\b/,
  /\bcounting down\b.*\b(?:set|picked|got|have|chose) a date\b(?! (?:for (?:the|our|my) (?:wedding|move|retirement|surgery|party|trip|reunion|closing)|with)\b)/,
  // a means taken out and watched ("it's on the table, I'm just looking at it")
  outside(
    ITS_USE,
    beside(
      AT_HAND,
      `\\b(?:i am|i have been|been|keep|kept|just|sat|sitting|sit)(?: just)? (?:looking|staring|stare|look|looked|stared|gazing) at (?:it|them|that \\w+|the (?:\\w+ )?${AT_HAND})\\b`,
    ),
  ),
  // a firearm laid out in a vehicle, outside a question of carrying it
  outside(
    ITS_USE,
    `\\b${GUN} (?:is |sitting |lying |laying )?on the (?:dash|dashboard|passenger seat|front seat|seat|seat beside me|console|kitchen table|table)\\b`,
  ),
  // a means at hand and the decision still open ("pills in the drawer. haven't decided.")
  outside(
    ITS_USE,
    beside(
      AT_HAND,
      `\\b(?:havent|have not|not yet|still havent|still have not|not) decided(?: anything| yet| anything yet)?\\b(?! (?:if|whether|on|which|what|where|between|about|how|who|when|to)\\b)`,
    ),
  ),
  /\b(?:got|have|bought|found) what i need(?:ed)?\b(?=.*\b(?:waiting|glove ?box|ready|the right day|tonight)\b)/,
  /\b(?:buried in|bury me in|my funeral|casket|urn)\b.*\b(?:thought|think|thinks) i was (?:joking|kidding)\b/,
  /\b(?:told|telling|tell) (?:him|her|them|em|everyone|everybody|people|folks|the (?:guys|boys|fellas|family)|my \w+) (?:i was|i am|im) (?:moving|going away|leaving|going on a trip|traveling)\b.*\b(?:not|im not|i am not|i aint) (?:moving|going|leaving|traveling)\b/,
  // "make sure my body gets to Tahoma National Cemetery ... asking for this weekend" (round 150)
  /\bmake sure my body (?:gets|goes|is taken|is sent|ends up)\b(?=.*\b(?:this (?:weekend|week)|tonight|tomorrow|before (?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|the weekend))\b)/,
  /\bpicked up what i need(?:ed)?\b(?=.*\b(?:dont ask|do not ask|no questions|for it|you know)\b)|\bknow what (?:theyre|they are) for now\b/,
  /\bplan(?:ning)? the timing\b(?=.*\b(?:vgli|sgli|insurance|policy|payout|wife|husband|kids|family)\b)/,
  re(
    `${NOT_CLIMBING}\\b(?:got|get|bought|buy|have|has|had|tied|ready|picked up)${SHORT} (?:the |a |my |his |her |some )?${anyOf(LIGATURE, 'hose', 'helium', 'charcoal')}\\b(?! (?:swing|course|ladder|light|lights|climb|climbing|clamps?|for (?:the|my) (?:boat|truck|trailer)))`,
  ),
  // a means put by or made ready ("stashed the oxy", "loaded the pistol"), not a question of carrying one
  outside(
    ITS_USE,
    `\\b(?:saved|saving|save|stashed|stash|hid|hidden|hiding|stockpil\\w*|collect\\w*|hoard\\w*|loaded|lined up|laid out)${SHORT} (?:the |a |my |his |her |enough |some |all |up )?${anyOf(PILLS, GUN, 'oxy', 'pain pills')}\\b`,
  ),
  re(
    // the truck loaded up for a hunt is not the rifle (round 113)
    `\\b${anyOf(PILLS, GUN, LIGATURE, BLADE)}${SHORT} (?:lined up|ready|loaded(?! up\\b| the (?:truck|car|jeep|boat|trailer)\\b)|saved|laid out|on the table|next to (?:me|my bed)|in front of me|in my lap|stashed|hidden|stockpiled|hoarded|put aside|set aside)\\b`,
  ),
  re(`\\benough ${anyOf(PILLS)}\\b|\\b${anyOf(PILLS)} saved\\b|\\bsaving up\\b.*\\b(?:for when|ready)\\b`),
  // not thoughts handled: "now its rare and i know what to do with it … im safe, called my sponsor" (round 131)
  // a thought that is rare now, met "when it shows up" (round 179)
  /(?<!\b(?:it is rare|its rare|when (?:it|they|the thoughts?) (?:shows? up|show up|comes?|hits?|creeps? in))\b.*)(?<!\b(?:dont|do not|didnt|did not|doesnt|does not|no idea|not sure i) )\b(?:know|knows) (?:exactly )?(?:what (?:it is|its) for|how and when|what to do with it|when and how)\b(?!.*\b(?:i am safe|im safe|called my (?:sponsor|counselor|therapist|battle buddy)|its rare)\b)/,
  /\bpicked (?:the|a|my|out the|out a) (?:spot|place|day|date|time|tree|bridge)\b|\bpicked (?:where|when|how)\b|\bcounting (?:out )?(?:my|the|all my) pills\b(?! for)|\blooked up (?:the )?(?:height|dose|doses|how)\b/,
  /\b(?:made|have|got|has|with) a plan\b(?= (?:for tonight|and the means|to do it|for when|for it))|\bthe means\b/,
  re(
    `^(?=.*\\b${anyOf(GUN, 'ammo', 'shells', 'box of shells')}\\b).*\\bonly (?:really |just )?(?:need|needs|gonna use|going to use|using|takes?|need to use) (?:the )?(?:one|1)\\b`,
  ),
  re(`^(?=.*\\b${MEANS}\\b).*\\bthink(?:ing)? (?:about|of) using (?:it|them|that)\\b`),
  // at a grave, "brought everything i need … this is the spot"; "so my kids arent the ones who find me" (round 129)
  /^(?=.*\b(?:graves?|cemetery|headstone)\b)(?!.*\b(?:flowers|clean\w*|picnic|lunch|photos?|pictures?|wreath|flag)\b).*\b(?:brought|have|got) (?:everything|what|all) i (?:need|needed)(?: with me)?\b/,
  /\bso (?:my |the )?(?:kids|wife|husband|family|mom|son|daughter|children)\b(?: \w+){0,2} (?:arent|are not|isnt|is not|dont|do not|wont|will not)(?: be)? (?:the ones? (?:who|that) )?finds? me\b/,
  // the burial allowance asked about and kept from the wife: "she doesnt know why i asked. i do" (round 127)
  /^(?=.*\b(?:burial|dic|life insurance|sgli|vgli|beneficiar\w*|funeral|will)\b)(?!.*\b(?:surprise|birthday|gift)\b).*\b(?:doesnt|does not|dont|do not) know why i (?:really )?(?:asked|called|did (?:it|that)|am asking)\b/,
  // "before i go … dont ask where"; "doing it at home tonight" with dying named (round 126)
  /\bbefore i go\b.*\b(?:dont|do not) ask (?:me )?(?:where|why)\b|\b(?:dont|do not) ask (?:me )?(?:where|why)\b.*\bbefore i go\b/,
  /^(?=.*\b(?:die|dying|dead|end it|kill)\b).*\b(?:doing|do|gonna do|going to do) it (?:\w+ ){0,2}tonight\b/,
  // a means kept at hand "for when i finally get the nerve" (round 122)
  re(
    `^(?=.*\\b${MEANS}\\b).*\\b(?:for|until|till) (?:when|the day) i (?:finally )?(?:get|work up|have|find|build up|muster) (?:the )?(?:nerve|guts|courage|balls)\\b(?! to (?!do it|use it|go through)\\b)`,
  ),
  /\b(?:just one|one) (?:shell|round|bullet)\b|\bwont (?:need|be needing) (?:them|it|my \w+|anything|any of (?:it|them|this|that|my \w+))\b|\b(?:dropped off|handed over|gave me) (?:his|her) (?:guns?|rifles?|pistols?|firearms?|weapons?)\b|\b(?:his|her) (?:guns?|rifles?|pistols?) at my (?:place|house)\b(?!.*\bwhile (?:he|she) (?:moves|is moving|deploys|is deployed|is deploying|is gone|is away|is overseas|travels)\b)|\bwhere (?:i am|he is|she is) going\b/,
  outside(
    A_MOVE_OR_ANOTHERS_DEATH,
    // not asked about as a warning sign: "how do you respond when someone starts giving their stuff away" (round 112)
    '^(?!.*\\b(?:if|when) (?:someone|somebody|a (?:vet|veteran|buddy|friend|soldier)|people|they) (?:(?:tells|told) me (?:they|he|she|theyve|hes|shes)(?: have| has| is)? (?:been )?|(?:starts?|begins?) )?(?:giving|gives)\\b(?=.*\\b(?:respond|signs?|warning|red flag|training|class|say|answer)\\b))(?=.*\\b(?:gave|giving|give|given|gives)\\b(?: \\w+){0,6} away\\b)(?=.*\\b(?:guns?|rifle|pistol|medals|stuff|things|belongings|possessions|tools|gear|dog|cat|truck)\\b).*\\b(?:gave|giving|give|given|gives)\\b',
  ),
  // whether insurance pays for a suicide, asked for oneself; not after a death in the family, "my brother-in-law died that way" (round 195)
  /^(?!.*\b(?:(?:my|our|his|her) (?:\w+ ){0,3}(?:(?:death )?in \d{4} )?(?:died|passed|passed away|death was|was ruled)|(?:he|she) (?:died|passed|passed away) in \d{4})\b).*\binsurance (?:pays|pay|will pay|covers)\b.*\b(?:self inflicted|suicide)\b/,
  // a gun obtained under a story that does not hold ("for deer season", and the season is months off)
  re(
    `^(?=.*\\b(?:borrowed|borrow|bought|got|picked up|asked for|took)\\b(?: \\w+){0,3} (?:${GUN}|308|30 06|\\d+ (?:caliber|cal|gauge))\\b).*\\b(?:season (?:doesnt|does not|dont|isnt|is not) (?:open|start)|(?:i|he|she) (?:dont|doesnt|does not|do not|never) (?:even )?hunt(?:ed)?|not (?:even )?hunting season|(?:didnt|did not|never) ask (?:any )?questions|no questions asked)\\b`,
  ),
  // a gun moved out of the safe so no one need be asked later
  re(
    `^(?!.*\\b(?:defen[cs]e|intruder|break ?ins?|burglar\\w*|protection|prowler)\\b).*\\b(?:moved|took|got|pulled)\\b(?: \\w+){0,2} ${GUN}\\b(?: \\w+){0,2} (?:out of|from) (?:the |my |our )?(?:gun )?(?:safe|lockbox|locker|case|lock box)\\b.*\\b(?:so (?:i|she|he) (?:dont|wont|do not|will not|dont even) (?:have|need) to (?:ask|tell)|without (?:telling|asking)|for later)\\b`,
  ),
  // a will or the papers done "before I go through with this"
  /\b(?:before|so) i (?:can )?(?:go through with|follow through (?:with|on)) (?:it|this|that)\b(?!.*\b(?:surgery|procedure|divorce|wedding|move|sale|operation|transplant|amputation|closing|purchase|interview)\b)/,
  // an accident staged on purpose, outside a story, a drill or a prank
  /^(?!.*\b(?:movie|film|show|book|novel|episode|drill|exercise|training|scenario|scene|prank|game)\b).*\b(?:planned|plan|planning|make|making|made|set|setting) (?:it |things |everything )?(?:up )?(?:so (?:that )?)?(?:it )?(?:look|looks|seem|seems) like (?:an?|the) (?:\w+ )?(?:accident|crash|wreck|heart attack)\b/,
  // one's own funeral paid ahead in secret, or while young and well; not at 78, "healthy as a horse" (round 176)
  /^(?=.*\b(?:funeral|casket|cremation|burial|plot|urn)\b)(?=.*\b(?:didnt tell|did not tell|havent told|not telling|without telling|nobody knows|no one knows|healthy|not sick|nobodys sick|nobody is sick|no one is sick|not dying)\b)(?!.*\b(?:hospice|terminal|cancer|diagnos\w*|left (?:a|us a|me a|the) mess|(?:wont|will not) do that to (?:my|the) (?:kids|family|wife)|(?:for|of) (?:my |our )?(?:mom|dad|mother|father|wife|husband|parents?|grand\w+)|(?:i am|im|at|turned|turning|aged?) [7-9]\d(?: years old| yrs old)?)\b).*\b(?:(?:prepay|prepaid|prepaying|paid for|arranged|arranging|picked out|bought)\b(?: \w+){0,3} (?:everything|my (?:own )?(?:funeral|casket|cremation|plot|urn|burial))|(?:made|finished|finalized|set up) (?:all )?(?:of )?my (?:own )?(?:final |funeral )?arrangements|paid (?:it |them |everything )?in full)\b/,
  // one's own burial, plot or policy made ready for a near day, in secret or while well (ownArrangements.ts)
  OWN_ARRANGEMENTS_MADE_READY,
  // a means and a note addressed to someone, found together
  re(
    `^(?=.*\\b(?:found|find|saw|noticed)\\b)(?=.*\\b${anyOf(PILLS, GUN, LIGATURE, BLADE)}\\b)(?!.*\\b(?:old|attic|cleaning out|estate|passed away|died|years ago|war|vietnam|korea|deployment)\\b).*\\b(?:note|letter)s? (?:addressed |written )?(?:to|for) (?:his|her|their|my) \\w+`,
  ),
  // "I want it to be her that finds me" (round 165)
  /\b(?:want|make sure|need) (?:it to be )?(?:her|him|my (?:wife|husband|brother|sister|buddy)|the (?:police|cops)|a stranger|someone)(?: is the one)? (?:that|who) finds me\b/,
  // not at an old age told, with the plot or the honors asked about (round 109), nor with a doctor's year or months (round 159)
  /^(?!.*\b(?:i am|im|at|turned|turning) [7-9]\d\b(?=.*\b(?:flag|honors|plot|hymns|paperwork|certificate|burial|funeral)\b))(?!.*\b(?:stage (?:4|four|iv)|terminal|hospice|months to live|gave me (?:maybe |about |only )?(?:months|weeks|a year|(?:\d+|a few|a couple|two|three|four|five|six|nine|twelve) (?:months|weeks))|pancreatic|metastatic)\b)(?:.*\baffairs in order\b.*\bbefore (?:i|he|she) go\b|.*\b(?:gave|giving)\b.*\baffairs in order\b)/,
  re(
    `\\b(?:holding back|held back|not taking|skipping)${SHORT} (?:my |the )?${anyOf(PILLS)}\\b.*\\bstash\\b|\\bstash\\b.*\\b${anyOf(PILLS)}\\b`,
  ),
  re(`\\b${anyOf(GUN, '1911')}\\b.*\\b(?:round|one) (?:is )?chambered\\b.*\\b(?:in case|tonight|decide)\\b`),
  /\bpicked up (?:what|everything) i need for it\b|\b(?:got|have) (?:everything|what) i need for it\b(?=.*\b(?:when|waiting|ready)\b)/,
  // a gun made ready and the season denied: "loaded my shotgun and laid it out by the door. not for duck season" (round 136)
  re(
    `\\b(?:loaded|cleaned|laid out|chambered|oiled|sighted in)\\b(?: \\w+){0,3} (?:${GUN}|it)\\b.*\\bnot for (?:(?:duck|deer|elk|turkey|dove|bird|hunting) )?(?:season|hunting|the range|deer|ducks?|the woods|target practice|home defense|protection)\\b`,
  ),
  // an old gun that must work "when i need it", with no defense, hunt or range to explain it (round 137)
  re(
    `^(?!.*\\b(?:defen[cs]e|intruder|break ?ins?|burglar\\w*|bears?|hogs?|coyotes?|protection|carry|ccw|conceal\\w*|hunt\\w*|deer|season|collect\\w*|worth|value|sell|appraise\\w*)\\b)(?=.*\\b(?:${GUN}|rounds|ammo|shells|cartridges)\\b).*\\b(?:(?:when|if) i need (?:it|them) to (?:work|fire|go off)|need (?:it|them) to (?:work|fire|go off) (?:when|the first time|first try)|jam on me when i need it)\\b`,
  ),
  // a cover story told to whoever might stop it ("told him it was for deer season. it's not")
  /\b(?:told|tell|telling|said)(?: \w+){0,3} (?:it was|it is|its|they were|they are) for\b.*\b(?:it is not|its not|it isnt|it wasnt|it was not|they are not|theyre not|not really|that was a lie)\b/,
  // a policy's suicide clause waited out: "need to know how long I gotta wait", "asking for timing reasons" (round 109)
  /^(?=.*\bsuicide (?:clause|exclusion|provision|waiting period)\b).*\b(?:how long (?:do |until |till |til )?i (?:have|got|need|gotta) to (?:wait|hold out|hold on|hang on|last)|i (?:can|could|will|would) (?:wait|hold out|hang on)\b(?! (?:for|on) (?:a|the|my|your) (?:call|reply|answer|agent|letter|check))|timing reasons|for (?:the )?timing)\b/,
  // a death by mixed medication asked about as an accident for the insurance; a promise to a dead friend about to be broken (round 113)
  /\bif (?:a vet|a veteran|someone|somebody|a guy|a person|i|one) (?:dies|died|were to die|was to die|ods?|overdoses?) (?:from|of|by|on) (?:mixing|taking|too many|an overdose|combining|(?:his|her|their|my) own)\b(?=.*\b(?:accident|insurance|payout|policy)\b)/,
  /\bpromised (?:him|her|them|his \w+|her \w+|my \w+)\b(?: \w+){0,6} (?:i would not|i wouldnt|i wont|i will not|i would never|never to|id never)\b.*\b(?:about to|going to|gonna|ready to|fixing to) break (?:that|the|my) promise\b/,
  // "how do I make sure my son gets my DD214, medals and flag after. want it all set up by friday" (round 171)
  /\b(?:gets?|get|has|have|goes to|go to|ends up with)\b(?: \w+){0,3} (?:dd ?214|medals|flag|guns?|rifles?|truck|dog|tools|ashes|ring)\b(?: \w+){0,5}? after\b(?! (?:i|my|the|he|she|we|they|his|her|this|that|it|graduation|school|deployment|surgery|retire\w*)\b)(?=.*\b(?:set up|done|squared away|settled|in order|taken care of|ready) by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|this weekend|tomorrow|tonight)\b)/,
  // "how do i make sure my wife gets the house if something happens to me this week. not someday. this week." (round 190)
  /\bmake sure (?:my )?(?:wife|husband|son|daughter|kids|family|sister|brother|mom|girlfriend|boyfriend) (?:gets?|has) (?:\w+ ){0,4}?(?:house|truck|benefits|money|everything|insurance|guns?|dog|stuff)\b(?: \w+){0,3} if (?:something|anything) (?:happens|happened) to me (?:this week|tonight|tomorrow|this weekend|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b/,
  // "how do I make sure my wife gets my VA benefits and the house with no hassle? ... want it all squared away by Friday" (round 184)
  /^(?!.*\b(?:deploy\w*|pcs|surgery|procedure|operation|trip|travel\w*|move|moving|closing|divorc\w*|hospice|terminal|cancer|diagnos\w*|chemo|refinanc\w*|tax\w*|deadline|if something (?:happens|happened|were to happen)|in town|appointment|meeting|notary|(?:lawyer|attorney) (?:is|will be|comes|gets))\b).*\bmake sure (?:my )?(?:wife|husband|son|daughter|kids|family|sister|brother|mom|mother|dad|father|fiancee?|girlfriend|boyfriend) (?:gets?|has|ends up with) (?:\w+ ){0,6}?(?:benefits|house|truck|guns?|money|pension|insurance|everything|stuff|things|dd ?214|medals|flag|dog)\b(?=.*\b(?:set up|done|squared away|settled|in order|taken care of|ready|sorted|lined up) by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|this weekend|tomorrow|tonight)\b)/,
  // "the VGLI papers and the truck title in one folder with my sisters name on it ... its all ready for her" (round 175)
  outside(
    A_MOVE_OR_ANOTHERS_DEATH,
    beside(
      '(?:vgli|sgli|beneficiar\\w*|life insurance|title|deed|will|passwords?|dd ?214)',
      '\\b(?:its|it is|everythings|everything is|its all|it is all) (?:all )?(?:ready|set|laid out) for (?:her|him|them|my (?:sister|wife|husband|son|daughter|brother|mom|kids))\\b(?! (?:to (?:sign|review|look|file|submit|take)|when (?:she|he|they) (?:gets? back|comes?|visits?)|at the|appointment|meeting|closing)\\b)(?!.*\\b(?:deploy\\w*|lawyer|attorney|surgery|trip|appointment)\\b)',
    ),
  ),
  // "put the deposit down at the gun store today. 10 day wait in CA. day 3 now. counting" (round 177): a gun's waiting
  // period counted down, with no range, hunt, season or collection it is bought for
  re(
    `^(?=.*\\b(?:${GUN}|gun store|gun shop)\\b)(?!.*\\b(?:range|hunt\\w*|season|collect\\w*|first gun|home defen[cs]e|protection|ccw|carry|excited|pumped|stoked|wife|husband|son|daughter|gift|birthday|christmas)\\b).*\\b(?:(?:\\d+|ten) day wait(?:ing period)?|waiting period)\\b.*\\b(?:counting(?: (?:the )?days)?|day \\d+ (?:now|of)|days? (?:left|to go))\\b`,
  ),
  // "three years sober today and i dont want a fourth. got the pills counted" (round 172)
  /\b(?:got|have) (?:the|my|all the|all my) (?:pills|meds|tablets) counted(?: out)?\b(?!.*\b(?:pill ?box|pill organi[sz]er|for the week|weekly|refills?|pharmacy|pharmacist|va sent|mail order|short|missing|ago|back then|used to)\b)/,
  // affairs to be done by a day, the notes written and sealed (round 111)
  /\b(?:wrote|written|finished|done with) (?:the|my|all the|all my) (?:notes|letters)\b(?: \w+){0,3} (?:sealed|in envelopes|addressed|on the (?:dresser|table|counter|desk))\b|\b(?:affairs|everything|things) (?:need to be |needs to be |must be |)?(?:done|wrapped|wrapped up|finished|settled|squared away) by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|this weekend|tomorrow|tonight)\b(?!.*\b(?:surgery|deployment|deploy\w*|move|moving|pcs|closing|lawyer|trip|tax\w*|audit|inspection)\b)/,
  // a plan with its day, its means, or the wait for the house to be empty
  outside('(?:role ?play\\w*|asist|scenarios?)', '\\ba plan and a (?:date|day|time|place)\\b'),
  /\b(?:set|picked|chose|have|got) (?:a|the) date\b(?=.*\b(?:plan|promise|tell|goodbye|it)\b)/,
  re(
    `\\b(?:going to|gonna|will|plans? to|planning to|fixing to) (?:take care of it|handle it|do it|finish it|end it|settle it)(?: \\w+){0,4} with (?:the |my |his |her |an? )?(?:\\w+ ){0,2}${anyOf(GUN, PILLS, LIGATURE, BLADE, 'car', 'truck')}\\b`,
  ),
  /^(?=.*\bdo it\b).*\b(?:waiting|wait) (?:till|for) (?:she|he|they|everyone|everybody|the kids|my (?:wife|husband|girlfriend|boyfriend|roommate|family))\b(?: \w+){0,3} (?:is |are |to be |gets |get )?(?:gone|away|at|out|asleep|leaves|leave|left|to leave|at work)\b/,
  // a means at hand and the wait for an empty house ("everything I need for the exhaust thing")
  re(
    `\\b(?:waiting|wait) (?:till|for|until) (?:the (?:house|place|apartment)|everyone|everybody|the kids|she|he|they|my \\w+)\\b(?: \\w+){0,3} (?:to be |is |are |gets |get )?(?:empty|gone|asleep|away|out|leaves|leave|left)\\b(?:(?<=\\b${MEANS}\\b.*)|(?=.*\\b${MEANS}\\b))`,
  ),
  re(
    `\\b(?:got|get|getting|took|take|picked up|brought)(?: \\w+){0,2} ${GUN} back\\b(?=.*\\b(?:wont need|wont be needing|not for|its not|it is not|cancell?ed|goodbye|for good|this time)\\b)`,
  ),
];
