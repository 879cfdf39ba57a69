import { actionCenter } from './actionCenter';
import { communityHighlights } from './communityHighlights';
import { partnerSpotlights } from './partnerSpotlights';
import { policyWatch } from './policyWatch';
import { quickBriefs } from './quickBriefs';
import { topStories } from './topStories';
import type { ArticleSeed } from './types';
import { veteranResources } from './veteranResources';

export { toHtml, type ArticleSeed } from './types';

export const articleSeeds: ArticleSeed[] = [
  ...topStories,
  ...policyWatch,
  ...veteranResources,
  ...partnerSpotlights,
  ...communityHighlights,
  ...quickBriefs,
  ...actionCenter,
];

/** Its slug tells that the demo set is already present. */
export const DEMO_MARKER_KEY = 'pact-act';
