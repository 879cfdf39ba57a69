/**
 * Writes the detector's verdict on every message of the evaluation sets as TSV
 * (set, index, label, family, verdict, text), so that two detectors can be compared message by
 * message (`compare-verdicts.ts`). Arguments: set names, or paths to set files outside the
 * repository (a blind probe before it is measured); none means every set. `--shard i/n` takes
 * every n-th set from the i-th (0-based), to run the sets on both cores at once.
 * `npx tsx scripts/crisis/verdicts.ts --shard 0/2 > a.tsv`
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { assessCrisis } from '../../src/server/services/chat/crisis';
import { type LabelledMessage, crisisSetNames, loadCrisisSet } from '../../tests/support/crisisSets';

const args = process.argv.slice(2);
const shardArg = args.indexOf('--shard');
const [shard, shards] = shardArg >= 0 ? args[shardArg + 1].split('/').map(Number) : [0, 1];
const named = shardArg >= 0 ? args.filter((_, i) => i !== shardArg && i !== shardArg + 1) : args;

const sets: [string, () => LabelledMessage[]][] = named.length
  ? named.map((a) =>
      a.endsWith('.json')
        ? [basename(a, '.json'), () => JSON.parse(readFileSync(a, 'utf8')) as LabelledMessage[]]
        : [a, () => loadCrisisSet(a as (typeof crisisSetNames)[number])],
    )
  : crisisSetNames.map((name) => [name, () => loadCrisisSet(name)]);

const oneLine = (text: string) => text.replace(/[\t\r\n]+/g, ' ');

for (const [index, [name, load]] of sets.entries()) {
  if (index % shards !== shard) continue;
  const rows = load().map((m, i) =>
    [name, i, m.crisis ? 'C' : 'O', m.family, assessCrisis(m.text).crisis ? 'C' : 'O', oneLine(m.text)].join('\t'),
  );
  process.stdout.write(`${rows.join('\n')}\n`);
}
