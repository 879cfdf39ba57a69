import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CRISIS_SET_SHARDS } from '../support/crisisSetChecks';
import { taughtSets, unreadSets } from '../support/crisisFloors';
import { crisisSetNames } from '../support/crisisSets';

describe('the evaluation sets checked in parts', () => {
  it('has one test file per part', () => {
    const parts = readdirSync(import.meta.dirname).filter((f) => /^crisisSets\.part\d+\.test\.ts$/.test(f));
    expect(parts).toHaveLength(CRISIS_SET_SHARDS);
  });

  it('checks only sets that exist, each once', () => {
    const checked = [...taughtSets, ...unreadSets.map((s) => s.name)];
    expect(new Set(checked).size).toBe(checked.length);
    for (const name of checked) expect(crisisSetNames).toContain(name);
  });
});
