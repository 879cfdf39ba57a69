/**
 * Tagalog (and Taglish) as many Filipino veterans and families write it: the crisis words and
 * phrases read as their English sense, so that every concept applies to them, as spanish.ts does
 * for Spanish. Runs on normalizeForMatching() output (lower case, hyphens and punctuation gone).
 */
import { readAsEnglish } from './readAsEnglish';

const phrases: [RegExp, string][] = [
  // a wish to die or to kill oneself ("gusto ko nang magpakamatay", "gusto ko nang mamatay")
  [/\b(?:gusto ko(?: na| nang)?|gusto kong|balak kong|iniisip kong|naiisip kong) magpakamatay\b/g, 'i want to kill myself'],
  [/\bmagpakamatay\b|\bpatayin (?:ko )?ang sarili ko\b/g, 'kill myself'],
  [/\b(?:gusto ko(?: na| nang)?|gusto kong|sana) (?:na )?mamatay(?: na)?(?: ako)?\b/g, 'i want to die'],
  [/\bayoko (?:na|nang) (?:mabuhay|gumising)\b|\bayaw ko (?:na|nang) mabuhay\b/g, 'i dont want to live'],
  // "sana hindi na lang ako nagising": I wish I had not woken up
  [/\bsana (?:hindi|di) na(?: lang)?(?: ako)? (?:nagising|magising|gumising)\b/g, 'i wish i did not wake up'],
  [/\b(?:hindi|di) na (?:ako )?(?:magigising|gigising)\b/g, 'never wake up'],
  // hopelessness and being done
  [/\bwala(?: na)?(?:ng| nang| na) pag asa\b/g, 'no hope left'],
  [/\b(?:tapos|suko) na (?:ako|ko)\b/g, 'i am done'],
  [/\b(?:hindi|di) ko na (?:kaya|kakayanin)\b/g, 'i cant go on'],
  [/\bpabigat(?: lang)?(?: ako)?\b/g, 'i am a burden'],
  [/\bmas (?:mabuti|okay|ok|masaya|magaan) (?:sila|kayo|ang buhay nila)(?: kung)? wala ako\b/g, 'they are better off without me'],
  [/\bsinasaktan ko ang sarili ko\b|\bsaktan ang sarili ko\b/g, 'hurting myself'],
  [/\bpaalam\b/g, 'goodbye'],
  // where someone is now ("nasa tulay na ako ngayon": I am on the bridge now)
  [/\bnasa (\w+)(?: na)? ako\b/g, 'i am on the $1'],
  [/\bngayon(?: na)?\b/g, 'right now'],
];

const words: Record<string, string> = {
  tulay: 'bridge',
  bubong: 'roof',
  riles: 'tracks',
  baril: 'gun',
  bala: 'bullets',
  lubid: 'rope',
  kutsilyo: 'knife',
  gamot: 'pills',
  tableta: 'pills',
  ilog: 'river',
  dagat: 'sea',
};

export const tagalogAsEnglish = readAsEnglish({ phrases, words });
