import type { Api } from './api/api';
import { loadFullTheme } from './themeSystem';
import { whenRouteSplitsLoaded } from './lib/routeSplits';

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
  if (SHELL_PATHS.has(pathname)) return undefined;
  const theme = loadFullTheme();
  const trpcClient = api.binding ? undefined : api.load();
  const routeSplits = whenRouteSplitsLoaded();
  if (!theme && !trpcClient && !routeSplits) return undefined;
  return Promise.all([theme, trpcClient, routeSplits]).then(() => undefined);
}
