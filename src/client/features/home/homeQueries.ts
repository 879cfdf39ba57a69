/** Inputs shared by the home route's loader and the components, so the prefetch fills the same cache entries. */
export const LATEST_NEWSLETTER_INPUT = { limit: 1 };
export const SPOTLIGHTS_INPUT = { limit: 12 };
