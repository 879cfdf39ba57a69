/** How the marketplace shows providers and what its search sends: prices, ratings, badges, filters. */
import type { VendorTier, VerificationStatus } from './enums';
import { vendorTierLabels } from './labels';
import { DEFAULT_CURRENCY, RATING_MAX } from './schemas/marketplace';

export const MARKETPLACE_LOCALE = 'en-US';
export const CONTACT_FOR_PRICING = 'Contact for pricing';
export const FREE = 'Free';
export const FEATURED_SERVICES_MAX = 2;
/** The select value meaning "no filter": never sent to the server. */
export const ALL = 'all';
export const STARS = 5;

/** A price stored in cents as money: 125000 USD is '$1,250'; cents show only when there are some. */
export function formatPrice(cents: number, currency: string = DEFAULT_CURRENCY, locale = MARKETPLACE_LOCALE): string {
  const whole = cents % 100 === 0;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    }).format(cents / 100);
  } catch {
    // an unknown currency code must not break the page
    return `${(cents / 100).toFixed(whole ? 0 : 2)} ${currency}`;
  }
}

/** An offer's price as a reader wants it: 'Free' rather than '$0'; null when it has none. */
export function offerPrice(cents: number | null | undefined, currency: string = DEFAULT_CURRENCY): string | null {
  if (cents === null || cents === undefined) return null;
  return cents === 0 ? FREE : formatPrice(cents, currency);
}

/** The card's starting price: the lowest offer price, or an invitation to ask. */
export function startingPrice(priceRange: { min: number; currency: string } | null | undefined): string {
  return (priceRange && offerPrice(priceRange.min, priceRange.currency)) || CONTACT_FOR_PRICING;
}

/** Hundredths to stars: 450 is 4.5; clamped to 0–5 and kept to one decimal. */
export function ratingStars(hundredths: number): number {
  const clamped = Math.min(Math.max(hundredths, 0), RATING_MAX);
  return Math.round(clamped / 10) / 10;
}

/** The rating as people read it: '4.5', '4.0'. */
export const formatRating = (hundredths: number) => ratingStars(hundredths).toFixed(1);

export type StarFill = 'full' | 'half' | 'empty';

/** Five stars filled to the nearest half star. */
export function starFills(hundredths: number): StarFill[] {
  const halves = Math.round(ratingStars(hundredths) * 2);
  return Array.from({ length: STARS }, (_, i) => {
    if (halves >= (i + 1) * 2) return 'full';
    if (halves === i * 2 + 1) return 'half';
    return 'empty';
  });
}

export const reviewCountLabel = (count: number) => `${count.toLocaleString(MARKETPLACE_LOCALE)} review${count === 1 ? '' : 's'}`;

/** What a screen reader hears in place of the stars. */
export function ratingDescription(hundredths: number, reviewCount: number): string {
  if (reviewCount === 0 && hundredths === 0) return 'Not yet rated';
  return `Rated ${formatRating(hundredths)} out of ${STARS} stars from ${reviewCountLabel(reviewCount)}`;
}

export type BadgeStyle = { label: string; palette: 'gold' | 'navy' | 'gray' | 'green' };

/** Premium and preferred providers stand out; any other tier is a plain badge. */
export function tierBadge(tier: VendorTier): BadgeStyle {
  if (tier === 'premium') return { label: vendorTierLabels.premium, palette: 'gold' };
  if (tier === 'preferred') return { label: vendorTierLabels.preferred, palette: 'navy' };
  return { label: vendorTierLabels[tier] ?? tier, palette: 'gray' };
}

/** Verified, or pending (the public list never holds a rejected provider). */
export function verificationBadge(status: VerificationStatus): BadgeStyle {
  return status === 'verified' ? { label: 'Verified', palette: 'green' } : { label: 'Pending Verification', palette: 'gray' };
}

/** Up to two services to feature, and the line that counts the rest. */
export function featuredServices<T>(offers: readonly T[], max = FEATURED_SERVICES_MAX): { shown: T[]; more: string | null } {
  const rest = offers.length - max;
  return {
    shown: offers.slice(0, max),
    more: rest > 0 ? `+${rest} more service${rest === 1 ? '' : 's'}` : null,
  };
}

/** 'Austin, TX', 'Austin', 'TX' or nothing. */
export function cityState(city: string | null | undefined, state: string | null | undefined): string | null {
  const parts = [city, state].map((p) => p?.trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** A dialable tel: link: digits and a leading plus only. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^\d]/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/** A website as a short label: host and path without the scheme, 'www.' or a trailing slash. */
export function websiteLabel(url: string): string {
  return url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

export type MarketplaceFilters = { query: string; categoryId: string; regionId: string };
export const NO_FILTERS: MarketplaceFilters = { query: '', categoryId: ALL, regionId: ALL };

export type MarketplaceSearchParams = {
  q?: string;
  categoryId?: string;
  regionId?: string;
  page: number;
  pageSize: number;
  sortBy: 'rating';
  sortOrder: 'desc';
};

export const MARKETPLACE_PAGE_SIZE = 12;

/** The spec's search rule: the text is trimmed and sent only if non-empty; 'all' is never sent. */
export function searchParams(filters: MarketplaceFilters, page: number): MarketplaceSearchParams {
  const q = filters.query.trim();
  return {
    ...(q ? { q } : {}),
    ...(filters.categoryId && filters.categoryId !== ALL ? { categoryId: filters.categoryId } : {}),
    ...(filters.regionId && filters.regionId !== ALL ? { regionId: filters.regionId } : {}),
    page,
    pageSize: MARKETPLACE_PAGE_SIZE,
    sortBy: 'rating',
    sortOrder: 'desc',
  };
}

/** The category a `?category=<slug>` link asks for, as the select's value. */
export function categoryFromSlug(categories: readonly { id: string; slug: string }[], slug: string | undefined): string {
  if (!slug) return ALL;
  return categories.find((c) => c.slug === slug.trim().toLowerCase())?.id ?? ALL;
}
