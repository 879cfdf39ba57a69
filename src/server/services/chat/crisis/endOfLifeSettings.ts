/**
 * A life near its end, told as such: hospice and comfort care, a terminal illness and the doctors' months,
 * dying at home or "on my own terms", legacy letters, heirlooms and funeral wishes, a benefit for "after I'm
 * gone". Part of the ordinary settings (ordinarySettings.ts), applied after careSettings.ts, in this order.
 */
import { CARE } from './carePhrases';
import { EVERYDAY } from './everydayPhrases';
import { beside, RELATIVE_IS_DYING } from './patternHelpers';
import { DOCTORS_FEW_MONTHS, legacySettings } from './legacySettings';
import { seenToAheadSettings } from './seenToAheadSettings';

const HOSPICE = '(?:hospice|palliative|terminal\\w*|end of life|comfort care|dnr)';

/** Little time left said of someone else: "hes got maybe a month" (round 167). */
const ANOTHERS_FEW_MONTHS =
  '(?:he|she) (?:is|has) got (?:maybe |about |only |just |probably )?(?:a|one|two|three|four|six|\\d+|a few) (?:days?|weeks?|months?)(?! (?:of|off|leave|until|till|before|to (?:go|finish|get|save|pay|file|apply))\\b)';

export const endOfLifeSettings: [RegExp, string][] = [
  // "dad is 88 ... end stage heart failure and dementia. mom cant do it at home anymore" (round 185): care, not the writer's end
  [
    new RegExp(
      beside(
        `(?:${HOSPICE}|dementia|alzheimers|end stage|nursing home|memory care|assisted living|caregiv\\w*)`,
        '\\b(?:mom|mother|dad|father|grandma|grandpa|wife|husband|she|he|we) (?:cant|can not|cannot|couldnt) (?:do (?:it|this)|handle (?:it|him|her)|manage|care for (?:him|her)|take care of (?:him|her)) (?:at home |alone |by (?:herself|himself|ourselves) |on (?:her|his|our) own )?(?:anymore|any more)\\b',
      ),
      'g',
    ),
    'needs more help with care',
  ],
  // hospice named as a cover, not a care: "the hospice brochure is just for show, nobody needs to know" (round 108)
  [
    new RegExp(
      `\\b${HOSPICE}\\b(?: \\w+){0,2}(?= (?:is|are|was|were) (?:just |only |all )?(?:for show|a cover|a cover story|a front|a lie)\\b)`,
      'g',
    ),
    'cover story',
  ],
  [new RegExp(beside(HOSPICE, '\\b(?:wont|will not|am not going to) be (?:around|here|alive)\\b'), 'g'), 'am terminally ill'],
  [
    new RegExp(
      beside(
        HOSPICE,
        '\\b(?:(?:wants?|wanted|wishes|wished|would rather|d rather) (?:to )?(?:die|pass|pass away) (?:at home|in (?:my|his|her|their) own bed|in (?:his|her|their) sleep|peacefully|surrounded by (?:family|us)|with (?:dignity|family))|(?:doesnt|does not) want to die in (?:a|the) (?:hospital|nursing home|facility))\\b',
      ),
      'g',
    ),
    CARE.comfortCare,
  ],
  [
    new RegExp(
      beside(
        '(?:stage (?:4|four|iv)|terminal\\w*|hospice|months to live|weeks to live|pancreatic|metastatic|als|lou gehrigs?|kidney failure|heart failure|liver failure|dialysis|(?:i am|im) dying)',
        // who gets my stuff when I go, said with ALS (round 80)
        '(?:\\bafter i am gone\\b|\\bwho gets my (?:\\w+ ){1,2}when i (?:go|die|pass|am gone)\\b)',
      ),
      'g',
    ),
    'after i pass',
  ],
  [
    /\bletters? (?:to|for) (?:my )?(?:grandkids|grandchildren|great grandkids|kids|children)\b(?: \w+){0,3} (?:after|when) i am gone\b(?=.*\b(?:stories|memories|history|vietnam|korea|war|family tree|recipes|old (?:navy|army|marine|air force|coast guard) (?:guy|man|vet|lady)|[7-9]\d|what did you write)\b)/g,
    'legacy letters',
  ],
  ...seenToAheadSettings,
  // dying "on my own terms" meaning at home with hospice; goodbye letters written from comfort care (round 107)
  [new RegExp(beside(HOSPICE, '\\b(?:want|wants|wanted) to die on (?:my|his|her|their) own terms\\b'), 'g'), CARE.comfortCare],
  [new RegExp(beside(`(?:${HOSPICE}|${DOCTORS_FEW_MONTHS})`, '\\b(?:goodbye|farewell) letters\\b'), 'g'), 'letters for the family'],
  // "Writing letters to the grandkids" with months left, the DD214 sent ahead to the funeral home (round 167)
  [
    new RegExp(
      beside(
        `(?:${HOSPICE}|${DOCTORS_FEW_MONTHS})`,
        '\\b(?:writing|wrote|write|written) letters (?:to|for) (?:the |my )?(?:grandkids|grandchildren|kids|children|family|wife|husband|sons?|daughters?)\\b(?!.*\\b(?:tonight|this week|end it|myself|wont need|not waiting|sooner|before i do)\\b)',
      ),
      'g',
    ),
    'letters for the family',
  ],
  // goodbyes said with a terminal illness named (round 115); goodbye said to a dying husband or father (round 118), an uncle, the grandkids (round 124);
  // peace made beside a DNR (round 124)
  [new RegExp(beside(`(?:${HOSPICE}|cancer|stage (?:4|four|iv))`, '\\b(?:i have |ive )?made my peace\\b'), 'g'), 'accepted my illness'],
  [
    new RegExp(
      beside(
        `(?:${HOSPICE}|pancreatic|metastatic|stage (?:4|four|iv))`,
        '\\b(?:say|saying|said) goodbye to (?:everyone|everybody|(?:my|our|his|her|the) (?:guys|shipmates|crew|buddies|brothers|husband|wife|dad|father|mom|mother|son|daughter|brother|sister|grandpa|grandma|grandfather|grandmother|uncle|aunt|cousin|nephew|niece|grandkids|grandchildren|kids|children|family))\\b',
      ),
      'g',
    ),
    'be with my family',
  ],
  [
    new RegExp(
      beside(
        `(?:${HOSPICE}|${DOCTORS_FEW_MONTHS}|als|pancreatic|stage (?:4|four|iv))`,
        '\\b(?:(?:i am )?(?:saying|say) my goodbyes?|(?:he|she|dad|mom|my (?:dad|mom|father|mother|husband|wife)) (?:said|has said|is saying|was saying) (?:his|her) goodbyes?)\\b',
      ),
      'g',
    ),
    'talking with the family',
  ],
  // someone dying who wants to die at home, not in a hospital (round 78)
  [
    /\b(?:he|she|they|hes|shes)\b(?: \w+){0,5} (?:wants?|wanted|wishes|wished) to (?:die|pass|pass away) (?:at home|in (?:his|her|their) (?:own )?(?:bed|home|house))\b(?=.*\b(?:hospital|hospice|doctor|weeks|months|dnr|tubes|machines|paperwork|palliative)\b)/g,
    CARE.homeCare,
  ],
  [
    /\b(?:give|giving|gave) away (?:his|her) (?:\w+ ){0,3}(?:guns|tools|things|stuff|belongings)\b(?=.*\b(?:months left|hospice|terminal|dying|while (?:he|she) is (?:still )?alive|cancer)\b)/g,
    'passing on heirlooms',
  ],
  // a DNR and dying at home wanted by the dying (round 111)
  [
    new RegExp(
      beside(HOSPICE, '\\b(?:want|wants|wanted) (?:a dnr|hospice|comfort care) and to die (?:at home|in my (?:own )?bed|peacefully)\\b'),
      'g',
    ),
    CARE.comfortCare,
  ],
  // "Im ready to go. Told the hospice nurse"; "no more treatments" (round 113)
  [/\bno more (?:treatments?|chemo|dialysis|radiation|surgeries|procedures|hospital stays)\b/g, 'comfort care only'],
  [
    new RegExp(
      beside(
        HOSPICE,
        '\\b(?:i am|im) ready to go\\b(?! (?:tonight|now|today|on my own|myself))(?!.*\\b(?:tonight|over tonight|not waiting)\\b)',
      ),
      'g',
    ),
    'at peace with my illness',
  ],
  // ready "when the good Lord calls", with a failing heart and the funeral to plan (round 110)
  [
    /\bready to go (?:when|whenever) (?:the (?:good )?lord|god|jesus|my (?:time|number)) (?:calls|comes|is up)(?: (?:me|for me))?\b(?=.*\b(?:doc\w*|heart|cancer|hospice|funeral|honor guard|taps|burial|diagnos\w*|failing)\b)/g,
    'at peace with my faith',
  ],
  // an illness named as what will end a life: "I've made my peace that this is what I'll die from" (round 109)
  [
    /\b(?:this|that|it|(?:the )?(?:cancer|als|parkinsons|copd|disease|tumou?r)) is (?:what|the thing) (?:i|he|she) (?:will|am going to|is going to) die (?:from|of)\b/g,
    'my illness is terminal',
  ],
  // my own things handed on while terminal, burial asked about (round 109)
  [
    new RegExp(
      beside(
        '(?:terminal\\w*|hospice|months (?:left|to live)|cancer|burial)',
        '\\b(?:give|giving|gave) (?:(?:my )?(?:\\w+ ){0,2}(?:guns|tools|things|stuff|belongings|medals) away|away my (?:\\w+ ){0,2}(?:guns|tools|things|stuff|belongings|medals)|my (?:\\w+ ){0,2}(?:guns|tools|things|stuff|belongings|medals) to (?:my )?(?:grandkids|grandsons?|granddaughters?|kids|sons?|daughters?))\\b',
      ),
      'g',
    ),
    'passing on heirlooms',
  ],
  // the dog brought in "to say goodbye" to a father in hospice (round 133)
  [
    new RegExp(
      beside(RELATIVE_IS_DYING, '\\b(?:to )?say goodbye\\b(?! to (?:me|myself|everyone|everybody|(?:this|the) world|life)\\b)'),
      'g',
    ),
    'visit',
  ],
  [/\bwhat (?:i|he|she) (?:want|wants|wanted) done with my (?:body|remains|ashes) when i (?:go|die|pass)\b/g, 'my funeral wishes'],
  // "biopsy came back benign, i was so relieved" (round 143)
  [
    /\b(?:biopsy|scan|results?|tests?|mri|ct|pet scan|labs?|bloodwork|mammogram|colonoscopy) (?:came back|was|were|is|are) (?:benign|clear|negative|clean|normal|cancer free)\b(?!.*\b(?:damn|unfortunately|hoping|wish\w*|disappoint\w*|bummed|too bad|shame)\b)/g,
    EVERYDAY.goodResults,
  ],
  // "donate my brain to the VA brain bank … How do I sign up before its too late" (round 138)
  [/(?<=\b(?:sign up|register|donate|enroll|apply)\b.*)\bbefore (?:its|it is) too late\b/g, 'in time'],
  [
    new RegExp(
      beside(
        '(?:terminal\\w*|hospice|months to live|months left|months not years|(?:doc|doctor|they|oncologist)s? (?:gives|gave|give) me (?:till|until|through) (?:spring|summer|fall|winter|christmas|easter|the new year|next \\w+)|dying of (?:\\w+ )?cancer|stage (?:4|four|iv)|als|lou gehrigs|mesothelioma|glioblastoma|(?:pancreatic|brain|lung) cancer)',
        '\\bletters? for my (?:kids|children|grandkids|wife|husband|family) to open (?:later|after|when)\\b|\\b(?:writing|wrote|write|written) (?:goodbye )?letters? (?:to|for) (?:my (?:kids|children|grandkids|grandchildren|wife|husband|family)|everybody|everyone|the (?:kids|grandkids|family))\\b',
      ),
      'g',
    ),
    'legacy letters',
  ],
  // "Putting my affairs in order after the dementia diagnosis … while I still can" (round 146)
  [
    new RegExp(
      beside(
        '(?:dementia|alzheimers|parkinsons|als|lou gehrigs|huntingtons|ms|multiple sclerosis|copd|emphysema|(?:doctors?|docs?) (?:say|says|said|gave me) (?:months|weeks))(?: diagnosis)?',
        '\\b(?:putting|put|get|getting|got) my affairs in order\\b(?!.*\\b(?:tonight|goodbye|end it|before i go|wont need|myself|this week)\\b)',
      ),
      'g',
    ),
    'planning ahead after a diagnosis',
  ],
  // "Doc gave me 6 months. Not scared, just want everything squared away for my wife before I go" (round 159)
  [
    new RegExp(
      beside(
        `(?:${HOSPICE}|${DOCTORS_FEW_MONTHS}|(?:doctor|doc|oncologist|cardiologist)s? (?:gave|give|gives) me (?:a|one|two) years?|(?:the )?cancer(?: is|s)? (?:back|came back)|stage (?:4|four|iv)|metastatic)`,
        '\\b(?:what i want is my affairs in order|(?:want|get|getting|have|need|put|putting) (?:everything|things|it all|my stuff) (?:squared away|in order|taken care of|set up))\\b(?!.*\\b(?:tonight|this week|goodbye|end it|myself|wont need|not waiting|sooner)\\b)',
      ),
      'g',
    ),
    'planning ahead after a diagnosis',
  ],
  // "emphysema, doctors say weeks ... giving my rifle to my son while im still here" (round 165)
  [
    new RegExp(
      beside(
        '(?:(?:doctors?|docs?) (?:say|says|said|gave me) (?:weeks|months)|hospice|terminal\\w*|copd|emphysema|months left|cancer|stage (?:4|four|iv))',
        '\\b(?:giving|give|gave|handing|hand) (?:away )?my (?:\\w+ ){0,2}(?:rifle|rifles|guns?|shotgun|pistol|medals|tools|truck|fishing gear|tackle|rods|poles)\\b(?: to my (?:\\w+ )?(?:son|daughter|grandson|granddaughter|nephew|brother|boy|girl))?(?!.*\\b(?:tonight|myself|end it|goodbye|wont need)\\b)',
      ),
      'g',
    ),
    'handing down heirlooms',
  ],
  // a funeral's honors asked about: "military honors with the rifle volley" (round 170)
  [
    /\b(?:military )?(?:funeral )?honou?rs with (?:the |a )?(?:rifle volley|rifle salute|firing party|21 gun salute|three volley salute)\b|\b(?:rifle volley|firing party|21 gun salute|three volley salute)\b(?=.*\b(?:funeral|buried|burial|cemetery|honou?rs|taps)\b)/g,
    'funeral honors',
  ],
  // and "for after I'm gone" then (round 145)
  [/(?<=\blegacy letters) (?:for )?(?:after|when) i am gone\b/g, ' for later'],
  // a dying parent at peace in hospice or comfort care: "ready to go", "wants to die around his own people" (round 98),
  // or with "maybe a month" left (round 167), or ALS and no feeding tube wanted (round 182)
  [
    new RegExp(
      `(?<=\\b(?:${HOSPICE}|${ANOTHERS_FEW_MONTHS}|als|lou gehrigs|feeding tube|stage (?:4|four|iv))\\b.*)\\b(?:(?:she|he|mom|dad|grandma|grandpa|my (?:mother|father|grandmother|grandfather)) (?:keeps saying|says|said|is|wants to die) (?:shes |hes |she is |he is )?|(?:keeps saying|says|said) (?:she is|he is) )(?:ready to go|at peace|around (?:his|her) (?:own )?(?:people|family)|at home|in (?:his|her) own bed)\\b`,
      'g',
    ),
    'is at peace',
  ],
  [
    new RegExp(
      `\\b(?:dad|mom|grandpa|grandma|my (?:mother|father|grandmother|grandfather)) wants to die (?:around (?:his|her) (?:own )?(?:people|family)|at home|in (?:his|her) own bed)\\b(?<=\\b${HOSPICE}\\b.*)`,
      'g',
    ),
    'is at peace',
  ],
  ...legacySettings,
];
