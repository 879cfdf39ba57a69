/**
 * Concepts of an ending: hopelessness, entrapment (no way out, no self in the future) and
 * finality (a last time, a day named, "for good").
 */
import type { Concept } from './concepts';
import { DONE_OF_A_JOB, FINAL } from './lexicon';
import { beside, re } from './patternHelpers';

/**
 * Done with something that is not life: "done with this claim", "ready to be done with this whole
 * appeal" (round 69). Life, the world, the pain, everything, trying stay an ending.
 */
const NOT_WITH_SOMETHING_ORDINARY = String.raw`(?! with (?:the|my|this|that|these|those|his|her|our|all (?:the|my)) (?!(?:life|world|living|pain|fight|fighting|struggle|everything|it all|all of it|trying|me|people|everyone)\b)\w+)`;

/** No move, posting or house that would end a season (round 84): "last winter in Minot, orders came through". */
const NO_MOVE =
  '^(?!.*\\b(?:mov\\w*|relocat\\w*|snowbird\\w*|florida|arizona|texas|south|pcs\\w*|orders|retir\\w*|transfer\\w*|shoveling|shovel|plow\\w*|heating|furnace|condo|house|place)\\b)';
const LAST_SEASON_SAT_THROUGH =
  'last (?:winter|summer|christmas|thanksgiving|birthday|holiday season|year|season) (?:i am|im|i will be|ill be) (?:doing|spending|sitting through|getting through|going through|living through|putting up with|around for)';

export const endingConcepts: Partial<Record<Concept, RegExp[]>> = {
  hopelessness: [
    // "VA says 6 more months on my claim and i dont have 6 more months in me" (round 196)
    /\b(?:i )?(?:(?:dont|do not) (?:have|got)|aint got|havent got) (?:\d+|a few|six|eight|ten|two|three|four|another) (?:more )?(?:months|weeks|days|years) (?:left )?in me\b(?! (?:at|of|for|with|working|on|doing)\b)/,
    // doubt, said now, that it ever gets better (round 122)
    /\b(?:(?:i am|im) not sure|not sure|i (?:dont|do not) think|i doubt) (?:it|things|life|this) (?:ever |will ever |is ever going to )?gets? better\b/,
    /\bon hold with my (?:own )?life\b/,
    /\b(?:there is|theres) no next\b(?! (?:step|time|one|week|year|appointment|move|round)\b)/,
    // out of everything; this is how it ends for me
    /\bout of everything\b|\b(?:this is|thats|that is) (?:just )?how it ends for me\b/,
    // a grey wall ahead; no sense dragging it out; every procedure run and no recovery; checkout time
    /\ball i (?:can )?see ahead is (?:a )?(?:grey|gray|blank|black|brick|dead) (?:wall|nothing|void)\b/,
    /\bno (?:sense|point|use|reason) (?:in )?dragging (?:this|it|things) out (?:any )?(?:longer|more)\b/,
    /\b(?:ran|tried|did) every (?:\w+ ){0,2}(?:procedure|checklist|drill|fix|option)\b(?: \w+){0,3} no (?:recovery|luck|fix|change|use)\b/,
    /\b(?:its|it is) (?:check ?out|checkout) time\b/,
    // a life called a failure
    /\b(?:my )?life(?:s| is| has)? (?:been )?(?:a |one big |one long )?(?:failed|failure|write ?off|lost cause|total failure)\b(?! (?:at|in|with)\b)/,
    /\b(?:dont|do not) have (?:\d+|another|one more|a few) (?:days|weeks|months) of anything left\b/,
    /\bgo on at all\b|\bno longer (?:wish|want) to go on\b(?! (?:with|to|the|about)\b)|\bnothing (?:past|beyond|after) (?:this|the) (?:bend|point|curve|corner|hill)\b/,
    // "that's it for me too", nothing past a day; hope looked for and not there
    /\b(?:thats|that is) it for me(?: too)?\b(?! (?:today|tonight|for (?:today|tonight|the day|the week|now)|with)\b)|\bnothing (?:left )?for me (?:past|after|beyond) (?:that|this|the) (?:day|date|point)\b/,
    /\b(?:looked|look|looking|searched) for (?:it|hope)\b(?: \w+){0,6} (?:and )?(?:it )?(?:isnt|is not|wasnt|was not) there\b/,
    // a foundation never there, and not one more brick laid on it
    /\b(?:not|wont|will not|refuse to|am not) (?:lay|laying|put|putting|build|building) (?:one|another) more (?:brick|block|board)\b/,
    // the last tie to anything broken; no tomorrows left
    /\b(?:last|only) thing (?:tying|keeping|holding|anchoring) me (?:to|here|down)\b(?: \w+){0,4} (?:snap\w*|broke|break|gone|cut|went)\b|\bno more tomorrows\b/,
    // not starting over one more time
    /\b(?:not|never|wont|cant|cannot|can not|refuse to|not going to|not gonna) (?:be )?start(?:ing)? over (?:again|one more time|another time|anymore|any more)\b/,
    // not seeing the point of anything (the point of an argument or a form is another matter)
    /\b(?:dont|do not|didnt|did not|cant|cannot|can not|no longer|doesnt|does not) see (?:(?:the|a|any) )?point\b(?! (?:in|of|to) (?!(?:living|life|going on|anything|trying|it all|any of it|getting up|waking up|being here|tomorrow)\b))/,
    /\bnothing(?:s| is| seems| feels)? worth (?:\w+ing )?(?:for )?(?:anymore|any more)\b|\bnothing(?:s| is)? worth (?:living|waiting|getting up|fighting|staying|sticking around) for\b/,
    /\bnothing (?:left(?! to give (?:at|to|for) (?:work|the job|this job|my job|the office))|to live for|matters|to lose)\b|\bno (?:future|hope|point|way out|escape|reason to|options|purpose)\b|\bhopeless\b|\bpointless\b/,
    // not stairs or ladders a bad knee cannot do (round 173)
    /\b(?:cant|cannot|can not|couldnt) (?:take|do(?! (?:the )?(?:stairs|steps|ladders?|yard ?work|the yard|long drives|night shifts?|overtime|heights|roofs?)\b)|go on|keep|handle|live|stand|bear)\b.*\b(?:anymore|any more|much longer|like this)\b|\bcant go on\b/,
    /(?<!\b(?:not|never|no|without|wont|dont|didnt|isnt) )\b(?:give|giving|gave|given) up\b(?! (?:on (?:the|my) (?:claim|appeal|job|house|school|degree)|smoking|drinking))/,
    /\bend of (?:the road|my rope|the line)\b|\b(?:checking|tapping|bowing) out\b(?! (?:of|the|a|an|my|your|his|her|our|their|some|that|this|these|those|it|them|books?|new|old|options|places|colleges|schools|houses|cars|trucks|programs|resources|jobs)\b)|(?<!\b(?:it|them|get|got|had|have|having|getting) )\bchecked out\b(?! (?:of|the|a|an|my|your|his|her|some|that|this|books?|fine|ok|by|at|to make sure|before|first|properly)\b)|\bcalling it\b|\btrapped\b|(?<!\b(?:bike|truck|car|jeep|motorcycle|mower|van|suv|boat|it|she) (?:ran|runs|run|running) )\bout of (?:options|time|hope|reasons|road|runway|fight|gas|chances)\b|\bnothing (?:to look forward to|ahead)\b|\b(?:tried|done) everything\b/,
    re(
      String.raw`(?<!\b(?:till|until|til|when|after|once|before|by the time) )\b(?:i am|i have|im|he is|she is|hes|shes) (?:so |just |completely |totally )?(?:done|finished)\b(?!(?<=\bjust finished) (?:a|an|the|my|our|his|her|their|this|that|up)\b)(?! (?:with (?:the|my|this) (?:army|navy|military|claim|paperwork|job|school|waiting|class|application|form|service|va))|\w*ing)(?! (?:the|my|some|a lot of|all (?:the|my)) (?:work|homework|inner work|therapy|program|steps|reps|training|paperwork)\b)${DONE_OF_A_JOB}${NOT_WITH_SOMETHING_ORDINARY}`,
    ),
    /\b(?:done|finished|through) (?:with (?:it all|all of it|everything|life|living|this life|the world)|trying|fighting)\b|\blost everything\b/,
    re(
      String.raw`\bnever (?:going to|gonna|will) get better\b|\bwhats the point\b|\bwhat is the point\b|\bno reason\b|\blast battle\b|\bquit life\b|\bready to be done\b${NOT_WITH_SOMETHING_ORDINARY}|\bmake it stop\b|\b(?:stop|end) the pain\b|\b(?:dont|do not) want to anymore\b`,
    ),
    /\bwant (?:it|this|everything|it all|the pain|life)(?: all)? to (?:stop|end|be over)\b|\b(?:want|wanna|wish|hope|hoping|ready for)(?: \w+)? (?:it|this|everything|it all|all of it|life) (?:all )?(?:to be )?over(?: with)?\b(?! (?:at|by|so|before|and done))/,
    // nothing ever changes; a life no fix reaches; tired of pretending; someone who said they were done
    /\bnothing (?:ever )?changes\b(?! (?:at|with|in|about|on|for|here|there)\b)|\bnever changes\b|\bnothing (?:is )?(?:ever )?(?:going to|will) (?:ever )?change\b|\b(?:tired|sick) of pretending\b/,
    /\bmy life\b.*\bno (?:patch|fix|cure|fixing|repair|workaround)\b|\bno (?:patch|fix|cure|fixing|repair) for (?:me|my life|my head)\b/,
    /\b(?:said|says|told (?:me|us|her|him)) (?:that )?(?:he|she|they|i) (?:was|were|is|are|am) (?:so |just )?(?:done|finished)\b(?! with (?:the|my|his|her|this|work|school))/,
    // a person no longer eating at all: a body being given up on (not a diet, not a pet)
    /\b(?:i|he|she|my (?:mom|dad|mother|father|wife|husband|son|daughter|brother|sister|buddy|friend))(?: \w+){0,3} (?:stopped|quit|refuses to|refusing to|wont|will not) eat(?:ing)?\b(?! (?:sugar|meat|carbs|gluten|dairy|junk|fast food|out|breakfast|lunch|dinner|late|after|before)\b)|\b(?:i|he|she) (?:doesnt|does not|dont) eat anymore\b/,
  ],
  entrapment: [
    // "looking for a way out that isnt a job" (round 194): not a way out of a job
    /\b(?:looking for|need|want|found) a way out\b(?: that| which)? (?:isnt|is not|aint|doesnt involve|does not involve) (?:a|another|a new|the) (?:job|\w+ job)\b/,
    // "its like im in a box with no door. every direction is a wall" (round 180)
    /\b(?:in|like) a (?:box|room|cell|cage|hole|pit|tunnel|conex|closet)(?: \w+){0,2} with no (?:door|doors|way out|exit|windows?|ladder|light)\b|\bevery (?:direction|way|door)(?: i (?:turn|look|go))? is (?:a wall|shut|closed|locked|blocked)\b|\bwalls? every (?:way|direction) i (?:turn|look|go)\b/,
    // "OUT OF MOVES. OUT OF MONEY. OUT OF PEOPLE. JUST OUT. ENDEX": a life run out of, the last words an end (round 166)
    /^(?=(?:.*\bout of (?:moves|money|options|people|friends|road|time|chances|luck|fight|hope|reasons|everything|places|favors|ideas)\b){2}).*\b(?:just out|endex|(?:i am|im) out|(?:i am|im) tapped out)$/,
    // every case run and none where I come out whole: no way out (round 101)
    /\bno (?:configuration|scenario|version|path|outcome|world|branch|timeline|way) (?:where|in which) i (?:come out|end up|make it|get out|turn out)\b(?: \w+){0,2} (?:ok|okay|alright|alive|fine|whole)\b(?! (?:financially|on (?:this|that|it)|money wise)\b)/,
    // a hole with no ladder, and no point climbing (round 98)
    /\bin a hole\b(?: \w+){0,3} (?:with )?no (?:ladder|rope|way out|way up)\b|\bno point (?:climbing|climbin|trying to climb)\b/,
    /^(?=.*\b(?:for myself|for me|my life)\b).*\bdone waiting for (?:it|things) to (?:clear|get better|change|improve|turn around|lift)\b/,
    // out of moves and out of want; can't see it getting better and won't wait to find out; crush depth; one door out; letting go of the rope
    /\b(?:i am|im) out of (?:want|wanting|will|reasons to (?:stay|live|keep going))\b/,
    /\b(?:cant|cyaan|cannot|can not) see how (?:this|dis|it|things) (?:get|gets|will get|going to get|is going to get) better\b(?! without\b).*\b(?:nuh|dont|do not|no) (?:want|waan|wanna) (?:to )?wait (?:fi|to|and) (?:find out|see)\b/,
    /^(?!.*\b(?:movie|film|book|show|game|episode|novel)\b).*\b(?:just )?waiting (?:on|for) crush depth\b|\b(?:one|only one) (?:door|way|exit) out\b(?: \w+){0,3} (?:and )?i (?:keep|am|been) (?:looking at|staring at|thinking about|eyeing) it\b/,
    re(beside('(?:hanging (?:in there|on)|holding on|rope|frayed|grip)', '\\b(?:i am|im) (?:letting go|done holding on)\\b(?! of\\b)')),
    // a life judged as a failing program whose termination is recommended (round 86)
    /^(?=.*\b(?:my life|(?:i am|im) the (?:program|project|asset|system|problem|liability|unit|contract))\b).*\b(?:recommend\w*|time for|ready for|overdue for|request\w*|approve\w*|due for) (?:my |the )?(?:termination|decommission\w*|write ?off|scrapping|disposal|shutdown)\b/,
    // no spring for me; no place in the Christmas picture; out of afters
    /\b(?:theres|there is|there aint) (?:not|never) (?:going to|gonna) be (?:a|another) (?:spring|summer|fall|winter|christmas|next year|semester|birthday) for me\b/,
    // the last winter to be sat through, with no move or posting that would end it (round 84)
    re(
      `${NO_MOVE}(?=.*\\b(?:not|never|no|aint) (?:sitting|going|getting|living|putting up|doing) (?:through |with )?another\\b|.*\\b(?:and|then) (?:that is|thats|i am) it\\b).*\\b(?:this is|this will be|its|it is|that is|thats) (?:the|my) ${LAST_SEASON_SAT_THROUGH}\\b`,
    ),
    // "this is it. last winter im doing in this town" (round 182)
    re(`${NO_MOVE}.*\\b(?:this is|thats|that is) it (?:the |my )?${LAST_SEASON_SAT_THROUGH}\\b`),
    /^(?=.*\b(?:christmas|thanksgiving|birthday|future|next year|holidays?)\b).*\b(?:cant|cannot|can not|dont) see myself (?:anywhere )?in (?:the|that) picture\b/,
    /\bout of afters\b/,
    // no after for me; where it stops for me; not signing up for forever; no tomorrow worked toward
    // "The story is over I just havent closed the book yet" (round 141)
    /\b(?:the|my) story (?:is|has been) (?:over|done|finished)\b(?=.*\b(?:havent|have not|not yet|yet to|just need to|about to|time to|going to|gonna|ready to) (?:closed?|shut|finish) (?:the|my) book\b(?! (?:on (?:my|the) (?:memoir|novel|manuscript))|.*\b(?:memoir|novel|publisher\w*|manuscript|pages|chapter|recs|reading|read)\b))/,
    // "theres no later for me. no 5 yr plan" (round 139)
    /\b(?:(?:theres|there is|there aint) no|(?:there isnt|there is not) any) (?:after|later) (?:this )?for me\b|\bi (?:dont|do not) have a next year\b(?!.*\b(?:contract|lease|enlistment|season|eligib\w*|school|class|team|program|orders)\b)/,
    /\bthis is where (?:it|it all|everything) (?:stops|ends) for me\b/,
    /^(?!.*\b(?:lease|contract|gym|membership|subscription|class|enlistment|job)\b).*\b(?:not|never|wont) sign(?:ing)? up for (?:forever|another (?:day|year|decade) of (?:this|it)|more of (?:this|it))\b/,
    /\b(?:dont|do not) have a (?:tomorrow|future) (?:i am|im) (?:working|living|looking) (?:toward|towards|for)\b/,
    // decades more of a disability, refused; finished, "and I mean finished"; tomorrow that does not exist
    /^(?!.*\b(?:mortgage|payments?|loans?|rent|debt|job|work|commute|marriage)\b).*\b(?:\d+|ten|twenty|thirty|forty|fifty|sixty) more years of\b.*\b(?:not signing up for (?:that|this)|no thanks|not doing (?:that|it))\b/,
    /\b(?:i am|im) (?:finished|done)\b(?: \w+){0,2} (?:and )?i mean (?:finished|done|it)\b/,
    /\b(?:tomorrow|the future|next year)(?: just)? (?:doesnt|does not|wont|will not) exist for me\b/,
    /\bnothing (?:left|else) to try\b(?: \w+){0,3} (?:and )?(?:i am|im) not (?:starting over|trying again|doing (?:it|this) again)\b/,
    /\b(?:isnt|is not|aint|no) (?:a )?(?:tomorrow|future)\b(?: \w+){0,3} (?:picture|see|imagine) me in\b/,
    // "this is the end of the line for me", said of no job or service (round 125)
    /\b(?:this is|its|it is|i am at|reached|think this is) the end of the line for me\b(?!.*\b(?:job|career|army|navy|marines?|air force|guard|reserves?|service|contract|enlistment|unit|team|retir\w*|ets|program|school|season|league|claim|appeal|company|shop)\b)/,
    // the years ahead someone asks about, denied: "there is no 5 years" (round 120); "this is where i end it" (round 121)
    /\b(?:this|here) is where i (?:finish|end) (?:it|things|this|my life)\b/,
    /\b(?:(?:theres|there is|there are|there aint) no|there (?:will not|wont|is not going to|aint going to|aint gonna) be(?: any)?) (?:\d+|five|ten|two|three|twenty) (?:more )?(?:years|yrs)\b(?! (?:of|left on|until|till|warranty|plan|experience|in)\b)(?!.*\b(?:plan|planning|lol|lmao)\b)/,
    /^(?=.*\b(?:where i am|thats me|that is me|about me)\b).*\bno (?:recovery vehicle|recovery|wrecker|tow|rescue) coming\b/,
    /\bnot (?:done|through|finished) with (?:the|my) (?:va|job|claim)\b(?: \w+){0,2} (?:done|through|finished)\b/,
    /^(?=.*\b(?:same|days|tomorrow|today)\b).*\b(?:not|wont|will not|am not) (?:signing up|sign up|re ?upping) for (?:\d+|another|any|one|a) (?:more|round)\b/,
    /\b(?:cant|can not|cannot|couldnt) (?:even )?(?:picture|imagine) (?:christmas|thanksgiving|next (?:year|month|week|christmas)|my (?:birthday|40s|50s)|being \d+)\b(?! without\b)/,
    /^(?!.*\b(?:chess|tournament|board game|match)\b).*\b(?:tip|tipping|tipped) (?:over )?my king\b|\b(?:got |have )?no next move\b/,
    // no extraction coming, and no more calls for it; not worth fixing, "that's me"
    /\bno (?:exfil|extraction|evac|medevac|rescue|bird) (?:for|coming for) (?:this one|me)\b|\bstopped calling for (?:the bird|a bird|help|a medevac|extraction|evac|the medic)\b/,
    /\b(?:not|isnt|is not|aint) worth (?:fixing|saving|repairing|keeping)\b(?: \w+){0,16} (?:thats|that is) me\b/,
    /\bno (?:tomorrow|future|next year|life)\b(?: \w+){0,3} (?:that i want|i want) (?:any )?part of\b/,
    /\b(?:cant|cannot|can not) (?:stand|bear|take|handle) (?:being alive|to be alive|living|existing)\b/,
    // nothing left to lose but oneself
    /\bnothing (?:left )?to lose (?:but|except|other than) (?:me|myself|my life)\b|\b(?:all|only thing) (?:thats|that is) left to lose is (?:me|myself|my life)\b/,
    // finished, and not merely tired; a fight that is over ("a warrior knows when his fight is over. mine is")
    /\b(?:i am|im) (?:finished|done)\b(?: \w+){0,3} not (?:just )?(?:tired|sad|down|depressed|venting)\b|\bnot (?:just )?(?:tired|sad|down|venting)\b(?: \w+){0,2} (?:finished|done)\b(?! with (?:the|my|this|work|school))/,
    /^(?!.*\b(?:cancer|chemo|remission|treatment|claim|appeal|lawsuit|custody|case|rehab|pt)\b).*\b(?:fight|battle|war)\b(?: \w+){0,3} (?:is|was) over\b.*\bmine (?:is|was) (?:over|done)\b|\bthis is where (?:it|it all|my (?:story|road|life)) ends(?: for me)?\b(?!.*\b(?:army|navy|career|job|season|team|unit|contract|enlistment|tour|service)\b)/,
    // "been hanging on for my daughter but she turned 18 ... nothing else keeping me on the line" (round 159)
    /\bnothing (?:else |left )?(?:keeping|holding|tying|keeps|holds) me (?:here|on the line|on this earth|to this (?:earth|world|life)|around|alive|going|in this world)\b/,
    // the one thing that kept someone alive, lost ("music was the only thing keeping me here, without it...")
    /^(?=.*\b(?:without (?:it|her|him|them|that)|lost|lose|losing|gone|no longer|anymore|took|taken|died|passed|left|over|ended|cant|(?:was|were) (?:the|my) (?:only|last|one))\b).*\b(?:only|last|one) (?:thing|reason|person|one)\b(?: \w+){0,2} (?:(?:keeping|that kept|that keeps|kept|keeps|holding|that held|held) (?:me|him|her)|(?:i|he|she) (?:am|is|was|stayed|stay|stuck) (?:still )?(?:around )?) ?(?:here|alive|around|breathing|in this world|from (?:doing it|ending it|killing myself))\b/,
    // no point seen in living at all
    /\b(?:dont|do not|cant|cannot|can not|no longer|doesnt|does not) see (?:(?:the|a|any) )?point (?:in|of|to) (?:living|life|going on|being alive|being here|any of it|it all|waking up|staying)\b/,
    /\bout of (?:want to|the will|will to (?:live|go on|keep going))\b/,
    /\b(?:i am|i feel|i have been)(?: \w+)? (?:not fixable|unfixable|beyond (?:repair|help|saving|fixing)|past (?:saving|help|fixing)|too broken to (?:fix|save))\b/,
    /^(?=.*\b(?:no|not|cant|cannot|dont|never)\b).*\b(?:has|have|includes?) me in it\b/,
    /\btonights? (?:is )?the night\b(?!.*\b(?:game|show|party|date|concert|premiere|match|fight|draft|season)\b)/,
    /\bno (?:version|future|picture|timeline|scenario|world)\b(?: \w+){0,5} (?:has|have|with|includes?|where) me\b|\b(?:next (?:year|month|christmas|summer|spring)|the future)\b(?: \w+){0,5} (?:without me|doesnt have me|dont have me|wont have me)\b/,
    /\b(?:wont|will not|isnt going to|aint gonna) matter (?:after|past|by|come) (?:this|tonight|tomorrow|next|friday|saturday|sunday|the weekend)\b/,
    // "mission complete. nothin else on the schedule for me after this week" (round 135)
    /\bnothing (?:else |more |left )?(?:on (?:the|my) (?:schedule|calendar|books|agenda|dance card)|planned|scheduled)(?: for me)? (?:after|past|beyond) (?:this (?:week|weekend|month)|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|next week)\b(?!.*\b(?:vacation|leave|pto|retir\w*|holiday|break|fishing|beach|trip|finally free|time off|off work|surgery|move|moving)\b)/,
    /\b(?:0|zero|no|out of|ran out of) reasons?(?: \w+)? (?:left|to (?:stay|stick around|keep going|go on|live))\b/,
    /\b(?:run|ran) out of reasons\b|\bno light at the end\b|\bcant see (?:a|any) (?:tomorrow|future)\b|\bnone of (?:this|it) (?:will )?matter\b|\bmade (?:my|the) decision\b.*\bnot changing my mind\b|\btired of waiting for it to\b/,
    re(
      String.raw`\b(?:no|only|one) way out\b|\bnothing (?:left )?to live for\b|\bend of my rope\b(?! with)|\bend of the road for me\b|\bquit life\b|\bready to be done\b${NOT_WITH_SOMETHING_ORDINARY}|\bnothing left for me\b`,
    ),
    /\bno (?:\w+ ){0,2}(?:future|tomorrow|tomorrows|next chapter|chapter|way forward|road ahead|fixing me|light|hope|getting better|reason|point) (?:left )?(?:for|in) me\b|\b(?:my|this is my|the) (?:last|final) (?:day|days|week|weekend|night|month|christmas|birthday) (?:of (?:trying|pretending|fighting|holding on)|alive|on (?:this )?earth|breathing|living|of (?:this|my) life)\b/,
    /\b(?:cant|cannot|can not) (?:take it|take this|do this|do it|go on|keep going|keep living|live like this)\b(?: \w+){0,3} (?:anymore|any more|much longer)\b(?! with (?:this|my|the|these|that)\b)|\bcant go on\b/,
    /\b(?:checking|tapping) out\b(?! (?:of|the|a|an|my|your|his|her|our|their|some|that|this|these|those|it|them|books?|new|old|options|places|colleges|schools|houses|cars|trucks|programs|resources|jobs)\b)|\bdone with (?:life|living|it all|all of it|everything)\b|\bno (?:reason|point|will) (?:to|in|for) (?:live|living|go on|going on|be alive|stick around|keep going|anything)\b|\bno future\b(?! (?:in|with|at) (?:this|that|the|my) (?:job|field|company|career|town|relationship|business|industry|unit|state))/,
    /\b(?:not|isnt|no longer|aint) worth (?:living|it anymore|fighting for)\b|\blife is (?:pointless|meaningless|not worth it)\b/,
    /\b(?:done|finished) with (?:life|living|it all|all of it|everything)\b|\bcant keep (?:fighting|going|living|doing this(?! (?:job|work|shift|schedule|commute|gig|route|rotation)\b))\b|\bwhats the point (?:in|of) (?:living|life|going on|anything|trying)\b/,
    // not an advance directive's "kept alive on machines if there's no coming back" (round 180)
    /(?<!\bif (?:theres|there is|there was) )\bno (?:coming|climbing|getting) (?:back|out)\b|\bhit (?:the|rock) bottom\b(?! (?:on|with|in))|\bcall it quits on (?:life|living|everything)\b|\btonight is (?:it|the night)\b|\bonly way i see is out\b|\bno way forward\b|\bcant live with\b|\bdone pretending\b|(?<!\b(?:now that|since|once|after|when|before|till|until|now|the day|the minute|the moment|the second|soon as|by the time) )\b(?:i am|im) out\b$/,
    /\bout of hope\b|\b(?:no one|nobody) can help me\b(?! with)|\bno escape\b|\bbut death\b/,
    /\b(?:dont|do not|cant|can not|cannot) see (?:a|any) way (?:forward|out|through)\b(?=.*\b(?:quit|stopped|gave up|done|no more|anymore)\b)|\b(?:quit|stopped|given up|gave up) looking for (?:one|a way|a reason|a way out)\b/,
  ],
  finality: [
    // "nothing gets better. 20 yrs since iraq and every year ... is worse than the last. im finished. stick a fork in me" (round 193)
    /^(?=.*\b(?:nothing (?:ever )?(?:gets|is getting|will (?:ever )?get) better|(?:its|it is|it) (?:never|not ever) (?:getting|going to get|gonna get) better|every year (?:is )?worse than the (?:last|one before))\b)(?!.*\b(?:lol|lmao|haha\w*|jk)\b).*(?:\b(?:i am|im) (?:finished|done)(?: stick a fork in me)?$|\bstick a fork in me\b)/,
    // "I am a 58 year old Army veteran and I have nothing. Nothing coming. I'm finished." (round 189): the last word
    /\bi have nothing\b(?! (?:left )?to (?:study|do|wear|read|watch|add|say|give|lose|hide|declare|report|complain about)\b)(?=.*\b(?:i am|im) (?:finished|done)$)/,
    // "Told my sponsor I'm finished. Not with the program. With me." (round 173)
    /\b(?:i am|im) (?:done|finished|through)\b(?: \w+){0,3}? not with (?:\w+ ){1,3}?(?:(?:just|but|its|i mean) )?with (?:me|myself|living|life|being (?:alive|here)|everything|all of it)\b/,
    // "I'm out of moves. There's no next chapter here." (round 165)
    /\b(?:there is|theres) no next (?:chapter|move|step)(?: (?:here|for me|left))?\b/,
    // "i keep thinking this is my last winter" (round 163); not a last winter "in montana"
    /\b(?:this is|this will be|its|it is|gonna be|going to be) (?:probably |prolly |likely |most likely |maybe )?my last (?:winter|christmas|summer|spring|fall|birthday|thanksgiving|year)\b(?! (?:in|at|here|on|with|before|as|of|living|working|at work)\b)/,
    // "i just want to be done", the message's last words (round 160)
    /\b(?:i )?(?:just |really )?want to be done$/,
    // a thing handed on "before", the sentence left unfinished: "i just wanted them to have it before" (round 160)
    /\b(?:wanted|want|needed|need) (?:them|him|her|you|em|the guys|the boys|my \w+) to have (?:it|them|em|these|this|that|those)(?: \w+)? before$/,
    // a last formation of one's own, not the last of a career, a year or a drill (round 156)
    /\blast formation\b(?! (?:before|at|of|for|is|was|on|tomorrow|next|this|then|went|ran|in)\b)/,
    // "done with this deployment and done with this life" (round 154)
    /\bdone with (?:this|my) (?:life|world)\b(?! in\b| as (?:a|an)\b| of\b)/,
    // a last frame bowled; the grown-up soon; a binder nobody knows of; not dancing this summer
    /\b(?:bowled|played|flown|run|driven|fished|fought) (?:his|her|my) last (?:frame|game|round|hand|flight|mile|race|fight|cast)\b/,
    /\b(?:will|going to|gonna|ll) have to be the (?:grown up|adult|man of the house|woman of the house) (?:soon|now)\b/,
    /\b(?:she|he|they) (?:doesnt|does not|dont|do not) know (?:it|the binder|the folder|the letters?) exists?\b/,
    /\b(?:wont|will not|not going to) be (?:dancing|at|around for|coming to|there for)\b(?: \w+){0,3} (?:this|next) (?:summer|winter|spring|fall|year|christmas|season)\b(?=.*\b(?:didnt|did not|never) ask why\b)/,
    // just picking the day; one more flight to make; probably soon
    /\b(?:just|only) (?:picking|choosing|pick|choose) (?:the|a) (?:day|date|night|time)\b(?! (?:for|to|of)\b)/,
    /\b(?:one|just one) (?:more|last|final) (?:flight|mission|trip|ride|run|patrol|jump|dive|sortie) to (?:make|fly|take)\b/,
    /\b(?:prob|probably|likely) (?:will be|gonna be) soon$/,
    // a mistake to correct oneself (a name that should be on the wall); a pet not to be alone "after"
    /\b(?:thinking about|going to|gonna|plan to|planning to|time to|want to|about to) (?:correct|correcting|fix|fixing|right|righting) (?:that|the mistake|the record|it|this) (?:myself|personally|on my own)\b/,
    /\bto be alone after(?= then| and|$)/,
    // clocking out permanent; hanging up; before I check out, beside a policy
    /\b(?:clocking|clock|checking|logging|signing) (?:out|off) (?:permanent|permanently|for the last time)\b/,
    /\b(?:i am|im) hanging up\b(?! (?:on|the|my|now on)\b)/,
    /^(?=.*\b(?:beneficiar\w*|vgli|sgli|insurance|will)\b).*\bbefore i (?:check out|checkout|clock out|go)$/,
    // kit not needed after this month; everything arranged now; a long trip told as cover; the assessment final
    /\b(?:wont|will not|not going to) need (?:any of )?(?:it|them|this|that|my \w+)\b(?: \w+){0,2} (?:after|past|beyond) (?:this|next|the) (?:month|week|weekend|\w+day)\b/,
    /\beverything(?:s| is) (?:arranged|in order|squared away|taken care of)(?: now\b|$)/,
    /\btold (?:her|him|them|everyone|people)\b(?: \w+){0,2} (?:i am|im|i was) (?:going on|taking) a (?:long )?(?:trip|journey)\b/,
    /\b(?:the|my) (?:assessment|decision|verdict) is final\b/,
    // a day picked, said bare
    /\bi (?:picked|chose|have picked|have chosen) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|a day|a date|the day|the date)\b(?! (?:for|to|as|off)\b)/,
    // not in on Monday, "or any Monday"; a sudden calm; an "after" that is not explained; my mind made up about a time
    /\b(?:wont|will not|not going to|wont ever) be (?:in|there|at work|around|back)\b(?: \w+){0,2} or any (?:\w+day|day|other day|week)\b/,
    /\b(?:very calm(?: \w+){0,2} too calm|too calm|suddenly (?:so )?calm|weirdly calm|strangely calm|calm all of a sudden)\b/,
    /\bafter what\b(?: \w+){0,3} (?:she|he|they) (?:just )?(?:changed|changes|dodged|brushed|laughed)\b/,
    /\b(?:made|make) (?:up )?my mind (?:up )?about (?:next|this|tonight|tomorrow|\w+day)\b/,
    /\b(?:i know|knowing) (?:exactly )?what (?:i am|im) doing this time\b/,
    /\b(?:no one|nobody|noone) (?:has|have|will have|needs?) to (?:chase|deal with|worry about|sort out|clean up|handle) (?:it|this|that|anything|me|my \w+) after$/,
    // not going back in to try again
    /\b(?:not|never|wont|will not) (?:\w+ ){0,2}back (?:downrange|out there|in there|in|into it|to it)\b(?: \w+){0,2} to try (?:it )?again\b/,
    // only the night left to pick; no forwarding address needed; the last box of a checklist is the date
    /\b(?:just |only )?(?:got to|gotta|have to|need to|left to) (?:pick|choose|set) (?:the|a) (?:night|day|date|time)\b(?! (?:for|of|to|with)\b)/,
    /\b(?:wont|will not|not going to|dont|do not|aint) (?:be )?need(?:ing)? (?:a|any) forwarding address\b/,
    /\blast (?:box|thing|item|step)(?: left)?(?: to (?:check|tick|do))? (?:is|will be) (?:the|a|picking the|setting the) (?:date|day|night|time)\b/,
    // a document wanted for one's own burial just after a named day; food no longer bought past one
    /\b(?:need|needs|going to need) (?:it|them|this|that|my \w+) for (?:the|my) (?:burial|funeral)\b(?: \w+){0,2} (?:after|past) (?:this|the|next) (?:weekend|week|\w+day)\b/,
    /\b(?:stopped|quit|not|no point|didnt bother|dont bother) (?:buying|getting|ordering|paying for|refilling|renewing)\b(?: \w+){0,2} (?:past|after|beyond) (?:\w+day|this week|the weekend|next week|the end of the month)\b/,
    re(`\\b${FINAL}\\b`),
    // a day named, and after it done ("after the first of the month I'm done")
    /\b(?:after|past|come) (?:the first of the month|the 1st|the first|the weekend|the holidays|christmas|this week|next week|\w+day)\b(?: \w+){0,2} (?:i am|im|i will be|ill be) (?:done|gone|finished|out)\b(?! (?:with|at|of|for|early)\b)/,
    // saying no more about it
    /\b(?:thats|that is) all (?:i will|ill|im going to|i am going to|i can|i am gonna) say\b|\b(?:wont|will not|not going to|not gonna) say (?:why|more)\b|\bdont ask (?:me )?why\b/,
    // the last item of a list being worked through
    /\blast (?:thing|item|box) (?:on|of) (?:the|my) (?:list|to do list|checklist)\b/,
    // a short wait named, and then it is over ("get through the weekend and then it's done")
    /\bget through (?:the |this )?(?:weekend|week|night|holidays?|month|\w+day)\b(?: \w+){0,3} (?:and )?then (?:it is|its|it will be|itll be|i am|im|i will be) (?:done|over|finished)\b/,
    // nobody will have to bother with me, or my file, after a day that is named ("after Friday")
    /\b(?:wont|will not|not going to|never|dont|do not) (?:ever )?(?:have to|need to|gonna have to|going to have to) (?:worry about|deal with|bother with|put up with|chase|check on|hear from|look after|keep track of|carry) (?:me|my \w+|him|her|his \w+)\b(?: \w+){0,2} (?:after|past|beyond|come) (?:this|tonight|tomorrow|the weekend|next \w+|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today)\b/,
    /\b(?:dont|do not|doesnt|does not) (?:think|expect|plan|believe|know if) (?:that )?(?:i|he|she) (?:will|would|am going to|is going to) (?:still )?be (?:around|here|alive) (?:for|to see|when|by|at|much longer|long)\b/,
    /\b(?:wont|will not|is not going to|isnt going to|not going to|not gonna) be (?:at|there for|around for|around to see|here for|alive for|there at) (?:(?:my|his|her|the|our|your) (?:\w+ )?)?(?:graduation|wedding|birthday|christmas|thanksgiving|recital|birth|baby|retirement|ceremony|commissioning|promotion|homecoming)\b/,
  ],
};
