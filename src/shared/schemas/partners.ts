import { z } from 'zod';
import { partnerContentTypes, partnerStatuses } from '../enums';
import { listInput, optionalDate, optionalText, optionalUrl, requiredText } from './common';

export const PARTNER_REQUIRED = 'Please fill in the required fields.';

export const partnerCreateInput = z.object({
  name: requiredText(PARTNER_REQUIRED).max(200, 'Name is too long.'),
  contentType: z.enum(partnerContentTypes, { error: PARTNER_REQUIRED }),
  description: optionalText(5000, { multiLine: true }),
  website: optionalUrl('Website'),
  scheduledDate: optionalDate,
});
export type PartnerCreateInput = z.infer<typeof partnerCreateInput>;

export const partnerUpdateInput = z.object({
  id: z.uuid('Not a valid id.'),
  status: z.enum(partnerStatuses, { error: 'Status must be pending, approved or rejected.' }),
});
export type PartnerUpdateInput = z.infer<typeof partnerUpdateInput>;

export const partnerListInput = listInput({ status: z.enum(['all', ...partnerStatuses]).default('all') });
export type PartnerListInput = z.infer<typeof partnerListInput>;
