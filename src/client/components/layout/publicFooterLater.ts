import { preloadableLazy } from '../../lib/preloadableLazy';

/**
 * The public footer, fetched after the page is live, as the home page's parts below the fold are
 * (features/home/homeLaterParts.ts, decision 0042): a drawn page keeps the footer's markup until its
 * chunk lands; a page drawn afresh waits for it (pathReady.ts).
 */
export const PublicFooterLater = preloadableLazy(() => import('./PublicFooter').then((m) => ({ default: m.PublicFooter })));
