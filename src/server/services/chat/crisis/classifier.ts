/**
 * A logistic-regression classifier trained on the read crisis sets (tuning.json and the taught
 * batches; `npm run train:crisis` writes classifierWeights.json). It generalises where the concept
 * rules have no pattern; its threshold was chosen for recall. Its verdict is OR-ed with the rules.
 */
import { crisisFeatures } from './features';
import trained from './classifierWeights.json';

export type ClassifierModel = { threshold: number; bias: number; weights: Record<string, number> };

const model = trained as ClassifierModel;
/** The probability from which the classifier in use calls a message a crisis. */
export const classifierThreshold = model.threshold;

/** Probability that a prepared message is a crisis. */
export function crisisProbability(prepared: string, using: ClassifierModel = model): number {
  const features = crisisFeatures(prepared);
  // each feature weighs 1/sqrt(count), as in training (scripts/crisis/logistic.ts)
  const scale = 1 / Math.sqrt(features.length || 1);
  let z = using.bias;
  for (const feature of features) z += (using.weights[feature] ?? 0) * scale;
  return 1 / (1 + Math.exp(-z));
}

export function crisisByClassifier(prepared: string, using: ClassifierModel = model): boolean {
  return crisisProbability(prepared, using) >= using.threshold;
}
