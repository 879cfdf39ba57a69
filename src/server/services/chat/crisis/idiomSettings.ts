/**
 * Idioms and jokes: a team slaughtered, dying of boredom in a line, the VA that will "finish me off lol",
 * a mother who will kill me, a hill to die on, pain that made one "want to die" from a kidney stone.
 * The VA's waits and forms laughed off follow, in laughedOffSettings.ts. Part of the ordinary settings
 * (ordinarySettings.ts), applied in this order.
 */
import { laughedOffSettings } from './laughedOffSettings';
import { beside } from './patternHelpers';
import { NOTHING_OF_AN_END } from './readingGuards';

/** A team or a season, the words that make "killing me" a fan's (round 192). */
const SPORTS_TEAM =
  'team|season|playoffs?|fan since|coach|qb|quarterback|eagles|lions|browns|jets|bears|cowboys|packers|steelers|giants|patriots|pats|bills|dolphins|ravens|bengals|chiefs|raiders|chargers|broncos|seahawks|niners|49ers|rams|saints|falcons|panthers|bucs|buccaneers|vikings|commanders|texans|titans|colts|jaguars|jags|cubs|yankees|mets|red sox|dodgers|mariners|orioles|phillies|brewers|astros|lakers|celtics|knicks|sixers|pistons|buckeyes|wolverines|longhorns|gators|hokies|hawkeyes';

/** "can't do this anymore", the team or its play named at once after it: "every single week with this team" (round 193). */
const CANT_DO_THIS_WITH_THE_TEAM =
  '(?:cant|can not|cannot) (?:do|take) (?:this|it) (?:anymore|any more)\\b(?= (?:\\w+ ){0,3}?(?:with|from) (?:this|that|my|our|the) (?:team|offense|defense|coach|qb|quarterback|kicker|bullpen|refs?)\\b)';
/** What makes it more than a fan's: the only thing that kept me going, "any of it", "not the game". */
const NOT_A_FANS =
  'only thing|keeping me|kept me|reason to|so am i|any of it|not the (?:game|team|season)|pills|gun|rope|tonight|for good|goodbye|myself';

/** What "I could murder a pastrami on rye" is rewritten to; ordinaryReadings.ts reads it as a craving (round 85). */
export const CRAVING = 'am hungry for a meal';

/** A job, a shift or a login: what "I can't do this anymore" may be said of (round 176). */
const EVERYDAY_GRIND =
  '(?:job|jobs|two jobs|shifts?|\\d+ (?:hr|hour) shifts|overtime|boss|commute|pace|restaurant|walmart|warehouse|passwords?|login(?:\\.gov)?|log in|website|site|portal|phone tree|scheduling|appt|appointment|paperwork|forms|526 ?ez|lost my (?:file|claim|forms?|paperwork))';

export const idiomSettings: [RegExp, string][] = [
  // a ruck or pushups "for the 22 a day"; the dead friend who'd "kick my ass for even thinking it"; asked how one survives a loss (round 111)
  [/\b(?:for|honoring|to honor|in honor of) (?:the )?22 (?:a day|per day)\b/g, 'for veteran awareness'],
  // a form as "the closest ive come to wanting to die", laughed off; a day's swap with the dead so their kids could meet them (round 114)
  [
    new RegExp(
      beside(
        '(?:form|forms|paperwork|claim|21 \\d{3,4}\\w*|va|dmv|tricare|hold|website|portal)',
        '\\b(?:the )?closest (?:i have|ive|i) (?:ever )?(?:come|been) to wanting to die\\b(?=(?: \\w+){0,6} (?:lol|lmao|haha\\w*|jk)\\b)',
      ),
      'g',
    ),
    'the worst paperwork ever',
  ],
  [
    /\bwish i could (?:trade|switch|swap) places with (?:them|him|her)(?: just)? for (?:a|one) day\b/g,
    'wish they could have seen their kids',
  ],
  // "im gonna haunt them after im gone" over a lost DD214 (round 116)
  [
    /\b(?:going to|gonna|will) haunt (?:them|you|him|her|the \w+)\b(?: \w+){0,2}? (?:after|when) i am (?:gone|dead)\b(?!.*\b(?:soon|tonight|counted|ready)\b)/g,
    'be furious at them',
  ],
  // worn out, mad at a brother over a truck, a car that "wants to die" at a light (round 117)
  [/\b(?:about|almost|nearly) finished me off\b/g, 'wore me out'],
  [
    /\b(?:i am |im )?(?:going to|gonna) kill (?:my|the) (?:brother|sister|wife|husband|son|daughter|kids?|roommate|dog|cat|buddy|neighbor)\b(?=(?: \w+){0,4} (?:borrowed|took|broke|dented|ate|used|left|lost|forgot|wrecked|scratched)\b)/g,
    'am annoyed',
  ],
  [
    /\b(?:it|the (?:car|truck|engine|motor|jeep))\b(?: \w+){0,2} (?:wants to|tries to|keeps trying to) (?:die|stall)\b(?=.*\b(?:idle\w*|stoplight|red light|engine|valve|sensor|throttle|stall\w*|rough)\b)/g,
    'stalls',
  ],
  // delighted: "Died and went to heaven: the VA pharmacy had my meds ready" (round 115)
  [/\b(?:i )?(?:think i )?died and went to heaven\b/g, 'was delighted'],
  [/\bpharmacy had my (?:pills|prescriptions?|refills?|order) ready\b/g, 'pharmacy filled my prescription'],
  // embarrassed: "Im dead. wife just found pics of me from basic"; the kids "driving me off a cliff" (round 113)
  [/\b(?:i am|im) dead\b(?=(?: \w+){0,4} (?:just )?(?:found|saw|showed|posted|sent|dug up)\b)/g, 'i am embarrassed'],
  [
    /\b(?:driving|drive|drives|drove|driven) me (?:off a cliff|off the deep end|up a wall|up the wall)\b(?! (?:for real|literally))/g,
    'driving me crazy',
  ],
  // a car or a printer "about to push it off a cliff"; a team given up on "till next season" (round 112)
  [
    /\b(?:push|drive|roll|throw|chuck|toss) (?:it|the (?:car|truck|thing|printer|laptop|phone|tv)|this (?:car|truck|thing|printer|laptop|phone|piece of \w+)) off (?:a|the) (?:cliff|bridge|pier|roof)\b/g,
    'get rid of it',
  ],
  [
    /(?<=\b(?:defense|offense|team|season|refs?|coach|qb|quarterback|bullpen|lineup|game)\b.*)\b(?:i am (?:done|out)|cant watch (?:this|them) anymore)\b(?=.*\bnext (?:season|year|game)\b)/g,
    'fed up with the team',
  ],
  [/\bi could sleep for a (?:week|month|year)\b(?! and never| and not wake)/g, 'i am exhausted'],
  [
    /\b(?:he|she|they) (?:would|will) (?:kick my ass|be pissed|smack me|haunt me) for (?:even )?(?:thinking|saying) (?:it|that|so)\b/g,
    'he would not want that',
  ],
  [/\bi wish i could (?:trade|switch|swap) places with (?:him|her|them)\b(?=.*\b(?:he|she|they) would not want that\b)/g, 'i miss him'],
  [
    /\b(?:ask|asks|asked|asking) (?:me )?how (?:i|we) (?:survive|survived|get through|got through|cope with|do) (?:it|this|that)\b/g,
    'ask me how i cope',
  ],
  // "I cant do this anymore, the St Cloud VA phone tree is a nightmare ... is there a direct line"; third shift wrecking my
  // back, any day jobs (round 174): the "this" named at once as a job or an office, a practical question asked of it
  [
    new RegExp(
      `${NOTHING_OF_AN_END}\\b(?:i )?(?:seriously |honestly |just |literally |really )?(?:cant|cannot|can not) do this anymore\\b(?= (?:lol |lmao |haha |ugh )?(?:(?:the|this|my|these|third|second|first|night|nights|day|days|double|doubles|mandatory|overtime)\\b(?: \\w+){0,8} (?:is|are|keeps?|just|has been|have been)? ?(?:a nightmare|wrecking|killing|destroying|ruining|hung up|hanging up|driving me|eating|brutal|murder on|logged me out|logs me out|keeps logging me out|kicked me out|kicks me out|crashed|froze|timed out|dropped my call)\\b|the (?:va )?(?:\\w+ ){0,2}(?:phone tree|website|site|app|portal|system|hold music) i mean\\b))(?=.*\\b(?:(?:what|which) (?:\\w+ ){0,3}(?:programs?|jobs?|options?|openings|apprenticeships?) (?:are there|is there|exist)|any (?:leads|openings|jobs?|recommendations|tips|ideas)|(?:anyone|anybody|who is|whos) hiring|(?:day|night|vet friendly|remote|part time) jobs?|direct (?:line|number)|(?:a )?phone number|whats the (?:direct )?(?:number|line)|is there a (?:direct|better|faster|different) (?:line|number|way|shift)|(?:about to|gonna|going to|ready to) (?:throw|chuck|smash|toss) (?:this|my|the) (?:laptop|computer|phone|printer|tv|router|tablet))\\b)`,
      'g',
    ),
    'am fed up with this',
  ],
  // "12 hr shifts on the asphalt in july. cant do this anymore, putting in for the warehouse spot monday lol"; "i cant do
  // this anymore, the ebenefits to va.gov to login.gov password thing" (round 176): the job or the login named beside it,
  // and a next step taken or asked for; "any civilian job boards", "is the post office hiring" (round 178)
  [
    new RegExp(
      `${NOTHING_OF_AN_END}\\b(?:i )?(?:seriously |honestly |just |literally |really )?(?:cant|cannot|can not) do this(?: pace| grind| schedule)? anymore\\b${beside(EVERYDAY_GRIND, '')}(?=.*\\b(?:putting in for|put in for|applying|apply(?:ing)? (?:at|for)|looking for (?:a|another)|(?:what|which) (?:\\w+ ){0,3}(?:programs?|jobs?|options?|openings|apprenticeships?) (?:are there|is there|exist)|any leads|anyone hiring|(?:is|are) hiring|hiring vets|is there a|does anyone|anybody (?:know|have)|send me the link|direct (?:link|line|number)|lol|lmao|who do i (?:complain|talk|call|write) to|any (?:\\w+ ){0,3}(?:programs?|apprenticeships?|openings|groups?|job boards?|jobs?|positions?)|hiring programs?|printing|hand deliver\\w*|i need (?:better|a new|another|a different) (?:work|job)|the \\w+ line i mean)\\b)`,
      'g',
    ),
    'am fed up with this',
  ],
  // "want it loud enough to wake up the whole neighborhood lol" (round 180): an exhaust, not a sleep
  [
    /\b(?:loud )?enough to wake (?:up )?(?:the )?(?:whole |entire )?(?:neighborhood|street|block|neighbors|dead|county|town)\b/g,
    'very loud',
  ],
  // "the cheyenne wind is out to kill me personally" (round 179): the weather or the paperwork with it in for me
  [
    /\b(?:wind|weather|heat|cold|snow|ice|humidity|rain|traffic|printer|paperwork|system|website|landlord|boss|hill|stairs) (?:is|are) (?:out to|trying to) (?:kill|get) me(?: personally)?\b/g,
    'is annoying me',
  ],
  // "VGLI premium jumped ... cant keep doing this with these prices. is there a cheaper option" (round 178): a cost that cannot go on
  [
    new RegExp(
      `${NOTHING_OF_AN_END}\\b(?:cant|cannot|can not) (?:keep (?:doing|paying)|afford|do) (?:this|that|it)(?: anymore)? with (?:these|the|this|those|my|our) (?:\\w+ )?(?:prices|premiums?|rates|costs?|bills|taxes|rent|payments?|fees)\\b`,
      'g',
    ),
    'cannot afford this',
  ],
  // "if I die before my claim is decided does my wife get the back pay?" (round 176): a question of accrued benefits
  [
    /\bif i (?:die|pass|pass away|kick the bucket) before (?:my|the) (?:claim|appeal|rating|decision|case|back pay|ruling|hearing)\b(?: \w+){0,3}? (?:is |gets )?(?:decided|approved|done|goes through|comes through|finished|paid|settled|heard)\b/g,
    'in case of accrued benefits',
  ],
  // "Avoided buying life insurance for years ... bc thinking about dying freaked me out" (round 175): a fear, not a wish
  [
    /\bthinking about (?:dying|death|my own death)(?: \w+){0,2} (?:freaked|freaks|scared|scares|creeped|creeps|spooked|spooks) me(?: out)?\b/g,
    'the topic unsettled me',
  ],
  // "id jump off the cumberland bridge in protest of this new VA app but id need a referral" (round 175)
  [
    /\b(?:id|i would|i could) (?:jump off|drive off|walk into|jump in) (?:the |a )?(?:\w+ ){0,3}(?:bridge|river|lake|cliff|overpass|tower|roof)\b(?= (?:in protest|but (?:id|i would|youd|you would) (?:need|have to (?:get|wait))))(?=.*\b(?:lol|lmao|haha\w*|jk|referral|wait list|waitlist|(?:\d+|six|three) month wait)\b)(?!.*\b(?:for real|not kidding|not joking|seriously|tonight)\b)/g,
    'would complain',
  ],
  // spent, not hopeless: "nothing left in the tank after this semester"; a retiree who "gets to rest" (round 109)
  [
    /\b(?:nothing|not much|zero) left in the tank (?=(?:after|from|by the end of) (?:this|the|that|a|my) (?:\w+ )?(?:semester|shift|week|day|ruck|game|workout|race|march|marathon|double|run|class|finals|exam|move|season)\b)/g,
    'worn out ',
  ],
  [/\b(?:gets?|got) to rest\b(?= now that (?:he|she|they|i) (?:is |am |are )?(?:retired|retiring))/g, 'enjoys retirement'],
  [
    /\b(?:team|we|they|us|our (?:defense|offense|team|squad)) (?:got|get|getting|were|was) (?:slaughtered|murdered|massacred|destroyed|smoked|killed|crushed|buried)\b/g,
    'lost badly',
  ],
  [/\bover my dead body\b/g, 'absolutely not'],
  // the veterans' old joke about the VA, and a process that "makes me want to jump off a cliff … anyway" (round 92)
  [/\bdelay (?:and )?deny (?:and )?(?:hope|wait|wait till|wait until|till|until) (?:they|you|we|the vet|vets) die\b/g, 'delay and deny'],
  [
    /\b(?:makes|made|making) me want to (?:jump off a (?:cliff|bridge|building|roof)|drive off a (?:cliff|bridge)|walk into traffic)\b(?=.*\b(?:anyway|anyways|lol|lmao|haha|jk|but seriously)\b)/g,
    'makes me so frustrated',
  ],
  // "after the 3rd ID.me verification I was ready to jump off the roof. anyway it finally worked" (round 181)
  [
    /\b(?:i )?(?:was|were) (?:about |so |just )?ready to (?:jump off (?:the|a) (?:roof|cliff|bridge|building)|jump out (?:the|a) window|throw myself out (?:the|a) window)\b(?=.*\b(?:anyway|anyways|lol|lmao|haha|it (?:finally )?worked|finally worked|who knew)\b)/g,
    'was so frustrated',
  ],
  // hungry enough to "murder a pastrami on rye" (round 85)
  [
    /\b(?:could|would|gonna|going to) (?:murder|kill|destroy|demolish) (?:a|an|some|two|three|\d+)(?: \w+){0,2} (?:burgers?|pizzas?|pastrami|sandwich(?:es)?|subs?|beers?|pints?|steaks?|tacos?|burritos?|curry|bagels?|coffee|plate|bowl|slices?|wings|bbq|brisket|hot dogs?|cheesesteaks?|fries|ribs|donuts?|doughnuts?|breakfast|lunch|dinner|cheeseburgers?|shawarma|gyros?|kebabs?|pho|ramen|reuben)\b/g,
    CRAVING,
  ],
  // "id murder someone for one sunny day in silverdale" (round 178): a longing, with a life named as its price
  [
    /\b(?:i would|id|i could|i will|ill) (?:murder|kill) (?:someone|somebody|anyone|anybody|a man|a guy) for (?:a|an|one|just one|some|a single|\d+)(?: \w+){0,2} (?:days?|weekends?|weeks?|afternoon|morning|hours?|night|nap|beer|coffee|smoke|cigarette|burger|steak|sunshine|sun|break|vacation|shower|parking spot)\b(?!.*\b(?:gun|knife|for real|not kidding|not joking|i mean it|tonight)\b)/g,
    'would love',
  ],
  [/\bwhere (?:hope|dreams|paperwork|claims|faxes|emails|forms) (?:go|goes) to die\b/g, 'is a black hole'],
  [
    /\bone more (?:time|form|call|hour)\b(?: \w+){0,3} (?:i am|im|i will be|ill be) (?:walking into the sea|walking into the ocean|jumping out (?:the|a) window)\b/g,
    'will lose my patience',
  ],
  [
    /\b(?:going to|gonna|will|about to) die (?:in|of) (?:this|the) (?:line|heat|wait|waiting room|meeting|traffic|boredom)\b/g,
    'will be bored',
  ],
  [/\b(?:not|isnt|aint) allowed to die (?:until|till|til|before)\b/g, 'must first'],
  [/\bhopeless about (?:this|the|my) (?:claim|appeal|case|rating|job search|team|paperwork)\b/g, 'frustrated with the paperwork'],
  [/\b(?:die|dying|died) on (?:this|that|the|my|his|her|a) hill\b/g, 'hold firm'],
  [/\b(?:shakes|withdrawals?|detox) (?:were|was) (?:gonna|going to) kill me\b/g, 'withdrawal was rough'],
  [/\b(?:going to|gonna|will|about to) die of (?:paper cuts|boredom|embarrassment|laughter|old age|shame|cringe)\b/g, 'will be annoyed'],
  [
    /\b(?:ready to|going to|gonna|about to) jump off a bridge over (?:these|this|the|my) (?:\w+ ){0,2}(?:costs|fees|paperwork|claim|bills|taxes|forms)\b/g,
    'fed up with the costs',
  ],
  [
    new RegExp(
      beside(
        '(?:kidney stones?|migraine|gout|toothache|root canal|hangover|worst pain|labor|food poisoning)',
        '\\bi (?:wanted|thought i was going|was going) to die\\b(?: lol| haha)?',
      ),
      'g',
    ),
    'it hurt terribly',
  ],
  [/\bwant (?:this|the|my) (?:claim|appeal|case|process|paperwork|divorce) to be over\b/g, 'want the claim finished'],
  [
    /\b(?:she is|he is|shes|hes|they are|mom is|dad is|my \w+ is) (?:going to|gonna) kill me(?= lol| haha| lmao|$| (?:i|cause|because|cuz) forgot\b| and then make me\b| (?:if|when) (?:she|he|they) (?:sees|finds out|hears|catches|knows)\b)/g,
    'will be mad at me',
  ],
  [
    /\bif (?:\w+ ){1,3}(?:sees|finds out about|finds out|hears about|catches|knew about)\b(?: \w+){0,8} (?:she is|he is|shes|hes|they are|theyre|mom is|dad is) (?:going to|gonna) kill me\b/g,
    'will be mad at me',
  ],
  [new RegExp(beside('will be mad at me', '\\b(?:i am|im) a dead man(?: walking)?\\b(?! and i mean it)'), 'g'), 'i am in trouble'],
  // someone's thing crashed, broken or lost, and its owner "gonna kill me" (round 105)
  [
    /\b(?:crashed|wrecked|broke|dented|scratched|lost|totaled|flooded|sank|burned|spilled (?:\w+ )?on) (?:my |his |her |their |the )?(?:\w+s |\w+ )?(?:\w+ ){0,2}(?:truck|car|boat|bike|four wheeler|atv|side by side|jeep|mower|tractor|rifle|shotgun|phone|tools?|\w+)\b(?: \w+){0,6} (?:she is|he is|shes|hes|they are|theyre|mom is|dad is|my \w+ is) (?:going to|gonna) kill me\b(?!.*\b(?:for real|not joking|no joke|really will|means it|hurt me|hit me|beat me)\b)/g,
    'will be mad at me',
  ],
  [/\b(?:dont|do not) want to be here anymore\b(?= here meaning\b)/g, 'want to move'],
  [/\b(?:i am|im) a (?:wreck|mess) but a good (?:wreck|mess)\b/g, 'i am moved'],
  [
    new RegExp(
      beside(
        '(?:game|match|meme|video|joke|funny|hilarious|tiktok|episode)',
        '\\b(?:gave me a heart attack|(?:i am|im) (?:dead|deceased))\\b',
      ),
      'g',
    ),
    'that was wild',
  ],
  // a motorcycle the wife says "im gonna kill myself on" (round 126), a safety course asked after (round 144)
  [
    /\b(?:wife|husband|mom|mother|dad|father|doc|doctor|everyone|everybody|she|he|they)\b(?: \w+){0,2} (?:says|said|thinks|swears|keeps saying)(?: that)? (?:i am|im|i will|ill) (?:going to|gonna) (?:kill myself|die|break my neck) on (?:it|that|the \w+|that thing|a \w+)\b(?=(?: \w+){0,3} (?:lol|lmao|haha\w*)\b|$|(?: \w+){0,8} (?:safety courses?|riding courses?|msf|gear|helmets?|discounts?|insurance|class|classes)\b)(?!.*\b(?:(?:she|he|they) (?:is|are|s) right|hope so|tonight|want to|wanna|thinking about it)\b)/g,
    'says it is dangerous',
  ],
  [
    /\bone more (?:\w+ )?(?:time|powerpoint|briefing|brief|meeting|form|safety brief|training|class|call|voucher|eval|evaluation|report|inspection|inventory|spreadsheet|ncoer|oer|epr|opr|layout)\b(?: \w+){0,6} (?:i am|im) (?:gonna|going to) (?:shoot|kill|hang) myself\b(?= lol| lmao| haha| anyway|$)/g,
    'will lose my patience',
  ],
  // "one more time im jumping off the roof of the schoolhouse haha" (round 89)
  [
    /\bone more (?:time|\w+)\b(?: \w+){0,3} (?:i am|im) (?:jumping|gonna jump|going to jump) off (?:the|a) (?:roof|cliff|bridge)\b(?: of (?:the |a )?\w+(?: \w+)?)?(?= (?:haha\w*|lol|lmao|jk)\b)/g,
    'will lose my patience',
  ],
  [/\bjust so (?:the va|the \w+|my \w+)(?: \w+){0,4} could (?:finish me off|kill me)\b(?= lol| lmao| haha|$)/g, 'and the va let me down'],
  [/\bpass gas for a living\b/g, 'refuel aircraft'],
  [
    /\bnothing left in the tank\b(?=.*\b(?:seasonal|light therapy|every spring|after (?:work|shift|practice|the race|the game))\b)/g,
    'worn out',
  ],
  // a team that "is killing me" (read as hard) and "cant take this anymore lol": "The Eagles are killing me this year" (round 192)
  [
    new RegExp(
      `${NOTHING_OF_AN_END}(?<=^(?=.*\\b(?:${SPORTS_TEAM})\\b).*\\b(?:is|are) hard\\b(?: \\w+){0,4} )(?:i )?(?:cant|can not|cannot) take (?:this|it) (?:anymore|any more)\\b(?=(?: \\w+){0,3}? (?:lol|lmao|haha\\w*|smh|whos watching|who is watching)\\b)`,
      'g',
    ),
    'am fed up with the team',
  ],
  // "I'm done, I can't do this anymore, every single week with this team" after the Ducks game (round 193): "I'm done" goes first,
  // and only while the rest of the message can be read as a fan's
  [new RegExp(`(?:i am|im) done(?= (?:i )?${CANT_DO_THIS_WITH_THE_TEAM})(?!.*\\b(?:${NOT_A_FANS})\\b)`, 'g'), 'am fed up'],
  [new RegExp(`${NOTHING_OF_AN_END}(?!.*\\b(?:${NOT_A_FANS})\\b)\\b${CANT_DO_THIS_WITH_THE_TEAM}`, 'g'), 'am fed up with the team'],
  ...laughedOffSettings,
];
