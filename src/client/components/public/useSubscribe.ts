import type { Branch } from '../../../shared/enums';
import { useInvalidate } from '../../lib/invalidation';
import { errorMessage } from '../../api/errorMessage';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../api/ApiContext';
import { notify } from '../toaster';
import { SITE_NAME } from '../usePageTitle';

export type SubscribeValues = { email: string; name?: string; veteranBranch?: Branch | '' };

/**
 * The one sign-up path of the public site (the subscribe page and the home band): checks the
 * email is there, sends only the fields filled in, and words the toasts as the spec does.
 * Resolves true when the reader was subscribed, so the form can clear itself.
 */
export function useSubscribe() {
  const stale = useInvalidate();
  const mutation = useMutation({ ...useApi().mutationOptions('subscribers.create'), onSuccess: () => stale('subscribers') });

  async function subscribe({ email, name, veteranBranch }: SubscribeValues): Promise<boolean> {
    if (!email.trim()) {
      notify.error('Email required', 'Please enter your email address.');
      return false;
    }
    try {
      const answer = await mutation.mutateAsync({
        email: email.trim(),
        ...(name?.trim() ? { name: name.trim() } : {}),
        ...(veteranBranch ? { veteranBranch } : {}),
      });
      if (answer.subscribed) {
        notify.success(`Welcome to ${SITE_NAME}!`, "You've successfully subscribed. Check your email for confirmation.");
      } else {
        // SIGNUP_DOUBLE_OPT_IN: nothing is sent until the email's link is used
        notify.success('Almost there!', 'Check your email and confirm your subscription.');
      }
      return true;
    } catch (error) {
      notify.error('Subscription failed', errorMessage(error, 'Please try again later.'));
      return false;
    }
  }

  return { subscribe, pending: mutation.isPending };
}
