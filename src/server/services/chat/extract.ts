import { branches, type Branch } from '../../../shared/enums';
import type { VeteranInfo, VeteranInfoInput } from '../../../shared/schemas/chat';
import { normalizeForMatching } from './normalize';
import { stateCodeOf, stateNameOf, STATE_NAME_ANY_CASE, STATE_NAME_PATTERN } from './usStates';

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/i;
const US_PHONE = /(?<![\d+])(\+?1[\s.-]?)?\(?([2-9]\d{2})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})(?!\d)/;
/** Numbers our own replies give out: a veteran repeating one is not giving us their phone. */
const HELPLINES = new Set(['8774243838', '8008271000', '8006982411', '8772228387', '8884424551', '8778725627', '8007997233']);

/** The message with email addresses and phone numbers replaced, for sending it outside. */
export function redactContactDetails(text: string): string {
  return text.replace(new RegExp(EMAIL.source, 'gi'), '[email]').replace(new RegExp(US_PHONE.source, 'g'), '[phone]');
}

export function extractEmail(text: string): string | null {
  return EMAIL.exec(text)?.[0].toLowerCase() ?? null;
}

/** A US phone number as ten digits, with +1 in front when the writer put a country code. */
export function normalizePhone(text: string): string | null {
  const match = US_PHONE.exec(text);
  if (!match) return null;
  const digits = `${match[2]}${match[3]}${match[4]}`;
  if (HELPLINES.has(digits)) return null;
  return match[1] ? `+1${digits}` : digits;
}

/** Capitalised words that follow "I'm" or "this is" without being a name. */
const notNames = new Set(
  `and or but i im me who what when where why how is was am are be been need needs want wants have has had
  can could would will please thanks thank hi hello hey
  a an the not so very really just still now also here there from in on at with about for my your our
  looking trying going having getting hoping wondering thinking calling writing reaching asking interested
  homeless retired disabled unemployed married single divorced veteran vet vets army navy marine marines
  air coast space national guard reserve reserves active former sorry ok okay fine good glad happy sure
  scared worried tired afraid confused struggling stuck broke sick done ready able unable new curious
  concerned desperate hungry lost behind currently urgent frustrating important hard difficult regarding
  in-between living staying based located out back over moving planning applying needing`.split(/\s+/),
);

const NAME_WORD = "[A-Z][a-zA-Z'’-]+";
const introductions = [
  // "my name is" may be typed in lower case; the name ends at the first word that is not one
  /\bmy name(?:'s|’s| is)\s+([a-z][a-z'’-]*(?:\s+[a-z][a-z'’-]*){0,2})/i,
  new RegExp(`\\b(?:[Ii](?:'|’)?m|[Ii] am)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD})?)`),
  new RegExp(`\\b[Tt]his is\\s+(${NAME_WORD}(?:\\s+${NAME_WORD})?)`),
];

const titleCase = (word: string) => (/[A-Z]/.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1));

export function extractName(text: string): string | null {
  for (const pattern of introductions) {
    const match = pattern.exec(text);
    if (!match) continue;
    const words: string[] = [];
    for (const word of match[1].split(/\s+/)) {
      if (notNames.has(word.toLowerCase()) || word.length < 2) break;
      words.push(titleCase(word));
    }
    if (words.length) return words.join(' ');
  }
  return null;
}

/** Most specific first: "Army Reserve" is reserves, "Air National Guard" is national_guard. */
const branchPatterns: [RegExp, Branch][] = [
  [/\b(?:national guard|army guard|air guard|arng|guardsman)\b/, 'national_guard'],
  [
    /\b(?:the reserves?|reserves|reservist|(?:army|navy|marine|marine corps|air force|coast guard) reserves?|usar|usmcr|usnr|usafr)\b/,
    'reserves',
  ],
  [/\b(?:space force|ussf)\b/, 'space_force'],
  [/\b(?:air force|usaf|airman)\b/, 'air_force'],
  [/\b(?:coast guard|uscg|coastie)\b/, 'coast_guard'],
  [/\b(?:marines?|marine corps|usmc|jarhead)\b/, 'marines'],
  [/\b(?:navy|usn|sailor)\b/, 'navy'],
  [/\b(?:army|soldier)\b/, 'army'],
];

/** A branch named in free text, or a stored value ('air_force'), as the stored value. */
export function detectBranch(text: string): Branch | null {
  const normalized = normalizeForMatching(text.replace(/_/g, ' '));
  return branchPatterns.find(([pattern]) => pattern.test(normalized))?.[1] ?? null;
}

const CITY = "[A-Z][A-Za-z.'’-]+(?:\\s[A-Z][A-Za-z.'’-]+){0,2}";
const CITY_AND_CODE = new RegExp(`\\b(${CITY}),\\s*([A-Z]{2})\\b`, 'g');
const CITY_AND_STATE = new RegExp(`\\b(${CITY}),\\s*(${STATE_NAME_ANY_CASE})\\b`, 'g');
const AFTER_PLACE_WORD = '\\b(?:in|from|near|out of|live in|located in|based in|living in|moving to|move to)\\s+(?:the state of\\s+)?';
const STATE_AFTER_WORD = new RegExp(`${AFTER_PLACE_WORD}(${STATE_NAME_PATTERN})\\b`, 'i');
const CODE_AFTER_WORD = new RegExp(`${AFTER_PLACE_WORD}([A-Z]{2})\\b`);

/** "City, ST" (or "City, State") as "City, ST"; a state alone after in/from as its name. */
export function extractLocation(text: string): string | null {
  for (const match of text.matchAll(CITY_AND_CODE)) {
    if (stateNameOf(match[2])) return `${match[1]}, ${match[2]}`;
  }
  for (const match of text.matchAll(CITY_AND_STATE)) {
    if (!stateCodeOf(match[1])) return `${match[1]}, ${stateCodeOf(match[2])}`;
  }
  const named = STATE_AFTER_WORD.exec(text);
  if (named) return stateNameOf(named[1]);
  const coded = CODE_AFTER_WORD.exec(text);
  if (coded) return stateNameOf(coded[1]);
  return null;
}

export function extractInfo(text: string): VeteranInfo {
  return {
    name: extractName(text),
    email: extractEmail(text),
    phone: normalizePhone(text),
    branch: detectBranch(text),
    location: extractLocation(text),
  };
}

const isBranch = (value: string): value is Branch => (branches as readonly string[]).includes(value);

/** What the widget already had, made usable: a bad email or an unknown branch is dropped. */
function cleanGiven(given: Partial<VeteranInfoInput>): VeteranInfo {
  const email = given.email ? extractEmail(given.email) : null;
  return {
    name: given.name ?? null,
    email: email && email === given.email?.toLowerCase() ? email : null,
    phone: given.phone ? (normalizePhone(given.phone) ?? given.phone) : null,
    branch: given.branch ? (isBranch(given.branch) ? given.branch : detectBranch(given.branch)) : null,
    location: given.location ?? null,
  };
}

/** Given values win unless the message states a new one. */
export function mergeInfo(given: Partial<VeteranInfoInput>, found: VeteranInfo): VeteranInfo {
  const known = cleanGiven(given);
  return {
    name: found.name ?? known.name,
    email: found.email ?? known.email,
    phone: found.phone ?? known.phone,
    branch: found.branch ?? known.branch,
    location: found.location ?? known.location,
  };
}
