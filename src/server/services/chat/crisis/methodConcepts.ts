/**
 * Concepts of how: questions about methods or amounts, and vehicles driven or falls taken on
 * purpose. Means and acts under way are in actConcepts.ts, preparation in preparationConcepts.ts.
 */
import type { Concept } from './concepts';
import { anyOf, outside, re, SHORT, TAKING_AN_OLD_DRIVERS_KEYS } from './patternHelpers';
import { GAS, GUN, HEIGHT, LETHAL, LIGATURE, PILLS } from './lexicon';

/** A parent afraid a child is "gonna wrap" the car (round 154): a worry about someone's driving, not an intent. */
const A_WRECK_FEARED_FOR_A_CHILD = String.raw`(?:scared|worried|afraid|terrified) (?:that )?(?:my \w+ |he |she |they )?(?:is |are )?(?:going to|gonna) wrap`;

const GAP = '(?: \\w+){0,6}';

/** What a vehicle is driven into, or a fall is taken from. */
const VEHICLE_OR_FALL_PLACE =
  '(?:trees?|wall|poles?|pylon|barrier|semi|truck|traffic|oncoming|road|cliff|overpass|train|guardrail|embankment|bus|car|bridge|building|roof|balcony|parking garage|ledge|lake|river|sea|ocean|water|platform|woods|ferry|boat|ship|pier|deck|median|divider|ditch|abutment)';

/** A means said to do the job of a hunt or a load. */
const HUNT_OR_HAUL = '(?:deer|elk|hog|hunt\\w*|range|target|tie|tow|load|boat|tarp)';

/** A height asked after for an outing or a fact. */
const A_SIGHT_OR_FACT =
  '(?:view|photos?|pictures?|sunset|tour|visit\\w*|hike|hiking|climb\\w*|bungee|kids|trip|vacation|sightseeing|selfie|drone|fishing|record|engineer\\w*|trivia|homework)';

/** Hanging, not "hanging in there" or "hanging on" (round 92). */
const HANGING = 'hanging(?! in there| on)';

export const methodConcepts: Partial<Record<Concept, RegExp[]>> = {
  method_question: [
    // "how deep is the Rappahannock under the Port Royal bridge and how strong is the current in March? Not for fishing." (round 185):
    // a drop or a current asked about, its ordinary use disowned
    /^(?=.*\bhow (?:deep|high|tall|far down|cold|strong|fast)\b)(?=.*\b(?:bridge|river|current|water|drop|cliff|overpass|dam|ledge|gorge|falls|lake|bay)\b)(?!.*\b(?:kids?|son|daughter|grandkids|class|students|story|article|project|boat|anchor|dock|launch|pontoon|canoe|sail\w*)\b).*\bnot (?:for|to go) (?:fishing|swimming|boating|kayaking|paddling|diving|sightseeing|photos?|pictures|a trip|fun|the kids)\b/,
    // "How long does it take in the Missouri below Williston in November? ... Would you even feel much after the first part?" (round 172)
    /^(?=.*\bhow long (?:does|would|will) it take\b)(?!.*\b(?:swim\w*|kayak\w*|paddl\w*|boat\w*|fish\w*|cook\w*|thaw\w*|heal\w*|ship\w*|deliver\w*|claims?|applications?)\b).*\b(?:would|do|will|can) you (?:even )?(?:feel|notice) (?:much|it|anything|a thing|the cold|pain)\b/,
    // "Does the VA check toxicology if somebody dies from too much insulin? Like would anybody know" (round 172)
    /^(?=.*\b(?:toxicology|tox screen|autopsy|coroner|overdose|too much (?:insulin|\w+))\b).*\b(?:would|will|could) (?:anybody|anyone|they|the va|the coroner|the insurance|people) (?:even )?(?:know|tell|find out|be able to tell|notice)\b/,
    // "does a 20 gauge do the job or do you need a 12. on a person i mean. me" (round 170)
    /\b(?:do the job|be enough|is enough|enough|work|do it)\b(?: \w+){0,8}? (?:on|for) a (?:person|human(?: being)?)\b(?!.*\b(?:deer|hogs?|bears?|coyotes?|elk|moose|intruders?|burglars?|home defense|self defense|defend\w*|attacker|carry|concealed|ccw)\b)/,
    // whether anyone has lived through going off a bridge, a dam or a cliff (round 98)
    /^(?!.*\b(?:kayak\w*|raft\w*|canoe\w*|boat\w*|tubing|ski\w*|bikes?|sled\w*|barrel|bungee|base jump\w*|parachute|wingsuit|stunt\w*)\b).*\b(?:has|have|did) (?:anybody|anyone|any one|people|someone) (?:ever )?(?:lived|survived|lived through|survived) (?:through )?(?:going|jumping|falling) off (?:it|that|the \w+(?: \w+)?)\b/,
    // an open casket asked after beside a gun, for the family's sake, not after a death (round 92; "still be able to have", round 107)
    /^(?=.*\b(?:12 ?ga|\d+ ?gauge|shotgun|gun|pistol|rifle|handgun|9mm|glock)\b)(?!.*\b(?:died|passed|was shot|killed|funeral home said)\b).*\b(?:still|let them|can they|could they|will they|would they)\b(?: \w+){0,5} open (?:casket|coffin)\b/,
    // a drop's height asked with what is at its bottom, water or rocks, outside a sport or an outing (round 108)
    /^(?!.*\b(?:kayak\w*|raft\w*|canoe\w*|paddl\w*|boat\w*|tubing|cliff jump\w*|adventure sport|swim\w*|div(?:e|ing)|rappel\w*|climb\w*|hik\w*|photos?|pictures?|views?|kids|boys|fish\w*)\b).*\b(?:highest|tallest|biggest|how (?:high|tall|far down))\b(?: \w+){0,16} (?:water|rocks?|concrete|pavement|ground|asphalt) or (?:water|rocks?|concrete|pavement|ground|asphalt)\b/,
    // the highest place with no railing, asked for anything but photos or a hike (round 85)
    /^(?!.*\b(?<!not for (?:the )?)(?:photos?|pictures?|pics?|views?|sunsets?|hik\w*|kids|cameras?|drones?|sightseeing)\b).*\b(?:highest|tallest)\b(?: \w+){0,10} (?:no |without (?:a |any )?)(?:railing|rail|fence|guardrail|barrier)s?\b/,
    // which of two means is the surer or the less painful (round 78)
    re(
      `^(?=.*\\b${anyOf(GUN, PILLS, LIGATURE, GAS)}\\b).*\\b(?:which|what) (?:one )?(?:is|would be|will be|works|is going to be) (?:more of )?(?:a )?(?:(?:more )?sure thing|surer|the surest|more certain|less painful|least painful|more painless|quicker way)\\b`,
    ),
    // the most of one's own medicine before it is dangerous, "like really dangerous", with a body weight (round 122)
    /^(?=.*\b(?:i weigh|i am (?:about |around )?\d+ ?(?:lbs|pounds|kg)|my weight)\b).*\b(?:max|maximum|most)\b(?: \w+){0,5} (?:before|till|until) (?:it (?:gets|is|becomes)|its|it is) (?:\w+ )?(?:dangerous|deadly|lethal|fatal)\b(?=.*\b(?:really|actually|truly) (?:dangerous|deadly|lethal)\b|.*\b(?:deadly|lethal|fatal)\b)/,
    // a gun or its rounds that must work the first time, with a nod: "if you get me" (round 120)
    re(
      `^(?=.*\\b(?:${GUN}|ammo|ammunition|rounds|shells?|bullets?)\\b)(?=.*\\b(?:if (?:you|ya|u) (?:get|know|catch) (?:me|my drift|what i mean)|(?:you|ya|u) (?:get|know) what i mean|you get me)\\b).*\\b(?:work|works|fire|fires|go off|do the job|get|gonna get|going to get|only get)\\b(?: \\w+){0,2} (?:the )?(?:first|1st|one) (?:try|time|shot|pull|chance)\\b`,
    ),
    // a gun's gauge or calibre asked after at contact range ("not for deer")
    /\b(?:\d+ ?(?:gauge|ga|cal|caliber|mm)|shotgun|pistol|handgun|revolver)\b(?: \w+){0,8} (?:at |from )?(?:contact range|point blank)\b|\b(?:contact range|point blank)\b(?: \w+){0,6} (?:\d+ ?(?:gauge|ga|cal|caliber|mm)|shotgun|pistol|handgun|revolver)\b/,
    // survival limits asked "not for work" or "for me i mean"; an old car in a closed shed "before it works"; a dead mother's morphine for someone "my size"
    /\b(?:how long|what (?:water )?temp\w*|how cold|how much|how many)\b.*\b(?:last|survive|go under|pass out|die|drown)\b.*\b(?:not for work|for me i mean|asking for me|not for a (?:story|class|book))\b/,
    /\b(?:car|truck|engine|generator|grill)\b(?: \w+){0,8} (?:closed|shut|sealed)(?: up)? (?:shed|garage|room|bathroom)\b(?: \w+){0,3} before it works\b/,
    /\bhow much (?:of (?:that|it|this|those) )?would (?:someone|a person|somebody|a guy|i) (?:my size|my weight|\d+ ?(?:lb|lbs|pounds)) (?:need|take)\b|\bhow much (?:of (?:that|it|this|those) )?would (?:a )?(?:(?:full )?grown (?:man|woman|person|adult)|an adult) (?:need|take)\b/,
    // a closed garage "as trivia"; the vet's drug got for oneself; how much of a gas kills a guy; so it works the first time
    /\bhow long\b(?: \w+){0,4} (?:last|survive)\b(?: \w+){0,3} in a (?:closed|shut|sealed) (?:garage|room|car|bathroom)\b|\b(?:newer|new|modern) (?:cars?|trucks?|vehicles?)\b(?: \w+){0,4} still (?:do|does) it\b/,
    /^(?=.*\b(?:put|putting|puts) (?:them|her|him|it|dogs?|pets?|animals?) down\b|.*\beuthan\w*).*\b(?:same stuff|that stuff|what the vet uses)\b.*\b(?:for me|(?:on|for) a (?:person|human|man|guy|\d+ ?(?:lb|lbs|pound) (?:guy|man|person))|could a (?:person|human|guy|man) get)\b|\bcould a (?:person|human|guy|man) get (?:that|the) (?:same )?stuff\b/,
    /\bhow much\b(?: \w+){0,3} (?:does it take|it takes|would it take) to kill (?:a (?:guy|man|person|human)|someone|somebody)\b/,
    /\bwhat (?:(?:he|she|they|i|a person|someone) (?:would|d)|would (?:he|she|they|i|a person|someone)) (?:realistically |actually )?use\b(?: \w+){0,3} so it works (?:the )?first time\b/,
    /\b(?:is it true|does|do|is) (?:carbon monoxide|co|exhaust|helium|nitrogen|drowning|freezing|hypothermia|bleeding out|an overdose) (?:is |feel |feels )?(?:like falling asleep|painless|peaceful|like going to sleep)\b/,
    // how quick freezing to death is, or whether one is found first, outside cold-weather safety talk
    /^(?!.*\b(?:fall(?:s|ing)? (?:in|through)|fell (?:in|through)|ice fishing|survival (?:class|course|training|kit)|layers|gear|what to wear|warm(?:ing)? (?:him|her|them|someone) up|rescue|dog|dogs|pet|cattle|livestock|animals?)\b)(?=.*\b(?:freez\w* to death|froze to death|hypothermia)\b).*\b(?:quick|quickly|fast|painless|peaceful|get found first|found first|found in time)\b/,
    // cold water with no vest; a euthanasia drug dosed for a person; current across the chest as a sure thing; a 12 gauge "for making sure"
    /\bhow long\b(?: \w+){0,6} (?:last|survive|stay conscious|go under|pass out)\b(?=.*\b(?:no|without (?:a|my|the)|leave (?:the|my)|leaving (?:the|my)|skip(?:ping)? the|ditch(?:ing)? the) (?:vest|life ?jacket|pfd|wetsuit|drysuit)\b)/,
    /\b(?:pentobarbital|euthasol|fatal plus|euthanasia solution)\b.*\b(?:for|on|in|to) a (?:person|human|man|woman|guy|\d+ ?(?:lb|lbs|pound) (?:person|man|woman|guy|human))\b/,
    /\b(?:what|how much|how many) (?:current|voltage|volts|amps|amperage|milliamps)\b(?: \w+){0,4} (?:across|through) the (?:chest|heart)\b(?=.*\b(?:sure thing|for sure|guaranteed|always works|every time|not a work question)\b)/,
    re(
      `\\b${GUN}\\b.*\\b(?:for making sure|to make sure)\\b(?=.*\\bnot for (?:hunting|deer|the range|target|sport|home defense|work|protection)\\b)`,
    ),
    // whether a 9mm always works; what mixed in a closed room goes fastest; things looked up at 3 a.m. not to be repeated
    /\b(?:does|do|will|would) (?:a |an )?(?:9mm|\d+ ?(?:mm|cal|caliber|gauge)|pistol|shotgun|rifle|gun|bullet|round)\b(?: \w+){0,2} (?:always )?(?:work|kill)\b(?: \w+){0,4} (?:live through it|survive it|survive)\b/,
    /\b(?:mixed|mix|mixing)\b(?: \w+){0,6} (?:closed|small|sealed) (?:room|space|bathroom|car)\b(?: \w+){0,4} (?:fastest|quickest|faster|work|kill)\b/,
    /\blooking (?:stuff|things) up\b(?: \w+){0,6} (?:not going to|wont|cant|will not) repeat\b/,
    // "how tall is the Korean Veterans bridge, would a fall from there be enough" (round 168)
    /\b(?:would|will|is|does|could) (?:a )?(?:fall|jump|drop) (?:from|off) (?:there|it|that|this|the top)\b(?: \w+){0,4} (?:be )?(?:enough|high enough|fatal|do it|do the job|kill (?:you|me|a person|someone))\b(?! to (?:break|hurt|injure|sprain|need|bruise))/,
    // how long before anyone finds a person who goes into the marsh, or me (round 167)
    /\bhow long (?:before|until|till|til|would it take (?:for|before)) (?:anyone|anybody|someone|somebody|they|people|the cops|police|rangers?|search\w*)(?: would| will| to)? (?:finds?|finding|discovers?|discovering) (?:a (?:body|person|guy|man|woman|vet)|someone|somebody|me|my body|a dead\b)/,
    // a generator in a closed room, the cold water of a harbour: how long, how fast
    /\b(?:generator|grill|charcoal|car|engine)\b(?: \w+){0,3} (?:in|inside) (?:a |the )?(?:closed|sealed|shut) (?:room|garage|space|tent|bathroom)\b(?: \w+){0,4} (?:faster|work|enough|how long)\b/,
    /\bhow long (?:can|does|would|will) (?:a person|someone|you|i|a body|a man)\b(?: \w+){0,2} (?:last|survive|live)\b(?: \w+){0,6} before (?:the cold|hypothermia|it) (?:takes|kills|gets)\b/,
    // whether a newer car's exhaust "still does it"
    /\b(?:does|do|will|would|can|could) (?:the )?(?:co|carbon monoxide|exhaust|car exhaust|fumes)\b(?: \w+){0,8} (?:still )?(?:do it|do the job|be enough|kill (?:you|a person|someone))\b/,
    /\b(?:show up|detectable|detected|show|found) (?:in|on|by) (?:an |the )?(?:autopsy|tox screen|toxicology|coroner)\b/,
    // the highest place, asked with its reason kept back ("so I know where to go"), or a number demanded ("need a real number", round 179)
    outside(
      A_SIGHT_OR_FACT,
      `^(?=.*\\b(?:so (?:that )?i (?:know|can find|can get to) where|where (?:to|i should|i can|i will|i would) go|dont ask|do not ask|no reason|never mind why|you know why|need (?:a|an|the) (?:real|actual|exact) (?:number|height|answer))\\b).*\\b(?:highest|tallest|biggest|steepest|deepest)\\b(?: \\w+){0,2} ${HEIGHT}\\b`,
    ),
    // "does the VA get notified if you fill the same script at two places?" (round 181): pills gathered unnoticed
    /\b(?:notified|notice|noticed|flag|flagged|find out|know|catch|caught|tracked|track it)\b(?: \w+){0,3} if (?:you|i|someone|somebody) (?:fill|fills|get|gets|pick up|picks up) (?:the )?same (?:script|prescription|rx|meds|pills|refill)\b(?: \w+){0,3} (?:at )?(?:two|2|three|3|different|multiple) (?:places|pharmacies|stores|spots)\b/,
    // "if a vet ODs does VGLI still pay out or do they investigate first. need to know how it works before, not after" (round 180)
    /^(?=.*\b(?:(?:need|want|have) to know(?: how it works)? before|so i know before|before,? not after|before not after)\b)(?=.*\b(?:ods?|overdos\w*|pills|gun|shot|hang\w*|jump\w*)\b).*\b(?:sgli|vgli|life insurance|insurance|policy|pay ?out|survivors? benefits|dic)\b/,
    // "if somebody fell off something as tall as the Capitol dome would it be for sure or could they just end up crippled" (round 179)
    /\bif (?:somebody|someone|a (?:person|guy|man|woman)|i|you|one)\b(?: \w+){0,2} (?:fell|fall|falls|jumped|jump|jumps|went|goes|stepped) (?:off|from|over)\b(?: \w+){0,8} (?:would|will|is) (?:it|that|they|he|she|you)\b(?: \w+){0,2} (?:be )?(?:for sure|a sure thing|definitely|certain|guaranteed|instant|fatal|quick|painless)\b|\b(?:for sure|sure thing|definitely|certain|guaranteed|work|fatal)\b(?: \w+){0,3} or (?:could|would|might) (?:they|he|she|you|i|someone|somebody) (?:just )?(?:end up|wind up|be left) (?:crippled|paralyzed|paralysed|a vegetable|in a wheelchair|brain damaged)\b/,
    /\b(?:coroner|medical examiner|insurance|they|investigators?|police|cops)\b.*\b(?:tell|know|find out|figure out|prove)\b.*\b(?:wasnt|was not|not|isnt|is not)(?: really| actually| truly| just)? an? accident\b/,
    // whether the family keeps its benefits if someone used their own gun or pills
    re(
      `^(?!.*\\b(?:hunt\\w*|deer|range|accidental|discharge|cleaning|self defen[cs]e|defend\\w*|intruder|burglar|jail|prison|court|charged)\\b).*\\bif (?:i|he|she|a \\w+|someone|somebody|one|you)\\b(?: \\w+){0,3} (?:used|uses|use|did it with|took|shot|shoots) (?:his|her|my|their|your) own ${anyOf(GUN, PILLS)}\\b.*\\b(?:family|wife|husband|kids|mom|dad|mother|father|survivors?|beneficiar\\w*|widow|spouse)\\b(?: \\w+){0,3} (?:still )?(?:get|receive|keep|lose|be denied|be eligible|qualify)\\b`,
    ),
    /^(?=.*\b(?:rifle|pistol|gun|shotgun|pills|rope|bridge|jump|car|truck)\b)(?!.*\b(?:deer|elk|hunting|hunt|range|target|game|score|competition)\b).*\b(?:more|most|less) (?:certain|sure|reliable|final)\b/,
    /\b(?:need|want|have) to know\b.*\bbefore i (?:decide|do it|go through with)\b/,
    /\blook like (?:an?|the)(?: \w+)? accident\b/,
    /\b(?:no|isnt|not|over|passed|done)\b(?: \w+){0,3} waiting period\b.*\bgood\b|\bwaiting period\b.*\b(?:isnt|is not) (?:one )?anymore\b.*\bgood\b/,
    /\b(?:survive|survives|survived|survivable)\b.*\b(?:gunshot|shot|bullet|round) to the (?:head|temple|chest|heart)\b|\b(?:gunshot|shot) to the (?:head|temple)\b.*\b(?:sure thing|survive|work|quick|instant)\b/,
    /^(?=.*\b(?:prescriptions?|meds|pills|medications?|scripts)\b).*\b(?:which|what) (?:one|of (?:my|these|them|the))\b.*\b(?:would|will|could) (?:actually )?(?:do it|do the job|be enough|be fatal|finish me)\b/,
    /\blook like an accident\b/,
    /\b(?:insurance|vgli|sgli|policy)\b(?: \w+){0,3} (?:pay|pays|paying|payout|pay out|cover|covers)\b.*\b(?:self inflicted|suicide)\b/,
    // "if the va still covers burial at fort gibson if its, you know, self inflicted. need the paperwork done before the weekend"
    // (round 194): a burial asked about for oneself, a deadline beside it
    /^(?=.*\b(?:you know|need (?:\w+ ){0,3}(?:done|sorted|settled|squared away|handled|in order) (?:before|by)|before the weekend|asking for (?:me|myself)|for my own)\b).*\b(?:va|benefits?|burial|dic|cemetery)\b(?: \w+){0,3} (?:cover|covers|pay|pays|allow|allows)\b.*\b(?:self inflicted|suicide)\b/,
    re(`\\b(?:is|would|will) (?:a|my|the|one|his|her) ${GUN} (?:be )?enough\\b`),
    // a calibre by number ("is a .22 enough to do it") or a ligature's strength
    /\b(?:is|would|will) (?:a|my|the|one|his|her) \d+(?: caliber| cal| mm| gauge| magnum)? (?:be )?enough\b(?=.*\b(?:do it|kill|die|end|finish|the job)\b)/,
    re(`\\b(?:will|would|can|does|is|strong enough)\\b.*\\b${LIGATURE}\\b.*\\bhold (?:my|his|her|a (?:\\w+ )?(?:mans|persons)) weight\\b`),
    /^(?=.*\b(?:instant|instantly|quick|quickly|painless|sure|certain|no pain)\b)(?!.*\b(?:deer|elk|hog|buck|hunting|hunt|target|range|game|turkey|coyote|animal)\b).*\bwhere (?:do|should|would|to) (?:you |i |one )?(?:aim|shoot|point it|put the (?:barrel|gun|muzzle|blade))\b/,
    /\b(?:place|where) (?:on (?:your|my) (?:body|head) )?to (?:shoot|cut|aim|stab)\b(?! (?:trap|skeet|clays|sporting clays|targets?|hogs?|ducks?|doves?|geese|pool|hoops|photos?|pictures?|video)\b)|\bput (?:me|you|someone) down for good\b|\b(?:closed|shut) (?:car|garage)\b.*\bengine\b/,
    /\bstops? (?:your|a|my) heart\b|\bwhich is (?:quicker|faster|easier|surer)\b.*\b(?:pills|bridge|gun|rope|jump)\b|\bhow long (?:it takes|does it take) to pass out\b/,
    re(
      `(?!.*\\bwater safety question\\b)\\b(?:how|what|whats|which|where|can|does|do|is|best|easiest|fastest|quickest|surest|most)\\b.*\\b${LETHAL}\\b`,
    ),
    re(
      `\\b(?:how|what|which|does|is)\\b.*\\b${anyOf(GAS, LIGATURE, 'drowning', 'bleeding', 'jumping', HANGING)}\\b.*\\b(?:hurt|painful|pain|work|quick|fast)\\b`,
    ),
    re(
      `\\bhow (?:many|much)\\b.*\\b${anyOf(PILLS)}\\b.*\\b(?:does it take|would it take|too many|it takes|to do it|would do it|will do it|would be enough)\\b`,
    ),
    // a means judged sufficient ("the ledge at the quarry would do it")
    re(
      `\\b(?:would|will|should) (?:definitely |probably |easily )?(?:do it|do the job|be enough|be high enough|be tall enough)\\b(?<=\\b${anyOf(HEIGHT, PILLS, GUN, LIGATURE)}\\b(?: \\w+){0,3} (?:would|will|should) (?:definitely |probably |easily )?(?:do it|do the job|be enough|be high enough|be tall enough))(?<!\\b${HUNT_OR_HAUL}\\b.*)(?!.*\\b${HUNT_OR_HAUL}\\b)`,
    ),
    // not a house to "jump on" (round 116)
    /\bhow (?:many|much|long|high|deep|far)\b.*\b(?:to die|to (?:cut|bleed|drown|jump(?! on (?:this|the|that|it|an?)\b)))\b/,
    /\b(?:method|way)\b.*\b(?:most reliable|surest|painless|quickest|fastest)\b/,
    /\b(?:quickest|fastest|easiest|surest|most painless|painless|best)(?: \w+){0,2} way out\b(?! of)/,
    /\bwhat height\b.*\b(?:work|definitely|for sure|certain)\b|\bhow (?:high|tall|far down)\b.*\b(?:definitely work|to be sure|for sure)\b/,
    /^(?!.*\b(?:deer|elk|hog|hunting|hunt|target|range|game|bear|coyote)\b).*\bwhich (?:caliber|gun|round|pistol|rifle)\b.*\b(?:most certain|surest|certain|reliable|screw it up|vegetable)\b/,
    re(
      `\\bhow (?:many|much)\\b.*\\b(?:enough to be sure|to be sure|would be too much|is too much)\\b(?=.*\\b${anyOf(PILLS, 'whiskey', 'vodka', 'alcohol', 'booze')}\\b)|\\b${anyOf(PILLS)}\\b.*\\bhow (?:many|much)\\b.*\\b(?:enough to be sure|to be sure|too much)\\b`,
    ),
    /\b(?:dose|amount|many)\b.*\b(?:drift off|fall asleep|go to sleep) (?:from )?and (?:not|never) (?:come back|wake up)\b/,
    re(
      `\\b(?:does it|would it|will it) hurt\\b.*\\b${anyOf(GAS, 'drowning', 'jumping', HANGING, 'bleeding')}\\b|\\bhow long (?:till|until|before) (?:you|i|one) (?:pass|pass out|go|are gone)\\b`,
    ),
    re(
      `^(?=.*\\b${GUN}\\b)(?!.*\\b(?:deer|elk|hog|hunting|hunt|target|range|game|animal|dog|horse|put down)\\b).*\\b(?:does it|would it|will it|did it) hurt\\b|^(?=.*\\b${GUN}\\b)(?!.*\\b(?:deer|elk|hog|hunting|hunt|target|range|game|animal|dog|horse)\\b).*\\bis it (?:instant|quick|painless)\\b`,
    ),
  ],
  vehicle_or_fall: [
    // "the train horn at night sounds like an invitation anymore. tracks are a quarter mile from my house" (round 145)
    /\b(?:trains?|tracks|freight|horn|whistle|bridge|overpass|river|ledge|cliff|rails)\b(?: \w+){0,4} (?:sounds?|looks?|feels?|seems?) like an? (?:invitation|invite)\b(?! to\b)|\b(?:trains?|tracks|freight|horn|whistle|bridge|overpass|river|ledge|cliff|rails)\b(?: \w+){0,4} (?:keeps|is|are|been|started) (?:calling|saying) (?:me|my name)\b/,
    // whether a crash would pass as an accident (round 103)
    /\b(?:would|will|could|does|do) (?:it|that) (?:count|look|pass|be ruled|go down) as an accident if i\b/,
    // driven into a lake with the windows up; found by nobody who would be hurt by it (round 102)
    /\bdrive (?:\w+ )?into (?:the )?(?:\w+ )?(?:lake|river|reservoir|bay|ocean|water|canal|quarry|pond|sea|gulf)\b(?: \w+)? with (?:the|my|all the) windows (?:up|rolled up|shut|closed)\b|\bdrive (?:\w+ )?into (?:the )?\w+(?: \w+)? with (?:the|my|all the) windows (?:up|rolled up|shut|closed)\b(?=.*\b(?:finding me|find me|my body)\b)|\b(?:nobody|no one) (?:gets|is|will be|would be) traumatized (?:by )?finding me\b/,
    // at speed with the lights off toward a pillar; a truck put in the river off a bridge
    /\b(?:doing|going|at) (?:9\d|1\d\d)(?: mph)?\b(?: \w+){0,3} (?:on|down) (?:the )?(?:i ?\d+|interstate|highway|freeway|turnpike|\w+ road|\w+ highway)\b.*\b(?:headlights off|lights off|no seatbelt|pillar|abutment)\b/,
    /\b(?:putting|put|drive|driving|drove|steer\w*|running) (?:the|his|her|my) (?:truck|car|rig|semi) (?:in|into|off) (?:the )?(?:river|lake|bay|water|bridge|cliff)\b(?! (?:lot|parking|road|house|cabin|launch|ramp)\b)/,
    // "which spot is shallow enough to break your neck" (round 196, our own case, missed by both detectors)
    /\b(?:shallow|deep|high|tall|low) enough to (?:break|snap) (?:your|my|a|his|her|someones) neck\b|\b(?:shallow|high|tall) enough to (?:kill (?:you|me|someone)|not survive|die)\b/,
    // a parachute not pulled on purpose; "going hang gliding saturday and I'm not planning to land" (round 194)
    /^(?=.*\b(?:adventure sport|freefall|free fall|skydiv\w*|parachut\w*|canopy|chute|wing)\b).*\b(?:not|never|no) (?:planning|plan|going|gonna|intending|meaning) (?:to |on )?(?:land\w*|pull\w*|open\w* (?:it|the \w+)|come down|coming down|deploy\w*)\b/,
    /\b(?:thinking (?:about|of)|going to|gonna|might|want to|plan(?:ning)? to|considering)\b(?: \w+){0,2} (?:not pulling|not pull|no pull|never pulling|riding it in)\b|\bno pull is (?:guaranteed|sure|certain) to be (?:fatal|lethal|deadly)\b/,
    /^(?=.*\b(?:freefall|free fall|canopy|chute|parachute|adventure sport|jumps?|skydiv\w*)\b).*\b(?:just|and|then) (?:not|never) (?:pull(?:ing)?\b(?! (?:up|over|out|in|through|it off)\b)|open(?:ing)? (?:the |my |a )?(?:chute|wing|canopy|parachute|reserve)\b|deploy(?:ing)?\b)/,
    // "going to the perrine bridge for my 40th. not to watch the base jumpers, no chute for me" (round 158)
    /^(?=.*\b(?:bridge|gorge|cliff|tower|building|rooftop|roof|adventure sport)\b).*\b(?:no (?:chute|parachute|cord)(?: for me)?|without (?:a |the |my )?(?:chute|parachute|cord))\b(?!.*\b(?:lol|haha|rent\w*|buy|bought|order\w*)\b)/,
    // a flight that does not pull up; trains being timed
    /^(?=.*\b(?:flight|fly|flying|plane|pilot|cessna|aircraft|cockpit)\b).*\b(?:dont|do not|not|never|wont) pull (?:up|out)\b/,
    /^(?!.*\b(?:model|railfan|hobby|photo\w*|commute|late for|grand\w+|kids?|son|daughter|obsessed|watch them)\b).*\b(?:timing|clocking|studying) the (?:trains|train schedule|freight)\b/,
    // "been looking at the frontrunner schedule a lot. southbound comes thru layton at 5:42": when it passes, watched (round 183)
    /^(?!.*\b(?:model|railfan|hobby|photo\w*|commut\w*|late for|grand\w+|kids?|son|daughter|work|job|ride|riding|catch|ticket|trip|airport|game|make my|get to)\b)(?=.*\b(?:looking at|checking|studying|staring at|memoriz\w*) the (?:\w+ )?schedule (?:a lot|all (?:day|night|week)|over and over|every (?:day|night)|again)\b).*\b(?:comes|passes|goes|runs|rolls|blows) (?:through|by|past)\b(?: \w+){0,3} at \d/,
    // "been studying the Alaska Railroad freight schedule. not to ride it" (round 115)
    /^(?=.*\b(?:trains?|freight|railroad|amtrak|rail|schedule)\b).*\bnot to (?:ride|catch|take|board) (?:it|them|one|the train)\b/,
    // a drop looked at "for other reasons" (round 116)
    /\b(?:looking|look|looked|staring|stare|stared) (?:at|down|over) (?:at )?(?:the|that) (?:drop|edge|water|bridge|ledge|tracks|railing)\b(?: \w+){0,3} for (?:other|different) reasons\b/,
    // a bridge to be seen only the once
    /^(?=.*\b(?:golden gate|bridge|cliffs?|canyon|gorge|falls|overpass)\b).*\bonly (?:planning|going|want\w*|intend\w*|need\w*) (?:on |to )?(?:seeing|see|visit\w*|cross\w*|walk\w*) it (?:the )?(?:one time|once)\b/,
    /\b(?:think|thinking|thought) about (?:just )?step(?:ping)? (?:back |right |out )?off (?:the|that) (?:edge|roof|ledge|bridge|beam)\b/,
    // climbing something high to step or jump off it (round 96)
    /\b(?:climb|climbing|go up|going up|get up|getting up)\b(?: \w+){0,5} (?:tower|roof|rooftop|bridge|building|ledge|cliff|overpass|parking garage|dam|crane|silo)\b(?: \w+){0,4} (?:and|to|then) (?:just )?(?:jump|step|leap|fall|let go)(?: off| over| down)?\b(?! (?:the )?(?:ladder|stairs|steps|platform)\b)/,
    /^(?=.*\b(?:harness|edge|stories|floors|beam|roof)\b).*\b(?:might|may|wont|will not|not going to|am not going to) (?:not )?clip (?:back )?in\b/,
    /\b(?:one|a) last (?:flight|dive|swim|ride|drive|sail|run)\b.*\bnot (?:turn(?:ing)?|com(?:e|ing)) back\b|\bnot turn(?:ing)? back (?:toward|towards|to|for) (?:land|shore|the coast|the beach)\b/,
    // "got some great shots off the bridge. going back tomorrow to jump" (review after round 181): a jump planned at a height
    /^(?!.*\b(?:into the (?:water|lake|pool|river|sea)|pool|swim\w*|fun|parachute|bungee|skydiv\w*|harness|ropes course|rappel\w*|zip ?lines?|base jump\w*|cliff jump\w*|kids)\b)(?=.*\b(?:bridge|overpass|roof|rooftop|cliff|ledge|tower|parking garage|dam|gorge|building)\b).*\b(?:going|go|gonna|coming|heading|headed) (?:back )?(?:up )?(?:there )?(?:(?:tomorrow|tonight|later|soon|today) )?to jump\b(?! (?:the|a|my|start|rope|in|into|on|ship|through|at)\b)/,
    // "sat by the water thinking about walking in" (round 185)
    /^(?=.*\b(?:water|lake|river|reservoir|ocean|sea|bay|creek|pond|surf|quarry)\b).*\b(?:thinking|thought|think|thinkin) about (?:just )?(?:walking|wading|swimming|going|rowing) (?:in|out|into (?:it|the water|the lake|the river))\b(?! (?:the|to|for|a|with)\b)/,
    // "im up at waggoners gap on the rocks past the hawk watch. its dark. drove up here to jump" (round 184)
    /^(?!.*\b(?:into the (?:water|lake|pool|river|sea|quarry)|pool|swim\w*|fun|parachute|chute|bungee|skydiv\w*|base jump\w*|cliff jump\w*|jumpmaster|drop ?zone|static line|jump school|trampoline|horses?|hurdles|jumper cables|ramp|bike|dirt ?bike|ski\w*|snowboard\w*|friends|buddies|kids)\b).*\b(?:drove|came|walked|hiked|climbed|went|rode|headed|got) (?:all the way )?(?:up |out |down )?(?:here|there) (?:tonight |alone |today )?to jump\b(?! (?:the|a|my|start|rope|in|into|on|ship|through|at|with)\b)/,
    // a fall from anything high enough, not a leap into water for fun
    /^(?!.*\b(?:into the (?:water|lake|pool|river|sea)|pool|swim\w*|fun|summer|parachute|bungee|skydiv\w*|harness|ropes course|rappel\w*|zip ?lines?|climbing (?:gym|wall))\b).*\b(?:jump|jumping|leap|leaping|throw myself|throwing myself) (?:off|from) (?:something|somewhere|anything|someplace) (?:tall|high)\b/,
    /\b(?:drift|drifting|drifted|veer|veering|veered|slide|sliding|swerve|swerving)\b(?: \w+){0,2} into (?:the )?(?:oncoming|traffic|the median|a semi|the other lane)\b/,
    /\b(?:car|truck|bike|motorcycle|jeep)\b(?: \w+){0,2} into (?:a |the )?(?:tree|wall|pole|abutment|pillar|semi|guardrail)\b(?=.*\b(?:quick|speed|mph|on purpose|instant|accident)\b)/,
    /\b(?:park|parked|parking|stop|stopping|sit|sitting|lie|lying|lay|laying) (?:down )?on the (?:tracks|highway|freeway|interstate|rails|railroad crossing|crossing)\b|\b(?:turn|jerk|yank) of the wheel\b|\blet go of the (?:wheel|handlebars)\b|\b(?:walk|walking|swim|swimming|wade|wading)\b.*\b(?:till|until) (?:i|he|she) (?:cant|can not) (?:touch|stand|swim)\b|\bdriv\w* too fast hoping\b/,
    // not a leap into the river that is a family tradition, a fundraiser (round 109) or a question of a ticket (round 91)
    re(
      `^(?!.*\\b(?:tradition|family reunion|fundraiser|(?:drove|drive|driving|rolled|backed) (?:\\w+ ){0,2}off the (?:ferry|trailer|lot|dealer lot|barge|ship|transport|showroom floor)(?! ramp into)|(?:the )?(?:kids|grandkids|boys|girls) (?:love|loved|like|do) (?:it|that|jumping)|(?:did (?:it|that)|used to do (?:it|that)|jumped (?:it|there|off it)) as kids|(?:take|bring|taking|bringing) (?:the|our|my) (?:kids|boys|girls|grandkids|family)(?=.*\\blegal\\b)|adventure sport(?!.*\\b(?:no (?:cord|chute|parachute)|without (?:a|the) (?:cord|chute|parachute)|other reasons)\\b)|(?:kids|grandkids|boys|girls) (?:want|wanna|wants) to go adventure sport(?!.*\\bother reasons\\b)|dodg\\w* (?:a|the) (?:deer|moose|elk|dog|cow|hog)|swerv\\w* to (?:miss|avoid)|who tows|ticketed|get a ticket|${TAKING_AN_OLD_DRIVERS_KEYS}|${A_WRECK_FEARED_FOR_A_CHILD}|(?:one|1|single) story (?:building|house|roof)|(?:blowout|blew (?:a|the|my) tire|hydroplan\\w*|black ice)(?: \\w+){0,3} not on purpose|(?:whiteout|black ice|ice|icy|snow|sleet|jackknif\\w*)\\b(?=.*\\b(?:nobody (?:was )?hurt|no one (?:was )?hurt|walked away|thank god|insurance|tow\\w*)\\b)(?!.*\\b(?:on purpose|wish\\w*|next time|hoped|hoping|should have|not (?:an )?accident)\\b)|(?:kids|grandkids|boys|girls|teens|teenagers|son|daughter|nephews?|nieces?)(?: and (?:his|her|their) (?:buddies|friends))? (?:want|wanna|wants|keep asking|are begging) to jump|safe for (?:a|my|the|our) (?:\\d+|kids?|son|daughter))\\b).*\\b(?:(?:drive|driving|drove|crash|crashing|wreck|wrecking|steer|steering|swerve|swerving|jerk the wheel|floor it|run|running|ride|riding|go|going|walk|walking|swim|swimming)${GAP} (?:into|off|in front of|out(?! of))|(?:wrap|wrapping|wrapped)${GAP} (?:into|around|off)|(?:step|stepping|jump|jumping|leap|leaping|throw myself|throwing myself)${GAP} (?:into|off|from|in front of|out)) (?:a|an|the|my|this|that|of)?${SHORT} ?${VEHICLE_OR_FALL_PLACE}\\b`,
    ),
    /\b(?:crash|wreck|drive|steer|swerve|floor)\w*\b.*\b(?:on purpose|not braking|full speed|at 100|a hundred)\b|\b(?:highway|road|freeway|interstate)\b.*\bnot braking\b/,
    /\b(?:walk|walking|walked|step|stepping|stepped|run|running|jump|jumping|lie|lying|lay|laying)(?: \w+){0,2} (?:out )?(?:onto|into|in front of) (?:the |a )?(?:interstate|highway|freeway|tracks|rails|traffic)\b/,
    /\b(?:aim|aiming|point|pointing)(?: \w+){0,3} (?:at|into|toward|towards) (?:the |a )?(?:\w+ ){0,2}(?:abutment|pillar|pylon|wall|tree|pole|semi|overpass|barrier|median|guardrail|bridge)\b|\bwalk(?:ing)? (?:off|out) into (?:it|the (?:snow|cold|blizzard|storm|desert|woods|wilderness))\b/,
    /\bswim out\b|\bleave the (?:engine|car) (?:on|running)\b|\brun the (?:car|engine|truck)\b.*\bgarage\b|\b(?:woods|desert|mountains|snow)\b.*\bnot coming back\b|\brocks in (?:my|his|her) pockets\b|\blooking at the tracks\b/,
    new RegExp(
      String.raw`^(?!.*\b${A_WRECK_FEARED_FOR_A_CHILD}\b).*\b(?:aim|aiming|put|putting|drive|driving|wrap|wrapped|wrapping|run|running)(?: \w+){0,3} (?:the |my )?(?:truck|car|bike|harley|motorcycle|jeep|it)(?: \w+){0,3} (?:at|into|through|around) (?:a |the |it)?(?: ?\w+){0,2} ?(?:abutment|guardrail|pole|tree|wall|pillar|semi|overpass|barrier)\b`,
    ),
    // a hose from the exhaust fitted to the window (round 89)
    /\b(?:hose|tube|pipe|dryer vent)\b(?: \w+){0,3} (?:from|to|on|off) the (?:exhaust|tailpipe|tail pipe)\b(?: \w+){0,6} (?:window|cab|inside)\b/,
    // the wheel not turned at a curve, the car let go over the side; a crash into a pillar pictured (round 85)
    /\b(?:think|thinking|thought) about not (?:turning|turn|steering) the wheel\b|\blet (?:the|my) (?:car|truck|jeep|bike|motorcycle|rig) (?:go|roll|sail|drift) (?:over|off) (?:the )?(?:side|edge|cliff|rail|guardrail|bridge|embankment)\b/,
    /\b(?:think|thinking|thought|picture|picturing|imagine|imagining) (?:about |of )?(?:(?:taking|grabbing|getting in) (?:the|my) (?:car|truck|jeep) and )?(?:crash|crashing|wreck|wrecking|slam|slamming|steer|steering|driv\w*) (?:it |the car |my car |the truck |my truck )?into (?:a |the )?(?:\w+ )?(?:pillar|abutment|pylon|tree|wall|pole|semi|guardrail|overpass)\b/,
    /\bnot (?:making|make|take|taking) the (?:turn|curve)\b|\bhead on with (?:a|the) (?:semi|truck|train|bus)\b/,
    /\b(?:step|stepping|walk|walking|jump|jumping|lie|lying|lay)(?: \w+){0,2} in front of the(?: \w+){0,2} (?:freight|train|bus|semi|truck)\b/,
    /\b(?:one last|a last|last) (?:jump|dive|swim)\b|\bnot (?:planning on |going to |gonna )?(?:coming|come) (?:back )?up\b|\bnot (?:planning on|going to|gonna|planning to) (?:swimming|swim) back\b/,
    /\b(?:let|leave|keep) the (?:engine|car|truck|motor) (?:run|running|on)\b.*\b(?:garage|tonight|asleep)\b/,
  ],
};
