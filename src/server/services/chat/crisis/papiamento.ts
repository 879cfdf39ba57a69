/**
 * Papiamento as Aruban, Curaçaoan and Bonairean veterans and their families write it, alone or mixed
 * with English (round 88): the crisis phrases read as their English sense, so that every concept
 * applies to them, as catalan.ts does for Catalan. Phrases, and a few words no English word shares.
 * Runs on normalizeForMatching() output (lower case, accents gone: "mihó" arrives as "miho").
 */
import { readAsEnglish } from './readAsEnglish';

const phrases: [RegExp, string][] = [
  [/\bmi (?:ke|kier|ta bai) mata mi mes\b/g, 'i want to kill myself'],
  [/\bmata mi mes\b/g, 'kill myself'],
  [/\b(?:e|el|ela|mi ruman(?: homber| muhe)?) (?:ke|kier|ta bai) mata su mes\b|\bmata su mes\b/g, 'he wants to kill himself'],
  [/\bmi (?:ke|kier) muri\b/g, 'i want to die'],
  [/\b(?:e|el|ela) (?:ke|kier) muri\b/g, 'he wants to die'],
  [/\bmi no (?:ke|kier) biba(?: mas)?\b/g, 'i dont want to live anymore'],
  [/\b(?:e|el|ela) no (?:ke|kier) biba(?: mas)?\b/g, 'he doesnt want to live anymore'],
  [/\bmi no por mas\b/g, 'i cant go on'],
  [/\bmi ta un (?:carga|peso)\b/g, 'i am a burden'],
  [/\b(?:nan lo ta |lo ta )?miho(?:r)? sin mi\b/g, 'they would be better off without me'],
  [/\bmi ta riba e\b/g, 'i am on the'],
  [/\b(?:e|el|ela) ta riba e\b/g, 'he is on the'],
  [/\bno ta kome\b/g, 'is not eating'],
  [/\bno ta drumi\b/g, 'is not sleeping'],
  [/\bmi a tuma tur e (?:pastia|pastianan|pildora|pildoranan)\b/g, 'i took all the pills'],
];

const words: Record<string, string> = {
  brug: 'bridge',
  dak: 'roof',
  awor: 'now',
  pastianan: 'pills',
  pildoranan: 'pills',
  suicidio: 'suicide',
};

export const papiamentoAsEnglish = readAsEnglish({ phrases, words });
