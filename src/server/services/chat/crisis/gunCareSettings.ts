/**
 * Guns in ordinary care: cleaned and asked about, loaded for the nightstand with its springs, a free lock
 * explained, handed down for failing eyes, kept at a brother's while the meds change, old ammo disposed of. Part of the care
 * settings (careSettings.ts), at their place in its order.
 */
import { EVERYDAY } from './everydayPhrases';
import { beside, nowhere } from './patternHelpers';

/** Nothing anywhere in the message of tonight, a code or key handed on, a means taken out or counted. */
const STORED_WITH_NOTHING_ELSE = nowhere(
  '(?:tonight|combination|code|key|keys|opened?|unlock\\w*|out of (?:the|a|my)|enough|how many|myself|goodbye|end it|die)',
);

export const gunCareSettings: [RegExp, string][] = [
  // "my 30-06 is shooting high after i dropped it off the stand. anywhere ... to zero it" (round 185)
  [
    new RegExp(
      `${nowhere('(?:tonight|myself|goodbye|end it|die|dead|last|one round|single round)')}\\b(?:(?:is |been |keeps )?(?:shooting|hitting|grouping|printing) (?:high|low|left|right)|(?:re ?)?zero (?:it|my (?:\\w+ )?(?:rifle|scope|optic|30 ?06|ar|gun)|the (?:\\w+ )?(?:rifle|scope|optic))|sight (?:it|my (?:\\w+ )?rifle|the (?:\\w+ )?rifle) in)\\b`,
      'g',
    ),
    EVERYDAY.gunUpkeep,
  ],
  // "Buddy kept his guns at my place last winter during a rough patch and it worked out" (round 191): storage for a friend
  [
    new RegExp(
      `${nowhere('(?:tonight|myself|goodbye|end it|for good|wont need)')}\\b(?:buddy|friend|brother|he|she) (?:kept|stored|left) (?:his|her) (?:guns|firearms|rifles|pistols|long guns)\\b(?: \\w+){0,2} (?:at|with) (?:my|our) (?:place|house)\\b(?=.*\\b(?:rough patch|worked out|prevention|recommend\\w*|suggest\\w*|(?:while|during) (?:he|she|a|his|her))\\b)`,
      'g',
    ),
    'a gun storage question',
  ],
  // "Sat in the blind 5 hrs along the Wabash with the shotgun loaded. Not one duck" (round 191)
  [
    new RegExp(
      `${nowhere('(?:tonight|myself|goodbye|end it|for good|my head|my mouth|on me)')}\\bwith the (?:shotgun|rifle|gun|12 gauge|20 gauge) loaded\\b(?:(?<=\\b(?:blind|duck|ducks|geese|decoys|tree stand|deer stand)\\b.*)|(?=.*\\b(?:duck|ducks|geese|deer|decoys|blind|not one (?:duck|deer|bird|goose|buck|shot))\\b))`,
      'g',
    ),
    'hunting',
  ],
  // "a new 12 gauge lol. ready for pheasant opener" (round 190): ready for the season, not a gun made ready
  [
    /\bready for (?=(?:the )?(?:pheasant|deer|duck|dove|turkey|elk|goose|bird|rabbit|squirrel|grouse|quail|waterfowl) (?:opener|season|hunt)\b)/g,
    'excited for ',
  ],
  // "what round yall using for hogs down in the river bottoms? my 30-30 aint cutting it" (round 190)
  [
    new RegExp(
      `${nowhere('(?:tonight|myself|goodbye|end it|die|person|human|on me|for me to)')}\\bwhat (?:round|rounds|load|loads|ammo|caliber|grain|bullet) (?:are |is )?(?:yall|you guys|you all|y all|everyone|people|folks|you) (?:using|running|shooting|like) (?:for|on) (?:hogs|pigs|deer|elk|coyotes?|bears?|turkeys?|ducks|geese|pheasants?|squirrels?|varmints?)\\b`,
      'g',
    ),
    EVERYDAY.gunUpkeep,
  ],
  // "How do I get rid of old ammo safely? Dad passed and left a shed full of it" (round 184)
  [
    new RegExp(
      `${nowhere('(?:tonight|myself|goodbye|end it|die|dead|last|need it|wont need)')}\\b(?:get rid of|dispose of|disposing of|turn in|turning in)(?: \\w+){0,3}? (?:ammo|ammunition|rounds|shells|cartridges|gunpowder|powder)\\b(?: \\w+){0,2}? (?:safely|the right way|properly)\\b`,
      'g',
    ),
    EVERYDAY.pillsDisposed,
  ],
  // old guns sold: "getting rid of my grandpas old shotguns … who buys that stuff" (round 134)
  [
    /\b(?:getting rid of|get rid of|selling|sell|sold|unload|unloading|pawn|pawning)\b(?: \w+){0,4}? (?:shotguns?|rifles?|guns?|firearms?|pistols?|revolvers?)\b(?=.*\b(?:who buys|buyers?|sell|pawn|gun shop|consign\w*|ffl|auction|worth|price|offers?)\b)(?!.*\b(?:before i|after i|goodbye|wont need|will not need|not going to need|tonight|myself)\b)/g,
    EVERYDAY.gunsSold,
  ],
  // "how do i clean a revolver that sat loaded in a drawer for 20 years. it was my dads" (round 138)
  [
    /\bhow (?:do|should|can) i (?:clean|unload|check|restore) (?:a|an|the|my|this|dads|my dads|grandpas|my grandpas) (?:old )?(?:revolver|pistol|rifle|shotgun|gun|1911)\b(?: that (?:sat|has sat|has been sitting|was sitting) (?:loaded )?(?:in (?:a|the) (?:drawer|closet|safe|attic) )?(?:for (?:\d+|a few|many) (?:years|decades))?)?(?!.*\b(?:tonight|myself|goodbye|end it|when i need it)\b)/g,
    EVERYDAY.gunUpkeep,
  ],
  // "cleaned the shotgun tonight after the oak ridge sportsmans club" (round 169), "after goose season" (round 170)
  [
    /\bclean(?:ed|ing)? (?:my|the) (?:old )?(?:shotgun|rifle|pistol|revolver|gun|12 gauge|ar)\b(?: tonight| today| this evening)? after (?:the |a )?(?:\w+ ){0,3}(?:range|club|shoot|match|hunt|trap|skeet|clays|league|season|opener)\b(?!.*\b(?:loaded|goodbye|done|for good|last time|wont need|myself)\b)/g,
    EVERYDAY.gunUpkeep,
  ],
  // "cleaned the 12 gauge, oiled it, loaded it up for the morning. duck blind on the tallapoosa at 5am" (round 170)
  [
    /\bclean(?:ed|ing)? (?:my|the) (?:old )?(?:shotgun|rifle|\d+ gauge|\d+ ga)\b(?: \w+){0,3}? load(?:ed|ing)? (?:it |her )?(?:up )?for (?:the|tomorrow) (?:morning|opener|hunt)\b(?=.*\b(?:duck|goose|deer|turkey|dove|pheasant|blind|stand|opener|season)\b)(?!.*\b(?:goodbye|done|for good|last time|last one|myself|sorry|note|letter|wont need|no more)\b)/g,
    EVERYDAY.gunUpkeep,
  ],
  // "teaching him how to clean the 20 gauge"; "cleaning all my guns tonight ... opening day tomorrow" (round 171)
  [
    /\b(?:teach|teaching|taught|show|showing|showed) (?:him|her|them|my (?:boy|girl|son|daughter|grandson|granddaughter|kids?)) (?:how )?to clean (?:the|his|her|my|a) (?:\d+ gauge|shotgun|rifle|pistol|gun|22)\b(?!.*\b(?:goodbye|for good|last time|myself|wont need|one round)\b)|\bclean(?:ed|ing)? (?:all )?my (?:guns|rifles|shotguns)\b(?: tonight| today)?(?=.*\b(?:opening day|opener|season (?:opens|starts))\b)(?!.*\b(?:goodbye|for good|last time|myself|wont need|one round|loaded)\b)/g,
    EVERYDAY.gunUpkeep,
  ],
  // a grandfather's rifle sold legally, privately or on consignment (round 171)
  [
    /\b(?:how (?:do|can|should|would) (?:i|we)|best way to|can i|is it (?:legal|smarter|better) to) (?:legally )?(?:sell|do a private sale|consign)\b(?=.*\b(?:legally|private sale|background check|bill of sale|consign\w*|gun shop|ffl|collector)\b)(?=.*\b(?:rifle|shotgun|winchester|remington|pistol|revolver|gun|1911|model \d+)\b)(?!.*\b(?:tonight|goodbye|myself|one last|last time|before i go|wont need)\b)/g,
    EVERYDAY.gunSale,
  ],
  // a gun cleaned and its parts asked about (round 124)
  [
    /\bclean(?:ed|ing)? (?:my|the|his|grandpas|dads|my grandpas|my dads) (?:old )?(?:(?:m1|m1a|m14|ar|ak|sks|mosin|\d{3,4}) )?(?:1911|pistol|rifle|shotgun|revolver|gun|garand|carbine|glock)\b(?=.*\b(?:where (?:do|can|does)|anyone (?:know|have)|recommend\w*|factory mags|mags|grips|parts|holster|gunsmith|serial(?: number)?|history|what year)\b)(?!.*\b(?:loaded|one last|last time|goodbye|myself|one round|end it)\b)/g,
    EVERYDAY.gunUpkeep,
  ],
  // a free cable lock asked for the loaded pistol in the nightstand, with a baby coming (round 139)
  [
    /(?<=^(?=.*\b(?:(?:cable|gun|trigger) locks?|locked up|lock it up|lockbox|lock box)\b)(?=.*\b(?:baby|kids|grandkids|children|grandchildren)\b)(?!.*\b(?:myself|goodbye|tonight|end it|note|letters?|nerve|guts|courage|not locking)\b).*)\b(?:got|have|has|keep|kept) (?:a |my |the )?loaded (?:handgun|pistol|gun|firearm|revolver|9mm|glock|1911)\b/g,
    'a gun storage question',
  ],
  // "can a friend legally hold my husbands guns for a few months ... just want to do it by the book" (round 161)
  [
    /\b(?:hold|store|keep|take|holding|storing|keeping) (?:my |his |her |our )?(?:\w+s )?(?:guns|firearms|rifles|pistols|long guns)\b(?: \w+){0,3} for (?:a few|a couple of|a couple|\d+|some|two|three|six) (?:months|weeks)\b(?=.*\b(?:legal\w*|by the book|law|laws|permit|paperwork|ffl)\b)(?!.*\b(?:tonight|goodbye|wont need|myself|not coming back|plan)\b)/g,
    'a gun storage question',
  ],
  // "loaded gun in my nightstand and a toddler in the house. best biometric safe?" (round 165)
  [
    /\bloaded (?:gun|pistol|handgun|revolver|glock|1911|shotgun|rifle)\b(?=.*\b(?:toddlers?|kids|children|baby|grandkids)\b)(?=.*\b(?:biometric|lockbox|lock box|gun safe|quick access safe|trigger lock|cable lock)\b)(?!.*\b(?:myself|goodbye|tonight|end it|last|done)\b)/g,
    'a gun storage question',
  ],
  // and the medication change it waits out: "while hes switching meds" (round 161), "while I get used to new meds" (round 184)
  [
    /\b(?:(?:switching|changing|adjusting|tapering|titrating|switches|changes|adjusts|starting (?:on )?(?:the )?new) (?:his |her |my |their )?pills|(?:get|gets|getting) used to (?:the |my |his |her |their )?new pills|(?:the|my|his|her) new pills(?= (?:my|the|his|her) (?:doc|doctor|va|psych\w*) started\b|$| lol\b| still\b))\b(?!.*\b(?:all (?:of )?(?:them|the)|whole bottle|stockpil\w*|sav(?:ed|ing) (?:up|them)|enough|tonight|overdose|od|kept|hid|hidden|nobody knows|no one knows)\b)/g,
    'a medication change',
  ],
  // "Best way to store a loaded handgun for home defense with a toddler in the house?" (round 157)
  [
    /\b(?:best way|how|where|safest way|what is the best way) (?:do i |should i |can i |to )?(?:store|keep|lock up|stash) (?:a |my |the )?loaded (?:handgun|pistol|gun|revolver|shotgun|rifle|glock|1911)\b(?=.*\b(?:toddlers?|kids|children|baby|grandkids|little ones)\b)(?!.*\b(?:myself|goodbye|waking up|wake up|tonight|end it|last|done)\b)/g,
    'a gun storage question',
  ],
  // "bought a new pistol, loaded it up, headed to the range this morning. do I need a concealed carry permit" (round 162)
  [
    /\b(?:bought|got|picked up) (?:a |my )?(?:new |first )?(?:pistol|rifle|shotgun|handgun|glock|revolver|1911)(?: and)?(?: loaded it(?: up)?)?\b(?=.*\b(?:concealed carry|ccw|(?:need|get|have) a permit|permit to carry|permitless|constitutional carry)\b)(?!.*\b(?:myself|goodbye|tonight|told (?:him|her|them|my \w+|everyone)|not for|but (?:i am|im) not|kitchen table|nightstand|last|one round|end it|done)\b)/g,
    EVERYDAY.gunUpkeep,
  ],
  // a deer dropped with one round behind the shoulder (round 139)
  [
    /(?<=^(?=.*\b(?:doe|buck|deer|elk|hog|antelope|pronghorn|bear|moose|caribou|javelina|turkey|coyote|ram|sheep|mulie)\b)(?=.*\b(?:first|dropped|harvest\w*|bagged|tagged|tag|hunt\w*|season)\b)(?!.*\b(?:myself|me|my head|goodbye|tonight|not for)\b).*)\b(?:just one|one|a single) (?:round|shot|shell|bullet)\b/g,
    'a clean harvest',
  ],
  // "Shot a nice 8 pointer ... Hung him in the barn from the rafters with a rope to skin" (round 194): the deer hung, not the hunter
  [
    /(?<=^(?=.*\b(?:doe|buck|deer|elk|hog|\d+ pointer|moose|bear)\b)(?!.*\b(?:myself|my neck|goodbye|tonight|for me)\b).*)\b(?:hung|hang|hanging|strung up) (?:him|her|it|the (?:deer|buck|doe|hog|elk)|my (?:deer|buck|doe))(?: up)?\b(?: \w+){0,6} with (?:a|the) rope to (?:skin|age|bleed|cool|process|butcher|quarter)\b/g,
    'the deer hung to skin',
  ],
  // "VA gave me free cable locks at my appt. does that mean they think im suicidal lol" (round 146)
  [
    new RegExp(
      `${beside(
        '(?:cable locks?|gun locks?|trigger locks?|lock ?box)',
        String.raw`\b(?:does|did) (?:that|this|it) mean (?:they|the va|she|he|my (?:doc|doctor|therapist|nurse)) (?:think|thinks|thought) (?:i am|i was) (?:suicidal|a risk|at risk|going to (?:kill|hurt) myself)\b`,
      )}${String.raw`(?!.*\b(?:because i am|i am though|they are right|theyre right|maybe i am)\b)`}`,
      'g',
    ),
    'asked why and it is routine',
  ],
  // "whats the rule for a loaded rifle in the truck on WMA land in OK? dont wanna get a ticket" (round 146)
  [
    /\b(?:whats the (?:rule|law|reg)s?|what are the (?:rules|laws|regs)|is it legal to (?:have|keep|carry)|can i (?:have|keep|carry)) (?:for |about |on )?(?:a |having a |carrying a )?loaded (?:rifle|gun|shotgun|pistol|firearm|handgun)\b(?: \w+){0,3} in (?:the|my|a) (?:truck|vehicle|car)\b(?=.*\b(?:wma|game warden|ticket|hunting|season|public land|legal|law|state)\b)(?!.*\b(?:myself|tonight|goodbye|do it|end it)\b)/g,
    EVERYDAY.huntingRules,
  ],
  // a free gun lock asked about, and the answer that everybody gets one (round 122)
  [
    /\basked (?:the |my )?(?:psych|psychiatrist|therapist|nurse|doc|doctor|counselor)\b(?: \w+){0,3} if (?:that|it|this) meant (?:they|she|he) (?:thought|think|thinks) (?:something was up|i was (?:a risk|at risk|suicidal|in danger))\b(?=.*\b(?:everybody|everyone|all (?:the )?vets|routine|standard)\b)/g,
    'asked why and it is routine',
  ],
  // "free cable gun locks and medication lockboxes to hand out at our booth"; "keep the meds in a lockbox and the guns in a
  // safe as just a family habit" (round 179): safe storage, with nothing of tonight, a code given or a means counted out
  [
    new RegExp(
      `${STORED_WITH_NOTHING_ELSE}\\b(?:(?:(?:cable|trigger) )?gun locks?|(?:pills|medication|meds?) lock ?box(?:es)?|(?:the |our |my |all the )?(?:pills|meds|guns|rifles|pistols|firearms|ammo)(?: locked)? in (?:a|the|our|my) (?:lockbox|lock box|gun safe|safe|locked (?:cabinet|box|drawer)))\\b`,
      'g',
    ),
    'things stored safely',
  ],
  // "loaded gun in the nightstand or in a lockbox?" (round 131)
  [
    /\bloaded (?:gun|pistol|handgun|revolver) in the nightstand or (?:in )?(?:a|the) (?:lockbox|lock box|safe|gun safe)\b/g,
    'gun storage question',
  ],
  // "bought a new pistol and a box of ammo today and im so hyped lol ... range day sunday" (round 148)
  [
    /\b(?:bought|got|picked up) (?:a |my )?(?:new |first )?(?:pistol|rifle|shotgun|handgun|glock|revolver|1911)\b(?: and (?:a )?(?:box|boxes|case) of (?:ammo|rounds|shells))?(?=.*\b(?:hyped|stoked|pumped|excited|cant wait)\b)(?=.*\brange (?:day|trip)\b)(?!.*\b(?:its not|not for|told (?:my|her|him|them|the)|goodbye|myself|tonight|only need|one round|done|end it|last)\b)/g,
    EVERYDAY.rangeDay,
  ],
  // "loaded all my mags and cleaned the AR for the match tomorrow lol" (round 147)
  [
    /\bloaded (?:all )?(?:my|the) (?:mags|magazines)\b(?=.*\b(?:match|competition|uspsa|idpa|3 gun|three gun|qualif\w*|range day)\b)(?!.*\b(?:one round|only need|goodbye|myself|done|end it|last)\b)/g,
    EVERYDAY.gunUpkeep,
  ],
  // a pistol loaded for the nightstand, with its magazine springs asked about (round 121)
  [
    new RegExp(
      beside(
        '(?:spring (?:wear|fatigue|set)|springs? (?:wear|wears|go bad|goes bad|go weak|goes weak|wear out|wears out|weaken)|mag springs?|keep (?:mags|magazines) loaded)',
        '(?:\\b(?:leave|leaving|keep|keeping|store|storing) (?:a |my |the |your )?(?:mags?|magazines?) loaded|\\bloaded (?:my|the) (?:mags?|magazines?|pistol|handgun|gun|glock|revolver|shotgun|rifle))(?: and put (?:it|them|the \\w+) in (?:the|my) (?:nightstand|safe|drawer|bedside \\w+)(?: safe)?)?\\b(?!.*\\b(?:tonight|one round|only need|goodbye|end it|myself|last)\\b)',
      ),
      'g',
    ),
    EVERYDAY.gunUpkeep,
  ],
  // guns handed down because the eyes or the hands can no longer shoot (round 120)
  [
    /\b(?:give|giving|gave|pass|passing|passed|hand|handing|handed) (?:away )?(?:all )?(?:of )?my (?:\w+ ){0,2}(?:guns|rifles|firearms|shotguns|pistols)(?: (?:down|on|over))?(?: to (?:my )?(?:son|sons|grandson|grandsons|daughter|grandkids|kids|nephew|son in law|brother))?(?= (?:since|because|cause|cuz|as) i (?:cant|can not|cannot|couldnt|could not|am not able to) (?:see|shoot|hold|hunt|aim|grip)\b)/g,
    'handing my guns down',
  ],
  // "agreed to get the guns out of the house while my meds get adjusted, just being smart" (round 144)
  [
    /\b(?:get|getting|got|take|taking|move|moving) (?:the|my|all the|all my|our) (?:guns|rifles|firearms|weapons|pistols)(?: \w+){0,2} out of the house\b(?=.*\b(?:meds|pills|medication|being smart|just in case|to be safe|safety|agreed|storage|ffl|gun shop|temporary)\b)(?!.*\b(?:done with everything|for good|wont need|goodbye|myself|tonight|before i)\b)/g,
    'safe storage with family',
  ],
  // guns kept at a brother's while the meds change, "just being smart" (round 118), or parked there through chemo (round 128)
  [
    /\b(?:keep|keeping|store|storing|leave|leaving|park|parking)(?: all)? (?:my|the|our) (?:guns|rifles|firearms|weapons|pistols?)\b(?: \w+){0,2} at (?:my|a|our) (?:brothers|sisters|dads|buddys|friends|neighbors|parents)(?: house| place)?\b(?=.*\b(?:meds|pills|medication|being smart|just in case|to be safe|safety thing|agreed|chemo|treatment)\b)(?!.*\b(?:done with everything|for good|wont need|goodbye|myself)\b)/g,
    'safe storage with family',
  ],
];
