/**
 * The server's own message for a failed call, or the screen's fallback wording when the
 * server did not answer with one (network failure, a proxy's error page).
 * A TRPCClientError is known by the name tRPC gives it (as tRPC itself tells them), so this needs
 * none of tRPC's code: the shell's calls use it before the tRPC client has loaded.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.name === 'TRPCClientError' && 'shape' in error && error.shape && error.message) return error.message;
  return fallback;
}
