/**
 * Rewrites applied in order to prepared text (text.ts). A pattern that opens with a lookbehind
 * ("(?<=\bhospice\b.*)\bhe says he is ready to go") is tried at every position of the text and
 * scans back over all of it each time, and most rewrites find nothing in most messages: a
 * pattern whose required text is absent (requiredText.ts) is skipped, with the same result.
 */
import { mayMatch } from './requiredText';

export type Rewrite = [pattern: RegExp, replacement: string];

export function applyRewrites(text: string, rewrites: Rewrite[]): string {
  let rewritten = text;
  for (const [pattern, replacement] of rewrites) {
    if (mayMatch(pattern, rewritten)) rewritten = rewritten.replace(pattern, replacement);
  }
  return rewritten;
}
