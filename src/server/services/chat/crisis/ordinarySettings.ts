/**
 * Crisis words in a setting the message itself makes ordinary, each rewritten to a neutral phrase
 * before the concepts are read: medication that was adjusted, a sport, a coach's anger, a wish
 * to die at home said of someone in hospice, and the burden, hopelessness or drinking a writer
 * says is behind them. Only the words of the setting go; anything else the message says is read.
 */
import { beside } from './patternHelpers';

const HOSPICE = '(?:hospice|palliative|terminal\\w*|end of life|comfort care|dnr)';

export const ordinarySettings: [RegExp, string][] = [
  // a team that lost, a player retiring, a sport that jumps from bridges on a cord
  [
    /\b(?:team|we|they|us|our (?:defense|offense|team|squad)) (?:got|get|getting|were|was) (?:slaughtered|murdered|massacred|destroyed|smoked|killed|crushed|buried)\b/g,
    'lost badly',
  ],
  [
    /\bhang(?:ing|ed|s)? up (?:the|my|his|her) (?:cleats|gloves|boots|spikes|skates|jersey|spurs|helmet|whistle|clipboard)\b/g,
    'retire from the sport',
  ],
  [
    /\b(?:bungee|base|cliff) ?jump(?:s|ed|ing)?(?: off (?:the |a )?(?:\w+ ){0,4}(?:bridge|cliff|tower|building|gorge))?\b|\bskydiv\w*\b/g,
    'adventure sport',
  ],
  // a worn body giving up a hobby ("selling my bike, my back can't take it anymore"); an idiom of refusal
  [
    /\bmy (?:back|knees?|body|hips?|shoulders?|wrists?|neck|liver|wallet) (?:cant|can not|cannot|couldnt) (?:take|handle) (?:it|this|that|the \w+) anymore\b/g,
    'my body is worn',
  ],
  [/\bover my dead body\b/g, 'absolutely not'],
  [/\bwhere (?:hope|dreams|paperwork|claims|faxes|emails|forms) (?:go|goes) to die\b/g, 'is a black hole'],
  // a terminal patient's own time, not a wish ("letters to open on their wedding days since I won't be around")
  [new RegExp(beside(HOSPICE, '\\b(?:wont|will not|am not going to) be (?:around|here|alive)\\b'), 'g'), 'am terminally ill'],
  // a career left, not a life: "said goodbye to my career today, retired after 22 years"
  [/\b(?:said|say|saying) goodbye to (?:my|the) (?:career|old job|job|uniform|military life|civilian job)\b/g, 'retired from work'],
  // the sea as a threat at a form or hold music, a line that will kill you
  [
    /\bone more (?:time|form|call|hour)\b(?: \w+){0,3} (?:i am|im|i will be|ill be) (?:walking into the sea|walking into the ocean|jumping out (?:the|a) window)\b/g,
    'will lose my patience',
  ],
  [
    /\b(?:going to|gonna|will|about to) die (?:in|of) (?:this|the) (?:line|heat|wait|waiting room|meeting|traffic|boredom)\b/g,
    'will be bored',
  ],
  // "not allowed to die till I fix the garage door"
  [/\b(?:not|isnt|aint) allowed to die (?:until|till|til|before)\b/g, 'must first'],
  [
    /\b(?:got|getting|have) my (?:pills|meds|medications?|dose|dosage) (?:right|adjusted|sorted|dialed in|figured out|straightened out)\b/g,
    'medication adjusted',
  ],
  [
    new RegExp(
      beside(
        HOSPICE,
        '\\b(?:wants?|wanted|wishes|wished) to (?:die|pass|pass away) (?:at home|in (?:his|her|their) own bed|in (?:his|her|their) sleep|peacefully|surrounded by (?:family|us)|with (?:dignity|family))\\b',
      ),
      'g',
    ),
    'wants comfort care',
  ],
  // fed up with a pain and doing something about it ("can't take this back pain anymore so I booked the surgery")
  [
    /\b(?:cant|couldnt|cannot) (?:take|stand|handle|deal with) (?:this|the|my) (?:\w+ ){0,2}anymore so (?:i|we) (?:finally )?(?:booked|scheduled|made|got|called|signed up|went|quit|bought|ordered|switched|moved|asked|put in)\b/g,
    'fed up so i acted',
  ],
  // told as behind the writer: a belief now known to be wrong, a low that passed, a habit quit
  [
    /\bused to (?:think|believe|feel|tell myself) (?:that )?(?:\w+ ){0,3}(?:would be|were|are|was|is) better off without me\b(?=.*\b(?:wrong|a lie|lies|not true|untrue|glad i am (?:still )?here|still here|(?:dont|do not) believe (?:that|it) anymore|that was (?:\d{4}|years ago)|\d+ (?:yrs|years) (?:sober|clean)|i sponsor|its possible)\b)/g,
    'used to believe a lie',
  ],
  [
    /\b(?:felt|was|thought i was|been) (?:done|finished) with (?:everything|it all|all of it|life)(?: \w+){0,4} but (?:i am not|i wasnt|i was not|not anymore)\b/g,
    'was low but recovered',
  ],
  [/\bnot (?:finished|done|through) (?:with (?:life|living|it all|everything|this world)|living)\b/g, 'denying it'],
  [/\bnot hopeless about (?:life|living|everything|the future)\b/g, 'denying it'],
  [/\bhopeless about (?:this|the|my) (?:claim|appeal|case|rating|job search|team|paperwork)\b/g, 'frustrated with the paperwork'],
  [
    /\b(?:i was|i felt) (?:done|finished) with (?:everything|it all|all of it|life) (?:when|after) i (?:got back|came home|got out)\b(?: from \w+)?(?: in \d{4})?(?=.*\b(?:now|today|turned into|\d{4}|these days)\b)/g,
    'i struggled back then',
  ],
  [/\bused to think i should (?:have|of) died\b(?: instead of \w+)?/g, 'used to feel survivor guilt'],
  [/\b(?:finished|done|through) with (?:drinking|booze|alcohol|the bottle|smoking|weed|gambling|drugs)\b/g, 'sober now'],
  // a job, a shift or a schedule that cannot go on, and a change being looked for; a hill to die on
  [
    /\b(?:cant|can not|cannot) (?:do|keep doing|take) (?:this|that|the) (?:job|shift|work|schedule|commute|class|classes|route|position|gig|rotation)\b(?: \w+){0,2} (?:anymore|any more|forever|much longer)\b/g,
    'need a different job',
  ],
  [
    /\b(?:cant|can not|cannot) (?:do|take) (?:this|it) (?:anymore|any more)\b(?= (?:the|this|my) (?:job|work|shift|schedule|commute|class|classes|school|program|roommate)\b(?:(?: \w+){0,3} (?:i mean|i meant)| is)\b)/g,
    'need a different job',
  ],
  [
    /\b(?:cant|can not|cannot) keep (?:doing|running|working|driving) (?:this|these|that)(?: \w+){0,2} forever\b(?=(?: \w+){0,4} (?:looking at|looking for|applying|thinking about (?:switching|changing|a new)|want to (?:switch|change)|need (?:a new|to switch|to find))\b)/g,
    'need a change of work',
  ],
  [/\b(?:die|dying|died) on (?:this|that|the|my|his|her|a) hill\b/g, 'hold firm'],
  // a burden felt long ago, and what changed it; a terminal patient asking what comes after their death
  [
    /\b(?:(?:for a long time|for years|back then|at first|for a while)\b(?: \w+){0,6} )?i (?:felt|feel|thought i was|was) (?:like )?a burden\b(?=.*\b(?:changed that|talked it through|in a good place|doing (?:much |a lot )?better|not anymore|past that|(?:got|worked) through (?:it|that)|set me straight|moved past (?:it|that))\b)/g,
    'used to struggle',
  ],
  [
    new RegExp(
      beside('(?:stage (?:4|four|iv)|terminal\\w*|hospice|months to live|weeks to live|pancreatic|metastatic)', '\\bafter i am gone\\b'),
      'g',
    ),
    'after i pass',
  ],
  // a dated attempt told as long past with life good now; letters of stories for the grandchildren; a screening question answered no; an engine run in an open garage to find a fault
  [
    /\b(?:i )?(?:tried|attempted) to (?:take|end) my (?:own )?life (?:in|back in) (?:\d{4}|\d+ years ago)\b(?=.*\b(?:doing (?:well|good|great|better|fine)|long time ago|good place|recovered)\b)/g,
    'had a hard time back then',
  ],
  [
    /\b(?:survived|made it through) an attempt (?:in|back in) (?:\d{4}|\d+ years ago)\b(?=.*\b(?:years later|doing (?:well|good|great)|married|sober|gets better|it did)\b)(?!.*\b(?:again|finish\w*|this time|tonight)\b)|\b(?:\w+|\d+) years ago i (?:tried|attempted) to (?:end it|end my life|take my life|kill myself)\b(?=.*\b(?:today|now|still here|gets better|coach\w*|married|sober)\b)(?!.*\b(?:again|finish\w*|this time|tonight)\b)/g,
    'had a hard time back then',
  ],
  [
    /\bletters? (?:to|for) (?:my )?(?:grandkids|grandchildren|great grandkids|kids|children)\b(?: \w+){0,3} (?:after|when) i am gone\b(?=.*\b(?:stories|memories|history|vietnam|korea|war|family tree|recipes|old (?:navy|army|marine|air force|coast guard) (?:guy|man|vet|lady)|[7-9]\d|what did you write)\b)/g,
    'legacy letters',
  ],
  [
    /\b(?:asks?|asked|asking) (?:me )?(?:\w+ ){0,2}(?:if|whether) (?:i am|im|i have been) (?:having )?(?:thoughts of|thinking (?:about|of)) (?:hurting|killing|harming) myself\b(?=(?: \w+){0,3} (?:i say|i said|i tell (?:her|him|them)|and i say) no\b)/g,
    'asks the screening question',
  ],
  [
    /\b(?:in the )?garage with the (?:engine|motor|car|truck) running\b(?=.*\b(?:doors? (?:wide )?open|leak|diagnos\w*|timing|idle|tune|fixing|repair\w*|vacuum|pcv|hose|sensor)\b)/g,
    'working on the engine',
  ],
  // quitting a job, giving away a dying father's things, downsizing, car parts, cut hours, withdrawal survived, a tax write-off
  [/\b(?:i am|im) done\b(?= done with (?:nights|the commute|(?:this|the|my) (?:job|shift|commute|boss))\b)/g, 'i am quitting'],
  [
    /\b(?:give|giving|gave) away (?:his|her) (?:\w+ ){0,3}(?:guns|tools|things|stuff|belongings)\b(?=.*\b(?:months left|hospice|terminal|dying|while (?:he|she) is (?:still )?alive|cancer)\b)/g,
    'passing on heirlooms',
  ],
  [
    /\bgave away (?:\w+ ){0,2}(?:my )?(?:stuff|things|belongings|clothes|furniture)\b(?: \w+){0,3} (?:when|because|since|before) (?:i|we) (?:moved|downsized|relocated|retired)\b/g,
    'downsized',
  ],
  [
    /\b(?:stole|stolen|steal|replaced?|replacing|fix\w*|repair\w*) (?:the |my |a )?catalytic converter\b|\bexhaust (?:work|system|leak|repair|shop|pipe|manifold)\b/g,
    'car repair',
  ],
  [/\bcut(?:ting|s)? (?:my |our |back )?(?:hours|shifts|overtime)\b/g, 'reducing shifts'],
  [/\b(?:shakes|withdrawals?|detox) (?:were|was) (?:gonna|going to) kill me\b/g, 'withdrawal was rough'],
  [/\bwrite (?:off|it off)\b/g, 'deduct'],
  // paper cuts; a cell tower climber; a car warmed up in an open garage; a CO alarm; how to help a friend; a rope swing; a figure of speech over closing costs; the worst pain of a life; a boat trip; a burden while healing; a jump into water
  [/\b(?:going to|gonna|will|about to) die of (?:paper cuts|boredom|embarrassment|laughter|old age|shame|cringe)\b/g, 'will be annoyed'],
  [/\bclimb\w* (?:cell )?towers?\b|\btower climb\w*\b/g, 'work at heights'],
  [
    /\b(?:left|leave|leaving|let) (?:the |my )?(?:car|truck|engine|jeep|bike) running in the garage\b(?=.*\b(?:warm up|doors? (?:wide )?open|big door|is (?:that|it) (?:actually )?safe|fumes|fan)\b)/g,
    'warming up the car',
  ],
  [/\bco (?:alarm|detector)\b|\bcarbon monoxide (?:alarm|detector)\b/g, 'safety alarm'],
  [
    /\bwhat do i (?:actually |even )?say if (?:a|my) (?:buddy|friend|battle buddy|brother|coworker|someone) (?:ever )?tells me (?:he is|she is|hes|shes|they are) thinking (?:about|of) (?:killing (?:himself|herself|themselves)|suicide|ending it)\b/g,
    'how do i help a friend',
  ],
  [/\bjump(?:ed|ing)? off (?:the |a )?(?:rope swing|dock|diving board|boat|pier|high dive|swing)\b|\brope swing\b/g, 'played on the swing'],
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
  [/\btaking me out on the (?:water|boat|lake|river)\b/g, 'taking me fishing'],
  [
    /\b(?:(?:feel|feeling|felt) like|i am|im) a burden\b(?: \w+){0,6}(?=.*\b(?:temporary|(?:\w+|\d+) more weeks|until i heal|healing|rehab|surgery|recovery|chore\w*)\b)/g,
    'frustrated while healing',
  ],
  [/\bhow high is too high\b(?: \w+){0,8} (?:jump|dive)\w* into (?:the )?(?:water|lake|quarry|river|pool)\b/g, 'water safety question'],
  // a bridge jump in water survival training; how to ask a friend; having disappeared off grid once; a claim wanted over; a mother who will "kill me"; thoughts of dying in one's twenties; "here meaning Phoenix"; warning signs taught; an ironworker on a bridge; a motorcycle ride
  [
    /\bbridge jump\b(?: \w+){0,3} (?:during|in|at) (?:water survival|training|basic|boot camp|air assault|ranger school|airborne school)\b/g,
    'training exercise',
  ],
  [
    /\b(?:how (?:do|can|should) (?:you|i)|(?:whats|what is) the (?:best|right) way to) ask (?:(?:a|my) )?(?:friend|buddy|someone|somebody|battle buddy|vet)(?: straight out| straight up| directly| point blank| outright)? if (?:they are|he is|she is|theyre|hes|shes) thinking (?:about|of) (?:killing (?:themselves|himself|herself)|suicide)\b/g,
    'how do i help a friend',
  ],
  [/\bi wanted to disappear\b(?: \w+){0,4} so i did\b(?=.*\b(?:moved|back (?:in|home)|doing (?:good|well|better))\b)/g, 'i moved away'],
  [/\bwant (?:this|the|my) (?:claim|appeal|case|process|paperwork|divorce) to be over\b/g, 'want the claim finished'],
  [/\b(?:she is|he is|shes|hes|they are|mom is|dad is|my \w+ is) (?:going to|gonna) kill me(?= lol| haha| lmao|$)/g, 'will be mad at me'],
  [
    /\bthought about (?:dying|suicide|killing myself|ending it) a lot (?:(?:back )?in (?:\d{4}|my (?:teens|twenties|thirties|20s|30s))|after (?:iraq|afghanistan|vietnam|the war|i got out))\b(?=.*\b(?:behind me|gets better|not there anymore|doing (?:well|better|good)|good place)\b)/g,
    'had a hard time back then',
  ],
  [/\b(?:dont|do not) want to be here anymore\b(?= here meaning\b)/g, 'want to move'],
  [
    new RegExp(
      beside(
        '(?:warning signs?|signs to (?:look|watch) for|recogni[sz]\\w*|leaders? guide|doctrine)',
        '\\bgiving (?:away )?(?:things|stuff|possessions|belongings)(?: away)?\\b|\\bputting (?:their|his|her) affairs in order\\b|\\bsaying goodbye\\b',
      ),
      'g',
    ),
    'a warning sign',
  ],
  [
    new RegExp(
      beside(
        '(?:ironworker|iron worker|lineman|welder|steelworker|crane operator|bridge painter|inspector|construction)',
        '\\b(?:\\d+ (?:feet|ft) )?up on (?:a|the) bridge\\b',
      ),
      'g',
    ),
    'working on a bridge',
  ],
  [/\brun for the wall\b/g, 'motorcycle rally'],
  // rock bottom years back; the one who wanted to die and was got through; a good wreck; a game that killed me; guns held through a rough patch; a joke to the examiner
  [/\bhit rock bottom\b(?=.*\b(?:(?:\d+|\w+) (?:yrs|years) ago|back in \d{4}|behind me)\b)/g, 'had a hard time back then'],
  [
    /\b(?:i was the (?:guy|one|person|girl|woman|man) who|back in \d{4} i|in \d{4} i) wanted to die(?: in \d{4})?\b(?=.*\b(?:got me through|it works|made it|doing (?:well|better|good)|glad)\b)/g,
    'had a hard time back then',
  ],
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
  [
    /\b(?:held|holding|kept|keeping|stored|storing) (?:my|his|her) (?:guns|firearms|rifles|pistols|weapons)\b(?: \w+){0,5} (?:during|through|after) (?:a|my|his|her) (?:rough patch|bad stretch|hard time|dark time)\b(?=.*\b(?:doing (?:much |a lot |way )?better|in a good place|better now)\b)/g,
    'held my property',
  ],
  [/\bwhat (?:i|he|she) (?:want|wants|wanted) done with my (?:body|remains|ashes) when i (?:go|die|pass)\b/g, 'my funeral wishes'],
  [
    /\bone more (?:powerpoint|briefing|brief|meeting|form|safety brief|training|class|call)\b(?: \w+){0,6} (?:i am|im) (?:gonna|going to) (?:shoot|kill|hang) myself\b(?= lol| lmao| haha| anyway|$)/g,
    'will lose my patience',
  ],
  [/\bask,? care,? escort\b|\bace (?:training|model)\b/g, 'peer support training'],
  [
    /\b(?:how do you follow up after someone told (?:you|me) they were having dark thoughts|what (?:do|should|would) (?:you|i|we) (?:say|text|do) when (?:somebody|someone|a buddy|a friend)\b(?: \w+){0,5} (?:posts|says|texts|sends) something dark)\b/g,
    'how do i help a friend',
  ],
  [/\bjust so (?:the va|the \w+|my \w+)(?: \w+){0,4} could (?:finish me off|kill me)\b(?= lol| lmao| haha|$)/g, 'and the va let me down'],
  [/\bpass gas for a living\b/g, 'refuel aircraft'],
  [
    /\bi was in a (?:real |really |very )?dark place (?:in \d{4}|back in \d{4}|years ago)\b(?=.*\b(?:not anymore|pulled me out|got me out|doing (?:well|better)|good place|behind me)\b)/g,
    'had a hard time back then',
  ],
  [
    /\bnothing left in the tank\b(?=.*\b(?:seasonal|light therapy|every spring|after (?:work|shift|practice|the race|the game))\b)/g,
    'worn out',
  ],
  [
    /\bfor (?:years|a long time) i (?:thought|felt|believed) i should (?:have|of) died(?: over there)?(?: instead of (?:my|the|him|her|them)(?: \w+)?)?\b(?=.*\b(?:dont feel that way|not anymore|helped me see|guilt talking|lucky)\b)/g,
    'had a hard time back then',
  ],
  [/\b(?:does|will|can|would) talk(?:ing)? about suicide (?=(?:put|plant)s? (?:the|that|an) idea)/g, 'does talking about it '],
  [/\bfeel dead inside\b(?=.*\b(?:meds?|medication|sertraline|zoloft|ssri|dose|psych)\b)/g, 'feel emotionally flat'],
  [
    new RegExp(beside('(?:therapist|counselor|counsellor|psych|chaplain)', '\\bstop punishing (?:myself|yourself)\\b'), 'g'),
    'be kinder to myself',
  ],
  [
    /\bi used to (?:cut|self harm|burn myself) when i was (?:\d{2}|a teen\w*|in high school)\b(?=.*\b(?:havent since|not since|no urge|years clean)\b)/g,
    'had a hard time back then',
  ],
  [
    /(?<=\bwhat (?:should|do|can) i do )if (?:someone|somebody|a (?:buddy|friend|vet)) (?:ever )?tells me (?:they|he|she)\b(?: \w+){1,8}?(?= (?:want|what|how|i want|before)\b)/g,
    'if someone shows warning signs',
  ],
  [
    /\b(?:hold music|paperwork|this claim|the wait)\b(?: \w+){0,2} (?:is|are) (?:gonna|going to) kill me\b(?= before| lol| lmao|$)/g,
    'is driving me nuts',
  ],
  [
    new RegExp(
      beside(
        '(?:terminal\\w*|hospice|months to live|months left|stage (?:4|four|iv))',
        '\\bletters? for my (?:kids|children|grandkids|wife|husband|family) to open (?:later|after|when)\\b',
      ),
      'g',
    ),
    'legacy letters',
  ],
  [
    /\b(?:the va|va) (?:saying|says|is saying|telling me)\b(?: \w+){0,14} (?:go away and die|go die)\b(?: quietly)?/g,
    'the va brushed me off',
  ],
  [
    /\basked (?:me )?if i (?:ever )?think (?:about|of) (?:hurting|harming|killing) myself\b(?= and i said only when\b)/g,
    'asks the screening question',
  ],
  // what to say if a buddy ever says it; a thought believed once and not now; a trucker's worn body; a dark place years back; guns inherited
  [
    /\b(?:how (?:should|do|can) i (?:answer|respond|reply)|what (?:do|should) i say) (?:if|when) (?:a|my) (?:buddy|friend|battle buddy|brother|coworker|vet) (?:says|tells me)(?: that)? (?:i|he|she) (?:just )?(?:want|wants|wanna) to (?:disappear|die|not be here|vanish)\b/g,
    'how do i help a friend',
  ],
  [
    /\b(?:does|will|can|would) ask(?:ing)? (?:someone|somebody|people|a (?:buddy|friend|vet)|them) (?:if|whether|about) (?:they are |theyre |hes |shes |he is |she is )?(?:suicidal|suicide|thinking (?:about|of) (?:suicide|killing (?:themselves|himself|herself)))\b(?= (?:put|plant)s? (?:the|that|an) idea)/g,
    'how do i help a friend',
  ],
  [
    /\bif (?:a|my) (?:buddy|friend|battle buddy|brother|coworker|vet) (?:ever )?(?:tells|says to|told) me (?:he|she|they)(?: is| are)? (?:thinking (?:about|of)|wants to|planning to) (?:killing|offing|ending|hurting) (?:himself|herself|themselves|it)\b(?=.*\bwhat (?:do|should|can) i\b)/g,
    'how do i help a friend',
  ],
  [
    /\bi used to (?:think|believe|feel) (?:that )?(?:my (?:family|wife|husband|kids)|everyone|everybody|they|no one|nobody|i was (?:a burden|worthless|better off)|the world|about (?:dying|killing|ending|suicide))\b(?: \w+){0,12}?(?= (?:i dont anymore|i do not anymore|not anymore|that was (?:in )?(?:\d{4}|years ago|a long time ago|back then))\b)/g,
    'used to struggle',
  ],
  [
    /\b(?:dont|do not) know how (?:much )?longer i can (?:drive|work|haul|do this job|keep (?:driving|working|hauling|doing this job))\b(?=.*\b(?:retir\w*|options|disability|career|job)\b)/g,
    'need a change of work',
  ],
  [
    /\b(?:\w+|\d+) years ago i was in a (?:really |very )?dark place and (?:(?:didnt|did not) want to live|thought about (?:ending (?:things|it)|suicide|killing myself|dying))\b(?=.*\b(?:chip|coin|graduat\w*|worked for me|doing (?:well|good|great|better)|good place|stable|got help)\b)/g,
    'had a hard time back then',
  ],
  [
    /\b(?:passed|passed away|died)(?: \w+){0,3} (?:and )?(?:left|willed) (?:me|us) (?:his|her) (?:guns|rifles|pistols|firearms|gun collection|gun|rifle|pistol|shotgun)\b/g,
    'i inherited firearms',
  ],
];
