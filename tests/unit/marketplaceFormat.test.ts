import { describe, expect, it } from 'vitest';
import {
  ALL,
  CONTACT_FOR_PRICING,
  NO_FILTERS,
  categoryFromSlug,
  cityState,
  featuredServices,
  formatPrice,
  formatRating,
  offerPrice,
  ratingDescription,
  ratingStars,
  searchParams,
  starFills,
  startingPrice,
  telHref,
  tierBadge,
  verificationBadge,
  websiteLabel,
} from '../../src/shared/marketplaceFormat';

describe('marketplace prices (stored in cents)', () => {
  it('shows whole amounts without cents and with thousands separators', () => {
    expect(formatPrice(125_000)).toBe('$1,250');
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(9_900, 'USD')).toBe('$99');
  });
  it('keeps cents when there are some', () => {
    expect(formatPrice(125_050)).toBe('$1,250.50');
    expect(formatPrice(1)).toBe('$0.01');
  });
  it('uses the currency given', () => {
    expect(formatPrice(5_000, 'EUR')).toBe('€50');
  });
  it('never throws on an unknown currency code', () => {
    expect(formatPrice(5_000, 'X1')).toBe('50 X1');
  });
  it('gives the lowest price as the starting price, else Contact for pricing', () => {
    expect(startingPrice({ min: 125_000, currency: 'USD' })).toBe('$1,250');
    expect(startingPrice(null)).toBe(CONTACT_FOR_PRICING);
    expect(startingPrice(undefined)).toBe('Contact for pricing');
    expect(startingPrice({ min: 0, currency: 'USD' })).toBe('Free');
  });
  it("calls a price of 0 'Free' and a missing one nothing", () => {
    expect(offerPrice(0)).toBe('Free');
    expect(offerPrice(3_200, 'USD')).toBe('$32');
    expect(offerPrice(null)).toBeNull();
  });
});

describe('marketplace ratings (stored in hundredths)', () => {
  it('turns hundredths into stars', () => {
    expect(ratingStars(450)).toBe(4.5);
    expect(ratingStars(487)).toBe(4.9);
    expect(ratingStars(500)).toBe(5);
    expect(ratingStars(900)).toBe(5);
    expect(ratingStars(-10)).toBe(0);
    expect(formatRating(400)).toBe('4.0');
    expect(formatRating(450)).toBe('4.5');
  });
  it('fills five stars to the nearest half', () => {
    expect(starFills(450)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(420)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(480)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(130)).toEqual(['full', 'half', 'empty', 'empty', 'empty']);
  });
  it('describes the rating in words for screen readers', () => {
    expect(ratingDescription(450, 23)).toBe('Rated 4.5 out of 5 stars from 23 reviews');
    expect(ratingDescription(500, 1)).toBe('Rated 5.0 out of 5 stars from 1 review');
    expect(ratingDescription(480, 1204)).toBe('Rated 4.8 out of 5 stars from 1,204 reviews');
    expect(ratingDescription(0, 0)).toBe('Not yet rated');
  });
});

describe('marketplace badges and contact details', () => {
  it('styles premium and preferred apart from any other tier', () => {
    expect(tierBadge('premium')).toEqual({ label: 'Premium', palette: 'gold' });
    expect(tierBadge('preferred')).toEqual({ label: 'Preferred', palette: 'navy' });
    expect(tierBadge('standard')).toEqual({ label: 'Standard', palette: 'gray' });
  });
  it('labels verified and pending providers', () => {
    expect(verificationBadge('verified').label).toBe('Verified');
    expect(verificationBadge('pending').label).toBe('Pending Verification');
  });
  it('features two services and counts the rest', () => {
    expect(featuredServices(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: '+2 more services' });
    expect(featuredServices(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b'], more: '+1 more service' });
    expect(featuredServices(['a'])).toEqual({ shown: ['a'], more: null });
    expect(featuredServices([])).toEqual({ shown: [], more: null });
  });
  it('joins city and state when present', () => {
    expect(cityState('Austin', 'TX')).toBe('Austin, TX');
    expect(cityState('Austin', null)).toBe('Austin');
    expect(cityState(' ', 'TX')).toBe('TX');
    expect(cityState(null, undefined)).toBeNull();
  });
  it('makes a dialable tel: link and a short website label', () => {
    expect(telHref('(512) 555-0100')).toBe('tel:5125550100');
    expect(telHref('+1 512-555-0100')).toBe('tel:+15125550100');
    expect(websiteLabel('https://www.example.org/')).toBe('example.org');
    expect(websiteLabel('http://example.org/vets')).toBe('example.org/vets');
  });
});

describe('marketplace search parameters', () => {
  const category = '8d3f1c2a-6a3b-4c1e-9f7a-1b2c3d4e5f60';
  const region = '1d3f1c2a-6a3b-4c1e-9f7a-1b2c3d4e5f61';

  it('sends the trimmed text only when not empty, and no "all" filter', () => {
    expect(searchParams(NO_FILTERS, 1)).toEqual({ page: 1, pageSize: 12, sortBy: 'rating', sortOrder: 'desc' });
    expect(searchParams({ query: '   ', categoryId: ALL, regionId: ALL }, 2)).toEqual({
      page: 2,
      pageSize: 12,
      sortBy: 'rating',
      sortOrder: 'desc',
    });
    expect(searchParams({ query: '  legal aid ', categoryId: category, regionId: region }, 1)).toEqual({
      q: 'legal aid',
      categoryId: category,
      regionId: region,
      page: 1,
      pageSize: 12,
      sortBy: 'rating',
      sortOrder: 'desc',
    });
  });

  it('preselects the category a ?category=<slug> link names', () => {
    const categories = [
      { id: category, slug: 'legal-services' },
      { id: region, slug: 'career-services' },
    ];
    expect(categoryFromSlug(categories, 'legal-services')).toBe(category);
    expect(categoryFromSlug(categories, 'Legal-Services')).toBe(category);
    expect(categoryFromSlug(categories, 'unknown')).toBe(ALL);
    expect(categoryFromSlug(categories, undefined)).toBe(ALL);
  });
});

describe('the marketplace reference list page', () => {
  it('asks for the largest page the list procedures allow', async () => {
    const { REFERENCE_LIST_INPUT } = await import('../../src/client/features/marketplace/referenceListInput');
    const { PAGE_LIMIT_MAX } = await import('../../src/shared/schemas/common');
    expect(REFERENCE_LIST_INPUT.limit).toBe(PAGE_LIMIT_MAX);
  });
});
