import { type ComponentType, lazy } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: any props, as React.lazy itself accepts
type Loaded = { default: ComponentType<any> };

/**
 * React.lazy that can be loaded ahead: once `preload` has resolved, the component renders at once
 * instead of suspending (React reads a thenable that answers synchronously as resolved). A page
 * drawn on the server preloads its lazy parts before hydrating, so no part of it is left
 * dehydrated, where a tap would be lost. `preload` answers the whole module, other exports too.
 */
export function preloadableLazy<M extends Loaded>(load: () => Promise<M>) {
  let loaded: M | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const answeredAtOnce = (module: M) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable that resolves synchronously is the point
    ({ then: (resolve: (value: M) => void) => resolve(module) }) as Promise<M>;
  const Component = lazy<M['default']>(() => (loaded ? answeredAtOnce(loaded) : preload()));
  return { Component, preload };
}
