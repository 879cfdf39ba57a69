/**
 * Care for others and for oneself: how to help a friend, warning signs and screening questions taught
 * or answered, keepsakes of the fallen, medication and therapy, guns stored for safety. A life near its
 * end is endOfLifeSettings.ts. Part of the ordinary settings (ordinarySettings.ts), applied in this order.
 */
import { CARE } from './carePhrases';
import { gunCareSettings } from './gunCareSettings';
import { beside, NOTHING_OF_MY_OWN } from './patternHelpers';
import { screeningSettings } from './screeningSettings';

export const careSettings: [RegExp, string][] = [
  // "Hospice nurse says its days now for my father ... how to get a couple vets to come say goodbye?" (round 175)
  [
    new RegExp(
      beside(
        '(?:hospice|days now|any day now|comfort care|(?:he|she) is dying|passing|end of life)',
        '\\b(?:come|to come|come and|stop by and|stop by to|visit and) say (?:their |his |her )?goodbyes?(?: to (?:him|her|my (?:dad|father|mom|mother|grandpa|grandma|husband|wife|brother|uncle)))?\\b',
      ),
      'g',
    ),
    'come visit',
  ],
  [
    /\b(?:got|getting|have) my (?:pills|meds|medications?|dose|dosage) (?:right|adjusted|sorted|dialed in|figured out|straightened out)\b/g,
    'medication adjusted',
  ],
  // whether a prescription works, asked for sleep or nightmares: "does the trazodone actually work for sleep?" (round 108)
  [
    /\b(?:does|do|did|if|whether) (?:the |my |this )?(?:prazosin|trazodone|zoloft|sertraline|prozac|fluoxetine|lexapro|escitalopram|wellbutrin|bupropion|seroquel|quetiapine|mirtazapine|remeron|gabapentin|hydroxyzine|buspirone|effexor|venlafaxine|cymbalta|duloxetine|paxil|paroxetine|celexa|citalopram|melatonin)\b(?: \w+){0,2}? (?:actually |really |even )?(?:works?|helps?|do anything|does anything)\b(?!.*\b(?:whole bottle|all of (?:them|it)|at once|enough|how many|overdose|od|lethal|fatal|to (?:die|end it)|never wake|not wake|kill)\b)/g,
    'whether the treatment works',
  ],
  [
    /\b(?:asks?|asked|asking) (?:me )?(?:\w+ ){0,2}(?:if|whether) (?:i am|im|i have been) (?:having )?(?:thoughts of|thinking (?:about|of)) (?:hurting|killing|harming) myself\b(?=(?: \w+){0,3} (?:i say|i said|i tell (?:her|him|them)|and i say) no\b)/g,
    CARE.asksScreeningQuestion,
  ],
  // a letter to the mother of a buddy killed beside the writer (round 82)
  [
    /(?<=\b(?:killed|kia|died|got hit|was hit|were hit|blown up|lost (?:him|them))\b.*)\b(?:write|wrote|writing|send|sent|mail) (?:a )?letter to (?:his|her|their) (?:mom|mother|dad|father|family|parents|wife|widow|kids|sister|brother)\b/g,
    'write to the family of the fallen',
  ],
  // a dead buddy's dog tags or flag given to his son (round 78)
  [
    /(?<=\b(?:his|her) (?:dog tags|tags|flag|medals?|letters?|watch|knife|patch|beret|helmet|photos?|ring)\b.*)\b(?:give|giving|pass|passing|return|returning) (?:them|it) (?:back )?to (?:his|her) (?:son|daughter|kids|wife|widow|husband|mom|mother|dad|father|family|parents)\b/g,
    CARE.keepsake,
  ],
  // one more beer, day or talk wished for with the dead (round 107)
  [
    /\bwish(?:ing)? i (?:could|got to) (?:have|share|grab|get|see|hug|call|talk to|go \w+ with) (?:one more|another|just one more) (?:\w+ ){0,2}with (?:him|her|them|my \w+|\w+)\b/g,
    'i miss him',
  ],
  [
    /\bwhat (?:do|should|would|can) i (?:actually |even )?(?:say|do) if (?:a|my) (?:buddy|friend|battle buddy|brother|coworker|someone) (?:ever )?tells me (?:he is|she is|hes|shes|they are) thinking (?:about|of) (?:killing (?:himself|herself|themselves)|suicide|ending it|ending (?:his|her|their) (?:own )?life)\b/g,
    CARE.helpAFriend,
  ],
  [
    /\b(?:how (?:do|can|should) (?:you|i)|(?:whats|what is) the (?:best|right) way to) ask (?:(?:a|my|one of my) )?(?:friend|buddy|someone|somebody|battle buddy|vet|guys|soldiers?|troops?|marines?|sailors?|airm[ae]n|joes|men)(?: straight out| straight up| directly| point blank| outright)? if (?:they are|he is|she is|theyre|hes|shes) thinking (?:about|of) (?:killing (?:themselves|himself|herself)|suicide)\b/g,
    CARE.helpAFriend,
  ],
  [
    new RegExp(
      beside(
        '(?:warning signs?|signs to (?:look|watch) for|recogni[sz]\\w*|leaders? guide|doctrine|peer support|training scenarios?|role ?play\\w*|what (?:do|should|would) (?:i|you|we) (?:say|do) (?:if|when))',
        // the first two read so anywhere; the rest (said of a person) only beside a word of the kind
        '\\bgiving (?:away )?(?:things|stuff|possessions|belongings)(?: away)?\\b|\\bputting (?:their|his|her) affairs in order\\b|(?:\\bsaying goodbye\\b|\\bgiving (?:away )?(?:their|his|her) (?:things|stuff|possessions|belongings)(?: away)?\\b|\\bgetting (?:their|his|her) affairs in order\\b|\\btalking about being a burden\\b)',
      ),
      'g',
    ),
    'a warning sign',
  ],
  // what a relative who has since died told the writer of the war (round 73)
  [
    /\b(?:before (?:he|she) (?:passed|died|passed away)(?: \w+){0,2} (?:he|she) (?:told|said to) (?:me|us)|(?:told|said to) (?:me|us) before (?:he|she) (?:passed|died|passed away))\b(?: \w+){0,3} (?:he|she) (?:always )?(?:felt|thought|believed|said)\b(?: \w+){0,8}/g,
    'before he passed he shared his war memories',
  ],
  // the signs that someone is about to harm themselves, asked in general (round 75)
  [
    /\b(?:warning signs?|signs|red flags|how (?:do|can|would) (?:i|you|we) (?:know|tell))\b(?: (?:that|if|when))? (?:someone|somebody|a (?:person|soldier|sailor|airman|marine|buddy|friend|vet|veteran|spouse)|people) (?:is |are )?(?:about to|going to|might|may|could be|planning to|thinking (?:about|of)) (?:harm|hurt|harming|hurting|kill|killing) (?:themselves|himself|herself)\b/g,
    CARE.warningSigns,
  ],
  // the screening question asked by a clinician and answered "no", meant (round 85); asked "at my appt", "ending my life" (round 106)
  [
    /\b(?:(?:therapist|counselor|doctor|doc|nurse|psych\w*|provider|pcp|social worker|intake)\b(?: \w+){0,2}|(?:got|get|was|were|been|they|va)) (?:asked|asks|asking) (?:me )?(?:at (?:my|the|an?) (?:\w+ ){0,2}?)?(?:if|whether) i (?:ever )?(?:wish|wished|want|wanted|think|thought|have|had)\b(?: \w+){0,6}? (?:dead|die|dying|myself|suicide|not (?:alive|here|waking up)|my (?:own )?life)\b(?: \w+){0,12}? (?<!\blied (?:and |then )?)(?:i (?:said|answered|told (?:him|her|them)) no|said no)\b(?!.*\b(?:but|lied|lie|lying|not true|wasnt true|yes|again|every (?:single )?(?:day|night)|most days)\b)/g,
    'answered the screening question no',
  ],
  // how the question is put: "do you literally say are you thinking about killing yourself?" (round 76)
  [
    /\b(?:do|would|should|can|could) (?:you|i|we) (?:literally |actually |really |just |straight up )?(?:say|ask)(?: (?:them|him|her|someone|somebody))?(?: like)? (?:are|r) (?:you|u) (?:thinking|having thoughts) (?:about|of) (?:killing yourself|suicide|ending your life|hurting yourself)\b/g,
    CARE.screeningQuestion,
  ],
  // a friend who says he will not hurt himself, with nothing said against it (round 76)
  [
    /\b(?:says|said|tells me|told me|promised) (?:he|she|they) (?:is|are|was|were)? ?not going to (?:hurt|harm|kill) (?:himself|herself|themselves)\b(?!.*\b(?:but|though|yet|however|gun|pistol|rifle|pills|rope|goodbye|tonight|gave away|giving away|note|not answering)\b)/g,
    'says he is safe',
  ],
  // a friend's dark thoughts dated a year or more back, and his word that he is fine now (round 81)
  [
    /\b(?:told me|said|admitted) (?:he|she|they) (?:thought|was thinking|had thought|had thoughts) (?:about|of) (?:ending (?:his|her|their) (?:own )?life|suicide|killing (?:himself|herself|themselves)) (?:last year|(?:a few|two|three|\d+) (?:years|yrs) ago|a while back|back in \d{4}|in \d{4}) but (?:says|said|tells me) (?:he is|she is|hes|shes|they are|theyre) (?:fine|ok|okay|good|better|doing (?:better|good|well|fine)) now\b(?!.*\b(?:but|though|gun|pills|rope|tonight|goodbye|gave away|giving away|not answering|again)\b)/g,
    'had a hard time back then and is fine now',
  ],
  // a friend who seems off, and how to bring it up with him (round 80)
  [
    /(?<=\b(?:buddy|friend|battle buddy|brother|sister|coworker|husband|wife|son|daughter|dad|father)\b.*)\bhow (?:do|can|should|would) i (?:bring (?:it|that|this) up|raise (?:it|that|this)|approach (?:him|her|them|it)|check (?:in )?on (?:him|her|them)|ask (?:him|her|them) about (?:it|that|this))\b/g,
    CARE.helpAFriend,
  ],
  [/\bask,? care,? escort\b|\bace (?:training|model)\b/g, 'peer support training'],
  // "during the SGLI brief a soldier asked if it pays out in a suicide ... so I can answer him right" (round 190)
  [
    /(?<=\b(?:soldiers?|private|specialist|marines?|sailors?|airm[ae]n|guy|troops?|someone|somebody|member|joe)\b(?: \w+){0,5} )asked(?: \w+){0,4}? (?:if|whether) (?:it|sgli|vgli|the policy|life insurance) (?:still )?pays (?:out )?(?:in|for|on|after) (?:a )?suicide\b(?!.*\b(?:myself|for me|my (?:wife|husband|family|kids) (?:needs|need|would get)|asking for a friend)\b)/g,
    CARE.insuranceForOthers,
  ],
  // how to talk to somebody who says they want to die, asked to be ready, with nothing of one's own (round 115)
  [
    new RegExp(
      `^${NOTHING_OF_MY_OWN}\\bhow (?:do|can|should|would) (?:i|we|you) (?:talk to|help|respond to|approach|support) (?:somebody|someone|a person|a (?:buddy|friend|vet|veteran|soldier|marine|guy)|people|anyone) who (?:says|said|tells you|tells me) (?:they|he|she) (?:want|wants) to die\\b`,
      'g',
    ),
    `${CARE.helpAFriend} who is struggling`,
  ],
  // a buddy who once said he'd be better off dead, doing well now, and what to say next time (round 118)
  [
    /\b(?:my|a) (?:buddy|friend|brother|battle buddy)\b(?: \w+){0,3} (?:told me|said)\b(?: \w+){0,3} (?:he|she) (?:would|will) be better off dead\b(?=.*\b(?:next time i want to know what to say|(?:is|he is|she is) doing (?:good|ok|okay|better|well) now)\b)/g,
    CARE.helpAFriend,
  ],
  // a doctor's warning about a habit: "told me im gonna die if i keep hitting waffle house at 2am" (round 120)
  [
    /\b(?:doc|doctor|docs|doctors|cardiologist|pcp|provider|nurse|dentist)\b(?: \w+){0,4} (?:told me|tells me|says|said|warned me|warns me|keeps telling me)(?: that)? (?:i am|im|i will|ill|i) (?:going to|gonna|will) die\b(?= (?:young |early )?if i (?:keep|dont|do not|continue|stay|eat|smoke|drink|dip|chew|skip|stop)\b)/g,
    'warned me about my health',
  ],
  // a training question: "if a soldier tells you he has a gun at home … what's the right thing to say first?" (round 126)
  [
    new RegExp(
      `^${NOTHING_OF_MY_OWN}(?=.*\\b(?:training|class|course|drill|brief\\w*)\\b).*?\\bif (?:a|my|your) (?:soldier|buddy|friend|marine|sailor|airman|coworker|vet|veteran|battle buddy|person|troop)\\b(?: \\w+){0,2} (?:tells|told) (?:you|me|us)\\b.*\\bwhat (?:is|s) the (?:right|best) (?:thing )?to (?:say|do)\\b`,
      'g',
    ),
    CARE.helpAFriend,
  ],
  ...gunCareSettings,
  // the warning signs that a buddy might be thinking of suicide, asked about (round 117)
  [
    new RegExp(
      `^${NOTHING_OF_MY_OWN}\\bwhat are the (?:warning )?signs (?:that )?(?:a|my|someone|somebody|a \\w+) (?:\\w+ )?(?:might be|is|could be) (?:thinking about|considering) (?:taking (?:his|her|their) own life|suicide|killing (?:himself|herself))\\b`,
      'g',
    ),
    CARE.helpAFriend,
  ],
  // a unit's designation, "1-194 AR" (armor), is no AR-15 (round 113)
  [/\b(\d+ \d+) (?:ar|in|ir|fa|cav|av|en)\b/g, '$1 battalion'],
  // a hunting rifle cleaned for the season (round 113)
  [
    /\b(?:cleaned|cleaning|oiled|sighted in|zeroed) (?:the |my |his |our )?(?:deer|elk|duck|turkey|hog|hunting|varmint) (?:rifle|gun|shotgun)\b/g,
    'got the hunting gear ready',
  ],
  // "first good nights sleep in 6 years since starting the prazosin" (round 113)
  [
    /\bfirst good (?:nights|night of) sleep in (?:like |about |over )?(?:\d+|a few|two|three|four|five|six|seven|eight|nine|ten) (?:years|yrs|months)\b/g,
    'sleeping well now',
  ],
  // a red flag taught: "if someone starts giving away their stuff that's a red flag. what else…" (round 128)
  [
    /\b(?:said|says|told (?:us|me)|taught (?:us|me))\b(?: that)? if (?:someone|somebody|a (?:buddy|soldier|friend|marine|sailor|airman|person))\b(?: \w+){0,6} (?:thats|that is|its|it is) a (?:red flag|warning sign)\b/g,
    CARE.warningSigns,
  ],
  ...screeningSettings,
  // asked ahead, for whoever may say it: "what do I do if someone tells me they have a plan and a date" (round 81), "and the means" (round 131)
  [
    /\bif (?:someone|somebody|a (?:soldier|buddy|friend|vet|veteran))(?: ever)? (?:tells|says to|told) me (?:they|he|she) (?:have|has|had) a plan(?: and (?:a (?:date|day|time|place)|the means))?\b(?=,? (?:what|how)\b)/g,
    CARE.helpAFriend,
  ],
  [
    /\bwhat (?:do|should|can|would) i (?:do|say) if (?:someone|somebody|a (?:soldier|sailor|airman|marine|buddy|friend|vet|veteran|parishioner|patient|member|student))(?: ever)? (?:tells|says to|told) me (?:they|he|she) (?:have|has|had) a plan(?: and (?:a (?:date|day|time|place)|the means))?\b/g,
    CARE.helpAFriend,
  ],
  [
    /\bif (?:a|my) (?:buddy|friend|battle buddy|brother|coworker|vet) (?:ever )?(?:tells|says to|told) me (?:he|she|they)(?: is| are)? (?:(?:thinking (?:about|of)|wants to|planning to) (?:killing|offing|ending|hurting) (?:himself|herself|themselves|it)|(?:has|had|have) a plan)\b(?=.*\bwhat (?:do|should|can) i\b)/g,
    CARE.helpAFriend,
  ],
  [
    /\b(?:passed|passed away|died)(?: \w+){0,3} (?:and )?(?:left|willed) (?:me|us) (?:his|her) (?:guns|rifles|pistols|firearms|gun collection|gun|rifle|pistol|shotgun)\b/g,
    'i inherited firearms',
  ],
  // a ruck march or a walk held for the 22 a day (round 95)
  [
    /(?<!\bof (?:the )?)\b22 a day\b(?=.*\b(?:ruck\w*|march|walk|run|5k|10k|pushups?|challenge|fundraiser|awareness)\b)(?!.*\b(?:one of them|joining them|join them|my turn|me next|why i am not)\b)/g,
    'an awareness event for veterans',
  ],
  // guns handed to family to hold through treatment, and how to get them back (round 95)
  [
    /\b(?:gave|give|giving|handed|hand|left) (?:my |all my |the )?(?:guns?|firearms?|rifles?|pistols?|weapons?)\b(?: \w+){0,4}? to (?:hold|keep|store|lock up)\b(?=.*\b(?:get (?:them|it) back|(?:when|after) i (?:finish|get out|am done|graduate))\b)(?!.*\b(?:goodbye|note|letters?|tonight|pills|rope|not coming back)\b)/g,
    'stored my guns with family for safety',
  ],
  // a warning sign's words asked about as a sign ("is 'better off without me' one of the warning signs?") (round 97)
  [
    /\bis (?:saying )?(?:(?:everyone|they|people) (?:would be )?)?(?:better off without me|i am a burden|nothing left|no way out|feeling trapped|giving (?:stuff|things) away)\b(?= (?:one of |an? )?(?:the )?(?:official |real |actual |common )?(?:warning signs?|red flags?|signs?)\b)/g,
    CARE.warningSigns,
  ],
  // the best way to check on a buddy who has gone quiet (round 98)
  [
    /\b(?:whats|what is) the best way to (?:check (?:in )?on|reach out to|approach|talk to) (?:a|my) (?:buddy|friend|battle buddy|brother|vet|veteran|guy)\b/g,
    CARE.helpAFriend,
  ],
  // the 22 a day remembered at a vigil (round 98)
  [
    /(?<!\bof (?:the )?)\b22 a day\b(?=.*\b(?:vigil|candlelight)\b)(?!.*\b(?:one of them|joining them|join them|my turn|me next|why i am not)\b)/g,
    'an awareness event for veterans',
  ],
  // a nightmare medication that works: "first full night's sleep since starting prazosin" (round 98)
  [/\b(?:since )?(?:starting|started|on|taking) (?:the )?prazosin\b(?=.*\b(?:sleep|nightmares?)\b)/g, 'since my treatment'],
  // a loaded handgun stored where the kids cannot reach it: a storage question (round 99), or a spouse's wish for it (round 122)
  [
    /\b(?:(?:store|keep|storing|keeping|wants?|wanted)\b (?:a |my |the |his |her )?(?:loaded )?(?:handgun|pistol|gun|firearm|revolver)\b(?: loaded)?|(?:loaded|load) (?:my|the|his|her) (?:handgun|pistol|gun|firearm|revolver) and (?:put|kept|stuck|placed) it)(?=.*\b(?:kids|grandkids|children|lockbox|lock box|quick access|gun safe|in the safe|trigger lock|nightstand)\b)(?!.*\b(?:myself|goodbye|tonight|end it|note|letters?|nerve|guts|courage)\b)/g,
    'a gun storage question',
  ],
  // ammunition sold out: "who has 9mm on island rn, every store is out" (round 99)
  [
    /\b(?:who has|anyone have|anybody got|anyone got|where can i (?:buy|find|get)|anyone know where to (?:buy|find|get))\b(?: \w+){0,2} (?:9mm|45 acp|556|5 56|223|308|ammo|rounds|shells)\b(?=.*\b(?:store|stores|stock|sold out|shelves|range|out)\b)/g,
    'shopping for range supplies',
  ],
  // "they gave me a flu shot and the suicide screening questions. answered no to all of em" (round 133)
  [
    /\b(?:the )?(?:suicide |safety |mental health )?(?:screening|screener) questions?\b(?: \w+){0,3}? (?:answered|said|put|checked|circled) no\b(?!.*\b(?:lied|lie|lying|truth|but (?:i|the|it)|actually|should have said yes)\b)/g,
    CARE.screeningQuestions,
  ],
  // "how do I help a buddy who seems down but wont talk? he hasnt said anything about hurting himself" (round 135)
  [
    /\bhow (?:do|can|should) i help (?:a|my) (?:buddy|friend|brother|battle buddy|vet|veteran|coworker|son|daughter|husband|wife) who (?:seems|is|has been|looks|acts) (?:real |really |kinda |so )?(?:down|off|depressed|withdrawn|quiet|distant|not himself|not herself)\b(?=.*\b(?:(?:hasnt|has not|hasn t|never|didnt|did not) (?:said|mentioned|talked about) (?:anything|nothing) about (?:hurting|killing) (?:himself|herself)|wont talk|will not talk|doesnt talk)\b)(?!.*\b(?:gun|pills|rope|tonight|goodbye|said (?:he|she) (?:wants|is going)|plan)\b)(?: \w+)*/g,
    CARE.helpAFriend,
  ],
  // learning to talk to someone giving their things away, or who says he would rather not wake up (round 99)
  [
    /\bhow to (?:talk to|help|approach|reach|respond to) (?:someone|somebody|a (?:friend|buddy|vet|veteran|person)) (?:who is|whos|that is|thats) (?:suddenly )?giving (?:all )?(?:their|his|her) (?:stuff|things|belongings) away\b/g,
    CARE.warningSigns,
  ],
  [
    /\b(?:if|when) (?:someone|somebody|a (?:friend|buddy|vet|veteran|person|soldier|marine|student|client|patient)) (?:says|tells (?:me|you|us)|admits)(?: (?:to (?:me|you) )?that)? (?:they|he|she)\b(?: \w+){0,4} (?:not wake up|be dead|die|dying|suicide|kill (?:themselves|himself|herself)|killing (?:themselves|himself|herself)|(?:has|have) a plan(?: and (?:a|the) (?:means|gun|pills))?|(?:has|have) the means)\b(?=.*\b(?:ask|class|training|course|safetalk|asist|qpr|988|911|crisis line|practicum|internship|clinical|rotation|next steps|social work|nursing|what (?:do|should) (?:i|we|you)|is that when|handouts?|ahead of time|in advance|be ready|nothing going on)\b)/g,
    CARE.warningSigns,
  ],
  // "I feel like a burden on my wife since the TBI … how do i get her caregiver support through the VA" (round 143)
  [
    /\b(?:i )?feel(?:ing)? like (?:such )?a burden\b(?: sometimes)?(?: (?:on|to) (?:my )?(?:wife|husband|spouse|family|mom|dad|daughter|son)\b)?(?: sometimes)?(?: since (?:the|my) \w+)?(?=.*\b(?:caregiver (?:support|program|stipend|benefits?|training|pay)|how do (?:other|you) (?:\w+ )?(?:amputees|vets|veterans|guys|people|wives|husbands) (?:handle|deal with|cope with|manage) (?:that|this|it|the)(?: feeling)?)\b)(?!.*\b(?:better off|insurance|without me|gone|end it|tonight|tired of (?:living|being)|disappear\w*)\b)/g,
    CARE.caregiverSupport,
  ],
  // "how do you help a friend who says hes got nothing to live for? want to know what to say if it ever comes up" (round 139)
  [
    /\b(?:how (?:do|can|should) (?:i|you|we) (?:help|talk to|respond to)|what (?:do|should) (?:i|you|we) say to) (?:a|my|your) (?:friend|buddy|brother|battle buddy|vet|veteran|coworker) who (?:says|said|tells (?:me|you))(?: that)? (?:he|she|they)(?: is| are)?\b(?: \w+){0,4} (?:nothing to live for|no reason to live|(?:doesnt|does not|dont|do not) want to (?:be here|live|be alive)(?: anymore)?|wants? to die|wish(?:es)? (?:he|she|they) (?:was|were) dead)\b(?=.*\b(?:if it ever comes up|in case it (?:ever )?comes up|ahead of time|in advance|be ready|nothing going on)\b)(?!.*\b(?:gun|pills|rope|tonight|(?<!going on )right now|just (?:told|said|texted)|goodbye)\b)/g,
    CARE.warningSigns,
  ],
];
