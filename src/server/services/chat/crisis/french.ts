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
  [/\bpas de reveil\b/g, 'not wake up'],
  [/\b(?:je )?(?:ne )?vois (?:plus|pu) (?:d ?avenir|de futur)\b/g, 'i see no future for me'],
  [/\bcest (?:la )?(?:derniere|derniere semaine) pour moi\b/g, 'it is my last week'],
  [/\b(?:je suis|chu|jsuis) (?:juste )?un poids\b/g, 'i am a burden'],
  [/\bsi je disparaissais\b/g, 'if i disappeared'],
  [/\bjai tout regle\b/g, 'i put my affairs in order'],
  [/\bjai donne (?:ma|mon|mes)\b/g, 'i gave away my'],
  [/\b(?:il|elle) a donne (?:ses|sa|son) affaires\b|\b(?:il|elle) a donne ses\b/g, 'he gave away his things'],
  [/\bachete une corde\b/g, 'bought a rope'],
  [/\bje suis sur le toit\b/g, 'i am on the roof now'],
  [/\bcombien de temps (?:ca|cela) prend si on avale trop de\b/g, 'how long does it take to die if you overdose on'],
  [/\bsomniferes\b/g, 'sleeping pills'],
  [/\bje me (?:brule|coupe|scarifie)\b/g, 'i cut myself'],
  [/\bsans ceinture\b/g, 'no seatbelt'],
  [/\bje vais les rejoindre\b|\bles rejoindre bientot\b/g, 'i will join them'],
  [/\b(?:il|elle) dit au revoir a tout le monde\b/g, 'he is saying goodbye to everyone'],
  [/\b(?:il|elle) (?:est|sest) enferme?e? dans (?:la|sa) chambre\b/g, 'he locked himself in the room'],
  [/\bbientot\b/g, 'soon'],
  [/\b(?:freres darmes|camarades|potes|gars) sont (?:tous )?(?:partis|morts|tombes)\b/g, 'brothers all died'],
];

export const frenchAsEnglish = readAsEnglish({ phrases, words: {} });
