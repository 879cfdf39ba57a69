/**
 * L2-regularised logistic regression over binary sparse features, trained by plain SGD. Each
 * message's features weigh 1/sqrt(count), so long messages do not win by length.
 */
export type Example = { features: string[]; label: 0 | 1 };
export type TrainOptions = {
  epochs: number;
  learningRate: number;
  l2: number;
  positiveWeight: number;
  seed: number;
  /** average the weights at the end of each epoch from this one on (plain SGD ends where its last steps left it) */
  averageFrom?: number;
};
export type Trained = { bias: number; weights: Record<string, number> };

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** A small deterministic generator, so that training twice gives the same weights. */
function shuffler(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return <T>(items: T[]) => {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [items[i], items[j]] = [items[j], items[i]];
    }
    return items;
  };
}

export function trainLogistic(examples: Example[], options: TrainOptions): Trained {
  const weights = new Map<string, number>();
  let bias = 0;
  const shuffle = shuffler(options.seed);
  const order = examples.map((_, i) => i);
  const sum = new Map<string, number>();
  let sumBias = 0;
  let snapshots = 0;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    const rate = options.learningRate / (1 + epoch * 0.05);
    for (const i of shuffle(order)) {
      const { features, label } = examples[i];
      const scale = 1 / Math.sqrt(features.length || 1);
      let z = bias;
      for (const f of features) z += (weights.get(f) ?? 0) * scale;
      const error = (sigmoid(z) - label) * (label ? options.positiveWeight : 1);
      bias -= rate * error;
      for (const f of features) {
        const w = weights.get(f) ?? 0;
        weights.set(f, w - rate * (error * scale + options.l2 * w));
      }
    }
    if (options.averageFrom !== undefined && epoch >= options.averageFrom) {
      for (const [f, w] of weights) sum.set(f, (sum.get(f) ?? 0) + w);
      sumBias += bias;
      snapshots++;
    }
  }
  if (!snapshots) return { bias, weights: Object.fromEntries(weights) };
  return { bias: sumBias / snapshots, weights: Object.fromEntries([...sum].map(([f, w]) => [f, w / snapshots])) };
}

export function probability(model: Trained, features: string[]): number {
  const scale = 1 / Math.sqrt(features.length || 1);
  let z = model.bias;
  for (const f of features) z += (model.weights[f] ?? 0) * scale;
  return sigmoid(z);
}
