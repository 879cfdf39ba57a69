/**
 * An engine run in a garage for an ordinary reason: let idle a few minutes and asked about, worked on or
 * warmed up with the door open, swapped and tested, its exhaust carried outside by a hose. Part of the
 * work and road settings (workAndRoadSettings.ts), at their place in its order.
 */
import { EVERYDAY } from './everydayPhrases';
import { beside } from './patternHelpers';

export const engineInGarageSettings: [RegExp, string][] = [
  // how long a truck may warm up in a closed garage "before its dangerous", a worried wife asking (round 134); a car "running fine"
  [
    /\bhow long (?:can|should|do|does) (?:you|i|we|someone|a person|he|she) (?:leave|let|run|keep|idle) (?:a|the|his|her|my) (?:car|truck|engine) (?:running|idling|on|run|idle)\b(?: \w+){0,3} in (?:a|the) (?:closed|shut) garage before (?:its|it is|it gets|it becomes) (?:dangerous|unsafe|deadly|a problem)\b(?=.*\b(?:warms? (?:it |the truck |the car )?up|warming up|every morning|worried|safety|detector)\b)/g,
    'warming up the car',
  ],
  [/\b(?:car|truck|engine)s? (?:is )?(?:running|runs) (?:fine|great|good|ok|okay|smooth|like a top)\b/g, EVERYDAY.carRuns],
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
];
