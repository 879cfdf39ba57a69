import type { ServiceType, VendorTier, VerificationStatus } from '../../../../../shared/enums';

export type OfferSeed = {
  title: string;
  description: string;
  serviceType: ServiceType;
  /** cents; null shows 'Contact for pricing' */
  basePrice: number | null;
  isPriceFixed?: boolean;
  duration?: string;
  tags?: string[];
  requirements?: string[];
  deliverables?: string[];
};

export type ReviewSeed = {
  veteranName: string;
  /** 1–5 stars */
  rating: number;
  title: string;
  comment: string;
  isVerified?: boolean;
  daysAgo: number;
};

/** A fictional provider; its rating and review count are derived from its reviews. */
export type VendorSeed = {
  companyName: string;
  description: string;
  /** category slug of all its offers */
  category: string;
  /** region name (a state, or the nationwide region) */
  region: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  phone: string;
  email: string;
  website: string;
  tier: VendorTier;
  verificationStatus: VerificationStatus;
  specializations: string[];
  createdDaysAgo: number;
  offers: OfferSeed[];
  reviews: ReviewSeed[];
};
