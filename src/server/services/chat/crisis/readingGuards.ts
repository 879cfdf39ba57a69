/**
 * What every ordinary reading (ordinaryReadings.ts, roadReadings.ts) asks first: nothing said of now,
 * or nothing of the writer's own end.
 */
import { DONE_OF_A_JOB } from './lexicon';
import { CHIP_EARNED, nowhere } from './patternHelpers';

/**
 * Anything said of now, of intent or of a mask over it ("everyone thinks I'm doing ok") keeps the classifier's say;
 * not "doing alright these days" nor "tonight I just wanted to say I'm grateful" (round 184), nor "I told the VA I was thinking
 * about ending it" (round 188), nor "Two years ago I sat in my truck with my pistol ready to end it" (round 194).
 */
export const NOTHING_CURRENT =
  '^(?!.*\\b(?:but(?! (?:i|we|everyone|all of us) walked away\\b| i (?:dont|do not) want that (?:life|old life) back\\b| i finally stopped asking why\\b| (?:i am|im) (?:ok|okay|alright|all right)(?: now)?$| (?:i have |ive |i )?(?:got|have) a good life\\b| i am proud\\b| i (?:actually |really |do )?want to see how (?:this|it|things|my life) (?:turns|plays|works) out\\b| nothing like (?:back then|before|it was|it used to be)\\b| (?:i am|im) glad i (?:stayed|stuck around|held on|made it)\\b| denying it\\b| not (?:those|that kind of|like (?:that|before|back then))(?: \\w+)?\\b(?! (?:yet|again)\\b))|(?<!\\bused to )(?<!\\bmiss (?:him|her|them|you) )though|although|except|lately|(?<!\\b(?:watch\\w*|read\\w*|saw|seen|listen\\w*)\\b(?: \\w+){0,3} )again(?<!\\bfeel(?:ing)? like (?:a person|myself|me|a human|human|a human being|my old self) again)|(?<!\\bago )tonight(?! i (?:just )?(?:wanted|want) to (?:say|tell (?:yall|you|someone|somebody))(?: that)? (?:i am|im) (?:grateful|thankful)\\b(?!.*\\b(?:sorry|last|goodbye|bye|farewell|miss me|love you all|take care|(?:wont|will not) be (?:around|here))\\b))|(?<!\\b(?:session|appointment|appt|group|meeting) with (?:my|the|our) (?:\\w+ )?)(?<!\\btherapy (?:\\w+ ){0,2})(?<!\\bin (?:group|therapy|session|counseling) )(?<!\\b(?:sober|clean) )today(?! i (?:am|hit|have(?: got)?|celebrate\\w*|made) (?:\\d+|\\w+) (?:yrs|years|months|days) (?:sober|clean|out of (?:inpatient|rehab|treatment|the hospital)|out from)| i ' +
  CHIP_EARNED +
  ')|(?<!\\bdoing (?:alright|all right|ok|okay|good|well|better|fine|great) )these days|(?<!(?:years|yrs|months) (?:of \\w+ |sober |clean )?)(?<!\\b(?:spend|spent|spending) )this (?:week|month)|(?<!\\bif (?:you are|youre|your|that is you|thats you) (?:there |in (?:that|it|the|this)(?: \\w+)? )?)right now|(?<!\\bnot )(?<!\\b(?:didnt|did not) want to be (?:alive|here|around) )(?<!\\bnot (?:being |be )?(?:here|around) )(?<!\\bnot there )(?<!\\bnot like that )(?<!\\b(?:dont|do not) (?:feel|think|believe) (?:that way|like that|that|it) )(?<!\\bnot where (?:i am|im) at )(?<!\\bi (?:dont|do not) )(?<!\\b(?:dont|do not|doesnt|does not) (?:even )?(?:tempt|bother|call to|get to) me )anymore|(?<!\\bnot )any more|recently|starting to|creeping|worse|relaps\\w*|slipping|pretend\\w*|fak\\w*|lying|mask\\w*|act(?:ing)? like|thinks? i am|i am not(?! (?:there|in that place|like that) (?:anymore|any more)\\b| (?:going to|gonna) be the (?:next|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\\d+(?:st|nd|rd|th))\\b)|cant(?! be there)|cannot|no longer|hopeless|alone|numb|tired|kill\\w*|suicid\\w*|(?<!\\b(?:years|yrs|months) ago i (?:sat|was|stood)\\b(?: \\w+){0,10} (?:ready|about|going|planning|trying) to )end (?:it|things)|(?<!\\b(?:i was|was|were) (?:thinking|thinkin) (?:about|of) )ending (?:it|things)|(?<!\\b(?:stop|stopped|quit) blaming )(?<!\\btold )(?<!\\b(?:used to|would) drink )myself|told myself(?! for (?:years|a long time|a decade|so long)\\b)|go on|hold on|without (?:him|her|them)|wait\\w*|(?<!\\b(?:next|first|baby|small) )step\\w*|jump\\w*|lie down|lay down|lying down|laying down|in front|(?<!\\bi was the (?:guy|one|man|woman|vet|person) )stand\\w* (?:on|by)|(?<!\\b(?:sat|sit|spent|used to)\\b(?: \\w+){0,16} )(?<!\\b(?:i|he|she) was )thinking about)\\b)';

/**
 * Nothing said of the writer's own end: no self, no joining, no goodbye, no means; someone "killed in Iraq" is another's death (round 91);
 * "last time I found Jimmy's name" at the Moving Wall is the visit before (round 194).
 */
export const NOTHING_OF_ONES_OWN_END =
  '^(?!.*\\b(?:myself|suicid\\w*|kill(?!ed in\\b)\\w*|end (?:it|things)|join\\w*|be with them|my turn|me next|goodbye|last time(?! (?:i|we) (?:found|went|saw|visited|was|were|came|stood|touched|did)\\b)|cant|hopeless|alone|numb|gun|pills)\\b)';

/**
 * Nothing of an end anywhere in the message, before or after the match: a means, a goodbye, being better
 * off gone, not waking. Guards the rewrites that read "I can't do this anymore" as a job or an office
 * (idiomSettings.ts, workAndRoadSettings.ts, rounds 174 and 176); unlike NOTHING_OF_ONES_OWN_END it
 * allows "cant", which those rewrites are about.
 */
const AN_END =
  '(?:tired of (?:being here|living|life)|rope|gun|pills|myself|goodbye|end it|die|dead|not worth|no point|better off|wont wake|not wake|(?:im|i am) done(?! with (?:it|this|that|the|my)\\b(?! all\\b))' +
  DONE_OF_A_JOB +
  '|hopeless|nothing left|no future|over with|kill myself|suicid\\w*|(?:step|stepping|walk|walking|drive|driving|jump|jumping) (?:into|in front of|off))';
export const NOTHING_OF_AN_END = nowhere(AN_END);
