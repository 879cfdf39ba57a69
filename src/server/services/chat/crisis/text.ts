/**
 * Text prepared for crisis concepts: normalizeForMatching() (case, punctuation, repeated
 * letters, common misspellings), then contractions, text speak and slang spelled out, and the
 * idioms that use death words for ordinary things ("killing it at work", "dying to know")
 * neutralised, so that the concept lexicons only see words in their literal sense.
 */
import './regexpsCompiledAtOnce';
import { normalizeForMatching } from '../normalize';
import { jargonAsPlainWords } from './jargon';
import { ordinarySettings } from './ordinarySettings';
import { otherScriptsInLatin } from './otherScripts';
import { otherLanguagesAsEnglish } from './otherLanguages';
import { denials } from './denials';
import { idioms } from './idioms';
import { applyRewrites, type Rewrite } from './rewrites';
import { learnRequiredText } from './requiredText';

const PAST_PARTICIPLE = '(?:died|been|gone|done|made|seen|known|left|taken|given|gotten|lost|thought|wished|tried|felt|had)';

/** Contractions are expanded before apostrophes disappear ("he'll" would become "hell"). */
export function expandContractions(raw: string): string {
  return (
    raw
      .replace(/\b(i|he|she|they|we|you|it|that|there|who)['’](ll)\b/gi, '$1 will')
      // "I'd died" is "I had died" before a past participle, "I would" otherwise (round 98)
      .replace(new RegExp(`\\b(i|he|she|they|we|you)['’]d (?=${PAST_PARTICIPLE}\\b)`, 'gi'), '$1 had ')
      .replace(/\b(i|he|she|they|we|you|it|that|there|who)['’]d\b/gi, '$1 would')
      .replace(/\b(\w+)['’]d be\b/gi, '$1 would be')
      .replace(/\bi['’]m\b/gi, 'i am')
      .replace(/\b(i|they|we|you|should|could|would|must|might)['’]ve\b/gi, '$1 have')
      .replace(/\b(he|she|it|that|there|what|who)['’]s\b/gi, '$1 is')
  );
}

const words: Record<string, string> = {
  im: 'i am',
  ive: 'i have',
  id: 'i would',
  hes: 'he is',
  hed: 'he would',
  shes: 'she is',
  theyd: 'they would',
  itd: 'it would',
  thatd: 'that would',
  shouldve: 'should have',
  couldve: 'could have',
  wouldve: 'would have',
  shoulda: 'should have',
  tn: 'tonight',
  tonite: 'tonight',
  '2nite': 'tonight',
  '2night': 'tonight',
  '2day': 'today',
  '2morrow': 'tomorrow',
  thru: 'through',
  bout: 'about',
  abt: 'about',
  w: 'with',
  gunna: 'going to',
  gona: 'going to',
  finna: 'going to',
  imma: 'i am going to',
  ima: 'i am going to',
  kil: 'kill',
  killin: 'killing',
  kms: 'kill myself',
  kys: 'kill yourself',
  unalive: 'kill myself',
  unaliving: 'killing',
  sewerslide: 'suicide',
  goin: 'going',
  nothin: 'nothing',
  livin: 'living',
  dyin: 'dying',
  cuttin: 'cutting',
  tryin: 'trying',
  thinkin: 'thinking',
  hurtin: 'hurting',
  endin: 'ending',
  hangin: 'hanging',
  jumpin: 'jumping',
  drivin: 'driving',
  takin: 'taking',
  wakin: 'waking',
  sleepin: 'sleeping',
  plannin: 'planning',
  shootin: 'shooting',
  bleedin: 'bleeding',
  burnin: 'burning',
  drinkin: 'drinking',
  swallowin: 'swallowing',
  savin: 'saving',
  givin: 'giving',
  sayin: 'saying',
  leavin: 'leaving',
  writin: 'writing',
  fightin: 'fighting',
  waitin: 'waiting',
  sittin: 'sitting',
  standin: 'standing',
  lookin: 'looking',
  feelin: 'feeling',
  checkin: 'checking',
  wishin: 'wishing',
  hopin: 'hoping',
  prayin: 'praying',
  nuthin: 'nothing',
  nuttin: 'nothing',
  ded: 'dead',
  outta: 'out of',
  b4: 'before',
  nite: 'night',
  noone: 'no one',
  idc: 'i dont care',
  idgaf: 'i dont care',
  wat: 'what',
  wats: 'whats',
  til: 'till',
  until: 'till',
  ppl: 'people',
  every1: 'everyone',
  some1: 'someone',
  no1: 'no one',
  any1: 'anyone',
  nobody: 'no one',
  // text speak and the misspellings of a cracked screen
  evry1: 'everyone',
  evry: 'every',
  evryone: 'everyone',
  wud: 'would',
  wld: 'would',
  cud: 'could',
  cld: 'could',
  shud: 'should',
  shld: 'should',
  beter: 'better',
  jst: 'just',
  sry: 'sorry',
  srry: 'sorry',
  thx: 'thanks',
  thnx: 'thanks',
  pls: 'please',
  plz: 'please',
  agn: 'again',
  wnt: 'want',
  wnted: 'wanted',
  wnna: 'want to',
  knw: 'know',
  answr: 'answer',
  nvr: 'never',
  behnd: 'behind',
  passwrd: 'password',
  passwrds: 'passwords',
  pwds: 'passwords',
  myslf: 'myself',
  bro: 'brother',
  sis: 'sister',
  meds: 'pills',
  appts: 'appointments',
  appt: 'appointment',
  medication: 'pills',
  medications: 'pills',
  tablets: 'pills',
  prescriptions: 'pills',
};

/**
 * English as many Deaf veterans write it, shaped by ASL: the topic first, "me" as the subject, the
 * copula and "to" left out ("Me only trouble", "Me should die there", "Want go with them"). The
 * subject is read where punctuation still marks where a clause begins; after normalisation "to" and
 * "am" come back before the words that need them, so every concept reads the ordinary form.
 */
const SIGNED_PREDICATE =
  'should|would|could|can|cant|will|wont|must|not|no|never|always|already|still|just|only|really|also|too|now|feel|feeling|think|want|need|have|had|go|going|went|lose|lost|hit|plan|wish|try|tried|see|saw|tell|told|know|hurt|cut|drink|drive|sit|stay|sleep|eat|take|took|pray|cry|hate|worried|tired|scared|afraid|alone|sad|angry|mad|gone|done|finished|ready|sorry|trouble|burden|nothing|useless|worthless|broken|die|kill|end|leave|quit|give|gave|keep|ask|understand|remember|sign|write|buy|hunt|laugh|visit|frustrated|fine|ok|okay|deaf';
/** "Me" opening a clause before an English predicate (Spanish "me" before its verb is left to spanish.ts). */
const signedSubject = new RegExp(`(^|[.!?;:,]\\s*|\\n\\s*)me\\s+(?=(?:${SIGNED_PREDICATE})\\b)`, 'gi');
function signedSubjectAsEnglish(raw: string): string {
  return raw.replace(signedSubject, '$1I ');
}
const signedEnglish: [RegExp, string][] = [
  // "me worried", "me gone", "me only trouble": I am
  [
    // (not after an auxiliary, "have i gone", nor before a verb, the "i done told him" of speech)
    /(?<!\b(?:have|has|had|would|should|could|did|do|does|will|can|may|might|must) )\bi (?=(?:(?:only|just|always) )?(?:gone|done|finished|ready|tired|worried|scared|afraid|alone|sad|trouble|burden|problem|nothing|useless|worthless|broken|deaf|sorry|serious|suicidal)\b(?! (?:\w+ed|told|got|gone|went|did|had|made|said|seen|ate|took|lost|left|sold|paid|bought|been|gave|give)\b))/g,
    'i am ',
  ],
  // "me no want", "me not like": i dont want
  [/\bi (?:no|not) (want|need|like|care|know|see)\b/g, 'i dont $1'],
  // "want go", "need know", "ready die": want to go
  [
    /\b(want|wants|wanted|need|needs|ready|plan|plans|decide|decided|try) (?=(?:go|die|kill|end|leave|disappear|stop|join|hurt|cut|jump|know|live)\b)/g,
    '$1 to ',
  ],
];

/**
 * Ways of saying dead or dying, military and civilian, read as the plain word so that every
 * wish about being dead reads them ("i'd rather be pushing daisies" is "i would rather be dead").
 */
const deathEuphemisms: [RegExp, string][] = [
  [
    /\b(?:six feet under|pushing (?:up )?daisies|in a pine box|in a box|in the ground|under the ground|worm food|taking a dirt nap|in a body bag|under a flag)\b/g,
    'dead',
  ],
  [
    /\b(?:kick(?:ed|ing)? the bucket|buy(?:ing)? the farm|bought the farm|punch(?:ed|ing)? my ticket|cash(?:ed|ing)? (?:in )?my chips)\b/g,
    'die',
  ],
  [/\b(?:eternal|permanent|endless|forever) (?:sleep|rest|nap)\b/g, 'death'],
];

/** "50 kms" is a distance, not "kill myself"; "turned in my ID", a "firearms purchaser ID" are cards and "ID.me" a login, not "I would". */
const keptAsWritten = (word: string, before: string, after: string) =>
  (word === 'kms' && /^[0-9]+$/.test(before)) ||
  (word === 'id' &&
    (after === 'me' ||
      /^(?:my|your|his|her|their|our|the|an|military|va|photo|state|veteran|vet|student|retiree|dependent|cac|new|old|work|purchaser|purchasers|firearm|firearms|gun|foid|fid|owners?|voter|national)$/.test(
        before,
      )));

/** Signed English, idioms, ordinary settings, euphemisms for death, then denials, in that order. */
const rewrites: Rewrite[] = [...signedEnglish, ...idioms, ...ordinarySettings, ...deathEuphemisms, ...denials];
learnRequiredText(rewrites.map(([pattern]) => pattern));

/** Laughing faces are read as the "lol" they stand for: a joke told with them is told as one (round 109). */
const LAUGHING_FACES = /[\u{1F602}\u{1F923}]/gu;
/** A skull after "im dead" is the same laugh ("lowkey im dead 💀", round 124); "want to be dead 💀" is not read so. */
const DEAD_OF_LAUGHING = /\b(?:i'?m|i am|im|lowkey|literally|actually|straight up) (?:dead|deceased)\s*(?:\u{1F480}|\u2620\uFE0F?)+/giu;

export function prepareCrisisText(text: string): string {
  const laughed = otherScriptsInLatin(text).replace(LAUGHING_FACES, ' lol ').replace(DEAD_OF_LAUGHING, ' that was wild ');
  const prepared = jargonAsPlainWords(otherLanguagesAsEnglish(normalizeForMatching(signedSubjectAsEnglish(expandContractions(laughed)))))
    .split(' ')
    .map((word, i, all) => (keptAsWritten(word, all[i - 1] ?? '', all[i + 1] ?? '') || !Object.hasOwn(words, word) ? word : words[word]))
    .join(' ')
    // "Id had" written without its apostrophe is "I had had", as "I'd had" is (round 106)
    .replace(new RegExp(`\\bi would (?=${PAST_PARTICIPLE}\\b)`, 'g'), 'i had ')
    .replace(/\bsewer slide\b/g, 'suicide')
    // "w/o" once punctuation is gone
    .replace(/\bwith o\b/g, 'without')
    .replace(/\bshould of\b/g, 'should have')
    // "any groups round here" is around here, not a round of ammunition (round 142)
    .replace(/(?<!\b(?:a|one|last|the|this|that|my|every|\d+) )\bround (?=here\b|there\b|these parts\b|town\b)/g, 'around ')
    .replace(/\bmy self\b/g, 'myself')
    .replace(/\bmyself myself\b/g, 'myself');
  return applyRewrites(prepared, rewrites);
}
