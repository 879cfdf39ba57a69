/**
 * Text prepared for phrase matching: lower case, no accents, apostrophes dropped ("don't" →
 * "dont"), every other punctuation run turned into one space, letters repeated three or more
 * times cut to two ("killll" → "kill"), texting forms expanded, and a few words that matter for
 * safety mapped back from common misspellings ("myslef" → "myself"). Pure; no I/O.
 */
export function normalizeForMatching(text: string): string {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’‘`´]/g, '')
    .replace(/([a-z])\1{2,}/g, '$1$1')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map(canonicalWord);
  return words.join(' ').replace(/\bmy self\b/g, 'myself');
}

const expansions: Record<string, string> = {
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  u: 'you',
  ur: 'your',
  urself: 'yourself',
  cuz: 'because',
  bc: 'because',
  rn: 'right now',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tonite: 'tonight',
};

/** Words whose misspellings must still be recognised; only for words of five letters or more. */
const safetyWords = [
  'myself',
  'suicide',
  'suicidal',
  'overdose',
  'goodbye',
  'anymore',
  'nothing',
  'homeless',
  'eviction',
  'evicted',
  'disappear',
  'forever',
  'tonight',
  'hopeless',
  'worthless',
  'pointless',
  'lethal',
];
/** Real words one typo away from a safety word that must keep their meaning. */
const realNeighbours = new Set(['overdone', 'overdoes', 'nothings']);

function canonicalWord(word: string): string {
  // own keys only: "constructor" is a word, not Object's
  if (Object.hasOwn(expansions, word)) return expansions[word];
  // a safety word is never read as its neighbour ("homeless" is one letter from "hopeless")
  if (word.length < 5 || realNeighbours.has(word) || safetyWords.includes(word)) return word;
  for (const target of safetyWords) {
    if (word !== target && Math.abs(word.length - target.length) <= 1 && editDistanceAtMostOne(word, target)) return target;
  }
  return word;
}

/** Optimal string alignment distance ≤ 1: one insertion, deletion, substitution or swap of neighbours. */
export function editDistanceAtMostOne(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length === b.length) {
    const diffs: number[] = [];
    for (let i = 0; i < a.length && diffs.length <= 2; i++) if (a[i] !== b[i]) diffs.push(i);
    if (diffs.length === 1) return true;
    return diffs.length === 2 && diffs[1] === diffs[0] + 1 && a[diffs[0]] === b[diffs[1]] && a[diffs[1]] === b[diffs[0]];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length - short.length !== 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}
