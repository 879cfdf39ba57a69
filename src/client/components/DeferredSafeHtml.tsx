import { type ComponentProps, lazy, Suspense } from 'react';

const SafeHtml = lazy(() => import('./SafeHtml').then((m) => ({ default: m.SafeHtml })));

/**
 * SafeHtml for text below the fold on every page (the footer, the home page's About box): the
 * sanitizer (DOMPurify) arrives after the page's first paint instead of with it.
 */
export function DeferredSafeHtml(props: ComponentProps<typeof SafeHtml>) {
  return (
    <Suspense fallback={null}>
      <SafeHtml {...props} />
    </Suspense>
  );
}
