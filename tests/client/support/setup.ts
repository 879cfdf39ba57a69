import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { ignoreConsoleErrors } from '../../support/failOnConsoleError';

// jsdom lacks these browser APIs that Chakra's components use
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as unknown as typeof window.matchMedia;
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollTo ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => cleanup());

// findBy* and waitFor give up after 1 s by default; on a loaded two-core machine a first render of
// a whole screen (a lazily loaded route, its query, Chakra's styles) took longer than that, and a
// test failed while the screen was still on its loading state (marketplace, full suite).
configure({ asyncUtilTimeout: 5000 });

// Ark's toast components move on their own: the toaster takes a toast once its lazily loaded store
// has it (after a dynamic import), and each toast's machine ticks on its timers (entering,
// measuring its height, pausing when the page is idle). On a loaded machine such an update can
// land between a test's awaits, outside act, and React warns about a component of Ark's
// ('Toaster', 'ToastActor'), not of ours: ours is named AppToaster for that reason. Our own updates
// outside act still fail the test.
const ARK_TOAST_COMPONENTS = new Set(['Toaster', 'ToastActor']);
ignoreConsoleErrors(
  ([message, component]) =>
    typeof message === 'string' && message.includes('not wrapped in act(') && ARK_TOAST_COMPONENTS.has(String(component)),
);
