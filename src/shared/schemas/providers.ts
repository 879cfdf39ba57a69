import { z } from 'zod';
import { vendorTiers, verificationStatuses } from '../enums';
import { listInput, optionalText, optionalUrl, requiredText } from './common';
import { cleanText } from './text';
import { COMPANY_NAME_REQUIRED, specializationList, VALID_EMAIL } from './marketplace';

export const providerListInput = listInput({
  status: z.enum(['all', ...verificationStatuses], { error: 'Status must be all, pending, verified or rejected.' }).default('all'),
  q: optionalText(200),
});
export type ProviderListInput = z.infer<typeof providerListInput>;

/** The admin's decision on an application, with a note that goes to the applicant. */
export const providerReviewInput = z.object({
  id: z.uuid('Not a valid id.'),
  status: z.enum(verificationStatuses, { error: 'Status must be pending, verified or rejected.' }),
  note: optionalText(2000, { multiLine: true }),
});
export type ProviderReviewInput = z.infer<typeof providerReviewInput>;

/** Everything an admin may correct on a vendor; isActive false hides it without losing its history. */
export const providerUpdateInput = z.object({
  id: z.uuid('Not a valid id.'),
  companyName: requiredText(COMPANY_NAME_REQUIRED).max(200, 'Company name must be at most 200 characters.'),
  email: cleanText({ error: VALID_EMAIL }).toLowerCase().pipe(z.email(VALID_EMAIL).max(254, VALID_EMAIL)),
  phone: optionalText(50),
  website: optionalUrl('Website'),
  description: optionalText(2000, { multiLine: true }),
  city: optionalText(100),
  state: optionalText(100),
  tier: z.enum(vendorTiers, { error: 'Tier must be preferred, premium or standard.' }),
  isActive: z.boolean({ error: 'isActive must be true or false.' }),
  /** left out: unchanged; null: no region */
  regionId: z.uuid('regionId must be a valid id.').nullable().optional(),
  /** left out: unchanged */
  specializations: specializationList.optional().transform((list) => list && [...new Set(list.filter(Boolean))]),
});
export type ProviderUpdateInput = z.infer<typeof providerUpdateInput>;

export const offerUpdateInput = z.object({
  id: z.uuid('Not a valid id.'),
  title: requiredText('Title is required.').max(200, 'Title must be at most 200 characters.'),
  description: optionalText(2000, { multiLine: true }),
  /** cents */
  basePrice: z
    .number({ error: 'Price must be a number of cents.' })
    .int('Price must be whole cents.')
    .min(0, 'Price cannot be negative.')
    .nullable(),
  isActive: z.boolean({ error: 'isActive must be true or false.' }),
  /** left out: unchanged */
  categoryId: z.uuid('categoryId must be a valid id.').optional(),
});
export type OfferUpdateInput = z.infer<typeof offerUpdateInput>;
