import { z } from 'zod';
import { leadPriorities, leadStatuses } from '../enums';
import { leadListStatuses } from '../leads';
import { listInput, optionalText, requiredText } from './common';
import { optionalId, VALID_EMAIL } from './marketplace';
import { cleanText, controlCharactersMessage, jsonHasControlCharacters } from './text';

export const LEAD_NAME_REQUIRED = 'Please tell us your name.';
export const LEAD_CONTACT_REQUIRED = 'Please give an email address or a phone number.';
export const PROFILE_MAX_CHARS = 20_000;

/** The public may only open a lead: new (chat capture) or contacted (a vendor contact). */
export const publicLeadStatuses = ['new', 'contacted'] as const;

const optionalEmail = cleanText({ error: VALID_EMAIL })
  .toLowerCase()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || z.email().max(254).safeParse(v).success, VALID_EMAIL);

/** JSON text (what the chat widget sends) or an object; stored as jsonb. */
const veteranProfile = z
  .unknown()
  .optional()
  .transform((value, ctx): Record<string, unknown> | null => {
    if (value === undefined || value === null) return null;
    let parsed = value;
    if (typeof value === 'string') {
      if (!value.trim()) return null;
      if (value.length > PROFILE_MAX_CHARS) {
        ctx.addIssue({ code: 'custom', message: 'veteranProfile is too large.' });
        return z.NEVER;
      }
      try {
        parsed = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'veteranProfile must be valid JSON.' });
        return z.NEVER;
      }
    }
    if (parsed === null) return null;
    if (typeof parsed !== 'object' || Array.isArray(parsed)) {
      ctx.addIssue({ code: 'custom', message: 'veteranProfile must be a JSON object.' });
      return z.NEVER;
    }
    if (jsonHasControlCharacters(parsed, { multiLine: true })) {
      ctx.addIssue({ code: 'custom', message: controlCharactersMessage(['veteranProfile']) });
      return z.NEVER;
    }
    if (JSON.stringify(parsed).length > PROFILE_MAX_CHARS) {
      ctx.addIssue({ code: 'custom', message: 'veteranProfile is too large.' });
      return z.NEVER;
    }
    return parsed as Record<string, unknown>;
  });

/** The lead payload of the public spec; name/email/phone are stored as veteranName/Email/Phone. */
export const leadCreateInput = z
  .object({
    name: requiredText(LEAD_NAME_REQUIRED).max(200, 'Name must be at most 200 characters.'),
    email: optionalEmail,
    phone: optionalText(50),
    source: optionalText(100),
    status: z.enum(publicLeadStatuses, { error: 'Status must be new or contacted.' }).default('new'),
    priority: z.enum(leadPriorities, { error: 'Priority must be urgent, high, medium or low.' }).default('medium'),
    notes: optionalText(5000, { multiLine: true }),
    category: optionalText(100),
    veteranProfile,
    vendorId: optionalId('vendorId'),
    offerId: optionalId('offerId'),
    message: optionalText(4000, { multiLine: true }),
    utmSource: optionalText(200),
    utmMedium: optionalText(200),
    utmCampaign: optionalText(200),
    /** the chat conversation the lead comes from (the widget's session id) */
    sessionId: optionalText(100),
  })
  .refine((lead) => lead.email !== null || lead.phone !== null, { message: LEAD_CONTACT_REQUIRED, path: ['email'] })
  // an empty body is a lead without a name, not a malformed request
  .prefault({} as never);
export type LeadCreateInput = z.infer<typeof leadCreateInput>;

export const leadListInput = listInput({
  status: z.enum(leadListStatuses, { error: 'Status must be open, new, contacted, closed or all.' }).default('open'),
  q: optionalText(200),
});
export type LeadListInput = z.infer<typeof leadListInput>;

/** An admin moves a lead along (leadMoves) and may keep notes on it. */
export const leadUpdateInput = z.object({
  id: z.uuid('Not a valid id.'),
  status: z.enum(leadStatuses, { error: 'Status must be new, contacted or closed.' }),
  notes: optionalText(5000, { multiLine: true }).optional(),
});
export type LeadUpdateInput = z.infer<typeof leadUpdateInput>;
