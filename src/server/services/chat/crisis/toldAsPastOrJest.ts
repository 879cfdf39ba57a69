/**
 * What lets the second reader (classifier.ts) overrule the rules' crisis (round 100): the message
 * tells its dark words as past ("used to", "years ago", "that was 2015") or laughs at them ("lol"),
 * and says nothing of now or of their coming back ("lately", "again", "it's back", "tonight").
 * Without this, a plain crisis near the words of the rules' false alarms ("want to jump off a
 * bridge", "I'd rather die than go on like this") read as one of them to the second reader alone.
 * Since round 105 it may also judge a long message that says nothing of now (below).
 */
import { CHIP_EARNED, re } from './patternHelpers';

const PAST =
  '(?:used to|back in|years ago|yrs ago|(?:(?:a )?couple|a few|\\d+|two|three|four|five|six|seven|eight|nine|ten) (?:years|yrs) back|a while back|back then|at the time|at my lowest|there was a time|that was (?:19|20)\\d\\d|(?:years?|yrs?) (?:out from|past (?:that|it))|worked through|got through|made it through|came out the other side|(?:got|get|getting|gotten) (?:me )?past (?:that|it)|worked on (?:it|that)|sober)';
const JEST = '(?:lol|lmao|lmfao|rofl|haha\\w*|jk|just kidding|kidding)';
const NOW =
  '(?:lately|(?<!\\bago )tonight|(?<!\\b(?:working|work|school|married|dad|mom|father|mother|running|fishing|hunting|coaching|riding|driving)\\b(?: \\w+){0,3} )again|(?<!\\b(?:session|appointment|appt|group|meeting) with (?:my|the|our) (?:\\w+ )?)(?<!\\bago )today(?! i (?:am|hit|have|celebrate\\w*|made) (?:\\d+|\\w+) (?:yrs|years|months|days) (?:sober|clean|out of (?:inpatient|rehab|treatment|the hospital)|out from)| i (?:went (?:fishing|hunting|to (?:work|church|school|the game))|took (?:my|the) (?:grand)?(?:kids|children|son|daughter|wife|family|dog)\\b|coached|taught|played (?:catch|ball|with)|' +
  CHIP_EARNED +
  '|(?:got|earned|finished|received|completed) my (?:masters|bachelors|degree|diploma|doctorate|phd|associates|ged|certification|license)|graduated))|these days(?! i (?:mostly |just |only )?(?:think about (?:my|our) (?:grand)?(?:kids|children|daughter|son|wife|husband|family|garden|tomato\\w*|team|farm|dog)|coach|teach|fish|hunt|garden|volunteer))|this (?:week|month)|(?<!\\b(?:anyone|anybody|someone|somebody|whoever|you|others|people|guys)(?: who| that)? (?:feels?|is|are|feeling)(?: \\w+){0,3} )right now|(?<!\\bnot |\\bnot that (?:guy|man|person|woman|girl|dude) |\\b(?:dont|do not|never) (?:think|feel) (?:about (?:it|that)|that way|like that) )(?<!\\bnot where (?:i am|im) at )(?:anymore|any more)|recently|starting to(?! (?:believe|feel better|get better|heal|enjoy|like|trust|come around))|creeping|worse|relaps\\w*|slipping|pretend\\w*|fak\\w*|(?<!\\b(?:ptsd|depression|brain|mind|head|illness|anxiety|disease|demons|voices?) )lying|mask\\w*|(?<!\\b(?:when|since|after|once) (?:i|we) )(?:it is|its|is|are|they are|theyre|came|come|coming|creeping|crept) back|back again|still (?:want|think|wish|feel|have|got)\\w*|(?:want|wanna|wish) to die too|not joking|no joke|no (?:lol|lmao|jk)|this time|serious\\w*|for real|fr)';

const TOLD_AS_PAST_OR_JEST = re(`^(?!.*\\b${NOW}\\b)(?=.*\\b(?:${PAST}|${JEST})\\b)`);

export function toldAsPastOrJest(prepared: string): boolean {
  return TOLD_AS_PAST_OR_JEST.test(prepared);
}

/** How often, said of now: the dark thoughts "every night", "all the time". */
const OFTEN = '(?:every (?:single )?(?:day|night|morning|evening|hour)|all (?:the )?(?:time|day|night)|constantly|nonstop|24 ?7)';
/** Help said to fail now: "counseling isnt helping" (round 133). */
const NOT_HELPING = '(?:isnt|is not|arent|are not|doesnt|does not|dont|do not|aint) (?:helping|working)|nothing (?:helps|is helping|works)';
const SAYS_SOMETHING_OF_NOW = re(`\\b(?:${NOW}|${OFTEN}|${NOT_HELPING})\\b`);

/**
 * Enough words for the second reader to read the life around the dark words (round 105): at twelve
 * or more, and with nothing said of now, a burden the counselor is easing, a screening question
 * for an exam or a therapist's laugh is judged like a struggle told as past. A short message ("want
 * to jump off a bridge", "I have been suicidal, is there a program") is too bare to judge.
 */
const WORDS_TO_JUDGE = 12;

export function toldAtLengthWithNothingOfNow(prepared: string): boolean {
  return prepared.split(' ').length >= WORDS_TO_JUDGE && !SAYS_SOMETHING_OF_NOW.test(prepared);
}
