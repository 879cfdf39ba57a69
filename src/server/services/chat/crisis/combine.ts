/**
 * When concepts add up to a crisis. Some concepts are a crisis on their own (a wish to die,
 * self-harm, an act under way); others only together (a means with a time or with
 * hopelessness). Talk of suicide prevention, or of someone who died, is not by itself a crisis.
 */
import type { Concept, CrisisConcept } from './concepts';

/** A crisis whatever else the message says. */
const onTheirOwn: CrisisConcept[] = [
  'death_wish',
  'self_harm',
  'preparation',
  'goodbye',
  'act_in_progress',
  'entrapment',
  'burden',
  'disappear',
  'unworthy_to_live',
  'joining_the_dead',
  'vehicle_or_fall',
  'harm_to_others',
  'first_person_suicide',
];

/** A crisis when any one of the partners is also there. */
const together: [CrisisConcept, Concept[]][] = [
  ['hopelessness', ['finality', 'means', 'possession']],
  ['possession', ['finality', 'hopelessness', 'several_means']],
  ['arranging', ['finality', 'hopelessness', 'entrapment', 'means', 'goodbye', 'burden']],
  ['survivor_guilt', ['imitation', 'finality', 'hopelessness', 'means']],
  ['imitation', ['survivor_guilt', 'bereavement', 'suicide']],
  ['unreachable', ['means', 'possession', 'goodbye', 'hopelessness', 'finality', 'suicide']],
  ['aborted_attempt', ['means', 'possession', 'finality', 'hopelessness', 'suicide']],
];

/** A crisis unless the message is about prevention or a past loss. */
const unlessContext: CrisisConcept[] = ['suicide', 'method_question'];

/**
 * What someone says they feel; in a question about people in general it describes no one here. A
 * preparation too: "if a buddy tells me he has a gun and has been thinking about using it on himself,
 * what do I say" (round 174).
 */
const saidOfSomeone: CrisisConcept[] = [
  'preparation',
  'death_wish',
  'burden',
  'disappear',
  'entrapment',
  'unworthy_to_live',
  'joining_the_dead',
  'self_harm',
];

export function isCrisis(found: ReadonlySet<Concept>): boolean {
  const hypothetical = found.has('hypothetical') && !found.has('first_person_suicide');
  const alone = hypothetical ? onTheirOwn.filter((c) => !saidOfSomeone.includes(c)) : onTheirOwn;
  if (alone.some((c) => found.has(c))) return true;
  if (together.some(([concept, partners]) => found.has(concept) && partners.some((p) => found.has(p)))) return true;
  const context = found.has('prevention') || found.has('bereavement') || hypothetical;
  return [...unlessContext, ...(hypothetical ? saidOfSomeone : [])].some((c) => found.has(c)) && !context;
}
