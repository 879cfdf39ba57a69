/**
 * Concepts of leaving: goodbyes said or written, and affairs put in order (belongings, accounts,
 * passwords, pets handed on) outside a move, a deployment or planning ahead.
 */
import type { Concept } from './concepts';
import { GUN } from './lexicon';
import { outside, re } from './patternHelpers';

const A_MOVE = '(?:pcs\\w*|ets|moving|move|replacement|deploy\\w*|retir\\w*|clearing|out processing|downsiz\\w*)';
const AN_AFTER_SAID =
  '(?:if|in case|when i (?:die|pass|am gone|go)|someday|some day|eventually|estate|trust|lawyer|attorney|planning|hospice|deploy\\w*)';
/** Letters kept for a deployment, a memory box, or a death "someday" far off, not a goodbye. */
const A_KEEPSAKE_LETTER =
  '(?:(?:before|for|during|while) (?:i |we |my |our |the )?(?:am |are )?deploy\\w*|memory box|time capsule|keepsake box|scrapbook|baby book|(?:gone|die|pass|pass away|am dead) (?:someday|some day|one day|eventually)|when (?:my|the) time comes|hospice|to (?:be )?open(?:ed)? (?:on|at) (?:their|his|her|your) (?:wedding|graduation|18th|21st|birthday)w*)';
/** Work, a newsletter or an event: messages sent on a schedule for them are ordinary. */
const A_CAMPAIGN = '(?:newsletter|campaign|marketing|customers?|clients?|work|office|team|business|event|reunion|meeting|class|students)';

export const farewellConcepts: Partial<Record<Concept, RegExp[]>> = {
  goodbye: [
    // a radio sign-off to the world: "Roger that world. Message received. Im out. Thanks for nothing" (round 138)
    // "ROGER THAT LIFE. MESSAGE RECEIVED LOUD AND CLEAR. IM DONE. THIS STATION IS OUT." (round 151); "roger that world ... im finished. out" (round 164)
    /\b(?:roger that|copy that|copy all|message received|signing off|over and out|ten four)\b(?=.*\b(?:world|life|everybody|everyone)\b)(?=.*\b(?:i am out|signing off|over and out|thanks for nothing|end of transmission|this station is (?:out|off the air)|(?:i am|im) (?:finished|done))\b|.*\bout$)(?!.*\b(?:for the (?:day|night|weekend)|see (?:you|yall|ya)|tomorrow|monday|later)\b)/,
    // a letter held for a spouse "to get hers after, not before" (round 115)
    /\bletters?\b.*\bafter,? not before\b/,
    // letters left where a child finds hers "before the cops do" (round 99)
    /\b(?:letters?|notes?)\b(?: \w+){0,8} (?:finds?|find|see|sees|gets?) (?:it |them |hers |his |theirs )?before the (?:cops|police|coroner|paramedics|ems)\b/,
    /\ba note (?:that )?(?:just )?says? (?:sorry|im sorry|i am sorry|goodbye|i love you)\b(?! (?:for|about)\b)/,
    /\b(?:texted|posted|sent|wrote|messaged)\b(?: \w+){0,4} (?:it was|its been|it has been|it is been|been) an honou?r\b(?!.*\b(?:retire\w*|change of command|promotion|ets|reunion|memorial)\b)/,
    // a black profile picture and "it's been an honor"; told a child to remember him
    /^(?=.*\b(?:profile|fb|facebook|insta\w*) (?:pic|picture|photo) to (?:black|all black|a black)\b)(?!.*\b(?:memorial|remembrance|in memory|in honou?r|mourning|fallen)\b).*\b(?:been an honou?r|goodbye|farewell|so long)\b/,
    /\btold (?:her|him|them|me|us|my \w+|the \w+) to remember (?:him|her|me)(?! (?:to|when|by|for|at)\b)/,
    // "tell my mom it wasn't her fault"; "when I go, don't cry" (Portuguese too)
    /\btell (?:my|his|her) (?:mom|mother|dad|father|wife|husband|kids|family|sister|brother|girl|son|daughter) (?:it wasnt|it was not|it is not|its not|it aint) (?:her|his|their|your) fault(?=$| (?:and|then|before)\b)/,
    /\b(?:when|once|after) (?:i|he) (?:go|goes|am gone|is gone)\b(?: \w+){0,2} (?:dont|do not|no) (?:cry|be sad|grieve|mourn)\b|\bquando eu (?:for|morrer|partir)\b(?: \w+){0,2} (?:nao|no) chor/,
    // a hug at the door and "take care of her now, that's your job from here"
    /\btake care of (?:her|him|them|my \w+) now\b(?: \w+){0,3} (?:your job|up to you|on you) (?:from here|now|from now on)\b/,
    // "take care of her for me", texted before a phone goes silent
    /\b(?:texted|messaged|told|said|sent)\b(?: \w+){0,2} take care of (?:\w+ ){0,2}for me\b(?! (?:while|until|till|this|next|on|when|during|tonight|tomorrow)\b)/,
    // a post captioned "last patrol" by a living friend; this as the last entry
    /^(?!.*\b(?:rip|funeral|passed|died|memorial|fallen|in memory)\b).*\b(?:caption|posted|says|said|wrote|texted)\b(?: \w+){0,12} last patrol\b(?! (?:for|of|in)\b)/,
    /\bconsider this my last (?:entry|post|message|log|letter|transmission)\b(?! (?:about|on|for|of|in)\b)/,
    // one's chapter or story closing, and thanks said in the past tense to whoever reads it (round 76)
    /^(?=.*\b(?:(?:to )?whoever reads (?:this|these)|you (?:all |guys |folks )?(?:were|have been) good to me|thanks for everything|take care of (?:yourselves|each other))\b).*\bmy (?:chapter|story|book|watch|run|ride)s? (?:is )?(?:closing|ending|coming to an end|over|done|finished|closed)\b/,
    // whoever reads this is told it was not the job's fault
    /\bif (?:anybody|anyone|someone|somebody) (?:ever )?reads (?:this|these)\b(?: \w+){0,3} (?:it )?(?:wasnt|was not|isnt|is not) (?:the|their|your|anyones|my) (?:\w+ )?(?:job|fault)\b/,
    // "end of watch" posted by someone who was never police; farewells taken for sentiment
    /^(?=.*\b(?:never|not|wasnt|isnt) (?:a )?(?:cop|police\w*|officer|leo|deputy|trooper)\b).*\bend of watch\b/,
    /\bsaid (?:my )?(?:aloha|goodbyes?|farewells?) to (?:everybody|everyone|all|the whole)\b(?: \w+){0,6} (?:thought|think) (?:i was|it was) (?:just )?(?:being )?(?:sentimental|drunk|emotional|joking|nostalgic)\b/,
    /^(?!.*\b(?:retir\w*|pcs\w*|ets|moving|deploy\w*|new job|last day|graduat\w*)\b).*\b(?:its|it is|it has) been an honou?r\b(?: \w+){0,2} (?:take care of each other|take care|goodbye|love (?:you|yall) all)\b/,
    /^(?=.*\bletters? (?:to|for) (?:my|his|her) (?:wife|husband|kids|children|son|daughter|mom|dad|family)\b)(?!.*\b(?:deploy\w*|hospice|someday|memory box)\b).*\bwhere (?:she|he|they|my \w+) (?:will|would|can|is going to|ll) find (?:it|them)\b/,
    // left for whoever finds him; the letters done; an apology for everything with the money's whereabouts
    /\b(?:whoever|who ever|whomever|the person who|whoevers) (?:finds|find|will find|is going to find|gonna find) (?:me|him|her|my body)\b/,
    /(?<!\b(?:cover|recommendation|reference|thank you|thank you|christmas|holiday|college|acceptance|rejection|love) )\bletters? (?:is|are) (?:done|written|finished|ready|sealed)\b/,
    /^(?=.*\b(?:apologiz\w*|sorry) for (?:everything|it all|all of it)\b).*\b(?:which account|where (?:the|his|her|my) (?:money|accounts?|papers|keys|will|passwords?)|who gets)\b/,
    /^(?!.*\b(?:retir\w*|pcs\w*|ets|moving|move|deploy\w*|new job|last day|graduat\w*)\b).*\bbeen (?:good|nice|an honou?r|a pleasure|real) (?:knowing|serving with) (?:you|yall|ya|you all|you guys)\b/,
    // a picture of a gun posted with a farewell caption
    re(
      `^(?=.*\\b(?:last one|goodbye|bye|farewell|love you all|love yall|its been real|see you on the other side|sorry)\\b).*\\b(?:posted|sent|shared|texted|put up)\\b(?: \\w+){0,3} (?:pic|picture|photo|video|selfie|snap|story)\\b(?: \\w+){0,3} (?:of )?(?:his|her|my|a|the) ${GUN}\\b`,
    ),
    // word left for the others: it was an honour, I love them, I'm sorry (not a retirement or a move)
    /^(?!.*\b(?:retir\w*|pcs\w*|ets|promotion|change of command|last day at (?:work|the shop|the office)|moving|deploy\w*)\b).*\btell (?:the |my )?(?:fellas|boys|guys|crew|team|family|kids|everyone|everybody|them|her|him|mom|dad|my \w+) (?:it was an honou?r|i love (?:them|her|him|you|em)|i am sorry|im sorry|goodbye|i said goodbye|thanks for everything)\b/,
    // thanks for trying, said with a last time or a leaving for good
    /^(?=.*\b(?:last time\b(?! (?:i|we|you|to|\w+ing)\b)|for good|goodbye|for the last time)\b).*\b(?:thanks?|thank you)(?: \w+){0,2} for (?:trying|everything|putting up with me|being there)\b/,
    // one's own obituary finished and ready, outside an exercise, an illness or planning ahead
    /^(?!.*\b(?:hospice|terminal|cancer|diagnos\w*|class|course|workshop|exercise|assignment|therap\w*|counsel\w*|ahead|advance|someday|eventually|when the time comes|pre ?plan\w*|planning|funeral home|years old)\b).*\b(?:(?:printed|finished|proofread) (?:the |my )?(?:own )?(?:obituary|eulogy|obit)|(?:obituary|eulogy|obit) i (?:wrote|have written|finished) for myself)\b/,
    // "by the time you read this I'll be gone", or a message set to go out after it is done
    /\bby the time (?:you|they|she|he|anyone|someone|somebody|my \w+) (?:read|reads|see|sees|get|gets|open|opens|find|finds) (?:this|it|that)\b(?: \w+){0,2} (?:i|i will|ill|i am going to) (?:be |already be )?(?:gone|dead|no longer (?:here|alive|around)|not (?:be )?(?:here|alive|around))\b(?! (?:for|on|to|from|at|till|until)\b)/,
    /^(?=.*\b(?:scheduled|set up|timed|queued|programmed)\b(?: \w+){0,3} (?:emails?|messages?|texts?|posts?|letters?)\b).*\bby the time\b(?: \w+){1,5} (?:read|see|open|get) (?:it|this|them)\b(?: \w+){0,2} (?:it|i) (?:will|is going to|am going to) (?:already )?be (?:done|over|gone|dead|finished)\b/,
    /\bi(?: \w+)? (?:wrote|made|left) (?:out |down |up )?(?:a list of )?who gets what\b/,
    /\b(?:letters?|notes?|envelopes?)\b.*\b(?:not to|dont|do not) open (?:them|it) (?:till|until) (?:later|after)\b/,
    /\b(?:this|it) (?:would|will|is going to) be (?:his|her|my) (?:last|final) (?:run|shift|day|ride|trip|load|drive|patrol|call)\b(?=.*\b(?:chills|the way|worried|scared|something off|not right|meant)\b)/,
    outside(
      A_KEEPSAKE_LETTER,
      '\\b(?:wrote|write|writing|left)\\b.*\\b(?:letters?|notes?) (?:to|for) each of (?:my|his|her) (?:kids|children|sons|daughters|grandkids)\\b',
    ),
    /\b(?:goodbye|bye|farewell)\b.*\b(?:(?:yall|you all|you guys|you) tried|thanks for trying)\b/,
    /\b(?:where|when) (?:they|you|someone|somebody|people|the cops|my wife|my husband) (?:will|ll|can|should|are going to|gonna) find (?:me|my body|him|her)\b/,
    /\b(?:found|find|saw)\b(?: \w+){0,3} (?:a |his |her )?(?:note|letter)\b.*\b(?:sorry|goodbye|forgive|love you all)\b/,
    /^(?=.*\b(?:cat|dog|pets?|kids|guns?)\b).*\bwouldnt (?:say|tell me|explain) (?:after what|what (?:he|she) meant)\b/,
    /\bthanks? (?:you )?for everything\b.*\bsorry for (?:the mess|everything|what|being)\b|\bsorry for (?:the mess|everything|what im about)\b|\btake care of (?:the|my|his|her) (?:dog|cat|kids) for me\b|\bwho gets my\b(?!.*\b(?:beneficiary|(?:just )?got married|newlywed|(?:new )?baby (?:on the way|due|coming)|legal (?:help|aid|assistance)|lawyer|attorney|jag|make sure it goes|goes to (?:her|him|my \w+)|not my ex|not married|no kids|if i (?:never|dont|didnt|havent)|if i die without (?:a will|one)|(?:making|make|made|writing|write) (?:a|my) will|policy|sgli|sglv|vgli|fiancee?|married yet|backpay|back pay|comp|compensation|pension|tsp|401k|estate|life insurance|(?:never|not) (?:updated|changed)|since the divorce|after the divorce)\b)|\bletters? (?:is|are) on the\b/,
    // not "the last letter said they're working diligently" (round 171)
    /\b(?:goodbye|farewell|suicide|(?:(?<!\b(?:still (?:have|carry|keep) |carry |kept |keep )(?:his|her|their|\w+s) )|(?=.*\b(?:send|sending|write|writing|wrote|mine|my own|one like it|soon|tonight)\b))(?:final|last)) (?:note|letter|message|post|video|text)s?\b(?!(?<=\b(?:last|final) (?:letter|message)s?) (?:said|says|stated|from (?:the )?(?:va|dmv|irs|bank|lender|tricare|insurance|board|court))\b)/,
    /^(?!.*\b(?:pcs|pcsing|retire|retiring|retirement|moving|move|deploy\w*|base|unit|job|coworkers|class|school)\b).*\b(?:posted|sent|left|wrote|put up)(?: \w+){0,2} (?:goodbye|farewell)\b/,
    outside(
      A_KEEPSAKE_LETTER,
      '\\b(?:wrote|write|writing|left|leave|written)\\b.*\\b(?:letters?|notes?) (?:to|for) (?:(?:my|his|her) (?:wife|husband|kids|children|son|daughter|mom|dad|mother|father|family|parents|brother|sister|girlfriend|boyfriend)|everyone|everybody|the kids)\\b',
    ),
    /\bletter explaining everything\b|\blabell?ed for each\b|\b(?:transferred|gave|signed over) (?:my|all my) (?:savings|money|accounts)\b.*\bcancell?ed\b/,
    /\b(?:say|said|saying|says) (?:my |his |her )?goodbyes?\b(?! to (?:the (?:army|navy|military|corps|service|marines|air force)|my (?:unit|command|ship|team at work)|active duty))/,
    /\b(?:written|wrote|writing|recorded) (?:my|a) (?:goodbye|farewell)\b/,
    // absolving the people who tried to help, beside letters or thanks
    /^(?=.*\b(?:letters?|notes?|(?:you|yall|you guys|you all) tried|goodbye)\b).*\b(?:wasnt|was not|isnt|is not|not) (?:their|your|anyones|his|her|yalls) fault\b/,
  ],
  arranging: [
    // one's ashes to be scattered "this weekend" (round 160)
    /\bmy ashes (?:scattered|spread|dumped|put)\b(?=.*\bthis (?:weekend|week|friday|saturday|sunday|monday|tuesday|wednesday|thursday)\b)/,
    // "gave away all my unit coins and my burial flag to the guys at the legion" (round 160)
    /\b(?:gave|giving|give|handed|handing) (?:away |out )?(?:all )?(?:of )?my (?:\w+ ){0,2}(?:coins|medals|ribbons|burial flag|dog tags|dress blues|beret)\b(?: and (?:all )?my (?:\w+ ){0,2}(?:coins|medals|ribbons|burial flag|dog tags|dress blues|beret))?(?: (?:away|out))?(?: to (?:the|my) (?:guys|boys|brothers|post|legion|vfw)\b)?/,
    // "sent my buddy the code to my phone and the safe ... last formation" (round 156)
    /\b(?:sent|gave|texted|handed|emailed|showed) (?:my |his |her )?(?:\w+ ){0,2}(?:the )?(?:codes?|combination|combo|passcodes?|passwords?|pins?) (?:to|for) (?:my |the )?(?:phone|safe|gun safe|accounts?|email|laptop|computer)\b/,
    // who gets what written out; wallet and ring left on the table; regalia given away; a binder of accounts; thanks for everything
    /\b(?:wrote|write|writing|written) (?:out |down )?who gets what\b(?! (?:chores?|jobs?|tasks?|shifts?|presents?|gifts?|for christmas|on the)\b)/,
    /\bleft (?:his|her|my) (?:wallet|wedding ring|ring|phone|keys|badge|dog tags)(?: and (?:his|her|my) (?:wallet|wedding ring|ring|phone|keys|badge|dog tags))? (?:on|at) the (?:table|counter|seat|dash)\b/,
    /\b(?:gave|giving|give) (?:away )?my (?:regalia|eagle feather|medals?|dog tags|flag|rifle|guns?|tools|truck|guitar|fishing gear|saddle)\b(?: and my \w+(?: \w+)?)? to (?:my|a|his|her) \w+\b/,
    /\b(?:made|making|put together) (?:a|the) (?:binder|folder|packet|file)\b(?: \w+){0,4} (?:accounts|passwords|who to call|insurance|pension)\b/,
    /\bthanked (?:me|us|her|him|them|everyone) for everything\b/,
    /\b(?:left|gave|wrote) instructions (?:with|for|to) the funeral home\b|\bprepaid (?:everything|the funeral|my funeral|the cremation)\b/,
    // papers signed at 38 and healthy; where the insurance papers are; a healthy pet put down; accounts closed, the mortgage paid ahead
    /\b(?:poa|power of attorney|dnr|do not resuscitate|living will)\b(?=.*\b(?:i am|im) (?:\d{2}|young) and (?:healthy|in good health|fine)\b)/,
    /\b(?:asked|asking|wanted to know|showed (?:her|me|us)) where (?:the|his|her|my) (?:life )?(?:insurance|will|policy|papers|important papers|documents)\b/,
    /\b(?:perfectly )?healthy (?:dog|cat|pup|puppy|pet|horse)\b(?: \w+){0,4} (?:put down|put to sleep|euthani[sz]ed)\b|\b(?:put down|put to sleep|euthani[sz]e) (?:his|her|my|their) (?:perfectly )?healthy (?:dog|cat|pet)\b/,
    /\b(?:cancel+ed|closed|shut off) (?:the |my |his |her |all (?:the |my |his |her )?)?(?:phone|phone contract|gym|gym membership|credit cards?|subscriptions?|bank accounts?)\b/,
    /\bpaid (?:the |my )?(?:mortgage|rent|bills|car|insurance)(?: \w+){0,2} (?:ahead|in advance|up front|through \w+)\b(?=.*\bso (?:she|he|they|\w+) (?:has|have|will have|can have) time\b)/,
    // a locker cleaned out, a tool box left with a name on it; every debt paid back; a badge case handed on; my mom to get my stuff; passwords written out; a beneficiary changed by Friday
    /\bcleaned out (?:his|her|my) (?:locker|desk|cubicle|office)\b/,
    /\bleft (?:his|her|my) (?:whole |entire )?(?:snap on box|tool ?box|tools|guns?|truck)\b(?: \w+){0,4} (?:with|for) (?:my|your|his|her) name\b/,
    /\b(?:paid|pay|paying) (?:back )?(?:all|every) (?:the )?(?:money|cent|dollar|debts?)\b(?: \w+){0,4} (?:owe|owed|owes)\b|\bno more debt between us\b/,
    /\b(?:handed|gave|give) (?:me|him|her) (?:his|her|my) (?:badge|badge case|dog tags|medals|flag|wedding ring|watch|rosary|bible)\b(?: \w+){0,4} (?:give|pass) (?:this|it|them) to\b|\bgave (?:his|her|my) (?:bible|rosary|medals|dog tags) to (?:his|her|my) (?:grandson|granddaughter|son|daughter|nephew|niece)\b/,
    /\bmake sure (?:my|his|her) (?:mom|dad|mother|father|wife|kids|son|daughter|sister|brother) gets my (?:stuff|things|truck|guns?|dog|money)\b/,
    /\bwrote (?:out|down) (?:every|all (?:his|my|the)?) ?(?:password|passwords|accounts?)\b/,
    /\bbeneficiary (?:changed|updated|switched)\b(?: \w+){0,2} by (?:\w+day|tomorrow|tonight|the weekend)\b/,
    // kit given away; a home found for a pet; letters written; a folder made easy to find
    /\b(?:giving|gave|give) (?:my |all my )?(?:kit|gear|guns?|knives?|tools?)\b(?: \w+){0,1} away\b/,
    /\b(?:found|finding) (?:a )?(?:new )?home for (?:my|his|her) (?:\w+ )?(?:dog|cat|pets?)\b/,
    /\bletters? (?:to|for) (?:my |the )?(?:kids|children|wife|ex|family|parents)\b(?: \w+){0,4} (?:are|is) (?:written|done|finished|sealed)\b/,
    /\b(?:folder|envelope|binder|box|papers)\b(?: \w+){0,2} (?:is|are) easy to find\b/,
    // a tradesman's whole box given away
    /\bgave (?:\w+ ){0,2}my (?:whole |entire |all my )(?:snap on box|tool ?box|tools|toolbox|collection|gear|guns|rifles)\b/,
    // letters one for each person; a pet to be cared for "after"; socials deleted; things given or handed back; medals buried
    /\b(?:finished|wrote|written|done with) (?:the |my |all the )?(?:letters|notes)\b(?: \w+){0,1} one (?:for|to) (?:mom|dad|my \w+|each)\b/,
    /\b(?:take care of|look after|keep|watch|feed) (?:her|his|my|their) (?:cat|dog|pets?|plants)\b(?: \w+){0,1} after\b(?! (?:work|school|the|this|that|her|his|my|surgery|deployment|christmas|\w+day)\b)/,
    /\b(?:deleted|deactivated|closed|shut down|wiped) (?:my |all my )?(?:facebook|socials|social media|instagram|accounts?|profiles?)\b/,
    /\b(?:gave|giving|given) (?:away )?(?:all )?(?:of )?(?:my )?(?:plants|books|tools|records|guitars?|fishing gear|clothes|belongings)\b(?: away)? to\b/,
    /\b(?:returned|gave back|brought back|handed back) (?:every|all(?: the| of the| his| her| my)?) (?:\w+ ){0,2}(?:he|she|i) (?:ever )?borrowed\b/,
    /\bburied (?:my|his|her) (?:medals|dog tags|ribbons|awards|purple heart)\b/,
    /\b(?:dropped|gave away|giving away|gave out|handed out|traded away) (?:his|her|my|their) (?:whole |entire |all (?:his|her|my) )?(?:inventory|loot|gear|items|stuff)\b(?: \w+){0,3} (?:for free|to people|to everyone|away)\b/,
    /\b(?:emergency access|legacy contact)\b(?: \w+){0,3} (?:on|to|for) (?:my )?(?:password vault|passwords|accounts|phone|email)\b/,
    /\b(?:goes through|go through|gets done|is taken care of|pays out)\b(?: \w+){0,2} (?:even )?if (?:i am|im) not (?:around|here|alive)\b/,
    // letters for each of the kids; the pet's things left with a neighbour; the suit to be buried in; where the letters are
    /\b(?:finished|wrote|written|writing|left|done with) (?:the |my |all the |a )?(?:letters?|notes?)\b(?: \w+){0,3} (?:one )?(?:for|to) (?:each of )?(?:the|my|our) (?:\w+ )?(?:kids|children|wife|family|boys|girls|grandkids)\b/,
    /\b(?:dropped|left|gave|handed|brought)\b(?: \w+){0,2} (?:the |my )?(?:dogs?|cats?|pets?)(?: \w+){0,2} (?:records|papers|food|stuff|leash|meds|things) (?:at|to|with|over to|off at) (?:my |the )?(?:neighbors?|neighbours?|sisters?|brothers?|friends?|buddys?|moms?|parents)\b/,
    /\b(?:suit|clothes|dress|uniform|blues|outfit)\b(?: \w+){0,3} (?:for them )?to (?:put|bury|dress|lay) me (?:in|out)\b/,
    /\b(?:letters?|notes?|envelopes?)\b(?: \w+){0,2} (?:are|is|theyre|its) (?:in|on|under|inside) (?:the|my) (?:glove ?box|dresser|nightstand|desk|drawer|safe|kitchen table|console|bible)\b/,
    /\b(?:letters?|notes?|goodbyes?|goodbye letters?)(?: written)? done\b/,
    // where the passwords or the papers are, told for someone
    outside(
      AN_AFTER_SAID,
      '\\b(?:passwords?|pins?|logins?|safe (?:code|combination)|combination|bank (?:info|details)|account (?:info|numbers))\\b(?: \\w+){0,3} (?:is|are) (?:in|on|under|with|taped|written|at|inside|behind)\\b',
    ),
    // messages set to go out later
    outside(
      A_CAMPAIGN,
      '\\b(?:scheduled|schedule|scheduling|set up|timed|queued|programmed)\\b(?: \\w+){0,2} (?:emails?|messages?|texts?|posts?|letters?|tweets?)\\b(?: \\w+){0,2} (?:to (?:send|go out|post|be sent|arrive|deliver)|for (?:next|after|later|tomorrow))',
    ),
    // keepsakes handed on, or what is left behind given up ("you can keep the deposit")
    outside(
      A_MOVE,
      '\\b(?:gave|give|giving|handed|hands|passed|left) (?:me|us|her|him|them|my \\w+)(?: \\w+){0,2} (?:his|her|my|their) (?:dog tags|tags|medals?|purple heart|bronze star|silver star|flag|wedding ring|ring|watch|challenge coins?|beret|ribbons|rifle|pistol|guns?|knife|truck keys)\\b',
    ),
    outside(
      A_MOVE,
      '\\b(?:you|i|she|he|they|we) can (?:just )?keep (?:the|my|his|her|all (?:the|my|his|her)) (?:deposit|stuff|things|truck|car|tools|furniture|guns?|dog|cat|everything)\\b(?! for (?:the |a )?(?:damages?|repairs?|cleaning|rent))',
    ),
    /\b(?:put|left|laid|set|placed|taped|pinned|wrote out|printed|leaving|sorted|organized|organised)\b(?: \w+){0,3} (?:will|passwords?|bank (?:info|details)|account (?:info|numbers)|insurance (?:papers|policy)|instructions|keys|papers|paperwork|documents)\b(?=.*\b(?:for|on the|by the|next to|where|with a note)\b)/,
    /\b(?:dog|dogs|cat|cats|pets?|puppy)\b.*\b(?:for (?:my )?(?:neighbor|sister|brother|mom|dad|friend|buddy)|new home|to (?:my |a )?neighbor|gave (?:him|her|them) away)\b|\brehom\w+\b/,
    /\bcancell?ed (?:my |the |all my )?(?:va |doctor |therapy |dentist )?(?:phone|cell|lease|subscriptions?|appointments|plan|gym|insurance|service)\b/,
    /\bleft (?:the|my) (?:truck|car|house|bike) (?:title|keys|deed)\b(?: \w+){0,5} (?:with a note|for (?:her|him|them|my \w+))\b|\bclosed (?:out )?(?:the|my) (?:checking|savings|bank) (?:account)?\b/,
    /\b(?:paid off|closed|emptied) (?:all )?(?:my |the )?(?:debts|accounts|bank accounts|bills|storage)\b|\b(?:all )?set for (?:after|when i am gone|when i go)\b|\benvelope\b.*\bfor (?:my|the)\b|\b(?:cleaned out|cleared out|emptied) (?:my|the) (?:apartment|room|place|house|locker)\b|\bgot rid of (?:everything|all my stuff|all my things)\b/,
    /(?<!\b(?:years?|yrs|months?|payments?|balance|\d+) )\b(?:left|leave|leaving|wrote|drafting|drafted|draft)\b(?: \w+){0,2} (?:a |the )?note\b/,
    /\btying up (?:the )?loose ends\b|\b(?:affairs|everything|it all|things) (?:is |are )?(?:in order|lined up|squared away)\b|\bsquared away for after\b|\bpower of attorney signed\b/,
    /\b(?:gave|giving|give|handed|hand)\b.*\b(?:myself )?while i still (?:could|can)\b/,
    /\b(?:sold|selling|gave away|giving away) (?:my |the |all my )?(?:bike|motorcycle|truck|guitar|tools|guns?|medals|ps\d|xbox|playstation|console|gaming pc|headset|collection)\b/,
    /\b(?:signed|signing|sign) (?:the |my )?(?:\w+ )?(?:title|deed|house|truck|car) over\b|\bsigned over (?:the |my )?(?:title|deed|truck|car|house)\b/,
    /\b(?:squared away|got|put|getting|putting) (?:all )?my affairs(?: in order)?\b|\b(?:letters|bills) (?:mailed|paid)\b.*\b(?:letters|bills|cat|dog) (?:mailed|paid|rehomed)\b/,
    /\b(?:dog|dogs|cat|cats|pets?)\b(?: \w+){0,2} (?:goes|go|going|needs to go|need to go|will go) to (?:my|his|her|the) (?:neighbor|sister|brother|mom|mother|dad|father|friend|buddy|daughter|son|nephew|niece|aunt|uncle)s?\b|\b(?:gave|give|giving|handed) (?:my|his|her|the) (?:dog|cat|dogs|cats) to (?:the|my|a) (?:neighbor|neighbors)\b/,
    /\b(?:updated|changed|made sure|set up|redid|rewrote) (?:my |the )?(?:will|beneficiary|beneficiaries|vgli|sgli|insurance)\b(?=.*\b(?:wont have to|so (?:she|he|they|the kids)|after (?:this|that|tonight|i am gone)|deal with anything|(?:had|needed|have|need) to (?:get|have) it done before|before (?:the \d+\w*|i (?:go|do)))\b)/,
    // the house, the savings or the children's fund put in someone else's name, outside a loan or a divorce
    /^(?!.*\b(?:refinanc\w*|loans?|mortgage|taxe?s?|credit|divorc\w*|lawyer|attorney|estate plan\w*|closing)\b).*\b(?:in|into|to) (?:my |his |her )?(?:wifes|husbands|sisters|brothers|moms|dads|mothers|fathers|kids|childrens|sons|daughters) names?\b/,
    /\bcancell?ed (?:all )?(?:of )?my (?:va )?(?:appointments|appts|meds|prescriptions|therapy|sessions)\b/,
    /\b(?:switched|changed|moved|updated) my (?:vgli |sgli |life insurance )?beneficiary\b/,
    // the last rent or bills paid ahead
    /\b(?:set up|setup|paid|pay|prepaid|prepay|covered)\b(?: \w+){0,3} (?:the )?(?:last|final) (?:rent|months rent|bills?)\b/,
    // belongings, ownership or keys handed on, outside a move or a deployment
    outside(
      A_MOVE,
      '\\b(?:hand receipt\\w*|handed|handing|gave|giving|signed|passed|divvied|split|parcell?ed|distributed) (?:out |over |up )?(?:all )?(?:of )?(?:my )?(?:stuff|gear|things|belongings|possessions|kit|ownership|admin)\\b(?: out| over| up)? to (?:my|his|her|the) \\w+',
    ),
    outside(A_MOVE, '\\bturned in (?:my|his|her) keys\\b'),
    // access to money handed on, or things made easy for someone, for an "after" that is never said
    outside(
      AN_AFTER_SAID,
      '\\b(?:give|giving|gave|leave|leaving|left|write|writing|wrote|share|sharing|hand)\\b(?: \\w+){0,3} (?:my )?(?:passwords?|pins?|logins?|bank (?:info|access)|account (?:info|access))\\b',
    ),
    outside(
      AN_AFTER_SAID,
      '\\b(?:make|making) (?:it|things|everything) (?:easy|easier) (?:on|for) (?:her|him|them|my (?:wife|husband|family|kids))\\b',
    ),
  ],
};
