import { type ComponentProps, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Box } from '@chakra-ui/react';
import { safeHtml } from '../lazyParts';
import type { SafeHtml as EagerSafeHtml } from './SafeHtml';

const SafeHtml = safeHtml.Component;

const noSubscription = () => () => {};

/** After the page has settled: the sanitizer is not worth a place in a reader's first load. */
function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1000);
  return () => clearTimeout(id);
}

/**
 * Stored HTML on a public page. On a page the server drew, the HTML came sanitized by SafeHtml
 * with the same rules, and the browser keeps that markup while React takes the page over: the
 * sanitizer (DOMPurify) is not part of a reader's first load. Once the page is idle the browser
 * sanitizes the text again with its own parser, and redraws it only if that gives other markup.
 * Where the browser draws the HTML itself (a page reached by a link inside the app, or text that
 * changed since), it sanitizes before showing, as SafeHtml does everywhere.
 */
export function DeferredSafeHtml(props: ComponentProps<typeof EagerSafeHtml>) {
  // true while React takes over drawn markup (and on the server), false in any later render
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [drawn] = useState(() => (hydrating && typeof document !== 'undefined' ? props.html : null));
  const [drawnDiffers, setDrawnDiffers] = useState(false);
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (drawn === null) return;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void safeHtml.preload().then(({ sanitizeForDisplay }) => {
        if (!cancelled && element.current && sanitizeForDisplay(drawn) !== element.current.innerHTML) setDrawnDiffers(true);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [drawn]);

  const { html, ...boxProps } = props;
  return (
    <Suspense fallback={null}>
      {html === drawn && !drawnDiffers ? (
        // React leaves the inner HTML of drawn markup alone when it hydrates, and sets it again only
        // when this value changes: the server's sanitized markup stays on screen
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty value, to keep what the server drew
        <Box ref={element} {...boxProps} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      ) : (
        <SafeHtml {...props} />
      )}
    </Suspense>
  );
}
