/**
 * A job or a shift that cannot go on: a body worn by it, "I'm done" of a job, "can't do this anymore" with the
 * job, the shift or the thing named and a next step beside it. Part of the work and road settings
 * (workAndRoadSettings.ts), at their place in its order.
 */
import { NOTHING_OF_AN_END } from './readingGuards';

/** "can't do this anymore", or keep doing it, as the work rewrites below read it. */
const CANT_DO_THIS = '\\b(?:i )?(?:cant|can not|cannot) (?:do|take|keep doing) (?:this|it)(?: (?:anymore|any more))?\\b';
/**
 * The "this" named at once after it: "the job ... I mean", "6 years of midnight shifts", the printer, "working nights", "the job"
 * (round 188), "52 minutes on VA hold music", "90 min commute every day" (round 190), "20 years on the line at the plant" (round 194), "3rd night straight of mandatory overtime" (round 196).
 */
const NAMED_AFTER =
  '(?=(?: lol| lmao| haha| ugh)? (?:(?:the|this|my|these|that|our) )?(?:\\w+ ){1,7}?(?:i mean|i meant)\\b| (?:\\d+|an?) (?:min|mins|minutes|hour|hours|hr|hrs) (?:on (?:\\w+ )?hold|commute|drive)\\b| (?:\\d+|two|three|four|five|six|seven|eight|nine|ten) (?:years|yrs|months) of (?:\\w+ ){0,2}(?:shifts?|nights|overnights|work|doubles|driving|hauling)\\b| (?:\\d+(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|another) (?:night|day|week|shift|weekend) (?:straight|in a row) of (?:\\w+ ){0,2}(?:overtime|doubles|shifts?|nights|work)\\b| (?:\\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty) (?:years|yrs) (?:on the line|on the floor|(?:at|in) the (?:plant|mill|factory|warehouse|shop|mines?))\\b| the (?:printer|copier|computer|website|app|phone tree|portal|commute|drive|traffic)\\b| (?:working|pulling|doing) (?:nights|doubles|overtime|two jobs|(?:\\w+ )?shifts?)\\b| (?:the|this|my) (?:job|work|shift|commute|boss|claims? process|paperwork|schedule)\\b)';
/** Never life itself named: "can't do this anymore, living I mean" (round 191). */
const NOT_LIFE_ITSELF =
  '(?!(?: (?:lol|lmao|haha|ugh))?(?: \\w+){0,2} (?:living|life|being alive|existing|breathing|being here|any of it|everything)\\b)';
/**
 * ...or just before it: "this claims process is killing me, i cant do this anymore"; "new job at the Arsenal, day 2 and i cant do this
 * anymore"; "Worked a double at the warehouse ... came home to both kids puking" (round 192); "third time filling out the same VA
 * form because they lost it. cant do this anymore lol. anyway who has the fax number" (round 193).
 */
const NAMED_BEFORE =
  '(?<=\\b(?:this|the|my|new|a) (?:claims? process|claim|appeal|paperwork|job|commute|printer|portal|website|phone tree|school|shift|class|program)\\b(?: \\w+){0,14} |\\b(?:working|pulling) (?:\\d+s|doubles|nights|overtime|\\w+ shifts)\\b(?: \\w+){0,10} |\\b(?:worked|pulled) (?:a|another|back to back|two) doubles?\\b(?: \\w+){0,14} |\\b(?:two|2|three|3) jobs\\b(?: \\w+){0,10} |\\b(?:filling|fill|filled) out (?:the )?(?:same )?(?:\\w+ ){0,2}(?:form|forms|claim|application)\\b(?: \\w+){0,8} )';

/**
 * A next step beside it, before or after: notice given, applying, retraining, a sitter found, the claim handed to a VSO;
 * "thinking about quitting and using voc rehab. I can't do this anymore" (round 197).
 */
const NEXT_STEP =
  '(?:who do (?:i|we) call|to fix it|putting in|put in|notice|looking for|applying|wish me luck|any (?:advice|tips|leads)|quitting|thinking about quitting|voc rehab|vr ?e|going to school|anyone know|anyone else|passing the torch|stepping down|where can (?:i|we|student|vets|veterans)|(?:anybody|anyone) (?:got|have)|direct (?:number|line)|handing (?:it|the whole thing|it all|everything|the claim|my claim|the paperwork)(?: \\w+){0,2} to (?:a |my |the )?(?:vso|rep|lawyer|attorney|dav|vfw|legion|representative|advocate)|going fishing|(?:one|a|the \\w+|the) job (?:has to|needs to|gotta|got to|will have to) go|need a (?:new|different|better|day) job|(?:use|using) my gi bill|going back to school|fax number|mailing address|where do (?:i|we) (?:send|mail|fax)|need (?:a |some )?(?:\\w+ )?(?:childcare|child care|daycare|day care|sitter|babysitter|nanny))';

export const jobSettings: [RegExp, string][] = [
  [
    /\bmy (?:back|knees?|body|hips?|shoulders?|wrists?|neck|liver|wallet) (?:cant|can not|cannot|couldnt) (?:take|handle) (?:it|this|that|the \w+) anymore\b/g,
    'my body is worn',
  ],
  // tired out by a shift ("so tired after night shift my bones hurt", round 87)
  [
    /\b(?:so |really |dead |bone )?tired after (?:(?:a|the|my|another) )?(?:night shift|shift|double|overtime|work|\d+ hour shift|twelve hour shift)\b/g,
    'worn out from work',
  ],
  [/\b(?:said|say|saying) goodbye to (?:my|the) (?:career|old job|job|uniform|military life|civilian job)\b/g, 'retired from work'],
  // "I'm done" said of a job, the notice handed in (round 119)
  [
    /\b(?:i am|im) (?:so |officially |finally )?done (?:i )?(?:just )?(?:turned|put|handed|gave|giving|turning|putting|handing) in (?:my )?(?:notice|two weeks|2 weeks|resignation|papers|retirement papers)\b/g,
    'i resigned from work',
  ],
  [
    /\b(?:cant|couldnt|cannot) (?:take|stand|handle|deal with) (?:this|the|my) (?:\w+ ){0,2}anymore so (?:i|we) (?:finally )?(?:booked|scheduled|made|got|called|signed up|went|quit|bought|ordered|switched|moved|asked|put in)\b/g,
    'fed up so i acted',
  ],
  // never beside a means, a goodbye or not waking: "gun is in the truck. cant do this anymore, the job is killing me"
  [
    new RegExp(
      `${NOTHING_OF_AN_END}\\b(?:cant|can not|cannot) (?:do|keep doing|take) (?:this|that|the) (?:job|shift|work|schedule|commute|class|classes|route|position|gig|rotation)\\b(?: \\w+){0,2} (?:anymore|any more|forever|much longer)\\b`,
      'g',
    ),
    'need a different job',
  ],
  // the "this" named at once, before or after, and a next step beside it: "cant do this anymore, 6 years of midnight shifts ...
  // putting in my notice"; "cant keep doing this - the job at the distillery I mean"; "the commute from Odenton ..., I mean.
  // Looking for housing"; "the printer at the VFW post. who do we call to fix it lol" (round 185); "working nights ... AND going
  // to school full time. quitting the night job"; "this claims process is killing me, i cant do this anymore. handing the whole
  // thing to a VSO and going fishing" (round 186); "I can't do this anymore, need childcare that takes vet benefits" (round 192)
  [
    new RegExp(
      `${NOTHING_OF_AN_END}(?:${NAMED_BEFORE}${CANT_DO_THIS}|${CANT_DO_THIS}${NOT_LIFE_ITSELF}${NAMED_AFTER})(?:(?=.*\\b${NEXT_STEP}\\b)|(?<=\\b${NEXT_STEP}\\b.*))`,
      'g',
    ),
    'am fed up with this',
  ],
  // the "this" named at once: "cant do this anymore the job is ..."; "cant do this anymore. the cold I mean" (round 178)
  // or a load to be cut: "cant do this anymore, I need to drop something" of nights and classes (round 182)
  [
    new RegExp(
      `${NOTHING_OF_AN_END}\\b(?:cant|can not|cannot) (?:do|take) (?:this|it) (?:anymore|any more)\\b(?= (?:the|this|my) (?:job|work|shift|night shift|overnights?|nights|schedule|commute|class|classes|school|program|roommate|cold|heat|snow|winters?|summers?|weather|rain|wind|humidity|traffic|noise|neighbors?|landlord|rent|bills|boss|drive|yard|mosquitoes|bugs)\\b(?:(?: \\w+){0,3} (?:i mean|i meant)| is|(?: \\w+){1,6} is (?:insane|crazy|nuts|brutal|ridiculous|a nightmare|killing me))\\b|(?: i| \\w+){0,2} (?:need|have|got|gotta) to (?:drop|cut) (?:something|a class|one|classes|a shift|shifts|hours)\\b)`,
      'g',
    ),
    'need a different job',
  ],
  // a thing of every day named after it, "I mean", with nothing of an end: "I cant do this anymore. The VA phone tree I mean" (round 192)
  [
    new RegExp(
      `${NOTHING_OF_AN_END}\\b(?:cant|can not|cannot) (?:do|take) (?:this|it) (?:anymore|any more)\\b(?= (?:the|this|my) (?:\\w+ ){0,2}?(?:website|app|portal|phone tree|hold music|hold|printer|copier|computer|paperwork|forms?|dmv|lines?|waits?|wait times?|traffic|commute|job|shift|claims? process|appeal|schedule|homework)\\b(?: \\w+){0,3} (?:i mean|i meant)\\b)`,
      'g',
    ),
    'am fed up with this',
  ],
  // a committee or a club named at once and quit: "I can't do this anymore, the Apple Harvest parade committee is run like a bad S-3
  // shop. I quit haha" (round 197)
  [
    new RegExp(
      `${NOTHING_OF_AN_END}(?!.*\\b(?:quit (?:everything|life|living|it all)|any of it)\\b)\\b(?:cant|can not|cannot) (?:do|take) (?:this|it) (?:anymore|any more)\\b(?= (?:the|this|my|our) (?:\\w+ ){0,4}?(?:committee|board|club|league|association|council|hoa|chapter|auxiliary)\\b)(?=.*\\bi (?:quit|resign\\w*|am out|stepped down|am stepping down)\\b)`,
      'g',
    ),
    'am fed up with this',
  ],
  // the same form filled out again after "can't do this anymore": "third time filling out the same claim form bc VA lost it again" (round 193)
  [
    new RegExp(
      `${NOTHING_OF_AN_END}(?!.*\\b(?:hanging on|holding on|last thing|only thing|reason to)\\b)\\b(?:cant|can not|cannot) (?:do|take) (?:this|it) (?:anymore|any more)\\b(?= (?:(?:the )?(?:first|second|third|fourth|fifth|sixth|\\d+(?:st|nd|rd|th)|another) time )?(?:filling out|refiling|redoing|resubmitting|re doing|re filing|starting over on) (?:\\w+ ){0,4}?(?:claims?|forms?|paperwork|application|packet|\\d+ \\d+)\\b)`,
      'g',
    ),
    'am fed up with this',
  ],
  // "the night shift I mean. Put in for days. My body is telling me it's time" (round 184): time for a change of work
  [
    /(?<=\b(?:put in for|putting in for|retir\w*|shifts?|nights|days|job|work)\b.*)\bmy body (?:is )?(?:telling|tells|told) me (?:it is|its) time\b(?!(?: \w+){0,2} to (?:go|die|check out|be done)\b)/g,
    'my body needs a change of work',
  ],
  [
    /\b(?:cant|can not|cannot) keep (?:doing|running|working|driving) (?:this|these|that)(?: \w+){0,2} forever\b(?=(?: \w+){0,4} (?:looking at|looking for|applying|thinking about (?:switching|changing|a new)|want to (?:switch|change)|need (?:a new|to switch|to find))\b)/g,
    'need a change of work',
  ],
];
