/**
 * One's own burial, plot or policy made ready with nothing to explain it (round 132, widened in rounds
 * 133, 134, 136 and 137): the setting of a clean-test miss in five rounds out of six. Read as preparation
 * (preparationConcepts.ts); on the evaluation sets it matches crises only.
 */
import { re } from './patternHelpers';

/** One's own burial benefit, plot, headstone, policy, beneficiary or VA benefits, seen to. */
const OWN_ARRANGEMENTS =
  'burial (?:benefits?|allowance|plot)|my (?:\\w+ ){0,2}?(?:plot|headstone|funeral|casket|cremation|urn|vgli|sgli|life insurance|insurance|policy|beneficiar\\w*|burial)|(?:insurance|policy|vgli|sgli|payout) (?:goes|go|will go|is going|pays|will pay) (?:to|out to)|(?:prepaid|paid|prepay|paid off) (?:the |my )?(?:funeral|cremation|burial)|funeral home (?:has|is paid|got)|funeral home\\b(?: \\w+){0,4} (?:to )?(?:prepay|pre ?plan|pre ?arrange)\\w*|(?:updated|changed|switched|fixed) (?:the |my )?(?:vgli|sgli|beneficiar\\w*|life insurance|policy)|(?:house |the )?deeds? (?:is |are )?(?:already )?in (?:her|his|their) name|(?:gets?|get|going to|goes to) (?:all )?my (?:va )?(?:stuff|benefits|paperwork|things|everything)';

/** Why now: a near day it must be ready by or after, a secret kept about why, a date picked, young and healthy beside one's funeral. */
const READY_FOR_A_NEAR_DAY =
  '(?:by|before|for|after) (?:this |the )?(?:weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|tonight|tomorrow)|(?:she|he|they|nobody|no one|wife|husband) (?:\\w+ )?(?:doesnt|does not|dont|do not|didnt|did not) know why|dont ask (?:why|where)|nobody knows|no one knows|(?:the|a) (?:date|day) (?:is )?(?:picked|set|chosen)|(?:picked|set|chose|chosen|got) (?:the|a) (?:date|day)(?: chosen| picked| set)?(?! for (?:the |a |our |my )?(?:wedding|party|reunion|closing|move|surgery|trip|ceremony|retirement|graduation|baptism))|not telling (?:anyone|anybody) which|(?:if|when|once|after) (?:i am|im) (?:gone|not around|not here)(?: after)? (?:this (?:week|weekend)|tonight|tomorrow|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))|no time for (?:a )?long process|(?:i am|im) (?:[1-3]\\d|4\\d) (?:and |years old and )?(?:healthy|in good health|not sick)(?=.*\\b(?:funeral|burial|casket|cremation|headstone)\\b)|(?<=\\b(?:funeral|burial|casket|cremation|headstone)\\b.*)(?:i am|im) (?:[1-3]\\d|4\\d) (?:and |years old and )?(?:healthy|in good health|not sick)';

/** Health told as fine, which counts only beside a date or "soon". */
const TOLD_AS_WELL =
  'nothing (?:is )?wrong with me|(?:i am|im) not sick|nobodys sick|nobody is sick|healthy|in good health|fine physically|physically fine|not dying';
const A_DATE = 'the date|a date|the day|(?<!\\bany ?time )soon|before long';

/** What explains it: a move, a divorce, a deployment, surgery, an illness, an age past 50, planning ahead, someone else's funeral. */
const EXPLAINED =
  'divorc\\w*|remarr\\w*|married|wedding|baby|born|deploy\\w*|pcs|move|moving|surgery|procedure|operation|trip|travel\\w*|flight|hospice|terminal|cancer|diagnos\\w*|chemo|months to live|enrollment|deadline|closing|lawyer|attorney|estate planning|tax\\w*|ahead|organized|peace of mind|just in case|someday|one day|eventually|when (?:the|my) time comes|down the road|years from now|future|long run|retire\\w*|(?:i am|im|at|turned|turning) [6-9]\\d|[5-9]\\d (?:and )?healthy|healthy (?:as a horse )?(?:but )?[5-9]\\d|so (?:my|the) (?:\\w+ )?(?:kids|wife|husband|family|daughter|son|spouse) (?:dont|doesnt|do not|does not|isnt|is not|arent|wont|will not) (?:have to|get stuck|stuck|deal)|where do i start|what can i file|passed|died|passed away|(?:mom|dad|mother|father|parents|grandma|grandpa|grandmother|grandfather|uncle|aunt|brother|sister|wife|husband|his|her|their)s? (?:funeral|burial|plot|service|headstone|memorial)';

export const OWN_ARRANGEMENTS_MADE_READY = re(
  `^(?=.*\\b(?:${OWN_ARRANGEMENTS})\\b)(?=.*\\b(?:${READY_FOR_A_NEAR_DAY})\\b|(?=.*\\b(?:${TOLD_AS_WELL})\\b).*\\b(?:${A_DATE})\\b)(?!.*\\b(?:${EXPLAINED})\\b)`,
);
