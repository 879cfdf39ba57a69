import { act, type ReactNode, Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredSafeHtml } from '../../src/client/components/DeferredSafeHtml';
import { SafeHtml } from '../../src/client/components/SafeHtml';
import { safeHtml } from '../../src/client/lazyParts';
import { shellSystem } from '../../src/client/theme';

// hydrateRoot is driven through act() here, as Testing Library does for render()
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const withTheme = (node: ReactNode) => <ChakraProvider value={shellSystem}>{node}</ChakraProvider>;

/** What the server draws for DeferredSafeHtml: its lazy SafeHtml, loaded, inside its boundary. */
const drawnByServer = (html: string) =>
  renderToString(
    withTheme(
      <Suspense fallback={null}>
        <SafeHtml html={html} />
      </Suspense>,
    ),
  );

/** The page idles (no requestIdleCallback in jsdom: the fallback timer) and the sanitizer lands. */
const idle = () => act(() => new Promise((resolve) => setTimeout(resolve, 1200)));

const roots: { unmount: () => void }[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
});

function hydrate(markup: string, html: string) {
  const container = document.createElement('div');
  container.innerHTML = markup;
  document.body.append(container);
  act(() => {
    roots.push(hydrateRoot(container, withTheme(<DeferredSafeHtml html={html} />)));
  });
  return container;
}

describe('stored HTML on a page the server drew', () => {
  it('keeps the drawn markup while hydrating and fetches the sanitizer only when the page idles', async () => {
    const preload = vi.spyOn(safeHtml, 'preload');
    const html = '<p>Veterans helping veterans. <a href="/about">Read more</a></p>';
    const container = hydrate(drawnByServer(html), html);
    const link = container.querySelector('a');
    expect(link?.textContent).toBe('Read more');
    expect(preload).not.toHaveBeenCalled();

    await idle();
    expect(preload).toHaveBeenCalledTimes(1);
    // sanitized again in the browser, the same markup: nothing is redrawn (the same element stays)
    expect(container.querySelector('a')).toBe(link);
    preload.mockRestore();
  });

  it('redraws the text sanitized when the drawn markup is not what the browser’s sanitizer gives', async () => {
    const html = '<p>Hello</p><img src="/a.png" onerror="alert(1)">';
    // a drawing that carries what the sanitizer would have removed (a different parser, a tampered page)
    const markup = drawnByServer('<p>Hello</p><img src="/a.png">').replace('<img src="/a.png">', '<img src="/a.png" onerror="alert(1)">');
    const container = hydrate(markup, html);
    expect(container.querySelector('img')?.getAttribute('onerror')).toBe('alert(1)');

    await idle();
    expect(container.querySelector('img')).not.toBeNull();
    expect(container.querySelector('img')?.hasAttribute('onerror')).toBe(false);
    expect(container.textContent).toContain('Hello');
  });
});

describe('stored HTML the browser draws itself', () => {
  it('is sanitized before it shows', async () => {
    render(withTheme(<DeferredSafeHtml html={'<p>Benefits guide</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>'} />));
    expect(await screen.findByText('Benefits guide')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('x').getAttribute('href')).toBeNull();
  });
});
