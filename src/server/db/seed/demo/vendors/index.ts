import { healthVendors } from './health';
import { legalVendors } from './legal';
import { moneyVendors } from './money';
import type { ReviewSeed, VendorSeed } from './types';
import { workVendors } from './work';

export type { OfferSeed, ReviewSeed, VendorSeed } from './types';

export const vendorSeeds: VendorSeed[] = [...legalVendors, ...moneyVendors, ...healthVendors, ...workVendors];

/** Average of the published reviews in hundredths (4.67 stars → 467), as the vendors table stores it. */
export function ratingFromReviews(reviews: ReviewSeed[]): number {
  if (reviews.length === 0) return 0;
  const total = reviews.reduce((sum, review) => sum + review.rating, 0);
  return Math.round((total * 100) / reviews.length);
}
