import { Progress, Stack, Text } from '@chakra-ui/react';
import { trpc } from '../../trpc';
import { FailedNotice, LoadingNotice } from './QueryNotice';
import { serverMessage } from './serverMessage';

/** How often the editor asks again while messages are still queued. */
export const DELIVERY_REFRESH_MS = 2000;

/** A sent newsletter's delivery: refreshed while it sends, the final figures afterwards. */
export function DeliveryProgress({ id }: { id: string }) {
  const progress = trpc.newsletters.delivery.useQuery(
    { id },
    { refetchInterval: (query) => (query.state.data && query.state.data.queued > 0 ? DELIVERY_REFRESH_MS : false) },
  );
  if (progress.isPending) return <LoadingNotice text="Loading delivery progress..." />;
  if (progress.isError) {
    return (
      <FailedNotice
        text="Could not load delivery progress."
        detail={serverMessage(progress.error)}
        onRetry={() => void progress.refetch()}
      />
    );
  }
  const { queued, sent, failed, total } = progress.data;
  if (total === 0) return <Text color="fg.muted">No recipients: nobody wanted this newsletter when it was sent.</Text>;
  const done = sent + failed;
  return (
    <Stack gap="2" role="status" aria-live="polite">
      <Text fontWeight="semibold">{queued > 0 ? `Sending: ${done} of ${total} done` : `Delivered to ${sent} of ${total} subscribers`}</Text>
      <Progress.Root value={Math.round((done / total) * 100)} size="sm" colorPalette="navy" aria-label="Delivery progress">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text textStyle="sm" color="fg.muted">
        {queued} queued · {sent} sent · {failed} failed
      </Text>
    </Stack>
  );
}
