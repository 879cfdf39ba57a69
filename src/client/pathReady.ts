import type { Api } from './api/api';
import { loadFullTheme } from './themeSystem';

/**
 * The paths the shell draws alone, with its own recipes (theme.ts) and reads through `Api`, without
 * the tRPC client: the home page, a reader's usual first page. tests/unit/themeRecipes.test.ts
 * checks what the shell's recipes draw.
 */
const SHELL_PATHS: ReadonlySet<string> = new Set(['/']);

/**
 * Resolves once `pathname` can be drawn: every recipe, and the tRPC client its screen's hooks use
 * (so a TrpcBoundary never suspends while a page hydrates or a navigation lands); undefined when
 * nothing is missing.
 */
export function whenPathReady(pathname: string, api: Api): Promise<void> | undefined {
  if (SHELL_PATHS.has(pathname)) return undefined;
  const theme = loadFullTheme();
  const trpcClient = api.binding ? undefined : api.load();
  if (!theme && !trpcClient) return undefined;
  return Promise.all([theme, trpcClient]).then(() => undefined);
}
