/**
 * Concepts of what a message says: wishes, self-harm, burden, disappearing, and the contexts
 * (prevention, bereavement) that change what a crisis word means.
 */
import type { Concept } from './concepts';
import { bereavementPatterns } from './bereavementConcepts';
import { deathWishPatterns } from './deathWishConcepts';
import { NOTHING_OF_MY_OWN, re } from './patternHelpers';
import { BLADE, POSS, SELF } from './lexicon';

export const saidConcepts: Partial<Record<Concept, RegExp[]>> = {
  suicide: [
    // the screener's plan question answered yes (round 121)
    /^(?=.*\b(?:columbia|screen\w*|therapist|counselor|nurse|doc\w*|psych\w*|intake|phq|cssrs|c ssrs|crisis line|clinician|provider)\b).*\b(?:asked|asks|asking)(?: me)? (?:if|whether) i (?:have|had|ever had|have ever had) (?:a plan|thoughts of (?:suicide|killing myself|ending my life)|been thinking (?:about|of) (?:suicide|killing myself))\b(?: \w+){0,4} (?:i said|and i said|said|told (?:her|him|them)|i told (?:her|him|them)) yes\b/,
    /\b(?:finish|finishing|complete|completing) what (?:the (?:taliban|enemy|war|ied|insurgents|vc|cong|mortar|blast|bomb)|they) started\b/,
    /\bsu+i?[cs]+i*d/,
    re(
      `\\b(?:kill|killing|killed|kills|off|offing|end|ending|shoot|shooting|shot|shoots|hang|hanging|drown|drowning|poison|poisoning|suffocate) ${SELF}\\b`,
    ),
    re(
      `\\b(?:end|ending|ends|ended|take|taking|takes|took) ${POSS}(?: own)? life\\b(?! (?:savings|insurance|story|in a|back|into|in (?:a|my|the) new))`,
    ),
    /\bend(?:ing)? it(?: all)?\b(?! (?:with (?:her|him|them|my|the)|at|early))/,
    /\b(?:i|he|she) (?:might|could|may|will|want to|am going to|is going to|going to|am about to|about to) (?:overdose|od)\b/,
    /\bdo (?:myself|himself|herself) in\b|\buse (?:it|the gun|a gun|them|that) on (?:myself|himself|herself)\b/,
    re(`\\b(?:eat|eats|eating|ate) (?:my|his|her|a) (?:gun|bullet|pistol|rifle|shotgun)\\b`),
    re(`\\b(?:blow|blowing|blew) ${POSS} (?:brains|head) out\\b`),
    re(
      `\\b(?:put|putting|puts) (?:a|one) (?:bullet|round) (?:in|through|into) ${POSS}\\b(?! (?:own |old |busted |broken )?(?:truck|car|jeep|door|tailgate|fridge|freezer|windshield|tire|hood|wall|floor|ceiling|boot|foot|toe|target|tv|roof|engine|radiator|washer|dryer|microwave|printer|stove|oven|dishwasher|computer|laptop|phone)\\b)(?! (?:\\w+ ){0,2}(?:carbine|rifle|pistol|shotgun|revolver|barrel|chamber|garand|1911|m1|sks|ar15|ak47)\\b)`,
    ),
    /\b(?:join|joining|become|becoming|be) (?:one of )?(?:the )?22\b|\b22 a day\b/,
    // "tried" alone, or tried to do it; not "tried to call the VA … before" (round 81), nor an attempt in 2019 and a degree "last week" (round 123)
    /\b(?:attempted|attempt|tried to kill|tried(?! to (?!(?:end|kill|take|off|hang|overdose|od|do|go|jump|shoot|cut|drown|die|slit|swallow|drive|crash|check)\b)\w+)(?! (?:turning|switching|restarting|rebooting|unplugging|not)\b))\b(?:.*\b(?:again|before)\b|(?!(?: \w+){0,2} (?:in (?:19|20)\d\d|(?:\d+|a few|two|three|four|five|six|seven|eight|nine|ten) (?:years|yrs) ago)\b).*\blast (?:month|year|week)\b)/,
    /\bend(?:ing)? things\b(?! (?:with|between|on (?:a|good)|off)\b)(?=.*\b(?:plan|after|tonight|going to|ready|for good|want to)\b)/,
    /\b(?:punch|punching|check|checking|tap|tapping) out\b(?= (?:tonight|for good|permanently|for real|of life))|\bcheck(?:ed|ing)? out permanently\b/,
  ],
  death_wish: deathWishPatterns,
  self_harm: [
    // "how do i hide burn marks from my PT at the VA? if they see em theyll put me back on the psych ward" (round 195)
    /\bhid(?:e|ing) (?:the |my |these |those |all the )?(?:burn marks|burns|fresh cuts|cuts|cut marks|marks)\b(?=.*\b(?:psych\w*|ward|inpatient|(?:put|send|make) me (?:back|go back)|lock me up|if (?:they|she|he) (?:see|sees|saw|notice|notices|find|finds))\b)(?!.*\b(?:truck|car|paint|scratch\w*|tattoo|surgery|surgical|stretch)\b)/,
    // "been using the heat gun in my shop on my own arm ... now i cant get through a day without doing it" (round 187)
    /^(?!.*\b(?:accident\w*|by mistake|oops|slipped)\b).*\b(?:using|used|use|put|putting|held|holding|pressing|pressed|touching|touched)\b(?: \w+){0,2} (?:a |the |my )?(?:heat gun|lighter|torch|soldering iron|clothes iron|curling iron|cigarettes?|lit cigarette|hot (?:\w+ )?(?:knife|metal|spoon|nail)|blades?|razors?|box cutter)\b(?: \w+){0,4} (?:on|against|to|into) (?:my )?own (?:arms?|legs?|wrists?|skin|thighs?|hands?|chest|stomach|body)\b/,
    // "relapsed. 2 years clean from cutting and i did it in the bathroom" (round 181)
    /^(?!.*\b(?:drink\w*|drank|beers?|bottle|booze|whiskey|vodka|smok\w*|cigarettes?|vap\w*|dip|chew|sugar|diet|gambl\w*|porn|pills)\b).*\b(?:relapsed|slipped)\b(?: \w+){0,8} (?:and|but) (?:i )?(?:did it|cut|burned)\b|\b(?:clean|free) from (?:cutting|burning|self ?harm\w*)\b(?: \w+){0,3} (?:and|but) (?:i )?(?:did it|cut|burned|slipped|relapsed)\b/,
    // "I used to cut in high school. havent in 15 years but its back again this week" (round 180): the old harm come back
    /\bused to (?:cut|burn|self ?harm)\b(?=.*\b(?:(?:its|it is|the urges? (?:is|are)) back|started (?:again|back)|doing it again|again (?:this|last) (?:week|night|month)|relaps\w*)\b)/,
    // "3 new ones today. razor's in my PT shorts pocket" (round 170)
    /\b(?:\d+|two|three|four|five|a few|a couple|couple|more|some) (?:new|fresh) (?:ones|cuts|marks|lines|burns)\b(?=.*\b(?:razors?|blades?|knife|box cutter|xacto|exacto|scissors)\b)(?!.*\b(?:shaving|shave|cooking|kitchen|carpet|drywall|tile|boxes|leather|whittl\w*|fish\w*)\b)/,
    // "not my teenager. me. im the one cutting" (round 89)
    /\b(?:i am|im) the one (?:cutting|burning|hurting (?:myself|me)|who (?:cuts|is cutting|has been cutting|burns|hurts myself))\b/,
    /\b(?:hold|holding|held|press|pressing|put|putting) my (?:palm|hand|hands|arm|fingers?|wrist) (?:on|over|against|to) (?:the )?(?:stove|burner|stove burner|iron|grill|flame|lighter|hot \w+)\b(?: \w+){0,2} (?:till|until|as long as) i (?:cant|can not|cannot|scream|pass out)\b/,
    // a hot iron pressed to the skin; hurting oneself "on purpose" with the marks to show; scabs reopened
    /\b(?:press|pressing|pressed|hold|holding|held|put|putting) (?:the |a |my )?(?:curling iron|iron|lighter|cigarette|hot \w+|stove)\b(?: \w+){0,2} (?:to|against|on) my (?:arm|skin|leg|wrist|hand|thigh)\b/,
    /^(?=.*\b(?:blisters?|burns?|burned|scars?|cuts?|bleed\w*|bruises?)\b).*\b(?:grab\w*|touch\w*|hit\w*|punch\w*|burn\w*|cut\w*)\b(?: \w+){0,8} on purpose\b/,
    /\b(?:reopened|reopen|reopening|picking at|pick at|keep picking)\b(?: \w+){0,3} (?:scabs|wounds|cuts|scars)\b(?=.*\b(?:so many times|wont heal|again|on purpose)\b)/,
    /\b(?:burns|cuts|scars|marks|bruises)\b(?: \w+){0,6} (?:are|were|is) from (?:the|a|my) \w+\b(?: \w+){0,2} (?:they are|theyre|they were|its|it is) not from\b/,
    /^(?=.*\bscars?\b).*\b(?:re)?open(?:ed|ing)? (?:them|it|the \w+|my \w+)(?: all)? (?:back )?up\b/,
    // marks explained away, then the explanation taken back ("told her it was from work. it's not")
    /^(?=.*\b(?:marks|cuts|scars|burns|bruises|scratches|bandages?)\b).*\b(?:told|tell|telling|said)(?: \w+){0,3} (?:it was|it is|its|they were|they are) (?:from|the|a|an)\b.*\b(?:it is not|its not|it isnt|it wasnt|it was not|they are not|theyre not|not really|that was a lie)\b/,
    /^(?=.*\b(?:scars?|cuts?|cutting|burns?|thighs?|wrists?|forearms?)\b).*\bdeeper (?:every|each) (?:time|week|night)\b/,
    re(
      `\\b(?:hit|hitting|punch|punching|beat|beating|stab|stabbing|smash|smashing) ${POSS} (?:arms?|wrists?|legs?|thighs?|stomach|hands?|head|face|chest) with\\b`,
    ),
    /\b(?:lighter|blade|knife|razor|cigarette) to (?:my|his|her) (?:arm|forearm|wrist|leg|thigh|skin)\b|\bcarved\b.*\binto (?:my|his|her) (?:arm|leg|skin|thigh|wrist)\b/,
    /\bself ?(?:harm|harming|injur|mutilat)/,
    // not "isnt talkin about hurtin himself" (round 169)
    re(
      `\\b(?<!\\b(?:isnt|is not|not|never|hasnt|has not|wasnt|was not|doesnt|does not) (?:talk\\w*|saying|said|say|mention\\w*) (?:anything )?about )(?:cut|cutting|cuts|slice|slicing|slit|carve|carving|burn|burning|burns|scratch|scratching|punch|punching|hit|hitting|bang|banging|starve|starving|hurt|hurting|harm|harming|punish|punishing|beat|beating) ${SELF}\\b(?! (?:at work|on the job|lifting|playing|in training|on a jump|shaving|cooking))`,
    ),
    /\b(?:keep|kept|started|been|still) (?:cutting|burning|carving|hurting myself|harming myself)\b/,
    re(
      `\\b(?:cut|cutting|slice|slicing|slit|carve|carving|burn|burning|scratch|scratching)(?: \\w+){0,2} (?:into )?${POSS} (?:arms?|forearms?|wrists?|legs?|thighs?|skin|stomach|body|hands?)\\b(?! (?:at|on the job|while|with a|lifting|cooking|shaving|in|doing))`,
    ),
    re(`\\b(?:used|use|using) (?:a|the|my) ${BLADE} on ${POSS}\\b`),
    // a blade kept at hand and used when it gets bad, away from any work, craft or kitchen
    re(
      `^(?!.*\\b(?:shav\\w*|box(?:es)?|tape|packages?|work|job|craft\\w*|art|carv\\w*|whittl\\w*|wood|fish\\w*|hunt\\w*|kitchen|cook\\w*|camp\\w*)\\b)(?=.*\\b${BLADE}\\b).*\\b(?:use|using|used) (?:it|them|one)\\b(?: \\w+){0,5} (?:when|whenever|every time|each time|between|in the bathroom|to (?:cope|feel|calm|quiet|numb|stop))\\b`,
    ),
    /\b(?:cutting|cut|harming|hurting|burning) (?:again|deeper)\b|\bcut deeper\b|\bfresh cuts\b|\burge to (?:cut|hurt|harm)\b|\brelapsed\b.*\bcut/,
    /\b(?:till|till i|till they|till it|so) (?:bleed|bleeds|bruise|bruises|see stars)|\bbloody\b.*\b(?:myself|on purpose)|\bon purpose\b.*\b(?:bleed|bruise|hurt|pain)/,
    /\b(?:head|fists?) (?:against|on|into) the wall\b/,
    /\b(?:till|until|so) (?:my|his|her) (?:knuckles|hands?|fists?|arms?|skin|head) (?:break|breaks|broke|bleed|bleeds|split|splits|crack|cracks|bruise|bruises|swell)\b|\b(?:thighs|wrists|forearms|arms|legs) (?:are|is) (?:a mess|all cut up|cut up|covered in (?:cuts|scars)|scarred up)\b|\b(?:cutting|burning|hurting myself|harming myself)\b.*\b(?:cant|can not|cannot) stop\b|\b(?:cant|can not|cannot) stop (?:cutting|burning|hurting myself|harming myself)\b/,
    /\b(?:lines|cuts|burns|marks)\b.*\b(?:getting deeper|keep getting deeper|deeper every|more every)\b|\b(?:opening|making|cutting) new ones\b.*\b(?:arms?|legs?|thighs?|wrists?|skin)\b/,
    /\bback to the (?:lighter|blade|razor|knife|cutting|burning)\b|\b(?:urge|urges)\b.*\b(?:lighter|blade|razor|cutting|burning)\b/,
    /\b(?:slam|slamming|hit|hitting|burn|burning|bite|biting|bang|banging|punch|punching)\b(?: \w+){0,3} (?:my|his|her) (?:hand|hands|arm|arms|head|leg|legs|fist)\b.*\b(?:on purpose|breaks skin|leave marks|stitches)\b|\bhead ?butt(?:ed|ing)? (?:the|a) (?:mirror|wall|door)\b.*\b(?:again|stitches|every)\b/,
  ],
  burden: [
    // "I'm dead weight. Be cheaper for her if I was actually dead." (round 194): a cost to them, ended by dying
    /^(?!.*\b(?:lol|lmao|haha\w*|jk)\b)(?!.*\b(?:the va|va|government|they|the system|the \w+ office)\b(?: \w+){0,2} (?:would )?(?:save|saves|be cheaper|cheaper)\b).*\b(?:cheaper|easier|simpler|less expensive)\b(?: (?:for|on) (?:her|him|them|everyone|everybody|my (?:\w+ )?\w+))? if i (?:was|were|am) (?:actually |just |already )?(?:dead|gone|not here|not around|in the ground)\b/,
    // "She would be free if I was out of the way permanently" (round 177)
    /\b(?:would|will|could) (?:finally )?be (?:free|better off|happier|fine|relieved)\b(?: \w+){0,3} if i (?:was|were|am|got) (?:out of the way|gone|not here|not around|out of the picture|out of (?:her|his|their) hair)(?: (?:permanently|for good|for keeps|forever))?\b(?! (?:for|till|until|on|this|next|during|while)\b)/,
    // "wife would get the VGLI payout and could finally breathe. im just a money pit" (round 149)
    /\b(?:wife|husband|family|kids|she|he|they|mom|parents)\b(?: \w+){0,2} (?:would|could|will) (?:get|collect) (?:the )?(?:vgli|sgli|payout|insurance(?: money)?|life insurance|policy)\b(?: \w+){0,2}? (?:and|so) (?:she |he |they )?(?:could|would|can|will) (?:finally )?(?:breathe|be free|relax|move on|start over)\b|\b(?:i am|im) (?:just |nothing but |only )?a money pit\b/,
    // "im the familys biggest expense and biggest problem. removing me fixes both" (round 147)
    /\b(?:removing|remove|getting rid of|losing|without) me (?:fixes|solves|would fix|would solve|fixed|solved) (?:both|it|that|everything|the problem|all of it|them)\b/,
    // "i cost my family more than im worth", "the damage i do just by bein in the house" (round 125)
    /\bi cost (?:my (?:family|wife|husband|kids|parents|folks)|them|everyone|her|him|us) more than (?:i am|im) worth\b|\bthe damage i do just by (?:being|bein) (?:here|around|alive|in the house|in this house)\b/,
    // "my kids will be fine. better off probably. theyll have … the survivor benefits" (round 114)
    /\b(?:my|the) (?:kids|family|wife|husband|children|daughter|son)\b(?: \w+){0,2} (?:will|would) be (?:fine|ok|okay|alright|better off)\b(?=.*\b(?:better off|survivor benefits?|insurance|dic|(?:wont|will not) have (?:a|their) (?:dad|mom|father|mother))\b)(?!.*\b(?:deploy\w*|when i (?:go|leave|am gone) (?:for|on) (?:work|training|drill|a trip)|tdy|school)\b)/,
    // worth more dead: "my VGLI is worth more to my wife than I am", "a bill with a pulse" (round 99)
    /^(?!.*\b(?:lol|lmao|haha\w*|jk|joking|jokes?|joked)\b)(?!.*\b(?:says|said|tells me|told me|jokes that)\b(?: \w+){0,2} (?:vgli|sgli|life insurance|insurance|policy)\b).*\b(?:vgli|sgli|life insurance|insurance|policy)\b(?: \w+){0,2} (?:is )?worth more (?:to (?:my )?\w+ )?than (?:i am|me)\b|\bjust a (?:monthly )?bill with a pulse\b/,
    // a liability to be removed; a daughter who deserves a life without me in it (round 90)
    /^(?=.*\b(?:remov\w*|eliminat\w*|cut\w*|get(?:ting)? rid of|writ\w* off) (?:the |that |this )?liability\b).*\b(?:i am|im) (?:a|the|just a) liability\b|\b(?:she|he|they|my \w+) (?:deserves?|deserve) (?:a (?:better |real )?life|better)\b(?: \w+){0,2} without me\b/,
    // round 57: doing better with the DIC than with me; the world running smoother without me in it
    /\b(?:theyd|they would|she would|shed|he would|hed|my (?:kids|family|wife|husband) would) (?:do|be) (?:a lot |way |so much )?better with (?:that|the (?:money|dic|sgli|vgli|insurance|payout|check)|it) than with me\b|\b(?:the )?(?:world|everything|everyone|things|life|the house|my family) would (?:run|go|be|work) (?:a lot |way |so much )?(?:smoother|easier|better|lighter|simpler) without me(?: in it| around| here)?\b/,
    // better with their dad gone; the VGLI and a fresh start; subtract me
    /\bwith (?:their|her|his|my) (?:dad|mom|father|mother|tata|papa|husband|wife) gone\b(?! (?:on|for|to|until|till|all|most|overseas|away)\b)|\b(?:theyd|they would|she would|shed|he would|hed) get (?:the|my) (?:vgli|sgli|insurance|life insurance|policy|payout|pension)\b(?: \w+){0,6} (?:more than|better than)\b|\bsubtract me\b(?! from (?:the|a) (?:roster|list|team|class|group|chat|email\w*)\b)/,
    /\b(?:shed|hed|theyd|she would|he would|they would|everyone would|everybody would|my \w+ would) be better off$/,
    // "zero use to anybody. they'd be better off, and honestly after the first few months they'd feel it too" (round 170)
    /\b(?:i am|im)\b(?: \w+){0,4} (?:zero|no|of no|not any) use to (?:anybody|anyone|nobody|everyone|everybody|them|my family|my wife|my kids)\b(?=.*\b(?:better off|without me|feel it too|be fine)\b)/,
    // the family coming out ahead without me; a house better minus one; better off remembering a dead dad
    /\b(?:comes?|coming) out ahead without (?:me|him|her)\b(?! \w+ing\b)|\b(?:does|do|would do|would be|is|are) better minus (?:one|me)\b|\bbetter off (?:remembering|with the memory of|grieving) (?:me|him|her|(?:a|the) (?:dad|mom|father|mother|husband|wife|son|daughter|man|woman|guy|brother|sister) (?:who|that) (?:died|is dead|was killed|passed))\b/,
    // going out on one's own terms to spare someone; not coming home off the next run
    /^(?=.*\bgo out on (?:my|his|her) own terms\b).*\bspare (?:her|him|them|my \w+|everyone|everybody)\b/,
    // doing them a favour by going
    /\b(?:doing|do) (?:them|her|him|everyone|everybody|my \w+) a favou?r (?:by|if i) (?:going|leaving|dying|disappearing|being gone|checking out)\b/,
    // letting a husband go free as the last good thing; not going to keep doing this to her
    /\b(?:last|only|best) good thing i (?:can|could) do for (?:him|her|them|my \w+)\b/,
    /\b(?:wont|will not|cant|refuse to) keep (?:doing this|putting this|being this) (?:to|on) (?:her|him|them|my \w+)\b(?!.*\b(?:so|getting|hire|hiring|aide|home health|moving|assisted living|nurse)\b)/,
    // out of the equation and their math works; insurance doing more for them than the writer
    /\b(?:take|taking|took) (?:me|myself) out of (?:the|their|this|his|her|my \w+s?) (?:equation|picture|math|budget)\b(?= for good| permanently| forever|(?: \w+){0,6} (?:works|work|fine|better|easier)\b)/,
    /\b(?:life )?(?:insurance|vgli|sgli|policy|payout|death benefits?)(?: check| money| payout)? (?:would|will|could) do more for (?:them|her|him|my \w+) than (?:i|me)\b/,
    // someone coming out ahead without the writer alive; kinder to everyone if the writer quietly left
    /\b(?:come out ahead|be better off|better off|make out better|do better|be richer)\b(?: \w+){0,5} (?:instead of|than) (?:keeping me (?:alive|around|going)|having me (?:alive|around)|me (?:being )?(?:alive|here|around))\b/,
    /\b(?:kinder|better|easier|a relief|a favor|a mercy) (?:to|for|on) (?:all of )?(?:them|everyone|everybody|my \w+|her|him)\b(?: \w+){0,3} if i (?:just )?(?:quietly )?(?:exited|left|was gone|were gone|wasnt here|werent here|disappeared|went away|checked out|bowed out|vanished|stopped existing)\b(?! (?:the|this|that|my|our|for|to|town|work|early)\b)/,
    /\bevery day i am (?:here|alive|around) is a day (?:she|he|they) (?:isnt|is not|arent|cant)\b|\bif i (?:wasnt|was not|werent|were not) in the picture\b/,
    /\b(?:math|numbers|spreadsheet) says (?:theyre|they|she|he|everyone|my family)(?: is| are| would be)? better off\b|\bcost center\b(?=.*\bbetter off\b)/,
    // taking oneself out of someone's life, for good, as a gift to them
    /\b(?:best|kindest|greatest|only) (?:gift|thing) (?:i|he|she) (?:could|can) (?:give|do for) (?:her|him|them|me|us|my \w+)\b(?: \w+){0,2} (?:is|would be) (?:taking|to take|removing|to remove|getting) (?:myself|himself|herself) out of\b|\b(?:take|taking|took|remove|removing) (?:myself|himself|herself) out of (?:her|his|their|my|our) li(?:fe|ves) (?:for good|permanently|forever)\b/,
    // leaving framed as a kindness to the people left ("the kindest thing I could do for her is not be around")
    /\b(?:kindest|nicest|best|greatest|most loving|most merciful|only (?:good|decent|useful)|right) thing (?:i|he|she|you|someone|a (?:man|person|guy)) (?:could|can|would|might|should) (?:ever |still )?do (?:for|to)\b(?: \w+){0,4} (?:is|would be|was)(?: to)? (?:just )?(?:not be (?:around|here|alive)|not being (?:around|here|alive)|not exist\w*|die|dying|disappear\w*|vanish\w*|be gone|being gone|go away|going away|leave (?:them|her|him|this world|for good)|leaving (?:them|her|him|this world|for good)|end it|check out|remove (?:myself|himself|herself)|get out of (?:their|the|her|his) way)\b/,
    /\b(?:leaving|dying|disappearing|vanishing|being gone|me being gone|not being (?:around|here)|going away|ending it|checking out|me gone)\b(?: \w+){0,2} (?:would be|is|might be|could be) (?:the )?(?:kindest|nicest|best|greatest|most loving|biggest|a (?:kindness|favou?r|gift|mercy))(?: thing| favou?r| gift| kindness| mercy)? (?:i|you|he|she|someone) (?:could|can|would) (?:ever )?do for\b/,
    // a weight on people, trouble and nothing else
    /\b(?:so|too) heavy (?:on|for) (?:people|everyone|everybody|them|my (?:family|wife|husband|kids|people|friends))\b|\b(?:i am|i feel like|i have become|i became|become) (?:only|just|nothing but|always) (?:trouble|a problem|problems|a weight|a load)\b/,
    // "you won't have to deal with me much longer"
    /\b(?:wont|will not|dont|do not|not) (?:have to |need to )?(?:deal with|put up with|worry about|take care of|carry) me (?:much longer|for long|anymore|soon)\b/,
    // what the family, the unit or the VA would gain if the writer were not there
    /\b(?:they|them|everyone|everybody|the va|my (?:family|kids|wife|husband|parents|mom|dad)|the (?:squad|team|unit|family))\b(?: \w+){0,4} (?:would|will|could) (?:have|be|save|carry|do|get)\b(?: \w+){0,4} (?:more|better|easier|richer|lighter|a lot)\b.*\bif (?:i|he|she) (?:just |simply |only )?(?:wasnt|werent|was not|were not|stopped existing|was gone|were gone|died|disappeared)\b/,
    // benefits or insurance weighed against the person ("get my survivor benefits and lose a dad who is a mess")
    /\b(?:survivors? benefits?|death benefits?|dic|sbp|life insurance|insurance(?: money)?|sgli|vgli|payout)\b.*\b(?:lose|losing) (?:a|their|my|the) (?:dad|mom|father|mother|husband|wife|parent|son|daughter)\b(?=.*\bbetter\b)/,
    // the writer as the cause of everything, and its removal
    /^(?=.*\bi am the (?:reason|problem|cause|common denominator|weak link)\b).*\b(?:remove|removing|eliminate|eliminating|get rid of|subtract|delete|take out) (?:the )?(?:common denominator|problem|variable|weak link|cause)\b(?! (?:of|with|in|at|on)\b)|\b(?:take|taking) (?:myself|himself|herself) out of the (?:equation|picture)\b/,
    // taking oneself out of the equation, said as an intent in any tense ("time I removed myself from the equation")
    /\b(?:time|going to|about to|ready to|need to|have to|should|want to|plan to|planning to|decided to|best if i|better if i)(?: for me)?(?: to| i| that i)? (?:just )?(?:remove|removed|removing|take|took|taking|subtract|subtracted|erase|erased|delete|deleted) (?:myself|himself|herself) (?:out of|from|off) (?:the |this )?(?:equation|picture|world|earth|planet|existence|everyones lives|their lives)\b/,
    /\btired of being (?:carried|babysat|a (?:weight|load|problem|project|charity case))\b|\bset (?:them|everyone|my family) (?:down|free) for good\b/,
    /\blet (?:them|everyone|everybody|my family|you all|yall) off the hook\b(?=.*\b(?:for good|forever|permanently|gone|find me|disappear)\b)/,
    /\b(?:out of|get out of) (?:everyones|everybodys|their|the familys|my familys) way\b(?=.*\b(?:for good|forever|permanently|soon|tonight)\b)|\bdrag (?:everyone|everybody|them) down\b(?!.*\b(?:grumpy|class|classes)\b)/,
    /\b(?:suffered|been through) enough because of me\b|\bset them free\b|\bthe reason (?:everything|it all) (?:is )?falling apart\b/,
    /^(?!.*\b(?:when i (?:get|am|grow) old|long term care|nursing home|assisted living|old age)\b).*\bburden\b|\bdead weight (?:to|for|on (?:everyone|everybody|my|them))\b|\bwaste of (?:space|air|oxygen|skin)\b|\ba drain on\b|\bweight on (?:everyone|everybody|my|them)\b/,
    /(?<!\b(?:arent|are not|isnt|is not|wasnt|was not|werent|were not|wouldnt be|would not be|not|never) )\bbetter off\b.*\b(?:without (?:me|him|her)|than with (?:me|him|her)|if (?:i|he|she) (?:was|were|wasnt|werent|am|is|died)|(?:when|once) (?:i|he|she) (?:am|is|was) gone)\b|\bbetter off not having\b/,
    re(
      `\\b(?<!\\b(?:arent|are not|isnt|is not|wasnt|was not|werent|were not|wouldnt be|would not be|not|never) )(?:happier|relieved|easier|simpler|better|fine|free|ok|okay|lighter|cheaper|richer)\\b.*\\b(?:without (?:me|him|her)(?! (?:hating|getting mad|being mad|fighting|knowing|noticing|feeling|losing))|if (?:i|he|she) (?:was|were|wasnt|werent|just|am)? ?(?:just |already |finally )?(?:gone|dead|not around|not here|wasnt around|werent around|vanished|disappeared|around)|with me gone)\\b`,
    ),
    /\b(?:no one|nobody)(?: would|d| will| is going to| gonna) (?:miss|notice|care|even notice|even miss|even care)\b(?! (?:it|that|this|them|those|the \w+)\b)/,
    // a break from me, made permanent; the one thing keeping someone from rest
    /\b(?:deserve|deserves|need|needs|could use) (?:a |some )?(?:break|rest|vacation|time off) from me\b.*\b(?:permanent|permanently|forever|for good|for real|a long one)\b/,
    /\bi am the (?:thing|one|reason|problem|weight) (?:keeping|stopping|holding) (?:her|him|them|my \w+|everyone|everybody) (?:from|back from) (?:rest|resting|living|being happy|moving on|peace|having a life|healing|sleeping)\b/,
    // "they deserve a mom who isnt a ghost. theyd adjust. kids adjust" (round 141)
    /\bdeserves? (?:a |an )?(?:\w+ )?(?:mom|mother|dad|father|wife|husband|parent) (?:who|that) (?:is not|isnt|aint|wasnt|is actually|is really|is there)\b(?=.*\b(?:(?:they|kids|he|she|the kids|my kids) (?:would|will) (?:adjust|get over it|move on|be fine|be okay|be ok|bounce back)|kids (?:adjust|bounce back|get over it)|better off)\b)/,
    // the family healing better from the loss than from the life ("they'd heal faster from losing me")
    /\b(?:heal|recover|move on|get over it|be better|do better|be happier|grieve)\b(?: \w+){0,2} (?:faster|quicker|sooner|better|easier) (?:from |after )?(?:losing|burying|without) (?:me|him|her)\b/,
    /\bnot in the picture\b|\bdeserves? better than (?:me|a)\b|\bbe free (?:soon|of me)\b|\b(?:wont|will not) be (?:a problem|for much longer|around to)\b|\bdoing everyone a favou?r\b|\bnot be anybodys problem\b/,
    /\bremove (?:myself|himself|herself) from\b|\b(?:i am|i was|i were|me|myself|i should be|i need to be|i want to be|i would be|i will be|ill be|id be|i could be) out of the picture\b|\bworld (?:would be|is) better\b|\bstop being a (?:weight|burden|problem)\b|\bgoing to fix that\b/,
    /\b(?:get|collect|have) (?:my|the) (?:life )?insurance\b.*\bbetter off\b|\bbetter off\b.*\b(?:collecting|getting|cashing|with) (?:in )?(?:my|his|her|their|the) (?:sgli|vgli|life insurance|insurance|payout|death benefit)\b|\bgood riddance to me\b/,
    /\b(?:better|do better|be better)(?: off)? (?:cashing|collecting|with) (?:my|the) (?:vgli|sgli|life insurance|insurance|policy|survivor benefits|survivors benefits|death benefits?|dic)\b(?=.*\b(?:me around|than me|without me|keeping me|putting up with me|than (?:having|keeping) me)\b)|\bone less mouth\b|\bno one left (?:for \w+ )?to (?:carry|take care of|worry about)\b/,
  ],
  disappear: [
    // "better they remember me how i was and I just go on out" (round 196)
    /\b(?:better|rather) (?:they|them|the kids|the grandkids|my (?:\w+ )?\w+) remember me (?:how|as|the way) i (?:was|am)\b(?=.*\b(?:(?:i )?(?:just )?go on out|go out (?:now|quiet\w*|on my (?:own )?terms)|check out|be gone|not be (?:here|around))\b)/,
    // "i'm a charity case. nobody's gonna miss the drain when it goes" (round 165)
    /\b(?:nobody|nobodys|no one|noone) (?:is )?(?:going to|gonna|will|would) (?:even )?miss (?:the|this) (?:drain|leech|burden|dead weight|charity case|waste)\b(?: when (?:it|he|i) (?:goes|go|is gone|am gone))?/,
    // "i say no which is true. i would just love to stop existing" (round 145)
    /\b(?:would (?:just )?love|would like|(?:i )?just want|wish|would rather|wanna) to (?:just )?(?:stop existing|cease to exist|not exist)\b(?!.*\b(?:for a (?:while|week|day|few days|bit|weekend)|vacation|weekend|trip|kids)\b)/,
    // erasing oneself, not one's accounts (round 124)
    /\b(?:erase|erased|erasing|erases) myself\b(?! (?:from|off) (?:the |my |all |every )?(?:\w+ )?(?:internet|web|online|group|chat|list|lists|facebook|social|socials|media|accounts?|apps?|roster|records|database|photos?|pictures?|conversation|thread)\b)/,
    /\b(?:thinking (?:about|maybe)|maybe i|i might|what if i)(?: just)? (?:dont|do not|never|wont) come home\b(?! (?:for|until|till|early|late|before|after|tonight|today)\b)/,
    /^(?!.*\b(?:trip|camping|vacation|weekend|for a while|for a week|for a few days|lol|this year(?: (?!(?:forever|permanently|good|disappear\w*|vanish\w*|gone|die|dead)\b)\w+){1,12} instead)\b).*(?<!\b(?:it|money|pay|check|payment|benefits?|account|claim|file|files|dd214|dd 214|paperwork|papers|forms?|records|remote|keys|wallet|phone|glasses|socks|charger|mail|package|tools?|stuff|signal|wifi|paycheck) (?:(?:is|are) \w+ )?(?:just |all |simply )?)\b(?:disappear|vanish|fade away|evaporate|cease to exist|ceased to exist|stop(?:ped|s)? existing)\b(?! for (?:the|a) (?:day|night|afternoon|few hours)\b)/,
    /\b(?:not|dont|do not) (?:want|wanna) to (?:exist|be here|be around)\b/,
    /\b(?:i|me|myself|he|she|him|her) (?:(?:just|could|would|should|might|will|wanna|want to|to) )*(?:disappeared|vanished|disappearing|vanishing)\b/,
    /\b(?:want|wanna|wish|love|like|going) to (?:just )?(?:fall|drop) off the (?:face of the earth|map|grid)\b|\bnever be found\b|\bleave no trace\b|\bbe erased\b/,
    // not "after I'm gone" in a question of burial or eligibility (round 179)
    re(
      `\\bgo away\\b.*\\b(?:permanently|forever|for good|never|not come back)\\b|(?<!\\b(?:when|before|while) )(?<!^(?=.*\\b(?:pre need|preneed|burial|cemetery|estate|eligibility|beneficiar\\w*|headstone|plot)\\b).*(?<!\\blong )\\bafter )\\bi (?:was|were|am) gone(?: for good)?\\b(?! from| (?:for (?!good\\b)|all|till|until|on|this|next|over|most|the whole|half|a lot|overnight|today|tomorrow|saturday|sunday|monday|tuesday|wednesday|thursday|friday|the weekend|someday|some day|eventually)\\b)`,
    ),
    // someone else gone, unless it is a death being grieved ("I still can't believe she's gone") or the old self left behind sober (round 155)
    /^(?!.*\b(?:griev\w*|grief|passed|funeral|memorial|died|believe|miss (?:her|him)|claim|policy|estate|insurance|benefits?|casualt\w*|obituar\w*|lost (?:\w+ ){0,3}(?:platoon|squad|unit|company|crew|men|buddies)|the old (?:me|self|version of me)|(?:sober|clean)(?! tonight))\b).*(?<!\b(?:now that|once|after|when|while) )\b(?:he|she) (?:was|were|is) gone(?: for good)?\b(?! from)/,
    /\b(?:erase|delete|undo) (?:myself|the whole me|me from)\b/,
    /\b(?:go|going|walk|drive|head) (?:off )?(?:somewhere|someplace|where) (?:no one|nobody) (?:will|would|can|could) (?:ever )?find me\b/,
  ],
  first_person_suicide: [
    // "ill put myself in the ground before she can leave" (round 197, our own case, missed by the detector in use)
    /\b(?:i will|ill|i am going to|im going to|i am gonna|im gonna|gonna|going to) (?:just )?put myself (?:in the ground|dead)\b/,
    // "not gonna lie to you like i lie to my counselor at the vet center. im taking myself out. soon" (round 196)
    /\b(?:i am|im|i will|ill|going to|gonna) (?:just )?(?:taking|take) myself out\b(?! (?:to|for|of|on|with|tonight for|this weekend for)\b)/,
    /\b(?:i am|i feel|i have been|i get|i got|feeling|having|my|im) (?:so |really |very |been )?(?:suicidal|suicide thoughts|suicidal thoughts)\b|\b(?:i|i am|i have been|i keep|i been|im|been) (?:thinking|thought|think) (?:about|of|bout) (?:suicide|killing myself)\b|\bsuicidal again\b/,
    // "now i want to kill off the rest of me too" (round 155)
    /\b(?:kill|killing|end|ending|off|offing) (?:off )?(?:the rest of|what is left of|whats left of|what remains of) (?:me|myself)\b/,
    // "what do i say if someone tells me they want to die when i want to die too" (round 125)
    /\bi (?:want|wanna|wish|am ready) to die too\b|\b(?:and|but|when) (?:i|me) (?:do too|too)\b(?=.*\b(?:want|wants) to die\b)/,
    // "what questions would a counselor ask if you are suicidal. asking because i am" (round 168)
    /(?<=\bsuicid\w*\b.*)\b(?:asking|ask|asked) (?:because|cause|cuz|since|bc) (?:i am|i might be|i think i am|its me|it is me)\b(?! (?:a |an |the |in |on |at |curious|studying|training|taking|doing|writing|teaching|working|worried|scared for|asked))/,
  ],
  harm_to_others: [
    /\b(?:kill|killing|(?<!\b(?:got|get|gets|getting|was|were|been|be|am|is|are|i am|im) )hurt|hurting|shoot|shooting|harm|harming|murder) (?:someone|somebody|people|everyone|everybody|them all|my (?:wife|husband|family|kids|boss))\b/,
  ],
  prevention: [
    // "They asked me the suicide screening questions at my DENTAL appointment" (round 174): asked of everyone, not answered yes
    /\b(?:asked|ask|asks|asking) (?:me )?(?:the |all the |those |their )?(?:suicide |safety |depression |mental health |phq ?9? )?screening questions\b(?!.*\b(?:said yes|answered yes|lied|wasnt honest|didnt tell (?:them|the truth)|told (?:them|her|him) the truth)\b)/,
    // "what does 'means restriction' mean? saw it in your article about bridge barriers" (round 177)
    /\b(?:means restriction|restricting means|lethal means|bridge barriers?|suicide barriers?|safety nets? (?:on|under) (?:the )?bridges?|safe storage)\b/,
    // "Writing a comparison of policies for our post newsletter" (round 173): asked for readers, not for oneself; "writing the FAQ page
    // for our American Legion post newsletter" (round 193)
    /\bwriting (?:a|an|up a|up an) (?:comparison|article|piece|column|explainer|guide|report|post|story|write ?up)\b(?: \w+){0,3} (?:of|on|about|for)\b|\bfor (?:our|the|my) (?:\w+ ){0,3}newsletter\b|\b(?:writing|putting together|doing|updating) (?:the |a |an |our )?(?:faq|faqs|q and a)\b/,
    // the Columbia screener asked about by a pastor "to be ready if someone comes to me"; "how do you post about suicide on social
    // media without making it worse? I run the facebook page for our american legion post" (round 194)
    /\bcolumbia (?:screener|screening|protocol|scale|questions)\b|\bc ?ssrs\b|\b(?:post|posting|write|writing|talk|talking) about suicide (?:on|in) (?:social media|facebook|the page|our (?:\w+ ){0,2}page|the group)\b|\b(?:run|runs|running|manage|managing) the (?:facebook|fb|social media) (?:page|group|account)\b/,
    // "does giving away stuff always mean someone is suicidal? my grandma is ... moving into assisted living" (round 193): a sign asked about in general
    /\b(?:does|do|is|are)\b(?: \w+){1,4} (?:always )?(?:mean|a sign|signs?) (?:that )?(?:someone|somebody|a person|people) (?:is|are|might be) suicidal\b/,
    /\b(?:workshop|training|class|seminar|webinar|presentation|session|materials?)\b(?: \w+){0,8} (?:how to )?(?:ask|talk|talking) about suicide\b/,
    // suicide talked about in a community, a unit or a congregation (round 75)
    /\b(?:talk|talking|speak|speaking|bring up|bringing up|raise|raising) (?:about )?suicide (?:in|with|to|among|across) (?:my|our|the) (?:\w+ )?(?:community|communities|unit|church|congregation|parish|tribe|culture|youth|young (?:men|people|folks)|troops|soldiers|marines|airmen|sailors|squad|platoon|company|battalion|students|teens)\b/,
    /\b(?:(?:got|been|was|were|get|getting|am|being) trained (?:on|in|about)|prevention|prevent|reduce|awareness|peer support|peer mentors?|specialist|at risk|risk|programs?|resources|ace (?:trainer|training|class|course)|practi[cs]e asking|no payout for (?:a )?suicide|(?:wont|dont|doesnt|will not|do not|does not) pay(?: out)? if (?:(?:its|it is|it was|the death (?:is|was)) )?(?:a )?suicide|resilience (?:brief|briefing|training|class|day)|(?:on|for) (?:the|my|our|a) slides?|(?:pay|pays|paid) out for (?:every|any|all) (?:manner|kind|cause|type)s? of death|(?<!\bgive me the )hotline|counselors?|presentation|briefing|handouts?|seminars?|webinars?|workshops?|postvention|safe messaging|annual suicide report|suicide (?:report|data|numbers)|in the trades|(?:say|saying|use|using) (?:the (?:phrase|term|word) )?committed suicide|(?:pay|pays|paid) out (?:if|when|for) (?:the death (?:is|was) )?(?:a )?suicide|counsel\w* (?:cert\w*|class|course|program|degree)|passive (?:vs|versus|and) active|suicidal ideation|22 a day (?:number|stat|statistic|figure|thing|study|report|claim)|lethal means (?:counsel\w*|safety|training|reduction)|(?:plant|put|putting|planting) (?:the|that|an) idea in|support group|chaplain|training|train|class|classes|course|instructor|coordinator|statistics?|stats?|suicide (?:clause|exclusion)|capstone|thesis|dissertation|rates?|data|paper|research|grant|posters?|flyers?|(?<!\b(?:see|watch|watched|seeing|watching) (?:her|him|them|my \w+|\w+) )walk|volunteer|speaker|sponsor|qpr|asist|safetalk|warning signs|crisis line|988|gun locks?|safe storage|learn|recogni[sz]\w*|mission daybreak|s a v e|veterans? suicide|vets? suicides?|military suicide|doing about|right words|ask a buddy)\b|\b(?:if|might be|may be|could be) (?:he is |she is |they are |someone is |a buddy is |my \w+ is )?thinking (?:about|of) suicide\b|\bask(?:ing)? (?:someone|somebody|a buddy|a friend|people|them|him|her)\b(?: \w+){0,3} (?:about suicide|if (?:they are|theyre|hes|shes|he is|she is|youre|you are) suicidal|if (?:(?:they|he|she) (?:is|are) |theyre |hes |shes )(?:thinking|having thoughts) (?:about|of) (?:suicide|killing (?:themselves|himself|herself)|ending (?:their|his|her) (?:own )?life))\b/,
    // "what are the questions you ask somebody if you think theyre suicidal? the columbia ones" (round 168)
    new RegExp(
      `^${NOTHING_OF_MY_OWN}(?!.*\\b(?:tonight|right now|gun|pills|rope|goodbye|not answering)\\b).*\\b(?:what|which) (?:are )?(?:the )?questions (?:do |should |would |can )?(?:you|i|we|to) ask (?:somebody|someone|a (?:person|friend|buddy|vet|veteran|soldier))\\b(?: \\w+){0,2} (?:if|when) (?:you |i |we )?(?:think|suspect|worry)\\b`,
    ),
    // "how do I support my son who made an attempt last year and is doing better now? hes in therapy and stable" (round 155)
    new RegExp(
      `^${NOTHING_OF_MY_OWN}(?!.*\\b(?:again|tonight|right now|this week|gun|pills|rope|goodbye|saying bye|missing|not answering|talking about (?:doing|it))\\b)(?=.*\\b(?:made|had|after|survived|since) (?:an|his|her|their) (?:suicide )?attempt\\b)(?=.*\\b(?:doing (?:better|well|good|ok|okay|great)|stable|in therapy|recovering|(?:got|came|is|just got|home) (?:out of|home from) (?:inpatient|the hospital|the psych ward|treatment|rehab))\\b).*\\b(?:support|what (?:should|do|can) i (?:say|do)|how (?:do|can|should) i (?:help|talk|be there))\\b`,
    ),
  ],
  // a question about someone in general ("what do I say if a friend wants to die"), not about a person now
  hypothetical: [
    // "my buddy told me last year hed be better off dead … next time i want to know what to say" (round 118)
    new RegExp(
      `^${NOTHING_OF_MY_OWN}(?=.*\\b(?:my|a) (?:buddy|friend|brother|battle buddy|soldier|marine)\\b(?: \\w+){0,3} (?:told me|said)\\b).*\\b(?:next time i want to know what to say|what (?:do|should) i say (?:next time|if he says it again))\\b`,
    ),
    // how to help a friend who says he is a burden, or to be ready for a friend's plan, with nothing of one's own (round 114);
    // a brother "who seems off", to be ready for (round 169); a buddy "who's been drinking more" (round 171);
    // a buddy "who keeps talking about being a burden" (round 157)
    new RegExp(
      `^${NOTHING_OF_MY_OWN}(?=.*\\bhow do i help a friend\\b).*\\b(?:who (?:says|said|feels|thinks|told me)|want to be ready|be prepared|what do i (?:actually )?(?:do|say))\\b`,
    ),
    new RegExp(
      `^${NOTHING_OF_MY_OWN}.*\\bhow (?:do|can|should|would) (?:i|we|you) (?:talk to|help|respond to|approach|support|reach) (?:somebody|someone|a person|(?:a|my) (?:buddy|friend|vet|veteran|soldier|marine|sailor|airman|guy|brother|sister|dad|father|mom|mother|husband|wife|son|daughter)|people|anyone) who (?:keeps |is always |has been |is been )?(?:says|said|saying|tells|told|feels|thinks|(?:talks|talking) about|seems (?:down|off|low|withdrawn|quiet|depressed|distant|not (?:himself|herself))|drinking (?:more|a lot|heavily|too much))\\b`,
    ),
    // not my own marks hidden "if they see em" (round 195)
    /^(?!.*\bhid(?:e|ing) (?:the |my )?(?:burn marks|burns|cuts|cut marks|marks)\b)(?=.*\b(?:how (?:do|can|should|would) (?:i|we|you)|what (?:do|should|can|would) (?:i|we|you)|what to (?:say|do|tell)|how to (?:respond|help|talk|handle|approach)|signs?|recogni[sz]e|spot|respond)\b).*\b(?:if|when|whether) (?:a|an|someone|somebody|anyone|one of (?:your|our|my) \w+(?= ever\b)|people|veterans|vets|soldiers|they)\b/,
    // "what do u do if ur friend says hes thinking about ending his life" asked ahead, nothing felt "too" (round 137);
    // "what do you actually say if you think your buddy's thinking about killing himself? do you just ask it straight out?" (round 166)
    new RegExp(
      `^${NOTHING_OF_MY_OWN}(?!.*\\b(?:too|as well)\\b)(?=.*\\b(?:what (?:do|should|can|would) (?:you|i|we) (?:actually |really |even |just )?(?:do|say)|how (?:do|should) (?:you|i) (?:actually |really )?(?:respond|help))\\b).*\\b(?:if|when) (?:you (?:think|suspect|notice|worry|feel like) )?your (?:friend|buddy|battle buddy|loved one|soldier|spouse|husband|wife|brother|sister)s?\\b`,
    ),
    // "what are the warning signs a veteran might be thinking of hurting himself? ... what to watch for when he gets back" (round 178);
    // "warning signs someones about to hurt themselves? i tend bar" (round 184)
    new RegExp(
      `^${NOTHING_OF_MY_OWN}(?!.*\\b(?:tonight|right now|gun|pills|rope|goodbye|not answering|lately|already|has been|hes been|keeps)\\b).*\\b(?:warning )?signs? (?:that )?(?:a|an|someone|somebody|someones|somebodys|people|veterans?|vets?|soldiers?|service members?|troops|loved ones?)\\b(?: \\w+){0,2} (?:(?:might|may|could|is|are|would) (?:be )?(?:thinking|considering|planning|contemplating|at risk)|(?:is |are )?(?:about|going|fixing) to (?:hurt|harm|kill))\\b`,
    ),
    // what to say back if a friend ever says it, asked to be ready (round 84); "whats step one? want to know before" (round 183)
    /\bif (?:my|a|one of my|any of my) (?:\w+ )?(?:buddy|friend|battle buddy|brother|sister|coworker|soldiers?|airm[ae]n|marines?|sailors?|troops?|joes|vets?|veterans?|son|daughter|husband|wife|guys|buddies|friends)\b(?: \w+){0,2} (?:ever )?(?:says|say|said|tells me|tell me|told me|texts|text|texted|mentions|admits)\b(?=.*\b(?:right thing to say|what (?:do|should|would) i (?:say|do|tell)|how (?:do|should) i (?:respond|answer|react)|say back|want to be ready|be prepared|(?:whats|what is) (?:step one|the first step|the first thing)|(?:want|wanna|need) to know (?:before|ahead))\b)/,
    // "Does asking someone if they want to die put the idea in their head?" (round 161)
    /\bask(?:ing|ed|s)? (?:someone|somebody|a (?:buddy|friend|person|vet|veteran)|people|them|him|her)\b(?: \w+){0,2} (?:if|whether) (?:they|he|she) (?:want|wants|wanna) to (?:die|kill (?:themselves|himself|herself)|end it)\b/,
    // a practice scenario for a class ("roleplay for ASIST: veteran says ...")
    /\b(?:role ?play\w*|practic\w* (?:scenarios?|for (?:a|the|my) (?:class|training|course))|(?:training|class) scenarios?)\b/,
  ],
  bereavement: bereavementPatterns,
};
