/**
 * Concepts of what a message tells of doing: means, preparation, an act under way, someone who
 * cannot be reached. Questions about methods and vehicles or falls are in methodConcepts.ts,
 * goodbyes and affairs put in order in farewellConcepts.ts.
 */
import type { Concept } from './concepts';
import { beside, outside, RELATIVE_IS_DYING, re } from './patternHelpers';
import { BLADE, GUN, HEIGHT, LIGATURE, MEANS, PILLS, POISON, POSS, TRACKS, WATER } from './lexicon';

const alt2 = (...parts: string[]) => `(?:${parts.join('|')})`;
const SHORT = '(?: \\w+){0,3}';
/** Being on a bridge or a roof for work, traffic, a ride or an outing is not being at risk there. */
const NOT_AN_OUTING =
  '^(?!.*\\b(?:fishing|traffic|work|working|shift|job|crew|tour|ride|bus|uber|lyft|pickup|heading|headed|driving|crossing|reunion|trip|photos?|pictures?|view|hike|hiking|jog|jogging|sunset|selfie)\\b).*';

/** A rope bought with a harness is climbing gear. */
const NOT_CLIMBING = '^(?!.*\\b(?:climb\\w*|harness|belay\\w*|rappel\\w*|carabiners?|bouldering)\\b).*';

/** A means that can be held or laid out. */
const AT_HAND = alt2(GUN, PILLS, LIGATURE, BLADE);
/** Handling a means for its ordinary use: buying, selling, cleaning, hunting, the range. */
const ITS_USE =
  '(?:clean\\w*|oil\\w*|sell\\w*|sold|buy\\w*|bought|price\\w*|hunt\\w*|range|deer|scope|holster|listing|auction|appraise\\w*|inherit\\w*|new|gift|legal|law|laws|permit|carry|ccw|concealed|transport\\w*|mount\\w*)';
/** A rope up in a loft or a barn for a chore is farm work. */
const A_CHORE =
  '(?:climb\\w*|harness|bales?|hoist\\w*|tie|tying|tow\\w*|load\\w*|tarp|calf|calves|cows?|horses?|cattle|swing|pulley|boat|chores?|fix\\w*|repair\\w*|lights?|decorat\\w*|christmas|deer|hunt\\w*|camp\\w*|tent|hammock|leash)';

/** An engine run in a closed building with the door shut: a means, whatever the building is called. */
const ENGINE_SHUT_IN =
  '^(?=.*\\b(?:shop|garage|shed|barn|carport|pole barn|outbuilding|storage unit)\\b)(?=.*\\bdoors? (?:are |is |was |were )?(?:shut|closed|down|locked)\\b).*\\b(?:(?:ran|run|running|idled|idling|left|started) (?:the |my |his |her )?(?:truck|car|engine|motor|generator|jeep|van|suv|tractor|mower|atv|motorcycle|bike)|(?:truck|car|engine|motor|generator|jeep|van|suv|tractor|mower|atv|motorcycle|bike)s? (?:is |was )?(?:running|idling))\\b';

/** Backing out of something ordinary: a jump for fun, a hunt, a talk, a date. */
const AN_ORDINARY_NERVE =
  '(?:bungee|skydiv\\w*|parachut\\w*|zip ?line|pool|high dive|diving board|cliff jump\\w*|roller ?coaster|tattoo|surgery|interview|speech|propos\\w*|date|ask(?:ed|ing)? (?:her|him) out|range|hunt\\w*|deer|buck|elk|class|course|competition|karaoke|purchase|buy\\w*|bought)';

/** Things given away for a move, or by someone else at the end of an illness. */
const A_MOVE_OR_ANOTHERS_DEATH = `(?:pcs\\w*|moving(?! on\\b| to (?:a better place|heaven|the other side))|relocat\\w*|downsiz\\w*|(?:before|for|during|while) (?:i |we |my |our |the )?(?:am |are )?deploy\\w*|hospice|terminally ill|terminal (?:cancer|illness|diagnosis)|(?:months|weeks|days) to live|(?:she|he) (?:is|has been) dying(?! inside)|${RELATIVE_IS_DYING})`;

export const actConcepts: Partial<Record<Concept, RegExp[]>> = {
  means: [re(`\\b${MEANS}\\b`), re(ENGINE_SHUT_IN)],
  // an attempt begun and stopped, or put to the test ("chickened out", "to see if I could go through with it")
  aborted_attempt: [
    outside(
      AN_ORDINARY_NERVE,
      '\\b(?:chicken(?:ed)? out|lost (?:my|the) nerve|(?:couldnt|could not|didnt|did not|cant|cannot) (?:go through with|follow through (?:on|with)|finish) it|stopped myself|talked myself (?:out of it|down)|(?:see|know|find out) if i (?:could|can|would) (?:actually |really )?(?:go through with|do) it|dry run)\\b',
    ),
  ],
  several_means: [],
  preparation: [
    // scripts filled early and kept; several pharmacies so nobody flags it; a gun wanted quick and quiet
    /\b(?:filling|filled|fill) (?:every|all(?: my)?|my) (?:scripts?|prescriptions?|refills?) early\b(?: \w+){0,6} (?:not taking|saving|stockpil\w*|keeping|stashing)\b|\b(?:different|multiple|\d+|two|three) (?:different )?pharmacies\b(?: \w+){0,3} so (?:nobody|no one) (?:flags|notices|catches|knows)\b/,
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
    /\b(?:told|telling|tell) (?:him|her|them|everyone|people|my \w+) (?:i was|i am|im) (?:moving|going away|leaving|going on a trip|traveling)\b.*\b(?:not|im not|i am not|i aint) (?:moving|going|leaving|traveling)\b/,
    /\bpicked up what i need(?:ed)?\b(?=.*\b(?:dont ask|do not ask|no questions|for it|you know)\b)|\bknow what (?:theyre|they are) for now\b/,
    /\bplan(?:ning)? the timing\b(?=.*\b(?:vgli|sgli|insurance|policy|payout|wife|husband|kids|family)\b)/,
    re(
      `${NOT_CLIMBING}\\b(?:got|get|bought|buy|have|has|had|tied|ready|picked up)${SHORT} (?:the |a |my |his |her |some )?${alt2(LIGATURE, 'hose', 'helium', 'charcoal')}\\b(?! (?:swing|course|ladder|light|lights|climb|climbing|for (?:the|my) (?:boat|truck|trailer)))`,
    ),
    // a means put by or made ready ("stashed the oxy", "loaded the pistol"), not a question of carrying one
    outside(
      ITS_USE,
      `\\b(?:saved|saving|save|stashed|stash|hid|hidden|hiding|stockpil\\w*|collect\\w*|hoard\\w*|loaded|lined up|laid out)${SHORT} (?:the |a |my |his |her |enough |some |all |up )?${alt2(PILLS, GUN, 'oxy', 'pain pills')}\\b`,
    ),
    re(
      `\\b${alt2(PILLS, GUN, LIGATURE, BLADE)}${SHORT} (?:lined up|ready|loaded|saved|laid out|on the table|next to (?:me|my bed)|in front of me|in my lap|stashed|hidden|stockpiled|hoarded|put aside|set aside)\\b`,
    ),
    re(`\\benough ${alt2(PILLS)}\\b|\\b${alt2(PILLS)} saved\\b|\\bsaving up\\b.*\\b(?:for when|ready)\\b`),
    /\b(?:know|knows) (?:exactly )?(?:what (?:it is|its) for|how and when|what to do with it|when and how)\b/,
    /\bpicked (?:the|a|my|out the|out a) (?:spot|place|day|date|time|tree|bridge)\b|\bpicked (?:where|when|how)\b|\bcounting (?:out )?(?:my|the|all my) pills\b(?! for)|\blooked up (?:the )?(?:height|dose|doses|how)\b/,
    /\b(?:made|have|got|has|with) a plan\b(?= (?:for tonight|and the means|to do it|for when|for it))|\bthe means\b/,
    re(
      `^(?=.*\\b${alt2(GUN, 'ammo', 'shells', 'box of shells')}\\b).*\\bonly (?:really |just )?(?:need|needs|gonna use|going to use|using|takes?|need to use) (?:the )?(?:one|1)\\b`,
    ),
    re(`^(?=.*\\b${MEANS}\\b).*\\bthink(?:ing)? (?:about|of) using (?:it|them|that)\\b`),
    /\b(?:just one|one) (?:shell|round|bullet)\b|\bwont (?:need|be needing) (?:them|it|my \w+|anything)\b|\b(?:dropped off|handed over|gave me) (?:his|her) (?:guns?|rifles?|pistols?|firearms?|weapons?)\b|\b(?:his|her) (?:guns?|rifles?|pistols?) at my (?:place|house)\b|\bwhere (?:i am|he is|she is) going\b/,
    outside(
      A_MOVE_OR_ANOTHERS_DEATH,
      '^(?=.*\\baway\\b)(?=.*\\b(?:guns?|rifle|pistol|medals|stuff|things|belongings|possessions|tools|gear|dog|cat|truck)\\b).*\\b(?:gave|giving|give|given|gives)\\b',
    ),
    /^(?!.*\b(?:my|our|his|her) (?:\w+ ){0,2}(?:died|passed|passed away|death was|was ruled)\b).*\binsurance (?:pays|pay|will pay|covers)\b.*\b(?:self inflicted|suicide)\b/,
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
    // one's own funeral paid ahead in secret, or while young and well
    /^(?=.*\b(?:funeral|casket|cremation|burial|plot|urn)\b)(?=.*\b(?:didnt tell|did not tell|havent told|not telling|without telling|nobody knows|no one knows|healthy|not sick)\b)(?!.*\b(?:hospice|terminal|cancer|diagnos\w*|(?:for|of) (?:my |our )?(?:mom|dad|mother|father|wife|husband|parents?|grand\w+))\b).*\b(?:prepay|prepaid|prepaying|paid for|arranged|arranging|picked out|bought)\b(?: \w+){0,3} (?:everything|my (?:own )?(?:funeral|casket|cremation|plot|urn|burial))\b/,
    // a means and a note addressed to someone, found together
    re(
      `^(?=.*\\b(?:found|find|saw|noticed)\\b)(?=.*\\b${alt2(PILLS, GUN, LIGATURE, BLADE)}\\b)(?!.*\\b(?:old|attic|cleaning out|estate|passed away|died|years ago|war|vietnam|korea|deployment)\\b).*\\b(?:note|letter)s? (?:addressed |written )?(?:to|for) (?:his|her|their|my) \\w+`,
    ),
    /\baffairs in order\b.*\bbefore (?:i|he|she) go\b|\b(?:gave|giving)\b.*\baffairs in order\b/,
    re(
      `\\b(?:holding back|held back|not taking|skipping)${SHORT} (?:my |the )?${alt2(PILLS)}\\b.*\\bstash\\b|\\bstash\\b.*\\b${alt2(PILLS)}\\b`,
    ),
    re(`\\b${alt2(GUN, '1911')}\\b.*\\b(?:round|one) (?:is )?chambered\\b.*\\b(?:in case|tonight|decide)\\b`),
    /\bpicked up (?:what|everything) i need for it\b|\b(?:got|have) (?:everything|what) i need for it\b(?=.*\b(?:when|waiting|ready)\b)/,
    // a cover story told to whoever might stop it ("told him it was for deer season. it's not")
    /\b(?:told|tell|telling|said)(?: \w+){0,3} (?:it was|it is|its|they were|they are) for\b.*\b(?:it is not|its not|it isnt|it wasnt|it was not|they are not|theyre not|not really|that was a lie)\b/,
    // a plan with its day, its means, or the wait for the house to be empty
    /\ba plan and a (?:date|day|time|place)\b|\b(?:set|picked|chose|have|got) (?:a|the) date\b(?=.*\b(?:plan|promise|tell|goodbye|it)\b)/,
    re(
      `\\b(?:going to|gonna|will|plans? to|planning to|fixing to) (?:take care of it|handle it|do it|finish it|end it|settle it)(?: \\w+){0,4} with (?:the |my |his |her |an? )?(?:\\w+ ){0,2}${alt2(GUN, PILLS, LIGATURE, BLADE, 'car', 'truck')}\\b`,
    ),
    /^(?=.*\bdo it\b).*\b(?:waiting|wait) (?:till|for) (?:she|he|they|everyone|everybody|the kids|my (?:wife|husband|girlfriend|boyfriend|roommate|family))\b(?: \w+){0,3} (?:is |are |to be |gets |get )?(?:gone|away|at|out|asleep|leaves|leave|left|to leave|at work)\b/,
    // a means at hand and the wait for an empty house ("everything I need for the exhaust thing")
    re(
      `\\b(?:waiting|wait) (?:till|for|until) (?:the (?:house|place|apartment)|everyone|everybody|the kids|she|he|they|my \\w+)\\b(?: \\w+){0,3} (?:to be |is |are |gets |get )?(?:empty|gone|asleep|away|out|leaves|leave|left)\\b(?:(?<=\\b${MEANS}\\b.*)|(?=.*\\b${MEANS}\\b))`,
    ),
    re(
      `\\b(?:got|get|getting|took|take|picked up|brought)(?: \\w+){0,2} ${GUN} back\\b(?=.*\\b(?:wont need|wont be needing|not for|its not|it is not|cancell?ed|goodbye|for good|this time)\\b)`,
    ),
  ],
  possession: [
    // a gun handed over to be held, wanted back
    /\b(?:gave|handed|left) (?:us|me|her|him|my \w+) (?:his|her|my|their) (?:\w+ )?(?:rifle|gun|pistol|shotgun|guns|firearms?|weapons?|pistols|rifles)\b(?: \w+){0,2} to (?:hold|keep|lock up|store)\b.*\b(?:wants?|wanted|demand\w*|asked for|asking for|came (?:back )?for|took|came to get|showed up for) (?:it|them) back\b/,
    // asking after a means that was put away ("asked me where her old morphine went")
    re(
      `\\b(?:asked|asking|asks|wanted to know|wants to know)\\b(?: \\w+){0,2} where (?:my|his|her|their|the) (?:old |spare |extra |leftover )?${alt2(PILLS, GUN)} (?:went|is|are|was|were|got to)\\b`,
    ),
    /\b(?:ammo|ammunition|one box|strong enough branch|belt is up|ready when i am|under (?:the|my) pillow)\b/,
    re(
      `\\b(?:got|get|bought|buy|have|has|had|cleaned|keep|keeps|took|grabbed)${SHORT} (?:the |a |my |his |her |some |a bottle of )?${alt2(PILLS, GUN, BLADE)}\\b`,
    ),
  ],
  act_in_progress: [
    // an engine running behind a shut door; pills already swallowed; bottles down and lying in the car; legs over the edge high up; a harness unclipped up high
    /\b(?:garage|shed|barn)(?: door)?(?:s| is)? (?:down|shut|closed)\b(?: \w+){0,3} (?:and )?(?:the )?(?:car|truck|engine|motor|jeep|\w+)(?:s| is)? (?:on|running)\b(?! (?:fine|great|well|smooth\w*|better|again)\b)|\b(?:car|truck|engine|motor)(?:s| is)? running in the (?:shed|garage|barn)\b(?: \w+){0,3} (?:with )?the door (?:shut|closed|down)\b/,
    /\b(?:already )?swallowed (?:them|it|all of them|the (?:whole )?(?:bottle|lot|pills|rest))\b|\balready took (?:them all|all of them|the whole bottle)\b/,
    re(
      `\\b(?:\\d+|two|three|both|all the|the rest of the) (?:bottles?|packs?) of\\b(?=.*\\b${PILLS}\\b)(?=.*\\b(?:what happens now|layin|laying|lying|in the (?:back seat|car|truck|tub))\\b)`,
    ),
    re(
      beside(
        `(?:\\d+ ?(?:ft|feet|stories|floors)|tower|roof|bridge|ledge|overpass|cliff)`,
        '\\b(?:legs|feet) (?:hanging|dangling) (?:off|over)\\b',
      ),
    ),
    re(
      beside(
        '(?:\\d+ ?(?:ft|feet)|up here|basket|roof|tower|ledge|by myself)',
        '\\b(?:unclipped|unhooked|took off) (?:the|my) harness\\b(?! (?:after|when|once|at the bottom|on the ground)\\b)',
      ),
    ),
    re(
      beside(
        '(?:roof|rooftop|ledge|techo|stories|floors|pisos)',
        '\\b(?:dont|do not|wont|not going to) (?:want to )?(?:go|come|climb) (?:back )?down (?:by |the )?(?:the )?stairs\\b',
      ),
    ),
    // a gun across the lap after closing, in a parked car or alone
    re(`\\b${GUN} (?:across|in|on) my lap\\b(?=.*\\b(?:closed|parking lot|in (?:my|the) (?:car|truck)|hours ago|alone|dark)\\b)`),
    // at a friend's grave with a gun brought along (not a salute or an honor guard)
    re(
      `^(?=.*\\b(?:stone|grave|headstone|marker|cemetery)\\b)(?!.*\\b(?:salute|honor guard|firing party|volley|detail|ceremony|funeral home|range)\\b).*\\b(?:brought|have|got|carrying|with) (?:the|my|a|his) ${GUN}\\b`,
    ),
    /\bwater(?:s| is)? (?:\d+|thirty \w+|forty \w+) degrees\b.*\b(?:boots|shoes) off\b|\b(?:boots|shoes) off\b.*\bwater(?:s| is)? \d+ degrees\b/,
    // outside with a gun in the night while the house sleeps, outside a hunt
    re(
      `^(?!.*\\b(?:hunt\\w*|deer|season|blind|tree ?stand|tags?|coyotes?|hogs?|scope)\\b)(?=.*\\b(?:asleep|since midnight|all night|alone|everyone is asleep)\\b).*\\b(?:i am|im) (?:out )?(?:in|at|on) (?:the )?(?:woods|barn|shed|garage|truck|car|lake|river|bridge|cemetery|field|yard)\\b(?: \\w+){0,5} with (?:my|a|the|his) ${GUN}\\b`,
    ),
    // out somewhere with a gun and unable to go back in
    re(
      `^(?!.*\\b(?:hunt\\w*|deer|season|buck|doe|hog|elk|turkey|squirrel|coyote|range|target|class|cleaning|holster)\\b).*\\bwith (?:my|his|her|a|the) ${GUN}\\b.*\\b(?:cant|wont|cannot|couldnt|not going to|dont want to)(?: \\w+){0,3} (?:go|come|get|walk|head) (?:back|home|inside)\\b`,
    ),
    /\b(?:standing|been standing|sitting|been sitting) (?:here |up here |out here )?(?:on|at) (?:the |this )?(?:overpass|bridge|ledge|roof|edge)\b|\b(?:up|out) on the (?:overpass|bridge|ledge|roof)\b.*\b(?:been standing|standing here|a long (?:while|time))\b/,
    /\bnot (?:here )?(?:for )?hunting\b(?=.*\b(?:rifle|gun|shotgun|pistol)\b)|\b(?:rifle|gun|shotgun|pistol)\b.*\b(?:im|i am) not hunting\b/,
    /\btook (?:whatever|everything|all) (?:was |i had |i found )?(?:in|from) (?:the|my) (?:medicine )?(?:cabinet|bottle|drawer|cupboard)\b/,
    /\bswallowed (?:everything|a bottle|the bottle|all)\b|\b(?:running|on)\b.*\b(?:door is (?:shut|closed)|closed (?:shed|garage))\b|\b(?:generator|engine|car) running in\b|\bsitting in the \w+ with (?:his|her|my) (?:rifle|gun|pistol|shotgun)\b/,
    re(
      `\\b(?:took|take|taken|swallowed|downed|popped|ate|drank|drunk|taking|swallowing)${SHORT} (?:all|the whole|a whole|whole|a bunch|bunch|a handful|handful|too many|like \\d+|\\d+)\\b(?: \\w+){0,4} ${alt2(PILLS)}\\b|\\btook everything\\b(?! (?:out|to|from|with|back|off|i|we)\\b)|\\btook (?:a lot|way) more than i should\\b`,
    ),
    re(`\\b(?:took|swallowed|downed)\\b.*\\ball of (?:it|them)\\b`),
    /\b(?:wont|will not) come down\b|\b(?:i|he|she|my \w+) (?:just )?(?:overdose|od|overdosing)\b/,
    re(
      `${NOT_AN_OUTING}(?:^|\\b(?:i am|he is|she is|is|standing|sitting|out|up|already|now) )(?:on|at|by) (?:the|a|my|this|his|her) (?:(?:end|edge|tip|far end) of (?:the |a |this )?)?(?:\\w+ )?${alt2(HEIGHT, TRACKS, WATER)}\\b(?! (?:crew|team|program|loan|inspector|job|shift|watch|deck|club|game|fixing|repairing|cleaning|working|installing|park|with (?:the|my) (?:kids|family|grandkids|wife|husband|son|daughter|dog|friends|buddies)|this weekend|for (?:the|a) (?:weekend|day|week|trip|party)))`,
    ),
    // up in a loft, a barn or an attic with a ligature, away from any chore
    outside(
      A_CHORE,
      `\\b(?:up|out|in|alone|sitting|standing|hiding)(?: in| on| at| up in| out in)? (?:the|my|a) (?:\\w+ )?(?:hayloft|loft|barn|attic|shed|basement|closet|rafters|stairwell|storage unit|crawl ?space|cellar)\\b(?: \\w+){0,3} with (?:the|a|my) (?:\\w+ )?${LIGATURE}\\b`,
    ),
    re(`${NOT_AN_OUTING}\\bon (?:the|a|this) ${alt2(HEIGHT, 'tracks')} (?:right )?now\\b`),
    re(`\\b(?:in the|in my) (?:tub|bathtub|bath|shower)\\b.*\\b${BLADE}\\b`),
    re(`\\b(?:garage)\\b.*\\b(?:car|engine|truck)\\b.*\\b(?:running|on)\\b|\\b(?:car|engine|truck) (?:running|on)\\b.*\\bgarage\\b`),
    re(`\\b${alt2(GUN, BLADE)}s? (?:is )?(?:in ${POSS} (?:hand|mouth|lap)|to ${POSS} (?:head|temple|chest|throat|wrist))\\b`),
    re(`\\b${LIGATURE} (?:is )?(?:around ${POSS} neck|tied|hanging|ready|hung|strung up|set up|up (?:in|on|over|from))\\b`),
    /\b(?:cut|slit) (?:my|his|her) wrists?\b|\blot of blood\b|(?<!\b(?:am i|is it|are we|are you|was i|will i be|would it be|be) )\btoo late\b(?! (?:to (?:apply|file|sign|enroll|convert|switch|get|change|appeal|submit|register|claim)|for)\b)|\babout to jump\b|\bready to jump\b|\bwaiting for the (?:next )?train\b/,
    /\b(?:i am|he is|she is|i have|he has|she has) (?:overdosing|overdosed|od|bleeding out)\b|\boverdosed\b/,
    // a poison swallowed (a pet that ate one is a vet's matter)
    re(
      `^(?!.*\\b(?:dog|cat|puppy|kitten|pet)\\b).*\\b(?:drank|drink|drinking|swallowed|swallow|swallowing|ate|eat|chugged|chug|downed|took)\\b(?: \\w+){0,3} ${POISON}\\b`,
    ),
    // somewhere high or on the tracks now
    re(
      `${NOT_AN_OUTING}\\b(?:on|at|by|top of|edge of|over|above) (?:the |a |this |that )?(?:\\w+ ){0,3}(?:railing|rail|ledge|edge|roof|rooftop|bridge|overpass|cliff|tracks|dam|balcony|parking garage|parking structure)\\b(?: \\w+){0,4} (?:right now|now)\\b`,
    ),
    re(`\\b(?:looking|staring|look|stare) (?:down|over)\\b.*\\b${HEIGHT}\\b|\\b${HEIGHT}\\b.*\\b(?:looking|staring) (?:down|over)\\b`),
    // a vehicle running in a closed garage, said in any order (trucks, cars, been running)
    /^(?=.*\bgarage\b)(?=.*\b(?:trucks?|cars?|engine|motor) (?:is |has |have )?(?:been )?running\b)(?=.*\b(?:doors? (?:are |is )?(?:shut|closed|down|locked)|in here|asleep|not answering|an hour)\b)/,
    // a shot heard from someone's place, outside a hunt, a range or fireworks
    /^(?!.*\b(?:hunt\w*|deer|coyotes?|hogs?|target|range|fireworks|backfire|season|shooting range)\b).*\bheard (?:a |the |one )?(?:shot|gunshot|gun shot|bang)\b(?: \w+){0,4} (?:from |in |at )?(?:his|her|their|the|my \w+s) (?:place|house|room|apartment|trailer|garage|truck|barn|bedroom)\b/,
    // at a grave with a gun, outside honours and salutes; "came here to do it"
    re(
      `^(?!.*\\b(?:honou?rs?|salute|volley|21 gun|rifle team|honou?r guard|bugler|taps)\\b)(?=.*\\b(?:grave|gravesite|headstone|cemetery|memorial wall)\\b).*\\bwith (?:my|a|the|his|her) ${GUN}\\b`,
    ),
    /\bcame (?:here|out here|up here|down here|back here) to do it\b(?! (?:right|properly|again|myself|for|with (?:my|the) (?:kids|family|wife|husband)))/,
    // a firearm with its safety off, away from any range, hunt or lesson
    re(
      `^(?!.*\\b(?:range|hunting|hunt|deer|class|course|instructor|training|cleaning|holster|drill|stand|blind|duck|goose|dove|turkey|elk|hog)\\b).*\\b${GUN}\\b.*\\bsafetys? (?:is )?off\\b`,
    ),
    // a firearm in hand and ready, away from any range or hunt
    re(
      `^(?!.*\\b(?:range|hunting|hunt|deer|class|course|instructor|training|cleaning|holster)\\b).*\\b(?:holding|hold|have|got) ${POSS} ${GUN}\\b.*\\b(?:safetys? (?:is )?off|safety off|round chambered|cocked)\\b`,
    ),
    /\b(?:walked|walking|waded|wading) (?:out )?into the (?:lake|river|ocean|sea|bay|water)\b.*\b(?:chest|neck|shoulders|over my head)\b/,
    // at the top of a height, deciding
    re(`\\b(?:top (?:level|floor|deck) of|top of) (?:the |a )?${HEIGHT}\\b.*\\b(?:decide|deciding|this is where|jump|not coming)\\b`),
    /\b(?:locked in|locked herself in|locked himself in)\b.*\b(?:took|taken|swallowed) something\b|\b(?:took|taken|swallowed) something\b.*\blocked in\b/,
  ],
  // preparatory behaviour: two of these, or one with finality or hopelessness, make a crisis
  unreachable: [
    /\bmissing\b(?: \w+){0,5} and so did (?:he|she)\b|\b(?:his|her) (?:truck|car|bike|jeep) (?:isnt|is not|wasnt|was not) at (?:any of )?(?:his|her) (?:usual )?(?:spots|places|haunts)\b/,
    /\b(?:didnt|did not|never|hasnt|has not) (?:show|showed|shown) (?:up )?(?:for|to|at) (?:drill|work|formation|muster|his shift|her shift|practice|pt|church)\b(?=.*\bthe last (?:thing|text|message|photo|picture|snap) (?:he|she) (?:sent|texted|posted)\b)/,
    // not answered since, or no answer at all, from a person (not from an office)
    /\b(?:hasnt|has not|havent|have not|hadnt|had not|never)(?<!\b(?:va|claims?|office|clinic|company|lender|bank|landlord|school|insurance|recruiter|employer|hr)\b(?: \w+){0,3} (?:hasnt|has not|havent|have not|hadnt|had not|never)) (?:answered|responded|replied|picked up|called back|texted back|written back|been heard from)\b(?! (?:to|about|on|regarding) (?:the|my|an?|our|his|her|your) )/,
    /^(?=.*\b(?:he|she|him|her|his)\b).*\bno (?:answer|response|reply)\b(?! from (?:the|my) (?:va|office|clinic|bank|lender|company|landlord|claims?|insurance|school|recruiter))/,
    /\bthen (?:he|she) hung up\b/,
    /\b(?:goes|going|went) (?:straight )?to voicemail\b/,
    /\b(?:his|her|their) (?:phone (?:is |was |went |has been )?(?:off|turned off|switched off)|device off)\b/,
    /\bwont (?:answer|respond|pick up|reply|open the door|come out)\b|\b(?:left|quit) (?:the|our) (?:server|discord|group chat|chat|group|clan|guild)\b/,
    /\b(?:isnt|is not|not|wont|stopped|hasnt been|hasnt) (?:answering|responding|picking up|replying)\b|\b(?:turned|switched) off (?:his|her) phone\b|\bcant (?:reach|find) (?:him|her)\b/,
  ],
};
