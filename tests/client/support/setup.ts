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

// A toast's own state machine (Ark's ToastActor) moves on its timers: entering, measuring its
// height, pausing when the page is idle. On a loaded machine one of those ticks can land between a
// test's awaits, outside act, and React warns about a component of Ark's, not of ours. Our own
// updates outside act still fail the test.
ignoreConsoleErrors(
  ([message, component]) => typeof message === 'string' && message.includes('not wrapped in act(') && component === 'ToastActor',
);
