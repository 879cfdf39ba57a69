/**
 * Prints recall and false positives per family for each crisis evaluation set.
 * `npm run eval:crisis` (add `-- --wrong` to list the messages it gets wrong).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { assessCrisis } from '../src/server/services/chat/crisis';
import { crisisSetNames, formatScore, loadCrisisSet, scoreSet } from '../tests/support/crisisSets';

const showWrong = process.argv.includes('--wrong');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));

for (const name of crisisSetNames) {
  if (only.length && !only.includes(name)) continue;
  if (!existsSync(join(import.meta.dirname, '..', 'tests', 'fixtures', 'crisis', `${name}.json`))) continue;
  const score = await scoreSet(loadCrisisSet(name), (text) => assessCrisis(text).crisis);
  console.log(formatScore(name, score, showWrong));
}
