/**
 * Messages the rules can tell are ordinary although they share a crisis message's words: distress
 * told as past or worked through and fine now, a film or a book admired, the noise of trains or
 * traffic, a relative dying of an illness, a message that is only greetings or questions about the
 * chat. Such a reading overrules the classifier (which only sees words), and only while the
 * message says nothing current or risky; one alone, a dark time dated years back with a life since
 * (`told_as_over`, round 57), overrules the rules as well.
 */
import type { Concept, CrisisConcept } from './concepts';
import { CARE } from './carePhrases';
import { EVERYDAY_MATTER } from './everydayPhrases';
import { ONLY_GREETINGS } from './greetingReadings';
import { CRAVING } from './idiomSettings';
import { RELATIVE_IS_DYING, re } from './patternHelpers';
import { remembranceReadings } from './remembranceReadings';
import { OK_NOW, PAST_OR_HELP } from './recoveryPhrases';
import { NOTHING_CURRENT, NOTHING_OF_ONES_OWN_END } from './readingGuards';
import { roadReadings } from './roadReadings';
import { WATER_SAFETY_QUESTION } from './heightQuestionSettings';

export type OrdinaryReading =
  | 'recovered'
  | 'admired_story'
  | 'traffic_noise'
  | 'anothers_end_of_life'
  | 'will_to_live'
  | 'remembrance'
  | 'denied'
  | 'told_as_over'
  | 'greeting'
  | 'road_accident'
  | 'hope_for_others'
  | 'care_question'
  | 'family_outing'
  | 'storage_rules'
  | 'craving'
  | 'offline_break'
  | 'homesick'
  | 'stories_told'
  | 'good_time'
  | 'hunting_season'
  | 'everyday_matter';

const MEDIA = '(?:(?:re)?watch(?:ed|ing)|movie|film|documentary|book|memoir|biography|episode|series|miniseries|podcast)';
const PRAISE =
  '(?:badass|bad ass|awesome|amazing|incredible|inspir\\w*|legend\\w*|heroic|hero|goat|masterpiece|classic|must (?:watch|read|see)|recommend\\w*|favou?rite|best (?:war )?(?:movie|film|book|show|series)|hell of a (?:man|soldier|marine|story|movie))';

const TRAFFIC = '(?:trains?|freight|railroad|rail|traffic|highway|freeway|interstate)';
const NOISE = '(?:horns?|whistles?|noise|rumbl\\w*)';
const ANNOYANCE =
  '(?:sleep|awake|keeps? (?:me|us) up|worst|annoying|loud|earplugs?|white noise|all night|every night|apartment|neighborhood|\\d+ ?(?:am|pm))';

/** Wanting to live on, for someone or something ahead (not "don't want to live"). */
const WILL_TO_LIVE = `(?:${[
  '(?<!\\b(?:dont|do not|doesnt|not|no longer|never|barely|hardly) (?:really |even )?)\\b(?:want|wanna|plan|hope|intend|going|trying) to (?:live|be around|stick around|stay healthy)\\b(?: \\w+){0,3} (?:long enough|for (?:my|the) (?:kids|grandkids|family|wife|husband|daughter|son|grandchildren)|to see)\\b',
  // a family's milestones ahead, to be there for ("I promised her I'd see them all graduate")
  '\\b(?:intend|plan|want|going|will|promised (?:her|him|them|myself) i would|(?:not )?(?:till|until) i) (?:to )?see (?:(?:every|each|all) (?:one )?of )?(?:them|my (?:\\w+ )?(?:kids|grandkids|grandchildren|granddaughter|grandson|daughter|son|children)) (?:all )?(?:graduate|grow up|get married|walk (?:the stage|down the aisle))\\b',
  // back to work on the anniversary, as the dead would want it (round 72)
  '\\bgo (?:back )?to work (?:like always|like every (?:day|year)|as usual)\\b(?: \\w+){0,2} (?:thats|that is) (?:how|what) (?:they|he|she) would (?:want|have wanted)\\b',
  // the years left, wanted for fishing or the grandkids (round 126)
  '\\b(?:want|plan|going|hope) to spend (?:em|them|those years|the (?:years|time) (?:i have |i got )?left|my (?:last |remaining )?years) (?:fishing|hunting|traveling|gardening|on the (?:lake|water|river)|with (?:my|the) (?:grandkids|kids|wife|family|husband))\\b',
  // a promise to the dead kept: his boy taken fishing or hunting (round 119)
  '\\b(?:go|goes|went|going|take|takes|took|taking) (?:his|her|their) (?:boy|son|kid|kids|daughter|girl) (?:fishing|hunting|camping|to (?:the )?(?:game|ballgame|games))\\b|\\b(?:go|goes|went|going) (?:fishing|hunting|camping) with (?:his|her|their) (?:boy|son|kid|kids|daughter|girl|widow|dad|father)\\b',
  // living on for a buddy who did not
  '\\bliving for (?:both of us|the both of us|him too|her too|them too|all of us|the ones who)\\b',
  // "i actually want to see how this turns out, and a year ago i couldnt have said that" (round 170)
  '(?<!\\b(?:dont|do not|doesnt|not|no longer|never|barely|hardly) (?:really |even |actually )?)\\bwant to see how (?:this|it|things|my life|the story) (?:turns|plays|works) out\\b(?=.*\\b(?:a year ago|back then|used to|at first|before) i (?:couldnt|could not|wouldnt|would not) have said (?:that|it)\\b)',
  // "now I just try to live enough for both of us" (round 149)
  '\\b(?:try|trying|tries|want|going) to live (?:enough |well |hard |full )?for (?:both of us|the both of us|all of us|him too|her too|them too)\\b',
  // a casket picked out ahead, "Plenty of living left, just wanted it off her plate" (round 189)
  '(?<!\\b(?:no|not|isnt|not much|hardly|barely) )\\b(?:plenty of|lots of|a lot of|many) (?:living|life|years|good years) (?:left|ahead)(?: in me)?\\b',
  // "Im not gonna be the seventh. Too much to live for and Ive got help now", after six funerals (round 192); not when
  // someone else says it: "my mom keeps saying i have so much to live for" (probe-382)
  '(?<!\\b(?:not|no|had|used to have|once had|thought i had) )(?<!\\b(?:says?|saying|said|tells? me|told me|telling me|reminds? me|reminded me)\\b.*)\\b(?:too|so) much to live for\\b|\\b(?:i am|im) not (?:going to|gonna) be the (?:next(?: one)?|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\\d+(?:st|nd|rd|th))\\b',
  // honouring the dead by living ("the best way to honor them is to live well")
  '\\bhonou?r (?:them|him|her|the fallen|my (?:brothers|buddies|guys)) (?:is |by )?(?:to )?liv(?:e|ing) (?:well|fully|a good life|for them|my life|a full life|it)\\b',
].join('|')})`;

/**
 * Hope told to others who struggle ("if other vets are reading this, you can come back from it"), with no end of the
 * writer's own in it (round 75); "just want to tell anybody reading it gets better" (round 122).
 */
const HOPE_FOR_OTHERS =
  '^(?!.*\\b(?:cant|cannot|couldnt|not me|except me|too late|goodbye|last (?:time|message)|(?<!\\b(?:not|dont|do not|never) )anymore|tonight|(?:i am|i feel|feeling|still) (?:so )?hopeless)\\b)(?=.*\\b(?:(?:if|to|for) (?:any )?(?:other|fellow) (?:\\w+ )?(?:vets|veterans|soldiers|guys|brothers|sisters|folks|people|marines|sailors|airmen)\\b(?: \\w+){0,3} (?:are |is )?(?:reading this|out there|struggling|going through it)|(?:tell|to|for) (?:anybody|anyone|everybody|everyone|whoever is) (?:who is |whos )?(?:reading|out there|struggling))\\b).*\\b(?:you can (?:come back|get through|make it|get better|recover)|(?:it|things) (?:does |do )?gets? better|there is hope|you are not alone)\\b';

/**
 * A question careSettings.ts has read as care for someone else (how to help a friend, what to do on
 * warning signs, how to ask the screening questions, a keepsake returned, home care for the dying),
 * with no crisis concept beside it: the classifier sees the heavy words around it, not the question
 * (round 78). Not "a warning sign": careSettings.ts reads things given away so anywhere.
 */
const CARE_QUESTION = `\\b(?:${Object.values(CARE).join('|')})\\b`;

/** "is VMLI worth it? ... my wife would be stuck with it if something happened to me" (round 180): mortgage insurance weighed */
const MORTGAGE_INSURANCE = `${NOTHING_OF_ONES_OWN_END}.*\\b(?:vmli|mortgage (?:life |protection )?insurance)\\b(?: \\w+){0,3} (?:worth it|worth getting|a good deal|a rip ?off|or (?:term|vgli|sgli))\\b`;

/** Gear readied for a hunt's opening day, a spot or a partner asked for, with nothing of the writer's own end (round 113). */
const HUNTING_SEASON = `${NOTHING_OF_ONES_OWN_END}(?=.*\\b(?:opening (?:day|morning|weekend)|(?:deer|duck|elk|turkey|dove|bow|rifle|goose|pheasant|grouse|waterfowl|squirrel) (?:season|opener)|hunting (?:season|trip|spot|lease))\\b).*\\b(?:anyone|anybody|got a spot|spots?|tips|who is|whos|wma|lease|blind|stand|ready for|cant wait|pumped|excited|looking good|looks good|dogs? (?:is )?ready|decoys|waders)\\b`;

/** A bridge or a riverfront visited with the kids, or walked across by "we": its lights, a walk across, parking (rounds 80, 85). */
const FAMILY_OUTING = `${NOTHING_OF_ONES_OWN_END}(?=.*\\b(?:with|took|taking|take|bring|bringing|brought) (?:the|my|our) (?:kids|family|grandkids|daughter|son|boys|girls|wife|husband)\\b|.*\\bwe (?:walked|drove|biked|rode|went|strolled|hiked) (?:across|over|along|out on)\\b|.*\\b(?:the )?(?:lights|views?|sunset) (?:were|was|are|is) (?:awesome|beautiful|gorgeous|pretty|amazing|great)\\b|.*\\bgood spot for a (?:run|jog|walk|picture|photo)\\b|.*\\b(?:walking|rail|bike|hiking) trail\\b|.*\\b(?:walked|biked|jogged|ran) (?:across|over|along) (?:the|a) (?:\\w+ ){0,3}bridge\\b(?=.*\\b(?:nice|beautiful|pretty|great|gorgeous) (?:view|morning|sunrise|sunset|day)\\b)|.*\\bgreenway\\b|.*\\b(?:walk|walking|run|running|take|taking) (?:my|the|our) dogs? (?:over|across|on|along|out there)\\b|.*\\bopen (?:again )?(?:for|to) (?:walking|walkers|bikes|biking|foot traffic|pedestrians|running)\\b|.*\\b(?:have|has) a (?:sidewalk|walkway|bike lane|pedestrian lane)\\b(?=.*\\b(?:run|running|walk|walking|bike|biking|hills?|hill work|pt|training|cardio)\\b)|.*\\b(?:taking|take|to take|snapping) (?:some )?(?:pics|pictures|photos)\\b).*\\b(?:bridges?|riverfront|river walk|riverwalk|overlook|pier|causeway|jetty|breakwater|quarry|swimming hole|adventure sport|walkway over the (?:\\w+ ){0,2}dam)\\b`;

/** A break from social media or the group chat: logging off, going offline for a while (round 85). */
const OFFLINE_BREAK = `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:disappear\\w*|vanish\\w*|for good|forever|permanently|anymore|any more|done|over it|tired)\\b).*\\b(?:(?:going|go|logging|log|staying|stay|getting|get) (?:offline|off (?:social media|socials|facebook|instagram|tiktok|twitter|x|reddit|the internet|line|the grid for a (?:bit|while|week|month)))|log off for a while|(?:social media|facebook|instagram|tiktok) (?:break|detox|fast|cleanse)|(?:taking|take) a break from (?:social media|socials|facebook|instagram|tiktok|the internet|the group chat))\\b`;

/** The dead remembered aloud with family or friends, and glad of it ("told the kids stories about him all night, it felt good", round 91). */
const STORIES_TOLD = `${NOTHING_OF_ONES_OWN_END}.*\\b(?:told|tell|telling|shared|sharing|swapped|swapping|traded|trading)\\b(?: \\w+){0,3} stories\\b.*\\b(?:felt good|feels good|was nice|was good|(?:a )?good day|good memories|laughed|laughing|smiled|smiling)\\b`;

/** Missing family far away ("i miss my mom in kabul, 3 years i dont see her"), wanting someone to talk to (round 87). */
const HOMESICK = `${NOTHING_CURRENT}${NOTHING_OF_ONES_OWN_END}.*\\bmiss (?:my )?(?:mom|mother|dad|father|family|parents|brother|sister|grandma|grandmother|grandpa|grandfather|home|country)\\b(?: \\w+){0,2} (?:in|back in|back home|overseas)\\b`;

/** A ride, a trip or a day called the best of one's life, with nothing said of now or of one's end (round 108). */
const GOOD_TIME = `${NOTHING_CURRENT}${NOTHING_OF_ONES_OWN_END}.*\\bbest (?:ride|trip|day|days|weekend|time|run|vacation|night|week|summer|hunt|fishing trip|road trip) of my life\\b`;

/** Where a personal weapon may be kept in the dorms or the barracks, or must go in the armory (round 82). */
const STORAGE_RULES =
  '^(?!.*\\b(?:myself|suicid\\w*|kill\\w*|end (?:it|things)|goodbye|last time|tonight|hopeless)\\b)(?=.*\\b(?:dorms?|barracks|base housing|on base|on post)\\b).*\\barmory\\b';

/** A carry-law question: a permit honoured across a state line, where the pistol rides in the truck (round 173). */
const CARRY_LAW =
  '^(?!.*\\b(?:myself|suicid\\w*|kill\\w*|end (?:it|things)|goodbye|last time|tonight|hopeless)\\b)(?=.*\\b(?:carry laws?|permitless|reciprocity|honou?r (?:the|my|an?|our) (?:\\w+ )?(?:permit|license)|concealed carry|ccw|carry permit|pistol permit)\\b).*\\b(?:permit|license|vault|holster|console|glove box|traffic stop|legal|law)\\b';

/**
 * Dying denied outright (text.ts rewrites the denial to "denying it"), with no passive wish anywhere
 * in the message ("hoping the jet doesn't come back", round 78) and nothing after it that takes it
 * back: no "but", no wish ("not going to do anything stupid, I just wish I could sleep and stay
 * there"), and no wish that stays ("it's just there all the time like background noise", round 178).
 */
const DENIED =
  '^(?!.*\\b(?:wouldnt mind|would not mind|(?:love|like|want|wish|rather) to (?:just )?(?:stop existing|not exist|cease to exist)|hoping (?:i|it|the|that|my)|let me (?:go|sleep|die)|stay(?:ed)? (?:there|asleep|under)|tired of being (?:here|alive|around)|(?:doesnt|does not|dont|do not|wont|never) come back)\\b).*\\bdenying it\\b(?!.*\\b(?:but|yet|though|although|except|however|until|unless|wish\\w*|want to|wanna|stay asleep|go to sleep|never wake|not wake|doesnt end|dont end|forever|for good|all the time|constantly|background noise|permanent\\w*|want (?:it|all of it|it all|everything|all this|this|the pain|the noise) to (?:stop|end))\\b)';

/**
 * A dark time dated years back ("that was 2011", "back in 2009", "6 yrs past that now"), or thought of in the drinking
 * years ("I used to drink a fifth a day and think about driving into the river", round 184)...
 */
const DATED_PAST =
  '\\b(?:(?:a )?long (?:time )?ago|took (?:me )?(?:\\d+|a few|many|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty) (?:years|yrs)\\b(?: \\w+){0,6}? to (?:stop|quit) (?:thinking|saying|believing|feeling)|i used to (?:\\w+ ){0,3}?(?:drink|use|get high)\\b(?: \\w+){0,6}? and (?:think|dream|fantasize) about\\b|that was (?:years|a long time|a decade|ages) ago|(?:havent|have not|hasnt|has not) (?:in|for) (?:over )?(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty) (?:years|yrs)|when i was (?:in a (?:bad|dark|rough|low) (?:spot|place|way|patch)|struggling)(?: \\w+){0,2}? (?:last year|a year ago|last (?:spring|summer|fall|winter))|(?:last year|a year ago|last (?:spring|summer|fall|winter)) when i was (?:in a (?:bad|dark|rough|low) (?:spot|place|way|patch)|struggling)|(?:havent|have not) felt (?:that way|like that) (?:in|for) (?:\\d+|two|three|four|five|six|seven|eight|nine|ten) (?:years|yrs)|(?:back )?in (?:19|20)\\d\\d|in the (?:winter|summer|spring|fall|autumn) of (?:19|20)\\d\\d|back in (?:0\\d|1\\d|[6-9]\\d)|that was (?:19|20)\\d\\d|(?:19|20)\\d\\d was my \\w+ year|(?:19|20)\\d\\d was the (?:worst|hardest|darkest|roughest) (?:year|stretch|time|period)|(?:\\d+|a few|two|three|four|five|six|seven|eight|nine|ten) (?:yrs|years) (?:ago|past (?:that|it))|(?:after|when) i (?:got out|came home|came back|retired|separated|got discharged) in (?:0\\d|1\\d|[6-9]\\d|(?:19|20)\\d\\d)|(?:dont|do not|no longer) (?:feel|think|believe) (?:that way|like that|that) (?:anymore|any more)|(?:have not|havent|has not|hasnt) (?:felt|thought|wished|had) (?:that|it|those|like that|that way)(?: way)? in (?:over )?(?:a year|a couple (?:of )?years|(?:\\d+|two|three|four|five|six|ten|eighteen) (?:years|yrs|months)))\\b';
/** ...and a life since that says so: the work it led to, the help given, the writer glad of it, "in a good place now" (round 183). */
const LIFE_SINCE =
  '\\b(?:past (?:that|it) now|now i (?:just )?try to live (?:well|right|good|a good life) for (?:them|him|her|the guys)|(?:i am|im) in a (?:good|better|great|much better|way better|healthy) (?:place|spot|headspace) now|(?:therapy|counseling|treatment)(?: at the (?:\\w+ ){0,3}?(?:va|clinic|vet center|hospital|center))? ever since|(?:life is|lifes) (?:good|great|decent|better) now|started a (?:\\w+ ){0,3}(?:group|club|business|nonprofit)|(?:(?:i am|im) )?doing (?:a lot |much |way |so much )?(?:good|well|great|better|ok|okay|fine) now|(?:my )?(?:therapist|counselor|doctor|doc|psychiatrist) agrees|(?:therapy|treatment|counseling|meds|pills|medication|my (?:meds|dog|service dog|church|faith|wife|husband|kids|family|sponsor|therapist)|the vet center|peer support|god|church|faith)(?: and (?:my |the )?\\w+(?: \\w+)?)? changed (?:that|it|all that|everything)|(?:got|pulled|carried) me through (?:it|that|those|them)|worked through (?:that|it|all that)|(?:the )?vet center(?: in \\w+)? (?:did (?:a lot|wonders|a ton)|helped (?:a lot|a ton|me a lot|so much))|(?:the |my )?scars (?:still )?(?:get|draw) (?:questions|looks|comments)|questions about (?:the |my )?scars|(?:i am|im) not there (?:now|anymore|any more)|(?:therapy|counseling|treatment|group|(?:my |the )?(?:therapist|counselor))(?: at the (?:\\w+ ){0,3}?(?:clinic|vet center|va|hospital|center))? (?:did (?:a lot|wonders|a ton)|helped (?:a lot|a ton|me a lot|so much))|(?:get|got|getting) past (?:that|it)|now i (?:teach|coach|volunteer|mentor|help|run|lead)\\w*|(?<!\\bhad (?:been )?)(?:(?:\\d+|two|three|four|five|six|seven|eight|nine|ten) (?:years|yrs|months) (?:sober|clean)(?: now| today)?|(?:sober|clean) (?:for )?(?:\\d+|two|three|four|five|six|seven|eight|nine|ten) (?:years|yrs|months)(?: now)?)(?! (?:up )?(?:till|until|til|before|when)\\b)|now (?:i am|im) the one (?:answering|taking|picking up) the (?:phones?|calls)|(?:the (?:crisis )?line|988|the hotline) (?:worked|works|saved me|helped)(?: for me)?|(?:thats|that is|its|it is) (?:all )?behind me|i help (?:run|lead)|i (?:teach|coach|volunteer|mentor)\\w*(?: \\w+){0,3} now|i (?:called|texted) the line and (?:i am|im) still here|(?:i am|im) (?:now )?a peer support specialist|peer support specialist now|coaching|(?:it|things) (?:does|do|did|can) get better|(?:turned|turn) (?:it|things|my life) around|best (?:call|thing|decision) i ever made|glad i (?:stayed|called|reached out|made it|am still here|was wrong)|(?:\\d+|\\w+) (?:yr|year|month|day) (?:aa |na |sobriety )?(?:chip|coin|medallion)|(?:i am|im) still here and (?:i am|im) glad(?: i am| of it)?|i know that now|somebody found me in time|now (?:i am|im) (?:going to school|in school|studying|working|back at work)|success stor(?:y|ies)|(?:have been|been) (?:solid|good|stable|steady|doing well|clean|sober) for (?:years|\\d+ years|a long time)|become a peer (?:mentor|support \\w+)|since (?:i )?(?:started|starting|began|finished|finishing|did) (?:emdr|cpt|pe|therapy|counseling|treatment|meds|pills|medication|medicine|group|the program)|nothing like (?:back then|before|it was|it used to be)|(?:\\d+|\\w+) (?:years|yrs) later (?:i have got|ive got|i have|ive|i got) (?:a|my) (?:wife|husband|job|family|kids|home|counselor|therapist)\\b|(?:\\d+|\\w+) (?:years|yrs) later (?:i am|im) (?:coaching|teaching|volunteering|mentoring|working|going back to school|back in school))\\b';

export const ordinaryReadingPatterns: Record<OrdinaryReading, RegExp[]> = {
  recovered: [
    re(`${NOTHING_CURRENT}(?=.*\\b${PAST_OR_HELP}\\b).*\\b${OK_NOW}\\b`),
    // "felt dead inside for a long time. first time in 5 yrs i laughed at something" (round 148)
    re(
      `${NOTHING_CURRENT}.*\\bfirst time in (?:\\d+|a few|many|two|three|four|five|ten) (?:years|yrs|months)(?: \\w+){0,2} (?:i )?(?:actually |really |finally |genuinely )?(?:laughed|smiled)\\b`,
    ),
  ],
  admired_story: [re(`${NOTHING_CURRENT}(?=.*\\b${MEDIA}\\b).*\\b${PRAISE}\\b`)],
  traffic_noise: [
    re(
      `${NOTHING_CURRENT}(?=.*\\b${ANNOYANCE}\\b).*(?:\\b${TRAFFIC}\\b(?: \\w+){0,2} ${NOISE}\\b|\\b${NOISE}\\b(?: \\w+){0,3} ${TRAFFIC}\\b|\\bsleep (?:near|by|next to) (?:the )?(?:tracks|highway|freeway|interstate)\\b)`,
    ),
  ],
  anothers_end_of_life: [re(`${NOTHING_CURRENT}.*\\b${RELATIVE_IS_DYING}`)],
  will_to_live: [re(`${NOTHING_CURRENT}.*${WILL_TO_LIVE}`)],
  remembrance: remembranceReadings,
  denied: [re(DENIED)],
  told_as_over: [re(`${NOTHING_CURRENT}(?=.*${DATED_PAST}).*${LIFE_SINCE}`)],
  greeting: [re(ONLY_GREETINGS)],
  road_accident: roadReadings,
  hope_for_others: [re(HOPE_FOR_OTHERS)],
  care_question: [re(CARE_QUESTION)],
  // a jump into the water asked about for the kids (workAndRoadSettings.ts), as an outing is (round 119)
  family_outing: [re(FAMILY_OUTING), re(`${NOTHING_OF_ONES_OWN_END}.*\\b${WATER_SAFETY_QUESTION}\\b`)],
  storage_rules: [re(STORAGE_RULES), re(CARRY_LAW)],
  offline_break: [re(OFFLINE_BREAK)],
  homesick: [re(HOMESICK)],
  stories_told: [re(STORIES_TOLD)],
  // a ride enjoyed: "nothing like flying through those curves" (round 130)
  good_time: [
    re(GOOD_TIME),
    re(
      `${NOTHING_OF_ONES_OWN_END}(?!.*\\b(?:off|plan|crash|wreck)\\b).*\\bnothing like (?:flying|riding|cruising|carving|ripping|rolling) (?:through|down|up|along|over)\\b`,
    ),
  ],
  hunting_season: [re(HUNTING_SEASON)],
  craving: [re(`${NOTHING_OF_ONES_OWN_END}.*\\b${CRAVING}\\b`)],
  everyday_matter: [re(EVERYDAY_MATTER), re(MORTGAGE_INSURANCE)],
};

/** The crisis concepts each reading may stand beside: survivor's guilt worked through; a weapon or a train named, "last night". */
const mayStandBeside: Record<OrdinaryReading, CrisisConcept[]> = {
  recovered: ['survivor_guilt', 'means'],
  admired_story: ['means', 'finality'],
  traffic_noise: ['means', 'finality'],
  anothers_end_of_life: [],
  will_to_live: ['finality', 'survivor_guilt'],
  // each remembrance reading excludes the writer's own end, so a friend's suicide may be named in it (round 113)
  // and survivor's guilt felt at it, "doesnt stop me getting up" (round 156)
  remembrance: ['finality', 'suicide', 'survivor_guilt'],
  denied: [],
  // round 57: what the writer did or felt back then, whatever it was, as long as nothing is current
  told_as_over: [
    // "back in 2016 I tried to end my life. Seven years past it now" (round 136)
    'suicide',
    'means',
    'preparation',
    'possession',
    'death_wish',
    'burden',
    'disappear',
    'finality',
    'hopelessness',
    'survivor_guilt',
    // "back in 08 i thought i should have died with them" (round 128)
    'unworthy_to_live',
    // guns given to a brother "when i was in a bad spot" (round 156)
    'arranging',
    // "Two years ago I sat in my truck with a gun in my mouth" (round 164)
    'act_in_progress',
    // "used to ... think about driving off the road on 80. That was 2018" (round 175)
    'vehicle_or_fall',
    // "Two years ago I was sitting in my truck ... with a pistol, ready to be done" (round 182)
    'entrapment',
  ],
  greeting: [],
  // "hit a moose last night" (round 109)
  road_accident: ['means', 'finality'],
  // hopelessness once felt, told to others as over (round 122)
  hope_for_others: ['hopelessness'],
  care_question: ['finality'],
  // a bridge walked "tonight" for its lights (round 122)
  family_outing: ['means', 'finality'],
  storage_rules: ['means', 'possession'],
  // a food craved "right now"
  craving: ['finality'],
  offline_break: [],
  homesick: [],
  stories_told: [],
  good_time: [],
  // the rifle named, the night before the opener
  hunting_season: ['means', 'possession', 'finality'],
  // the rifle hauled up to the stand, the shotguns sold
  everyday_matter: ['means'],
};

const holds = (reading: OrdinaryReading, found: ReadonlySet<Concept>, isCrisisConcept: (c: Concept) => boolean) =>
  found.has(reading) && [...found].every((c) => !isCrisisConcept(c) || mayStandBeside[reading].includes(c as CrisisConcept));

/** Whether a reading holds that makes the message ordinary, whatever the classifier's score. */
export function readsAsOrdinary(found: ReadonlySet<Concept>, isCrisisConcept: (c: Concept) => boolean): boolean {
  return (Object.keys(mayStandBeside) as OrdinaryReading[]).some((reading) => holds(reading, found, isCrisisConcept));
}

/** A dark time told as dated and over overrules the rules' own crisis too: what it names is the past's (round 57). */
export function toldAsOver(found: ReadonlySet<Concept>, isCrisisConcept: (c: Concept) => boolean): boolean {
  return holds('told_as_over', found, isCrisisConcept);
}
