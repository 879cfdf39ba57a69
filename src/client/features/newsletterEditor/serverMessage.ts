import { errorMessage } from '../../api/errorMessage';

/** The server's explanation for a toast's description, or nothing when it gave none. */
export const serverMessage = (error: unknown): string | undefined => errorMessage(error, '') || undefined;
