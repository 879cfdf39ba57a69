import { act, lazy, type ReactNode, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Later } from '../../src/client/components/Later';

// hydrateRoot is driven through act() here, as Testing Library does for render()
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter() {
  const [presses, setPresses] = useState(0);
  return (
    <button type="button" onClick={() => setPresses(presses + 1)}>
      Pressed {presses}
    </button>
  );
}

const page = (part: ReactNode) => (
  <main>
    <h1>Top</h1>
    <Later>{part}</Later>
  </main>
);

/** The part's code, held until the test lets it come (or fail). */
function heldCode() {
  let settle: { resolve: (m: { default: typeof Counter }) => void; reject: (e: Error) => void } | undefined;
  const code = new Promise<{ default: typeof Counter }>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { Part: lazy(() => code), settle: settle! };
}

const roots: Root[] = [];
const recovered: unknown[] = [];
afterEach(() => {
  recovered.length = 0;
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
});

/** The server's drawing of the page, with the part's code in hand, taken over by the browser's. */
async function hydrate(Part: ReturnType<typeof heldCode>['Part']) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(<Counter />));
  document.body.append(container);
  await act(async () => {
    roots.push(hydrateRoot(container, page(<Part />), { onCaughtError: () => {}, onRecoverableError: (error) => recovered.push(error) }));
  });
  return container;
}

const mark = (container: HTMLElement) => container.querySelector('template')?.dataset.later;

describe('Later: a part whose code comes after the page is live', () => {
  it('keeps the drawn markup until the code comes, then hydrates it in place and marks it come', async () => {
    const { Part, settle } = heldCode();
    const container = await hydrate(Part);
    const drawn = container.querySelector('button');
    expect(drawn?.textContent).toBe('Pressed 0');
    expect(mark(container)).toBe('waiting');

    await act(async () => settle.resolve({ default: Counter }));
    expect(container.querySelector('button')).toBe(drawn);
    expect(mark(container)).toBe('in');
    act(() => drawn?.click());
    expect(drawn?.textContent).toBe('Pressed 1');
  });

  it('leaves out a part whose code cannot be fetched, and the page around it stays', async () => {
    const { Part, settle } = heldCode();
    const container = await hydrate(Part);
    await act(async () => settle.reject(new Error('chunk failed to load')));
    expect(container.querySelector('h1')?.textContent).toBe('Top');
    expect(container.querySelector('button')).toBeNull();
    expect(mark(container)).toBeUndefined();
    // React keeps the failed hydration's error in a module-wide queue until a Suspense boundary or
    // a root next mounts, and hands it to that one's root: in a shared worker, another file's. A
    // boundary mounted here, as the page's next screen would, takes it to this page's root.
    await act(async () => roots[0].render(<Suspense fallback={null}>{page(null)}</Suspense>));
    expect(recovered.map((error) => (error as Error).cause)).toEqual([new Error('chunk failed to load')]);
  });
});
