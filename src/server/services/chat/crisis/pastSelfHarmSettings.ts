/**
 * Self-harm the writer tells as over: a year clean celebrated, cutting in high school not since, cutting
 * dated and life good since, cutting of the drinking years with years sober now. Part of the past-distress
 * settings (pastDistressSettings.ts), at their place in its order.
 */
export const pastSelfHarmSettings: [RegExp, string][] = [
  // a year clean from self harm, celebrated (round 130)
  [
    /\b(?:hit |reached |made it to |celebrating |am |i am )?(?:\d+|one|two|three|four|five|six|a) (?:years?|yrs?|months?|days?) (?:clean|free) (?:from|of) (?:self harm|cutting|hurting myself|self injury)\b(?!.*\b(?:relaps\w*|again|slipped|tonight|want to (?:cut|keep going)|urges? (?:are|is) back)\b)/g,
    'celebrating my recovery',
  ],
  [
    /\bi used to (?:cut|self harm|burn myself) when i was (?:\d{2}|a teen\w*|in high school)\b(?=.*\b(?:havent since|not since|no urge|years clean)\b)/g,
    'had a hard time back then',
  ],
  // suicidal or self-harming once, dated, and over since: help got, years sober, married (round 75)
  [
    /\b(?:i was (?:suicidal|self harming|cutting)|i used to (?:cut|self harm|hurt myself|cut myself|burn myself|harm myself))\b(?: (?:back )?(?:in (?:\d{4}|my (?:teens|twenties|thirties|20s|30s))|when i was (?:\d{2}|a teen\w*|in high school|younger|a kid)|(?:\w+|\d+) (?:years|yrs) ago))\b(?=.*\b(?:got help|thats over|that is over|its over|behind me|(?:\d+|\w+) (?:yrs|years) (?:now|sober|clean|since)|sober|married|doing (?:well|good|great|better)|havent since|not since|good place|gets better)\b)(?!.*\b(?:again|lately|tonight|this time|these days|recently|creeping|sometimes|still (?:think|want|feel|do))\b)/g,
    'had a hard time back then',
  ],
  // "I used to drink a fifth a day and cut on my arms. 4 years sober and clean now" (round 182)
  [
    /\bi used to (?:\w+ ){0,6}?(?:cut|burn|hurt|harm)(?: on)? (?:myself|my (?:arms?|legs?|wrists?|thighs?|skin))\b(?=.*\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) (?:yrs|years) (?:sober|clean)\b)(?!.*\b(?:again|lately|tonight|today|right now|this time|these days|recently|creeping|sometimes|still|urges?|relaps\w*|slipped|started|back|but|want\w*|wanna|so bad|thinking|think about|razors?|blades?)\b)/g,
    'had a hard time back then',
  ],
];
