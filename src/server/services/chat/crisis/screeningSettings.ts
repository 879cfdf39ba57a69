/**
 * The screening questions and the questions around them, a contiguous run of the care settings kept at
 * its place in their order (careSettings.ts): what the Columbia screener asks, the questions a clinic
 * asked and were answered no, what one is supposed to ask someone and say after; a policy's suicide
 * clause asked for a widow or a briefing; a clinician's words ("feel dead inside" on a new medication,
 * "stop punishing yourself").
 */
import { CARE } from './carePhrases';
import { beside } from './patternHelpers';

export const screeningSettings: [RegExp, string][] = [
  // "took the safeTALK course today. giving away possessions and saying goodbye were on the list of signs" (round 154)
  [
    new RegExp(
      beside(
        '(?:safetalk|asist|qpr|course|class|training|list of (?:warning )?signs|warning signs?)',
        '\\b(?:giving away (?:possessions|belongings|things|stuff)|saying goodbye)(?: and (?:giving away (?:possessions|belongings|things|stuff)|saying goodbye))? (?:were|was|are|is) (?:on the list|among the|one of the|some of the)\\b',
      ),
      'g',
    ),
    'warning signs taught',
  ],
  // "giving stuff away, saying goodbye, putting affairs in order, those are all signs right? making a poster for our post" (round 160)
  [
    new RegExp(
      beside(
        '(?:(?:those|these|they) (?:are|were) (?:all )?(?:the |common |classic |typical )?(?:warning )?signs|(?:poster|flyer|handout|slide|brochure) for (?:our|the|my) (?:post|unit|legion|vfw|church|class|office))',
        '(?<!\\b(?:i am|im|i have been|ive been|i keep|been|i started|started) )\\b(?:giving (?:stuff|things|possessions|belongings) away|giving away (?:stuff|things|possessions|belongings)|saying goodbye|putting (?:their |his |her )?affairs in order|talking about being a burden)\\b',
      ),
      'g',
    ),
    'warning signs taught',
  ],
  // "anyone else's VA doc ask if you feel like hurting yourself and then tell you to take motrin" (round 163)
  [
    new RegExp(
      beside(
        '(?:doc|doctor|nurse|provider|pcp|psych\\w*|screen\\w*|intake|examiner|the va|va)',
        '\\b(?:ask|asks|asked|asking) (?:me )?(?:if|whether) (?:you|i) (?:feel like |felt like |have thought about |was thinking about |are thinking about |was |am |were )?(?:hurting|harming|killing) (?:yourself|myself)\\b(?= and then\\b| then\\b)',
      ),
      'g',
    ),
    'a screening question',
  ],
  // "Ask Care Escort refresher ... a good scenario about a soldier giving away his gear?" (round 165)
  [
    new RegExp(
      beside(
        '(?:ask care escort|ace|asist|qpr|scenarios?|refresher|training|class|course)',
        '\\b(?:a|the) (?:soldier|marine|sailor|airman|buddy|vet|veteran|guy|troop)(?: is)? giving away (?:his|her|their) (?:gear|stuff|things|belongings|possessions)(?: and saying goodbye)?\\b',
      ),
      'g',
    ),
    'warning signs taught',
  ],
  // "need the columbia screening questions for a class im teaching. wish to be dead, thoughts, method" (round 154)
  [
    new RegExp(
      beside(
        '(?:columbia|screening questions|screener|c ssrs|class|full list)',
        '\\bwish to be dead(?= (?:thoughts|suicidal thoughts|method|intent|plan)\\b)',
      ),
      'g',
    ),
    'a screening question',
  ],
  // "is the first question the one about wishing you were dead or could go to sleep and not wake up? practicing for my peer support cert" (round 153)
  [
    new RegExp(
      beside(
        '(?:screener|c ssrs|columbia|cert|certification|asist|class|training|studying|practicing)',
        '\\bthe one about wishing you were dead(?: or (?:could )?go to sleep and not wake up)?\\b',
      ),
      'g',
    ),
    'a screening question',
  ],
  // "In ASIST they said to ask about the plan and the means. How do you ask about means" (round 142)
  [
    new RegExp(
      beside(
        '(?:asist|qpr|safetalk|safe talk|mental health first aid|training|class|course|instructor|trainer|they (?:said|taught|told us))',
        '\\bask(?:ing)? (?:about |them about |him about |her about |someone about |a buddy about )?(?:the |a |their |his |her )?(?:plan|means)(?: and (?:the |a |their |his |her )?(?:plan|means))?\\b(?!.*\\b(?:i have|i got|ive got|got the|tonight|myself|disappointed in me)\\b)',
      ),
      'g',
    ),
    CARE.screeningQuestion,
  ],
  // "the clinic asked me all those questions … about wishing i was dead and having a plan. answered no" (round 131)
  [
    /\b(?:clinic|therapist|counselor|doctor|doc|nurse|psych\w*|provider|intake|va)\b(?: \w+){0,2} (?:asked|asks) (?:me )?(?:all )?(?:those |the |these )?(?:screening )?questions\b(?: \w+){0,3} about\b(?: \w+){0,10}? (?:dead|die|dying|plan|suicide|myself)\b(?: \w+){0,6}? (?:i )?(?:answered|said) no\b(?!.*\b(?:lied|lie|lying|but i do|truth is|yes)\b)/g,
    'answered the screening question no',
  ],
  // "my VA doc asked me a few of the questions ... i said no to all of em for the record" (round 179): read as the
  // screening questions themselves, a care question (ordinaryReadings.ts), so the classifier is overruled too
  [
    /\b(?:clinic|therapist|counselor|doctor|doc|nurse|psych\w*|provider|intake|va)\b(?: \w+){0,2} (?:asked|asks) (?:me )?(?:(?:like |about |maybe )?(?:\d+|a few|some|a couple|all|a bunch)(?: of)? )?(?:those |the |these |its )?(?:screening )?questions\b(?: \w+){0,12}? (?:i )?(?:answered|said) no to (?:all|every|each)(?: of)?(?: (?:em|them|those|it|one))?\b(?!.*\b(?:lied|lie|lying|but i do|truth is|yes)\b)/g,
    CARE.screeningQuestions,
  ],
  // the questions one is supposed to ask if someone may be thinking about suicide (round 127)
  [
    /\b(?:what are )?the questions? (?:you are |youre |we are |were )?(?:supposed to|should|meant to) ask (?:if|when) (?:you think |we think )?(?:someone|somebody|somebodys|someones|a (?:buddy|friend|soldier|vet))(?: is)? (?:thinking (?:about|of) suicide|suicidal)\b/g,
    CARE.screeningQuestions,
  ],
  // the screener named in full, and what it asks (round 121)
  [
    /\bwhat (?:does|do|will) (?:the )?(?:columbia (?:suicide )?(?:severity )?(?:rating )?(?:scale|protocol|screener|screening)|c ssrs|cssrs|phq ?9|phq)\b(?: \w+){0,2} (?:ask|asks|cover|covers|include|includes|measure|measures)\b/g,
    CARE.screeningQuestion,
  ],
  // one of the screener's questions asked about: "the one about wishing you were dead … the past month or lifetime?" (round 108),
  // "is the Columbia screener the one that asks have you wished you were dead" (round 119)
  [
    /\b(?:columbia (?:scale|protocol|screener|screening)|columbia|c ssrs|cssrs|screener|screening)(?: \w+){0,2}? (?:questions?|the one)\b(?: \w+){0,3}? (?:about|like|such as|what does|is it|does it go|goes|asking (?:about|if|whether)|that asks(?: about| if| whether)?)\b(?: \w+){0,10}? (?:dead|die|wake up|suicide|killing (?:yourself|themselves)|ending (?:your|their) life|a plan)\b(?: or(?: \w+){0,8}? (?:wake up|dead|die|suicide|a plan)\b)?(?!.*\b(?:i lied|lied|i said yes|truth is|i do|i am(?! a (?:new )?(?:nurse|doctor|counselor|social worker|medic|corpsman|chaplain|student|volunteer|trainer|peer))|honestly i)\b)/g,
    CARE.screeningQuestion,
  ],
  [
    new RegExp(
      beside(
        '(?:columbia (?:scale|protocol|screener|screening)|c ssrs|cssrs|screening questions?|screener|screen (?:someone|somebody|people|a (?:soldier|sailor|airman|marine|person|vet|veteran|patient)))',
        '(?:\\bask(?:s|ed|ing)? (?:if|whether) (?:they|theyve|they have|someone|somebody|the person|a person|he|she|hes|shes|the vet|the veteran)\\b(?: \\w+){0,12}? (?:dead|wake up|die|suicide|killing (?:themselves|himself|herself)|a plan|hurt(?:ing)? (?:themselves|himself|herself))\\b(?: or(?: \\w+){0,8}? (?:wake up|dead|die|suicide|a plan)\\b)?|\\bask (?:my |the |our )?(?:soldiers|troops|guys|marines|sailors|airmen|people|team|vets|veterans|them)(?: straight up| directly| point blank| outright)? about (?:thoughts of )?suicide\\b)',
      ),
      'g',
    ),
    CARE.screeningQuestions,
  ],
  [
    new RegExp(
      beside(
        '(?:(?:\\w+s )?widow|(?:he|she) (?:passed|died)(?: away)? in (?:19|20)\\d\\d|frg|family readiness|srp|(?:finance|s1|admin) (?:nco|office|clerk)|argued|riding on it|briefing|(?:a few|some|several|many) (?:people|spouses|families|soldiers|sailors|airmen|marines|members) (?:have )?asked|casualty assistance|survivor outreach)',
        '\\b(?:insurance|vgli|sgli|policy)\\b(?: \\w+){0,3} (?:pay|pays|paying|payout|pay out|cover|covers)\\b(?: \\w+){0,7} (?:self inflicted|suicide)\\b',
      ),
      'g',
    ),
    CARE.insuranceForOthers,
  ],
  [
    /\b(?:how do you follow up after someone told (?:you|me) they were having dark thoughts|what (?:do|should|would) (?:you|i|we) (?:say|text|do) when (?:somebody|someone|a buddy|a friend)\b(?: \w+){0,5} (?:posts|says|texts|sends) something dark)\b/g,
    CARE.helpAFriend,
  ],
  [/\b(?:does|will|can|would) talk(?:ing)? about suicide (?=(?:put|plant)s? (?:the|that|an) idea)/g, 'does talking about it '],
  [/\bfeel dead inside\b(?=.*\b(?:meds?|medication|sertraline|zoloft|ssri|dose|psych)\b)/g, 'feel emotionally flat'],
  [
    new RegExp(beside('(?:therapist|counselor|counsellor|psych|chaplain)', '\\bstop punishing (?:myself|yourself)\\b'), 'g'),
    'be kinder to myself',
  ],
  [
    /(?<=\bwhat (?:should|do|can) i do )if (?:someone|somebody|a (?:buddy|friend|vet)) (?:ever )?tells me (?:they|he|she)\b(?: \w+){1,8}?(?= (?:want|what|how|i want|before)\b)/g,
    CARE.warningSigns,
  ],
  // "Is the Columbia screener the same one the VA uses at intake? They asked me if I'd wished I was dead in the past month and I
  // wanted to know where the questions come from" (round 198): the question put to oneself, asked about, no answer told
  [
    /\b(?:they|she|he|the (?:nurse|doc|doctor|counselor|provider|intake \w+)) asked me (?:if|whether) i (?:had |have |ever )*(?:wished|wish) i (?:was|were) dead\b(?:(?<=\b(?:screener|columbia|intake|c ssrs|cssrs|screening)\b.*)|(?=.*\b(?:screener|columbia|intake|c ssrs|cssrs|screening)\b))(?=.*\b(?:where (?:the|that|those|these) questions? (?:comes?|came) from|(?:the )?same (?:one|screener|questions?)|why (?:do|does|did) they ask|what (?:it is|its) called)\b)(?!.*\b(?:said yes|lied|truth|real answer|honestly|i do|i have|still)\b)/g,
    CARE.asksScreeningQuestion,
  ],
  [
    /\basked (?:me )?if i (?:ever )?think (?:about|of) (?:hurting|harming|killing) myself\b(?= and i said only when\b)/g,
    CARE.asksScreeningQuestion,
  ],
  [
    /\b(?:how (?:should|do|can) (?:i|you) (?:answer|respond|reply)|what (?:do|should) (?:i|you) say|(?:learn|know) what to say) (?:if|when) (?:someone|somebody|a person|anyone|(?:one of )?(?:a|my|your|his|her|our) (?:\w+ )?(?:buddy|buddies|friend|friends|battle buddy|brother|brothers|coworker|coworkers|vet|vets)) (?:ever )?(?:says|tells (?:me|you|us|him|her))(?: that)? (?:i|he|she|they) (?:just )?(?:want|wants|wanna) to (?:disappear|die|not be here|vanish)\b(?!.*\b(?:me too|i do too|too (?:and|but)|so do i|(?:want|wanna) to die too)\b)/g,
    CARE.helpAFriend,
  ],
  [
    /\b(?:does|will|can|would) ask(?:ing)? (?:someone|somebody|people|a (?:buddy|friend|vet)|them) (?:if|whether|about) (?:they are |theyre |hes |shes |he is |she is )?(?:suicidal|suicide|thinking (?:about|of) (?:suicide|killing (?:themselves|himself|herself)))\b(?= (?:put|plant)s? (?:the|that|an) idea)/g,
    CARE.helpAFriend,
  ],
];
