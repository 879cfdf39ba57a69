import { preloadableLazy } from './lib/preloadableLazy';

/** The sanitizer (DOMPurify), fetched when the browser draws stored HTML itself (DeferredSafeHtml). */
export const safeHtml = preloadableLazy(() =>
  import('./components/SafeHtml').then((m) => ({ default: m.SafeHtml, sanitizeForDisplay: m.sanitizeForDisplay })),
);
