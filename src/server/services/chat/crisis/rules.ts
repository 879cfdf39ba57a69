/** The concept rules alone: prepared text in, the concepts found and whether they make a crisis. */
import { isCrisis } from './combine';
import { type CrisisConcept, crisisConcepts, findConcepts } from './concepts';

export type RulesVerdict = { crisis: boolean; concepts: CrisisConcept[] };

export function crisisByRules(prepared: string): RulesVerdict {
  const found = findConcepts(prepared);
  return { crisis: isCrisis(found), concepts: crisisConcepts.filter((c) => found.has(c)) };
}
