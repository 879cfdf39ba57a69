/**
 * Gullah Geechee as veterans and families of the Carolina and Georgia sea islands write it: read
 * as English words, so that the concepts and the classifier apply (round 72). Short words such as
 * "uh" (I), "um" (them) and "de" (the) are English fillers or Spanish elsewhere, so nothing is
 * read unless the message carries two of the creole's own words ("muh", "gwine", "fuh", "tuh").
 * Runs on normalizeForMatching() output (lower case, punctuation gone).
 */
import { readAsEnglish } from './readAsEnglish';

const MARKERS = new Set(['muh', 'gwine', 'fuh', 'tuh', 'hab', 'ober', 'gib', 'oonuh', 'enty', 'deh', 'ebry', 'tebble', 'beena', 'nuttin']);

const phrases: [RegExp, string][] = [
  [/\bno mo\b/g, 'anymore'],
  [/\bain nobody\b/g, 'nobody'],
  [/\bstudy(?:in)? bout\b/g, 'think about'],
  [/\bdone gib\b/g, 'gave'],
  [/\bain gwine\b/g, 'am not going to'],
  [/\bain hab\b/g, 'do not have'],
];

const words: Record<string, string> = {
  uh: 'i',
  muh: 'my',
  gib: 'give',
  tuh: 'to',
  um: 'them',
  gwine: 'going to',
  de: 'the',
  dey: 'they',
  dem: 'them',
  hab: 'have',
  fuh: 'to',
  ober: 'over',
  wid: 'with',
  deh: 'there',
  dis: 'this',
  dat: 'that',
  tru: 'through',
  tank: 'thank',
  afta: 'after',
  beena: 'been',
  tebble: 'terrible',
  bout: 'about',
  an: 'and',
  oonuh: 'you all',
  ebry: 'every',
  nuttin: 'nothing',
  bateau: 'boat',
  ain: 'not',
  takin: 'taking',
  jumpin: 'jumping',
  goin: 'going',
  doin: 'doing',
  thinkin: 'thinking',
  sittin: 'sitting',
  drivin: 'driving',
  walkin: 'walking',
  lawd: 'lord',
};

const readGullah = readAsEnglish({ phrases, words });

export function gullahAsEnglish(normalized: string): string {
  const found = new Set(normalized.split(' ').filter((word) => MARKERS.has(word)));
  return found.size < 2 ? normalized : readGullah(normalized);
}
