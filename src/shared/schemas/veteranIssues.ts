import { z } from 'zod';
import { listInput } from './common';
import { cleanText } from './text';

/**
 * An id taken from a public URL: a malformed one becomes null so that the service answers
 * "not found" (the client treats any non-ok reply as not found) and it never reaches SQL. Control
 * characters are refused (400) like in every text input.
 */
export const lookupId = cleanText().transform((v) => (z.uuid().safeParse(v).success ? v.toLowerCase() : null));

export const veteranIssueListInput = listInput({});
export type VeteranIssueListInput = z.infer<typeof veteranIssueListInput>;

export const veteranIssueGetInput = z.object({ id: lookupId });
export type VeteranIssueGetInput = z.infer<typeof veteranIssueGetInput>;
