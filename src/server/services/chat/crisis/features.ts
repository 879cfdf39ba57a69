/**
 * Features for the crisis classifier, shared by training (scripts/train-crisis.ts) and use:
 * content words, pairs of neighbouring words, pairs of words one apart, character 3- and 4-grams
 * of content words (which tolerate misspellings and unknown forms of known words) and the
 * concepts the rules found. Function words are left out: otherwise the classifier learns that a crisis is written
 * in the first person and an ordinary message is a question, and flags "I just got laid off".
 */
import { findConcepts } from './concepts';

const functionWords = new Set(
  (
    'i me my mine myself am is are was were be been being have has had do does did a an the and or but if so to of in on at ' +
    'for with from by as it its this that these those there here he she him her his they them their we us our you your ' +
    'just really very so too also then than now not no can could would should will shall may might must what which who ' +
    'how when where why please thanks thank lol tbh honestly kinda like some any all about up out over'
  ).split(' '),
);

export function crisisFeatures(prepared: string): string[] {
  const features = new Set<string>();
  const all = prepared.split(' ').filter(Boolean);
  const words = all.filter((word) => !functionWords.has(word));
  // pairs across function words keep "not"/"no"/"i" in context ("no_future", "not_wake")
  all.forEach((word, i) => {
    if (i > 0) features.add(`p:${all[i - 1]}_${word}`);
    // and words two apart, so one inserted word ("dont really want") keeps the pair
    if (i > 1) features.add(`g:${all[i - 2]}_${word}`);
  });
  words.forEach((word, i) => {
    features.add(`w:${word}`);
    if (i > 0) features.add(`b:${words[i - 1]}_${word}`);
    const padded = ` ${word} `;
    for (const n of [3, 4]) {
      for (let j = 0; j + n <= padded.length; j++) features.add(`c:${padded.slice(j, j + n)}`);
    }
  });
  for (const concept of findConcepts(prepared)) features.add(`k:${concept}`);
  return [...features];
}
