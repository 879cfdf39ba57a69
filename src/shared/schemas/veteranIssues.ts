import { z } from 'zod';
import { listInput } from './common';

/**
 * An id taken from a public URL: a malformed one becomes null so that the service answers
 * "not found" (the client treats any non-ok reply as not found) and it never reaches SQL.
 */
export const lookupId = z
  .string()
  .trim()
  .transform((v) => (z.uuid().safeParse(v).success ? v.toLowerCase() : null));

export const veteranIssueListInput = listInput({});
export type VeteranIssueListInput = z.infer<typeof veteranIssueListInput>;

export const veteranIssueGetInput = z.object({ id: lookupId });
export type VeteranIssueGetInput = z.infer<typeof veteranIssueGetInput>;
