/**
 * Letters of other scripts (Cyrillic, Devanagari, Arabic, Greek, …) in Latin letters, so that the
 * language readers see them at all: normalizeForMatching() keeps only a to z, and a message typed in
 * Cyrillic arrived empty (round 94). Latin text and emoji stay as written.
 */
import anyAscii from 'any-ascii';

const OTHER_SCRIPT = /[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]+/gu;

export function otherScriptsInLatin(text: string): string {
  return text.replace(OTHER_SCRIPT, (run) => anyAscii(run));
}
