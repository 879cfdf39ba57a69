import { decodeFeed, parseFeed } from '../src/server/lib/feeds';
import { findFeedCorpus, type ReadResult, scoreReader } from './feedCorpus';

/** npm run eval:feeds [-- --failures]: the feed reader's score on feedparser's corpus. */

export function readForCorpus(bytes: Buffer): ReadResult {
  const feed = parseFeed(decodeFeed(bytes), 'http://corpus.test/feed.xml');
  return { wellFormed: feed.wellFormed, feed, entries: feed.items };
}

// run as a script, not when the corpus test imports readForCorpus
if (import.meta.url === `file://${process.argv[1]}`) main();

function main() {
  const dir = findFeedCorpus();
  if (!dir) {
    console.log('No feed corpus found: set FEED_CORPUS_DIR or put it at ../shared/corpus/feeds.');
    process.exit(1);
  }
  const score = scoreReader(readForCorpus, dir);
  if (process.argv.includes('--failures')) {
    for (const c of score.cases.filter((x) => !x.pass))
      console.log(`FAIL ${c.file}\n  expect: ${c.expect}\n  got:    ${c.got ?? '(not read)'}`);
  }
  console.log(`feed corpus: ${score.passed} of ${score.applicable} cases (${dir})`);
}
