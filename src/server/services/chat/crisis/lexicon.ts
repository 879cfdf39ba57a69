/**
 * Word families the crisis concepts are built from, as regular-expression alternatives over
 * prepareCrisisText() output (lower case, no punctuation, contractions and text speak spelled out).
 */
const alt = (...parts: string[]) => `(?:${parts.join('|')})`;

/** The writer or the person they write about. */
export const SELF = alt('myself|himself|herself|themselves|themself|yourself');
export const SUBJ = alt('i|he|she|they');
export const POSS = alt('my|his|her|their');
export const BE = alt('am|is|are|was|were|be|been');

/** Wanting, intending, deciding. */
export const WANT = alt(
  'want|wants|wanted|wanting|wanna|wish|wishes|wishing|hope|hopes|hoping|pray|praying|ready|going|gonna|need|needs|deserve|deserves|decided|plan|planning|plans|try|trying|about|thinking about|thinking of|think about|would rather|rather',
);

/** Being dead, not existing, not being here. */
export const DEAD = alt(
  'die|be dead|dead|not be alive|not be here|not be around|not exist|stop existing|cease to exist|not wake up|never wake up|be gone(?! from| by| for)|be with them',
);

/** Means of suicide, by kind. */
export const PILLS = alt(
  'pills?|pill bottle|bottle|oxys?|oxycodone|oxycontin|percocets?|vicodin|opioids?|fentanyl|heroin|tylenol|acetaminophen|ibuprofen|xanax|ambien|seroquel|trazodone|klonopin|valium|lithium|insulin|benadryl|sleeping pills|gabapentin|sertraline|zoloft|prozac|fluoxetine|wellbutrin|prazosin|hydrocodone|morphine|methadone|tramadol|clonazepam|lorazepam|ativan|alprazolam|diazepam|zolpidem|quetiapine|mirtazapine|amitriptyline|advil|aleve|nyquil|tylenol pm|percs|norco|suboxone|painkillers?|antidepressants?',
);
export const GUN = alt(
  'guns?|pistol|rifle|shotgun|revolver|handgun|glock|9mm|(?<!\\b(?:turned|turn|turning|age|aged|be|at|over|under|im|am) )45(?! (?:min|mins|minutes?|hours?|hrs?|seconds?|secs?|days?|weeks?|months?|years?|yrs?|mph|miles?|percent|degrees|bucks|dollars|feet|ft|lbs|pounds)\\b)|ar|ar 15|firearms?|weapon|service weapon|service pistol|sidearm|carbine|piece|barrel|bullets?|rounds?|shells?|beretta|ruger|colt|sig|mossberg|remington|smith and wesson|12 gauge|(?<!\\b(?:in|since|of|from|year|born|circa|until|till|by) )1911s?',
);
// "at the end of my rope" is an idiom, not a means; "rope access" is a trade (round 86)
export const LIGATURE = alt(
  '(?<!end of (?:my|his|her|the) )rope(?! access| courses?| rescue| tech\\w*| teams?| work)|noose|belt|cord|extension cord|chain',
);
export const BLADE = alt('razor|razor blade|blade|knife|box cutter|scissors');
export const GAS = alt(
  'hose|exhaust|carbon monoxide|helium|charcoal|engine running|car running|engine on(?! (?:my|his|her|our|the|a|an|that|this) \\w)',
);
export const HEIGHT = alt(
  'bridge|overpass|roof|rooftop|ledge|edge(?! of (?:town|the city|my seat|the bed|the woods))|cliff|balcony|parking garage|parking deck|parking structure|parking ramp|top of|railing|dam|tower|water tower|bluff|gorge|quarry|canyon|overlook|high rise|fire escape|pier|jetty|seawall|breakwater|wharf',
);
export const TRACKS = alt('tracks|train|platform|traffic|oncoming|highway|freeway|semi|railroad|rail line|subway|light rail');
export const WATER = alt('lake|river|ocean|sea|water|bay|pond|creek|canal|harbor|surf|reservoir');
export const POISON = alt(
  'antifreeze|bleach|rat poison|poison|drano|pesticide|weed killer|cyanide|lye|paint thinner|insecticide|herbicide|paraquat|(?:orchard|crop|farm|field) spray',
);
export const MEANS = alt(PILLS, GUN, LIGATURE, BLADE, GAS, HEIGHT, TRACKS, WATER, POISON);

/** Softeners that may stand between "dont" and "want" ("dont really want to"). */
export const ADV = '(?: (?:really|even|honestly|actually|just|much|truly|kinda|kind of|particularly|wanna|want to|care to))?';

/** What a method question asks to achieve. */
export const LETHAL = alt(
  // not the counselors' "lethal means" talked about (round 110)
  'sure thing from (?:a |the )?(?:bridge|roof|building|overpass|cliff|parking garage|top)|lethal(?! means (?:safety|counsel\\w*|part|training|conversation|talk|module|course|class|with)\\b)(?! range\\b(?=.*\\b(?:elk|deer|moose|hogs?|bear|pheasants?|ducks?|geese|goose|turkey|coyotes?|antelope|game|hunt\\w*)\\b))|fatal|deadly|die (?:without|with no|free of) (?:any )?(?:pain|suffering|hurting|it hurting)|(?:can|do|could) (?:i|you|one) die (?:peacefully|painlessly|quietly|in (?:my|your) sleep)|shut (?:your|my|a) body down|stop (?:your|my) (?:heart|breathing)|overdose|od|(?:way|take|enough|fastest|easiest|quickest) to die|kill (?:yourself|myself|a person|a man|a \\d+|someone|you)|(?<!\\b(?:boss|va|wife|husband|sergeant|sarge|nco|supervisor|manager|mom|mother|dad|father|kids?|coach|teacher|professor|instructor|captain|chief|gunny|girlfriend|boyfriend|fiance|fiancee|grandma|landlord|job|commute|heat|traffic|drill|paperwork|test|pt|workout|ruck|march|exam|class|hike|shift) (?:(?:is|are|will|would) )?(?:going to )?)(?<!\\b(?:its|it is|this is|that is|it) not (?:going to )?)kill me|would (?:it )?(?:kill|take)|die from|not wake up|never wake up|to wake up from|not survive|dont survive|do not survive|wouldnt survive|survive it|bleed out|bleed to death|painless|least painful(?! (?:to|of|for|with|way to)\\b)|go without pain|tall enough|high enough|deep enough|surest|end it|(?<!\\blong )way to go|noose|for it to be (?:certain|sure|guaranteed)|to be (?:certain|sure) (?:it works|i die|you die)|guarantees? (?:death|it works|you (?:die|dont|wont))|no chance (?:of|to) (?:surviv\\w*|live)|survive the (?:fall|jump|drop)',
);

/** People someone may be worried about. */
export const PERSON = alt(
  'husband|wife|spouse|partner|son|daughter|kid|child|dad|father|mom|mother|brother|sister|buddy|battle buddy|friend|best friend|boyfriend|girlfriend|fiance|fiancee|roommate|uncle|aunt|cousin|grandpa|grandfather|nephew|niece|neighbor|coworker|veteran|guy|marine|soldier|sailor|airman',
);

/**
 * "Nothing's going on right now": calm said of the present, not a time that presses (round 181); "nobody's in trouble right now",
 * "he's fine right now" (round 196). Read by FINAL below ("right now" after it is no time that presses) and by the question
 * asked ahead in rules.ts.
 */
/**
 * After "I'm done": done of a job, the papers put in or notice given, retiring, or retraining ahead ("I'm done. looking at
 * VR&E to retrain as an electrician", round 183), school again or who's hiring asked (round 187), "any VR&E folks here" (round 197).
 */
export const DONE_OF_A_JOB = String.raw`(?!(?: \w+){0,6}? (?:putting|put|filing|turning|handing|submitting|giving|gave) (?:in )?(?:my |the )?(?:\w+ )?(?:retirement|papers|notice|resignation|two weeks)\b| retiring\b| taking (?:it|this|that|orders|crap|abuse)\b|(?: \w+){0,8}? going back to (?:school|college|trade school)\b|(?: \w+){0,14}? (?:who is|whos|anyone|anybody) (?:know (?:who is |whos )?)?hiring\b| (?:any|anyone|anybody|which) (?:vr ?e|voc(?:ational)? rehab|gi bill|vso) (?:folks|people|guys|counselors?)\b|(?: \w+){0,3}? (?:looking (?:at|into)|applying (?:to|for)|signing up for) (?:\w+ ){0,3}?(?:vr ?e|voc(?:ational)? rehab|trade school|apprenticeship|gi bill|school|college)\b(?: \w+){0,2} to (?:retrain|become|be an?|get (?:my|a|certified)|learn|study|go into)\b)`;

export const NOTHING_GOING_ON =
  '(?:nothing(?: is|s)? (?:going on|wrong|happening)|(?:nobody|no one)(?: is|s)? in (?:trouble|crisis|danger)|(?:he|she)(?: is|s) (?:fine|ok|okay|good))';

/** It is ending: time, permanence, a last time. */
export const FINAL = alt(
  'for good|permanently|forever|not (?:saying (?:that|it) (?:like|as) )?(?:an expression|a figure of speech)|(?:yall|you all|you|nobody|no one) (?:dont |do not )?(?:need|needs|have|has) to (?:keep )?(?:call|calling|remind|reminding|check on|checking on) me\\b|(?:i am|im) getting ready(?! (?:for|to|the|my|our)\\b)|natural (?:place|time|point) to stop|(?:the|my) charts? (?:is )?closed|(?:nobody|no one) (?:needs|has) to (?:call|remind|check on) me about (?:\\w+ ){0,2}anymore|no more tomorrows|(?:there is )?no after(?: this| that)? for me|for real|tonight|(?<!\\bif (?:you are|youre|your|that is you|thats you) (?:there |in (?:that|it) )?)(?<!\\b' +
    NOTHING_GOING_ON +
    ' )right now|last (?:night(?= (?:of|on earth|alive|here|for me|ever)\\b)|day|time|battle|chance|one|goodbye|breath)|(?:my|this is|tonight is) (?:my )?last night|never come back|never coming back|not coming back|not come back|one way out|only way out|this is it|not for long|wont matter|(?<!\\b(?:mostly|(?:years|yrs) later i have|(?:years|yrs) later i) )made my peace|made up my mind|it is over|its over|over for me|goodbye|no more|once and for all|make it stop|end the pain|stop the pain|calling it|for me here|to stick around|to live for|to hold on to|ready to go|(?:my|this is my) last (?:week|weekend|month|days?|christmas|birthday)|wont (?:be needing|need) (?:it|them|anything)|checking out|letting go now|for the last time|out of here (?:soon|for good|tonight)|(?:last|final) (?:week|weekend|month|days?) of|not (?:surfacing|coming up|coming home)(?: this time)?|calmer than (?:i have been |i have felt |i have )?in (?:years|ages|a long time)|wont have to deal with (?:anything|any of it|me) after|wont (?:be needing|need) the \\w+',
);
