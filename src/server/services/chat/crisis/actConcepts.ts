/**
 * Concepts of what a message tells of doing: means, an act under way, someone who cannot be
 * reached. Preparation is in preparationConcepts.ts, questions about methods and vehicles or
 * falls in methodConcepts.ts, goodbyes and affairs put in order in farewellConcepts.ts.
 */
import type { Concept } from './concepts';
import { anyOf, beside, FINE_JUST_HAD, outside, re, SHORT } from './patternHelpers';
import { BLADE, GUN, HEIGHT, LIGATURE, MEANS, PILLS, POISON, POSS, TRACKS, WATER } from './lexicon';
import { preparationPatterns } from './preparationConcepts';
import { WATER_SAFETY_QUESTION } from './heightQuestionSettings';

/** The grandkids taken to a bridge or a gorge to look down at the river (round 156). */
const KIDS_TAKEN_TO_SEE_IT =
  '(?:took|taking|take|brought|bringing|bring) (?:the|my|our) (?:grand)?(?:kids|children|family|son|daughter|grandson|granddaughter) (?:to|out to|up to|down to) (?:the|a) (?:\\w+ ){0,3}(?:bridge|overlook|gorge|dam|canyon|falls)';

/**
 * Being on a bridge or a roof for work, traffic, a ride or an outing (a swim asked about), or a memorial bench put up by
 * the seawall (round 187), is not being at risk there.
 */
const NOT_AN_OUTING = `^(?!.*\\b(?:great (?:shots|photos?|pictures|pics)|skyline|(?:putting|put|placing|installing|building|setting) (?:a |the |our |his |their )?(?:memorial )?(?:bench|plaque|monument|marker|memorial)(?!.*\\b(?:then|after that|over the|jump\\w*|going in|my turn|myself|tonight)\\b)|(?:drank|had|raised|cracked) (?:a|one) (?:\\w+ )?for (?:him|her|them)|fishing|(?:turkey|deer|duck|goose|dove|pheasant|squirrel|rabbit|first) hunt\\w*|duck blind|deer stand|tree stand|(?:tire|tyre) (?:blew|blown|went flat|popped)|blew (?:a|the|my) tire|blowout|flat tire|fish (?:aint|are not|arent|not|werent|wasnt) (?:bitin|biting)|traffic|stall\\w*|brakes? (?:went|gone|failed|out)|towed|brake shop|transmission|mechanics?|fuel pump|work|working|shift|job|crew|tour|zip ?line|ropes course|climbing wall|rock wall|adventure sport|ships? bridge|mid watch|drill weekend|underway|ride|bus|uber|lyft|pickup|heading|headed|driving|crossing|reunion|trip|photos?|pictures?|view|hike|hiking|jog|jogging|sunset|selfie|pics|tolls?|ez ?pass|sunpass|${WATER_SAFETY_QUESTION}|${KIDS_TAKEN_TO_SEE_IT})\\b).*`;

/** A rope up in a loft or a barn for a chore is farm work. */
const A_CHORE =
  '(?:climb\\w*|harness|bales?|hoist\\w*|tie|tying|tow\\w*|load\\w*|tarp|calf|calves|cows?|horses?|cattle|swing|pulley|boat|chores?|fix\\w*|repair\\w*|lights?|decorat\\w*|christmas|deer|hunt\\w*|camp\\w*|tent|hammock|leash)';

/** An engine run in a closed building with the door shut: a means, whatever the building is called. */
const ENGINE_SHUT_IN =
  '^(?=.*\\b(?:shop|garage|shed|barn|carport|pole barn|outbuilding|storage unit)\\b)(?=.*\\bdoors? (?:are |is |was |were )?(?:shut|closed|down|locked)\\b).*\\b(?:(?:ran|run|running|idled|idling|left|started) (?:the |my |his |her )?(?:truck|car|engine|motor|generator|jeep|van|suv|tractor|mower|atv|motorcycle|bike)|(?:truck|car|engine|motor|generator|jeep|van|suv|tractor|mower|atv|motorcycle|bike)s? (?:is |was )?(?:running|idling))\\b';

/** Backing out of something ordinary: a jump for fun, a hunt, a talk, a date. */
const AN_ORDINARY_NERVE =
  '(?:bungee|adventure sport|skydiv\\w*|parachut\\w*|zip ?line|pool|high dive|diving board|cliff jump\\w*|roller ?coaster|tattoo|surgery|interview|speech|propos\\w*|date|ask(?:ed|ing)? (?:her|him) out|range|hunt\\w*|deer|buck|elk|class|course|competition|karaoke|purchase|buy\\w*|bought)';

export const actConcepts: Partial<Record<Concept, RegExp[]>> = {
  means: [re(`\\b${MEANS}\\b`), re(ENGINE_SHUT_IN)],
  // an attempt begun and stopped, or put to the test ("chickened out", "to see if I could go through with it")
  aborted_attempt: [
    outside(
      AN_ORDINARY_NERVE,
      '\\b(?:chicken(?:ed)? out|lost (?:my|the) nerve|(?:couldnt|could not|didnt|did not|cant|cannot) (?:go through with|follow through (?:on|with)|finish) it|stopped myself|talked myself (?:out of it|down)|(?:see|know|find out) if i (?:could|can|would) (?:actually |really )?(?:go through with|do) it|dry run)\\b',
    ),
  ],
  several_means: [],
  preparation: preparationPatterns,
  possession: [
    // a gun handed over to be held, wanted back
    /\b(?:gave|handed|left) (?:us|me|her|him|my \w+) (?:his|her|my|their) (?:\w+ )?(?:rifle|gun|pistol|shotgun|guns|firearms?|weapons?|pistols|rifles)\b(?: \w+){0,2} to (?:hold|keep|lock up|store)\b.*\b(?:wants?|wanted|demand\w*|asked for|asking for|came (?:back )?for|took|came to get|showed up for) (?:it|them) back\b/,
    // asking after a means that was put away ("asked me where her old morphine went")
    re(
      `\\b(?:asked|asking|asks|wanted to know|wants to know)\\b(?: \\w+){0,2} where (?:my|his|her|their|the) (?:old |spare |extra |leftover )?${anyOf(PILLS, GUN)} (?:went|is|are|was|were|got to)\\b`,
    ),
    /\b(?:ammo|ammunition|one box|strong enough branch|belt is up|ready when i am|under (?:the|my) pillow)\b/,
    re(
      `\\b(?:got|get|bought|buy|have|has|had|cleaned|keep|keeps|took|grabbed)${SHORT} (?:the |a |my |his |her |some |a bottle of )?${anyOf(PILLS, GUN, BLADE)}\\b`,
    ),
  ],
  act_in_progress: [
    // "at mormon island. waded out into the cold water, jeans getting heavy. phone bout to die too" (round 195)
    /^(?!.*\b(?:fish\w*|waders|decoys?|duck\w*|dogs?|kids|swim\w*|trout|retriev\w*|teal|geese|polar plunge|adventure sport)\b).*\b(?:waded|wading|walked|walking) (?:out )?(?:into|in) (?:the )?(?:cold |freezing |icy |dark )?(?:water|river|lake|ocean|surf|bay|reservoir)\b(?=.*\b(?:jeans|clothes|boots|heavy|waist|chest|neck|phone (?:bout|about|is about|gonna|is gonna|going) (?:to )?die|so cold|cant feel)\b)/,
    // "i brought the rest of my oxy. gonna sit with him till its done" (round 116)
    re(
      `^(?=.*\\b(?:${MEANS}|oxy\\w*|meds)\\b).*\\b(?:sit|sitting|stay|staying|wait|waiting|lie|lying|lay|laying)\\w*(?: \\w+){0,3} (?:till|until) (?:it is|its|it all is) (?:done|over|finished)\\b`,
    ),
    // at the place chosen "for it" (round 104)
    /\b(?:this|here) is where i (?:always )?(?:wanted|want|planned|chose) (?:to be|it to happen|to do it) for it\b/,
    // an engine running behind a shut door; pills already swallowed; bottles down and lying in the car; legs over the edge high up; a harness unclipped up high
    /\b(?:garage|shed|barn)(?: door)?(?:s| is)? (?:down|shut|closed)\b(?: \w+){0,3} (?:and )?(?:the )?(?:car|truck|engine|motor|jeep|\w+)(?:s| is)? (?:on|running)\b(?! (?:fine|great|well|smooth\w*|better|again)\b)|\b(?:car|truck|engine|motor)(?:s| is)? running in the (?:shed|garage|barn)\b(?: \w+){0,3} (?:with )?the door (?:shut|closed|down)\b/,
    /\b(?:already )?swallowed (?:them|it|all of them|the (?:whole )?(?:bottle|lot|pills|rest))\b|\balready took (?:them all|all of them|the whole bottle)\b/,
    re(
      `\\b(?:\\d+|two|three|both|all the|the rest of the) (?:bottles?|packs?) of\\b(?=.*\\b${PILLS}\\b)(?=.*\\b(?:what happens now|layin|laying|lying|in the (?:back seat|car|truck|tub))\\b)`,
    ),
    re(
      beside(
        `(?:\\d+ ?(?:ft|feet|stories|floors)|tower|roof|bridge|ledge|overpass|cliff)`,
        '\\b(?:legs|feet) (?:hanging|dangling) (?:off|over)\\b',
      ),
    ),
    re(
      beside(
        '(?:\\d+ ?(?:ft|feet)|up here|basket|roof|tower|ledge|by myself)',
        '\\b(?:unclipped|unhooked|took off) (?:the|my) harness\\b(?! (?:after|when|once|at the bottom|on the ground)\\b)',
      ),
    ),
    re(
      beside(
        '(?:roof|rooftop|ledge|techo|stories|floors|pisos)',
        '\\b(?:dont|do not|wont|not going to) (?:want to )?(?:go|come|climb) (?:back )?down (?:by |the )?(?:the )?stairs\\b',
      ),
    ),
    // a gun across the lap after closing, in a parked car or alone
    re(`\\b${GUN} (?:across|in|on) my lap\\b(?=.*\\b(?:closed|parking lot|in (?:my|the) (?:car|truck)|hours ago|alone|dark)\\b)`),
    // at a friend's grave with a gun brought along (not a salute or an honor guard)
    re(
      `^(?=.*\\b(?:stone|grave|headstone|marker|cemetery)\\b)(?!.*\\b(?:salute|honor guard|firing party|volley|detail|ceremony|funeral home|range)\\b).*\\b(?:brought|have|got|carrying|with) (?:the|my|a|his) ${GUN}\\b`,
    ),
    /\bwater(?:s| is)? (?:\d+|thirty \w+|forty \w+) degrees\b.*\b(?:boots|shoes) off\b|\b(?:boots|shoes) off\b.*\bwater(?:s| is)? \d+ degrees\b/,
    // outside with a gun in the night while the house sleeps, outside a hunt
    re(
      `^(?!.*\\b(?:hunt\\w*|deer|season|blind|tree ?stand|tags?|coyotes?|hogs?|scope)\\b)(?=.*\\b(?:asleep|since midnight|all night|alone|everyone is asleep)\\b).*\\b(?:i am|im) (?:out )?(?:in|at|on) (?:the )?(?:woods|barn|shed|garage|truck|car|lake|river|bridge|cemetery|field|yard)\\b(?: \\w+){0,5} with (?:my|a|the|his) ${GUN}\\b`,
    ),
    // out somewhere with a gun and unable to go back in
    re(
      `^(?!.*\\b(?:hunt\\w*|deer|season|buck|doe|hog|elk|turkey|squirrel|coyote|range|target|class|cleaning|holster)\\b).*\\bwith (?:my|his|her|a|the) ${GUN}\\b.*\\b(?:cant|wont|cannot|couldnt|not going to|dont want to)(?: \\w+){0,3} (?:go|come|get|walk|head) (?:back|home|inside)\\b`,
    ),
    /^(?!.*\b(?:taking|take|to take|snapping|shooting) (?:some )?(?:pics|pictures|photos|a photo|a picture|video)\b).*\b(?:standing|been standing|sitting|been sitting) (?:here |up here |out here )?(?:on|at) (?:the |this )?(?:overpass|bridge|ledge|roof|edge)\b|\b(?:up|out) on the (?:overpass|bridge|ledge|roof)\b.*\b(?:been standing|standing here|a long (?:while|time))\b/,
    /\bnot (?:here )?(?:for )?hunting\b(?=.*\b(?:rifle|gun|shotgun|pistol)\b)|\b(?:rifle|gun|shotgun|pistol)\b.*\b(?:im|i am) not hunting\b/,
    /\btook (?:whatever|everything|all) (?:was |i had |i found )?(?:in|from) (?:the|my) (?:medicine )?(?:cabinet|bottle|drawer|cupboard)\b/,
    /\bswallowed (?:everything|a bottle|the bottle|all)\b|\b(?:running|on)\b.*\b(?:door is (?:shut|closed)|closed (?:shed|garage))\b|\b(?:generator|engine|car) running in\b|\bsitting in the \w+ with (?:his|her|my) (?:rifle|gun|pistol|shotgun)\b/,
    re(
      `\\b(?:took|take|taken|swallowed|downed|popped|ate|drank|drunk|taking|swallowing)${SHORT} (?:all|the whole|a whole|whole|a bunch|bunch|a handful|handful|too many|like \\d+|\\d+)\\b(?: \\w+){0,4} ${anyOf(PILLS)}\\b|\\btook everything\\b(?! (?:out|to|from|with|back|off|i|we)\\b)|\\btook (?:a lot|way) more than i should\\b`,
    ),
    re(`\\b(?:took|swallowed|downed)\\b.*\\ball of (?:it|them)\\b`),
    /\b(?:wont|will not) come down\b|\bi (?:just )?(?:overdose|od|overdosing)\b|(?<!\b(?:burial|funeral|memorial|grave|obituary|wake|passed|died)\b.*)(?<!\b(?:since|after|from) )\b(?:he|she|my \w+) (?:just )?(?:overdose|od|overdosing)\b(?!.*\b(?:burial|funeral|memorial|grave|obituary|wake|passed|died|in his name|in her name)\b)/,
    re(
      `${NOT_AN_OUTING}(?:^|\\b(?:i am|he is|she is|is|standing|sitting|out|up|already|now) )(?:on|at|by) (?:the|a|my|this|his|her) (?:(?:end|edge|tip|far end) of (?:the |a |this )?)?(?:\\w+ )?${anyOf(HEIGHT, TRACKS, WATER)}\\b(?! (?:crew|team|program|loan|inspector|job|shift|watch|deck|club|game|fixing|repairing|cleaning|working|installing|park|with (?:the|my) (?:kids|family|grandkids|wife|husband|son|daughter|dog|friends|buddies)|this weekend|for (?:the|a) (?:weekend|day|week|trip|party)))`,
    ),
    // up in a loft, a barn or an attic with a ligature, away from any chore
    outside(
      A_CHORE,
      `\\b(?:up|out|in|alone|sitting|standing|hiding)(?: in| on| at| up in| out in)? (?:the|my|a) (?:\\w+ )?(?:hayloft|loft|barn|attic|shed|basement|closet|rafters|stairwell|storage unit|crawl ?space|cellar)\\b(?: \\w+){0,3} with (?:the|a|my) (?:\\w+ )?${LIGATURE}\\b`,
    ),
    re(`${NOT_AN_OUTING}\\bon (?:the|a|this) ${anyOf(HEIGHT, 'tracks')} (?:right )?now\\b`),
    re(`\\b(?:in the|in my) (?:tub|bathtub|bath|shower)\\b.*\\b${BLADE}\\b`),
    // not a car worked on ("while i work on it", round 88), nor "the engine on my 68 mustang" rebuilt (round 186)
    re(
      `\\b(?:garage)\\b.*\\b(?:car|engine|truck)\\b.*\\b(?:running|(?<!\\b(?:work|working|worked) )on)\\b|\\b(?:car|engine|truck) (?:running|on(?! (?:my|his|her|our|the|a|an|that|this) \\w))\\b.*\\bgarage\\b`,
    ),
    re(`\\b${anyOf(GUN, BLADE)}s? (?:is )?(?:in ${POSS} (?:hand|mouth|lap)|to ${POSS} (?:head|temple|chest|throat|wrist))\\b`),
    re(`\\b${LIGATURE} (?:is )?(?:around ${POSS} neck|tied|hanging|ready|hung|strung up|set up|up (?:in|on|over|from))\\b`),
    /\b(?:cut|slit) (?:my|his|her) wrists?\b|\blot of blood\b|(?<!\b(?:am i|is it|are we|are you|was i|will i be|would it be|be) )\btoo late\b(?! (?:to (?:apply|file|sign|enroll|convert|switch|get|change|appeal|submit|register|claim)|for)\b)|\babout to jump\b(?! off (?:the |a |my )?(?:nearest )?(?:one|1|single) story\b)|\bready to jump\b|\bwaiting for the (?:next )?train\b/,
    /\b(?:i am|he is|she is|i have|he has|she has) (?:overdosing|overdosed|od|bleeding out)\b|\boverdosed\b/,
    // a poison swallowed (a pet that ate one is a vet's matter)
    re(
      `^(?!.*\\b(?:dog|cat|puppy|kitten|pet)\\b).*\\b(?:drank|drink|drinking|swallowed|swallow|swallowing|ate|eat|chugged|chug|downed|took)\\b(?: \\w+){0,3} ${POISON}\\b`,
    ),
    // somewhere high or on the tracks now
    re(
      `${NOT_AN_OUTING}\\b(?:on|at|by|top of|edge of|over|above) (?:the |a |this |that )?(?:\\w+ ){0,3}(?:railing|rail|ledge|edge|roof|rooftop|bridge|overpass|cliff|tracks|dam|balcony|parking garage|parking structure)\\b(?: \\w+){0,4} (?:right now|now)\\b`,
    ),
    // on the other side of the railing, whatever outing came before it (round 167)
    /\b(?:i am|standing|sitting|climbed|stepped|hopped|got|perched|leaning)\b(?: \w+){0,3} (?:on )?(?:the )?(?:other|wrong|far|outer|outside) side of the (?:\w+ )?(?:railing|rail|guardrail|guard rail|safety rail|barrier)\b(?! (?:yard|road|line|trail|car|reef|island|station))/,
    // not a photo taken off it, "looking over I-40 at the skyline" (round 180)
    re(
      `^(?!.*\\b(?:${KIDS_TAKEN_TO_SEE_IT}|(?:got|took|getting|taking) (?:some )?(?:great |good |nice )?(?:shots|photos?|pictures|pics)|at the skyline)\\b).*(?:\\b(?:looking|staring|look|stare) (?:down|over)\\b.*\\b${HEIGHT}\\b|\\b${HEIGHT}\\b.*\\b(?:looking|staring) (?:down|over)\\b)`,
    ),
    // a vehicle running in a closed garage, said in any order (trucks, cars, been running)
    /^(?=.*\bgarage\b)(?=.*\b(?:trucks?|cars?|engine|motor) (?:is |has |have )?(?:been )?running\b)(?=.*\b(?:doors? (?:are |is )?(?:shut|closed|down|locked)|in here|asleep|not answering|an hour)\b)/,
    // a shot heard from someone's place, outside a hunt, a range or fireworks
    /^(?!.*\b(?:hunt\w*|deer|coyotes?|hogs?|target|range|fireworks|backfire|season|shooting range)\b).*\bheard (?:a |the |one )?(?:shot|gunshot|gun shot|bang)\b(?: \w+){0,4} (?:from |in |at )?(?:his|her|their|the|my \w+s) (?:place|house|room|apartment|trailer|garage|truck|barn|bedroom)\b/,
    // at a grave with a gun, outside honours and salutes; "came here to do it"
    re(
      `^(?!.*\\b(?:honou?rs?|salute|volley|21 gun|rifle team|honou?r guard|bugler|taps)\\b)(?=.*\\b(?:grave|gravesite|headstone|cemetery|memorial wall)\\b).*\\bwith (?:my|a|the|his|her) ${GUN}\\b`,
    ),
    /\bcame (?:here|out here|up here|down here|back here) to do it\b(?! (?:right|properly|again|myself|for|with (?:my|the) (?:kids|family|wife|husband)))/,
    // a firearm with its safety off, away from any range, hunt or lesson
    re(
      `^(?!.*\\b(?:range|hunting|hunt|deer|class|course|instructor|training|cleaning|holster|drill|stand|blind|duck|goose|dove|turkey|elk|hog)\\b).*\\b${GUN}\\b.*\\bsafetys? (?:is )?off\\b`,
    ),
    // a firearm in hand and ready, away from any range or hunt
    re(
      `^(?!.*\\b(?:range|hunting|hunt|deer|class|course|instructor|training|cleaning|holster)\\b).*\\b(?:holding|hold|have|got) ${POSS} ${GUN}\\b.*\\b(?:safetys? (?:is )?off|safety off|round chambered|cocked)\\b`,
    ),
    /\b(?:walked|walking|waded|wading) (?:out )?into the (?:lake|river|ocean|sea|bay|water)\b.*\b(?:chest|neck|shoulders|over my head)\b/,
    // at the top of a height, deciding
    re(`\\b(?:top (?:level|floor|deck) of|top of) (?:the |a )?${HEIGHT}\\b.*\\b(?:decide|deciding|this is where|jump|not coming)\\b`),
    /\b(?:locked in|locked herself in|locked himself in)\b.*\b(?:took|taken|swallowed) something\b|\b(?:took|taken|swallowed) something\b.*\blocked in\b/,
  ],
  // preparatory behaviour: two of these, or one with finality or hopelessness, make a crisis
  unreachable: [
    /\bmissing\b(?: \w+){0,5} and so did (?:he|she)\b|\b(?:his|her) (?:truck|car|bike|jeep) (?:isnt|is not|wasnt|was not) at (?:any of )?(?:his|her) (?:usual )?(?:spots|places|haunts)\b/,
    /\b(?:didnt|did not|never|hasnt|has not) (?:show|showed|shown) (?:up )?(?:for|to|at) (?:drill|work|formation|muster|his shift|her shift|practice|pt|church)\b(?=.*\bthe last (?:thing|text|message|photo|picture|snap) (?:he|she) (?:sent|texted|posted)\b)/,
    // not answered since, or no answer at all, from a person (not from an office)
    /\b(?:hasnt|has not|havent|have not|hadnt|had not|never)(?<!\b(?:va|claims?|office|clinic|company|lender|bank|landlord|school|insurance|recruiter|employer|hr)\b(?: \w+){0,3} (?:hasnt|has not|havent|have not|hadnt|had not|never)) (?:answered|responded|replied|picked up|called back|texted back|written back|been heard from)\b(?! (?:to|about|on|regarding) (?:the|my|an?|our|his|her|your) )/,
    /^(?=.*\b(?:he|she|him|her|his)\b).*\bno (?:answer|response|reply)\b(?! from (?:the|my) (?:va|office|clinic|bank|lender|company|landlord|claims?|insurance|school|recruiter))/,
    /\bthen (?:he|she) hung up\b/,
    // shut in a room: "won't let me in the bedroom" (round 81); a crisis beside a means (combine.ts)
    /\b(?:wont|will not|doesnt|does not|refuses to|refused to) let (?:me|us|anyone|anybody) (?:in|into) (?:the |her |his |their |our )?(?:bedroom|room|bathroom|garage|basement|shed)\b|\blocked (?:herself|himself|themselves) in\b/,
    /\b(?:goes|going|went) (?:straight )?to voicemail\b/,
    new RegExp(
      String.raw`\b(?<!\b${FINE_JUST_HAD} )(?:his|her|their) (?:phone (?:is |was |went |has been )?(?:off|turned off|switched off)|device off)\b`,
    ),
    /\bwont (?:answer|respond|pick up|reply|open the door|come out)\b|\b(?:left|quit) (?:the|our) (?:server|discord|group chat|chat|group|clan|guild)\b/,
    /\b(?:isnt|is not|not|wont|stopped|hasnt been|hasnt) (?:answering|responding|picking up|replying)\b|\b(?:turned|switched) off (?:his|her) phone\b|\bcant (?:reach|find) (?:him|her)\b/,
  ],
};
