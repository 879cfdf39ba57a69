/**
 * What a message says, as concepts rather than phrases: each concept is a few patterns built
 * from the word families in lexicon.ts, run on prepareCrisisText() output.
 */
import './regexpsCompiledAtOnce';
import { actConcepts } from './actConcepts';
import { farewellConcepts } from './farewellConcepts';
import { methodConcepts } from './methodConcepts';
import { BLADE, GAS, GUN, LIGATURE, PILLS } from './lexicon';
import { type OrdinaryReading, ordinaryReadingPatterns } from './ordinaryReadings';
import { learnRequiredText, mayMatch } from './requiredText';
import { saidConcepts } from './saidConcepts';
import { endingConcepts } from './endingConcepts';
import { survivorConcepts } from './survivorConcepts';

export const crisisConcepts = [
  'suicide',
  'death_wish',
  'self_harm',
  'means',
  'preparation',
  'possession',
  'goodbye',
  'act_in_progress',
  'method_question',
  'hopelessness',
  'entrapment',
  'finality',
  'burden',
  'disappear',
  'survivor_guilt',
  'unworthy_to_live',
  'joining_the_dead',
  'imitation',
  'unreachable',
  'first_person_suicide',
  'vehicle_or_fall',
  'harm_to_others',
  'several_means',
  'arranging',
  'aborted_attempt',
] as const;
export type CrisisConcept = (typeof crisisConcepts)[number];

/** Context that changes what a crisis word means here. */
export type ContextConcept = 'prevention' | 'bereavement' | 'hypothetical' | OrdinaryReading;
export type Concept = CrisisConcept | ContextConcept;

const re = (source: string) => new RegExp(source);

export const conceptPatterns: Record<Concept, RegExp[]> = Object.assign(
  {} as Record<Concept, RegExp[]>,
  saidConcepts,
  endingConcepts,
  survivorConcepts,
  actConcepts,
  methodConcepts,
  farewellConcepts,
  ordinaryReadingPatterns,
);
learnRequiredText(Object.values(conceptPatterns).flat());

/** The rules and the classifier's features ask about the same prepared text in turn: the last answer is kept. */
let last: { prepared: string; found: ReadonlySet<Concept> } | undefined;

/** The concepts whose patterns match the prepared text. */
export function findConcepts(prepared: string): Set<Concept> {
  if (last?.prepared !== prepared) last = { prepared, found: matchConcepts(prepared) };
  return new Set(last.found);
}

function matchConcepts(prepared: string): Set<Concept> {
  const found = new Set<Concept>();
  for (const [concept, patterns] of Object.entries(conceptPatterns)) {
    if (patterns.some((p) => mayMatch(p, prepared) && p.test(prepared))) found.add(concept as Concept);
  }
  const kinds = meansKinds.filter((kind) => kind.test(prepared)).length;
  if (kinds >= 2) found.add('several_means');
  // two separate preparations (a will laid out, a pet handed on) are preparation whatever the words
  if (matchCount('arranging', prepared) >= 2) found.add('preparation');
  // hopelessness said twice over ("nothing to look forward to, no point to any of it") is entrapment
  if (matchCount('hopelessness', prepared) >= 2) found.add('entrapment');
  return found;
}

/** How many separate places of the text a concept's patterns match (overlapping matches count once). */
function matchCount(concept: Concept, prepared: string): number {
  const spans = conceptPatterns[concept]
    .filter((p) => mayMatch(p, prepared))
    .flatMap((p) => [...prepared.matchAll(new RegExp(p.source, 'g'))].map((m) => [m.index, m.index + m[0].length]))
    .sort((a, b) => a[0] - b[0]);
  let count = 0;
  let end = -1;
  for (const [from, to] of spans) {
    if (from >= end) count++;
    end = Math.max(end, to);
  }
  return count;
}

const meansKinds = [PILLS, GUN, LIGATURE, BLADE, GAS].map((kind) => re(`\\b${kind}\\b`));
