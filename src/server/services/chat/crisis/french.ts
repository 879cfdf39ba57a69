/**
 * French as Acadian, Cajun and Québécois veterans and families write it, alone or mixed with
 * English (round 74): the crisis phrases read as their English sense, so that every concept applies
 * to them, as spanish.ts does for Spanish. Phrases only, no single words: "pu" (plus), "icitte"
 * (ici) and the rest stay as written outside these phrases. Runs on normalizeForMatching() output
 * (lower case, accents and apostrophes gone: "c'est" arrives as "cest", "j'en" as "jen").
 */
import { readAsEnglish } from './readAsEnglish';

const phrases: [RegExp, string][] = [
  [/\b(?:je veux|jveux|j veux|je voudrais|jaimerais) (?:me tuer|me suicider|en finir)\b/g, 'i want to kill myself'],
  [/\b(?:me tuer|me suicider|menlever la vie|m enlever la vie)\b/g, 'kill myself'],
  [/\b(?:je veux|jveux|j veux|je voudrais) mourir\b|\bje veux etre mort\b/g, 'i want to die'],
  [/\b(?:je veux|jveux|j veux) (?:pu|plus|pus) vivre\b|\bje ne veux plus vivre\b/g, 'i dont want to live'],
  [/\b(?:jen|j en|je n en|je nen) peux (?:pu|plus|pus)\b/g, 'i cant go on'],
  [/\bcest fini pour (?:moi|de bon)\b/g, 'it is over for me for good'],
  [/\b(?:il )?(?:ny|n y|y) a (?:pu|plus|pus) rien(?: pour moi)?\b/g, 'there is nothing left for me'],
  [/\b(?:je suis|chu|jsuis|j suis) (?:juste )?un fardeau\b/g, 'i am a burden'],
  [/\b(?:ils|y|elle|ils seraient|y seraient) (?:seraient )?mieux sans moi\b/g, 'they would be better off without me'],
  [/\b(?:pas|plus|pu) me reveiller\b/g, 'not wake up'],
];

export const frenchAsEnglish = readAsEnglish({ phrases, words: {} });
