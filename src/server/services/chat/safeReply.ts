/**
 * Safe messaging for the model's reply: no method or amount information, ever. Sentences that
 * name a dose, a quantity of pills or a height, or that pair a means with lethal words or a
 * how-to, are removed; if anything had to be removed, the reply becomes a safe one that points
 * to a pharmacist or provider and to the Veterans Crisis Line.
 */
import { CRISIS_LINE } from './crisis';
import { GAS, GUN, HEIGHT, LIGATURE, PILLS } from './crisis/lexicon';

const MEANS = new RegExp(
  `\\b(?:${[PILLS, GUN, LIGATURE, GAS, HEIGHT, 'drugs?', 'medicines?', 'doses?', 'tablets?', 'capsules?'].join('|')})\\b`,
  'i',
);
const unsafe: RegExp[] = [
  /\b(?:lethal|fatal|deadly|toxic|overdose|od)\b/i,
  /\b\d+(?:[.,]\d+)?\s*(?:mg|mcg|µg|milligrams?|micrograms?|grams?|g|ml|units?|pills?|tablets?|capsules?|doses?|feet|ft|foot|meters?|m|stories|storeys|floors)\b/i,
  /\b(?:a|one|two|three|four|five|six|seven|eight|nine|ten|dozen|handful|bottle|hundred)\s+(?:of\s+)?(?:pills?|tablets?|capsules?)\b/i,
  /\b(?:how to|steps? to|way to|you can|you could|try to|make sure to)\b.*\b(?:tie|hang|cut|jump|shoot|drown|suffocate|poison|mix|inhale|swallow|aim)\b/i,
];
const withMeans: RegExp[] = [
  /\b(?:kill|die|death|end (?:your|a) life|painless|quick(?:est)?|surest|method)\b/i,
  /\b(?:how many|how much|amount|enough|dose|dosage)\b/i,
];

export const SAFE_REPLY = [
  "I can't help with amounts of medicine or anything that could cause harm.",
  'A pharmacist or your VA provider can answer questions about doses.',
  `If you are thinking about hurting yourself, please reach out now: ${CRISIS_LINE}`,
].join(' ');

const sentences = (text: string) => text.match(/[^.!?\n]+[.!?]*\s*/g) ?? [];

function isUnsafe(sentence: string): boolean {
  if (unsafe.some((pattern) => pattern.test(sentence))) return true;
  return MEANS.test(sentence) && withMeans.some((pattern) => pattern.test(sentence));
}

/** The reply with no method or amount information, and whether anything had to go. */
export function safeReply(text: string): { text: string; filtered: boolean } {
  const parts = sentences(text);
  if (!parts.some(isUnsafe)) return { text, filtered: false };
  return { text: SAFE_REPLY, filtered: true };
}
