import { Suspense, useEffect, useState } from 'react';
import { createToaster } from '@chakra-ui/react';
import { preloadableLazy } from '../lib/preloadableLazy';

export const TOAST_DURATION_MS = 5000;

/** The spec keeps at most one toast on screen; `notify` replaces it rather than queueing. */
export const toaster = createToaster({
  // Bottom corner: on a phone a top toast would cover the header and its menu button.
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

function show(type: 'success' | 'error', title: string, description?: string) {
  toaster.remove();
  return toaster.create({ type, title, description, closable: true });
}

/** How screens word their toasts; errors use the destructive ('error') style. */
export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
};

const view = preloadableLazy(() => import('./ToasterView').then((m) => ({ default: m.ToasterView })));
const ToasterView = view.Component;

/**
 * Rendered once, at the root of the app. The toast machinery comes with the first toast, not with
 * every page: the view, once mounted, shows the toasts the store already holds.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => (wanted ? undefined : toaster.subscribe(() => setWanted(true))), [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
