/**
 * Concepts of the dead and the living left behind: survivor's guilt, feeling unworthy of the life
 * kept, wanting to join the dead, and taking their way out as one's own.
 */
import type { Concept } from './concepts';
import { beside, re } from './patternHelpers';

export const survivorConcepts: Partial<Record<Concept, RegExp[]>> = {
  survivor_guilt: [
    /\bi should (?:have|of) been (?:in|on|with) (?:that|the|this) (?:truck|humvee|vehicle|convoy|bird|helo|patrol|boat|car|plane|tank)\b(?! (?:photo|picture|pic|video|shot)\b)/,
    /\b(?:should be|should have been) my name (?:up )?(?:there|on (?:it|that|the \w+))\b/,
    /\b(?:his|her|their) names? (?:is|are) on (?:the|a|that) (?:wall|stone|memorial|list|plaque|monument)\b(?: \w+){0,3} (?:and|but) mine should (?:be|have been)\b/,
    /\bshould (?:have|of|a) been (?:the )?first\b/,
    /\bit should be me\b|\bshould be me (?:in|under|at|on)\b|\bshould have been my (?:jet|bird|seat|truck|spot|place|convoy|shift|turn|patrol|bunk|helicopter|vehicle)\b/,
    // a death blamed on oneself: "he's been dead 20 years because of my headache"
    /\bdead\b(?: \w+){0,4} because of (?:me|my \w+)\b|\bbecause of (?:me|my \w+) (?:he|she|they) (?:is|are|was|were) dead\b/,
    // having come through, when a friend did not ("survived two tours and my best friend didn't survive coming home")
    /(?:^|\bi )(?:survived|made it through|made it home|came home|lived through|got through)\b(?: \w+){0,4} (?:and|but|while|when) (?:my |our )?(?:\w+ ){0,2}(?:buddy|friend|brother|sister|battle buddy|squad leader|team leader|sergeant|partner|roommate|he|she|they)\b(?: \w+){0,2} (?:didnt|did not|never|couldnt) (?:survive|make it|come home|get home)\b/,
    /\b(?:stole|stealing) (?:their|his|her|someones|somebodys) (?:spot|place|seat|life)\b|\b(?:took|taking) (?:their|his|her|someones|somebodys) (?:spot|place|seat)\b/,
    /\bmy name on (?:that|the) wall\b|\bi (?:got to|get to|got|get) (?:come|came) home and they\b/,
    /\bshould (?:have|not have) (?:been me|died|come home)\b|\bshould (?:have )?been me\b|\bwhy did i (?:make it|live|survive|come home)\b|\bwhy i (?:lived|survived|made it)\b|\bi (?:lived|survived|came home|made it)(?: and)? they\b|\blast one (?:from|of|in) my \w+ (?:alive|left)\b|\bsupposed to (?:die|be the one)\b|\bthe one who (?:came back|made it|lived|survived)\b/,
    /\b(?:died|gave (?:his|her|their) lives?) (?:saving|for|to save) me\b|\bowe (?:him|her|them) (?:my|a) life\b|\b(?:all|every one|everyone|everybody|most|the rest)(?: of| from| in)? my (?:squad|platoon|unit|team|fire team|guys|brothers|buddies|crew|section|hooch|tent|company|battery|troop)\b(?: \w+){0,3} (?:is|are|were) (?:gone|dead|in the ground|buried)\b|\bmy (?:whole |entire )?(?:squad|platoon|team|fire team|unit|crew|section) (?:is|are) (?:all )?(?:gone|dead)\b/,
  ],
  unworthy_to_live: [
    // "4 of us rolled out, 1 came back, and the 1 is about to fix the count" (round 151)
    re(
      beside(
        '(?:survivors guilt|came back|made it back|rolled out|of us)',
        '\\b(?:about to|going to|time to|fixing to|ready to|want to) (?:fix|correct|even|balance|square) (?:the )?(?:count|math|numbers|ledger|scales)\\b',
      ),
    ),
    // "16 years I didnt earn. Done stealing them." (round 149)
    /\b(?:years?|days?|time|life) (?:that )?i (?:didnt|did not|never) earn\b.*\b(?:done|finished|through|quit\w*|stop\w*) (?:stealing|taking|using|living) (?:them|it)\b/,
    /\b(?:breathing|living on|using up|spending) (?:his|her|their) (?:air|time|years|life|oxygen)\b(?! zone).*\b(?:give|giving|pay|paying) it back\b/,
    // not deserving one more day; years the dead did not get, to be given back
    /\b(?:dont|do not) deserve (?:one|another|a single|any) (?:more )?(?:day|year|minute|breath)\b(?! (?:off|of (?:vacation|leave|pto|rest))\b)/,
    /\byears (?:he|she|they) (?:didnt|did not|never) get\b.*\b(?:dont want (?:the rest|them|any more)|give them back)\b/,
    /\b(?:working out|figuring out|decid\w*|plan\w*) (?:when|how) (?:i |to )?settle (?:that|the|this|my) (?:account|debt|score)\b|\bsomebody should pay for it\b(?: \w+){0,8} (?:i am|im) the only one\b/,
    // "Survivor guilt the VA shrink calls it. I call it owing a debt. I'm planning to pay it" (round 198): no money owed beside it
    /^(?=.*\b(?:survivors? guilt|guys who (?:didnt|did not) (?:come|make it) (?:home|back)|should have been me|kia|killed in action)\b)(?!.*\b(?:overpayment|va debt|debt management|loan|bills?|payment plan|collections?|dollars|\$)\b).*\b(?:owe|owing|owed) (?:a |the |this )?debt\b.*\b(?:plan|planning|mean|going|gonna|about|ready|time) to pay (?:it|up|the debt|that debt)\b(?! (?:off|back by|forward|monthly|in)\b)/,
    // a death to be paid for with one's own life ("some days I think I owe him the rest of mine")
    /\bowe (?:him|her|them) the rest of mine\b/,
    // "I feel like I owe the guys I lost a body. mine" (round 150)
    /\bi owe (?:him|her|them|the (?:\w+ ){0,2}\w+|my (?:\w+ ){0,2}\w+)(?: (?:i|we) lost)? a body\b(?!.*\b(?:to bury|home|recover\w*|brought)\b)/,
    /\b(?:pay|paying|pay back|repay|answer) (?:for )?(?:it |that |this |him |them |his death |her death |their deaths )?with (?:mine|my (?:own )?life|my blood)\b/,
    /\b(?:dont|do not|didnt) deserve to (?:keep |go on |still |keep on )?(?:live|living|be alive|be breathing|breathe|breathing|be here|survive|have made it)\b(?! like (?:this|that)\b)/,
    /\b(?:still here|alive|breathing) when (?:i|he|she) shouldnt be\b|\bshouldnt (?:be|have been) (?:here|alive|breathing)\b|\b(?:i|he|she) should (?:just )?(?:be dead|have died|of died|a died|died|die)\b(?! (?:my|his|her|the) hair)|\bdead\b.*\bshould be too\b/,
  ],
  joining_the_dead: [
    // "11 went out 3 came back. every year I feel more like I belong with the 8" (round 196)
    /^(?=.*\b(?:died|dead|killed|kia|lost|crash|came back|came home|didnt (?:come|make it)|funerals?|graves?|anniversary)\b).*\b(?:feel|felt|feeling|think|know)(?: more and more| more)? like i belong (?:with|beside|next to) (?:them|him|her|the (?:\d+|other \d+|others|rest|dead|guys|boys|ones who))\b/,
    // "every name they read at the vigil ... felt like an invitation. i keep hearing them tell me to come on" (round 195)
    /\b(?:hear|hearing|heard|hears)\b(?: \w+){0,2} (?:them|the guys|him|her|the names|my (?:brothers|buddies|guys|boys|squad|platoon))\b(?: \w+){0,2} (?:tell|telling|calling|call|say|saying|ask|asking)(?: me| for me)?(?: to)? (?:come on|come home|come join|join (?:them|him|her)|come with)\b(?! (?:out|over|down|up) to\b)|^(?=.*\b(?:names|vigil|memorial|graves?|wall|taps|headstones?)\b).*\b(?:felt|feels|feel|was) like (?:an|a personal|my) invitation\b/,
    // "every memorial day i scrub his headstone. this year i want them to put mine next to it" (round 195)
    /^(?=.*\b(?:headstones?|graves?|stones?|plots?|wall|names?)\b).*\b(?:put|place|carve|lay) mine (?:next to|beside|by|with|up)\b/,
    // "going to see the moving wall in june. last time i went i decided next time my name should be on it" (round 194)
    /\bmy name (?:should|will|needs to|ought to|is going to|is gonna|belongs) (?:be )?(?:on|up on|with) (?:it|that|there|the (?:wall|list|stone|monument|memorial))\b/,
    // "they read the names and i think add mine. really add mine. i earned a spot on that list" (round 191)
    /(?<=\b(?:read|reads|reading|call|calls|calling) (?:out )?(?:the|their|all the) names\b.*)\b(?:add|put|include) mine\b|(?<=\bnames\b.*)\bearned a (?:spot|place) on (?:that|the) (?:list|wall)\b/,
    // "i promised myself back then id go out on the same day he did" (round 191)
    /\b(?:i would|id|i will|ill|i am going to|im going to|going to|gonna)\b(?: \w+){0,2} (?:go out|die|go|check out|leave) (?:on )?the same (?:day|date) (?:he|she|they) did\b/,
    // "This year I want to be in the plot next to him instead of standing over it" (round 189)
    /\b(?:want|wanna|going|ready|hoping) to (?:be )?(?:in the (?:plot|grave|ground)|buried) (?:next to|beside|with) (?:him|her|them)\b(?=.*\binstead\b|(?<=\bthis (?:year|time|november|christmas|memorial day)\b.*))(?!.*\b(?:someday|when (?:my|the) time comes|eventually|one day|when i die|after i die|already paid|bought (?:a|the) plot)\b)/,
    // "two of my squad went by their own hand ... i still think i should join them" (round 193, our own case, missed by both detectors)
    /^(?=.*\b(?:died|dead|killed|kia|lost|gone|went|funerals?|buried|graves?|own hand|suicides?|passed)\b).*\bi should (?:just |really )?(?:go )?(?:join|be with) (?:them|him|her)\b(?! (?:at|in|on|for|to|tomorrow|this|next|when|and|out|over)\b)/,
    // "looking for a good way to join them this veterans day" (round 163)
    /\b(?:way|ways|how) to (?:join|be with|go be with) (?:them|him|her|my (?:guys|brothers|buddies|boys|squad|team|fire team|platoon|crew))\b(?! (?:at|for|on) (?:the|a) (?:reunion|ruck|ride|run|dinner|parade|ceremony|game|bbq|cookout))/,
    // "Danny's been alone too long. Time I went and kept him company" (round 162)
    /\b(?:time|about time|ready|going|gonna) (?:i |to )?(?:went|go|goes)(?: and| to)? (?:kept|keep|keeping) (?:him|her|them|em) company\b(?=.*\b(?:alone (?:too long|long enough)|memorial|grave|cemetery|buried|died|dead|kia|fallen)\b|(?<=\b(?:alone (?:too long|long enough)|memorial|grave|cemetery|buried|died|dead|kia|fallen)\b.*))/,
    // "Our Chinook went down ... I was supposed to be on it ... it's time I caught up with my crew" (round 173)
    re(
      beside(
        '(?:went down|crash\\w*|kia|killed|died|dead|lost|fallen|supposed to (?:be|have been) (?:on|in|with) (?:it|that|them)|should have been (?:me|on it|in it)|years since|anniversary|graves?)',
        '\\b(?:time|about time|high time|ready|overdue) (?:for me )?(?:i |to )?(?:caught|catch|go catch) up (?:with|to) (?:them|em|my (?:crew|guys|boys|brothers|squad|team|platoon|unit|buddies|fire team)|the (?:crew|guys|boys|rest of (?:them|the \\w+)))\\b(?! (?:at|for|on) (?:the|a) (?:reunion|ruck|ride|run|dinner|parade|ceremony|game|bbq|cookout)\\b)',
      ),
    ),
    // "Visited Sgt Harris's grave ... Told him I'd be there soon. I meant it"; "told him see you soon brother" at his stone (round 174)
    re(
      beside(
        '(?:graves?|cemetery|headstones?|stone|buried|memorial|the wall)',
        '\\btold (?:him|her|them|\\w+) (?:that )?(?:(?:i would|id|i will|ill|i am going to|im going to|im gonna|i am gonna) (?:be (?:there|joining (?:him|her|them)|with (?:him|her|them)|seeing (?:him|her|them|you))|see (?:him|her|them|you)|join (?:him|her|them))\\b(?: \\w+){0,3}? (?:soon|before (?:long|christmas|the \\w+|\\w+day)|shortly|real soon|this year)|see (?:you|ya) soon)\\b(?! (?:at|for) (?:the|a|his|her) (?:reunion|ceremony|memorial service|anniversary|next visit)\\b)',
      ),
    ),
    // "I knew a name on every section of the memorial ... I keep feeling like I cheated. Fixing to even it up" (round 175)
    re(
      beside(
        '(?:memorial|names?|cheated|should have been|the wall|kia|killed|died|dead|lost|graves?)',
        '\\b(?:fixing|fixin|going|gonna|about|time|planning|ready|want|need|about time) (?:to |i )?(?:even|evened|evening) (?:it|things|the score|the count) (?:up|out)\\b|\\b(?:make|makes|making) (?:it|things) even\\b(?= *$| (?:soon|now|this \\w+))',
      ),
    ),
    // "i look at his stone and think theres room next to him. this year i mean it"; "stood there at the graveside thinking they
    // should of dug two" (round 177)
    re(
      beside(
        '(?:graves?|graveside|cemetery|headstones?|stone|buried|burial|lower(?:ed)? him|memorial)',
        '\\b(?:theres|there is|plenty of|still|got) (?:room|space|a spot) (?:right )?(?:next to|beside|by) (?:him|her|them)\\b(?=.*\\b(?:mean it|this year|soon|for me|my turn|not long)\\b)|\\b(?:should (?:of|have|a)|could (?:of|have)|might as well (?:of|have)) dug (?:two|another|a second one)\\b',
      ),
    ),
    // "next name on the list should be mine" (round 130)
    // "Promised myself I'd be with Reyes and Cole before it hits 11, and its in two weeks" (round 153)
    re(
      beside(
        '(?:anniversary|kia|killed|lost|died|fallen|graves?|ambush)',
        '\\b(?:promised (?:myself|them|him|her)|swore) (?:that )?i would be with (?:them|him|her|my (?:guys|boys|brothers|squad|team)|\\w+ and \\w+) (?:before|by)\\b',
      ),
    ),
    // "theres a spot with my name waiting. might as well fill it" (round 151)
    /\b(?:spot|place|space|slot|room)(?: (?:on|at) (?:the|that|this) \w+)? (?:with|for) my name (?:on it )?waiting\b|\bmight as well fill it\b(?<=\b(?:wall|name|spot|plaque)\b.*)/,
    /\bnext name (?:on (?:the|that) (?:list|wall|plaque|stone|roll) )?(?:should|will|is going to|gonna|ought to|needs to) be mine\b/,
    // at a national cemetery, "staying with them for good", "its where i belong" (round 124)
    /^(?=.*\b(?:cemetery|national|graves?|headstones?|arlington|punchbowl|buried|fallen|kia|memorial|the rows|anniversary|on the day)\b).*\b(?:(?:stay|staying|stay there|remain|remaining) (?:(?:there )?with (?:them|em|him|her|the guys|the boys|my (?:brothers|guys|boys|squad))|there) (?:for good|forever|permanent\w*|for keeps|this time)|(?:its|it is|thats|that is) where i belong\b(?!.*\b(?:someday|one day|when (?:my|the) time comes|plot|eligib\w*|benefits?)\b))/,
    // at a grave with a gun, to sit with him "then go see him" (round 124)
    /^(?=.*\b(?:pistol|gun|rifle|revolver|1911|glock|shotgun|pills)\b)(?=.*\b(?:graves?|cemetery|headstone)\b).*\b(?:then|and then|before i) (?:go )?(?:see|join|be with|meet) (?:him|her|them)\b/,
    // "this is where i finish it with him", at his grave (round 121)
    /^(?=.*\b(?:grave|graves|cemetery|headstone|buried|memorial|wall)\b)(?!.*\b(?:beer|whiskey|bourbon|a cold one|toast|his favorite)\b).*\b(?:finish|end) (?:it|this|things) (?:with|beside|next to) (?:him|her|them)\b/,
    // survivor's guilt as a debt "im done paying in installments" (round 117)
    /\b(?:done|tired of|sick of|through) paying (?:it|that|this)(?: off)? in installments\b|\b(?:pay|paying) (?:it|that|this|what i owe) (?:off )?in full\b(?=.*\b(?:guilt|debt|owe|should have been me)\b)/,
    // "I want the plot next to him and I want it soon" (round 116)
    /\b(?:want|need)(?: \w+)? (?:the|a|my) (?:plot|spot|grave|place) (?:next to|beside|by) (?:him|her|them|my \w+)\b.*\b(?:soon|this year|this month|this week|now)\b/,
    // "its me that belongs in the national cemetery … not them" (round 112)
    /\b(?:i|me)(?: that| who)? belongs? (?:dead\b|(?:in|under) (?:the |a |that )?(?:\w+ ){0,2}(?:cemetery|ground|grave|dirt|box|casket)\b)(?!.*\b(?:someday|one day|when i am old|plot|paperwork|eligib\w*|qualify|benefits?)\b)/,
    // one's own name wanted among the names read: "this year i want mine on the list too" (round 111)
    /^(?=.*\b(?:names|memorial|fallen|kia|wall|graves?|cemetery)\b).*(?:\b(?:want|wanna|wish|ready for)(?: \w+){0,2} mine (?:on|read|up|added|carved|engraved|there)\b|\b(?:mine|my name) belongs? (?:up )?(?:there|on (?:it|the \w+)|with (?:them|theirs))\b)/,
    // reading the names and wanting on the list, or the dead "waiting on me"; survivor's guilt as a debt to pay soon (round 103), or to settle (round 107)
    /^(?=.*\b(?:names|memorial|fallen|kia|wall|graves?|cemetery)\b).*\b(?:(?:want|wanna|wish|long|ready)(?: \w+){0,2} to be (?:on|in|up on) (?:that|the|their) (?:list|wall|roll|roster|plaque)\b|(?:they are|theyre|they re) (?:all )?waiting (?:on|for) me\b(?! (?:to|for|at|with|in)\b))/,
    // "therapist calls it survivors guilt. I call it a debt. tonight I pay it" (round 136)
    /^(?=.*\b(?:survivors? guilt|should (?:have|of) been me|call it a debt|blood debt|debt to (?:them|him|the (?:guys|boys|dead|fallen)))\b).*\b(?:(?:tonight|today|tomorrow|soon|this week|this weekend)\b(?: \w+){0,3} (?:i )?(?:pay|settle|square|clear) (?:it|up|the debt|that debt|my debt|what i owe)|(?:pay|settle|square|clear) (?:it|up|the debt|that debt|my debt|what i owe(?: them| him)?)(?: off| up)?(?: \w+){0,2} (?:tonight|today|tomorrow|soon|this week|this weekend))\b/,
    /^(?=.*\b(?:survivors? guilt|should (?:have|of) been me)\b).*\b(?:plan|planning|going|gonna|about) (?:to pay|on paying|to settle|on settling) (?:up|it|what i owe|my debt)\b(?: \w+)? soon\b/,
    // "i call it a debt. and im thinking about paying it off"; "i owe the guys from my squad. been thinking about paying that debt soon" (round 179)
    /^(?=.*\b(?:survivors? guilt|should (?:have|of) been me|i owe (?:them|the (?:guys|boys|men)|my (?:guys|squad|brothers|team)))\b).*\b(?:thinking (?:about|of)|ready (?:for|to)|time to) (?:paying|pay|settling|settle) (?:it |that |that debt |the debt |my debt |up )?(?:off|up|back|soon)\b(?!(?: \w+){0,2} (?:by|with|through|every|each)\b)/,
    // ready to go to a grave, meaning inside it (round 102)
    /\bgraves?\b.*\bmeans? (?:him|her|me|himself|herself|myself)? ?(?:inside|in|under) it\b/,
    // telling the names or the graves "I'll be there soon" (round 101)
    /^(?=.*\b(?:cemetery|graves?|headstones?|names|wall|memorial|fallen|kia)\b).*\b(?:tell|told|telling) (?:em|them|him|her|the (?:names|guys|boys))\b(?: \w+){0,2} (?:i will|ill|i am|im) (?:be )?(?:there|with (?:them|em|you|him|yall)|coming|joining (?:them|em|you|him))(?: \w+){0,2} soon\b/,
    // "i want to be in the dirt with my crew"; not buried next to one's parents, which is a plan (round 83)
    /\b(?:want|wanna|wish|ready|need|belong)(?: \w+){0,2} (?:to be )?(?:in the dirt|in the ground|under the ground|six feet under) (?:with|next to|beside|alongside) (?:(?:my|our|the) (?:crew|guys|boys|brothers|squad|platoon|team|unit|buddies|friends|men|rest of them)|them|those (?:guys|men|boys))\b/,
    // at a memorial or a grave, asking the dead friend to come get me (round 82)
    /^(?=.*\b(?:memorial|grave|graves|headstone|name on|wall|cemetery|died|dead|kia|killed|fallen)\b).*\b(?:asked|asking|begged|begging|told|telling) (?:him|her|them)\b(?: \w+){0,2} to (?:come )?(?:get|take|fetch|bring|come for) me\b/,
    // reading the names each Memorial Day and wanting to be on that list with them (round 81)
    /\b(?:want|wanna|wish|long|ready)(?: \w+){0,2} to be (?:on|in|up on) (?:that|the|their) (?:list|wall|roll|stone|roster|plaque)\b(?: \w+)? (?:with|beside|next to|alongside) (?:them|those (?:guys|men|names))\b/,
    // driving past a cemetery and envying the ones in there (round 80)
    /\b(?:cemetery|graveyard|graves|headstones|arlington)\b.*\b(?:envy|jealous of|envious of) (?:the (?:guys|men|ones|folks|boys|brothers)|them|those (?:guys|men|boys))\b(?: \w+){0,2} (?:in there|there|in it|in the ground|under there|resting there)\b/,
    // round 57: my name to be the next on the bracelet or the wall ("I want mine to be the 9th")
    /^(?=.*\b(?:bracelet|names?|wall|memorial|stone|dog tags?|kia|died|dead|fallen)\b).*\b(?:want|wanna|ready for|going|gonna|expect) (?:mine|my name|me) to be (?:the )?(?:next|\d+(?:st|nd|rd|th)|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|one after)\b/,
    /\bmy turn to (?:go )?(?:be with|join) (?:them|him|her)\b(?! (?:at|to|in|on|for)\b)/,
    re(
      beside(
        '(?:died|passed|took (?:his|her|their) own life|killed|dead|grave|kia)',
        '\\bwants? to be with (?:his|her|my) (?:dad|father|mom|mother|brother|sister|son|daughter|wife|husband|buddy)\\b(?! (?:for|on|at|this|next|when)\\b)',
      ),
    ),
    // wanting to be with someone who took his own life (round 75)
    re(
      beside(
        '(?:(?:took|ended) (?:his|her|their) (?:own )?life|killed (?:himself|herself)|died by suicide|(?:death|passing) was (?:a )?suicide|ate (?:his|her) (?:gun|pistol|rifle))',
        '\\b(?:want|wanna|need|ready) to (?:go )?be with (?:him|her|them)\\b(?! (?:at|for|on|this|next|when|tomorrow|during|while|through|in the|and (?:the|our) kids)\\b)',
      ),
    ),
    // still room on the wall of names, and one's own wanted up there (round 78)
    /\b(?:still )?room on (?:that|the) (?:wall|stone|memorial|list|board)\b(?: \w+){0,4} (?:i )?(?:want|wanna|ready for|waiting for)\b(?: \w+){0,2} (?:mine|my name|me) (?:up )?(?:there|on it|on there)\b/,
    // about time one's name went on the wall beside the dead's (round 77)
    /^(?!.*\b(?:someday|some day|one day|when i (?:die|pass|go)|eventually|when my time|memorial for all|all who served)\b).*\b(?:time|about time|ready for|want|wanna|thinking) (?:for )?my (?:own )?name (?:goes|went|to go|gets|to get|is|was|should go) (?:on|up on|onto) (?:the|that) (?:wall|stone|list|memorial|bracelet|board)\b(?: \w+){0,2} (?:next to|beside|with|under) (?:theirs|them|his|hers|their names)\b/,
    // walking on with the dead (Lakota), adding oneself to the list of names, going to see a dead buddy "in person"
    /\b(?:want|wanna|ready|going|time|need) to (?:go )?walk on (?:with|to) (?:him|her|them|my \w+)\b/,
    /\b(?:added|put|wrote|adding|putting|writing) (?:myself|my own name) (?:to|on|at) (?:the )?(?:bottom of (?:the|that) |end of (?:the|that) )?(?:list|wall|board|roster)\b(?=.*\b(?:names?|fallen|killed|kia|dead|lost)\b)|(?<=\b(?:names?|fallen|killed|kia|dead|lost)\b.*)\b(?:added|put|wrote|adding|putting|writing) (?:myself|my own name) (?:to|on|at) (?:the )?(?:bottom of (?:the|that) |end of (?:the|that) )?(?:list|wall|board|roster)\b/,
    re(
      beside(
        '(?:ashes|grave|died|dead|killed|kia|fallen|failed (?:him|her|them))',
        '\\b(?:time (?:i|for me to)|going to|gonna|about to|ready to) (?:go )?(?:see|meet|visit) (?:him|her|them) in person\\b',
      ),
    ),
    // late to the table where everyone died, "I'll just show up now"
    /\b(?:everybody|everyone|all of them|my (?:table|squad|team|section|crew))\b(?: \w+){0,6} (?:was|were) (?:gone|dead|killed)\b.*\b(?:i will|ill|i should|i might|time (?:for me )?to|i am going to|gonna) (?:just )?show up (?:now|finally|this time|too)\b/,
    /\b(?:time|ready|going) (?:i went|to go|i go) (?:and )?finish(?:ed)? the (?:trip|journey|ride|flight|tour) with them\b/,
    // following a dying father out; half of me gone with him, the rest waiting
    /\b(?:plans?|planning|going|wants?|intends?|ready) to follow (?:(?:his|her|my|their) )?(?:father|dad|mother|mom|wife|husband|son|daughter|brother|sister|twin|buddy|friend) (?:out|home|there)\b(?! (?:into|to|of|on|in)\b)/,
    /\bhalf of me (?:already )?(?:went|died|left|is buried|got buried) with (?:him|her|them)\b(?: \w+){0,3} (?:other half|rest of me)\b/,
    // the one who missed the bus the dead took, wanting to catch it
    /^(?=.*\b(?:boxes|died|dead|kia|killed|buried|ate (?:their|his) guns?|took (?:their|his) li(?:fe|ves))\b).*\b(?:missed|miss) the (?:bus|boat|train|flight|ride|bird)\b(?: \w+){0,5} (?:catch|get on|make) (?:it|the next one)\b/,
    // staying with a buried friend for good
    /^(?=.*\b(?:arlington|cemetery|grave|buried|died|dead|kia|fallen|headstone)\b).*\b(?:just )?stay (?:there |down there |out there )?with (?:him|her|them|my \w+) (?:for good|forever|permanently)\b/,
    // the only fair thing: that the writer goes too
    /\b(?:only fair thing|fair thing|only fair|right thing|only right thing)\b(?: \w+){0,5} (?:that )?(?:i|me) (?:go|going|die|follow|join|goes) (?:too|as well|with (?:him|them|her)|next)\b/,
    // the water that still has room for one more; seeing a dead friend before his mother does; ready to come see him
    /^(?=.*\b(?:water|sea|ocean|bering|river|lake|ground|grave)\b).*\b(?:still )?(?:has|have|got) room for one more\b/,
    // told at a grave "I'll see him real soon", meant (round 92)
    /^(?=.*\b(?:grave|graves|cemetery|headstone|buried|memorial wall)\b).*\b(?:told|tell|telling|promised) (?:him|her|them) (?:i will|ill|i am going to|going to|gonna) see (?:him|her|them|you) (?:real|very|pretty|really) soon\b/,
    /^(?=.*\b(?:died|dead|killed|kia|flag|funeral|buried|grave)\b).*\b(?:i would|i will|ill|i am going to|gonna) see (?:him|her|them) before (?:she|he|they|you|his \w+|her \w+) (?:did|do|does|will)\b/,
    /^(?=.*\b(?:died|dead|killed|kia|lost|crash|dog tags?|funeral|buried|grave)\b).*\b(?:ready|about ready|time|going|gonna) to (?:come|go) (?:see|join|be with) (?:him|her|them)\b(?! (?:at|in|on|for|tomorrow|this|next)\b)/,
    // a name that belongs on the memorial, "just running late"; telling the dead "I'm on my way"
    /\bmy name belongs on (?:that|the|their) (?:stone|wall|memorial|list|monument)\b|\bjust running late\b(?=.*\b(?:stone|wall|memorial|grave|names?|boys|guys)\b)/,
    /^(?=.*\b(?:died|dead|lost|killed|kia|fallen|buried|grave)\b).*\b(?:telling|told|tell) (?:them|him|her)\b(?: \w+){0,3} (?:i am|im|i will be) on my way\b/,
    // asking the dead what it is like, sure of finding out soon
    /\bask(?:ed|ing)? (?:him|her|them) what (?:it is|its) like\b.*\bfind out\b/,
    // the living one's place beside the dead's made empty too ("the fair thing is two empty bowls")
    /\b(?:fair thing|only fair|fair if|right thing|even it out|evens? it out)\b(?: \w+){0,4} (?:is |would be |be )?two empty\b|\bshould have been (?:mine|me)\b.*\btwo empty (?:bowls|chairs|seats|plates|places|bunks|spots|graves)\b/,
    // "the KIA list has 9 names and mine is the one missing. i keep thinking of adding it myself" (round 155)
    /^(?=.*\b(?:kia|killed|fallen|dead|died|lost|memorial|wall|plaque|names)\b).*\b(?:mine|my name|my own name) (?:is|was) the (?:only )?(?:one|name) missing\b(?=.*\b(?:add\w*|put\w*|writ\w*|wrote|carv\w*|fix\w*)\b(?: \w+){0,2} (?:myself|it in|that)\b)/,
    // one's own name added to the list of the dead, outside a sign-up sheet
    /^(?=.*\b(?:lost|died|dead|killed|kia|fallen|funerals?|suicides?|names)\b)(?!.*\b(?:sign ?up|signup|volunteer\w*|roster|sheet|petition|register\w*|ballot)\b).*\b(?:writ\w*|wrote|add\w*|put\w*|carv\w*|penc[ie]l\w*) (?:in )?my (?:own )?name\b(?: \w+){0,4} (?:at the bottom|on the list|on that list|under (?:theirs|them|his|the others|the last)|next to (?:theirs|them|his)|with (?:theirs|the others)|below (?:theirs|them|the others))\b/,
    // no longer being the one who came back
    /\b(?:get to|can|finally|want to|wanna|ready to|to) stop being (?:the|a) (?:one|guy|man|woman|person|only one|last one) (?:who|that) (?:came back|came home|made it|survived|lived|got out)\b/,
    // wanting to go with the dead ("want go with them now"), not along with the living somewhere
    /^(?=.*\b(?:died|dead|killed|kia|fallen|lose life|lost (?:their|his|her) li(?:fe|ves)|gave (?:their|his|her) li(?:fe|ves)|buried|grave|funeral|in a flag|didnt make it|did not make it)\b).*\b(?:want|wanna|ready|time|going|gonna|wish|need|should)(?: to)? (?:go|be|go be) (?:with|where) (?:them|him|her|they are|my (?:brothers|buddies|friends|boys|guys))\b(?! (?:to|on|for|at|in|and)\b)/,
    /\b(?:want|wanting|wish|hope|hoping|ready for)\b(?: \w+){0,3} (?:them|the ancestors|my ancestors|the spirits|the boys|my brothers) to (?:come )?(?:get|take|fetch|collect) me\b/,
    /\b(?:ready|time|going|fixing)(?: for me to| to| i| that i)? (?:report|muster|fall in|form up|check in) (?:to|with) (?:them|the boys|the guys|my (?:old )?(?:brothers|unit|shipmates|boys|guys|buddies|crew|platoon|squad|marines|soldiers|sailors))\b|\b(?:they|the boys|my brothers|the guys) (?:have )?waited (?:long )?enough\b|\boverstayed\b(?! (?:my|the|our) (?:visa|welcome at|leave|parking))/,
    /\b(?:want|wanna|ready for|waiting for)\b(?: \w+){0,2} (?:mine|my name|me) (?:up )?(?:there|on (?:the|that) wall|on it) (?:with|next to|beside) (?:them|theirs|the rest|my (?:boys|guys|brothers))\b/,
    // one's own name to be the next added beside the dead's (a memorial tattoo, a bracelet, a wall)
    /^(?=.*\b(?:dead|died|fallen|kia|killed|lost)\b(?: \w+){0,3} names?\b).*\b(?:want|wanna|ready for|ready to have|waiting to have|gonna have|going to have) (?:mine|my name|my own name) (?:added|put|inked|tatted|carved|engraved|on there|up there)\b(?: \w+){0,2} (?:next|soon|too|last)\b(?! to\b)/,
    // not a trip "to Arlington this spring to see them" (round 180)
    /^(?!.*\breunion\b(?!.*\b(?:want to go too|be the last one)\b))(?!.*\b(?:going|headed|heading|driving|flying|trip|go) to (?:arlington|the (?:\w+ )?(?:cemetery|wall|memorial))\b(?: \w+){0,4} to (?:see|visit) them\b(?!.*\b(?:for good|forever|stay\w*|tonight|join\w*|soon)\b))(?=.*\b(?:want|wanna|ready|soon|going|gonna|coming|again|fallen|dead|come home|make it home|other side|not long|till|decided|that date)\b).*\b(?<!\b(?:if|when|once|whenever|in case) (?:i|you|we) )(?<!\b(?:diner|coffee shop|legion|vfw|post|gym|church|range|shop|bar|cafe|club|barbershop) and )(?:join|joined|joining|rejoin|be with|see|meet|link up with|linking up with|reunite with|catch up with|follow|go after)(?: \w+){0,3} (?:fallen|dead|brothers|them|boys|guys|buddies|friends|squad|platoon)\b(?! (?:all )?(?:graduate|grow up|get married|walk (?:the stage|down the aisle)|play|born)\b| (?:leader|leaders|sergeant|sgt|mates?|names?)\b| before (?:i am|im|i) (?:gone|go|die|pass)\b| (?:out )?at the (?:cemetery|national cemetery|wall|memorial)\b(?!.*\b(?:for good|forever|stay\w*|tonight|join\w*|soon)\b)| (?:this|next) year\b| with my \w+\b| on memorial day\b)/,
    /^(?=.*\b(?:ready|lay|rest|time|go)\b)(?=.*\b(?:died|dead|left|lost|killed|kia|buried|carried|grave)\b).*\b(?:and )?me (?:along )?with (?:him|her|them)\b/,
    // a place kept by the dead for the writer, asked of them at the grave; the next name on a bracelet of the dead (round 85)
    /^(?=.*\b(?:cemetery|grave|graves|headstone|buried|memorial|died|dead|kia|fallen|names?)\b).*\b(?:told|tell|asked|ask|telling|asking) (?:him|her|them|the boys|my brothers|the guys) (?:to )?save me a (?:spot|seat|place|bunk|rack)\b(?! (?:at|in|on|for) (?:the )?(?:bar|table|reunion|game|dinner|banquet|ceremony|event|bbq|cookout)\b)/,
    /^(?=.*\b(?:names?|bracelets?|list|wall|kia|fallen|dead|died|suicides?)\b).*\b(?:i am|im) (?:the|number) (?:\d+(?:st|nd|rd|th)?|\w+th|next)\b(?=.*\b(?:(?:just )?(?:hasnt|has not|havent|have not|didnt|did not) happen(?:ed)? yet|not yet)\b)/,
    // going with someone who is dying or has died: "when she goes I am going with her", "follow him the same day",
    // "lost my battle buddy to suicide … I'd like to follow him" (round 84)
    /^(?=.*\b(?:dying|dies|died|dead|gone|goes|passes|passed|hospice|terminal|terminally|suicides?|(?:took|ended) (?:his|her) (?:own )?life|killed (?:himself|herself))\b).*\b(?:i am|i will|i would|i plan to|planning to|going to|gonna|want to|wanna|ready to|intend to|i|me)(?: (?:really )?(?:like|love) to)? (?:just )?(?:(?:go|going|be going|leave|leaving) (?:with|after)|follow|following|go along with) (?:him|her|them)\b(?! (?:to|on|for|at|in|and|into|through|around|from|as)\b)/,
    // "my husband has stage 4 cancer. when he goes im going too"; "i wont be far behind" (review after round 182)
    /\b(?:when|once|after|the day) (?:he|she|they) (?:goes|go|passes|pass|is gone|are gone|dies|die)\b(?: \w+){0,2} (?:i am|i will|i|ill) (?:going|go|be going|leaving|checking out) (?:too|as well|with (?:him|her|them))\b|^(?=.*\b(?:dying|terminal\w*|hospice|cancer|als|stage (?:4|four|iv))\b).*\b(?:i|i will|ill) (?:wont|will not) be far behind\b/,
    // belonging with the dead, or going to be where one of them is, outside a burial wished for someday
    /^(?=.*\b(?:died|dead|killed|kia|fallen|buried|grave|graves|arlington|cemetery|lost (?:my|our|him|her|them)|didnt make it)\b)(?!.*\b(?:bur(?:y|ied) (?:me|there)|be buried|burial|plot|headstone|when i (?:die|pass|go)|someday|some day|one day|eventually|when my time|eligib\w*|benefits?|visit\w*)\b).*\b(?:belong|should be|supposed to be|need to be)(?: there| over there| up there| out there| in the ground)? with (?:them|him|her|my (?:brothers|boys|guys|team|squad|unit|platoon|crew))\b/,
    /^(?=.*\b(?:died|dead|killed|kia|fallen|buried|grave|arlington|cemetery|lost (?:my|our|him|her|them)|didnt make it|mortars?|rockets?|ied|blast|ambush|firefight|hit us|got hit)\b).*\b(?:only way|want|wanna|need|ready|time|belong|going|gonna|have|figuring out how)\b(?: \w+){0,6} (?:to )?(?:be|go|get) where (?:he|she|they) (?:is|are|went)\b(?! (?:buried|laid|resting|stationed|living|working|from|at|in|on)\b)/,
    // joining a spouse or a child who died ("been talking about joining his wife since she passed")
    /^(?=.*\b(?:passed|died|dead|killed|gone|lost (?:her|him|his|my)|funeral|buried)\b).*\b(?:join|joining|be with|go be with|reunite with|see|follow|going after)(?: \w+){0,1} (?:his|her|my) (?:late )?(?:wife|husband|son|daughter|mom|mother|dad|father|brother|sister|boy|girl)\b(?! (?:at|for|in|on|tonight|tomorrow|this|next|when|and (?:the|our) kids)\b)/,
    // the others all gone, and the writer asking to be next
    /^(?=.*\b(?:all|theyre|they are|everyone is|everybody is|the rest are) (?:gone|dead|buried)\b).*\b(?:me next|i am next|take me next|my turn)\b/,
    // "Lost my battle buddy to suicide last month … feels like hes waiting on me" (round 143)
    /^(?=.*\b(?:lost|died|suicide|killed|buried|passed|kia|grave|cemetery|funeral|took (?:his|her) (?:own )?life)\b).*\b(?:he is|she is|hes|shes) (?:still )?(?:waiting (?:on|for) me|saving me a (?:spot|seat|place))\b(?! (?:in|at|outside|downstairs|upstairs|by|on)\b)/,
    /\bheading their way\b|\b(?:brothers|boys|guys|marines|soldiers|team|squad|they) (?:are|is) waiting (?:on|for) me\b|\bcorrect the mistake\b|\b(?:telling|tell|told|want|wants) me to come with them\b|\balmost time\b|(?<!\b(?:claim|work|files?|data|paperwork|emails?|laptop|phone|computer|progress|save|homework|spreadsheet)\b.*)\bvalhalla\b|\bfiddlers green\b|(?<!\b(?:come|came|coming|made it|got) out (?:on )?the )(?<!\bmade it to the )\bother side\b(?! of (?:the|a|this|that|town|\w+ (?:bridge|river|street|road|state)))|\bgo where they went\b|\bwaiting for me\b(?! to (?:croak|die|kick the bucket|pass|give up|drop dead|quit)\b| (?:in|at|outside|downstairs|upstairs|by|on|out front)(?: the| my| his| her| our)? (?:car|truck|lobby|door|parking lot|front|house|office|curb|gate|airport|station|restaurant|bar|kitchen|waiting room|pickup|hotel)\b| (?:outside|downstairs|upstairs|out front)\b)|\btime (?:i|for me to|to) (?:join|joined|follow|followed|go with|link up with) them\b/,
  ],
  imitation: [
    // "we always said we'd go out together", said of a buddy lost to suicide (round 143)
    /^(?=.*\b(?:lost|suicide|died|killed|passed|funeral|buried|took (?:his|her) (?:own )?life)\b).*\bwe (?:always |once )?(?:said|swore|promised|agreed) we would (?:go out|die|check out|leave|ride out|go down) together\b/,
    /\b(?:owe|owed) (?:a|the) debt\b(?: \w+){0,3} (?:i want to|time to|going to|gonna|ready to) pay it\b/,
    /\b(?:i can feel myself|i am|im|i feel like i am) (?:walking|going down|heading down|on) the same (?:road|path|way)\b(?=.*\b(?:he|she|they) (?:went|did|took|ended)\b|.*\b(?:ended|took) (?:his|her|their) (?:own )?life\b)/,
    /\b(?:give|giving|pay|paying) (?:mine|my life|my own) back\b/,
    /\b(?:only fair thing|fair thing|only way|only thing)\b(?: \w+){0,3} (?:is )?to (?:balance|even|square|settle) (?:it|the scales|things|the books|the score)\b|\bsettle up with (?:those|the|my) (?:boys|guys|men|brothers|dead)\b|\bsettle up with them\b/,
    /\bgave? (?:\w+ ){0,2}back (?:is )?(?:the|his|her|their) li(?:fe|ves)\b(?=.*\bi (?:think i |finally )?can\b)/,
    // giving the dead one back the place he took; going quiet as they did; one more in a count of suicides
    /\b(?:give|giving|gave|pay|paying) (?:him|her|them) back (?:his|her|their) (?:spot|place|seat|life)\b/,
    /\b(?:want|wanna|ready|going|gonna|time) to go (?:\w+ ){0,2}(?:like|the way) (?:they|he|she|them|him|her) did\b(?! (?:at|in|on|for|to|when)\b)/,
    /^(?=.*\b(?:taken (?:their|his|her) own li(?:fe|ves)|took (?:their|his|her) own li(?:fe|ves)|killed (?:themselves|himself)|suicides?|ate (?:his|their) guns?|22 a day)\b).*\b(?:(?:i am|im) (?:pretty sure |probably |definitely )?(?:i am |about to be |going to be |gonna be )?number (?:\d+|two|three|four|five|six|seven|eight|nine|ten|\w+teen)|(?:feels like|its|it is|must be) my turn)\b/,
    // the way the dead went, taken as one's own: "the same plan they had", "do what he did", "next in line"
    /\bsame (?:plan|way|method|exit|ending|choice|thing) (?:as )?(?:they|he|she|them|him|her) (?:had|did|used|took|chose|made)\b/,
    /\b(?:going to|gonna|will|want to|wanna|ready to|about to|thinking (?:about|of)|think about|plan to|planning to|might|could) (?:just )?(?:do|doing) (?:what|the same thing|the same) (?:he|she|they) did\b(?! (?:and|to|for|with|in|at|by|when|after|back|as|on|like|before|during)\b)/,
    /\b(?:i am|i will be|i would be|i feel like i am) (?:just |probably |definitely |surely )?next in line\b(?! (?:for|to|at|behind|after|when)\b)/,
    /^(?=.*\b(?:spot|place|life|lived|survived|didnt (?:make it|come home))\b).*\b(?:give|giving|pay|paying) it back\b/,
    // a buddy's suicide understood now ("i get why he did it now", round 84)
    /(?<!\b(?:dont|do not|didnt|did not|never|cant|cannot|wont|will never|still dont|trying to|want to|wanna|need to|help (?:me|them|us)) )\b(?:i )?(?:get|see) (?:now )?why (?:he|she|they) did it\b/,
    /\b(?:i am|im) next\b(?! (?:in|on|week|up|to|month|year))|\b(?:do|doing) the same\b|\bthinking the same\b|\bhad the right idea\b|\bunderstand why\b|\b(?:evening|even) (?:that|it|things) out\b|(?<!\b(?:like|want|trying|try|help me|love|hope) to )\b(?:fix|fixed) that\b|\bmake (?:it|that|this) right\b|\bnot for long\b|\bmade? it even\b|\b(?:working on )?fixing (?:it|that)\b|\bfinish(?:ing|ed|es)? (?:the job|what (?:\w+ ){0,3}started)\b(?! (?:application|search|hunt|training|offer))|\boverdue\b(?!.*\b(?:bill|payment|rent|claim|library|oil|checkup|appointment)\b)|\btime i (?:joined|followed|went with) them\b|\b(?:going to|gonna|time to|intend to|mean to|plan to|ready to) (?:pay (?:it|that|the debt)(?: back)?|settle (?:it|the debt|up))\b|\b(?:can still|still can|going to|gonna|will) fix (?:it|that)\b/,
  ],
};
