/**
 * The text a regular expression cannot match without: "(?:i am|im) (?:done|finished)" needs one
 * of "i am done", "i am finished", "im done" or "im finished" somewhere in the message. The
 * detector runs some 2,400 patterns over every message and its windows, and almost none of them
 * match: a pattern whose required text is absent is skipped, as a table of the message's
 * three-letter sequences tells that far sooner than the pattern's own search. Only what every
 * match must contain is required (a positive lookaround's text included, a negative one's never),
 * so a skipped pattern could not have matched.
 */
import { type AST, parseRegExpLiteral } from '@eslint-community/regexpp';

/** Each clause is met when the text contains one of its strings; a requirement, when every clause is. */
type Clause = string[];
type Requirement = Clause[];

/** What a part of a pattern matches: the strings it can match when they are few, and what else it needs. */
type Reading = { exact: string[] | null; needs: Requirement };

/** Alternatives of exact strings are multiplied out up to this many. */
const MOST_EXACT_STRINGS = 128;
/** A clause with a string this short is met by almost any message: dropped, it costs nothing to skip. */
const SHORTEST_USEFUL = 3;
/** The most selective clauses kept for a pattern. */
const MOST_CLAUSES = 3;

const unknown: Reading = { exact: null, needs: [] };
const empty: Reading = { exact: [''], needs: [] };

function clauseOf(strings: string[]): Clause | null {
  if (strings.includes('')) return null;
  // "ab" or "abc" is met whenever "ab" is: a string holding another of the clause adds nothing
  const unique = [...new Set(strings)].sort((a, b) => a.length - b.length);
  return unique.filter((s, i) => !unique.slice(0, i).some((shorter) => s.includes(shorter)));
}

/** Everything a reading requires, its exact strings as one more clause. */
function requirementOf({ exact, needs }: Reading): Requirement {
  const clause = exact && clauseOf(exact);
  return clause ? [...needs, clause] : needs;
}

/** Longer shortest strings first, then fewer strings. */
const selectivity = (a: Clause, b: Clause) =>
  Math.min(...b.map((s) => s.length)) - Math.min(...a.map((s) => s.length)) || a.length - b.length;

function bestClause(requirement: Requirement): Clause {
  return [...requirement].sort(selectivity)[0];
}

/** What one of several alternatives requires: one clause, the best of each alternative's, joined. */
function eitherOf(requirements: Requirement[]): Requirement {
  if (requirements.some((r) => r.length === 0)) return [];
  const joined = clauseOf(requirements.flatMap(bestClause));
  return joined ? [joined] : [];
}

function readAlternatives(alternatives: AST.Alternative[]): Reading {
  const readings = alternatives.map(readSequence);
  const needs = eitherOf(readings.map((r) => r.needs));
  if (readings.every((r) => r.exact !== null)) {
    const exact = readings.flatMap((r) => r.exact as string[]);
    if (exact.length <= MOST_EXACT_STRINGS) return { exact, needs };
  }
  return { exact: null, needs: eitherOf(readings.map(requirementOf)) };
}

function readSequence(alternative: AST.Alternative): Reading {
  const needs: Requirement = [];
  let current = [''];
  let allExact = true;
  const settle = () => {
    const clause = clauseOf(current);
    if (clause) needs.push(clause);
  };
  for (const element of alternative.elements) {
    const reading = readElement(element);
    needs.push(...reading.needs);
    if (reading.exact === null) {
      settle();
      current = [''];
      allExact = false;
    } else if (current.length * reading.exact.length <= MOST_EXACT_STRINGS) {
      current = current.flatMap((before) => (reading.exact as string[]).map((after) => before + after));
    } else {
      settle();
      current = reading.exact;
      allExact = false;
    }
  }
  if (allExact) return { exact: current, needs };
  settle();
  return { exact: null, needs };
}

function readQuantifier({ min, max, element }: AST.Quantifier): Reading {
  const inner = readElement(element);
  if (min === 0) return max === 1 && inner.exact ? { exact: [...inner.exact, ''], needs: [] } : unknown;
  if (min === max && inner.exact && inner.exact.length ** min <= MOST_EXACT_STRINGS) {
    let exact = [''];
    for (let i = 0; i < min; i++) exact = exact.flatMap((before) => (inner.exact as string[]).map((after) => before + after));
    return { exact, needs: inner.needs };
  }
  return { exact: null, needs: requirementOf(inner) };
}

function readCharacterClass(characterClass: AST.CharacterClass): Reading {
  if (characterClass.negate) return unknown;
  const chars: string[] = [];
  for (const element of characterClass.elements) {
    if (element.type !== 'Character') return unknown;
    chars.push(String.fromCodePoint(element.value));
  }
  return { exact: chars, needs: [] };
}

function readElement(element: AST.Element): Reading {
  switch (element.type) {
    case 'Character':
      return { exact: [String.fromCodePoint(element.value)], needs: [] };
    case 'CharacterClass':
      return readCharacterClass(element);
    case 'Group':
      // a group with its own flags, "(?i:…)", may match other letters than its own
      return element.modifiers ? unknown : readAlternatives(element.alternatives);
    case 'CapturingGroup':
      return readAlternatives(element.alternatives);
    case 'Quantifier':
      return readQuantifier(element);
    case 'Assertion':
      // zero-width: a positive lookaround's text must be there, a negative one's may not
      if ((element.kind === 'lookahead' || element.kind === 'lookbehind') && !element.negate)
        return { exact: [''], needs: requirementOf(readAlternatives(element.alternatives)) };
      return empty;
    default:
      return unknown;
  }
}

/** The clauses a pattern needs, the most selective first; none when it could match almost anything. */
export function requiredText(pattern: RegExp): Requirement {
  // a pattern that ignores case (or reads sets of strings) is run as it is
  if (/[iv]/.test(pattern.flags)) return [];
  const requirement = requirementOf(readAlternatives(parseRegExpLiteral(pattern).pattern.alternatives));
  return requirement
    .filter((clause) => clause.every((s) => s.length >= SHORTEST_USEFUL))
    .sort(selectivity)
    .slice(0, MOST_CLAUSES);
}

/**
 * `includes` for each of a few thousand strings costs more than the patterns it would spare: the
 * text's three-letter sequences are marked in a table once, and a string can be there only if
 * each of its own is. A pattern is run when every clause has such a string.
 */
const LETTERS = 64;
const codeOf = (c: number) => (c >= 97 && c <= 122 ? c - 96 : c >= 48 && c <= 57 ? c - 21 : c === 32 ? 37 : 38 + (c % (LETTERS - 38)));
const trigramAt = (s: string, i: number) =>
  (codeOf(s.charCodeAt(i)) * LETTERS + codeOf(s.charCodeAt(i + 1))) * LETTERS + codeOf(s.charCodeAt(i + 2));

const marks = new Uint32Array(LETTERS ** 3);
let generation = 0;
let markedText: string | undefined;

function markTrigrams(text: string) {
  if (text === markedText) return;
  markedText = text;
  // a mark left by a text four billion texts ago must not read as this one's
  if (generation === 0xffffffff) {
    marks.fill(0);
    generation = 0;
  }
  generation++;
  for (let i = 0; i + 3 <= text.length; i++) marks[trigramAt(text, i)] = generation;
}

/** Each clause as the trigrams of each of its strings. */
type Trigrams = Int32Array[][];
const trigramsOf = (requirement: Requirement): Trigrams =>
  requirement.map((clause) => clause.map((s) => Int32Array.from({ length: s.length - 2 }, (_, i) => trigramAt(s, i))));

const marked = (trigrams: Int32Array) => {
  for (let i = 0; i < trigrams.length; i++) if (marks[trigrams[i]] !== generation) return false;
  return true;
};

const requirements = new WeakMap<RegExp, Trigrams>();

function trigramsRequiredBy(pattern: RegExp): Trigrams {
  let trigrams = requirements.get(pattern);
  if (!trigrams) {
    trigrams = trigramsOf(requiredText(pattern));
    requirements.set(pattern, trigrams);
  }
  return trigrams;
}

/**
 * Reads the patterns' required text now, when the module loads: read on first use, the first
 * message after a start waited twice as long (about 0.7 s instead of 0.35 s) for its crisis reply.
 */
export function learnRequiredText(patterns: RegExp[]): void {
  for (const pattern of patterns) trigramsRequiredBy(pattern);
}

/** False when the text lacks what every match of the pattern holds; true when the pattern must be run to know. */
export function mayMatch(pattern: RegExp, text: string): boolean {
  const trigrams = trigramsRequiredBy(pattern);
  if (trigrams.length === 0) return true;
  markTrigrams(text);
  return trigrams.every((clause) => clause.some(marked));
}
