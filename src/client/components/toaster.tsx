import { Suspense, useSyncExternalStore } from 'react';
import { preloadableLazy } from '../lib/preloadableLazy';

export const TOAST_DURATION_MS = 5000;

type ToastOptions = { type: 'success' | 'error'; title: string; description?: string; duration?: number };

// The toast machinery (Zag's store, Chakra's view) comes with the first toast, not with every page.
const store = () => import('./toastStore');
const view = preloadableLazy(() => import('./ToasterView').then((m) => ({ default: m.ToasterView })));
const ToasterView = view.Component;

let wanted = false;
const listeners = new Set<() => void>();

/** Shows a toast in place of the one on screen; resolves once the store holds it. */
export async function showToast(options: ToastOptions): Promise<void> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  const { toaster } = await store();
  toaster.remove();
  toaster.create({ ...options, closable: true });
}

/** How screens word their toasts; errors use the destructive ('error') style. */
export const notify = {
  success: (title: string, description?: string) => void showToast({ type: 'success', title, description }),
  error: (title: string, description?: string) => void showToast({ type: 'error', title, description }),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Rendered once, at the root of the app, from the first toast on: the view, once mounted, shows
 * the toasts the store already holds.
 */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
