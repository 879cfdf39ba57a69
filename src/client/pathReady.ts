import type { Api } from './api/api';
import { loadFullTheme } from './themeSystem';
import { whenRouteSplitsLoaded } from './lib/routeSplits';
import { loadHomeLaterParts } from './features/home/homeLaterParts';
import { PublicFooterLater } from './components/layout/publicFooterLater';

/**
 * The paths the shell draws alone, with its own recipes (theme.ts) and reads through `Api`, without
 * the tRPC client: the home page, a reader's usual first page. tests/unit/themeRecipes.test.ts
 * checks what the shell's recipes draw.
 */
const SHELL_PATHS: ReadonlySet<string> = new Set(['/']);

/**
 * Resolves once `pathname` can be drawn: every recipe, the tRPC client its screen's hooks use
 * (so a TrpcBoundary never suspends while a page hydrates or a navigation lands), and the table of
 * the routes' parts with the chunks each brings (lib/routeSplits.ts), all fetched at once before
 * the screen's own chunks are asked for; undefined when nothing is missing.
 */
export function whenPathReady(pathname: string, api: Api): Promise<void> | undefined {
  const laterParts = drawingAfresh() ? loadLaterParts(pathname) : undefined;
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

/**
 * Whether the screen about to show is drawn here from nothing (on the server, or in the live app
 * after a navigation) rather than taken over from the server's markup, where the home page's parts
 * below the fold hydrate as they land (features/home/homeLaterParts.ts).
 */
function drawingAfresh(): boolean {
  return typeof document === 'undefined' || document.documentElement.dataset.app === 'live';
}
