import { Component, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { preloadableLazy } from '../lib/preloadableLazy';
import { PlainToast } from './PlainToast';

export const TOAST_DURATION_MS = 5000;

type ToastOptions = { type: 'success' | 'error'; title: string; description?: string; duration?: number };

// The toast machinery (Zag's store, Chakra's view) comes with the first toast, not with every page.
const store = () => import('./toastStore');
const view = preloadableLazy(() => import('./ToasterView').then((m) => ({ default: m.ToasterView })));
const ToasterView = view.Component;

type ToasterState = {
  /** a toast has been asked for: the view is mounted from then on */
  wanted: boolean;
  /** the toast shown as plain markup, once the machinery failed to load */
  plain: ToastOptions | null;
  failed: boolean;
};

let state: ToasterState = { wanted: false, plain: null, failed: false };
let latest: ToastOptions | null = null;
let plainTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function update(next: Partial<ToasterState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const dismissPlain = () => update({ plain: null });

/** The message of a toast the machinery could not show, shown plainly for as long as a toast lasts. */
function showPlain(options: ToastOptions) {
  clearTimeout(plainTimer);
  update({ failed: true, plain: options });
  plainTimer = setTimeout(dismissPlain, options.duration ?? TOAST_DURATION_MS);
}

/** Shows a toast in place of the one on screen; resolves once it is on its way to the screen. */
export async function showToast(options: ToastOptions): Promise<void> {
  latest = options;
  if (!state.wanted) update({ wanted: true });
  if (state.failed) return showPlain(options);
  try {
    const { toaster } = await store();
    toaster.remove();
    toaster.create({ ...options, closable: true });
  } catch (error) {
    console.warn('[muster] the toast could not load; showing it plainly', error);
    showPlain(options);
  }
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

const serverState: ToasterState = { wanted: false, plain: null, failed: false };

/** A view that failed to load leaves the toast to the plain markup instead of taking the page down. */
class ViewBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.warn('[muster] the toast view could not load; showing toasts plainly', error);
    if (latest) showPlain(latest);
    else update({ failed: true });
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Rendered once, at the root of the app, from the first toast on: the view, once mounted, shows
 * the toasts the store already holds.
 */
export function AppToaster() {
  const { wanted, plain, failed } = useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  );
  if (!wanted) return null;
  return (
    <>
      {!failed && (
        <ViewBoundary>
          <Suspense fallback={null}>
            <ToasterView />
          </Suspense>
        </ViewBoundary>
      )}
      {plain && <PlainToast {...plain} onDismiss={dismissPlain} />}
    </>
  );
}
