import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line and error body of one HTTP request can name. */
export type RequestScope = { id: string; userId?: string };

const storage = new AsyncLocalStorage<RequestScope>();

/** Runs `fn` (the rest of the middleware chain) with `scope` as the current request. */
export const runInRequest = <T>(scope: RequestScope, fn: () => T): T => storage.run(scope, fn);

/** The request being served, or undefined outside one (start-up, background work, tests' callers). */
export const currentRequest = (): RequestScope | undefined => storage.getStore();

/** Called once the session is known, so later log lines of the request carry the user. */
export function setRequestUser(userId: string | undefined) {
  const scope = storage.getStore();
  if (scope) scope.userId = userId;
}
