import { useSyncExternalStore } from 'react';
import type { SystemContext } from '@chakra-ui/react';
import { shellSystem } from './theme';

/**
 * The Chakra system the app draws with (ChakraProvider's value). The home page, a reader's usual
 * first page, needs only the shell's recipes; any other path waits for the full set before it
 * draws (pathReady.ts, in the root route's beforeLoad), and the app keeps that system from then on. The two differ
 * only in the recipes they hold, so a component gets the same styles and class names from either.
 */
let current: SystemContext = shellSystem;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Resolves once every recipe is in the system; undefined when they already are. */
export function loadFullTheme(): Promise<void> | undefined {
  if (current !== shellSystem) return undefined;
  loading ??= import('./themeFull').then(
    ({ fullSystem }) => {
      current = fullSystem;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined; // the next navigation tries again
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSystem = () => current;

export function useThemeSystem(): SystemContext {
  return useSyncExternalStore(subscribe, getSystem, getSystem);
}
