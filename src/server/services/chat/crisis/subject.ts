/**
 * About whom: the writer, or someone they are worried about ("my husband says he'll end it").
 * Either way the crisis line is the answer; the subject tells a person following up whom to ask about.
 */
import { PERSON } from './lexicon';

const someoneElse = new RegExp(
  `\\b(?:my|our|a|one of my|someone in my|a guy in my|a \\w+ in my) (?:\\w+ )?${PERSON}s?\\b|\\b(?:he|she|him|himself|herself|his)\\b`,
);
/** First-person words that speak of the writer's own state, not of asking for help. */
const writerInDanger =
  /\b(?:myself|i (?:want|wanna|wish|am going|will|have been|keep|cant|feel|should|would|tried|took|cut|hurt|am done|am (?:a )?burden|am next|am thinking|am ready|am on|am standing)|me (?:too|next)|i am (?:suicidal|done|finished|ready))\b/;

export type CrisisSubject = 'self' | 'other';

export function crisisSubject(prepared: string): CrisisSubject {
  return someoneElse.test(prepared) && !writerInDanger.test(prepared) ? 'other' : 'self';
}
