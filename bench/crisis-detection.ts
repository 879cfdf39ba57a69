/**
 * What crisis detection costs a chat message: `assessCrisis` (text preparation, concept rules,
 * classifier, subject) on every message of the crisis evaluation sets, against
 * `normalizeForMatching` on the same messages (what every chat message pays already), same
 * process, alternating rounds. Prints p50 / p99 / worst over messages of each message's median
 * time, for both, and their ratio.
 * No database. `BENCH_CRISIS_SETS=N` reads the first N sets.
 */
import { normalizeForMatching } from '../src/server/services/chat/normalize';
import { crisisSetNames, loadCrisisSet } from '../tests/support/crisisSets';
import { percentile, reportFigure } from './lib/report';

/** BENCH_CRISIS_SETS=N reads the first N sets only: all of them, five rounds each, take half an hour. */
const setCount = Number(process.env.BENCH_CRISIS_SETS) || crisisSetNames.length;
const messages = crisisSetNames.slice(0, setCount).flatMap((name) => loadCrisisSet(name).map((m) => m.text));

const ms = (x: number) => `${x.toFixed(3)} ms`;

function timeEach(run: (text: string) => unknown): number[] {
  const times: number[] = [];
  for (const text of messages) {
    const start = performance.now();
    run(text);
    times.push(performance.now() - start);
  }
  return times;
}

/** Each message's median time over 5 alternating rounds, sorted: a collection pause hits one round, not five. */
function medians(rounds: number[][]): number[] {
  return messages.map((_, i) => rounds.map((r) => r[i]).sort((a, b) => a - b)[Math.floor(rounds.length / 2)]).sort((a, b) => a - b);
}

// the first message after a start: the module loads (weights, patterns) and then answers it cold
const loadStart = performance.now();
const { assessCrisis } = await import('../src/server/services/chat/crisis');
const loaded = performance.now() - loadStart;
const firstStart = performance.now();
assessCrisis(messages[0]);
const first = performance.now() - firstStart;
console.log(`module load ${(loaded / 1000).toFixed(2)} s, then the first message ${ms(first)}`);

// warm both paths (regular expressions compile) before measuring
timeEach(assessCrisis);
timeEach(normalizeForMatching);
const detectionRounds: number[][] = [];
const baselineRounds: number[][] = [];
for (let round = 0; round < 5; round++) {
  baselineRounds.push(timeEach(normalizeForMatching));
  detectionRounds.push(timeEach(assessCrisis));
}
const detection = medians(detectionRounds);
const baseline = medians(baselineRounds);

const line = (times: number[]) =>
  `p50 ${ms(percentile(times, 0.5))}  p99 ${ms(percentile(times, 0.99))}  worst ${ms(times[times.length - 1])}`;
console.log(`crisis detection per message, ${messages.length} messages, median of 5 rounds each`);
console.log(`  normalizeForMatching : ${line(baseline)}`);
console.log(`  assessCrisis         : ${line(detection)}`);
console.log(`  p50 ratio ${(percentile(detection, 0.5) / percentile(baseline, 0.5)).toFixed(1)}×`);
reportFigure({
  name: 'assessCrisis, p99 per message',
  figure: ms(percentile(detection, 0.99)),
  baseline: `normalizeForMatching p99 ${ms(percentile(baseline, 0.99))}`,
  ratio: `${(percentile(detection, 0.99) / percentile(baseline, 0.99)).toFixed(1)}×`,
  goal: 'a few ms per message (issue 9: crisis reply < 1 s)',
});
