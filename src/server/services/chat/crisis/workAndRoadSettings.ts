/**
 * Work, sport, vehicles and heights: a job or shift that cannot go on (jobSettings.ts), car repairs,
 * tower climbers and ironworkers, rope swings, training jumps, jumps into water, bridges, moves; an engine
 * in a garage is engineInGarageSettings.ts's, a height over water asked about heightQuestionSettings.ts's. Part of the ordinary settings (ordinarySettings.ts),
 * applied in this order.
 */
import { climbingGearSettings } from './climbingGearSettings';
import { EVERYDAY } from './everydayPhrases';
import { engineInGarageSettings } from './engineInGarageSettings';
import { heightQuestionSettings, WATER_SAFETY_QUESTION } from './heightQuestionSettings';
import { jobSettings } from './jobSettings';
import { beside } from './patternHelpers';
import { NOTHING_OF_AN_END } from './readingGuards';

export const workAndRoadSettings: [RegExp, string][] = [
  [
    /\bhang(?:ing|ed|s)? up (?:the|my|his|her) (?:cleats|gloves|boots|spikes|skates|jersey|spurs|helmet|whistle|clipboard)\b/g,
    'retire from the sport',
  ],
  [
    /\b(?:bungee|base|cliff|ski) ?jump(?:s|ed|ing|ers?)?(?: off (?:the |a )?(?:\w+ ){0,4}(?:bridge|cliff|tower|building|gorge))?\b|\bskydiv\w*\b|\bparaglid\w*\b|\bhang ?glid\w*\b|\bpolar (?:bear )?plunge\b|(?<!\bnot (?:a )?)\bbungee\b/g,
    'adventure sport',
  ],
  ...jobSettings,
  // an old father's keys: "How do I get him to give up the keys without a fight" (round 194)
  [
    /\b(?:get|getting|make|convince|convincing|talk|talking) (?:him|her|them|my (?:dad|mom|father|mother|grandpa|grandma|grandfather|grandmother|parents))(?: into)? (?:to )?(?:give|giving) up (?:the |his |her |their )?(?:car |truck )?(?:keys|driving)\b/g,
    EVERYDAY.olderDriver,
  ],
  [
    /\b(?:in the )?garage with the (?:engine|motor|car|truck) running\b(?=.*\b(?:doors? (?:wide )?open|leak|diagnos\w*|timing|idle|tune|fixing|repair\w*|vacuum|pcv|hose|sensor)\b)/g,
    'working on the engine',
  ],
  [/\b(?:i am|im) done\b(?= done with (?:nights|the commute|(?:this|the|my) (?:job|shift|commute|boss))\b)/g, 'i am quitting'],
  [
    /\bgave away (?:\w+ ){0,2}(?:my )?(?:stuff|things|belongings|clothes|furniture)\b(?: \w+){0,3} (?:when|because|since|before) (?:i|we) (?:moved|downsized|relocated|retired)\b/g,
    'downsized',
  ],
  [
    /\b(?:stole|stolen|steal|replaced?|replacing|fix\w*|repair\w*) (?:the |my |a )?catalytic converter\b|\bexhaust (?:work|system|leak|repair|shop|pipe|manifold)\b/g,
    'car repair',
  ],
  // an engine that won't turn over (round 90)
  [/\b(?:engine|car|truck|jeep) (?:wont|will not|doesnt|does not|didnt|did not) (?:turn over|start|crank)\b/g, 'car repair'],
  [/\bcut(?:ting|s)? (?:my |our |back )?(?:hours|shifts|overtime)\b/g, 'reducing shifts'],
  [/\bwrite (?:off|it off)\b/g, 'deduct'],
  [/\bclimb\w* (?:cell )?towers?\b|\btower climb\w*\b/g, 'work at heights'],
  // going off the wall at the rappel tower (round 89)
  [
    new RegExp(
      beside('(?:rappel\\w*|repel\\w*|air assault|rope)', '\\bgoing off the (?:\\d+ (?:ft|foot|feet) )?(?:wall|tower|ledge)\\b'),
      'g',
    ),
    'rappelling',
  ],
  ...engineInGarageSettings,
  [/\b(?:without|not|avoid|keep from) cutting (?:my|your|his|her|our) (?:hands?|fingers?|knuckles)(?: up| open)?\b/g, 'working safely'],
  [
    /\b(?:kids?|son|daughter|boys|girls|nephews?|nieces?|teens?|grandkids|grandson|granddaughter)\b(?: \w+){0,3} (?:jump|jumping) off (?:the |a )?(?:rope swing|dock|diving board|boat|pier|swing)\b(?: \w+){0,8}? (?:how deep (?:is (?:it|the water))?|(?:is )?(?:the water )?deep enough)\b/g,
    WATER_SAFETY_QUESTION,
  ],
  // two trucks weighed: "cant decide f150 or silverado" (round 128)
  [
    /\b(?:cant|can not|cannot) decide (?:between )?(?:a |an |the )?(?:f ?\d{3}|silverado|sierra|ram|tacoma|tundra|colorado|ranger|frontier|titan|ridgeline|gladiator|wrangler|bronco|jeep|harley|truck|car) (?:or|and) (?:a |an |the )?(?:f ?\d{3}|silverado|sierra|ram|tacoma|tundra|colorado|ranger|frontier|titan|ridgeline|gladiator|wrangler|bronco|jeep|harley|truck|car)\b/g,
    'truck shopping',
  ],
  // affairs put in order before a deployment (round 124)
  [
    /\b(?:putting|put|get|getting|got) my affairs in order\b(?= before (?:i|we) (?:deploy|ship out|leave for (?:basic|deployment|training|the deployment)|pcs|go overseas)| (?:because|bc|since|as) (?:i am|im|we are|were) (?:deploying|shipping out|pcsing|going overseas|leaving for (?:basic|training|deployment))\b)/g,
    'preparing for deployment',
  ],
  // "putting my affairs in order bc im deploying in march … straight before i go" (round 145)
  [/(?<=\bpreparing for deployment\b.*)\bbefore (?:i|we) (?:go|leave|ship out)\b/g, 'before the deployment'],
  // a car backed into the lake at the boat ramp; a junk jeep cursed toward the river (round 120)
  [
    /\b(?:drove|backed|rolled|slid|sank|dunked) (?:my|the|our) (?:car|truck|jeep|suv|van)\b(?: \w+){0,2} (?:into|in) the (?:lake|water|river)\b(?=.*\b(?:boat ramp|launch|trailer|backing|backed)\b)(?!.*\b(?:on purpose|meant to|wanted to|wish\w*|hoping|end it|myself)\b)/g,
    'boat ramp mishap',
  ],
  [
    /\b(?:drive|push|roll|sink|dump|shove|put) (?:this|that) (?:\w+ )?(?:junk|piece of (?:junk|crap|shit)|pos|money pit|lemon)(?: \w+)? (?:jeep|truck|car|van|suv|mower|boat)?\s?(?:into|in|off) (?:the|a) (?:river|lake|ocean|pond|bay|cliff)\b(?!.*\b(?:myself|with me in it|me with it|end it|tonight|goodbye)\b)|\b(?:this|that) (?:junk|money pit|pos|lemon) (?:jeep|truck|car|van|suv|boat) (?:is )?(?:going|gonna go) (?:in|into) the (?:river|lake)\b/g,
    'fed up with my car',
  ],
  // a rope swing hung for the kids, a climbing rope's limit (round 131)
  [/\b(?:hang|hanging|hung|put up|putting up|tie|tying|tied) (?:a |the )?(?:rope|tire) swing\b/g, 'building a swing'],
  [/\b(?:weight limit|rating|strength) (?:on|of) (?:a |the |my )?climbing rope\b/g, 'climbing gear question'],
  // "sometimes I still wake up thinking Im back in Iraq. it passes faster now" (round 136)
  [
    /\bwake up thinking (?:i am|im) (?:back )?in (?:iraq|afghanistan|vietnam|the sandbox|country|kuwait|korea|fallujah|ramadi|the desert|the suck)\b/g,
    'have war dreams',
  ],
  // "anybody fish off the snows cut bridge? whats biting" (round 145)
  [
    new RegExp(
      `${beside(
        '(?:biting|bite|bait|lures?|catch|caught|tips|rig|redfish|trout|bass|flounder|snapper|catfish|crappie|walleye|drum|tide)',
        String.raw`\bfish(?:ing|ed)? (?:off|from|under) (?:the )?(?:\w+ ){0,3}(?:bridge|pier|jetty|dock|causeway)\b`,
      )}${String.raw`(?<!^(?=.*\b(?:jump\w*|myself|goodbye|last time|not to fish|for good|roll\w* off|take me|drown\w*|sink|end it|lately|swim|over the rail|water)\b).*)`}`,
      'g',
    ),
    EVERYDAY.fishing,
  ],
  // "I'd kill for one flight out of here that isn't weathered in. Stuck in Unalakleet 3 days now" (round 187); not the flight
  // a crew went down on ("grounded me that morning ... and I'm still here", probe-260)
  [
    new RegExp(
      `${NOTHING_OF_AN_END}(?!.*\\b(?:crew|still here|should have been|supposed to be on|crash\\w*|went down|into the water)\\b)\\b(?:weathered in|(?:flights?|plane|ferry) (?:home|out(?: of here)?)\\b(?: \\w+){0,4} (?:cancell?ed|delayed))\\b`,
      'g',
    ),
    EVERYDAY.travelDelay,
  ],
  // "Cass St bridge is up AGAIN, been sitting here 20 min watching a barge crawl through" (round 190): a drawbridge raised
  [
    new RegExp(
      `${NOTHING_OF_AN_END}\\b(?:draw ?bridge|bridge) (?:is |was |went )?(?:up|raised|open|opened)(?: again)?\\b(?=.*\\b(?:barge|boat|ship|tug|sailboat|waiting|sitting here|stuck|traffic|\\d+ min\\w*)\\b)`,
      'g',
    ),
    EVERYDAY.travelDelay,
  ],
  // "whats the fastest way to Patrick from Suntree at 0600 without sitting on the 520 bridge?" (round 186): traffic
  [
    /\b(?:sitting|sit|stuck|waiting|crawling) (?:in traffic )?on the (?:\w+ )?(?:bridge|causeway|overpass)\b(?=(?<=\b(?:fastest way|quickest way|best way|route|traffic|commute|construction|closed|detour|rush hour)\b.*)|.*\b(?:fastest way|quickest way|route|traffic|commute|construction|closed|detour|rush hour)\b)/g,
    'stuck in traffic',
  ],
  // "fishing below the clinton bridge yesterday and caught a 12 lb flathead" (round 191)
  [
    /\b(?:fishing|fished) (?:below|under|off|by|near|at) (?:the )?(?:\w+ ){0,2}(?:bridge|dam|trestle|spillway)\b(?=.*\b(?:caught|catch|bite|biting|flathead|catfish|bass|walleye|crappie|trout|lb|pound)\b)/g,
    EVERYDAY.fishing,
  ],
  // "the long way around kills me", a ferry waited on for work (round 191)
  [
    /\b(?:the long way(?: around)?|the detour|the drive|the commute|the wait) (?:just |really )?kills me\b(?!.*\b(?:want it to|hope it does|for real|honestly|literally)\b)/g,
    'is a hassle',
  ],
  // where to anchor the boat, or the depth for it (round 185)
  [
    /\b(?:where|how deep|how) to (?:anchor|moor|tie up|beach) (?:the|my|our|a) (?:boat|pontoon|jon boat|skiff|kayak|canoe)\b/g,
    EVERYDAY.boating,
  ],
  // a bridge's clearance for a pontoon (round 138)
  [
    /\b(?:how much )?clearance (?:does|under|of|on|for) (?:the )?(?:\w+ ){0,4}bridge\b|\bbridge\b(?: \w+){0,4} clearance\b/g,
    EVERYDAY.boating,
  ],
  // a town named for a river: "the parking lot at white river junction" (round 134)
  [/\b\w+ river (?:junction|falls|valley|parkway|pkwy|road|rd)\b/g, 'a town'],
  // a stranded driver helped: "stopped for a guy on the interstate with smoke pouring out of the hood" (round 133)
  [
    /\bsmoke (?:pouring|coming|billowing|rolling|pouring out) (?:out of|from|outta) (?:the|his|her|their|my) (?:hood|engine)\b/g,
    'engine trouble',
  ],
  [
    /\b(?:stopped|pulled over) (?:for|to help) (?:a|some|this) (?:guy|lady|woman|man|family|driver|trucker|vet|kid)\b(?= on the (?:interstate|highway|freeway|shoulder|side of the road)\b)/g,
    'helped a stranded driver',
  ],
  // knots asked about for a tree stand, a trailer or a load: "tied a figure 8 on a bight … better knot for hauling up gear" (round 132)
  [
    /^(?!.*\b(?:noose|hangman\w*|neck|beam|rafter|joist|rafters|my weight|body weight|hold me|holds? (?:\d+|a man|a person|a body)|\d+ ?(?:lbs|pounds)|not for|tonight)\b)(?=.*\b(?:knot|knots|hitch|bowline|figure (?:8|eight)|on a bight|prusik)\b)(?=.*\b(?:tree ?stand|deer stand|hauling|haul|gear|trailer|winch|boat|tarp|load|hammock|kayak|canoe|dock|truck bed|tie down|tie downs|climbing|camp)\b).*\brope\b/g,
    EVERYDAY.knots,
  ],
  // rope bought or asked about for a swing (round 119)
  [/\brope for (?:a|the|my|our) (?:tire |kids |backyard )?swing\b/g, 'rope swing'],
  [/\bjump(?:ed|ing)? off (?:the |a )?(?:rope swing|dock|diving board|boat|pier|high dive|swing)\b|\brope swing\b/g, 'played on the swing'],
  [/\btaking me out on the (?:water|boat|lake|river)\b/g, 'taking me fishing'],
  [
    /\b(?:kids?|son|daughter|boys|girls|nephews?|nieces?|teens?|grandkids|grandson|granddaughter|guys|buddies|friends|crew|platoon)\b(?: \w+){0,4} (?:jump|jumping) off (?:the |those |some )?(?:\w+ ){0,2}(?:rocks?|cliffs?|bridge|ledge)\b(?=(?: \w+){0,6} (?:lake|river|quarry|creek|swimming hole)\b| into the (?!\w+ (?:traffic|road|highway|tracks)\b)\w+\b)(?: \w+){0,14}? (?:how deep (?:is (?:it|the water))?|(?:is )?(?:the water )?deep enough|is (?:that|it|this) (?:even )?(?:safe|legal|allowed))\b/g,
    WATER_SAFETY_QUESTION,
  ],
  [
    /\b(?:(?:feel|feeling|felt) like|i am|im) a burden\b(?: \w+){0,6}(?=.*\b(?:temporary|(?:\w+|\d+) more weeks|until i heal|healing|rehab|surgery|recovery|chore\w*|not in a (?:dangerous|suicidal|dark|scary|bad|harmful) way|(?:kids|wife|husband|family) (?:remind|reminds|tell|tells) me (?:i am|im) not|(?:my )?(?:ot|pt|therapist|doctor|doc|counselor|neuro\\w*) says (?:thats|that is|its|it is) normal|(?:we are|were|i am|im) working on it|just venting (?:i am|im) (?:ok|okay|fine|good))\b)/g,
    'frustrated while healing',
  ],
  ...heightQuestionSettings,
  [
    /\bbridge jump\b(?: \w+){0,3} (?:during|in|at) (?:water survival|training|basic|boot camp|air assault|ranger school|airborne school)\b/g,
    'training exercise',
  ],
  [
    new RegExp(
      beside(
        '(?:ironworker|iron worker|lineman|welder|steelworker|crane operator|bridge painter|inspector|construction|tower climber|dot|painting|rope access|job)',
        '(?:\\b(?:\\d+ (?:feet|ft) )?up on (?:a|the) (?:\\w+ ){0,2}(?:bridge|tower|building|beam|crane)|\\b(?:standing|sitting|working|walking) (?:on|along) the edge of (?:the |a )?(?:\\w+ ){0,2}(?:tower|bridge|roof|beam|building|crane|deck)(?: all day)?|\\b(?:hanging|dangling) (?:off|from|over|under) (?:the (?:side|underside|edge) of )?(?:the |a )?(?:\\w+ ){0,2}(?:bridge|tower|building|beam|crane|it)(?= in a harness\\b)(?!.*\\b(?:unclip\\w*|let go|cut (?:it|the rope)|tonight|goodbye|myself)\\b))\\b',
      ),
      'g',
    ),
    'working on a bridge',
  ],
  [/\brun for the wall\b/g, 'motorcycle rally'],
  // "is it legal to jump off into the river", the kids wanting to (round 128)
  [
    /\bis it (?:legal|allowed|safe|ok|okay) to jump (?:off )?(?:into )?(?:the )?(?:river|lake|water|creek|swimming hole|reservoir)\b(?=.*\b(?:kids?|son|daughter|grandkids|friends|teens?|boys|girls)\b)/g,
    WATER_SAFETY_QUESTION,
  ],
  // whether a jump off a bridge or a pier is legal, the kids wanting to (rounds 103, 119); the best spots to jump into the water, the kids along (round 103)
  [
    /\b(?:is )?(?:jumping|jump) off (?:the )?(?:\w+ ){0,2}(?:bridge|rocks?|cliffs?|ledge|dam|trestle|pier|dock|jetty)\b(?: \w+){0,4} (?:legal|illegal|allowed|safe)\b(?=.*\b(?:kids?|son|daughter|grandkids|friends|teens?|boys|girls)\b)/g,
    WATER_SAFETY_QUESTION,
  ],
  [
    /\b(?:best|good) (?:spots?|places?) to jump (?:off )?(?:into )?(?:the )?(?:water|lake|river|reservoir)\b(?=.*\b(?:kids|summer|swim\w*|cliff jumping|adventure sport|friends|family)\b)/g,
    WATER_SAFETY_QUESTION,
  ],
  // "places to jump off into the water in the keys? ... looking for high platforms for me and my son" (round 166)
  [
    /\b(?:spots?|places?) to jump (?:off )?into (?:the )?(?:water|lake|river|reservoir|springs?)\b(?=.*\b(?:for|with) (?:me and )?(?:my|the|our) (?:son|daughter|kids|boys|girls|grandkids|grandson|granddaughter)\b)(?!.*\b(?:myself|better off|end it|goodbye|alone|tonight|last time|come (?:back )?up|without me|miss me)\b)/g,
    WATER_SAFETY_QUESTION,
  ],
  // "anyone know a good spot for jumping off rocks into the water in north FL? springs preferably" (round 146)
  [
    /\b(?:best|good) (?:spots?|places?) for (?:jumping|jumps|cliff jumping|diving) off (?:the )?(?:rocks?|cliffs?|ledges?|bluffs?)\b(?: into (?:the )?(?:water|lake|river|springs?|quarry))?(?!.*\b(?:myself|come (?:back )?up|shallow|end it|goodbye|last time|alone|tonight)\b)/g,
    WATER_SAFETY_QUESTION,
  ],
  // a rope burn on a rappel; water drunk (round 117)
  [/\bburn(?:ing|ed|s)? my hands on the rope\b/g, 'rope burn'],
  [/\b(?:drink|drinking|drank) (?:more |plenty of |lots of )?water\b/g, 'hydrate'],
  // a jump others make "for fun", asked about (round 112)
  [
    /(?<=\b(?:played on the swing|people (?:jump|swim|dive)\w*(?: \w+){0,8} for fun)\b.*)\bis the water deep enough\b/g,
    WATER_SAFETY_QUESTION,
  ],
  [
    /\bpeople jump (?!.*\b(?:not|wouldnt|would not|wont|will not)(?: be)?(?: \w+){0,3} for fun\b)(?:off|from)(?: (?:the |a |that |it )?(?:\w+ ){0,2}(?:bridge|cliff|rocks?|ledge|dam|trestle|rope swing))?(?: \w+){0,8}? for fun\b/g,
    WATER_SAFETY_QUESTION,
  ],
  // off-roading, not a drive off the road
  [
    /\boff road(?:ing)?\b(?! (?:into|toward|towards|at (?:full )?speed)\b)(?<!\b(?:the|a) off road)|\b(?:drove|slid|rolled|put|backed) (?:my|the|our) (?:old |new )?(?:jeep|truck|pickup|car|side by side|sxs|rzr|razor|atv|quad|4runner|bronco|wrangler|tacoma|blazer|suburban|f ?150|silverado|tundra) off the (?:trail|path|two track|road)\b(?=.*\b(?:tow\w*|winch\w*|stuck|offroad\w*|off road\w*)\b)(?!.*\b(?:on purpose|meant to|tonight|goodbye|myself|brakes)\b)/g,
    'offroading',
  ],
  // a bridge's clearance asked for a mast or a trailer (round 113)
  [
    /\bhow (?:high|tall) is the (?:\w+ ){0,2}(?:bridge|drawbridge|overpass)\b(?=.*\b(?:sailboat|boat|mast|clearance|rv|camper|trailer|semi|box truck|under it)\b)/g,
    'bridge clearance question',
  ],
  // a bridge's height asked for a child's question (round 104)
  [
    /\bhow (?:high|tall) is the (?:\w+ ){0,2}bridge\b(?=.*\b(?:my (?:son|daughter|kid|kids|grandson|granddaughter) asked|for (?:a|his|her|my) (?:school|class|project|report|homework)|trivia|(?:my )?(?:kids|son|daughter|grandkids|family) (?:want|wants) to (?:walk|bike|ride|see|cross)(?: \w+){0,2})\b)(?!.*\b(?:myself|nobody will miss|no one will miss|end it|high enough)\b)/g,
    'bridge trivia',
  ],
  // a legal BASE jump off a bridge, its permit asked about (round 102)
  [
    /\bjump\w* off (?:the )?(?:\w+ ){0,2}bridge\b(?!.*\b(?:without|no|dont need|do not need|wont need)(?: a| my| the)? (?:parachute|chute|canopy)\b)(?=.*\b(?:base jump\w*|new to base|base jumper|wingsuit|canopy|parachute|pilot chute|skydiv\w*)\b)/g,
    'skydiving',
  ],
  [
    /\b(?:cliff jump(?:ing)?|adventure sport) (?:spots?|places?)\b(?: \w+){0,8}? (?:deep enough|how deep)\b(?=.*\b(?:kids|summer|swim\w*|reservoirs?|lakes?|friends|family)\b)/g,
    WATER_SAFETY_QUESTION,
  ],
  // the safe spots asked for after the jumping is named: "cliff jumping this weekend … where are the safe spots with deep enough water" (round 109)
  [/(?<=\badventure sport\b.*)\b(?:safe )?(?:spots?|places?)\b(?: \w+){0,3} deep enough(?: water)?\b/g, WATER_SAFETY_QUESTION],
  [/\b(?:suicide|banzai) cliffs?\b/g, 'the war memorial cliff'],
  [/\b(?:got|get|getting) the (?:engine|motor) to (?:turn over|start|fire|run)\b/g, 'got the engine working'],
  [
    /\bhow(?:s| is) (?:the )?(?:\w+ ){0,2}bridge (?:traffic )?(?:on|at|this|around|during) (?:a )?(?:friday|saturday|sunday|monday|tuesday|wednesday|thursday|weekend|rush hour|afternoon|morning|evening)\b/g,
    'how is the traffic',
  ],
  // family or friends going to jump off rocks or a bridge, asking whether it is safe, rough, deep or legal; a tradition (round 87)
  [
    /\b(?:jump|jumping) off (?:the |those |some )?(?:\w+ ){0,2}(?:rocks?|cliffs?|bridge|ledge)\b(?:(?<=\b(?:kids?|son|daughter|nephews?|nieces?|teens?|teenagers?|grandkids|grandson|granddaughter|friends|buddies|family)\b.*)|(?=.*\b(?:kids?|son|daughter|nephews?|nieces?|teens?|teenagers?|grandkids|grandson|granddaughter|friends|buddies|family)\b)|(?<=\b(?:we|were|us)\b.*)(?=.*\b(?:this weekend|saturday|sunday|this summer|after work|tomorrow|(?:fourth|4th) of july)\b)|(?=.*\b(?:tradition|every (?:year|summer)|for fun)\b))(?: \w+){0,16}? (?:is (?:it|that|this) (?:still |actually |even )?(?:safe|legal|illegal|allowed|deep enough)|too rough|how deep)\b(?!.*\b(?:not come up|never come up|this time(?! of (?:year|day))|myself|goodbye)\b)/g,
    WATER_SAFETY_QUESTION,
  ],
  [
    /\b(?:bridge|overpass)\b(?: \w+){0,3} (?:was|is) so (?:high|tall|scary|steep)\b(?=.*\b(?:across|crossing|cross it|drive|drove|driving|close (?:her|his|my|our) eyes)\b)/g,
    'the drive was scary',
  ],
  [
    /\b(?:dont|do not) know how (?:much )?longer i can (?:drive|work|haul|do this job|keep (?:driving|working|hauling|doing this job))\b(?=.*\b(?:retir\w*|options|disability|career|job)\b)/g,
    'need a change of work',
  ],
  // a thing not needed after a move or a sale, so sold (round 106)
  [
    /\b(?:wont|will not) (?:be needing|need) (?:it|them|the \w+|my \w+|any of (?:it|them))\b(?= (?:after|once|when|since) (?:we|i) (?:move|moved|relocate|relocated|retire|retired|sell|sold|upgrade|upgraded|downsize|downsized)\b)/g,
    'am selling it',
  ],
  // an old horse or dog put down, the kindest way asked: "Have to put down my old horse myself, vet is 2 hrs out" (round 141)
  [
    /(?:\b(?:put|putting) down (?:my|our|the|a|his|her) (?:old |sick |lame |injured |\w+ )?(?:horse|mare|gelding|pony|dog|lab|cow|steer|calf|goat|pig|hog|mule|donkey|ewe|sheep|cat|colt|filly)\b|(?<=\b(?:horse|mare|gelding|pony|dog|lab|cow|steer|calf|goat|pig|hog|mule|donkey|ewe|sheep|cat|colt|filly)\b.*)\bput (?:him|her|it) down\b)(?!.*\b(?:put myself|myself (?:too|next|after)|me (?:too|next)|then me|and me)\b)/g,
    EVERYDAY.animalPutDown,
  ],
  // a summer jump off the rocks for a swim with the kids (round 97)
  [
    /\b(?:jump|jumping|dive|diving) off (?:the )?(?:rocks?|cliffs?|ledge|dock|rope swing|boulders?|low water crossing|culvert)\b(?=.*\b(?:swim|swimming|kids|nephews?|nieces?|grandkids|summer|cannonball|boat|tubing|float|water (?:is |level is )?(?:up|high|deep) enough|deep enough)\b)(?!.*\b(?:goodbye|last time|not come back|end it|never come up|not come up|sink|let myself)\b)/g,
    WATER_SAFETY_QUESTION,
  ],
  // and whether the water is deep enough for it, asked after (round 106)
  // "Cliff jumping at Eagle Lake, anyone know if it's deep enough off the rocks" (round 188); "want one that's deep enough" (round 193)
  [
    /(?<=\b(?:water safety question|adventure sport)\b.*)\b(?:if |whether )?(?:the )?(?:water|it|one(?: that is| thats)?|(?:that|the|this) (?:spot|hole|place)(?: is)?) (?:is |level is )?(?:up|high|deep) enough\b(?!.*\b(?:kill|die|dead|myself|for me|goodbye|alone|over with|tonight|end it|not coming (?:back|up)|dont care)\b)/g,
    'the water level',
  ],
  ...climbingGearSettings,
];
