/**
 * The dead remembered where they lived: a bridge a friend used to fish from, crossed and thought of. Only the place's words
 * go, so the remembrance reading (ordinaryReadings.ts) is not held back by a means. Part of the ordinary settings
 * (ordinarySettings.ts), applied last.
 */
export const remembranceSettings: [RegExp, string][] = [
  // "still think of Smitty every time i cross the yadkin river bridge, he used to fish right under it. miss that guy" (round 196)
  [
    /(?<=\b(?:think|thinking) (?:of|about) (?:\w+ ){1,2}every time i (?:cross|drive over|drive across|go over|walk over) )(?:the )?(?:\w+ ){0,3}bridge\b(?=.*\b(?:miss (?:that guy|him|her|them|that man)|(?:\d+|\w+) (?:years|yrs) gone|rest easy)\b)(?!.*\b(?:follow\w*|same way|jump\w*|edge|railing|tonight|myself|(?<!\bfish\w* )off it)\b)/g,
    'that crossing',
  ],
];
