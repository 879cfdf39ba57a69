import { useEffect } from 'react';

export const SITE_NAME = 'Muster';

/** Each screen names the browser tab (and what a screen reader announces on arrival). */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
