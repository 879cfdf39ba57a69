/**
 * Text prepared for crisis concepts: normalizeForMatching() (case, punctuation, repeated
 * letters, common misspellings), then contractions, text speak and slang spelled out, and the
 * idioms that use death words for ordinary things ("killing it at work", "dying to know")
 * neutralised, so that the concept lexicons only see words in their literal sense.
 */
import { normalizeForMatching } from '../normalize';
import { jargonAsPlainWords } from './jargon';
import { spanishAsEnglish } from './spanish';
import { tagalogAsEnglish } from './tagalog';

/** Contractions are expanded before apostrophes disappear ("he'll" would become "hell"). */
export function expandContractions(raw: string): string {
  return raw
    .replace(/\b(i|he|she|they|we|you|it|that|there|who)['’](ll)\b/gi, '$1 will')
    .replace(/\b(i|he|she|they|we|you|it|that|there|who)['’]d\b/gi, '$1 would')
    .replace(/\bi['’]m\b/gi, 'i am')
    .replace(/\b(i|they|we|you|should|could|would|must|might)['’]ve\b/gi, '$1 have')
    .replace(/\b(he|she|it|that|there|what|who)['’]s\b/gi, '$1 is');
}

const words: Record<string, string> = {
  im: 'i am',
  ive: 'i have',
  id: 'i would',
  hes: 'he is',
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
  meds: 'pills',
  appts: 'appointments',
  appt: 'appointment',
  medication: 'pills',
  medications: 'pills',
  tablets: 'pills',
  prescriptions: 'pills',
};

/** Ordinary idioms built from crisis words; each becomes a neutral word. */
const idioms: [RegExp, string][] = [
  [/\b(?:killing|killed|kill|crushing|crushed) it\b/g, 'succeeding'],
  [/\b(?:is|are|was|were|been) (?:just |really |absolutely |slowly )?killing me\b/g, 'is hard'],
  [/\b(?:kill|killing) me (?:if|when|for)\b/g, 'be angry if'],
  [/\b(?:i would|i d|would|could) (?:kill|die) for (?:a|an|some|the)\b/g, 'i want a'],
  [/\bdying (?:to|for) (?:know|get|see|hear|try|find|learn|meet|start|go|a|an|some)\b/g, 'eager to'],
  [/\b(?:nearly |almost )?(?:died|die|dying|dead)(?: of| from)? (?:laughing|laughter|boredom|embarrassment)\b/g, 'laughed'],
  [/\bdead (?:tired|serious|set|last|center|wrong|right|on|end|reckoning|heat|lift|lifts|ringer|broke|beat|asleep)\b/g, 'very'],
  [/\bdrop dead\b/g, 'very'],
  [/\b(?:battery|phone|laptop|car|engine|truck)s? (?:is |was )?(?:about to |going to |gonna )?(?:dying|dead|died|die)\b/g, 'device off'],
  [/\bdead in the water\b/g, 'stalled'],
  [/\b(?:shot|shoot|shooting|shoots) (?:myself|yourself|himself|herself|ourselves|themselves) in the foot\b/g, 'made a mistake'],
  [/\bdie on (?:this|that) hill\b/g, 'insist'],
  [/\b(?:bored|scared|worried|sick|tired) to death\b/g, 'very'],
  [/\bto die for\b/g, 'great'],
  // a chore, not a life: "I'd rather die than sit through another briefing"
  [/\brather die than(?= (?:sit|eat|watch|listen|wear|fill out|wait in|stand in|use|pay|attend|do another)\b)/g, 'hate to'],
  [/\bthought (?:i|we) (?:was|were) (?:going to|gonna) die\b/g, 'was scared'],
  [/\b(?:be|is|was|will be) the death of (?:me|us|him|her)\b/g, 'is hard'],
  [/\b(?:to|into|in) an early grave\b/g, 'to despair'],

  // where someone lives is not whether they want to
  [/\blive (in|at|near|closer|close|somewhere|on|by|there|here in|abroad|overseas)\b/g, 'reside $1'],
  [/\bkiller (?:deal|job|resume|price|app|view)\b/g, 'great thing'],
];

/**
 * A plain denial ("I'm not suicidal, just stressed about money") is not a statement of suicide.
 * Only the denied words go: whatever else the message says is still read ("not suicidal, but I
 * have the pills ready" stays a crisis).
 */
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

const denials: [RegExp, string][] = [
  [
    /\b(?:not|never been|never|no longer) (?:suicidal|going to (?:kill|hurt|harm) myself|thinking (?:about|of) (?:suicide|killing myself))\b(?! (?:yet|but|anymore but))/g,
    'denying it',
  ],
  // "not giving up, just want other options" denies giving up
  [/\b(?:not|never|wont|will not|am not going to|not going to) (?:giving|give|be giving) up\b/g, 'denying it'],
];

export function prepareCrisisText(text: string): string {
  let prepared = jargonAsPlainWords(tagalogAsEnglish(spanishAsEnglish(normalizeForMatching(expandContractions(text)))))
    .split(' ')
    // "50 kms" is a distance, not "kill myself"
    .map((word, i, all) => (word === 'kms' && /^[0-9]+$/.test(all[i - 1] ?? '') ? word : (words[word] ?? word)))
    .join(' ')
    .replace(/\bsewer slide\b/g, 'suicide')
    // "w/o" once punctuation is gone
    .replace(/\bwith o\b/g, 'without')
    .replace(/\bshould of\b/g, 'should have')
    .replace(/\bmy self\b/g, 'myself')
    .replace(/\bmyself myself\b/g, 'myself');
  for (const [pattern, neutral] of idioms) prepared = prepared.replace(pattern, neutral);
  for (const [pattern, plain] of deathEuphemisms) prepared = prepared.replace(pattern, plain);
  for (const [pattern, neutral] of denials) prepared = prepared.replace(pattern, neutral);
  return prepared;
}
