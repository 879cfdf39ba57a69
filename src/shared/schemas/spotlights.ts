import { z } from 'zod';
import { spotlightStatuses } from '../enums';
import { listInput, optionalDate, optionalText, optionalUrl, requiredText } from './common';
import { optionalBranch } from './subscribers';

export const SPOTLIGHT_REQUIRED = 'Veteran name and quote are required.';
const STATUS_INVALID = 'Status must be pending, approved or featured.';

/** The feature action lasts this long when no end date is given (admin spec §9). */
export const FEATURE_DAYS = 30;

const spotlightStatus = z.enum(spotlightStatuses, { error: STATUS_INVALID });

const spotlightText = {
  veteranName: requiredText(SPOTLIGHT_REQUIRED).max(200, 'Veteran name is too long.'),
  quote: requiredText(SPOTLIGHT_REQUIRED, { multiLine: true }).max(2000, 'Quote is too long.'),
  businessName: optionalText(200),
  businessDescription: optionalText(5000, { multiLine: true }),
  location: optionalText(200),
  branch: optionalBranch,
  website: optionalUrl('Website'),
  imageUrl: optionalUrl('Image URL'),
};

// an empty form (no body at all) gets the required-fields message, not a shape error
export const spotlightCreateInput = z
  .object({
    ...spotlightText,
    status: spotlightStatus.default('pending'),
    featuredUntil: optionalDate,
  })
  .prefault({} as never);
export type SpotlightCreateInput = z.infer<typeof spotlightCreateInput>;

/** A status move and/or text edits; a field left out stays as it is. */
export const spotlightUpdateInput = z.object({
  id: z.uuid('Not a valid id.'),
  status: spotlightStatus.optional(),
  // left out: the default rule (30 days when featuring, kept while featured); null: no expiration
  featuredUntil: optionalDate.optional(),
  veteranName: spotlightText.veteranName.optional(),
  quote: spotlightText.quote.optional(),
  businessName: spotlightText.businessName.optional(),
  businessDescription: spotlightText.businessDescription.optional(),
  location: spotlightText.location.optional(),
  branch: spotlightText.branch.optional(),
  website: spotlightText.website.optional(),
  imageUrl: spotlightText.imageUrl.optional(),
});
export type SpotlightUpdateInput = z.infer<typeof spotlightUpdateInput>;

export const spotlightListInput = listInput({
  status: z.enum(['all', ...spotlightStatuses], { error: 'Status must be all, pending, approved or featured.' }).default('all'),
});
export type SpotlightListInput = z.infer<typeof spotlightListInput>;
