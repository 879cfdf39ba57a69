import { type ComponentProps, Suspense } from 'react';
import { safeHtml } from '../lazyParts';
import type { SafeHtml as EagerSafeHtml } from './SafeHtml';

const SafeHtml = safeHtml.Component;

/**
 * SafeHtml for text below the fold on every page (the footer, the home page's About box): the
 * sanitizer (DOMPurify) arrives after the page's first paint instead of with it.
 */
export function DeferredSafeHtml(props: ComponentProps<typeof EagerSafeHtml>) {
  return (
    <Suspense fallback={null}>
      <SafeHtml {...props} />
    </Suspense>
  );
}
