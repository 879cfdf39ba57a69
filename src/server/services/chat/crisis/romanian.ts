/**
 * Romanian as Romanian and Moldovan veterans and families write it, alone or mixed with English
 * (round 77): the crisis phrases read as their English sense, so that every concept applies to
 * them, as french.ts does for French. Phrases, and a few words no English word shares. Runs on
 * normalizeForMatching() output (lower case, diacritics gone, hyphens as spaces: "să mă" arrives
 * as "sa ma", "s-a terminat" as "s a terminat").
 */
import { readAsEnglish } from './readAsEnglish';

/** "I want", "I would like", "I wish", "I am thinking of", as the phrases open. */
const I_WANT = '(?:vreau|as vrea|imi doresc|ma gandesc)';

const phrases: [RegExp, string][] = [
  [new RegExp(`\\b${I_WANT} sa (?:ma sinucid|ma omor|imi iau viata|termin cu (?:tot|viata))\\b`, 'g'), 'i want to kill myself'],
  [/\b(?:sa )?(?:ma sinucid|ma omor|imi iau viata|imi pun capat zilelor)\b/g, 'kill myself'],
  [/\b(?:s a sinucis|s a omorat|si a luat viata)\b/g, 'killed himself'],
  [/\b(?:despre|la|de) sinucidere\b/g, 'about suicide'],
  [/\bsinucidere\b/g, 'suicide'],
  [new RegExp(`\\b${I_WANT} sa (?:mor|fiu mort|nu mai fiu|dispar)\\b`, 'g'), 'i want to die'],
  [/\bnu mai vreau sa (?:traiesc|fiu aici|exist)\b/g, 'i dont want to live anymore'],
  [/\bnu mai vrea sa (?:traiasca|fie aici|existe)\b/g, 'he doesnt want to live anymore'],
  [/\bsa nu ma mai trezesc\b/g, 'to never wake up'],
  [/\b(?:dumnezeu )?sa ma ia (?:la el |dumnezeu )?in somn\b/g, 'that god takes me in my sleep'],
  [/\b(?:totul )?s a terminat (?:pentru mine|cu mine)\b/g, 'it is over for me'],
  [/\bnu mai am (?:nimic|pe nimeni)\b/g, 'i have nothing left'],
  [/\bnu mai (?:are|am) (?:niciun )?rost\b/g, 'there is no point anymore'],
  [/\bnu mai conteaza nimic\b/g, 'nothing matters anymore'],
  [/\bnu mai pot\b(?! (?:sa (?:vin|ajung|platesc|lucrez)|veni|lucra)\b)/g, 'i cant go on'],
  [/\b(?:sunt|am fost mereu) o povara\b/g, 'i am a burden'],
  [/\b(?:ar fi|ar fi toti|le ar fi) mai bine fara mine\b/g, 'they would be better off without me'],
  [/\bsa intru in (?:rau|raul|lac|lacul|apa|mare|ocean)\b/g, 'to walk into the river'],
  [/\bsa nu mai ies\b/g, 'and never come out'],
  [/\bsa ma arunc (?:de pe|de la|in fata)\b/g, 'to throw myself off'],
  [/\bsa ma spanzur\b/g, 'to hang myself'],
  [/\bma tai\b(?= (?:pe|la|iar|din nou|mereu|in fiecare))/g, 'i cut myself'],
  [/\bvreau sa fiu cu (?:el|ea|ei)\b/g, 'i want to be with him'],
  [/\ba murit\b/g, 'died'],
  [/\bin pamant\b/g, 'in the ground'],
  [/\bnu raspunde la telefon\b/g, 'is not answering the phone'],
  [/\bce doza\b/g, 'what dose'],
  [/\bprea mult\b/g, 'too much'],
  [/\bcat de repede\b/g, 'how fast'],
  [/\bam scris scrisori\b/g, 'i wrote letters'],
  [/\bam luat toate pastilele\b/g, 'i took all the pills'],
];

const words: Record<string, string> = {
  pastile: 'pills',
  pastilele: 'pills',
  insulina: 'insulin',
  pistolul: 'the pistol',
  arma: 'gun',
  scrisori: 'letters',
  adio: 'goodbye',
  moarte: 'death',
};

export const romanianAsEnglish = readAsEnglish({ phrases, words });
