/**
 * Hassles laughed off: the VA waiting for us to die, a form or a phone tree that "is gonna kill me lol",
 * a cliff named over the hold music, love sent home before the pharmacy line, the screening question
 * answered with a joke, sick call's motrin and water. The last of the idiom settings (idiomSettings.ts), applied in this order.
 */
import { CARE } from './carePhrases';
import { EVERYDAY } from './everydayPhrases';
import { beside } from './patternHelpers';

export const laughedOffSettings: [RegExp, string][] = [
  // "if anybody finds my skeleton at the VA front desk tell my wife I love her lol" (round 144)
  [
    /(?<=^(?=.*\b(?:lol|lmao|haha)\b)(?=.*\b(?:hold|wait\w*|line|front desk|dmv|va|phone)\b).*)\b(?:if|when) (?:anybody|anyone|someone|somebody|they|you) finds? my (?:skeleton|bones)\b(?: \w+){0,6} (?:tell|let) (?:my (?:wife|husband|kids|mom|family)|everyone) (?:i love (?:her|him|them|you)|know)\b/g,
    'i have been waiting forever',
  ],
  // the VA waiting for the writer to die so as not to pay (round 78)
  [
    /\b(?:the va|va|they|the government|uncle sam|the system) (?:is|are) (?:just )?waiting (?:for|on) (?:me|us|vets|veterans) to (?:croak|die|kick the bucket|drop dead)\b/g,
    'the va is slow',
  ],
  // a thing that "is gonna kill me lol"; yelling into a lake; buried with the claim to wait on (round 77), to fight it "from the other side" (round 183)
  [/\b(?:this|that|the|my) (?:\w+ ){0,2}(?:is|are) (?:gonna|going to) kill me\b(?= lol| lmao| haha| jk| rofl)/g, 'is driving me nuts'],
  [
    /\b(?:yell|yelling|scream|screaming|shout|shouting|vent|venting) into (?:the |a |my )?(?:\w+ )?(?:lake|river|ocean|sea|void|pillow|wind|canyon)\b/g,
    'vent',
  ],
  // "if the VA asks me one more time if i feel like hurting myself im gonna start saying only when im on hold" (round 187)
  [
    /\b(?:the va|va|they|my doc|the doc|the nurse|my pcp|the screener)\b(?: \w+){0,2} asks? me(?: one more time| again)? if i (?:feel like |want to |am |have been |ever )?(?:hurting|harming|killing|hurt|harm|kill) myself\b(?=.*\b(?:only when (?:i am|im) on hold|lol|lmao|haha|jk)\b)(?!.*\b(?:for real|not joking|not kidding|honestly|truth|yes)\b)/g,
    `the va ${CARE.asksScreeningQuestion}`,
  ],
  // "when I die bury me face down so the VA can kiss my... ok Ill stop" (round 186)
  [/\b(?:when|if) i die(?: \w+){0,2} bury me face down so (?:\w+ ){1,3}can (?:kiss|see) (?:my|it)\w*/g, 'the va is slow'],
  [
    /\b(?:bury|buried|cremate) me with (?:the|my|all the|all my) (?:paperwork|claim|forms|file|c file|appeal|dd ?214)\b(?: \w+){0,8}? (?:(?:on|from) the other side|in the afterlife|in heaven|in the grave)\b(?!.*\b(?:(?:wont|will not) be long|not long now|soon|for real|not kidding|not joking|pills|gun|tonight)\b)/g,
    'the va is slow',
  ],
  [
    /\b(?:hold music|paperwork|this claim|the wait)\b(?: \w+){0,2} (?:is|are) (?:gonna|going to) kill me\b(?= before| lol| lmao|$)/g,
    'is driving me nuts',
  ],
  // sleeping like the dead, a show to knock them dead, "kill me now (jk)" (round 104)
  // "dead tired after drill weekend. gonna sleep like the dead tonight" (round 149)
  [
    new RegExp(
      beside(
        '(?:drill|shift|double|ruck|field exercise|long day|long week|work week|training)',
        '\\b(?:going to |will )?(?:sleep|sleeping|slept|sleeps) like the dead(?: tonight)?\\b(?!.*\\b(?:not wake|never wake|forever|for good)\\b)',
      ),
      'g',
    ),
    EVERYDAY.sleepAfterWork,
  ],
  [/\b(?:sleep|sleeping|slept|sleeps) like the dead\b/g, 'sleep soundly'],
  // "Rough week. Tired all the way down. Gonna sleep it off and try again Monday" (round 171)
  [
    /\b(?:gonna|going to|will|im going to|i am going to) sleep it off and (?:try|start|go|get after it) again (?:monday|tomorrow|next week|in the morning|this weekend)\b(?!.*\b(?:or not|if i wake|never|for good|forever)\b)/g,
    EVERYDAY.sleepAfterWork,
  ],
  [/\bknock (?:em|them|him|her|the \w+) dead\b/g, 'do great'],
  [/\bkill me now\b(?= (?:jk|lol|lmao|haha\w*|just kidding)\b)/g, 'ugh'],
  // "wife said if I bring home one more dog she's gonna kill me" (round 103)
  [
    /\b(?:wife|husband|mom|dad|she|he|girlfriend|boyfriend)\b(?: \w+)? (?:said|says|swears|swore) if i\b(?: \w+){0,8} (?:she is|he is|shes|hes|she will|he will|shell|hell) (?:going to|gonna) kill me\b/g,
    'will be mad at me',
  ],
  // "If my wife finds out I spent the tax refund on a bass boat she's gonna kill me" (round 150)
  [
    /\b(?:if|when|once) (?:my )?(?:wife|husband|mom|dad|girlfriend|boyfriend|fiancee?|old lady|old man)\b (?:ever )?(?:finds out|sees|hears|learns)\b(?: \w+){0,12} (?:she is|he is|shes|hes|she will|he will|shell|hell) (?:going to|gonna) kill me\b/g,
    'will be mad at me',
  ],
  // a phone tree or a form that "makes me want to die", on hold (round 102)
  [
    /\b(?:phone tree|hold music|on hold|paperwork|forms?|website|portal|dmv|powerpoint|this meeting|this class)\b(?: \w+){0,3} (?:makes|made|making) me (?:want to|wanna) die\b(?! (?:for real|every|all|tonight|inside|for good)\b)/g,
    'is driving me nuts',
  ],
  // "if the phone tree doesnt finish me off nothing will" (round 120)
  [
    /\bif (?:the |this |that |my )?(?:\w+ ){0,2}(?:phone tree|hold music|paperwork|forms?|claim(?: process)?|appeal|portal|website|bureaucracy|red tape|traffic|commute|drill sergeant|drill instructor|boot camp|basic|ruck|pt test)\b (?:doesnt|does not|didnt|did not|dont|wont|will not) (?:finish me off|kill me)\b(?: \w+){0,2} nothing (?:will|can|else will|else can)\b/g,
    'is driving me nuts',
  ],
  // a form, a registry or a portal that will "finish me off", its pages counted (round 85)
  [
    /\b(?:questionnaire|registry|paperwork|form|forms|claim|appeal|voucher|portal|website|phone tree|hold music|red tape|bureaucracy)\b(?: \w+){0,3} (?:is |are )?(?:whats |what is |thats |that is )?(?:actually |really |finally |the thing |what is )?(?:going to|gonna) (?:finish me off|be the death of me|kill me)\b(?=(?: \w+){0,3} (?:\d+ pages|pages|lol|lmao|haha\w*|bro|brother|smh|ugh)\b)/g,
    'is driving me nuts',
  ],
  [
    /\b(?:the va|va) (?:saying|says|is saying|telling me)\b(?: \w+){0,14} (?:go away and die|go die)\b(?: quietly)?/g,
    'the va brushed me off',
  ],
  [
    /\b(?:kill|kills|killing) (?:me|us|you) with (?:the |their |all the |all this )?(?:paperwork|forms|red tape|bureaucracy|phone trees|hold music|emails|faxes|fax numbers)\b/g,
    'wear me down with paperwork',
  ],
  [/\b(?:i am |im )?not (?:gonna|going to) lie\b|\bngl\b/g, 'honestly'],
  [
    /\b(?:thought|think|felt like|feel like|swear) (?:i|i had|i would|i have|i would have) (?:died|die) and (?:gone|went|go) to heaven\b/g,
    'it was wonderful',
  ],
  [
    /\b(?:going to|gonna) die (?:on|in|of|at|from) (?:\w+ ){1,3}before (?:i|he|she) (?:die|dies) (?:of|from)\b/g,
    'will suffer one thing before another',
  ],
  [/\b(?:wanted|want) to walk into the (?:ocean|sea|lake|river)\b(?= but\b(?: \w+){1,8} (?:so i|instead)\b)/g, 'was upset'],
  [
    /\bor am i (?:gonna|going to) gas myself\b(?= lol| lmao| haha)|\b(?:dont|do not) (?:wanna|want to) gas myself\b(?= lol| lmao| haha)/g,
    'or is it unsafe',
  ],
  // a cliff or traffic named over a form or the hold music, laughed off: "gonna jump off a cliff if I have to resubmit this DD214 … lmao" (round 81);
  // traffic that "made me want to shoot myself lol" (round 120)
  [
    new RegExp(
      beside(
        '(?:form|forms|request|dd ?214|21 \\d{3,4}\\w*|regional office|paperwork|claim|hold|va|tricare|resubmit\\w*|fax|waiting room|dmv|id me|login|log in|logging in|website|site|portal|password)',
        '\\b(?:going to|gonna|about to|ready to|(?:i am )?jumping off|(?:i )?(?:swear )?(?:i )?(?:want|wanna) to) (?:jump off (?:a|the) (?:\\w+ ){0,2}(?:cliff|bridge|roof)|(?:a|the) (?:\\w+ ){0,2}(?:cliff|bridge|roof)|walk into (?:traffic|the (?:sea|ocean|lake))|shoot myself|take a long walk off a short pier)\\b(?!.*\\b(?:this time|for real|no (?:lol|lmao|joke))\\b)(?=(?: \\w+){0,12} (?:lol|lmao|haha\\w*|jk|(?<!\\b(?:not|no) )(?:just )?kidding)\\b)',
      ) +
        '|\\b(?:hold music|paperwork|this claim|the wait|this form|traffic|(?:that|the) (?:line|queue|wait) at the (?:\\w+ )?(?:dmv|mvc|bmv|va|post office|pharmacy|commissary|px|clinic|bank))\\b(?: \\w+){0,3} made me want to (?:walk into traffic|jump off a (?:cliff|bridge|roof)|shoot myself)\\b(?= lol| lmao| haha| jk)',
      'g',
    ),
    'wanted to scream over the paperwork',
  ],
  // the DMV and the VA "in a race to finish me off first", laughed (round 130)
  [
    /\bin a race to (?:see who )?(?:finish(?:es)? me off|kill(?:s)? me)(?: first)?\b(?=(?: \w+){0,3} (?:lol|lmao|haha\w*)\b)/g,
    'slowing me down',
  ],
  // the site that keeps logging me out, "pretty sure its trying to kill me slowly" (round 128)
  [
    /(?<=\b(?:website|site|portal|app|login|va gov|ebenefits)\b.*)\b(?:pretty sure |i swear |swear |i think )?(?:it is|its) (?:trying to|going to|gonna) kill me(?: slowly)?\b(?!.*\b(?:and i|so do i|let it|good|fine by me)\b)/g,
    'the va is driving me nuts',
  ],
  // an appeal followed up by the grandkids "after im gone lol" (round 127)
  [
    /(?<=\b(?:appeal|claim|backlog|decision|va)\b.*)\bafter i am (?:gone|dead)\b(?=(?: \w+){0,3} (?:lol|lmao|haha\w*|smh|jk)\b)/g,
    'someday',
  ],
  // a form as "my new form of self harm lol" (round 124)
  [
    /\b(?:form|forms|paperwork|claim|appeal|\d{3,4}\w*|21 \d{3,4}\w*|dd ?214|portal|website|this)\b(?: \w+){0,3} (?:is|are) (?:my )?(?:new )?(?:form of )?self harm\b(?=(?: \w+){0,3} (?:lol|lmao|haha\w*|smh|jk)\b)/g,
    'is torture',
  ],
  // the claim approved "right about when im in the ground lol" (round 121)
  [
    /\b(?:approve|approved|process|processed|pay|paid|finish|finished|decide|decided|rate|rated)\b(?: \w+){0,3} (?:right )?(?:about |around )?(?:the time |when |after |once |by the time )(?:i am|im) (?:dead|in the ground|six feet under|pushing up daisies)\b(?=(?: \w+){0,3} (?:lol|lmao|haha\w*|smh|jk)\b)/g,
    'the va is slow',
  ],
  // the VA's website or wait as if it wanted me dead, and dead before they find my file, laughed off (round 82),
  // or the award letter mailed to my headstone (round 167)
  [
    /\b(?:it|the va|the website|the system|the portal|tricare)\b(?: \w+){0,2} (?:wants?|is trying to get|trying to get) me dead\b(?= lol| lmao| haha| jk| by (?:paper ?cuts?|paperwork|forms?|hold music|bureaucracy|red tape))|\b(?:i am|im|i will be|ill be) (?:going to |gonna )?be dead (?:before|by the time) (?:they|the va|my claim|the claim|this|it|anyone)\b(?=(?: \w+){0,8} (?:lol|lmao|haha\w*|jk)\b|(?: \w+){0,12} (?:to|on|at) my (?:headstone|tombstone|grave|gravestone|casket|coffin)\b)/g,
    'the va is driving me nuts',
  ],
  // a website, a portal or a printer "trying to kill me" (round 88), or "wants me dead" (round 110)
  [
    /\b(?:website|site|portal|app|login(?: page)?|system|printer|fax(?: machine)?|phone tree|hold music|form|forms|dts|ebenefits|search bar)\b(?: \w+){0,2} (?:is |are )?(?:(?:trying to|going to|gonna) kill me|(?:wants?|trying to get) me dead)\b(?! and (?:honestly |tbh )?so do i\b)/g,
    'the va is driving me nuts',
  ],
  // last words before a long line at the VA: "tell my family i love them, im going into the VA pharmacy line" (round 82), or its login page (round 87),
  // or its hold queue (round 120)
  [
    new RegExp(
      beside(
        '(?:(?:in|into) (?:the |a |that )?(?:\\w+ )?line|stay on the line|dmv|waiting room|on hold|hold queue|(?:login|log in|sign in|signin) (?:page|screen|portal)|va gov|ebenefits|21 \\d{3,4}\\w*|dd ?214|this form|see (?:yall|you all|you guys|everyone|you) in \\d+ (?:hrs|hours|minutes|mins))',
        '\\btell my (?:family|wife|husband|kids|mom|mother) i love (?:them|her|him)\\b',
      ),
      'g',
    ),
    'this wait will take forever',
  ],
  // "I'd rather die than redo the whole 526"; "whats the point of living then", laughed at the doctor's diet (round 83)
  [
    /\b(?:i would|id|i had) rather die than (?:redo|re do|do|fill out|resubmit|start|sit through|deal with|call)\b(?=(?: \w+){0,5} (?:form|forms|\d{3,4}|paperwork|claim|application|appeal|dd ?214|website|portal|phone tree)\b)|(?<=\b(?:quit|cut out|give up|no more|stop|lose)\b(?: \w+){0,3}? (?:drinking|smoking|beer|bacon|sugar|carbs|salt|meat|dip|coffee|weight)\b.*)\bwhats the point of living then\b(?=.*\b(?:laughed|lol|haha\w*|joke|joking|kidding|jk)\b)/g,
    'that is no fun',
  ],
  // the screening question answered with a joke ("I said only when I try to park at Mather")
  [
    /\b(?:asked|asks|asking) (?:me )?(?:(?:on|at|during) (?:the|my) (?:\w+ ){1,2})?(?:if|whether) i (?:ever )?(?:have|had|get|think|thought|felt|feel)\b(?!.*\b(?:truth is|honestly i do|not joking|i lied|but i do)\b)(?: \w+){0,6}? (?:myself|suicide|dying|death|self harm)\b(?: \w+){0,2}? (?:(?:i said|and i said|(?:i )?told (?:him|her|them)) only (?:when|if|during|at|on)\b|only (?:when|if|during|at|on)\b(?=(?: \w+){1,10} (?:jk|lol|lmao|haha\w*|kidding|joking)\b))/g,
    'asked the screening question and i joked only when',
  ],
  // the file lost again, and the writer with it, "and no one would notice"
  [
    /(?<=\blost my (?:paperwork|file|claim|forms|records|application|packet|appeal)\b.*)\b(?:could|might|would|will|gonna|going to) (?:just )?lose me too\b(?: \w+){0,2}? (?:and )?(?:no one|nobody) would (?:notice|know)\b/g,
    'the va loses everything',
  ],
  // the screening question joked at: "are you having thoughts of hurting yourself ... no maam, about my molar",
  // "I think about death every time I see the VA parking lot (jk)" (round 95)
  [
    /\b(?:they|she|he|doc|nurse|examiner|provider|everyone|every \w+) (?:ask|asks|asked)(?: me)? (?:are|r) (?:you|u) (?:having thoughts|thinking) (?:of|about) (?:hurting|harming|killing) yourself\b(?: \w+){0,8}? no (?:maam|sir)\b(?=(?: \w+){0,3} (?:i am|im) (?:having thoughts|thinking) about (?:my|the|lunch|dinner)\b)/g,
    'asked the screening question and i joked',
  ],
  [
    /\b(?:asked|asks|asking) (?:me )?(?:if|whether) i (?:ever )?think about (?:death|dying)\b(?: \w+){0,10}? every time i (?:see|go|have|try|get|look|drive|walk|hear)\b(?=(?: \w+){1,16} (?:jk|lol|lmao|haha\w*|kidding|joking|dark humou?r)\b)/g,
    'asked the screening question and i joked',
  ],
  // "my ghost is gonna be filing claims after I'm gone": the wait joked at (round 95)
  [
    /\bmy ghost (?:is going to|will|gonna) (?:be )?(?:filing|file|filling|fill|still)\b(?: \w+){0,6}? after i am (?:gone|dead)\b/g,
    'the va takes forever lol',
  ],
  // walking into a lake "and becoming a brine shrimp lmao": a joke with its punchline (round 96)
  [
    /\b(?:walk|wade|swim|jump|drive) into (?:the )?(?:great salt lake|\w+ lake|lake \w+|ocean|sea|river|bay)\b(?= and (?:become|turn into|live as|start a new life as) (?:a |an )?\w+(?: \w+)?\b.*\b(?:lol|lmao|haha\w*|jk)\b)/g,
    'go on a trip lol',
  ],
  // sick call's cure for everything, "motrin and water ... broken leg to a broken heart" (round 182)
  [
    /\b(?:motrin|ibuprofen|ranger candy|vitamin m)(?: \d+s?)? and (?:water|drink water)\b(?=.*\b(?:sick call|cures? (?:everything|it all|all)|fix(?:es)? (?:everything|it all)|for everything)\b)(?!.*\b(?:bottle|bottles|all of (?:it|them)|tonight|how many|overdose|od|myself|enough to)\b)/g,
    'the usual advice',
  ],
];
