import { notify } from '../../components/toaster';

/**
 * Shares the current page: the system share sheet where there is one, else the URL goes to the
 * clipboard. A reader closing the share sheet is not an error.
 */
export function useShareLink(title: string) {
  return async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        if ((error as Error)?.name !== 'AbortError') notify.error('Sharing failed', 'Please copy the address from your browser.');
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Link copied', 'The link to this edition is on your clipboard.');
    } catch {
      notify.error('Could not copy the link', 'Please copy the address from your browser.');
    }
  };
}
