/**
 * Distress the writer tells as over: a belief now known to be wrong, a low, an attempt, a dark place or
 * self-harm dated years back with life good since (pastSelfHarmSettings.ts), a habit quit, guns held through a rough patch.
 * Part of the ordinary settings (ordinarySettings.ts), applied in this order.
 */
import { EVERYDAY } from './everydayPhrases';
import { pastSelfHarmSettings } from './pastSelfHarmSettings';

/** Said after a belief or a feeling the writer once had: it has not come back since (round 84). */
const NOT_FELT_SINCE = String.raw`(?:thats|that is) not where i am (?:anymore|now|these days)|(?:havent|have not|hasnt|has not) felt (?:that|this|like that) way|therapy (?:changed|fixed) (?:that|it|everything|my life)|therapy (?:works|worked|is working|helped)`;

/** "Again" of the dark time, not of a life taken up again ("now I'm running again", round 85). */
const NOT_AN_ACTIVITY_AGAIN = String.raw`(?<!\b(?:running|working|coaching|fishing|hunting|hiking|riding|playing|dating|laughing|smiling|lifting|training|golfing|swimming|painting|writing|cooking|traveling|drawing|singing|dancing|climbing|camping) )again`;

export const pastDistressSettings: [RegExp, string][] = [
  // "I used to stockpile my pills thinking one day I'd use them. Turned every one in at the Sheriff's drop box" (round 185)
  [
    /\bi used to (?:stockpile|save up|hoard|stash|squirrel away) (?:my |the |all my )?(?:pills|meds|medication)\b(?: (?:thinking|figuring|in case)(?: \w+){0,6}? (?:use|take|need) them)?(?=.*\b(?:turned (?:\w+ ){0,3}in|gave (?:them|it all|every one) (?:to|away)|drop ?box|disposed of|flushed|got rid of)\b)(?!.*\b(?:again|lately|tonight|today|right now|started|back|but|still have|kept (?:some|a few|one)|new stash)\b)/g,
    'had a hard time back then',
  ],
  // survivor's guilt still felt some days, a life held to and a name said for the dead (round 124); felt once, therapy helping (round 130)
  [
    /\b(?:some days )?(?:i )?(?:still |used to )?wish it (?:had been|was|were) me(?: (?:that|who) died)?(?: instead(?: of (?:\w+ )?\w+)?)?\b(?=.*\b(?:but i (?:have |ive )?got (?:my|a) (?:kids|family|wife|husband|counselor|therapist|good life)|(?:i am|im) good\b|rest easy|(?:its|it is|things are|i am|im) (?:getting )?better|therapy helped|(?:therapist|counselor) says|(?:done|did|doing) the work|in (?:his|her|their) (?:name|honor)|(?:counselor|therapist|therapy|counseling) (?:helped|helps|is helping)|(?:i am|im) glad it (?:wasnt|was not)|(?:years|a lot|a long time) of (?:counseling|therapy|group) to (?:put|set|lay) (?:that|it) down|(?:i am|im) in a (?:\w+ )?(?:good|better|great|healthy) place)\b)(?!.*\b(?:tonight|join|soon|plan|gun|pills|goodbye|be with (?:him|her|them)|fix that)\b)/g,
    'i miss him',
  ],
  // a wish to have died told as over, a life now lived "for both of us"; "should be in the ground with them" each Memorial Day, then the grandkids;
  // a burden for years after an injury, volunteering now (round 125)
  [
    /\bused to wish i (?:had died|was dead|died)(?: (?:in his place|in her place|instead(?: of (?:him|her|them))?|with (?:him|her|them)))?\b(?=.*\b(?:live (?:enough )?for both of us|living for (?:both of us|him|her|them)|these days i (?:just )?try to live|now i (?:live|try to live)|not anymore)\b)(?!.*\b(?:again|lately|tonight|still|(?:its|it is|they are|theyre|came|coming) back)\b)/g,
    'i grieved hard back then',
  ],
  [
    /\b(?:i )?(?:feel|felt) like i should be (?:dead|in the ground|six feet under|buried) with (?:them|him|her|my \w+)\b(?=.*\b(?:(?:they|he|she) would want me (?:right )?here|then i go home|my grandkids|grill\w*)\b)(?!.*\b(?:this year i will|tonight|join|soon|plan|gun|pills|goodbye)\b)/g,
    'i miss them',
  ],
  [
    /\bi (?:felt|used to feel) like a burden for (?:years|a long time|a while)(?: after (?:my|the) \w+)?\b(?=.*\bnow i (?:volunteer|work|coach|teach|mentor|help|run|lead)\w*\b)(?!.*\b(?:again|lately|tonight|still (?:feel|am|do))\b)/g,
    'i struggled after my injury',
  ],
  // "used to think everybody would be better off without me", out of that hole and helping others now (round 126)
  [
    /\bused to (?:think|feel|believe) (?:that )?(?:everybody|everyone|my (?:family|wife|husband|kids)|they) would be better off without me\b(?=.*\b(?:now i (?:help|volunteer|mentor|coach|teach|run|lead)\w*|(?:got|get|climbed|crawled) out of (?:that|the) hole|in a (?:good|better) place)\b)(?!.*\b(?:again|lately|still|tonight|back)\b)/g,
    'i used to struggle',
  ],
  // "wish i could go be with them … at the memorial" (round 127)
  [/\bwish i could (?:go )?be with them\b(?= at the (?:\w+ )?(?:memorial|ceremony|reunion|service|wall|vigil)\b)/g, 'wish i could attend'],
  // suicidal thoughts in the past, stable now, asked about for service or a job (round 124)
  [
    /\b(?:i have had|ive had|i had|have had|had|history of) suicidal (?:thoughts|ideation|thinking)(?: \w+){0,3} (?:in the past|years ago|before)\b(?=.*\b(?:stable now|doing (?:well|good|better) now|fine now|better now)\b)(?=.*\b(?:disqualify|enlist|reenlist|join|go back|going back|reserve|guard|clearance|waiver|meps|job)\b)(?!.*\b(?:again|lately|tonight|still|back now|are back)\b)/g,
    'my past mental health history',
  ],
  [
    new RegExp(
      String.raw`\b(?:used to (?:think|believe|feel|tell myself|be (?:sure|convinced|certain))|for (?:a long time|years|a long while) i (?:thought|believed|felt|told myself)) (?:that )?(?:\w+ ){0,3}(?:would be|were|are|was|is) better off without me\b(?=.*\b(?:wrong|a lie|(?:get|got|getting) past (?:that|it)|keep showing up|lies|not true|untrue|(?:wasnt|was not|isnt|is not) true|glad i am (?:still )?here|still here|glad i (?:stayed|stuck around|held on|made it)|i know that now|(?:wouldnt|would not) have been|(?:dont|do not) (?:believe|think|feel) (?:that|it|so) anymore|that was (?:\d{4}|(?:\d+|a few|two|three|four|five|six|seven|eight|nine|ten) (?:years|yrs) ago|years ago)|\d+ (?:yrs|years) (?:sober|clean)|i sponsor|its possible|to (?:stop|quit) (?:believing|thinking|feeling) (?:it|that|this)|(?:therapy|counseling|treatment|meds|the program|the vet center|my group|group|peer support)(?: (?:at|in) (?:the )?\\w+(?: \\w+){0,2})? (?:changed|fixed) (?:that|it)|i (?:dont|do not) anymore|nothing like before|it gets better|(?:that )?(?:was|is) the (?:depression|ptsd) (?:talking|lying)|(?:years?|months) of (?:treatment|therapy|counseling) later|${NOT_FELT_SINCE})\b)`,
      'g',
    ),
    'used to believe a lie',
  ],
  [
    /\b(?:felt|was|thought i was|been) (?:done|finished) with (?:everything|it all|all of it|life)(?: \w+){0,4} but (?:i am not|i wasnt|i was not|not anymore)\b/g,
    'was low but recovered',
  ],
  [/\bnot (?:finished|done|through) (?:with (?:life|living|it all|everything|this world)|living)\b/g, 'denying it'],
  [/\bnot hopeless about (?:life|living|everything|the future)\b/g, 'denying it'],
  [
    /\b(?:i was|i felt) (?:done|finished) with (?:everything|it all|all of it|life) (?:when|after) i (?:got back|came home|got out)\b(?: from \w+)?(?: in \d{4})?(?=.*\b(?:now|today|turned into|\d{4}|these days)\b)/g,
    'i struggled back then',
  ],
  // a dead friend's last message kept and played on the days that remember him (round 110)
  [
    /\b(?:i )?(?:still have|kept|saved|still got) (?:his|her|their|my \w+ \w+s|\w+s) last (?:text|message|voicemail|letter)\b(?:(?: \w+){0,6} (?:see|c) (?:ya|you|u) on the other side\b)?(?=.*\b(?:memorial day|veterans day|every year|anniversary|have a (?:beer|drink) for (?:him|her)|play it|read it)\b)/g,
    'a keepsake from him',
  ],
  // "should of been me, thats what i used to say every year" (round 112)
  [
    /\bshould (?:have|of) been me\b(?= (?:thats|that is|is) what i used to (?:say|think|tell myself)\b)(?!.*\b(?:again|lately|tonight|still)\b)/g,
    'i struggled back then',
  ],
  // thoughts of ending things "back in 2012. I'm way past that" (round 117)
  [
    /\bi had thoughts (?:about|of) (?:ending (?:things|it)|suicide|killing myself)(?: back)? in (?:19|20)\d\d\b(?= (?:and )?(?:i am|im) (?:way |well |long )?past (?:that|it)\b)/g,
    'i struggled back then',
  ],
  // "for years i thought i should have died with them … im in a good place now" (round 118)
  [
    /\bfor (?:years|a long time|decades) i (?:thought|felt|believed) i should (?:have|of) died(?: with (?:them|him|her|my \w+))?\b(?=.*\b(?:in a (?:good|better|great) place now|doing (?:better|good|well|ok|okay) now|better now)\b)(?!.*\b(?:fix that|this week|tonight|again)\b)/g,
    'i struggled back then',
  ],
  // "used to wish it was me instead of him. took years of therapy to get past that" (round 142); "20 years and a lot of counseling later" (round 159)
  [
    /\b(?:(?:i )?used to wish|(?:for years )?i (?:said|used to say) i wished|for years (?:after \w+ )?i wished) (?:(?:it|that) (?:was|were|had been) me|i had died|i would have died|i (?:hadnt|had not|didnt|did not) (?:come|make it|made it|get|got) (?:home|back))(?: instead of (?:him|her|them|\w+))?\b(?=.*\b(?:(?:thats|that is) not where (?:i am|im) at|(?:therapy|counseling|pe|cpt|emdr)(?: therapy)? did (?:it|that)|(?:took|after) (?:years|months|a long time|a while|a lot of (?:therapy|counseling|work))(?: \w+){0,3} to (?:(?:get past|work through|get over|let go of) (?:that|it)|let (?:that|it) go)|(?:got|get|getting) past (?:that|it)|worked through (?:that|it)|(?:i )?(?:dont|do not) anymore|(?:i )?(?:dont|do not) (?:think|feel) (?:that way|like that) anymore|(?:\d+|\w+) (?:years|yrs) and (?:a lot of |lots of |years of )?(?:counseling|therapy|work) later)\b)(?!.*\b(?:still|again|lately|tonight|now i (?:just )?wish|join)\b)/g,
    'had a hard time back then',
  ],
  // "sometimes i still wish it had been me instead of him. thats grief talking, been in counseling for it and im solid" (round 156)
  [
    /\b(?:(?:sometimes|some days|on (?:bad|hard) days) (?:i )?(?:still )?|i still (?:sometimes )?)wish (?:(?:it|that) (?:was|were|had been) me|i had died)(?: instead of (?:him|her|them|(?:my )?\w+(?: \w+)?))?\b(?=.*\b(?:grief talking|thats (?:the )?grief|(?:in|been in|going to|go to|started) (?:counseling|therapy|group)|(?:\d+|\w+) (?:years|months) of (?:therapy|counseling)|the vet center|(?:look at|think of) my (?:kids|family|wife|grandkids)\b(?: \w+){0,3} (?:and )?i know why|my (?:counselor|therapist) knows|(?:im|i am) (?:solid|ok|okay|good|doing ok|doing okay|doing good|doing well))\b)(?!.*\b(?:tonight|this week|again|lately|worse|join|plan\w*|gun|pills|end it|done|anymore|not (?:ok|okay|solid)|isnt helping|is not helping)\b)/g,
    'had a hard time with grief',
  ],
  // "some days i feel like i cant go on with the pain but i always do" (round 163)
  [
    /\b(?:i )?(?:feel like )?i (?:cant|cannot|can not) go on\b(?: \w+){0,4} but i (?:always |still |somehow )?(?:do|keep going|get up|push through|make it)\b(?!.*\b(?:not this time|until now|anymore|tonight|this time|today i)\b)/g,
    'it is hard but i keep going',
  ],
  // "there was a time i thought my family would be better off without me. i got help. now i see they wouldnt be" (round 163);
  // "I used to think everyone would be better off without me, now I don't" (round 164)
  [
    /\b(?:there was a time (?:when )?i|i used to) (?:thought|think|felt|feel|believed|believe|was sure)\b(?: \w+){0,8}? (?:better off without me|a burden|better off dead|no way out|should have died)\b(?=.*\b(?:i got help|got help|now i (?:see|know better|dont|do not)|therapy|counsel\w*|vet center)\b)(?!.*\b(?:again|lately|tonight|still|is back|came back|worse|for sure)\b)/g,
    'i struggled back then',
  ],
  // "I used to wish I wouldn't wake up. That was 2019. Now I wake up and walk the dog" (round 196)
  [
    /\b(?:i )?used to wish i (?:wouldnt|would not|didnt|did not|wont|will not) wake up\b(?=.*\b(?:that was (?:in )?(?:\d{4}|years ago|a long time ago)|now i (?:wake up|get up)|not anymore|(?:dont|do not) anymore)\b)(?!.*\b(?:again|lately|tonight|still|is back|back now|worse)\b)/g,
    'i used to struggle',
  ],
  // "used to feel like there was no future, now im planning a trip to crater lake with my daughter" (round 192)
  [
    /\b(?:i )?(?:used to (?:feel|think)|(?:a year|a few years|years|\w+ (?:years|months)) ago i (?:felt|thought)|back then i (?:felt|thought))(?: like| that)?(?: there (?:was|were))? no (?:future|hope|point(?: (?:to|in) (?:anything|it|any of it|living|life))?)(?: at all)?\b(?=.*\bnow (?:i am|im) (?:planning (?:a|an|our)|signed up|coaching|taking|teaching|working|back (?:at|in|to))\b)(?!.*\b(?:again|lately|tonight|still|is back|came back|worse|gone|end it|kill|die|not here|goodbye|pills|gun|funeral|letters|affairs)\b)/g,
    'i struggled back then',
  ],
  // "Today I threw out the pills I had saved up back in my bad time", "flushed the oxy i had stashed" (round 145)
  [
    /\b(?:threw|throw|tossed|toss|flushed|flush|dumped|dump|got rid of|turned in|dropped off) (?:out |away )?(?:the |my |all the |all my )?(?:pills|meds|oxys?|bottles|stash|painkillers)(?: (?:i|that i) had (?:saved|stashed|hidden|kept|stockpiled)(?: up)?)?\b(?!.*\b(?:half|except|kept (?:some|enough|one|the rest)|but (?:i )?kept|tonight|the rest)\b)/g,
    EVERYDAY.pillsDisposed,
  ],
  // a burden felt after an injury, "working again and feel like a dad again" (round 140)
  [
    /(?<=^(?=.*\b(?:injury|injured|tbi|accident|amputation|wounded|got hurt|blast|wreck|ied|lost (?:a|my) (?:leg|arm)|missing a (?:leg|arm))\b)(?=.*\b(?:(?:working|back at work|back to work|back in school|walking|driving|coaching|teaching|hunting) (?:again|now)|(?:i am|im) (?:back to work|teaching|coaching|working) now|life is (?:good|great)|now (?:i am|im) the one (?:who )?\w+ing|feel(?:ing)? like (?:myself|me|(?:a|the) (?:dad|father|mom|mother|husband|wife|man|provider|parent)) again)\b)(?!.*\b(?:still|lately|burden again|better off|tonight|anymore)\b).*)\b(?:i )?(?:used to feel|felt) like a burden (?:on|to) (?:my )?\w+(?: (?:for (?:a long time|years|a while)|after (?:the|my) \w+))?/g,
    'i struggled back then',
  ],
  // a burden felt when first hurt, seen through since (round 114)
  [
    /\bfelt like a burden (?:on|to) (?:my )?\w+ when i (?:first )?(?:got (?:hurt|home|out|back|injured|wounded)|came home)\b(?=.*\b(?:took (?:a long time|years|a while) to see|doing (?:ok|okay|good|well|better)|back (?:in school|at work))\b)(?!.*\b(?:still|again|lately)\b)/g,
    'i struggled back then',
  ],
  // a burden "for years with the drinking", years sober now (round 110)
  [
    /\bi was a burden (?:on|to) (?:my )?(?:\w+ ){0,2}for (?:years|a long time|a while)\b(?! (?:\w+ ){0,4}(?:and i still am|still am|and still))(?=(?: \w+){0,6} \d+ (?:yrs|years|months) (?:sober|clean)\b)/g,
    'i struggled back then',
  ],
  // the wish to have died told to a therapist for years, better now (round 111)
  [
    /\bi (?:wished|wanted|prayed) (?:i had died|to (?:die|be dead)|i was dead|it had been me)(?: with (?:them|him|her)| instead of (?:him|her|them))?\b(?= (?:thats|that is|is) what i told (?:my |the )?(?:therapist|counselor|shrink|doc|chaplain|group) for (?:years|a long time|months)\b)(?=.*\b(?:in a (?:good|better|great) place now|doing (?:better|good|well|ok|okay) now|better now)\b)/g,
    'i struggled back then',
  ],
  // a wish to have died in his place held "for years", and a good place now (round 108)
  [
    /\bfor (?:years|a long time|a long while|decades|a lot of years) (?:i )?(?:wished|wanted|prayed|begged) (?:i had died|to (?:die|be dead)|i was dead|i (?:could|would) die|it had been me)(?: (?:instead of|in place of|in (?:his|her|their) place|for) (?:him|her|them|my \w+))?\b(?=.*\b(?:in a (?:good|better|great|much better|healthy) place now|doing (?:better|good|well|ok|okay) now|(?:much|a lot|way) better now)\b)(?!.*\b(?:but|lately|again|tonight|these days|still|anymore|any more|going to|fix that)\b)/g,
    'i struggled back then',
  ],
  // "I used to wish I wasn't alive after Iraq. haven't felt that way in years" (round 83); "used to wish I hadn't come home" (round 87)
  [
    new RegExp(
      String.raw`\b(?:i )?used to wish (?:it had been me(?: instead of (?:\w+ ){0,2}\w+)?|i (?:(?:wasnt|was not|werent|were not) (?:alive|here|around)|(?:had )?died(?: over there| there| in \w+)?|(?:hadnt|had not|didnt|did not) (?:come home|come back|(?:make|made) it(?: back| home)?|survive\w*)|(?:had )?died in (?:his|her|their) place))\b(?=.*\b(?:(?:\d+ )?(?:years?|yrs|months) of (?:treatment|therapy|counseling) later|havent felt that way|have not felt that way|(?:to )?(?:get|got|getting) past (?:that|it)|(?:thats|that is|its|it is) (?:years|long|way) behind me|(?:dont|do not) feel that way|not in years|not anymore|dont anymore|do not anymore|${NOT_FELT_SINCE})\b)(?!.*\b(?:again|lately|tonight|back)\b)`,
      'g',
    ),
    'used to struggle',
  ],
  // a hospital stay dated years back after an attempt, doing well now, its records asked for (round 82)
  [
    /\b(?:i was|was) (?:in the hospital|inpatient|hospitalized|admitted) (?:in|back in) \d{4} after i (?:tried to (?:hurt|kill|harm) myself|attempted|tried to end (?:it|my life)|overdosed)\b(?=.*\b(?:doing (?:well|good|great|better|fine)|good place|stable)\b)(?!.*\b(?:again|tonight|this time)\b)/g,
    'had a hard time back then',
  ],
  // "I used to want to disappear. Now I want to go fishing with my kids" (round 80)
  [
    /\bi used to (?:want|wanna|wish) to (?:disappear|vanish|die|not be here|not exist|not wake up)\b(?=(?: \w+){0,10} now i (?:want|wanna|get|look forward|can|have|am)\b(?!.*\b(?:die|dead|disappear|vanish|gone|not be here|end it|again|back)\b))/g,
    'used to struggle',
  ],
  [/\bused to think i should (?:have|of) died\b(?: instead of \w+)?/g, 'used to feel survivor guilt'],
  // "should have been me on that patrol, I used to think that every single day. 15 years later …" (round 132)
  [
    /\b(?:it )?(?:should have|shouldve|should of) been me\b(?: \w+){0,5}? i used to (?:think|feel|say|believe) (?:that|it|so)\b(?!(?: \w+){0,8} (?:again|still|lately|now i|but now)\b)/g,
    'used to feel survivor guilt',
  ],
  // a burden felt and told, the counseling "going pretty well" (round 133)
  [
    /\b(?:felt|feel|feeling|have felt) like (?:a|such a) burden\b(?=.*\b(?:counseling|therapy|counselor|therapist|told (?:her|him|them)|talk about it|ot|pt|occupational therapist|physical therapist|support group|peer group)\b)(?=.*\b(?:going (?:pretty |really |very )?(?:well|good)|(?:is|its|has been) helping|helps|(?:has|have) helped|helped a lot|(?:a lot |much )?better now)\b)(?!.*\b(?:again|tonight|better off|isnt helping|not helping|end it)\b)/g,
    'struggled',
  ],
  // "drinking till i didnt wake up used to be my whole plan. not anymore" (round 132)
  [
    /\b(?:\w+ ){1,8}used to be (?:my|the) (?:whole |only |entire |big )?(?:plan|goal|wish|way out|exit plan)\b(?=(?: \w+){0,3} (?:not anymore|not any more|no more|not now|never again)\b)/g,
    'an old plan of mine',
  ],
  // anniversaries once spent wishing it had been me, "I don't anymore" (round 78)
  [
    /\bi used to\b(?: \w+){1,16}? (?:wishing|wish|wished|thinking|think|feeling) (?:it had been|it was|it should have been|i had died|i should have died)(?: me)?\b(?: \w+){0,8}?(?= (?:i dont anymore|i do not anymore|not anymore)\b)/g,
    'used to feel survivor guilt',
  ],
  [/\b(?:finished|done|through) with (?:drinking|booze|alcohol|the bottle|smoking|weed|gambling|drugs)\b/g, 'sober now'],
  [
    /\b(?:(?:for a long time|for years|back then|at first|for a while|when i first (?:got out|came home|got back|got home|separated|retired))\b(?: \w+){0,6} )?(?:i (?:felt|feel|thought i was|was|used to feel|used to be)|(?<!\b(?:he|she|they|you|we) )(?:felt|feel)) (?:like )?a burden\b(?: sometimes)?(?=.*\b(?:(?:was|is) the (?:ptsd|depression|illness|trauma) talking|(?:doesnt|does not|dont|do not) (?:say|feel|think) that anymore|changed that|talked it through|learning to (?:let|accept|ask|lean)|in a good place|doing (?:much |a lot )?better|not anymore|past that|(?:got|worked) through (?:it|that)|set me straight|moved past (?:it|that)|now i am (?:working|coaching|back at work|in school|volunteering)|in case (?:anyone|somebody|someone) needs (?:some )?hope)\b)/g,
    'used to struggle',
  ],
  [
    /\b(?:(?:i )?(?:tried|attempted) to (?:(?:take|end) my (?:own )?life|kill myself) (?:in|back in) (?:\d{4}|\d+ years ago)|(?:in|back in) \d{4} i (?:tried|attempted) to (?:(?:take|end) my (?:own )?life|kill myself))\b(?=.*\b(?:doing (?:well|good|great|better|fine)|long time ago|good place|recovered|(?:\d+|\w+) (?:yrs|years) (?:sober|clean)|coach\w*|(?:it|things) (?:does |do |did )?gets? better|(?:\d+|\w+) (?:yrs|years) out)\b)(?!.*\b(?:again|finish\w*|this time|tonight)\b)/g,
    'had a hard time back then',
  ],
  [
    /\b(?:survived|made it through) an attempt (?:in|back in) (?:\d{4}|\d+ years ago)\b(?=.*\b(?:years later|doing (?:well|good|great)|married|sober|gets better|it did)\b)(?!.*\b(?:again|finish\w*|this time|tonight)\b)|\b(?:\w+|\d+) (?:years|yrs) ago i (?:tried|attempted) to (?:end it|end my life|take my life|kill myself)\b(?=.*\b(?:today|now|still here|gets better|coach\w*|married|sober)\b)(?!.*\b(?:again|finish\w*|this time|tonight)\b)/g,
    'had a hard time back then',
  ],
  [/\bi wanted to disappear\b(?: \w+){0,4} so i did\b(?=.*\b(?:moved|back (?:in|home)|doing (?:good|well|better))\b)/g, 'i moved away'],
  [
    /\b(?:thought|used to think) about (?:dying|suicide|killing myself|ending it) a lot (?:(?:back )?in (?:\d{4}|my (?:teens|twenties|thirties|20s|30s))|after (?:iraq|afghanistan|vietnam|the war|i got out))\b(?=.*\b(?:behind me|gets better|not there anymore|doing (?:well|better|good)|good place|(?:havent|have not|not) in (?:years|a long time)|saved my life)\b)/g,
    'had a hard time back then',
  ],
  [/\bhit rock bottom\b(?=.*\b(?:(?:\d+|\w+) (?:yrs|years) ago|back in \d{4}|behind me)\b)/g, 'had a hard time back then'],
  [
    /\b(?:i was the (?:guy|one|person|girl|woman|man) who|back in \d{4} i|in \d{4} i) wanted to die(?: in \d{4})?\b(?=.*\b(?:got me through|it works|made it|doing (?:well|better|good)|glad)\b)/g,
    'had a hard time back then',
  ],
  [
    /\b(?:held|holding|kept|keeping|stored|storing) (?:my|his|her) (?:guns|firearms|rifles|pistols|weapons)\b(?: \w+){0,5} (?:during|through|after) (?:a|my|his|her) (?:rough patch|bad stretch|hard time|dark time)\b(?=.*\b(?:doing (?:much |a lot |way )?better|in a good place|better now)\b)/g,
    'held my property',
  ],
  // guns kept at a relative's while new meds settle, "I'm fine" (round 90)
  [
    /\bkeep (?:my|his|her|our) (?:guns|firearms|rifles|pistols|weapons) at (?:my|his|her|a|our) (?:\w+ ){0,2}(?:brothers|sisters|dads|moms|parents|friends|buddys|neighbors|house|place)\b(?: \w+){0,3} (?:while|until) (?:i|he|she) (?:adjust|get used|settle|start|switch)\w*\b/g,
    'held my property',
  ],
  // guns given to someone to hold while working through things, wanted back now that it is better (round 76)
  [
    /\b(?:gave|handed|let) (?:my|our) (?:guns|firearms|rifles|pistols|weapons)\b(?: \w+){0,4} to (?:hold|keep|store|lock up)\b(?: \w+){0,2} (?:while|when) (?:i|he|she) (?:worked|was working|went|was going|got) (?:through|help|treatment)\b(?=.*\b(?:doing (?:much |a lot |way )?better|in a (?:good|better) place|better now|therapist (?:agrees|says|signed off))\b)(?!.*\b(?:again|lately|tonight|worse|slipping)\b)/g,
    'held my property',
  ],
  [
    /\bi was in a (?:real |really |very )?dark place (?:in \d{4}|back in \d{4}|years ago)\b(?=.*\b(?:not anymore|pulled me out|got me out|doing (?:well|better)|good place|behind me)\b)/g,
    'had a hard time back then',
  ],
  [
    /\bfor (?:years|a long time) i (?:thought|felt|believed) i should (?:have|of) died(?: over there)?(?: instead of (?:my|the|him|her|them)(?: \w+)?)?\b(?=.*\b(?:dont feel that way|not anymore|helped me see|guilt talking|lucky)\b)/g,
    'had a hard time back then',
  ],
  [
    // "i" may be lost with the full stop before it ("therapy is working. used to think about dying …", round 84)
    new RegExp(
      String.raw`(?<!\b(?:he|she|they|you|we|buddy|friend|brother|sister|husband|wife|son|daughter|dad|mom|father|mother) )\b(?:i )?used to (?:think|believe|feel) (?:that )?(?:my (?:family|wife|husband|kids)|everyone|everybody|they|no one|nobody|i was (?:a burden|worthless|better off)|the world|about (?:dying|death|killing|ending|suicide))\b(?: \w+){0,12}?(?= (?:now i (?:think about|focus on|spend my time on)|now i (?:actually )?believe (?:them|her|him) when|now i know (?:better|(?:thats|that is|it is|its) not true)|i dont anymore|i do not anymore|not anymore|that was (?:in )?(?:\d{4}|years ago|a long time ago|back then)|now (?:its|it is|they are|theyre) (?:rare|gone|manageable)|${NOT_FELT_SINCE})\b)`,
      'g',
    ),
    'used to struggle',
  ],
  [
    new RegExp(
      String.raw`\b(?:\w+|\d+) (?:years|yrs) ago(?: (?:after|when|during) (?:my|the) \w+)? i was in a (?:really |real |very |so )?dark place (?:and )?(?:(?:seriously|really|actually|honestly|often|constantly) )?(?:(?:didnt|did not) want to live|wanted to die|tried to (?:take|end) my (?:own )?life|tried to kill myself|attempted suicide|thought about (?:ending (?:things|it)|suicide|killing myself|dying|checking out|not being here))\b(?=.*\b(?:chip|coin|graduat\w*|worked for me|doing (?:ok|okay|alright|well|good|great|better)|good place|stable|got help|got me through|(?:it|things) gets? better|(?:i am|im) (?:good|ok|okay|fine) now|(?:\d+|\w+) (?:yrs|years) (?:sober|clean|out)|have my (?:daughter|son|kids|family|wife) back)\b)(?!.*\b(?:${NOT_AN_ACTIVITY_AGAIN}|this time|tonight|lately)\b)`,
      'g',
    ),
    'had a hard time back then',
  ],
  [
    /\b(?:i |i have |ive )?had (?:suicidal thoughts|thoughts of suicide|thoughts about suicide) (?:in the past|before|years ago|back then|a long time ago|when i got out)(?: but)? (?:not (?:now|anymore|any more|currently|lately)|none (?:now|lately))\b(?!.*\b(?:but|again|tonight|back|creeping|lately)\b)/g,
    'had a hard time back then',
  ],
  ...pastSelfHarmSettings,
  // nights dated years back when the writer thought so, "not anymore" (round 89)
  [
    /\bthere were (?:nights|days|times|months)(?: (?:in|back in) \d{4}| years ago| back then)? (?:when |that )?i (?:thought|felt|believed|wished)\b(?: \w+){1,10}?(?= (?:not anymore|i dont anymore|i do not anymore|(?:havent|have not) (?:felt|thought) that (?:way )?since)\b)/g,
    'used to struggle',
  ],
  // someone else's attempt years ago, doing well now, talked over with the family (round 90)
  [
    /\b(?:his|her|their|(?:my |her |his )?\w+s) suicide attempt (?:\d+|two|three|four|five|a few|several) (?:years|yrs) ago\b(?=.*\b(?:doing (?:really |very )?(?:well|good|great|better)|good place|recovered)\b)(?!.*\b(?:again|lately|tonight|worse)\b)/g,
    'hard time years ago',
  ],
  // what the writer once wrote of himself, read again now in therapy (CPT's impact statement)
  [
    /\b(?:impact statement|journal entry|old journal|old letter)\b(?: \w+){0,6}? (?:where|in which|when) i wrote\b(?: \w+){1,16}?(?= (?:reading it|now|today|looking back)\b)/g,
    'my old impact statement',
  ],
  // "For years I felt like I should have died with them. Therapist called it survivors guilt and I'm in a way better place now" (round 150)
  [
    /\bfor (?:years|a long time|a while) i (?:felt|thought|believed) (?:like )?i should have died(?: with (?:them|him|her)| over there| in that \w+)?\b(?=.*\b(?:(?:i am|im) in a (?:\w+ )?(?:good|better|great|healthy) place|therapist|counselor|group)\b)(?!.*\b(?:again|lately|tonight|anymore|these days|still)\b)/g,
    'used to struggle',
  ],
  // "felt like i was drowning after my divorce. hit rock bottom, called the line, got help. now im the one checking on the younger guys" (round 153)
  [
    /\b(?:felt like i was drowning|hit rock bottom)\b(?=.*\b(?:called the line|got help)\b.*\bnow (?:i am|im) the one\b)(?!.*\b(?:again|lately|tonight|anymore|these days|didnt help)\b)/g,
    'i struggled back then',
  ],
  // "Some days I still wish I'd died over there ... Then I go fishing with my grandson and it passes. My counselor knows" (round 154)
  [
    /\b(?:some days )?i (?:still )?wish i (?:had|would have) died (?:over there|with them|in \w+)(?: instead of coming home(?: to this mess)?)?\b(?=.*\b(?:it passes|counselor knows|therapist knows|we work on it)\b)(?!.*\b(?:tonight|join|soon|plan|gun|pills|goodbye|isnt passing)\b)/g,
    'i miss them',
  ],
  // "I feel like a burden on my wife sometimes since the TBI. were starting couples counseling" (round 154)
  [
    /\bi feel like a burden on my (?:wife|husband) (?:sometimes )?since the (?:tbi|injury|accident|amputation|stroke|surgery)\b(?=.*\b(?:couples counseling|counseling|therapy|anyone else)\b)(?!.*\b(?:better off|without me|tonight|gone)\b)/g,
    'the injury is hard on us',
  ],
  // a wish or a burden felt "for years" or "after I got out", and the life or the help since (round 98)
  [
    /\bfor (?:years|a long time|a while) i (?:wished|thought|felt)\b(?: \w+){1,8}?(?=.*\b(?:now i (?:just )?\w+|to stop thinking that|(?:i am|im) in a (?:\w+ )?(?:good|better|great|healthy) place)\b)(?!.*\b(?:again|lately|tonight|anymore|these days)\b)/g,
    'used to struggle',
  ],
  [
    /\bi used to feel like a burden\b(?=.*\b(?:helped|finally believe|not anymore|dont anymore|changed|better now)\b)(?!.*\b(?:again|lately|tonight|these days)\b)/g,
    'used to struggle',
  ],
  // "first time in 5 yrs i laughed at something for real" (round 148)
  [/\blaughed((?: at (?:something|it|that|a \w+))?) for real\b/g, 'laughed$1'],
];
