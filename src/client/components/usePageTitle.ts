import { useEffect } from 'react';
import { pageTitle } from '../../shared/site';

export { SITE_NAME } from '../../shared/site';

/** Each screen names the browser tab (and what a screen reader announces on arrival). */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
