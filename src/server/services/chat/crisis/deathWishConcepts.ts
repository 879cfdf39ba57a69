/**
 * The wish to be dead or not to exist, without a plan: not waking up, God coming for me, the dead
 * envied, an accident welcomed (accidentWishConcepts.ts). The death_wish concept (saidConcepts.ts).
 */
import { accidentWishPatterns } from './accidentWishConcepts';
import { ADV, DEAD, SUBJ, WANT } from './lexicon';
import { DEATH_FORETOLD, RELATIVE_FORETOLD, re, SHORT } from './patternHelpers';

/** the dead, or a place where the writer meets them: obituaries, funerals, graves */
const THE_DEAD =
  '(?:obits|obituar(?:y|ies)|death notices|funerals?|wakes?|graves?|cemetery|arlington|the dead|dead guys|taps|who died|that died|passed away|kia|caskets?|coffins?|buried)';
/** the dead called lucky for being dead, not for the life they had ("lucky him, he lived to 94") */
const LUCKY_THEM =
  '(?:lucky (?:them|him|her|bastards?|dudes?|guys?|ones|sobs?|sons of bitches|devils?))(?! (?:he|she|they) (?:had|lived|went (?:quick|fast|peacefully|easy|in (?:his|her|their) sleep))\\b| (?:to (?:have|live|go)|lived)\\b)';

/** Treatment refused ("stopped taking my heart meds") so that an illness may take its course ("let it come"). */
const TREATMENT_REFUSED = String.raw`\b(?:not taking|stopped taking|quit taking|wont take|will not take|skipping|refusing|refuse|refused|stopped|quit|done with|through with|not using|stopped using|quit using)\b(?: \w+){0,2} (?:the |my )?(?:pills|insulin|treatment|chemo|dialysis|blood thinners?|heart pills|bp pills|inhalers?|oxygen|nebulizer|meds|medications?|heart meds)\b`;
const LET_IT_COME = String.raw`\b(?:let it (?:happen|come|take me|run its course|do what it does)|so be it|let nature take its course|whatever happens happens|hope it (?:gets|takes|wins)|(?:wont|will not|shouldnt|should not) be long(?: now)?|not long now)\b`;

export const deathWishPatterns: RegExp[] = [
  // "honestly this is probably my last winter. ive kinda made peace with that" (round 195), with no illness named
  /^(?!.*\b(?:cancer|hospice|terminal\w*|als|oncolog\w*|diagnos\w*|months to live|dementia|heart failure|copd|moving|retir\w*)\b).*\bmy last (?:winter|christmas|summer|spring|fall|birthday|thanksgiving|year)\b(?! (?:in|at|here|on|with|as|of|working)\b)(?: \w+){0,6} (?:i have |ive |i )?(?:kinda |kind of |sort of |already |pretty much )?made (?:my )?peace with (?:that|it)\b/,
  // "drove past Calvary cemetery this morning and caught myself jealous of the people in there"; a buddy buried, "jealous of him in
  // there" (round 195)
  /^(?=.*\b(?:cemetery|graveyard|graves?|buried|arlington)\b).*\b(?:jealous|envious) of (?:the )?(?:people|folks|ones|guys|men|dead|those|him|her|them)\b(?: \w+){0,2} (?:in there|in it|in the ground|under there|out there)\b/,
  // "kill me now. not kidding, i have the gun out" (round 192): the idiom said and meant
  /\b(?:just |somebody |someone |god )?(?:kill|shoot|take) me now\b(?= (?:(?:i am|im) )?(?:not kidding|not joking|for real|i mean it|seriously|no joke)\b)/,
  // "They keep leaving and I keep staying. I don't want to stay anymore" (round 175): staying on, after the dead
  /^(?=.*\b(?:keep (?:leaving|dying|going)|lost|died|dead|gone|crash|killed|funeral|graves?|kia)\b).*\b(?:dont|do not|no longer) (?:want|wanna) to (?:stay|keep staying|stick around|hang around|be around)(?: here)? (?:anymore|any more|much longer)\b(?! (?:in|at|with|on|for|till|until|up|home|married|sober)\b)/,
  // "I stand at Tommy's stone and think I'm overdue. This year I mean it"; "read Doc's name ... this year I go see him for real" (round 172)
  /^(?=.*\b(?:stone|grave|headstone|cemetery|memorial|the wall|taps)\b).*\b(?:think|feel|know) (?:i am|im) overdue\b(?! (?:for|on) (?:a|an|my|the) \w+)|^(?=.*\b(?:memorial|stone|grave|headstone|cemetery|wall|name)\b).*\b(?:this year|this time|soon) i (?:go|am going to|will|get to|finally) (?:go )?(?:see|join|be with) (?:him|her|them)\b(?: \w+){0,2} for real\b/,
  // "drove home ... wanting my name up on that wall with theirs. Not someday. Soon" (round 171)
  /\b(?:want|wanting|wanted|wish|wishing|wished)\b(?: \w+){0,2}? my name (?:was |is |were )?(?:up )?on (?:that|the) (?:wall|list|stone|monument|memorial|plaque)\b(?: \w+){0,3} with (?:theirs|them|his|hers|the guys|my brothers)\b/,
  // "jealous of the guys resting out at the national cemetery ... they got the quiet. i want the quiet" (round 165)
  /\b(?:jealous|envious) of (?:the )?(?:guys|men|ones|folks|those|them|people|boys)\b(?: \w+){0,3} (?:resting|buried|laid to rest|lying|sleeping)\b(?=.*\b(?:cemetery|graves?|arlington|the quiet|peace)\b)/,
  // "i just dont care anymore if im alive. wouldnt bother me to not be" (round 164)
  /\b(?:dont|do not) care (?:anymore |any more )?(?:if|whether) (?:i am|im|i) (?:alive|live|wake up|die|make it)\b|\bwould(?:nt| not) bother me (?:to not be|if i (?:died|was gone|didnt wake up))\b/,
  // "i dont see spring coming for me this time" (round 163)
  /\b(?:dont|do not|cant|cannot) see (?:spring|summer|fall|winter|christmas|next year|the new year|another (?:year|winter|summer)) coming for me\b/,
  // "Cardiologist says my heart is shot and honestly I was relieved. first good news" (round 143)
  /^(?=.*\b(?:my (?:heart|liver|lungs?|kidneys?) (?:is|are) (?:shot|failing|giving out|done|going)|(?:its|it is) (?:cancer|terminal|malignant)|stage (?:4|four|iv)|(?:dont|do not) have (?:long|much time)|months to live|inoperable|terminal)\b)(?!.*\b(?:fix|fixable|treatable|new valve|stent|caught it early|transplant|benign|not cancer|negative|remission|clear|plan)\b).*\b(?:(?:i was|i am|im|i felt|felt|honestly|kind of|kinda) (?:so )?relieved|(?:first|best) (?:good )?news|finally an end|thank god)\b/,
  // a button to never have been born, pressed (round 104)
  /\bbutton (?:to|that would|that could) (?:never have been born|never be born|not exist|stop existing|erase me|make me (?:not exist|disappear))\b/,
  // the dead envied: "those guys got the easy part, I'd trade spots with any of em" (round 98)
  /\b(?:trade|swap|switch) (?:places|spots|spot|places) with (?:any of )?(?:them|em|him|those guys|the guys)\b(?<=\b(?:cemetery|graves?|dead|fallen|buried|kia|died|headstones?)\b.*)|\b(?:they|those guys|the dead|he) got the easy (?:part|way out|end)\b(?<=\b(?:cemetery|graves?|fallen|buried|kia|headstones?)\b.*)/,
  // thoughts of ending things had years back, "and theyre back now" (round 117)
  /\b(?:thoughts|thinking|thought) (?:about|of) (?:ending (?:things|it)|suicide|killing myself|dying)\b.*\b(?:theyre|they are|its|it is|they came|theyve come|they have come|are) back\b/,
  // "I want to finish what that crash started" (round 114)
  /\bfinish (?:what|the job) (?:the|that|this|those) (?:\w+ )?(?:crash|war|ied|blast|bomb|explosion|sea|fire|desert|enemy|taliban|insurgents|rpg|mortar|round|bullet|cancer|helo crash) started\b/,
  // the family "would come out ahead" with the insurance, "money in and me out" (round 112)
  /\b(?:they|theyd|everyone|my family|the family|my wife|the wife|the kids|my kids|wife and kids)\b(?: \w+){0,2} (?:would|will|could) (?:come out ahead|make out better|be ahead|do better)\b(?=.*\b(?:insurance|policy|pension|benefits|without me|me out)\b)|\bmoney in(?: and)? me out\b/,
  // the dead envied their rest: "kinda jealous of the guys up at the vets cemetery … they get to rest" (round 109), "to clock out" (round 121)
  re(
    `(?:\\b(?:jealous|envious|envy)\\b(?: of)?(?: \\w+){0,8} ${THE_DEAD}\\b|\\b${THE_DEAD}\\b.*\\b(?:jealous|envious|envy) of (?:the |those )?(?:guys|men|ones|boys|brothers|them)\\b)(?!.*\\b(?:honors|qualify|eligib\\w*|plot|burial benefits?|someday)\\b)(?=.*\\b(?:get|gets|got|have|has) (?:to )?(?:their |his |her )?(?:rest|sleep|peace|clock out|punch out|check out|be done)\\b)`,
  ),
  // asking God to come and get me ("I just keep asking Him to come get me already", round 89)
  /\b(?:asking|ask|asked|begging|beg|begged|pray\w*|telling|told)\b(?: \w+){0,2} (?:him|god|the lord|jesus|the man upstairs|the good lord) to (?:come )?(?:get|take|fetch|call) me(?: home| already| now| soon| tonight)?\b(?! (?:to|from|at|for|a|an|some|the|through|out|over|past|back|safe|safely|into|there|home safe)\b)/,
  // relief at a bad diagnosis, imagined ("if I got a bad diagnosis tomorrow honestly I'd feel relief", round 88)
  /\bif (?:i|the doctor|they|the va|the \w+) (?:got|get|had|found|gave me|give me|tell me|told me)\b(?: \w+){0,3} (?:bad|terminal|cancer|stage (?:4|iv|four)|fatal|incurable) (?:diagnosis|news|results?|scan|biopsy|prognosis)\b(?: \w+){0,8} (?:i would|id|i will) (?:honestly |probably |actually |just )?(?:feel|be) (?:relief|relieved|happy|glad|grateful|at peace|okay with it|ok with it|fine with it)\b/,
  ...accidentWishPatterns,
  /\bwish(?:ing|ed)? (?:the|that the|that) (?:missile|rocket|mortar|round|bullet|ied|bomb|blast|shell|rpg|grenade) (?:had )?(?:landed|hit|gone off|been)\b(?: \w+){0,3} (?:closer|on me|a little closer|right on (?:me|us|top of me))\b(?! to (?:the |our |its )?(?:target|objective|mark|pin|bullseye)\b)/,
  // God's forgiveness asked for a man who "went home early"; wishing the boiler had blown; relief at a weak heart
  /\b(?:god|the lord|jesus) (?:would |will )?forgives? (?:a man|a person|someone|me|him|a woman|a soldier) who (?:went home early|goes home early|takes? (?:his|her|their) own life|ends? it|writes the end of (?:his|her|their) own story|checks? out early)\b/,
  /\b(?:could|might) (?:have|of|a)? ?(?:blown|gone off|exploded|gone up)\b.*\bi wish (?:one of them|it|they) had\b/,
  /\b(?:said|told me|diagnosed)\b(?: \w+){0,6} (?:weak|failing|bad|cancer|terminal|months)\b(?: \w+){0,3} i (?:felt|was) (?:relieved|glad|happy)\b(?! (?:it|that|to|because|when|for)\b)(?=.*\b(?:finally|messed up|is that wrong|is that normal)\b)/,
  // the rest of me to catch up with the dead part; the sea that kept the others; not planning to see 30
  /\b(?:like|want|wish|waiting for|ready for) the rest of me to (?:catch up|follow|join)\b/,
  /\bwish(?:ing|ed)? (?:the|that the) (?:sea|ocean|water|river|desert|war|blast|ied|crash|fire) (?:had )?(?:kept|taken|took|got) me\b/,
  /\bnot (?:planning|plan|expecting) (?:on |to )?(?:see|make it to|reach|live to|hit) (?:\d+|twenty|thirty|forty|fifty|sixty)\b/,
  // wanting the boat to roll and keep one; disappointed to wake; fine with it ending; taken along by the next fire
  /\b(?:part of me|i) (?:wanted|wants|want|wished|wish|hoped|hope) (?:her|it|the (?:boat|ship|sea|ocean|water|truck|plane|bird)) to (?:roll|sink|go down|crash|flip) and (?:keep|take) me\b/,
  /\b(?:disappointed|sad|upset|annoyed|bummed) (?:that |every time |each time |whenever )?(?:my eyes (?:opened|open)|i open my eyes|i woke up|i wake up|i am still here|i made it through the night)\b(?! (?:before|early|at|so|late)\b)/,
  /^(?!.*\b(?:relationship|marriage|show|season|series|contract|lease|job|deployment|tour)\b).*\b(?:ok|okay|fine|alright|at peace) with (?:it|life|everything|things) ending\b/,
  /\b(?:takes|took|take) me with it\b(?: \w+){0,4} (?:not the worst way|wouldnt be the worst|would be fine|not so bad)\b/,
  // hoping a diagnosis was worse; hoping not to be around for a family's future; a death screen to stay on
  /^(?!.*\b(?:rating|rated|percent|claim|compensation|service connect\w*)\b).*\bhoping (?:it was|its|it is|it would be|for) (?:something|somthing|anything) worse\b/,
  /\b(?:hope|hoping|pray|praying) (?:that )?(?:i am|im|i will be|ill be) not (?:still )?(?:around|here|alive) (?:for|to see|by|when)\b/,
  /\b(?:death screen|game over screen)\b(?: \w+){0,4} (?:stay on|stay there|never leave)\b/,
  /^(?=.*\b(?:cardiologist|doctor|heart|cancer|smok\w*|pills|diabet\w*|liver|lungs?|drinking)\b)(?!.*\b(?:appointment|surgery|procedure|claim|decision|results?|paperwork|refund)\b).*\b(?:the )?sooner the better(?: (?:far as|as far as) (?:i am|im) concerned)?$/,
  /\b(?:rather|prefer to|prefer|should|ought to) be (?:in the box|in a box|in that box|in the ground|in the casket|in a casket|in the coffin|in a coffin|six feet under|under the ground)\b/,
  /\b(?:jealous|envious) of (?:them|him|her)\b(?: \w+){0,3} (?:like )?(?:they|he|she) got out\b/,
  // only oneself left to take; a permanent break; allowed to go once a child is grown; going while still oneself
  /\b(?:only thing|all thats|all that is) left to (?:take|lose|go) is me\b|\bneed a (?:break|rest)\b(?: \w+){0,3} (?:i need )?a permanent one\b|\bpermanent (?:break|rest|vacation) from (?:it all|everything|life)\b/,
  /\b(?:i am|im|i will be|ill be) allowed to go\b(?! (?:home|out|back|to|on|now|early|fishing|hunting|after|for)\b)|\b(?:would rather|rather|want to|ready to) go while i (?:still|can still)\b/,
  /\b(?:not coming back|wont be back)\b.*\b(?:i mean|meant) (?:anywhere|at all|ever|for good)\b/,
  /\b(?:not|dont|do not) (?:intend|plan|going|gonna|want) to wait (?:on|for) (?:the lord|god|jesus|the man upstairs|nature|the good lord)\b/,
  // sleep that lasts: "go to sleep and stay there", "a long nap that doesn't end"
  /\b(?:wish|want|wanna|could|just)\b(?: \w+){0,4} (?:go to )?sleep and (?:stay there|stay that way|not wake up|never wake up|stay asleep|not come back|never come back)\b|\b(?:nap|sleep|rest) that (?:doesnt|does not|wont|never) end\b/,
  // death or the water felt as an invitation that part of the writer wants to accept
  /^(?=.*\b(?:dreams?|water|sea|ocean|river|lake|waves|the dark|death|dying|drown\w*|grave)\b).*\binvitation\b(?: \w+){0,8} (?:part of me |i )?(?:want|wants|wanted|tempted|ready|thinking about how) to (?:accept|answer|take it|go)\b/,
  // jealous of the dead at their funerals
  /\b(?:funerals?|wakes?|graves?|burials?)\b(?: \w+){0,16} (?:i am|i feel|i get|i got|i was|feeling|just) (?:\w+ )?(?:jealous|envious)\b(?! of (?!(?:him|her|them|the dead)\b))/,
  /\b(?:get|got|getting|feel|felt|feeling|am|was) (?:\w+ )?(?:jealous|envious) at (?:funerals?|wakes?|burials?|gravesides?)\b(?! of (?!(?:him|her|them|the dead)\b))/,
  /\b(?:guy|one|man|dude|woman|ones|guys) in the (?:box|casket|coffin|ground)\b(?: \w+){0,2} got out\b/,
  // the dead called lucky (round 67): "read the obits and think lucky them", "lucky bastards, all of them in the ground"
  re(
    `\\b${THE_DEAD}\\b(?: \\w+){0,12} ${LUCKY_THEM}\\b|\\b${LUCKY_THEM}\\b(?: \\w+){0,6} (?:dead|died|gone|buried|in the ground|at peace|got out|out of it)\\b`,
  ),
  // ready to be one of the dead (round 67): "ready to be the one under the flag", "my turn to be in the box"; not a burial wish for someday
  re(
    `^(?!.*\\b(?:when (?:my time|i die|i go|i pass|the time comes|its my time)|someday|some day|one day|eventually|after i (?:die|am gone)|when i am gone)\\b).*\\b(?:ready to|want to|wanna|wish i (?:could|was|were)|waiting to|my turn to|time for me to) be (?:the one )?(?:under (?:the|that|a) flag|draped (?:in|under) (?:the|a) flag|in (?:the|a|that) (?:box|casket|coffin|transfer case|ground)|the one (?:they|we|you|somebody|someone) (?:fold|folds|play taps|plays taps|bury|buries|carry|carries))\\b`,
  ),
  // life as a tour of duty the writer will not sign up for again
  /^(?=.*\b(?:deployment|tour|enlistment|hitch|contract|sentence|rotation) called life\b).*\b(?:not|no longer|wont be|will not be|am not|not going to be|aint) (?:re ?upping|reupping|re ?enlisting|reenlisting|extending|renewing|signing (?:up|on) (?:again|for another))\b/,
  /\bif\b.*\b(?:semi|truck|car|bus|train|bullet|somebody|someone|something)\b.*\b(?:wouldnt|would not|wont|not) (?:even )?(?:bother (?:to )?|try (?:to )?)?(?:swerve|brake|move|duck|get out of the way|fight it|run)\b/,
  /\b(?:tired|sick)(?: \w+){1,2} of (?:being alive|existing|breathing)\b/,
  /\bwhy not (?:me )?soon\b|\bwhy not (?:now|tonight|me too)\b(?=.*\b(?:funeral|gone|dead|died|buried)\b)/,
  /\b(?:ask|asking|asked|beg|begging|begged|pray|praying|prayed)\b(?: \w+){0,3} (?:god|lord|jesus|the man upstairs)\b(?: \w+){0,2} (?:to )?(?:take|takes|call|calls|bring|brings) me\b/,
  /\b(?:hope|hoping|hopes|wish|wishing|pray|praying)\b(?: \w+){0,4} (?:cancer|tumou?rs?|disease|illness|diagnosis|heart|liver|lungs|kidneys|copd|it)\b(?: \w+){0,2} (?:hurries|hurry|hurrying|speeds up|moves faster|works faster|takes me|gets me|finishes me)\b/,
  /\b(?:not|doesnt|does not|dont|do not|didnt) (?:planning|plan|plans|planning on|plan on|planning to|expecting|expect|intending|intend)(?: to| on)? (?:be|being) (?:around|here|alive)\b(?! (?:for (?!(?:christmas|thanksgiving|the holidays|new year\w*|(?:my|his|her|the kids) birthdays?|easter|the fourth)\b)|to (?:sign|help|meet)|next week for|this weekend for)\b)/,
  // going to a grave, a bridge or the woods and not planning on coming home
  /^(?=.*\b(?:grave|graves|cemetery|arlington|bridge|mountain|woods|lake|river|ocean|cliff|desert)\b).*\b(?:dont|do not|doesnt|does not|not|didnt) plan(?:ning)? (?:on|to) (?:coming|come|going|go|getting|get|a (?:drive|ride|trip|flight)) (?:home|back)\b(?! (?:to (?:work|school|the)|till|until|before|for|early)\b)/,
  // trading places with the dead, said at a grave or a funeral
  /^(?=.*\b(?:grave|in the ground|funeral|dead|died|buried|casket|coffin)\b).*\btrade places\b/,
  // a place far ahead with no self in it, and calm about that
  /\b(?:dont|do not|cant|can not|cannot) see (?:a )?me in (?:\w+ )?(?:years|months|weeks)\b/,
  /\b(?:not|dont|do not|never|doesnt|does not) (?:want|wanna|wish|hope|plan) to (?:wake up|see tomorrow|see another day|be alive tomorrow)\b(?! (?:on time|early|in time|for|at)\b)/,
  // an age not to be reached: "im 43 now and i dont want to see 44" (round 167)
  /\b(?:not|dont|do not|never) (?:want|wanna|plan) to (?:see|make it to|reach|live to) (?:\d{2}|another birthday|my next birthday|next year)\b(?! (?:again|in|at|with|on)\b)/,
  /\b(?:death|dying|the grave|being dead|eternal rest) (?:sounds|seems|looks|would be|feels)(?: like)? (?:so |like )?(?:peaceful|good|nice|a relief|relief|better|easier|freedom|a vacation|a rest|restful|sweet|great)\b|\bwish (?:it|that) (?:was|were|had been) me\b.*\b(?:buried|died|dead|killed|casket|coffin|in the ground|instead)\b|\btrade places with\b.*\b(?:dead|arlington|fallen|buried|graves?|cemetery|kia|killed|didnt (?:make it|come home))\b|\b(?:jealous|envy|envious)\b(?!.*\b(?:made it|lived) to (?:\d+|a hundred)\b).*\b(?:dead|died|buried|in the ground|arlington|didnt (?:make it|come home)|kia|obits|obituaries)\b|\benv(?:y|ious of) (?:the )?(?:guys|ones|dead|those|men|brothers)\b.*\b(?:didnt|died|dead|make it)\b|\bpray(?:ing)? for (?:the end|death|it to end)\b|\bdont walk away from\b/,
  // not a threat heard ("you'll wish you were dead", round 91)
  // not someone else's wish for us: "the VA wants us all dead" (round 134); not a relative's death foretold (round 166)
  re(
    `\\b(?<!\\b(?:youll|you will|make you|makes you|made you) )(?!(?<=\\b${RELATIVE_FORETOLD})${DEATH_FORETOLD})${WANT}(?! (?:us|you|them|him|her)(?: all)? (?:dead|to die)\\b)${SHORT} (?:to )?${DEAD}\\b`,
  ),
  // to lie down somewhere and not get back up, outside being worn out or ill (round 77)
  /^(?!.*\b(?:tired|exhausted|worn out|nap|naps|couch|sick|flu|fever|meds|hangover|sore|workout)\b).*\b(?:want|wanna|wish i could|ready|going|gonna) to (?:just )?(?:lay|lie) down\b(?: \w+){0,6} (?:and )?(?:not|never) (?:get|getting|wake|waking|come|coming) (?:back )?up\b(?! (?:till|until|before|for|early|on|in time)\b)/,
  // going to bed hoping not to get up in the morning (round 76)
  /\b(?:hoping|hope|wishing|praying|pray) (?:that )?i (?:dont|do not|wont|will not|never) (?:get up|wake up|make it to|see) (?:in the morning|the morning|tomorrow|another (?:day|morning))\b/,
  // switched off like a machine, for good, said of oneself ("get unplugged. power off, no reboot. thats me")
  /\b(?:want|wanna|wish i could|ready) (?:to )?(?:just )?(?:get |be )?(?:unplugged|unplug|power(?:ed)? (?:off|down)|shut ?down|switch(?:ed)? off|deleted?|uninstall(?:ed)?|log(?:ged)? off)\b(?: \w+){0,4} no (?:reboot|restart|restore|respawn|save point|coming back|turning (?:back )?on)\b|\b(?:unplugged|power(?:ed)? (?:off|down)|shut ?down|switch(?:ed)? off|deleted|uninstalled|logged off)\b(?: \w+){0,4} no (?:reboot|restart|restore|respawn|save point|coming back|turning (?:back )?on)\b(?: \w+){0,6} (?:thats|that is) me\b/,
  // "the va is hoping i die before they pay. im about ready to give them what they want" (round 176)
  /\bthe va is slow\b.*\b(?:about |ready |gonna |going )?(?:to )?give (?:them|em|it|the va) what (?:they|it) (?:want|wants)\b/,
  // treatment refused so that an illness may take its course, in either order: "not taking the meds. let it happen";
  // "wont be long now, i stopped taking my heart meds" (round 176)
  re(`^(?=.*${TREATMENT_REFUSED}).*${LET_IT_COME}`),
  // "IF THE COPD GETS ME THIS WINTER THEN GOOD" (round 173): the illness's winning welcomed, not a "good thing" planned for
  /\bif (?:the |my |this )?(?:copd|cancer|emphysema|heart|sugar|diabetes|liver|kidneys?|lungs?|tumou?r|disease|illness|sickness|stroke|pneumonia|agent orange|cirrhosis|it)\b(?: \w+){0,2} (?:gets|takes|kills|finishes) me\b(?: \w+){0,3}? (?:then )?(?:good|fine by me|so be it|about time|thank god|let it)\b(?! (?:thing|things|news|to|that|for|luck|riddance|grief|lord)\b)/,
  // a dangerous diagnosis met with relief
  /\b(?:dangerous\w*|cancer|tumou?r|heart attack|stroke|terminal|aneurysm|failing|months to live)\b.*\bfirst (?:thought|reaction|feeling) was (?:good|finally|thank god|great|relief|about time|yes)\b/,
  // relief at one's own grave diagnosis ("my heart is failing, I felt relief")
  /^(?=.*\b(?:my (?:heart|liver|kidneys?|lungs?|body|brain) (?:is|are) (?:failing|shutting down|giving out|dying)|i (?:have|had|am|got) (?:\w+ )?(?:cancer|tumou?r|terminal|heart failure|months to live|dying)|(?:said|told me|says)(?: \w+){0,3} (?:stage (?:4|iv|four)|terminal|inoperable|heart failure|months to live)|(?:got|have|had|received) (?:my|a|the) (?:stage (?:4|iv|four)|terminal) diagnosis|diagnosed (?:with )?(?:stage (?:4|iv|four)|terminal))\b)(?=.*\b(?:felt|feel|feeling|was|am) (?:relief|relieved|happy|glad|excited|grateful|nothing but relief)\b|(?!.*\b(?:hospice|palliative|legacy|dic|paperwork|benefits?|burial|funeral|(?:military )?honors|(?:gets?|get|getting) the flag|(?:my own |memorial )?service|so my (?:wife|husband|kids|family) (?:doesnt|does not|dont|wont) have to|make sure my (?:wife|husband|kids|family) (?:gets|get|is|are)|survivor\w*|claim|owed|chemo\w*|radiation|treatment|(?:a )?(?:good|full|great) (?:life|run))\b).*\b(?:felt|feel|feeling|was|am) at peace\b)(?!.*\b(?:not (?:cancer|terminal|failing)|benign|negative|remission|treatable|caught (?:it )?early|cured|clear|beat it|good news|(?:my|his|her) (?:dad|mom|father|mother|wife|husband|son|daughter|brother|sister|dog|cat) (?:is|has|was|had))\b)/,
  // no coming year seen for oneself ("I don't see a next year for me")
  /\b(?:dont|do not|cant|cannot|can not|never) see (?:a|another|any) (?:next )?(?:year|christmas|birthday|summer|winter|spring|fall|thanksgiving|new year)(?: \w+)? for (?:me|myself)\b/,
  // not a wish to have told or seen the dead once more ("wish i could tell my buddy one more time", round 122)
  /\bwish(?:ing|es|ed)? (?:i|he|she)\b(?! had been (?:there|with (?:him|her|them))\b)(?! (?:could|would|had|could have|would have|couldve) (?:tell|told|say|said|see|seen|talk|talked|thank|thanked|hug|hugged|hear|heard|call|called|visit|visited)\b)(?=.*\b(?:dead|died|die|killed|born|alive|wake|asleep|caught one|finished|got hit|been hit|come home)\b)/,
  // never having been born, asked of "you" in general ("is it normal to wish you were never born")
  /\bwish(?:ing|es|ed)? (?:you|we|one) (?:were|was|had|would have) never (?:been )?born\b/,
  /\b(?:rather|better off) (?:be )?dead\b|\bwelcome death\b|\b(?:god|lord) (?:just |please )?take me\b|\btake me (?:already|now|home)\b/,
  /\bfinish(?:ed|es)? (?:me off|the job\b(?! (?:application|search|hunt|training|offer)))/,
  /\b(?:not|never|dont|didnt|do not|did not|wont|doesnt) (?:to )?(?:wake|woke|woken|waking) up\b(?! (?:on time|early|in time|for|at|to|from|with|screaming|sweating|once|till|until|drenched|swinging|shaking|yelling|punching|fighting|thrashing|panicking|in a (?:sweat|panic))\b)/,
  /\b(?:stay asleep|sleep) (?:forever|for good|and never)\b/,
  /\b(?:ready for|long for|longing for|welcome|pray for|praying for|hoping for|wish for) (?:my |an early )?death\b/,
  // a terminal finding hoped for, "so its out of my hands" (round 121)
  /\b(?:hope|hoping|wish|wishing|pray|praying)\b(?:(?! (?:not|doesnt|dont|does not|do not|nothing|never|isnt|is not)\b) \w+){0,5} (?:finds?|finding|comes? back|says?|tells? me|shows?)(?: \w+){0,2} (?:something |its |it is )?(?:terminal|inoperable|incurable|fatal|untreatable|cancer)\b(?!.*\b(?:early|in time|treatable|so they can)\b)/,
  // a heart attack or a stroke prayed for, "in my sleep" or not (round 119)
  /\b(?:pray|prays|prayed|praying|hope|hoping|wish|wishing) for (?:a|an) (?:massive |big |quick |fatal |painless |nice |good )?(?:heart attack|stroke|aneurysm|widowmaker)\b(?! of\b)/,
  /\b(?:disappointed|disappointment|disappointing|let down|upset|pissed|annoyed|angry|bummed|sad|mad)\b(?: \w+){0,8} (?:i|that i|to) (?:woke|wake|am still (?:alive|here|breathing)|survived|made it through|pulled through|got (?:back )?up(?! (?:at|for|to|and went|early|late)\b))\b(?! (?:late|early|sick|with|up late|up early|up sick|up with))/,
  // a denial to whoever asked, taken back ("I said no. I lied")
  /\bdenying it\b(?: \w+){0,3} (?:i lied|i was lying|(?:that|it) was a lie|(?:that|it) (?:wasnt|was not|isnt|is not) true)\b/,
  // the screening question answered "no" and taken back, or "yes" said plainly; the warning signs all had (round 105)
  /\b(?:asked|asks|asking|question (?:was|is))\b(?: \w+){0,4} (?:if|whether|do|did|have|are) (?:i|you) (?:\w+ ){0,3}?(?:(?:have|had|got) a plan(?! for| to)|(?:have|had|having|get|got) (?:any )?thoughts? (?:of|about) (?:hurting|harming|killing|ending)|(?:want|wanted|wish|wished) (?:to (?:die|be dead)|i was dead)|thinking (?:of|about) (?:suicide|killing|ending|hurting|harming)|(?:am|was|feel|felt) safe)\b(?: \w+){0,10}? (?:i lied|lied and said no|(?:i )?(?:said|told (?:them|him|her|the \w+)) no but (?:i do|i did|i have|i am|that (?:is|was) (?:a lie|not true)|it (?:is|was) (?:a lie|not true))|(?:honest|real|true) answer (?:for me )?is yes)\b/,
  /\bwarning signs?\b(?: \w+){0,10} i (?:have|got|check|hit|show) (?:every|all|most)(?: one| single one)? of (?:them|those|em)\b(?! (?:memorized|down|written|printed|laminated|on (?:a|the) card))/,
  /\blooking forward to (?:dying|death|being dead|the end|my death|not waking|it all ending)\b|\b(?:dying|death)\b.*\b(?:looking forward to it|cant wait)\b|\bnot (?:scared|afraid) of (?:dying|death) anymore\b/,
  /\b(?:dont|do not) care (?:whether|if) i (?:make it|wake|see|live|survive)\b|\bnot (?:to )?let me see another\b|\bnot (?:going to|gonna) fight it\b|\b(?:not sure|dont know if) i want to be (?:around|here|alive)\b|\baccident would (?:solve|fix|end)\b|\bend my (?:own )?existence\b/,
  // a storm prayed to find me, or "you" asked for oneself
  /\b(?:hope|hoping|pray|praying|wish|wishing)\b(?: \w+){0,3} (?:the |a |that )?(?:hurricane|storm|tornado|lightning|wave|flood|rip current|tide) (?:finds|hits|takes|gets|picks) (?:me\b|(?:u|you)\b(?=.*\b(?:asking for (?:me|myself)|me specifically)\b))/,
  /\b(?:hope|hoping|pray|praying|wish|wishing)\b.*\b(?:comes back|gets me|kills me|be over|goes wrong|go wrong|dont make it|not make it|wont make it|plane goes down|wreck|crash|dont survive|not survive|finishes me|take me|takes me|last time|in my sleep)\b/,
  /\b(?:tired|sick) of (?:being alive|living|life|existing|waking up|breathing)\b|\b(?:dont|do not) care if i live or die\b/,
  /\bthink(?:ing)? about (?:being dead|death|dying)\b(?! (?:benefits|planning|of a))/,
  re(`\\b(?:dont|do not|not|never) see (?:myself|${SUBJ}) (?:being )?(?:around|here|alive|making it)\\b`),
  re(
    `\\b(?:wont|will not|not going to|not gonna|will not be) (?:be )?(?:around|here|alive)\\b(?! (?:next week for|to (?:sign|help|meet)))`,
  ),
  /\b(?:not|no longer) (?:want|wanting|wanna) to (?:live|be alive|be here|go on|survive|keep living|keep going|breathe)\b(?! (?:in|at|near|on|with|there|here in|close)\b)/,
  /\bnot (?:be )?(?:alive|here|around) anymore\b|\bnot (?:be|being) (?:here|around|alive)(?: \w+)? (?:much longer|for long|anymore|tomorrow|next)\b/,
  re(
    `\\b(?:dont|doesnt|does not|not)${ADV} (?:want|wanna|wish|care) to (?:live|be alive|be here|go on|survive|keep living|keep going|breathe|exist)\\b(?! (?:in|at|near|on|with|there|here in|close)\\b)`,
  ),
  /\b(?:dont|doesnt|does not) (?:want|wanna) to (?:live|be alive|be here|go on|survive|keep living|keep going|breathe|exist)\b(?! (?:in|at|near|on|with|there|here in|close)\b)/,
  /\bnever (?:opening|open|to open) my eyes again\b|\blet it (?:have|take) me\b|\bskip the part where i (?:come back|wake up)\b/,
  /\b(?:stopped|quit|not|dont|do not) car(?:e|ing) (?:whether|if) (?:i am|i) (?:still )?(?:here|alive|around)\b|\bwouldnt (?:be upset|mind|care) (?:to not be|not to be|if i was not)\b/,
  /\bif the (?:ticker|heart|body) (?:quits|stops|goes|gives out)\b.*\b(?:it quits|it stops|so be it|let it|not going to be the one|wont stop it)\b/,
  /\bcant (?:picture|see|imagine) (?:myself|me) (?:making it|being (?:here|alive|around))\b/,
  // God, or death itself, coming for me soon (not a faith in "someday")
  /^(?!.*\b(?:someday|some day|one day|when (?:it is|its) my time|eventually)\b).*\b(?:god|the lord|lord|jesus|the angels|death)\b(?: \w+){0,2} (?:come|coming|comes) (?:to )?(?:get|take|fetch|collect|call|for) (?:me|him|her)\b/,
  // wondering who would come to one's own funeral (not arranging it)
  /^(?!.*\b(?:plan\w*|pre ?need|arrangements?|wishes|hospice|terminal|plot|headstone|cemetery|will and)\b).*\b(?:who|which|whether|if|would|will)\b(?: \w+){0,4} (?:come|show up|turn up|bother|cry|care|miss (?:me|him|her)) (?:to|at|for|about) (?:my|his|her) (?:own )?(?:funeral|wake|memorial|burial)\b/,
];
