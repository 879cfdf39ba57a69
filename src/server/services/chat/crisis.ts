/**
 * Crisis detection: this must never miss one. It errs on the side of flagging ("suicide
 * prevention training" flags too): a false alarm costs a caring message and a phone number,
 * a miss can cost a life. Patterns run on normalizeForMatching() text, so case, punctuation,
 * spacing, apostrophes and common misspellings do not matter.
 */

export const CRISIS_LINE =
  'Veterans Crisis Line: call 988 and press 1, text 838255, or chat online at VeteransCrisisLine.net.';

export const CRISIS_REPLY = [
  "I'm really glad you told me, and I want you to be safe right now.",
  CRISIS_LINE,
  "It's free, confidential and open 24/7, and you don't need to be enrolled in VA benefits or health care to reach them.",
  'If you are in immediate danger, call 911.',
  "I'm still here if you want to keep talking.",
].join(' ');

export const CRISIS_ROUTING = 'Call 988 and press 1 now to reach the Veterans Crisis Line, or text 838255.';

const TO = '(?:to|2)';
const crisisPatterns: RegExp[] = [
  // suicide, suicidal and their usual misspellings (sucide, suicde, suiside, sucidal, suicidle)
  /\bsu+i?[cs]+i*d/,
  /\bsewer ?slide\b/,
  /\bunaliv/,
  /(?<![0-9] )\bkms\b/,
  // harming oneself
  /\b(?:k+i+l+(?:ing|ed)?|off(?:ing)?|hang(?:ing)?|shoot(?:ing)?|drown(?:ing)?|poison(?:ing)?|cut(?:ting)?|hurt(?:ing)?|harm(?:ing)?|injur(?:e|ing)|starv(?:e|ing)|burn(?:ing)?|end(?:ing)?|suffocat(?:e|ing)) myself\b/,
  /\bself ?(?:harm|injur|mutilat)/,
  /\b(?:slit|slitting|slice|slicing|cut|cutting) (?:my )?wrists?\b/,
  // ending one's life
  /\b(?:end|ending|take|taking|took|took away) (?:my|my own) life\b(?! savings| insurance)/,
  /\bend(?:ing)? it all\b/,
  /\bend (?:it|things|everything) (?:now|tonight|today|for good|forever)\b/,
  /\b(?:going|want|wanting|plan|planning|ready|decided|about) to end (?:it|things|everything)\b/,
  // wanting to die
  new RegExp(
    `\\b(?:want|wanting|wanted|going|ready|deserve|need|plan|planning|wish|hope|hoping|trying) (?:${TO} )?die\\b`,
  ),
  new RegExp(`\\b(?:want|wanting) ${TO} be dead\\b`),
  /\bwish (?:i|that i) (?:was|were|could be|had been) dead\b/,
  /\bwish (?:i|that i) (?:could|would) (?:just )?die\b/,
  /\bwish (?:i|that i) (?:wasnt|was not|werent|were not|had not been|hadnt been) (?:alive|here|born|around)\b/,
  /\bwish (?:i|that i) (?:had never|hadnt|had not|was never|were never|never) (?:been )?born\b/,
  /\bi (?:should|could|might as well|may as well) (?:just )?die\b/,
  /\bbetter off dead\b/,
  /\bbetter off without me\b/,
  // not wanting to live
  new RegExp(
    `\\b(?:dont|do not|didnt|did not|no longer|never|not|dont even|dont really) (?:want|wish) (?:${TO} )?(?:live\\b(?! (?:in|at|near|on|with|there|somewhere|anywhere|close|far|by|here)\\b)|be alive|be here|exist|wake up|go on|keep living|keep going)`,
  ),
  /\bno (?:reason|point|purpose|will|desire) (?:to|in|for|of) (?:live|living|keep living|go on|going on|be alive|being alive|stay alive|staying alive|life)\b/,
  /\bnothing (?:left )?(?:to|2) live for\b/,
  /\b(?:not|isnt|no longer|aint) worth living\b/,
  /\b(?:tired|sick) of (?:living|being alive|life|existing)\b/,
  /\blife is (?:pointless|meaningless|not worth it)\b/,
  // no longer being around
  /\b(?:not|never|wont|will not|wouldnt|wont even) (?:be|being) (?:here|around|alive) (?:anymore|any more|much longer|for long|tomorrow|next week|by)\b/,
  /\b(?:such a|a|just a) burden (?:to|on) (?:everyone|everybody|my family|my wife|my husband|my kids|them|others)\b/,
  // overdose
  /\boverdos/,
  /\bod (?:on|ing)\b/,
  /\b(?:take|taking|took|swallow|swallowing|swallowed) (?:all|a bunch|a bottle|the whole bottle|every one|a handful) (?:of )?(?:my |the |these |those )?(?:pills|meds|medication|medications|sleeping pills)\b/,
  // goodbyes
  /\bsay(?:ing)? (?:my )?goodbyes? to (?:everyone|everybody|you all|all of you|my family|my kids|my wife|my husband|the world|all)\b/,
  /\b(?:final|last) goodbye/,
  /\b(?:goodbye|farewell) (?:note|letter|message)s?\b/,
  /\bgiv(?:e|ing) away (?:my|all my|all of my) (?:stuff|things|belongings|guns|possessions)\b/,
  // firearms and other means
  /\bgun (?:to|in|against) my (?:head|mouth|temple|chin)\b/,
  /\beat (?:my|a) (?:gun|bullet|pistol|rifle)\b/,
  /\bbullet (?:in|through|into) my (?:head|brain|skull)\b/,
  /\b(?:put|putting) a bullet (?:in|through|into)\b/,
  /\bblow(?:ing)? my (?:brains|head) out\b/,
  /\bpull(?:ing)? the trigger on myself\b/,
  /\b(?:jump|jumping|throw myself|throwing myself) (?:off|from) (?:a|the|this|that) (?:bridge|building|roof|cliff|overpass|balcony)\b/,
  /\b(?:step|stepping|walk|walking|jump|jumping|throw myself) in front of (?:a|the) (?:train|bus|truck|car)\b/,
  // not coping
  /\b(?:cant|cannot|can not|couldnt) (?:go on|keep going|keep living|live like this|do this anymore|handle (?:it|this|life) anymore|take (?:it|this|the pain|life) (?:anymore|any more|much more|much longer))\b/,
  /\bno way out\b/,
  /\b(?:give|giving|gave) up on (?:life|living|myself|everything)\b/,
  /\bwant (?:it|this|everything|the pain|life|it all) (?:all )?(?:to end|to stop forever|to be over)\b/,
  // "the 22 a day" among veterans
  /\b(?:join|joining|become|becoming|be|being) (?:one of )?(?:the )?22\b/,
  /\b22 a day\b/,
  // harming someone else also belongs with the crisis line
  /\b(?:kill|killing|hurt|hurting|shoot|shooting|harm|harming|murder) (?:someone|somebody|people|everyone|everybody|them all|my (?:wife|husband|family|kids|boss))\b/,
];

/** True when the (normalized) message shows any sign of suicidal intent, self-harm or harm to others. */
export function detectCrisis(normalized: string): boolean {
  return crisisPatterns.some((pattern) => pattern.test(normalized));
}
