/**
 * Trains the crisis classifier on tests/fixtures/crisis/tuning.json (never on heldout.json) and
 * writes src/server/services/chat/crisis/classifierWeights.json. The threshold is chosen for recall:
 * the lowest one at which five-fold cross-validation keeps the ordinary messages the rules pass
 * within a 3% false-positive budget, the acceptance budget (a false alarm costs a caring message
 * and a phone number; a miss can cost a life). `FP_BUDGET=0.02 npm run train:crisis` gives the
 * previous one, `FP_BUDGET=0.005` the first conservative one.
 * `npm run train:crisis`
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crisisFeatures } from '../src/server/services/chat/crisis/features';
import { crisisByRules } from '../src/server/services/chat/crisis/rules';
import { prepareCrisisText } from '../src/server/services/chat/crisis/text';
import { loadCrisisSet } from '../tests/support/crisisSets';
import { type Example, probability, type TrainOptions, trainLogistic } from './crisis/logistic';

const options: TrainOptions = {
  epochs: Number(process.env.EPOCHS ?? 40),
  learningRate: Number(process.env.RATE ?? 1),
  l2: Number(process.env.L2 ?? 0.03),
  positiveWeight: 1.5,
  seed: 9,
};
const FALSE_POSITIVE_BUDGET = Number(process.env.FP_BUDGET ?? 0.03);
const FOLDS = 5;

const messages = loadCrisisSet('tuning').map((m) => {
  const prepared = prepareCrisisText(m.text);
  return { ...m, prepared, rules: crisisByRules(prepared).crisis };
});
const examples: Example[] = messages.map((m) => ({ features: crisisFeatures(m.prepared), label: m.crisis ? 1 : 0 }));

// out-of-fold probabilities: each message scored by a model that never saw it
const outOfFold = new Array<number>(examples.length);
for (let fold = 0; fold < FOLDS; fold++) {
  const train = examples.filter((_, i) => i % FOLDS !== fold);
  const model = trainLogistic(train, options);
  examples.forEach((e, i) => {
    if (i % FOLDS === fold) outOfFold[i] = probability(model, e.features);
  });
}

// the highest threshold that keeps ordinary messages the rules pass within the budget
const ordinaryScores = messages
  .map((m, i) => ({ m, p: outOfFold[i] }))
  .filter(({ m }) => !m.crisis && !m.rules)
  .map(({ p }) => p)
  .sort((a, b) => b - a);
const allowed = Math.floor(FALSE_POSITIVE_BUDGET * messages.filter((m) => !m.crisis).length);
const threshold = (ordinaryScores[allowed] ?? 0) + 1e-6;
console.log(
  `highest out-of-fold scores of ordinary messages: ${ordinaryScores
    .slice(0, allowed + 2)
    .map((p) => p.toFixed(3))
    .join(', ')}`,
);

const crisisMessages = messages.map((m, i) => ({ m, p: outOfFold[i] })).filter(({ m }) => m.crisis);
const caught = crisisMessages.filter(({ m, p }) => m.rules || p >= threshold).length;
const byModelAlone = crisisMessages.filter(({ p }) => p >= threshold).length;
console.log(
  `cross-validated on tuning: classifier alone ${byModelAlone}/${crisisMessages.length}, ` +
    `rules or classifier ${caught}/${crisisMessages.length}, threshold ${threshold.toFixed(3)}`,
);

const final = trainLogistic(examples, options);
const weights = Object.fromEntries(
  Object.entries(final.weights)
    .filter(([, w]) => Math.abs(w) >= 0.005)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([f, w]) => [f, Math.round(w * 1000) / 1000]),
);
const out = join(import.meta.dirname, '..', 'src', 'server', 'services', 'chat', 'crisis', 'classifierWeights.json');
writeFileSync(
  out,
  `${JSON.stringify({ threshold: Math.round(threshold * 1000) / 1000, bias: Math.round(final.bias * 1000) / 1000, weights })}\n`,
);
console.log(`wrote ${Object.keys(weights).length} weights to ${out}`);
