import { describe, expect, it } from 'vitest';
import { probability, trainLogistic } from '../../scripts/crisis/logistic';

describe('logistic regression used to train the crisis classifier', () => {
  const examples = [
    { features: ['w:rope', 'w:tonight'], label: 1 as const },
    { features: ['w:pills', 'w:saved'], label: 1 as const },
    { features: ['w:loan', 'w:bridge'], label: 0 as const },
    { features: ['w:gi', 'w:bill'], label: 0 as const },
  ];
  const options = { epochs: 50, learningRate: 1, l2: 0.001, positiveWeight: 1, seed: 3 };

  it('learns which features mark the positive class', () => {
    const model = trainLogistic(examples, options);
    expect(probability(model, ['w:rope'])).toBeGreaterThan(0.5);
    expect(probability(model, ['w:loan'])).toBeLessThan(0.5);
  });

  it('gives the same weights every time, so the committed weights can be regenerated', () => {
    expect(trainLogistic(examples, options)).toEqual(trainLogistic(examples, options));
  });
});
