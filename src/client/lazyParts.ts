import { preloadableLazy } from './lib/preloadableLazy';

/** Loaded after the page itself, so the chat does not weigh on the first paint. */
export const chatWidget = preloadableLazy(() => import('./features/chat/ChatWidget'));

/** The sanitizer (DOMPurify) for text below the fold, loaded after the first paint. */
export const safeHtml = preloadableLazy(() => import('./components/SafeHtml').then((m) => ({ default: m.SafeHtml })));

/** What a page drawn on the server needs in hand before the browser takes it over. */
export const preloadLazyParts = () => Promise.all([chatWidget.preload(), safeHtml.preload()]);
