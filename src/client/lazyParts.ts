import { preloadableLazy } from './lib/preloadableLazy';

/** Loaded after the page itself, so the chat does not weigh on the first paint. */
export const chatWidget = preloadableLazy(() => import('./features/chat/ChatWidget'));

/** The sanitizer (DOMPurify), fetched when the browser draws stored HTML itself (DeferredSafeHtml). */
export const safeHtml = preloadableLazy(() =>
  import('./components/SafeHtml').then((m) => ({ default: m.SafeHtml, sanitizeForDisplay: m.sanitizeForDisplay })),
);

/** What a page drawn on the server needs in hand before the browser takes it over. */
export const preloadLazyParts = () => chatWidget.preload();
