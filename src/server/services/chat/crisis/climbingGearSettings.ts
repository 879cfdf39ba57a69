/**
 * Climbing gear for work or sport: a rope and a harness for tree work, a lineman's harness, an arborist's rope or climbing line.
 * Part of the work and road settings (workAndRoadSettings.ts), last in their order.
 */

export const climbingGearSettings: [RegExp, string][] = [
  // rope and a harness for tree work or climbing (round 97)
  [
    /\b(?:ropes?)\b(?: \w+){0,2} (?:and|or|with) (?:a )?(?:harness|saddle|carabiners?|ascenders?|lanyard)\b(?=.*\b(?:tree work|trees?|arborist|climb\w*|rappel\w*|rigging|oaks?|pines?|gym|rescue)\b)/g,
    'climbing gear',
  ],
  // a harness and rope for a lineman's or a climber's work, named anywhere in the message (round 105)
  [
    /(?:(?<=\b(?:climb\w*|poles?|lineman|linemen|towers?|arborist|tree work|at heights)\b.*)|(?=.*\b(?:climb\w*|poles?|lineman|linemen|towers?|arborist|tree work|at heights)\b))\bharness(?:es)? (?:and|or|with) ropes?(?: work)?\b/g,
    'climbing gear',
  ],
  // "what climbing rope do arborists use these days? I do tree work around Batavia and want to upgrade my line" (round 198)
  [
    /\b(?:climbing (?:ropes?|lines?)|ropes?)\b(?:(?<=\b(?:arborists?|tree work|tree (?:climbers?|climbing|service|trimming)|tree guy)\b.*)|(?=.*\b(?:arborists?|tree work|tree (?:climbers?|climbing|service|trimming)|tree guy)\b))(?!.*\b(?:beam|rafter|noose|hang myself|my neck|hold my weight|tonight|goodbye|end it)\b)/g,
    'climbing gear',
  ],
];
