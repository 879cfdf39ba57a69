/**
 * Heights over water asked about with the family: the cliffs the kids want to try, the highest spot for a
 * picture, the highest safe jump and how high is too high. Part of the work and road settings
 * (workAndRoadSettings.ts), at their place in its order.
 */
import { EVERYDAY } from './everydayPhrases';

/** What a jump into water asked about is rewritten to; actConcepts.ts reads a bridge beside it as an outing. */
export const WATER_SAFETY_QUESTION = 'water safety question';

export const heightQuestionSettings: [RegExp, string][] = [
  // "where do people jump off the docks in sneads ferry in the summer? kids want somewhere deep enough"; "jumping off the
  // oceanside pier is illegal right? my 14yo wants to do it like the locals" (round 177)
  [
    /\b(?:where (?:do|can|does) (?:people|kids|the kids|folks|locals|you|we|everyone|everybody) (?:jump|dive|swim)|(?:is )?(?:jumping|jump) off the (?:\w+ )?(?:pier|docks?|jetty|bridge) (?:is |still )?(?:illegal|legal|allowed|against the law)) (?:off |from )?(?:the )?(?:\w+ )?(?:docks?|pier|jetty|rocks?|cliffs?|ledges?|bridge)?\b(?=.*\b(?:kids?|son|daughter|grandkids|\d+ ?(?:yo|year old)|teens?|boys|girls)\b)(?!.*\b(?:kill|die|dead|myself|for me|goodbye|alone|over with|be over|weights?|tie|at night|tonight)\b)/g,
    WATER_SAFETY_QUESTION,
  ],
  // "where's the spot at Angostura with deep enough water to jump off the rocks? taking my boys this weekend" (round 192)
  [
    /\b(?:where is|wheres|whats|what is|where)\b(?: \w+){0,2} (?:spot|place|hole)\b(?: \w+){0,3} (?:with )?deep enough (?:water )?to (?:jump|dive|flip|cannonball) (?:off|from|in)\b(?=.*\b(?:(?:taking|bringing|with) (?:my|the) (?:boys|girls|kids|son|daughter|nephews?|nieces?|grandkids|family)|as a kid|as kids)\b)(?!.*\b(?:kill|die|dead|(?<!\bdid (?:it|that) )myself|for good|alone|not coming (?:back|up)|goodbye|end it|tonight)\b)/g,
    WATER_SAFETY_QUESTION,
  ],
  // "jumping off Chimney Rock at Lake Martin with the boys this weekend, is it deep enough in August" (round 198)
  [
    /\b(?:jumping|jump|diving|dive) off (?:the )?(?:\w+ ){0,5}?(?:with|and) (?:the|my|our) (?:boys|girls|kids|sons?|daughters?|grandkids|nephews?|nieces?|family)\b(?: \w+){0,3}? (?:is it|is the water|(?:anyone|anybody) know how|how) deep(?: enough)?(?: it is)?\b(?!.*\b(?:kill|die|dead|myself|for good|alone|not coming (?:back|up)|goodbye|end it|tonight|survive)\b)/g,
    WATER_SAFETY_QUESTION,
  ],
  // "Whats the best swimming hole on the Rogue where kids can jump off the rocks?" (round 193)
  [
    /\b(?:best|good|a|any|the) (?:swimming hole|swimming spot|spot|place)\b(?: \w+){0,4} where (?:the |my |our )?(?:kids|boys|girls|grandkids|families|teens|we) (?:can |could |like to )?(?:jump|dive|flip) off\b(?!.*\b(?:kill|die|dead|myself|for good|alone|not coming (?:back|up)|goodbye|end it|tonight|survive)\b)/g,
    WATER_SAFETY_QUESTION,
  ],
  // "Took the grandkids to jump off the rocks on the Current"; "kids want to try the rope swing ... anybody know how deep it is there
  // and if its safe to jump?" (round 196); a rope swing reaches here already rewritten "played on the swing" (workAndRoadSettings.ts)
  [
    /\b(?:took|take|taking|brought|bring|bringing) (?:the |my |our )?(?:kids|grandkids|boys|girls|family|nephews?|nieces?) to (?:jump|dive) off (?:the )?(?:rocks|cliffs?|ledges?|dock|pier|bridge|rope swing)\b|(?<=\b(?:kids?|grandkids|son|daughter|boys|girls|nephews?|nieces?)\b(?: \w+){0,4} (?:want|wants|wanna) to (?:try|do) the (?:rope swing|played on the swing)\b.*)\b(?:anybody|anyone|any of you)\b(?: \w+){0,2} know how deep (?:it is|the water is)\b(?: there)?(?: and if (?:its|it is) safe to (?:jump|swing))?/g,
    WATER_SAFETY_QUESTION,
  ],
  // "Kids keep jumping off the old trestle into the Blackwater. Is that even legal? ... neck injuries from shallow water" (round 185)
  [
    /\b(?:kids|teens|teenagers|people|locals|folks|college kids) (?:keep|always|still) (?:jumping|diving|jump|dive) off (?:the |that |those )?(?:\w+ ){0,2}(?:trestle|bridge|pier|docks?|rocks?|cliffs?|ledges?|railroad bridge)\b(?: into (?:the )?(?:\w+ )?(?:river|lake|water|creek|bay|\w+))?(?=.*\b(?:legal|illegal|allowed|injur\w*|shallow|dangerous|rescue|lifeguard|drown\w*)\b)(?!.*\b(?:kill|die|dead|myself|for me|goodbye|alone|over with|tonight)\b)/g,
    WATER_SAFETY_QUESTION,
  ],
  // "my kids want to do the rope swing on the ogeechee like i did growing up. anybody know a spot thats deep enough" (round 176)
  [
    /\b(?:anybody|anyone|any of you|yall)\b(?: \w+){0,2} know (?:a|any|of a|of any) (?:good )?(?:spot|place|hole)\b(?: \w+){0,2} (?:deep enough|deep)\b(?=(?<=\b(?:kids?|grandkids|son|daughter|like i did|growing up|as a kid)\b.*)|.*\b(?:kids?|grandkids|son|daughter)\b)(?!.*\b(?:kill|die|dead|myself|for me|goodbye|alone|over with|be over|weights?|tie)\b)/g,
    WATER_SAFETY_QUESTION,
  ],
  // "we used to jump off the railroad trestle into the missouri as kids"; a buddy "who used to jump off the rocks at the river
  // with me summers" (round 175): a childhood's summer jumps, told as past
  [
    /\b(?:we|i|he|she|they|who|everybody|all of us) used to (?:jump|dive|cannonball|flip|leap) (?:off|from) (?:the |those |that |a )?(?:\w+ ){0,3}(?:rocks?|cliffs?|bridge|trestle|dock|ledge|rope swing|tower|bluffs?|dam)\b(?: into (?:the )?\w+(?: river| lake| creek)?\b)?(?=(?: \w+){0,8} (?:as kids|when (?:we|i) (?:were|was) (?:kids|a kid|young|little|teenagers)|summers?|in the summer|every summer|growing up|back in the|in high school|with me)\b)(?!.*\b(?:again|tonight|one more time|this time|last time|one last|for good|myself|goodbye|not coming up|dont come up)\b)/g,
    'went swimming as a kid',
  ],
  // "anybody jumped off the cliffs at tubbs hill? my kids want to try it. how deep is the water there" (round 168)
  [
    /\b(?:anybody|anyone|any of you|you guys|has anyone|ever)\b(?: \w+){0,2} (?:jumped|jump|jumping) off (?:the |those )?(?:\w+ ){0,2}(?:rocks?|cliffs?|ledges?)\b(?=.*\b(?:kids?|son|daughter|grandkids|teens?|boys|girls)\b (?:\w+ ){0,2}(?:want|wanna|wants) to (?:try|do)\b)(?=.*\bhow deep\b)(?!.*\b(?:kill|die|dead|myself|for me|goodbye|alone|over with|be over)\b)/g,
    WATER_SAFETY_QUESTION,
  ],
  // "whats the highest spot on the bluffs around here for a good picture of the river at sunset" (round 169)
  [
    /\b(?:whats|what is|where is|wheres) the (?:highest|best|tallest) (?:spot|point|place|overlook|view|lookout)\b(?: \w+){0,6} for (?:a )?(?:good |nice |great |pretty )?(?:picture|photo|pic|shot|view)s?\b(?!.*\b(?:alone|for good|last|jump\w*|goodbye|myself|no one|nobody|find me|over with)\b)/g,
    EVERYDAY.photoSpot,
  ],
  // "whats the highest safe jump at the quarry swimming hole?" (round 159)
  [
    /\b(?:whats|what is) the (?:highest|tallest|biggest) safe (?:jump|ledge|height)\b(?=.*\b(?:quarry|swimming hole|lake|river|pool|water|dam|creek)\b)(?!.*\b(?:kill|die|dead|myself|for me|goodbye)\b)/g,
    WATER_SAFETY_QUESTION,
  ],
  [
    /\bhow high is (?:too high|safe|ok|okay|too much)\b(?: \w+){0,8} (?:jump|dive)\w* into (?:the )?(?:water|lake|quarry|river|pool)\b/g,
    WATER_SAFETY_QUESTION,
  ],
];
