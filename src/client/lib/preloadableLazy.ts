import { type ComponentType, lazy } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/**
 * React.lazy that can be loaded ahead: once `preload` has resolved, the component renders at once
 * instead of suspending (React reads a thenable that answers synchronously as resolved). A page
 * drawn on the server preloads its lazy parts before hydrating, so no part of it is left
 * dehydrated, where a tap would be lost.
 */
export function preloadableLazy<P>(load: () => Promise<Loaded<P>>) {
  let loaded: Loaded<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const answeredAtOnce = (module: Loaded<P>) =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable that resolves synchronously is the point
    ({ then: (resolve: (value: Loaded<P>) => void) => resolve(module) }) as Promise<Loaded<P>>;
  const Component = lazy(() => (loaded ? answeredAtOnce(loaded) : preload()));
  return { Component, preload };
}
