import { and, eq, ne } from 'drizzle-orm';
import { vendors } from '../../db/schema';
import type { RowOf } from '../../db/rowOf';

/** What the public may see of a vendor: no activity flag, region link or timestamps. */
export const publicVendorColumns = {
  id: vendors.id,
  companyName: vendors.companyName,
  description: vendors.description,
  tier: vendors.tier,
  verificationStatus: vendors.verificationStatus,
  rating: vendors.rating,
  reviewCount: vendors.reviewCount,
  website: vendors.website,
  phone: vendors.phone,
  email: vendors.email,
  address: vendors.address,
  city: vendors.city,
  state: vendors.state,
  zipCode: vendors.zipCode,
  logoUrl: vendors.logoUrl,
  specializations: vendors.specializations,
};
/** What an applicant gets back of the vendor row it created: the public columns and its own state. */
export const vendorColumns = {
  ...publicVendorColumns,
  regionId: vendors.regionId,
  isActive: vendors.isActive,
  createdAt: vendors.createdAt,
  updatedAt: vendors.updatedAt,
};
export type Vendor = RowOf<typeof vendorColumns>;
export type PublicVendor = { [K in keyof typeof publicVendorColumns]: Vendor[K] };

/** The public marketplace shows active vendors only, and never a rejected one. */
export const publiclyListed = () => and(eq(vendors.isActive, true), ne(vendors.verificationStatus, 'rejected'));

export type CategoryRef = { id: string; name: string; slug: string };

/** A short factual sentence: why this provider is shown. */
export function matchReason(vendor: Pick<PublicVendor, 'verificationStatus' | 'rating' | 'reviewCount'>, category: CategoryRef): string {
  const who = vendor.verificationStatus === 'verified' ? 'Verified provider' : 'Provider';
  const rated =
    vendor.reviewCount > 0
      ? ` (rated ${(vendor.rating / 100).toFixed(1)} from ${vendor.reviewCount} review${vendor.reviewCount === 1 ? '' : 's'})`
      : '';
  return `${who} of ${category.name}${rated}`;
}
