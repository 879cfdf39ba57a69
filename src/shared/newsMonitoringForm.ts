/** The news configuration form: lists edited one per line, and the check report in words. */

/** One entry per line: trimmed, blank lines dropped (the server also drops duplicates). */
export function linesToList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export const listToLines = (list: readonly string[]) => list.join('\n');

export type NewsCheckOutcome = {
  added: number;
  skipped: number;
  sources: readonly { url: string; ok: boolean }[];
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 'Added 2 new items; 1 already known or over the daily limit. 1 of 3 sources could not be read.' */
export function describeNewsCheck({ added, skipped, sources }: NewsCheckOutcome): string {
  const parts: string[] = [];
  if (!sources.length) return 'No sources are configured.';
  parts.push(added ? `Added ${plural(added, 'new item')}.` : 'No new items found.');
  if (skipped) parts.push(`${plural(skipped, 'matching item')} skipped (already known or over the daily limit).`);
  const failing = sources.filter((s) => !s.ok).length;
  if (failing === sources.length)
    parts.push(sources.length === 1 ? 'The source could not be read.' : `None of the ${sources.length} sources could be read.`);
  else if (failing) parts.push(`${failing} of ${plural(sources.length, 'source')} could not be read.`);
  return parts.join(' ');
}
