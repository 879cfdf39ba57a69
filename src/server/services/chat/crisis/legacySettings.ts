/**
 * One's own end planned for, with nothing near: dying thought about as an old man does, a war's story written down,
 * things handed on or affairs put in order with the doctors' months named, a will, a benefit "after I'm gone". The
 * last of the end-of-life settings (endOfLifeSettings.ts), in this order.
 */
import { beside } from './patternHelpers';

/**
 * A doctor's word that there is little time: "the doctor says i dont have long", "my heart is giving out" (round 111),
 * "the oncologist gave me 6 months" (round 119), "doctor says I have months" (round 167), "the oncologist at baptist
 * says pancreatic, maybe six months" (round 170).
 */
export const DOCTORS_FEW_MONTHS =
  '(?:(?:doctor|doc|cardiologist|oncologist|oncology|cardiology|neurologist|neurology|surgeon|the va|they)s? (?:says|said|say|told me|gave me)\\b(?: \\w+){0,5} (?:dont have long|do not have long|i (?:have|got|have got) (?:only |just |maybe |about )?(?:a few |a couple of )?(?:months|weeks)(?! (?:of|to|until|till|off|leave|before|in)\\b)|not (?:long|much time) left|giving out|failing|\\w+ (?:months|weeks) (?:left|to live)|(?:days|weeks|months) not (?:weeks|months|years)|(?:wont|will not) (?:last|give me)(?: \\w+){0,2} (?:the year|past \\w+|(?:till|until) \\w+|much longer))|(?:doctor|doc|cardiologist|oncologist|surgeon)s? (?:gave|give|gives) me (?:maybe |about |around |only )?(?:\\d+|a few|a couple|two|three|four|five|six|nine|twelve) (?:months|weeks)\\b(?! (?:to|of|for|in|on|off|until|till)\\b)|(?:doctor|doc|cardiologist|oncologist|surgeon)s?(?: \\w+){0,3} (?:says|said|told me)\\b(?: \\w+){0,3} (?:maybe|about|probably|likely|only) (?:\\d+|a few|a couple|two|three|four|five|six|nine|twelve) (?:months|weeks)\\b(?! (?:to|of|for|in|on|off|until|till|ago)\\b))';

export const legacySettings: [RegExp, string][] = [
  // dying thought about "in the normal way", as an old man does (round 126)
  [
    /\bthink (?:about|of) (?:dying|death)(?: sometimes)?(?: but)? (?:in (?:the|a) (?:normal|regular|usual|natural) way|like (?:any|every) (?:old|\d\d year old) (?:man|woman|person|guy))\b(?!.*\b(?:not the normal way|tonight|pills|gun|rope|plan)\b)/g,
    'think about getting old',
  ],
  // peace made with a war, and its story written down for the grandkids (round 122)
  [
    /\bmade (?:my )?peace with (?:it|that|all of it|the war|what happened)\b(?=.*\b(?:memoir|write it down|writing it down|oral history|history project|library of congress)\b)(?!.*\b(?:tonight|ready to go|pills|gun|rope|goodbye)\b)/g,
    'accepted the past',
  ],
  // things given away by someone dying of an illness named beside it, legacy planning (round 98), the oncologist's months (round 122)
  [
    /\bgiving away (?:my|some of my) (?:things|stuff|belongings)\b(?=.*\b(?:als|cancer|terminal|hospice|palliative|months to live|legacy|oncologist gave me)\b)(?!.*\b(?:goodbye|pills|gun|rope|tonight|end it|not be here)\b)/g,
    'planning my legacy with my illness',
  ],
  // the doctor's months, and affairs put in order for a wife after (round 98)
  [
    /\b(?:they|doc|doctor|oncologist|oncology|cardiology|neurology|docs|the va) (?:gave|give|gives) me (?:maybe |about |around )?(?:\d+|a few|six|three|two|twelve) (?:months|weeks)\b(?=.*\b(?:not afraid|paperwork|affairs|will|hospice|where do i start|letters|legacy)\b)/g,
    'i have a terminal illness',
  ],
  // the doctors' months and a funeral planned for the wife's sake (round 99)
  [
    /\b(?:i know )?(?:i am|im) not going to be around much longer\b(?=,? (?:the )?(?:doctors?|docs?|oncologist|they) (?:gave|give) me\b)/g,
    'i am ill',
  ],
  // "I wont be around much longer, ALS" (round 149)
  [
    /\b(?:i )?(?:wont|will not) be around (?:much )?(?:longer|long)\b(?= (?:with )?(?:the )?(?:als|lou gehrigs|stage (?:4|four|iv)|pancreatic|metastatic|terminal \w+|hospice|copd)\b)/g,
    'i am ill',
  ],
  [
    /\b(?:doctors?|docs?|oncologist|they) (?:gave|give|gives) me (?:maybe |about |around )?(?:\d+|a few|six|three|two|twelve) (?:months|weeks)\b(?=.*\b(?:funeral|burial|headstone|plan|planning|who do i talk to|where do i start)\b)/g,
    'i have a terminal illness',
  ],
  // a will made after a birth: "Weird planning for being dead but my wife made me lol" (round 149)
  [
    new RegExp(
      beside(
        '(?:will|life insurance|trust|beneficiar\\w*|sgli|vgli|policy)',
        '\\b(?:weird|strange|morbid|crazy|odd|funny|surreal) (?:planning|to plan|thinking) (?:for|about) (?:being dead|my (?:own )?death|when i am (?:dead|gone))\\b(?!.*\\b(?:soon|tonight|this week|goodbye|pills|gun|rope)\\b)',
      ),
      'g',
    ),
    'estate planning',
  ],
  [
    /\b(?:(?:i am|im) )?ready to go when(?:ever)? (?:(?:my|the) time comes|(?:the (?:good )?lord|god|jesus|he) calls? (?:me|me home))\b/g,
    'i am at peace with dying someday',
  ],
  // one's own terminal illness named, and a benefit for "after I'm gone" (round 102)
  [
    /\b(?:i am|im) dying\b(?=(?: \w+){0,4} (?:cancer|als|copd|agent orange|terminal|hospice|tumou?r|leukemia|lymphoma|heart failure|kidney failure))/g,
    'i have a terminal illness',
  ],
  [
    // or the doctor's months told ("since the doc gave me 6 months … DIC after Im gone", round 135)
    new RegExp(
      `(?<=\\b(?:i have a terminal illness|${DOCTORS_FEW_MONTHS})\\b.*)\\bafter i am gone\\b(?!.*\\b(?:tonight|soon|this week|goodbye|pills|gun|rope|plan to)\\b)`,
      'g',
    ),
    'someday',
  ],
  // a death benefit asked about for "after I'm gone", with nothing near (round 99)
  [
    /(?<=\b(?:vgli|sgli|policy|beneficiary|life insurance|estate)\b.*)\bafter i am gone\b(?=.*\b(?:estate planning|nothing urgent|just planning|just asking|at \d\d|someday|one day)\b)(?!.*\b(?:tonight|soon|this week|goodbye|pills|gun|rope|plan to)\b)/g,
    'someday',
  ],
];
