/** The inputs the resource screens read with; loaders prefetch exactly these. */
// Eleven reference hubs: one bounded page holds them all.
export const HUB_LIST_INPUT = { limit: 100 };
// Categories are reference data too (a dozen rows).
export const CATEGORY_LIST_INPUT = { limit: 200 };
