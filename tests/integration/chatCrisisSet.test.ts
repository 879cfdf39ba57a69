import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRISIS_LINE } from '../../src/server/services/chat/rules';
import { formatScore, loadCrisisSet, scoreSet } from '../support/crisisSets';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the held-out crisis set through POST /api/chat/message, no model configured', () => {
  it('answers every crisis with the crisis line and leaves at most 3% of ordinary messages ordinary-looking', async () => {
    const set = loadCrisisSet('heldout');
    const flaggedByText = new Map<string, boolean>();
    // a few requests at a time: fast enough, and the one database is not flooded
    for (let start = 0; start < set.length; start += 6) {
      await Promise.all(
        set.slice(start, start + 6).map(async ({ text }, i) => {
          const res = await t.request('POST', '/api/chat/message', { body: { sessionId: `heldout-${start + i}`, message: text } });
          expect(res.status).toBe(200);
          const flagged = res.json.crisisFlag === true;
          if (flagged) {
            expect(res.json.response).toContain(CRISIS_LINE);
            expect(res.json.urgencyLevel).toBe('emergency');
          } else {
            expect(res.json.response).not.toContain(CRISIS_LINE);
          }
          flaggedByText.set(text, flagged);
        }),
      );
    }
    const score = await scoreSet(set, (text) => flaggedByText.get(text) === true);
    const report = formatScore('heldout via REST', score, true);
    expect(score.missed, report).toBe(0);
    expect(score.falsePositiveRate, report).toBeLessThanOrEqual(0.03);
  });
});
