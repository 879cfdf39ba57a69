import { preloadableLazy } from '../../lib/preloadableLazy';

/**
 * The home page's sections below the fold, fetched after the page is live (decision 0042). On a
 * page drawn on the server they keep their drawn markup and hydrate once their chunk lands, a moment
 * after the rest: nothing above them changes the context they read meanwhile, which would make React
 * draw them anew. A navigation to the home page waits for them instead (pathReady.ts), and the
 * server has them before it draws.
 */
const belowFold = () => import('./belowFold');

export const VeteranVoicesLater = preloadableLazy(() => belowFold().then((m) => ({ default: m.VeteranVoices })));
export const AboutBoxLater = preloadableLazy(() => belowFold().then((m) => ({ default: m.AboutBox })));
export const SubscribeCalloutLater = preloadableLazy(() => belowFold().then((m) => ({ default: m.SubscribeCallout })));
export const QuickSubscribeBandLater = preloadableLazy(() => belowFold().then((m) => ({ default: m.QuickSubscribeBand })));
export const TestimonialsLater = preloadableLazy(() => belowFold().then((m) => ({ default: m.Testimonials })));

const parts = [VeteranVoicesLater, AboutBoxLater, SubscribeCalloutLater, QuickSubscribeBandLater, TestimonialsLater];

/** Resolves once every section below the fold can draw at once. */
export function loadHomeLaterParts(): Promise<void> {
  return Promise.all(parts.map((part) => part.preload())).then(() => undefined);
}
