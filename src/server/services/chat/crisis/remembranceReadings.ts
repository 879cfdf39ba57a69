/**
 * The dead remembered with nothing of the writer's own end: a vigil or the Moving Wall gone to, a letter to the dead or to
 * a mother, a headstone scrubbed, a bridge crossed and a friend thought of, a toast, a fund in their name, pushups for the 22,
 * a number kept. The `remembrance` reading of ordinaryReadings.ts.
 */
import { NOTHING_OF_ONES_OWN_END } from './readingGuards';
import { re } from './patternHelpers';

/** On the way to a vigil or a memorial, "tonight" included, with nothing said of the writer's own end. */
const AT_A_MEMORIAL = `${NOTHING_OF_ONES_OWN_END}.*\\b(?:going to|went to|attend\\w*|heading to|headed to|driving to|drove to|(?:anyone|anybody|who is|whos) (?:doing|going to|attending|heading to|at)) (?:see |visit )?(?:(?:the|a) (?:candlelight |memorial |remembrance |annual |(?:\\w+ ){0,3})?(?:vigil|memorial service|memorial ceremony|remembrance ceremony|ceremony|wreath laying|memorial run|memorial ruck|moving wall|traveling wall|travelling wall|wall that heals)|(?:his|her|their) grave(?: \\w+){0,3} with (?:his|her|their) (?:mom|mother|dad|father|wife|widow|family|kids))\\b`;

/** A letter written to the dead, as a therapist or a group suggested, or glad of (round 146). */
const A_LETTER_TO_THE_DEAD = `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:coming|soon|see (?:him|her|them)|join)\\b).*\\b(?:wrote|write|writing|written) (?:him|her|them) a letter\\b(?:(?<=\\b(?:therapist|counselor|group)\\b.*)|(?=.*\\b(?:therapist|counselor|group|felt good|feels good|helped|was good|good actually)\\b))`;

/** A glass raised to the dead ("raise one tonight boys"), with nothing said of the writer's own end (round 77). */
const A_TOAST = `${NOTHING_OF_ONES_OWN_END}.*\\b(?:(?:raise|raising|hoist|hoisting|pour|pouring) (?:one|a glass|a beer|a cold one|a drink|one out|a round)|(?:having|have|had|drinking|drink|drank|grabbing|grab|grabbed|cracking|crack|cracked) (?:a beer|a cold one|a drink|one) for (?:him|her|them)|(?:toasted|toasting) (?:to )?(?:him|her|them)|(?:to |and )?toast (?:to )?(?:him|her|them|[a-z]+)\\b(?=.*\\b(?:(?:\\d+|\\w+) (?:years|yrs) gone|rip|in (?:his|her) memory|anniversary|old stories)\\b)|(?:made|gave|raised) a toast (?:to|for) (?:him|her|them))\\b`;

/** A scholarship, a fund or a ruck started in a dead friend's name, with nothing said of the writer's own end (round 109). */
const IN_THEIR_NAME = `(?!.*\\b(?:tonight|anymore|hopeless|worse|no longer|lately)\\b)${NOTHING_OF_ONES_OWN_END}.*(?:\\b(?:started|start|starting|set up|setting up|founded|found|run|running|raising money for) (?:a|the) (?:\\w+ )?(?:scholarship|foundation|fund|memorial ruck|ruck march|5k|golf tournament)\\b(?: \\w+){0,3} (?:in|for) (?:his|her|their) (?:name|memory|honor)|\\b(?:going to|gonna|want to|plan to|planning to|trying to) write (?:a book|their story|their stories|a memoir|it all down) (?:about|for|on) (?:them|him|her|my (?:buddies|guys|boys|unit|crew|platoon|brothers))\\b)`;

/** Pushups or a ruck for the 22, a "rest easy" to the dead, with nothing said of the writer's own end (round 111). */
const FOR_THE_22 = `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:23rd|the next one|one of (?:them|the 22))\\b).*\\b(?:22 (?:pushups|push ups|pushup challenge)|mission 22|rest easy (?:fellas|brothers|boys|brother|bro|guys|marines|soldiers|devil dogs))\\b`;

/** A dead friend's number or voicemail kept and not deleted (round 113), or dreams of him glad of (round 114), with nothing of the writer's own end. */
const A_FRIEND_KEPT_CLOSE =
  '^(?!.*\\b(?:(?<!\\bbring )myself|suicid\\w*|join\\w*|be with (?:him|her|them)|go see (?:him|her|them)|for real|my turn|me next|goodbye|last time|hopeless|alone|numb|gun|pills|follow\\w*)\\b).*\\b(?:(?:dream|dreams|dreamt|dreamed) (?:about|of)\\b.*\\b(?:nice|good|great) to see (?:him|her|them|em)|(?:cant|can not|cannot|wont|never)(?: bring myself to)? delete (?:his|her|their) (?:numbers?|voicemails?|texts?|contact|messages?)|(?:still have|kept|saved) (?:his|her|their) (?:last )?(?:voicemails?|texts?|number|messages?)(?: saved)?)\\b';

export const remembranceReadings: RegExp[] = [
  re(AT_A_MEMORIAL),
  // "still tear up at the wall in DC ... gets a little easier every time" (round 151); "missing those guys is just part of
  // me now and I've made my peace with that" (round 185)
  re(
    `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:stay|ready|never)\\b)(?=.*\\b(?:the wall|memorial|cemetery|grave|headstone)\\b).*\\b(?:(?:gets|getting|got) (?:a little |a bit |a lot )?easier(?: (?:every|each) (?:time|year|visit))?|(?:made|making) (?:my )?peace with (?:that|it|missing them))\\b`,
  ),
  // "not in a dark place, just want to write his mom a letter and dont know what to say" (round 185)
  re(
    `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:goodbye|last|final|one more time|before i go)\\b).*\\b(?:want|wanna|going|trying|need) to write (?:to )?(?:his|her|their) (?:mom|mother|dad|father|family|widow|wife|kids|parents|folks|sister|brother|daughter|son)(?: a (?:letter|card|note))?\\b`,
  ),
  re(A_LETTER_TO_THE_DEAD),
  // "still think of Smitty every time i cross the yadkin river bridge, he used to fish right under it. miss that guy" (round 196)
  re(
    `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:follow\\w*|same way|jump\\w*|edge|railing)\\b).*\\b(?:think|thinking) (?:of|about) (?:\\w+ ){1,2}every time i (?:cross|drive over|drive across|go over|walk over|pass|see)\\b(?=.*\\b(?:miss (?:that guy|him|her|them|that man)|(?:\\d+|\\w+) (?:years|yrs) gone|rest easy|it means i remember)\\b)`,
  ),
  // "every memorial day i go up to the cemetery ... and scrub the headstone for a kid who didnt make it home" (round 195)
  re(
    `${NOTHING_OF_ONES_OWN_END}.*\\b(?:scrub|scrubs|scrubbing|clean|cleans|cleaning|wash|washing|tend|tending|mow around|put (?:a )?flags? on|place (?:a )?flags? on) (?:the |his |her |their |a )?(?:headstones?|graves?|stones?|markers?)\\b`,
  ),
  // "looking for a good way to honor them this veterans day"; "10 years gone today. RIP you idiot, love you bro" (round 163)
  re(
    `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:join|be with|soon|ready|rip me|wast\\w*|quit|stop)\\b).*(?:\\b(?:looking for|want|need|ideas for) (?:a )?(?:good |right |meaningful |best )?(?:way|ways|ideas?) to (?:honou?r|remember) (?:them|him|her|my (?:\\w+ )?(?:guys|brothers|buddies|fire team|squad|platoon|marines|soldiers|crew))\\b|\\b(?:\\d+|\\w+) (?:years|yrs) gone (?:today|now|this week)\\b(?=.*\\b(?:rip|rest in peace|rest easy|love you (?:bro|brother|man))\\b))`,
  ),
  // "every year i write his mom. this year she finally wrote back" (round 158)
  re(
    `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:goodbye|last|final|one more time|before i go)\\b).*\\bevery (?:year|christmas|memorial day|veterans day|anniversary|birthday) i (?:write|call|visit|send|mail|text|see) (?:a card to |flowers to |to )?(?:his|her|their) (?:mom|mother|dad|father|family|widow|wife|kids|parents|folks|sister|brother|daughter|son)\\b`,
  ),
  // "every memorial day i go stand at the wall by myself for a while. then i go home and grill with my kids" (round 145)
  re(
    '^(?!.*\\b(?:suicid\\w*|kill\\w*|end (?:it|things)|join\\w*|be with them|my turn|me next|goodbye|last time|hopeless|gun|pills|for good|forever|not going home|stay)\\b)(?=.*\\b(?:memorial day|veterans day|the wall|cemetery|grave|anniversary)\\b).*\\b(?:then|after(?:wards?)?) (?:i )?(?:go|head|come|went|headed) home (?:and|to) (?:grill|cook|eat|have dinner|barbecue|bbq|play|hang out)\\w*\\b(?: \\w+){0,3} with (?:my|the) (?:kids|family|wife|husband|grandkids)\\b',
  ),
  re(A_TOAST),
  re(IN_THEIR_NAME),
  re(FOR_THE_22),
  re(A_FRIEND_KEPT_CLOSE),
  // "is there a way to find where theyre buried so I can go see them" (round 136)
  /\bfind (?:out )?where (?:they are|theyre|he is|hes|she is|shes|my \w+ (?:is|are)) buried\b(?!.*\b(?:tonight|join|pistol|gun|pills|be with them|stay with them|for good)\b)/,
  // "just wanted to tell someone their names" (round 128)
  re(
    `${NOTHING_OF_ONES_OWN_END}.*\\b(?:wanted|want|going) to (?:tell|say|share) (?:someone |somebody |yall |you )?(?:their|his|her) names?\\b`,
  ),
];
