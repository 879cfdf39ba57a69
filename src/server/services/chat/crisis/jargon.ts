/**
 * Figures of speech from games and computers that say dying or leaving for good ("respawn
 * disabled", "logging off for good", "if I didn't log back in, like permanently"), and the shorthand
 * "SH" for self-harm where it is relapsed on, urged or kept clean from, read as the plain words the
 * concepts know. Logging off or a last raid said without permanence stays a game.
 */
const figures: [RegExp, string][] = [
  // not coming back into the game, for good
  [
    /\b(?:didnt|did not|never|not|dont|do not|wont|will not) log (?:back )?(?:in|on)\b(?=(?: \w+){0,4} (?:permanently|for good|forever|ever again)\b)/g,
    'not wake up',
  ],
  [
    /\b(log|logging|logged|sign|signing|signed) (?:off|out)(?: of life)? (?:clean|for good|permanently|forever|for the last time)\b/g,
    '$1 off for good',
  ],
  [/\brespawns? (?:disabled|off|turned off)\b|\bno (?:more )?respawns?\b|\bperma ?death\b/g, 'for good'],
  // "this is my last raid": a last session announced, not one remembered
  [
    /\b(this is|this will be|thats|that is|it is) (my|his|her) (?:last|final) (?:raid|match|login|log in|check in|post|message|transmission)\b/g,
    '$1 $2 last time',
  ],
  // "relapsed on the SH. 4x this week", "sh urges", "3 weeks clean from sh" (round 183)
  [
    /(?<=\b(?:relaps\w*|slipped|clean|free|sober) (?:on |with |into |from |of |off )?(?:the |my )?)sh\b|\bsh(?= (?:urges?|relaps\w*|scars?|cuts?|again|free|clean|last night|tonight|yesterday|today|this week)\b)/g,
    'self harm',
  ],
];

export function jargonAsPlainWords(normalized: string): string {
  let text = normalized;
  for (const [pattern, plain] of figures) text = text.replace(pattern, plain);
  return text;
}
