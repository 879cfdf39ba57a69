/**
 * Ordinary idioms built from crisis words ("killing it", "dying to know", a truck about to die), each
 * rewritten to a neutral word by prepareCrisisText (text.ts) before the ordinary settings, in this order.
 */
import { EVERYDAY } from './everydayPhrases';

/** Someone whose anger over a slip is "gonna kill me": the sergeant, the boss, the wife (round 96). */
const SCOLDS =
  '(?:sgt|sergeant|gunny|first sergeant|1sg|chief|master chief|boss|wife|husband|mom|mother|dad|father|nco|lt|co|xo|commander|supervisor|sarge|top|skipper|squad leader|ssgt|ssg|sfc|msgt|gysgt|platoon sergeant|drill sergeant|instructor|foreman)';

export const idioms: [RegExp, string][] = [
  [/\b(?:killing|killed|kill|crushing|crushed) it\b/g, 'succeeding'],
  [/\b(?:is|are|was|were|been) (?:just |really |absolutely |slowly )?killing me\b/g, 'is hard'],
  // an office or a system "trying to kill me" with its parking or its forms (round 134); "my PT at the clinic" (round 184)
  [
    /\b(?:the va|va|tricare|this place|work|my job|this job|the system|the government|the heat|this heat|the humidity|my kids|the kids|my boss|the paperwork|this form|these forms|the parking|this traffic|the traffic|(?:my|the) (?:pt|physical therapist|trainer|coach|instructor|drill sergeant|dentist|chiropractor)(?: at the \w+(?: \w+)?)?) (?:is|are) (?:trying|going|gonna|out) to kill me\b(?= with\b| over\b| lol\b|$)(?!.*\b(?:for real|literally|not joking|save them the trouble|beat them to it|let them)\b)/g,
    'is wearing me out',
  ],
  // "still says insufficient evidence lol kill me"; "im gonna kill my husband if he leaves the garage door open" (round 137)
  [
    /\b(?:lol|lmao|ugh|smh|omg) (?:just )?kill me(?: now| already)?\b(?!.*\b(?:please|for real|seriously|i mean it|cant do this)\b)/g,
    'ugh',
  ],
  // "still 'not enough evidence.' kill me now. (kidding, I'll just appeal like everybody else)" (round 192)
  [
    /\b(?:just )?kill me now\b(?= (?:kidding|jk|lol|lmao|haha\w*|just kidding)\b)(?!.*\b(?:please|for real|seriously|i mean it|not kidding|not joking|no joke|gun|pills|tonight)\b)/g,
    'ugh',
  ],
  [
    /\b(?:going to|gonna|will|about to) kill (?:my (?:husband|wife|son|daughter|kids|boss|brother|sister|dog|roommate)|him|her)(?= if (?:he|she|they) (?:leaves|forgets|does|eats|says|buys|loses|breaks|tracks|uses)\b)(?!.*\b(?:gun|knife|for real|not joking|seriously|i mean it|myself)\b)/g,
    'be mad at him',
  ],
  // "if I sit in this waiting room one more hour I'm gonna die" (round 135), "one more death by powerpoint brief" (round 161);
  // "If I hear one more Christmas song at Santa Claus House Im gonna jump off the roof"; a rooster that wakes me at 4 one more time (round 178)
  [
    /\bif (?:i|(?:my |the )?\w+(?: \w+)? (?:makes|make|wakes|wake) me) (?:have to )?(?:sit|wait|stand|hear|sit through|do|read|listen to|watch|fill out|spend|see|get|at)\b(?: \w+){0,8} one more (?:\w+ ){0,3}?(?:time|hour|minute|min|day|second|form|meeting|call|briefing|brief|slide|request|letter|email|recital|game|show|movie|episode|song|lecture|sermon|speech|class|practice)\b(?: \w+){0,5}? (?:i am|im|i will|ill) (?:going to|gonna) (?:die|shoot myself|kill myself|lose it|jump (?:off|out) (?:of )?(?:the|a|my) (?:\w+ )?(?:roof|window|cliff|balcony|deck))\b(?!.*\b(?:for real|not kidding|pills|gun|tonight|end it|i mean it|this time|seriously|(?<!\b(?:is|was|are|aint) )no joke)\b)/g,
    'i will lose my patience',
  ],
  // "if i hear that hold music one more time im walking into the river lol jk" (round 159)
  [
    /\bif i (?:hear|sit|wait|get|have to)\b(?: \w+){0,6} one more (?:time|hour|minute|call|transfer|form)\b(?: \w+){0,3}? (?:i am|im|i will|ill) (?:going to |gonna )?(?:walking|walk|driving|drive|jumping|jump) (?:into|off|in front of) (?:the|a) (?:river|lake|ocean|bay|traffic|bridge|train|window)\b(?=.*\b(?:lol|lmao|jk|haha\w*|just kidding)\b)(?!.*\b(?:for real|not kidding|not joking|pills|gun|tonight|end it|i mean it|this time|no joke|seriously(?! (?:how|what|where|when|who|is|does|can|though)))\b)/g,
    'i will lose my patience',
  ],
  // "Gonna jump off a bridge if I get one more 'thank you for your service' email from a payday lender lol" (round 160)
  [
    /\b(?:(?:i am|im) )?(?:going to|gonna) (?:jump off a bridge|walk into (?:the|a) (?:river|lake|ocean)|drive into (?:the|a) (?:river|lake|ocean)|lose it) if (?:i|they|he|she|my \w+|the \w+) (?:get|gets|have to|has to|hear|see|sit through|call|calls)\b(?: \w+){0,3} one more\b(?=.*\b(?:lol|lmao|jk|haha\w*|just kidding)\b)(?!.*\b(?:for real|not kidding|not joking|tonight|this time|no joke)\b)/g,
    'i will lose my patience',
  ],
  // a risk taken, "feels like jumping off a cliff and hoping there's water lol"; a mother who "doesnt want to be a burden by asking us for the money" (round 171)
  [
    /\bfeels? like (?:jumping|leaping|stepping) off a cliff and hoping (?:there is|theres) (?:water|a net|a parachute)\b(?=.*\b(?:lol|lmao|haha\w*|loan|mortgage|house|job|business|sale)\b)/g,
    'feels like a gamble',
  ],
  [
    /\b(?:she|he|mom|dad|grandma|grandpa|my (?:mom|dad|mother|father|grandma|grandpa)) (?:says |said )?(?:she|he)? ?(?:doesnt|does not|dont|do not|didnt|did not) want to be a burden by (?:asking|borrowing|taking|moving|living|making)\b/g,
    'does not want to impose by asking',
  ],
  // "said I was going to kill myself screaming at the ref"; "Died and went to heaven: the VA pharmacy actually had my meds ready" (round 172)
  [/\b(?:going to|gonna) kill (?:myself|yourself|himself|herself) (?:screaming|yelling|cheering|laughing|shoveling)\b/g, 'wear myself out'],
  [/\b(?:i )?died and went to heaven\b(?!.*\b(?:for real|want to|wish)\b)/g, 'was thrilled'],
  [/\bpharmacy (?:actually |finally )?had my (?:meds|pills|prescriptions?|refills?) ready\b/g, 'pharmacy filled my prescription'],
  // "im gonna die at this desk before friday", "die of boredom" (round 133); "die of paperwork", "die on that stationary bike" (round 170)
  [
    /\b(?:going to|gonna|will|about to|might) die (?:at|behind|on) (?:this|my|the|that) (?:desk|computer|keyboard|job|shift|workstation|stationary bike|bike|treadmill|rowing machine|rower|elliptical|stairmaster|stair machine)\b(?!.*\b(?:pills|gun|rope|tonight|for real|not kidding|literally)\b)|\b(?:die|died|dying) of (?:boredom|paperwork|embarrassment)\b/g,
    'be bored stiff',
  ],
  // said of a person ("my wife will kill me if"), not of a means ("is this bottle going to kill me if i take it all")
  [
    /(?<!\b(?:these|those|pills?|bottles?|dose|amount|much|many|meds|medication|drugs?|enough|gun|rope)\b(?: \w+){0,3} )\b(?:kill|killing) me (?:if|when|for)\b/g,
    'be angry if',
  ],
  [/\b(?:i would|i d|would|could) (?:kill|die) for (?:a|an|some|the)\b/g, 'i want a'],
  // "we voted on who's gonna kick the bucket first and I won. Free beer for a year" (round 160)
  [
    /\b(?:voted|vote|voting|bet|bets|betting|a bet|a pool|odds) on who(?: is|s)? (?:going to|gonna|will) (?:kick the bucket|die|croak|go) first\b(?!.*\b(?:for real|tonight|want to win|wanna win|going to win|make sure)\b)/g,
    'a joke about age',
  ],
  // "I could shoot myself for forgetting my VA appt again. 3rd time lol" (round 157)
  [
    /\b(?:i )?could (?:just )?(?:shoot|kill|strangle|slap) myself (?:for|over)(?= (?:forgetting|leaving|losing|missing|doing|saying|buying|not|being|that|this|it)\b)(?!.*\b(?:for real|not kidding|seriously|gun|pills|tonight|no joke|not joking|this time)\b)/g,
    'i messed up',
  ],
  // "the Army tries to kill you and the VA finishes the job", a unit's old joke (round 157)
  [
    /\b(?:army|military|navy|marines|marine corps|corps|air force|war|service|desert|sandbox)\b(?: \w+){0,2} (?:tries|try|tried|trying) to kill (?:you|us|ya)\b(?: \w+){0,2} (?:and|then) (?:the )?(?:va|tricare|civilian life|the system)\b(?: \w+){0,2} (?:finishes|finish|finished|will finish) (?:the job|you off|us off|ya off)\b/g,
    'the va is slow',
  ],
  // "I'm dead. my wife just walked in on me singing Taylor Swift in the garage" (round 160)
  [
    /^(?:i am|im) (?:so |literally |actually )?dead\b(?! inside\b)(?=.*\b(?:walked in on me|caught me|saw me|lol|lmao|haha\w*|dying laughing)\b)(?!.*\b(?:for real|not joking|tonight|want it|over)\b)/g,
    'i am embarrassed',
  ],
  // "my C&P examiner basically asked if I was dead yet" (round 163)
  [/\b(?:asked|asks|asking) (?:me )?(?:if|whether) i (?:was|am|were) dead yet\b/g, 'asked if i was better yet'],
  // "Tricare has me ready to jump out a window lol (I live in a single wide)" (round 158)
  [
    /\b(?:has|have|got|had) me (?:ready|about|wanting) to jump out (?:a|the|my) window\b(?=.*\b(?:lol|lmao|haha\w*|single wide|first floor|one story|ground floor|ranch house|trailer)\b)(?!.*\b(?:for real|not kidding|not joking|tonight|seriously|\d+(?:st|nd|rd|th) floor)\b)/g,
    'has me frustrated',
  ],
  // "the Army taught me to sleep anywhere. the VA taught me to sleep in the waiting room" (round 157)
  [
    /\b(?:taught|teaches|teach) (?:me|us|you) to sleep (?:anywhere|standing up|sitting up|in (?:the|a) (?:\w+ )?(?:waiting room|chair|recliner|truck|hallway|lobby))\b/g,
    'taught me patience',
  ],
  [/\bdying (?:to|for) (?:know|get|see|hear|try|find|learn|meet|start|go|a|an|some)\b/g, 'eager to'],
  [/\b(?:nearly |almost )?(?:died|die|dying|dead)(?: of| from)? (?:laughing|laughter|boredom|embarrassment)\b/g, 'laughed'],
  [new RegExp(`\\b${SCOLDS} (?:is |are )?(?:going to|gonna|will|would) (?:literally |actually )?kill me\\b`, 'g'), 'is going to be angry'],
  // "wife says if I tell one more Fallujah story at dinner shes gonna put me in the ground herself lol" (round 197)
  [
    /(?<=\b(?:wife|husband|mom|mother|dad|father|boss|sergeant|sgt|sarge|gunny|girlfriend|boyfriend)\b.*)\b(?:she|he) (?:is )?(?:going to|gonna|will) put me (?:dead|in the ground|six feet under)(?: (?:herself|himself))?\b(?=.*\b(?:lol|lmao|haha\w*)\b)(?!.*\b(?:wish (?:she|he) would|honestly|(?:i am|im) done|for real|not kidding|tonight|gun|pills)\b)/g,
    'is going to be angry',
  ],
  // "wife says if I leave one more pile of VA forms on the table she's gonna kill me" (round 155); "going to murder me in
  // my sleep and bury me under the lilacs" over one more dog (round 173)
  [
    new RegExp(
      `(?<=\\b${SCOLDS} (?:says|said|told me|swears|swore|warned me|threatened)\\b.*)\\b(she|he|they) (?:is |are |will )?(?:going to |gonna )?(?:literally |actually )?(?:kill|murder|strangle) me\\b(?: in my sleep)?(?: and (?:bury|hide) me(?: (?:under|in|behind) (?:the|a|my|our) \\w+)?)?(?!.*\\b(?:for real|not kidding|pills|gun|tonight|myself)\\b)`,
      'g',
    ),
    '$1 will be angry',
  ],
  [
    /\b(?:my|the|a|this|that) dead (?:\d+ )?(?=(?:battery|batteries|bronco|truck|car|jeep|engine|motor|phone|laptop|mower|generator|alternator|starter|bike|motorcycle|harley|chevy|ford|dodge|toyota|radio|tablet)\b)/g,
    'my broken ',
  ],
  [/\b(?:battery|batteries)\b(?: (?!(?:i|im|me|my|want|wanna|wish|be|will|gonna|going)\b)\w+){0,5} dead\b/g, 'battery is flat'],
  // "we were all gonna die if the coffee pot broke": a crew's joke, never the writer alone (round 98)
  [/\bwe (?:were|are) all (?:going to|gonna) die if\b/g, 'we would be in trouble if'],
  // grief for not being there: "wish I could have been there when Tommy died" (round 98), "for Jenkins before he shot himself. its been 8 yrs" (round 155)
  [
    /\bwish i (?:could have|couldve|had) been there (?:when|for) (?:\w+ ){0,2}(?:died|passed)\b|\bwish i (?:could have|couldve|had) been there for (?:him|her|them|(?:\w+ ){1,2}before (?:he|she|they) (?:died|passed|shot (?:himself|herself|themselves)|killed (?:himself|herself|themselves)|took (?:his|her|their) (?:own )?life))\b(?=.*\b(?:(?:19|20)\d\d|counsel\w*|grief|therapy|vet center|years ago|\d+ (?:yrs|years))\b)(?!.*\b(?:go where|join|be with (?:him|her|them))\b)/g,
    'miss him',
  ],
  // the VA that will "finish me off with another form" (round 98)
  [/\bfinish me off with (?:another|a|one more|more) (?:form|forms|claim|appointment|phone call|survey|letter)\b/g, 'bury me in paperwork'],
  [/\bdead on (?:my|his|her|our|their) feet\b/g, 'exhausted'],
  [/\bdead wrong\b/g, 'very wrong'],
  [/\bdead (?:tired|serious|set|last|center|wrong|right|on|end|reckoning|heat|lift|lifts|ringer|broke|beat|asleep)\b/g, 'very'],
  [/\bdrop dead\b/g, 'very'],
  [/\b(?:battery|phone|laptop|car|engine|truck)s? (?:is |was )?(?:about to |going to |gonna )?(?:dying|dead|died|die)\b/g, 'device off'],
  // a machine that sounds about to die (round 119)
  [
    /\b(?:truck|car|engine|motor|transmission|alternator|mower|generator|f ?\d{3}|silverado|tacoma|tundra|jeep|chevy|ford|dodge|bronco|harley|motorcycle|compressor|furnace|fridge|freezer|washer|dryer)s? (?:sounds|looks|seems|acts|is acting|is running) like (?:(?:it|she) is|its|shes) (?:about to|going to|gonna) (?:die|quit|give out)\b/g,
    'device off',
  ],
  [/\bdead in the water\b/g, 'stalled'],
  // "taps plays and I'm gone": tears, not a leaving (round 154)
  [
    /\b(?:taps|the anthem|amazing grace|the bagpipes?|that song)(?: \w+){0,3} (?:plays|starts|comes on) (?:\w+ ){0,3}and i am gone\b(?! for good)/g,
    'i cry',
  ],
  // "dying to know if the VA is ever gonna fix that parking lot" (round 149)
  [
    /\b(?:is|are|will) (?:\w+ ){0,2}(?:ever |finally |never )?(?:going to |gonna )?fix (?:that|the|this|those|their|our) (?:\w+ )?(?:parking lot|lot|road|roads|pothole|potholes|sidewalk|website|elevator|building|phone system|gate|sign)\b/g,
    'repair something',
  ],
  // "whatever makes you stop talking about it" ends a talk, not a life (round 128)
  [
    /\b(?:whatever|anything that) (?:makes|gets) (?:you|me|him|her|them) (?:to )?stop (?:talking|complaining|whining|asking) about (?:it|that|this)\b/g,
    'whatever you like',
  ],
  // "Dead serious, the windstorm last night took my shed roof clean off" (round 177)
  [/\bdead serious\b/g, 'very serious'],
  // "the rope bridge on the obstacle course at the Combat Center" (round 177)
  [/\brope (?:bridge|climb|swing|course|wall)\b(?=(?: \w+){0,4} (?:obstacle|confidence|o) course\b)/g, 'obstacle'],
  // "someone please just shoot me the link that actually works" (round 176)
  [/\bshoot (?:me|us) (?:the|that|your) (?:link|text|email|message|number|pm|dm|address|info|pic|picture)\b/g, 'send me the link'],
  // "the VA lost my file on purpose hoping Id die before they had to pay" (round 176): the VA's hope, not the writer's
  [
    /\b(?:the va|va|they|them|the government|tricare|the system)\b(?: \w+){0,8} (?:hoping|hope|hopes|waiting for|betting|counting on) (?:that )?(?:i|id|ill|i would|i will|we|vets|veterans) (?:would |will |just )?(?:die|croak|kick the bucket|dies)\b(?: (?:first|before they (?:have to |had to )?pay(?: out)?))?/g,
    'the va is slow',
  ],
  [/\b(?:too|way too) (?:mean|stubborn|ornery|cheap|spiteful) to die\b/g, 'tough'],
  // "told him I'd rather die" over cutting back on green chile (round 176)
  [
    /(?<=\b(?:(?:cut back on|cut out|give up|quit|stop eating|no more|lay off(?: of)?|less) (?:the |my )?(?:\w+ ){0,2}\w+|lose (?:some )?weight|go on a diet|diet)\b.*)\b(?:i(?:d| would)|id) rather die\b(?!.*\b(?:for real|not kidding|seriously|anyway|honestly|pills|gun|myself)\b)/g,
    'i would rather not',
  ],
  // "if I shovel one more driveway im gonna jump off the roof into the snowbank like I did when I was 12" (round 176)
  [
    /\b(?:going to|gonna|about to) jump off the (?:\w+ )?roof into (?:the |a )?(?:snow ?bank|snow ?drift|pile of snow|snow pile|snow|pool)\b(?!.*\b(?:for real|not kidding|seriously|tonight|goodbye|myself|head first)\b)/g,
    'goof off in the snow',
  ],
  // "why does it take 3 forms and 2 phone calls to do one thing" (round 174)
  [
    /\bwhy (?:does it|do they|do i|did it|does the \w+) (?:take|need|have to take|require|want) (?:\d+|two|three|four|five|so many) (?:forms|phone calls|calls|signatures|steps|offices|visits|tries|emails)\b(?!.*\b(?:myself|pills|gun|rope|end it|goodbye|done with (?:life|living|everything))\b)/g,
    EVERYDAY.paperwork,
  ],
  // "about ready to shoot myself in the foot" over GI Bill forms (round 174): the readiness is the idiom's too
  [
    /\b(?:(?:about|just about|almost|bout|nearly) (?:ready|fixing|set) to )?(?:shot|shoot|shooting|shoots) (?:myself|yourself|himself|herself|ourselves|themselves) in the foot\b/g,
    'made a mistake',
  ],
  [/\bdie on (?:this|that) hill\b/g, 'insist'],
  [/\b(?:bored|scared|worried|sick|tired) to death\b/g, 'very'],
  [/\bto die for\b/g, 'great'],
  // "finally pulled the trigger on a new 12 gauge lol. ready for pheasant opener" (round 190): chose it (not "bought", which
  // the possession concept reads: probe-448's new AR at the range)
  [/\bpulled the trigger on (?=(?:a|an|the|that|this) (?:new |used )?\w)/g, 'chose '],
  // "98 and humid down by the river today. i'm dead. cooked. done. somebody scrape me off the sidewalk" (round 189): the heat
  [
    /(?<=\b(?:humid|humidity|heat|hot|degrees|heat index|sweltering|scorching|muggy)\b.*)\b(?:(?:i am|im) dead(?: (?:cooked|done|melted|fried|toast)){0,3}|scrape me off the (?:sidewalk|pavement|asphalt|road|floor))\b(?!.*\b(?:for real|not joking|not kidding|pills|gun|myself|tonight|want to die|wish)\b)/g,
    'i am overheated',
  ],
  // "chukar hunting in the skedaddles is gonna kill me one of these years lol" (round 188)
  [
    /\b(?:is|are|will) (?:gonna |going to )?kill me one of these (?:days|years|seasons|times|mornings)\b(?!.*\b(?:for real|not joking|not kidding|pills|gun|myself|tonight|hope (?:it|so)|wish it would|good|cant wait|honestly)\b)/g,
    'is wearing me out',
  ],
  // "the hokies game had me wanting to die in the 4th quarter" (round 188)
  [
    /(?<=\b(?:game|team|refs?|defense|offense|loss|quarter|inning|season|playoffs?|super bowl|match|fans)\b.*)\b(?:had|has|got) me (?:wanting|ready|about) to die\b(?!.*\b(?:for real|not joking|not kidding|pills|gun|myself|tonight|seriously|honestly|still|every day|anyway)\b)/g,
    'had me so frustrated',
  ],
  // "I'd kill for one flight out of here that isn't weathered in" (round 187)
  [/\b(?:i would|id|i d) kill for (?=(?:a|an|one|some|just one|another|a decent|a good)\b)/g, 'i would love '],
  // "i would take a bullet for their carne asada" (round 186)
  [
    /\b(?:would|will|d) take a bullet for (?=(?:their|the|this|that|those|these|a|an|my|our|his|her|you|him|them)\b)/g,
    'would do anything for ',
  ],
  // a chore, not a life: "I'd rather die than sit through another briefing", "rather jump off a bridge than" (round 183);
  // not "than sit through another day of this", nor "another christmas alone. not kidding"
  [
    /\brather (?:die|jump off a (?:bridge|cliff|building|roof)) than(?= (?:sit|eat|watch|listen|hear another|wear|fill out|wait in|stand in|use|pay|attend|do another)\b)(?!(?: \w+){0,4} (?:day|night|week|year) of (?:this|it|my life)\b|.*\b(?:this life|living|go on|keep going|alone|thinking about it|for real|not kidding|not joking|seriously|honestly|tonight)\b)/g,
    'hate to',
  ],
  [/\b(?:thought|felt like) (?:i|we) (?:was|were) (?:going to|gonna) die\b/g, 'was scared'],
  [/\b(?:be|is|was|will be) the death of (?:me|us|him|her)\b/g, 'is hard'],
  [/\b(?:to|into|in) an early grave\b/g, 'to despair'],
  // good wishes, not a wish or a hope about dying: "wish me luck", "hope it helps"
  [/\bwish (?:me|us|him|her|them|you|yall|you all) (?:luck|well|the best|a happy \w+)\b/g, 'fingers crossed'],
  [
    /\b(?:hope|hoping|hopefully) (?:it|this|that|they|the \w+|therapy|pt|treatment) (?:helps|help|will help|works|work|will work|goes well|pays off)\b/g,
    'fingers crossed',
  ],

  // where someone lives is not whether they want to
  [/\blive (in|at|near|closer|close|somewhere|on|by|there|here in|abroad|overseas)\b/g, 'reside $1'],
  [/\bkiller (?:deal|job|resume|price|app|view)\b/g, 'great thing'],
  // a bridge loan is a loan, not a bridge
  [/\bbridge (?:loans?|financing|lenders?|lending|mortgages?)\b/g, 'short term loan'],
  // "bank is pushing a bridge but my gut says it's a trap" (round 173)
  [
    /\b(?:bank|lender|broker|realtor|agent|loan officer|credit union|mortgage guy)s? (?:is |are |keeps? |was )?(?:pushing|offering|suggesting|recommending|pitching|talking about|mentioned|mentioning) (?:a |the )?bridge\b(?! (?:over|across|into|on|at)\b)/g,
    'bank is offering a short term loan',
  ],
];
