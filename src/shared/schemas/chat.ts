import { z } from 'zod';
import type { Branch } from '../enums';
import { optionalText, requiredText } from './common';
import { cleanText } from './text';

export const CHAT_MESSAGE_REQUIRED = 'Please type a message.';
export const CHAT_MESSAGE_MAX = 4000;
export const CHAT_SUGGESTIONS_MAX = 3;

/**
 * What the widget has collected so far. Loose on purpose: a value we cannot use (a mistyped
 * email, an unknown branch) is dropped by the rules rather than failing the whole message.
 */
export const veteranInfoInput = z
  .object({
    name: optionalText(200),
    email: optionalText(254),
    phone: optionalText(50),
    branch: optionalText(50),
    location: optionalText(200),
  })
  .nullish()
  .transform((v) => v ?? { name: null, email: null, phone: null, branch: null, location: null });
export type VeteranInfoInput = z.infer<typeof veteranInfoInput>;

export const chatMessageInput = z
  .object({
    sessionId: cleanText({ error: 'sessionId must be 1 to 100 characters.' })
      .min(1, 'sessionId must be 1 to 100 characters.')
      .max(100, 'sessionId must be 1 to 100 characters.'),
    message: requiredText(CHAT_MESSAGE_REQUIRED, { multiLine: true }).max(
      CHAT_MESSAGE_MAX,
      `Please keep your message under ${CHAT_MESSAGE_MAX.toLocaleString('en-US')} characters.`,
    ),
    veteranInfo: veteranInfoInput,
  })
  .prefault({} as never);
export type ChatMessageInput = z.infer<typeof chatMessageInput>;

/** The details the rules found, merged with what the widget already had; null when unknown. */
export type VeteranInfo = {
  name: string | null;
  email: string | null;
  phone: string | null;
  branch: Branch | null;
  location: string | null;
};
