/**
 * A logistic-regression classifier, trained by `npm run train:crisis` (round 52 in
 * tests/fixtures/crisis/README.md); its crisis is OR-ed with the rules', and where no part of a
 * message reads as one it overrules theirs (round 56, crisis.ts). It learnt from 32,462
 * messages: every evaluation set measured up to probe-102 but heldout.json, and the guard
 * statements counted three times. Until round 52 four classifiers, each learnt from the batches
 * read so far, ran side by side; this one, which also learnt from the probes that had only ever
 * judged, replaced them. Its threshold, 0.62, was chosen on sixteen probes it never saw
 * (probe-103 to probe-118): the fewest false alarms with at least as many crises found as the
 * four; on eight probes written blind after that, it found as many crises with fewer false alarms.
 * Since round 63 a crisis only it finds needs a second classifier's agreement (the confirmer, below).
 */
import { readFileSync } from 'node:fs';
import { crisisFeatures } from './features';

type ClassifierModel = { threshold: number; bias: number; weights: Record<string, number> };

/**
 * Read and parsed at start rather than imported: an imported JSON module keeps its source text and
 * an object literal's compiled form beside the weights, twice the heap.
 */
const loadModel = (file: string): ClassifierModel => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
const model = loadModel('classifierWeights.json');
/**
 * The confirmer (rounds 63 and 66): the same recipe learnt with everyday talk as well (`everyday-1`
 * to `everyday-6` and `everyday-9` to `everyday-12`: claims, bills, small talk, "ok"). No other set
 * held such talk, so the classifier above reads plain sentences it never saw ("hi", "sorry wrong
 * chat") as leaning to a crisis. A crisis only the classifier finds stands when the confirmer reads
 * some part of the message at its threshold; it never touches the rules' crises, the windows or
 * the veto.
 */
const confirmer = loadModel('confirmerWeights.json');
/**
 * The second reader (round 100): learnt only from the messages the rules read as a crisis, to tell
 * the crises they found from their false alarms (a struggle told as over, a joke). It reads the
 * whole message: with an ordinary sentence before or after it, no crisis of probe-297 to probe-328
 * fell below 0.7, so a crisis buried in a long message is not lost.
 */
const secondReader = loadModel('secondReaderWeights.json');

/**
 * A message and its windows are read by three models, some twice (crisis.ts), and each text's
 * features hold the concepts, which try every pattern: the last texts' features are kept.
 */
const recentFeatures = new Map<string, string[]>();
const RECENT_TEXTS = 64;

function featuresOf(text: string): string[] {
  let features = recentFeatures.get(text);
  if (!features) {
    features = crisisFeatures(text);
    if (recentFeatures.size >= RECENT_TEXTS) recentFeatures.delete(recentFeatures.keys().next().value as string);
    recentFeatures.set(text, features);
  }
  return features;
}

function probabilityOf(prepared: string, by: ClassifierModel = model): number {
  const features = featuresOf(prepared);
  // each feature weighs 1/sqrt(count), as in training (scripts/crisis/logistic.ts)
  const scale = 1 / Math.sqrt(features.length || 1);
  let z = by.bias;
  for (const feature of features) z += (by.weights[feature] ?? 0) * scale;
  return 1 / (1 + Math.exp(-z));
}

/** How far the classifier is from calling the message a crisis: its probability minus its threshold. */
export function classifierMargin(prepared: string): number {
  return probabilityOf(prepared) - model.threshold;
}

/**
 * A long message is also read window by window (rounds 54 and 55): each feature weighs
 * 1/sqrt(count), so a crisis after an ordinary question ("I need help with my disability claim...
 * the bottle of oxy is on the nightstand and tonight seems like as good a night as any") sank under
 * the threshold with the words around it. Windows of 20 words, half a window apart, and 0.72 for a
 * window, were chosen on 32 probes the classifier never learnt from:
 * no false alarm more there, and with an ordinary sentence in front of each crisis 95% of them
 * found instead of 63%; on eight new probes, as many crises and false alarms as before, and 97%
 * of their crises inside longer messages instead of 84%.
 */
const WINDOW_WORDS = 20;
const WINDOW_THRESHOLD = 0.72;

function windowsOf(prepared: string): string[] {
  const words = prepared.split(' ').filter(Boolean);
  if (words.length <= WINDOW_WORDS) return [];
  const windows: string[] = [];
  for (let start = 0; start + WINDOW_WORDS < words.length; start += WINDOW_WORDS / 2)
    windows.push(words.slice(start, start + WINDOW_WORDS).join(' '));
  windows.push(words.slice(-WINDOW_WORDS).join(' '));
  return windows;
}

/**
 * Under this probability, for the whole message and every window of it, the classifier overrules
 * a crisis the rules found (round 56): on 48 probes it never learnt from, no crisis the rules
 * flagged read under 0.387 anywhere, as written or with an ordinary sentence before or after it.
 */
const OVERRULES_RULES_BELOW = 0.3;

/** Whether the classifier reads a crisis (in the whole message, or in any window of a long one) and the confirmer agrees. */
export function classifierFindsCrisis(prepared: string): boolean {
  const windows = windowsOf(prepared);
  const found = probabilityOf(prepared) >= model.threshold || windows.some((window) => probabilityOf(window) >= WINDOW_THRESHOLD);
  return found && [prepared, ...windows].some((part) => probabilityOf(part, confirmer) >= confirmer.threshold);
}

/** Whether no part of the message reads as a crisis at all, so plainly that it overrules the rules' crisis. */
export function classifierOverrulesRules(prepared: string): boolean {
  return (
    probabilityOf(prepared) < OVERRULES_RULES_BELOW && windowsOf(prepared).every((window) => probabilityOf(window) < OVERRULES_RULES_BELOW)
  );
}

/** Whether the second reader reads a crisis the rules found as one of their false alarms (crisis.ts says when it may). */
export function secondReaderReadsFalseAlarm(prepared: string): boolean {
  return probabilityOf(prepared, secondReader) < secondReader.threshold;
}
