/**
 * Nepali as Nepali- and Bhutanese-American veterans and their families type it in Latin letters,
 * alone or mixed with English (round 91): the crisis phrases read as their English sense, as
 * hindiUrdu.ts does for Hindi and Urdu. Phrases only, in the spellings people use ("marna" /
 * "marnu", "chhaina" / "chaina"); the short words ("ma", "ta", "ni") are English words or too
 * common to read alone.
 */
import { readAsEnglish } from './readAsEnglish';

const CHHAINA = '(?:chhaina|chaina|chhain|chain)';

const phrases: [RegExp, string][] = [
  [
    /\b(?:marna|marnu|mari dinu|marihalna) (?:man|mann) (?:lagyo|lagcha|lagchha|lagirako|lagi rakheko)\b|\bma (?:mar(?:chu|chhu|dinchu))\b/g,
    'i want to die',
  ],
  [new RegExp(`\\b(?:bachna|bachnu|jiuna|jiunu|banchna|banchnu) (?:man|mann) ${CHHAINA}\\b`, 'g'), 'i dont want to live anymore'],
  [/\bma (?:na|nai) (?:bhaye|bhaya|bhae)\b/g, 'if i was gone'],
  [/\b(?:sabai|sab|sabailai) ?(?:lai )?(?:sajilo|sajilai|ramro) (?:hunthyo|huncha|hunchha|hunecha)\b/g, 'everyone would be better off'],
  [
    /\b(?:ma )?(?:pani )?(?:uniharu|unharu|tiniharu|uni) (?:sanga|sangai|sangha) (?:jaanchu|janchu|jaanchhu|janchhu|jaanu|jaane)\b/g,
    'i want to go with them',
  ],
  [/\b(?:ma )?(?:boj|bojh|bhaari) (?:hu|hun|hoon|chu|chhu)\b/g, 'i am a burden'],
  [/\b(?:aaja|aja) (?:raati|rati|raat)\b/g, 'tonight'],
  [/\batmhtya grchu\b|\batmahatya garchu\b/g, 'i will kill myself'],
  [/\batmhtya\b/g, 'suicide'],
  [/\b(?:ab|aba) kehi (?:bamki|banki|baki) (?:chain|chaina|chhaina)\b/g, 'there is nothing left for me'],
  [/\b(?:sbai|sabai) (?:skiyo|sakiyo)\b/g, 'it is all over for me'],
  [/\b(?:pulma|pul ma) (?:chu|chhu)\b/g, 'i am on the bridge now'],
  [/\b(?:unihrukham|uniharu kaha|uniharu kahan) (?:jan|jana|jaana) (?:cahnchu|chahanchu|chahanchhu)\b/g, 'i want to go with them'],
  [/\b(?:aj|aaja|aja) rati\b/g, 'tonight'],
  [/\bsabai saman (?:\w+ ){0,2}(?:diye|diyen|dide)\b/g, 'i gave away all my things'],
  [/\b(?:\w+ )?lai letter lekhe\b/g, 'i wrote a goodbye letter'],
  [/\bdherai goli\b/g, 'a lot of pills'],
  [/\baba ma (?:jaanchu|janchu)\b/g, 'i am going away for good'],
  [/\b(?:ma )?(?:ahile |aile )?(?:pul|pool|bridge) ma (?:ubhiraako|ubhiyeko|basirako|baseko) (?:chu|chhu)\b/g, 'i am on the bridge now'],
  [/\b(?:truck|trak|bus|gaadi|gadi) ma (?:gaadi|gadi|bike) (?:hanne|hanna|thokne|thokna)\b/g, 'drive my car into a truck'],
  [/\b(?:unihaaru|uniharu|unharu) (?:sanga|sangai) (?:jaanu|janu) (?:parchha|parcha|parchu)\b/g, 'i want to go with them'],
  [/\bek chin matra (?:lagchha|lagcha)\b/g, 'it would only take a second'],
  [/\b(?:sathi|sathiharu|sathi haru|saathi haru) (?:\w+ )?sabai (?:gaye|mare|bite)\b/g, 'my friends all died'],
  [/\bma matra (?:bache|bachen|bachyo)\b/g, 'only i survived'],
];

export const nepaliAsEnglish = readAsEnglish({ phrases, words: {} });
