import type { Api } from './api/api';
import { loadFullTheme } from './themeSystem';
import { whenRouteSplitsLoaded } from './lib/routeSplits';
import { loadHomeLaterParts } from './features/home/homeLaterParts';
import { PublicFooterLater } from './components/layout/publicFooterLater';
import { isTakingOverDrawnPage } from './takingOver';

/**
 * The paths the shell draws alone, with its own recipes (theme.ts) and reads through `Api`, without
 * the tRPC client: the home page, a reader's usual first page. tests/unit/themeRecipes.test.ts
 * checks what the shell's recipes draw.
 */
const SHELL_PATHS: ReadonlySet<string> = new Set(['/']);

/**
 * Resolves once `pathname` can be drawn: the parts whose code comes after a page is live (not
 * waited for while a drawn page is taken over, takingOver.ts), every recipe, the tRPC client its screen's hooks use
 * (so a TrpcBoundary never suspends while a page hydrates or a navigation lands), and the table of
 * the routes' parts with the chunks each brings (lib/routeSplits.ts), all fetched at once before
 * the screen's own chunks are asked for; undefined when nothing is missing.
 */
export function whenPathReady(pathname: string, api: Api): Promise<void> | undefined {
  const laterParts = isTakingOverDrawnPage() ? undefined : loadLaterParts(pathname);
  if (SHELL_PATHS.has(pathname)) return laterParts;
  const theme = loadFullTheme();
  const trpcClient = api.binding ? undefined : api.load();
  const routeSplits = whenRouteSplitsLoaded();
  if (!laterParts && !theme && !trpcClient && !routeSplits) return undefined;
  return Promise.all([laterParts, theme, trpcClient, routeSplits]).then(() => undefined);
}

const ADMIN_PATH = /^\/(?:admin|login)(?:\/|$)/;

/** The parts a public page fetches once live (the footer; the home page's sections below the fold). */
function loadLaterParts(pathname: string): Promise<void> | undefined {
  if (ADMIN_PATH.test(pathname)) return undefined;
  return Promise.all([PublicFooterLater.preload(), pathname === '/' ? loadHomeLaterParts() : undefined]).then(() => undefined);
}
