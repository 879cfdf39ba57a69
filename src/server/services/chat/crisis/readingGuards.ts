/**
 * What every ordinary reading (ordinaryReadings.ts, roadReadings.ts) asks first: nothing said of now,
 * or nothing of the writer's own end.
 */

/** Anything said of now, of intent or of a mask over it ("everyone thinks I'm doing ok") keeps the classifier's say. */
export const NOTHING_CURRENT =
  '^(?!.*\\b(?:but(?! (?:i|we|everyone|all of us) walked away\\b| (?:i have |ive |i )?(?:got|have) a good life\\b| i am proud\\b| nothing like (?:back then|before|it was|it used to be)\\b)|(?<!\\bused to )though|although|except|lately|(?<!\\b(?:watch\\w*|read\\w*|saw|seen|listen\\w*)\\b(?: \\w+){0,3} )again(?<!\\bfeel(?:ing)? like (?:a person|myself|me|a human|human|a human being|my old self) again)|tonight|(?<!\\b(?:session|appointment|appt|group|meeting) with (?:my|the|our) (?:\\w+ )?)(?<!\\btherapy (?:\\w+ ){0,2})(?<!\\bin (?:group|therapy|session|counseling) )today(?! i (?:am|hit|have(?: got)?|celebrate\\w*|made) (?:\\d+|\\w+) (?:yrs|years|months|days) (?:sober|clean|out of (?:inpatient|rehab|treatment|the hospital)|out from))|these days|(?<!years (?:of \\w+ )?)this (?:week|month)|(?<!\\bif (?:you are|youre|your|that is you|thats you) (?:there |in (?:that|it) )?)right now|(?<!\\bnot )(?<!\\b(?:didnt|did not) want to be (?:alive|here|around) )(?<!\\bnot (?:being |be )?(?:here|around) )(?<!\\bnot there )(?<!\\bnot like that )(?<!\\bnot where (?:i am|im) at )anymore|(?<!\\bnot )any more|recently|starting to|creeping|worse|relaps\\w*|slipping|pretend\\w*|fak\\w*|lying|mask\\w*|act(?:ing)? like|thinks? i am|i am not(?! (?:there|in that place|like that) (?:anymore|any more)\\b)|cant(?! be there)|cannot|no longer|hopeless|alone|numb|tired|kill\\w*|suicid\\w*|end (?:it|things)|ending (?:it|things)|(?<!\\b(?:stop|stopped|quit) blaming )myself|go on|hold on|without (?:him|her|them)|wait\\w*|(?<!\\b(?:next|first|baby|small) )step\\w*|jump\\w*|lie down|lay down|lying down|laying down|in front|stand\\w* (?:on|by)|(?<!\\b(?:sat|spent|used to)\\b(?: \\w+){0,12} )thinking about)\\b)';

/** Nothing said of the writer's own end: no self, no joining, no goodbye, no means; someone "killed in Iraq" is another's death (round 91). */
export const NOTHING_OF_ONES_OWN_END =
  '^(?!.*\\b(?:myself|suicid\\w*|kill(?!ed in\\b)\\w*|end (?:it|things)|join\\w*|be with them|my turn|me next|goodbye|last time|cant|hopeless|alone|numb|gun|pills)\\b)';
