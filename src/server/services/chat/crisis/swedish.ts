/**
 * Swedish as Swedish-American veterans and their families write it, alone or mixed with English
 * (round 87): the crisis phrases read as their English sense, so that every concept applies to them,
 * as catalan.ts does for Catalan. Phrases only: short Swedish words ("do", "rep", "mer") are English
 * words too. Runs on normalizeForMatching() output (lower case, diacritics gone: "dö" arrives as
 * "do", "orkar inte längre" as "orkar inte langre").
 */
import { readAsEnglish } from './readAsEnglish';

const phrases: [RegExp, string][] = [
  [/\bjag (?:vill|ska) ta livet av mig\b/g, 'i want to kill myself'],
  [/\bta livet av mig\b/g, 'kill myself'],
  [/\b(?:tog|har tagit) livet av sig\b/g, 'killed himself'],
  [/\b(?:vill|ska) ta livet av sig\b/g, 'wants to kill himself'],
  [/\bsjalvmord\b/g, 'suicide'],
  [/\bjag vill (?:do|inte leva|inte finnas|inte vara har)(?: langre| mer)?\b/g, 'i want to die'],
  [/\b(?:han|hon|pappa|mamma|farfar|morfar) vill (?:do|inte leva|inte finnas)(?: langre| mer)?\b/g, 'he wants to die'],
  [/\bjag orkar inte (?:mer|langre|leva)\b/g, 'i cant go on anymore'],
  [/\b(?:han|hon|pappa|mamma|farfar|morfar) orkar inte (?:mer|langre|leva)\b/g, 'he cant go on anymore'],
  [/\b(?<!jag |han |hon )orkar inte (?:mer|langre)\b/g, 'cant go on anymore'],
  [/\bjag ar en borda\b/g, 'i am a burden'],
  [/\b(?:alla )?(?:skulle ha det |har det )?battre utan mig\b/g, 'they would be better off without me'],
  [/\b(?:aldrig|inte) vakna (?:igen|mer)\b/g, 'never wake up'],
  [/\bingen mening (?:med (?:livet|nagot)|langre)\b/g, 'there is no point anymore'],
  [/\bjag har skrivit (?:brev|ett brev)\b/g, 'i wrote goodbye letters'],
  [/\b(?:alla|mina) (?:tabletter|piller)\b/g, 'all the pills'],
];

export const swedishAsEnglish = readAsEnglish({ phrases, words: { tabletter: 'pills', sjalvmordstankar: 'suicidal thoughts' } });
