import { offers, vendors } from '../../db/schema';
import type { RowOf } from '../../db/rowOf';

/** What an admin sees of a vendor: everything but nothing secret (a vendor holds none). */
export const adminVendorColumns = {
  id: vendors.id,
  companyName: vendors.companyName,
  description: vendors.description,
  website: vendors.website,
  email: vendors.email,
  phone: vendors.phone,
  address: vendors.address,
  city: vendors.city,
  state: vendors.state,
  zipCode: vendors.zipCode,
  regionId: vendors.regionId,
  rating: vendors.rating,
  reviewCount: vendors.reviewCount,
  tier: vendors.tier,
  verificationStatus: vendors.verificationStatus,
  isActive: vendors.isActive,
  specializations: vendors.specializations,
  reviewNote: vendors.reviewNote,
  reviewedAt: vendors.reviewedAt,
  reviewedBy: vendors.reviewedBy,
  createdAt: vendors.createdAt,
  updatedAt: vendors.updatedAt,
};
export type AdminVendor = RowOf<typeof adminVendorColumns>;

export const adminOfferColumns = {
  id: offers.id,
  vendorId: offers.vendorId,
  categoryId: offers.categoryId,
  title: offers.title,
  description: offers.description,
  serviceType: offers.serviceType,
  basePrice: offers.basePrice,
  currency: offers.currency,
  isActive: offers.isActive,
  createdAt: offers.createdAt,
};
export type AdminOffer = RowOf<typeof adminOfferColumns>;
