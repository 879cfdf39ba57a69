/**
 * An engine run in a garage for an ordinary reason: let idle a few minutes and asked about, worked on or
 * warmed up with the door open, swapped and tested, its exhaust carried outside by a hose, left running by
 * accident, a warm-up in a shut garage scolded for or asked about as a danger; a truck idling in the
 * driveway, a heater in the garage. Part of the work and road settings (workAndRoadSettings.ts), at their
 * place in its order.
 */
import { EVERYDAY } from './everydayPhrases';
import { beside } from './patternHelpers';

const VEHICLE = '(?:truck|pickup|car|engine|jeep|van|suv|diesel|rig)';
/** Nothing of intent anywhere in the message: a hose, a shut door, sitting in it, a note, "not coming out". */
const INTENT =
  '(?:hose|myself|goodbye|fall asleep|falling asleep|not coming out|end it|for good|doors? (?:is |was |stays |staying )?(?:shut|closed|down|locked)|sealed (?:it|the|up)|taped|(?:sit|sitting|stay|staying|lie|lay|lying) (?:in|down)|(?:not|never|wont) open|wont wake|never wake|last (?:time|thing|night)|note|pills|whiskey|bottle|before i do|passed out|not answering)';
const NO_INTENT = `(?<!\\b${INTENT}\\b.*)(?!.*\\b${INTENT}\\b)`;

export const engineInGarageSettings: [RegExp, string][] = [
  // "Best way to warm up a diesel in the garage at -20? wife says don't run it with the door shut" (round 144)
  [
    /\bwarm(?:ing)? up (?:a|the|my|his|her) (?:diesel|truck|car|engine|jeep|pickup)\b(?: \w+){0,2} in (?:the|a|my) garage\b(?=.*\b(?:door (?:open|shut|closed|cracked)|crack the door|says|told me|below zero|zero|cold|winter|block heater|glow plugs?)\b)(?!.*\b(?:hose|myself|goodbye|fall asleep|not coming out|end it|for good)\b)/g,
    EVERYDAY.heaterSafety,
  ],
  // how long a truck may warm up in a closed garage "before its dangerous", a worried wife asking (round 134); a car "running fine"
  [
    /\bhow long (?:can|should|do|does) (?:you|i|we|someone|a person|he|she) (?:leave|let|run|keep|idle) (?:a|the|his|her|my) (?:car|truck|engine) (?:running|idling|on|run|idle)\b(?: \w+){0,3} in (?:a|the) (?:closed|shut) garage before (?:its|it is|it gets|it becomes) (?:dangerous|unsafe|deadly|a problem)\b(?=.*\b(?:warms? (?:it |the truck |the car )?up|warming up|every morning|worried|safety|detector)\b)/g,
    'warming up the car',
  ],
  [/\b(?:car|truck|engine)s? (?:is )?(?:running|runs) (?:fine|great|good|ok|okay|smooth|like a top)\b/g, EVERYDAY.carRuns],
  // a truck left running in the attached garage to warm up, the door cracked or wide open, the alarm gone off, asked about (round 172)
  [
    new RegExp(
      `${NO_INTENT}\\b(?:left|leave|leaving|let|letting|run|running|ran) (?:the |my )?(?:truck|car|engine|jeep|van|suv) (?:running|run|idling|idle|on)\\b(?: \\w+){0,2} in (?:the |my )?(?:attached )?garage to warm (?:it )?up\\b(?=.*\\b(?:safety alarm|door (?:was |is )?(?:wide )?(?:open|cracked)|opened (?:the|a) (?:garage )?door|who is right|whos right|is (?:that|it) (?:bad|safe|dangerous))\\b)`,
      'g',
    ),
    EVERYDAY.heaterSafety,
  ],
  // "truck warms up in the garage for 10 min every morning when its -20. is that bad for the engine? door's wide open obviously" (round 192)
  [
    new RegExp(
      `${NO_INTENT}\\b(?:the |my )?${VEHICLE} (?:warms up|warm up|warming up|idles|idling|runs|running)\\b(?: \\w+){0,2} in (?:the|my|a) garage\\b(?=.*\\bdoors? (?:is |are |stays |left )?(?:wide |all the way )?(?:open|up)\\b)`,
      'g',
    ),
    EVERYDAY.heaterSafety,
  ],
  // the detector went off while warming up the truck, the door opened at once, the exhaust asked about (round 135)
  [
    /\b(?:in (?:my|the) garage )?(?:while i was |while warming |as i was )?warming up the (?:truck|car|engine|jeep)\b(?=(?: \w+){0,3} opened the (?:garage )?door\b)(?:(?<=\b(?:detector|alarm)\b.*)|(?=.*\b(?:detector|alarm)\b))/g,
    'started the truck',
  ],
  // the car let idle a few minutes in a closed garage, asked "is it bad" (round 89)
  [
    /\b(?:let|letting|leave|leaving) (?:the |my )?(?:car|truck|engine) (?:idle|idling|run|running|warm up)\b(?: \w+){0,3} in (?:a|the) (?:closed|shut) garage\b(?=.*\b(?:is (?:it|that) (?:bad|safe|ok|okay|dangerous)|(?:my )?(?:dad|father|mom|grandpa) (?:always )?did)\b)/g,
    'warming up the car',
  ],
  // a car run in the garage with the door open while it is worked on (round 88)
  [
    /\b(?:run|running|ran|idle|idling|start|starting) (?:the |my )?(?:car|truck|engine|jeep|bike) in (?:there|the garage|my garage)\b(?=.*\b(?:doors? (?:wide )?open|while i work|work on it|fan)\b)/g,
    'warming up the car',
  ],
  // the car warmed up with the garage door shut, asked about after a scolding, the door open now (round 86)
  [
    /\bwarm(?:ing|ed)? up the (?:car|truck|engine|jeep) with the garage door (?:shut|closed|down)\b(?=.*\b(?:is (?:co|that|it) (?:actually )?(?:a problem|safe|dangerous|bad)|doors? (?:is |are )?(?:open|up) now|yelled at me|got mad)\b)/g,
    'warming up the car',
  ],
  [/\bco (?:alarm|detector)\b|\bcarbon monoxide (?:alarm|detector)\b/g, 'safety alarm'],
  // warming an engine up without running it in the closed garage (round 82)
  [
    /\bwithout (?:running|idling|warming|starting) (?:it|the (?:truck|car|engine|diesel|motor)) (?:up )?in (?:the|a|my) (?:closed |shut )?garage\b/g,
    'safely',
  ],
  // an engine being swapped or rebuilt, run in the garage with the door open to test it
  [
    new RegExp(
      beside(
        '(?:swap\\w*|engine swap|rebuil\\w*|machine shop|mechanic|carb\\w*|timing|head gasket|new motor|new engine)',
        '\\b(?:running|ran|run|idling|idled) (?:it|the engine|the motor) (?:inside|in (?:here|there|the garage|the shop))\\b(?: \\w+){0,2} (?:to (?:test|check|tune|break in)\\b(?: it)?|with the (?:big |garage )?doors? (?:cracked|open|wide open|up)\\b)(?: to (?:test|check|tune) it)?',
      ),
      'g',
    ),
    'testing the engine',
  ],
  // a hose that carries the exhaust out of the garage, the opposite of into a car
  [
    /\b(?:tailpipe|exhaust) (?:hose|extension|extractor|ventilation)\b(?: \w+){0,3} (?:to |that |so (?:it|the exhaust|the fumes) )?(?:runs?|vents?|goes?|routes?|pipes?|carr(?:y|ies)) (?:it |the exhaust |the fumes )?(?:outside|outdoors|out the (?:door|window|garage))\b/g,
    'exhaust extraction',
  ],
  // left running in the garage to warm up, never behind a shut door or "not coming out" (round 172)
  [
    new RegExp(
      `${NO_INTENT}\\b(?:left|leave|leaving|let) (?:the |my )?(?:car|truck|engine|jeep|bike) running in the garage\\b(?=.*\\b(?:warm up|doors? (?:wide )?open|big door|is (?:that|it) (?:actually )?safe|fumes|fan)\\b)`,
      'g',
    ),
    'warming up the car',
  ],
  // "how long can I let the bike warm up in the garage before carbon monoxide is a problem? door open obviously" (round 153)
  [
    /\b(?:let|leave|letting|leaving) (?:the |my )?(?:car|truck|engine|jeep|bike|motorcycle|harley) (?:warm up|idle|run) in the garage\b(?=.*\b(?:doors? (?:is |wide )?open|big door|before carbon monoxide|fumes)\b)(?!.*\b(?:shut|closed|tonight|myself|goodbye)\b)/g,
    'warming up the car',
  ],
  // the truck left idling in the driveway, asked about for the engine (round 131)
  [
    /\b(?:keeps?|leaves?|lets?) the (?:truck|car|engine|jeep) (?:idling|idle|running|run) in the driveway\b(?=.*\b(?:bad for|engine|gas|fuel|warm)\b)(?!.*\b(?:garage|door (?:shut|closed)|hose|myself)\b)/g,
    'engine warm up question',
  ],
  [
    /\b(?:never|dont|do not|not supposed to) (?:warm up|run|idle) (?:the|a|your|my) (?:car|truck|engine) in (?:the|a) (?:closed |shut )?garage\b/g,
    EVERYDAY.heaterSafety,
  ],
  // a warm-up in the closed garage scolded for (round 104)
  [
    /\b(?:chewed me out|yelled at me|got (?:mad|on me)|warned me|lectured me) (?:for|about) (?:warming|running|idling) (?:the|my|a) (?:truck|car|engine|jeep)(?: up)? in the garage\b/g,
    EVERYDAY.heaterSafety,
  ],
  // the car left running in the garage ("a few min") "to warm up", asked about (rounds 105 and 107)
  [
    /(?:(?<=\b(?:is (?:it|that) (?:bad|safe|ok|okay|dangerous)|yell\w*|nag\w*)\b.*)|(?=.*\b(?:is (?:it|that) (?:bad|safe|ok|okay|dangerous)|yell\w*|nag\w*|mad|says)\b))\b(?:let|letting|leave|leaving|run|running|idle|idling) (?:the|my|a) (?:truck|car|engine|jeep)(?: run| running| idle| idling)? in (?:the|a|my) (?:closed |shut )?garage(?: \w+){0,4}? to warm (?:it |her |them )?up\b/g,
    EVERYDAY.heaterSafety,
  ],
  // a spouse's morning warm-up in the closed garage, nagged or asked about (rounds 109, 119); a neighbor's, "thats dangerous right? how
  // do i bring it up" (round 185)
  [
    /\b(?:warms?|warming|warmed) (?:up (?:his|her|their|the|my) (?:truck|car|engine|jeep)|(?:his|her|their|the|my) (?:truck|car|engine|jeep) up)\b(?: \w+){0,3} in (?:the|a|his|her|our) (?:closed |shut |attached )?garage\b(?=.*\b(?:keep telling|told (?:him|her)|tell (?:him|her)|convince|nag\w*|yell\w*|warn\w*|worried|stubborn|lost (?:her|his|my) mind|is (?:that|it) (?:actually |really )?(?:dangerous|safe|bad|ok|okay)|(?:thats|that is) (?:dangerous|not safe|unsafe)|bring it up)\b)/g,
    EVERYDAY.heaterSafety,
  ],
  // "Sit in the garage running it every week so the battery don't die" (round 166)
  [
    /\b(?:run|runs|running|ran|start|starts|starting|idle|idling)\b(?: \w+){0,5} (?:so (?:the )?battery (?:dont|do not|doesnt|does not|wont|will not) (?:die|go dead|drain)|to keep the battery (?:up|charged|alive|from dying))\b(?!.*\b(?:hose|myself|goodbye|fall asleep|end it|for good|not coming out|before i do)\b)/g,
    EVERYDAY.carRuns,
  ],
  // a remote start that runs the truck in the attached garage, asked about as a CO danger (round 167)
  [
    /\b(?:remote start\w*|keeps?|keeping|left|leaves?|leaving)\b(?: \w+){0,3} (?:the|my|a|our) (?:truck|car|engine|jeep|suv|van) running in (?:the|a|my|our) (?:closed |shut |attached )?garage\b(?=.*\b(?:is (?:that|it|this) (?:a |an )?(?:co |carbon monoxide )?(?:danger|risk|hazard|problem|issue|bad|safe|dangerous)|(?:co|carbon monoxide) (?:detector|alarm))\b)(?!.*\b(?:myself|goodbye|fall asleep|end it|for good|not coming out|before i do|hose|doors? (?:is |are )?(?:shut|closed|down|locked)|(?:wont|will not|isnt|is not|not) (?:answer\w*|respond\w*|pick\w* up|com\w* out)|in there|passed out)\b)/g,
    EVERYDAY.heaterSafety,
  ],
  [/\btinker\w*(?: \w+){0,3} (?:car|truck|jeep|engine|bike|motorcycle) in the garage\b/g, 'working on the car'],
  // "Finally got it running and drove it to the car show on Main" (round 186): an old car brought back to life
  [
    /\b(?:got|get|getting) (?:it|her|him|the (?:\w+ )?(?:car|truck|engine|motor|\w+)) (?:running|started|to start|to fire)(?: again)?\b(?=(?: \w+){0,3}? (?:and |then )?(?:drove|drive|took|take|rolled|cruised)\b)|\bcar shows?\b/g,
    'got it fixed',
  ],
  // "is warming the car up in the closed garage for 10 min actually dangerous? neighbor freaked out at me" (round 191)
  [
    new RegExp(
      `${NO_INTENT}\\bwarm(?:s|ed|ing)? (?:up )?(?:the |my |our |his |her )?${VEHICLE}(?: up)? in (?:the |a |my |our )?(?:closed |shut |attached )?garage\\b(?=.*\\b(?:actually dangerous|is (?:it|that|this) (?:actually |really )?(?:dangerous|safe|bad)|freaked out|neighbor|wife says|husband says)\\b)`,
      'g',
    ),
    EVERYDAY.heaterSafety,
  ],
  // "husband keeps running the generator in the garage during outages ... how do i get him to put it outside" (round 185)
  [
    new RegExp(
      `${NO_INTENT}\\b(?:runs?|running|ran|keeps? running|use|uses|using) (?:the|a|his|her|our|my) generator in (?:the|a|our|his) garage\\b(?=.*\\b(?:put it outside|move it outside|outside|dangerous|co|carbon monoxide|detector|told (?:him|her)|outages?|power (?:went|is) out)\\b)`,
      'g',
    ),
    EVERYDAY.heaterSafety,
  ],
  // "my husband works on his Mustang in there with the engine running", a detector asked for (round 183)
  [
    new RegExp(
      `${NO_INTENT}\\b(?:works?|working|worked|wrench(?:es|ing)?) on (?:his|her|their|the|my|our|a) (?:\\w+ ){0,2}?in (?:there|the garage|our garage|his garage|her garage|the shop)\\b(?: \\w+){0,2} with the (?:engine|motor) (?:running|on|idling)\\b`,
      'g',
    ),
    'working on the car',
  ],
  [
    /\bis it safe to (?:run|use|have) (?:a |the |my )?(?:propane |kerosene |space |electric |torpedo )?heater in (?:the |a |my )?(?:closed |shut )?(?:garage|shop|shed)\b/g,
    EVERYDAY.heaterSafety,
  ],
  // the engine left running in the garage by accident, and the detector that caught it (round 95)
  [
    /\b(?:left|had) (?:the|my) (?:car|truck|engine|generator|suv|van) running in the garage\b(?= (?:\w+ ){0,3}by (?:accident|mistake)\b)/g,
    'a carbon monoxide safety question',
  ],
  // an engine warmed up in a shut garage, and whether that is dangerous (round 97)
  [
    /\b(?:left|had|ran|run|running|warmed up|warming up|warm up) (?:the|my) (?:car|truck|engine|generator|suv|van) (?:running )?in the garage(?: with the (?:garage )?doors? (?:shut|closed|down))?\b(?=.*\b(?:to warm (?:it|her) up|warm(?:ing|ed)? (?:it|her) up|by (?:accident|mistake))\b)(?=.*\b(?:dangerous|safe|reliable|detector|chewed me out|yelled|overreact\w*)\b)/g,
    'a carbon monoxide safety question',
  ],
  // "Left the pickup running in the garage to warm up with the big door open"; "for like two minutes to warm it up and the
  // CO detector went off"; "in the driveway to warm up and my neighbor freaked out" (round 173): a warm-up, nothing of intent
  [
    new RegExp(
      `${NO_INTENT}\\b(?:left|leave|leaves|leaving|let|lets|letting|had|have|ran|run|runs|running|start|started|starting)\\b (?:the |my |our |his |her |a )?${VEHICLE}(?: (?:running|run|idling|idle|on))?\\b(?: \\w+){0,4}? (?:in|on|out in) (?:the |my |our |a )?(?:attached |detached )?(?:garage|driveway|carport)\\b(?: \\w+){0,5}? to (?:warm|defrost|thaw|heat) (?:it |her |them |the \\w+ )?up\\b`,
      'g',
    ),
    EVERYDAY.heaterSafety,
  ],
  // "I warm the truck up in there on cold mornings with the big door open"; "warmed the car up in the garage" (round 173)
  [
    new RegExp(
      `${NO_INTENT}\\bwarm(?:s|ed|ing)? (?:up )?(?:the |my |our |his |her )?${VEHICLE}(?: up)? (?:in (?:there|the garage|my garage|our garage|the driveway)|inside)\\b`,
      'g',
    ),
    EVERYDAY.heaterSafety,
  ],
  // "Truck keeps running after I shut it off in the garage. Dieseling?"; "cranks slow then just quits", the block heater
  // plugged in overnight, "is the block heater itself shot", its cord fine (round 173)
  [
    new RegExp(
      `${NO_INTENT}\\b(?:keeps? (?:running|going|chugging) after (?:i|you|we) (?:shut|turn|turned|switch|switched|kill|killed) (?:it|the (?:engine|key|truck|car|ignition)) off|dieseling|cranks? (?:slow|slowly|over slow)|block heater (?:is |was )?(?:plugged in|not working|isnt working|itself shot|shot|bad))\\b`,
      'g',
    ),
    EVERYDAY.engineTrouble,
  ],
  [
    new RegExp(
      `${NO_INTENT}(?!.*\\b(?:hang\\w*|neck|beam|rafter|noose|tie (?:it|off))\\b)(?:\\b(?:block heater|heater|charger|charging|phone|lamp|battery tender) cord\\b|\\bcord(?= (?:looks|is|was|seems) (?:fine|good|ok|okay)\\b)(?=.*\\b(?:block heater|outlet|plugged in|batter(?:y|ies))\\b))`,
      'g',
    ),
    'wire',
  ],
  // "is it ok to idle it in the garage if the big door is all the way open" (round 182)
  [
    new RegExp(
      `${NO_INTENT}\\b(?:idle|idling|run|running|let|letting) (?:it|(?:the|my|our) ${VEHICLE})(?: (?:idle|idling|run|running))? in (?:the|my|our) garage (?:if|with|when|as long as) (?:the |both (?:the )?|all the )?(?:big |garage |bay |overhead )?doors? (?:is |are )?(?:all the way |wide |fully )?(?:open|up)\\b`,
      'g',
    ),
    EVERYDAY.heaterSafety,
  ],
  // an engine run in a closed garage to warm it up, asked about as a danger (round 99)
  [
    /\b(?:run|running|ran|idle|idling|warm(?:ing|ed)? up) (?:the|my|a|his|her) (?:car|truck|engine|suv|van)\b(?: running)? in (?:a|the) (?:closed |shut )?garage\b(?=.*\b(?:warm (?:it|her) up|every morning)\b)(?:(?<=\bis it (?:safe|ok|okay|dangerous)\b.*)|(?=.*\b(?:safe|dangerous|worries me|worried)\b))/g,
    'a carbon monoxide safety question',
  ],
];
