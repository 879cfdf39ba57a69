/**
 * Compares two verdict files written by `verdicts.ts` (the detector in use, then a candidate):
 * prints the totals of each, then every message whose verdict moved, marked FIXED when it moved
 * to its label and BROKE when it moved away from it. Exits 1 if anything broke.
 * `npx tsx scripts/crisis/compare-verdicts.ts base.tsv candidate.tsv`
 */
import { readFileSync } from 'node:fs';

type Row = { set: string; label: string; family: string; verdict: string; text: string };

function readVerdicts(path: string): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (!line) continue;
    const [set, index, label, family, verdict, ...text] = line.split('\t');
    rows.set(`${set}#${index}`, { set, label, family, verdict, text: text.join('\t') });
  }
  return rows;
}

function totals(rows: Map<string, Row>): string {
  const all = [...rows.values()];
  const crises = all.filter((r) => r.label === 'C');
  const ordinary = all.filter((r) => r.label === 'O');
  const found = crises.filter((r) => r.verdict === 'C').length;
  const alarms = ordinary.filter((r) => r.verdict === 'C').length;
  const sets = new Set(all.map((r) => r.set)).size;
  return `${sets} sets: ${found} of ${crises.length} crises found, ${alarms} false alarms of ${ordinary.length}`;
}

const [basePath, candidatePath] = process.argv.slice(2);
const base = readVerdicts(basePath);
const candidate = readVerdicts(candidatePath);
console.log(`in use:    ${totals(base)}`);
console.log(`candidate: ${totals(candidate)}`);

let broke = 0;
for (const [key, row] of candidate) {
  const before = base.get(key);
  if (!before) continue;
  if (before.text !== row.text) throw new Error(`${key} is not the same message in both files`);
  if (before.verdict === row.verdict) continue;
  const fixed = row.verdict === row.label;
  if (!fixed) broke++;
  console.log(`${fixed ? 'FIXED' : 'BROKE'}\t${key}\t${row.label === 'C' ? 'crisis' : 'ordinary'} ${row.family}\t${row.text}`);
}
const missing = [...base.keys()].filter((k) => !candidate.has(k)).length;
if (missing) console.log(`${missing} messages of the first file are not in the second`);
process.exit(broke ? 1 : 0);
