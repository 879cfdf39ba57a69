import { describe, expect, it } from 'vitest';
import { findFeedCorpus, scoreReader } from '../../scripts/feedCorpus';
import { readForCorpus } from '../../scripts/eval-feeds';

const corpus = findFeedCorpus();

/** The reader against feedparser's RSS, RDF and Atom cases (../shared/corpus/feeds, or FEED_CORPUS_DIR). */
describe.skipIf(!corpus)('feed reader on the feedparser corpus', () => {
  it('reads at least 160 of the 165 cases about titles, links and summaries', () => {
    const score = scoreReader(readForCorpus, corpus!);
    const failed = score.cases.filter((c) => !c.pass).map((c) => c.file);
    expect(score.applicable).toBe(165);
    expect(score.passed, `failed: ${failed.join(', ')}`).toBeGreaterThanOrEqual(160);
  });
});

if (!corpus) {
  describe('feed reader on the feedparser corpus', () => {
    it.skip('skipped: no corpus at ../shared/corpus/feeds and FEED_CORPUS_DIR unset', () => {});
  });
}
