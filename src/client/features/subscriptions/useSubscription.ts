import { errorMessage } from '../../api/errorMessage';
import { trpc } from '../../trpc';
import { notify } from '../../components/toaster';

/** The reader's subscription by token, and the three things they may do with it. */
export function useSubscription(token: string) {
  const utils = trpc.useUtils();
  const query = trpc.subscriptions.get.useQuery({ token });
  const onSuccess = (data: NonNullable<typeof query.data>) => utils.subscriptions.get.setData({ token }, data);
  const onError = (error: unknown) => notify.error('Something went wrong', errorMessage(error, 'Please try again later.'));
  const update = trpc.subscriptions.update.useMutation({ onSuccess, onError });
  const unsubscribe = trpc.subscriptions.unsubscribe.useMutation({ onSuccess, onError });
  const resubscribe = trpc.subscriptions.resubscribe.useMutation({ onSuccess, onError });
  return { query, update, unsubscribe, resubscribe };
}
