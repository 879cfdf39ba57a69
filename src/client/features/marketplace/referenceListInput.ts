/**
 * Categories and regions are short reference lists (a dozen, 53): one page of the largest size
 * (PAGE_LIMIT_MAX) holds them all. Written out rather than imported: the route loader reads this
 * from the main bundle, which must not pull in the zod schemas.
 */
export const REFERENCE_LIST_INPUT = { limit: 200, offset: 0 };
