/** The home page's 'Latest' block (public spec §2 and §9). */

/** Further stories (after the featured one) shown at first. */
export const LATEST_INITIAL = 9;
/** How many more one press of the load-more button reveals. */
export const LATEST_STEP = 10;
/** Further stories the home page ever lists; beyond this the archives take over. */
export const LATEST_CAP = 19;

export const FEATURED_EXCERPT_LENGTH = 280;
export const LIST_EXCERPT_LENGTH = 180;

export type LatestView = {
  /** how many of the further stories to list */
  shown: number;
  /** whether the load-more button is offered */
  canLoadMore: boolean;
  /** whether the 'More Stories in Archives' box appears */
  showArchivesBox: boolean;
};

/**
 * What the list shows for `available` further stories after `loadMorePresses` presses.
 * The archives box appears once the list has reached its cap and stories remain unshown.
 */
export function latestView(available: number, loadMorePresses: number): LatestView {
  const limit = Math.min(LATEST_CAP, LATEST_INITIAL + LATEST_STEP * Math.max(0, loadMorePresses));
  const shown = Math.min(available, limit);
  const canLoadMore = shown < available && shown < LATEST_CAP;
  return { shown, canLoadMore, showArchivesBox: !canLoadMore && available > LATEST_CAP };
}

/** A newsletter's articles in section order, keeping only those a reader can open (with a slug). */
export function readableArticles<A extends { slug: string | null }>(sections: readonly { articles: readonly A[] }[]): A[] {
  return sections.flatMap((s) => s.articles).filter((a) => Boolean(a.slug));
}
