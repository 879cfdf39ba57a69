import { z } from 'zod';
import { serviceTypes, vendorTiers, verificationStatuses } from '../enums';
import { idParam, listInput, optionalText, optionalUrl, requiredText } from './common';
import { lookupId } from './veteranIssues';
import { cleanText } from './text';

export const DEFAULT_CURRENCY = 'USD';
export const SEARCH_PAGE_SIZE_DEFAULT = 12;
export const SEARCH_PAGE_SIZE_MAX = 50;
/** A search counts its matches up to this many and then says "1,000+". */
export const SEARCH_TOTAL_CAP = 1000;
/** Offers shown on a provider's card, cheapest first. */
export const SEARCH_OFFERS_PER_VENDOR = 20;
/** Offers shown on a provider's page, cheapest first. */
export const VENDOR_OFFERS_SHOWN = 100;
/** hundredths: 500 is five stars */
export const RATING_MAX = 500;
export const RECOMMENDATIONS_MAX = 6;
export const SPECIALIZATIONS_MAX = 20;

/** Query-string values arrive as strings; a blank one means the parameter was not given. */
const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const param = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsMissing, schema);

/** An optional reference to another row: blank or missing is null. */
export const optionalId = (name: string) => param(z.uuid(`${name} must be a valid id.`).nullish()).transform((v) => v ?? null);

const oneOf = (name: string, values: readonly string[]) =>
  `${name} must be ${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}.`;

const wholeNumber = (message: string) => z.coerce.number({ error: message }).int(message);

const booleanParam = (name: string) => {
  const message = `${name} must be true or false.`;
  return z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: message });
};

/** The vendor search schema of the spec, word for word in its bounds. */
export const vendorSearchInput = z
  .object({
    q: param(cleanText({ error: 'q must be text.' }).max(200, 'q must be at most 200 characters.').optional()),
    categoryId: param(z.uuid('categoryId must be a valid id.').optional()),
    regionId: param(z.uuid('regionId must be a valid id.').optional()),
    countryCode: param(
      cleanText({ error: 'countryCode must be exactly 2 characters.' })
        .length(2, 'countryCode must be exactly 2 characters.')
        .transform((v) => v.toUpperCase())
        .optional(),
    ),
    stateProvince: param(
      cleanText({ error: 'stateProvince must be text.' }).max(100, 'stateProvince must be at most 100 characters.').optional(),
    ),
    tier: param(z.enum(vendorTiers, { error: oneOf('tier', vendorTiers) }).optional()),
    verificationStatus: param(z.enum(verificationStatuses, { error: oneOf('verificationStatus', verificationStatuses) }).optional()),
    serviceType: param(z.enum(serviceTypes, { error: oneOf('serviceType', serviceTypes) }).optional()),
    minRating: param(
      wholeNumber(`minRating must be a whole number from 0 to ${RATING_MAX}.`)
        .min(0, `minRating must be a whole number from 0 to ${RATING_MAX}.`)
        .max(RATING_MAX, `minRating must be a whole number from 0 to ${RATING_MAX}.`)
        .optional(),
    ),
    maxPrice: param(
      wholeNumber('maxPrice must be a whole number of cents, 0 or more.')
        .min(0, 'maxPrice must be a whole number of cents, 0 or more.')
        .optional(),
    ),
    currency: param(
      cleanText({ error: 'currency must be exactly 3 characters.' })
        .length(3, 'currency must be exactly 3 characters.')
        .transform((v) => v.toUpperCase())
        .default(DEFAULT_CURRENCY),
    ),
    isPriceFixed: param(booleanParam('isPriceFixed').optional()),
    page: param(wholeNumber('page must be a whole number of 1 or more.').min(1, 'page must be a whole number of 1 or more.').default(1)),
    pageSize: param(
      wholeNumber(`pageSize must be a whole number from 1 to ${SEARCH_PAGE_SIZE_MAX}.`)
        .min(1, `pageSize must be a whole number from 1 to ${SEARCH_PAGE_SIZE_MAX}.`)
        .max(SEARCH_PAGE_SIZE_MAX, `pageSize must be a whole number from 1 to ${SEARCH_PAGE_SIZE_MAX}.`)
        .default(SEARCH_PAGE_SIZE_DEFAULT),
    ),
    sortBy: param(
      z
        .enum(['name', 'rating', 'reviews', 'price'], {
          error: oneOf('sortBy', ['name', 'rating', 'reviews', 'price']),
        })
        .default('rating'),
    ),
    sortOrder: param(z.enum(['asc', 'desc'], { error: oneOf('sortOrder', ['asc', 'desc']) }).default('desc')),
  })
  .prefault({});
export type VendorSearchInput = z.infer<typeof vendorSearchInput>;

export const categoryListInput = listInput({});
export type CategoryListInput = z.infer<typeof categoryListInput>;

export const regionListInput = listInput({});
export type RegionListInput = z.infer<typeof regionListInput>;

/** Unknown or malformed hub ids simply yield no recommendations. */
export const recommendationsInput = z.object({ issueId: z.preprocess(blankAsMissing, lookupId.optional()) }).prefault({});
export type RecommendationsInput = z.infer<typeof recommendationsInput>;

export const vendorGetInput = idParam;
export type VendorGetInput = z.infer<typeof vendorGetInput>;

export const COMPANY_NAME_REQUIRED = 'Company name is required.';

/** What a vendor specializes in, as the application and the admin's edit both take it. */
export const specializationList = z
  .array(cleanText({ error: 'Each specialization must be text.' }).max(100, 'Each specialization must be at most 100 characters.'), {
    error: 'Specializations must be a list of text.',
  })
  .max(SPECIALIZATIONS_MAX, `Please list at most ${SPECIALIZATIONS_MAX} specializations.`);
export const VALID_EMAIL = 'Please enter a valid email address.';

/** The provider banner's application form. */
export const vendorApplyInput = z
  .object({
    companyName: requiredText(COMPANY_NAME_REQUIRED).max(200, 'Company name must be at most 200 characters.'),
    email: cleanText({ error: VALID_EMAIL }).toLowerCase().pipe(z.email(VALID_EMAIL).max(254, VALID_EMAIL)),
    phone: optionalText(50),
    website: optionalUrl('Website'),
    description: optionalText(2000, { multiLine: true }),
    address: optionalText(300),
    city: optionalText(100),
    state: optionalText(100),
    zipCode: optionalText(20),
    regionId: optionalId('regionId'),
    categoryId: optionalId('categoryId'),
    specializations: specializationList.nullish().transform((list) => [...new Set((list ?? []).filter(Boolean))]),
  })
  // an empty body is an application without a name, not a malformed request
  .prefault({} as never);
export type VendorApplyInput = z.infer<typeof vendorApplyInput>;
