import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
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
