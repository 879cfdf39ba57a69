import { describe, expect, it } from 'vitest';
import { assessCrisis } from '../../src/server/services/chat/crisis';
import { classifierFindsCrisis, classifierMargin } from '../../src/server/services/chat/crisis/classifier';
import { prepareCrisisText } from '../../src/server/services/chat/crisis/text';
import { taughtSets, unreadSets } from './crisisFloors';
import { formatScore, loadCrisisGuards, loadCrisisSet, scoreSet } from './crisisSets';

/**
 * The evaluation sets take minutes to read; split over this many test files, the runner's workers
 * share them instead of one worker reading them all while the other waits.
 */
export const CRISIS_SET_SHARDS = 4;

const inShard = (shard: number) => (_: unknown, index: number) => index % CRISIS_SET_SHARDS === shard;

/** The taught sets, the guards and the floors of the never-read sets that fall to this shard (0-based). */
export function describeCrisisSetShard(shard: number): void {
  describe(`crisis detection on the evaluation sets (part ${shard + 1} of ${CRISIS_SET_SHARDS})`, () => {
    it.each(taughtSets.filter(inShard(shard)))('finds every crisis in %s with at most 3 false positives in 100', async (name) => {
      const score = await scoreSet(loadCrisisSet(name), (text) => assessCrisis(text).crisis);
      const report = formatScore(name, score, true);
      expect(score.missed, report).toBe(0);
      expect(score.falsePositiveRate, report).toBeLessThanOrEqual(0.03);
    });

    if (shard === 0) {
      it('keeps every guard statement ordinary, the classifier below its threshold', () => {
        // a shelter, a beating or a lost job answered with the crisis reply would lose its own hotline
        for (const text of loadCrisisGuards()) {
          const prepared = prepareCrisisText(text);
          expect(assessCrisis(text).crisis, text).toBe(false);
          expect(classifierMargin(prepared), text).toBeLessThan(0);
          expect(classifierFindsCrisis(prepared), text).toBe(false);
        }
      });
    }

    it.each(unreadSets.filter(inShard(shard)))(
      'keeps its measure on the never-read $name (at least $found crises found, at most $falseAlarms false alarms)',
      async ({ name, found, falseAlarms }) => {
        const score = await scoreSet(loadCrisisSet(name), (text) => assessCrisis(text).crisis);
        const report = formatScore(name, score, false);
        expect(score.crisisTotal - score.missed, report).toBeGreaterThanOrEqual(found);
        expect(score.falsePositives, report).toBeLessThanOrEqual(falseAlarms);
      },
    );
  });
}
