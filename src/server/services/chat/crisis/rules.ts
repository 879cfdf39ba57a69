/** The concept rules alone: prepared text in, the concepts found and whether they make a crisis. */
import { isCrisis } from './combine';
import { type Concept, type CrisisConcept, crisisConcepts, findConcepts } from './concepts';
import { readsAsOrdinary, toldAsOver } from './ordinaryReadings';

/** `ordinary`: the rules know an ordinary reading of the message, which overrules the classifier. */
export type RulesVerdict = { crisis: boolean; concepts: CrisisConcept[]; ordinary: boolean };

const isCrisisConcept = (concept: Concept) => (crisisConcepts as readonly Concept[]).includes(concept);

export function crisisByRules(prepared: string): RulesVerdict {
  const found = findConcepts(prepared);
  const crisis = isCrisis(found) && !toldAsOver(found, isCrisisConcept);
  return {
    crisis,
    concepts: crisisConcepts.filter((c) => found.has(c)),
    ordinary: !crisis && readsAsOrdinary(found, isCrisisConcept),
  };
}
