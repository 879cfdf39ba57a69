import { describe, expect, it } from 'vitest';
import { vendorApplyInput, vendorSearchInput, recommendationsInput } from '../../src/shared/schemas/marketplace';
import { containsPattern } from '../../src/server/services/marketplace/search';
import { matchReason } from '../../src/server/services/marketplace/vendorColumns';

describe('the vendor search schema', () => {
  it('has the defaults of the spec', () => {
    expect(vendorSearchInput.parse(undefined)).toEqual({
      currency: 'USD',
      page: 1,
      pageSize: 12,
      sortBy: 'rating',
      sortOrder: 'desc',
    });
  });

  it('coerces query-string values and treats blank ones as missing', () => {
    expect(
      vendorSearchInput.parse({
        q: '  legal  ',
        minRating: '450',
        maxPrice: '10000',
        isPriceFixed: 'false',
        page: '2',
        pageSize: '50',
        countryCode: 'us',
        currency: 'eur',
        regionId: '',
        tier: '',
      }),
    ).toMatchObject({
      q: 'legal',
      minRating: 450,
      maxPrice: 10000,
      isPriceFixed: false,
      page: 2,
      pageSize: 50,
      countryCode: 'US',
      currency: 'EUR',
    });
    expect(vendorSearchInput.parse({ isPriceFixed: true }).isPriceFixed).toBe(true);
    expect(vendorSearchInput.parse({ q: '   ' }).q).toBeUndefined();
  });

  it.each([
    [{ q: 'x'.repeat(201) }, 'q must be at most 200 characters.'],
    [{ categoryId: 'abc' }, 'categoryId must be a valid id.'],
    [{ countryCode: 'USA' }, 'countryCode must be exactly 2 characters.'],
    [{ minRating: '501' }, 'minRating must be a whole number from 0 to 500.'],
    [{ minRating: '4.5' }, 'minRating must be a whole number from 0 to 500.'],
    [{ maxPrice: '-1' }, 'maxPrice must be a whole number of cents, 0 or more.'],
    [{ currency: 'US' }, 'currency must be exactly 3 characters.'],
    [{ isPriceFixed: 'yes' }, 'isPriceFixed must be true or false.'],
    [{ page: '0' }, 'page must be a whole number of 1 or more.'],
    [{ pageSize: '51' }, 'pageSize must be a whole number from 1 to 50.'],
    [{ sortBy: 'date' }, 'sortBy must be name, rating, reviews or price.'],
    [{ sortOrder: 'up' }, 'sortOrder must be asc or desc.'],
  ])('refuses %j', (input, message) => {
    const result = vendorSearchInput.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(message);
  });

  it('turns a malformed hub id into no hub', () => {
    expect(recommendationsInput.parse({ issueId: 'nope' }).issueId).toBeNull();
    expect(recommendationsInput.parse({}).issueId).toBeUndefined();
  });
});

describe('the vendor application schema', () => {
  it('trims, lower-cases the email, drops blanks and duplicate specializations', () => {
    expect(
      vendorApplyInput.parse({
        companyName: ' Acme ',
        email: ' Hello@Acme.ORG ',
        website: '',
        regionId: '',
        specializations: ['VA claims', ' ', 'VA claims', 'Appeals'],
      }),
    ).toMatchObject({
      companyName: 'Acme',
      email: 'hello@acme.org',
      website: null,
      regionId: null,
      categoryId: null,
      specializations: ['VA claims', 'Appeals'],
    });
  });
});

describe('search helpers', () => {
  it('escapes LIKE wildcards so that they match literally', () => {
    expect(containsPattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
  });

  it('states a factual match reason', () => {
    const category = { id: 'c', name: 'Legal Services', slug: 'legal-services' };
    expect(matchReason({ verificationStatus: 'verified', rating: 450, reviewCount: 12 }, category)).toBe(
      'Verified provider of Legal Services (rated 4.5 from 12 reviews)',
    );
    expect(matchReason({ verificationStatus: 'pending', rating: 0, reviewCount: 0 }, category)).toBe('Provider of Legal Services');
  });
});
