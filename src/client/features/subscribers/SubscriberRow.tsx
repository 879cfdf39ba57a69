import { Box, Button, Circle, HStack, Text } from '@chakra-ui/react';
import { branchLabels } from '../../../shared/labels';
import { SUPPRESSED_BADGE, subscriptionBadge } from '../../../shared/statusBadges';
import { formatDate } from '../../../shared/adminDates';
import { initials } from '../../../shared/text';
import { StatusBadge } from '../../components/admin/StatusBadge';
import { ConfirmButton } from '../../components/admin/ConfirmButton';
import { ListRow } from '../../components/admin/PagedList';
import type { Subscriber } from './types';

type SubscriberRowProps = {
  subscriber: Subscriber;
  onToggle: (subscriber: Subscriber) => Promise<unknown>;
  onRemove: (subscriber: Subscriber) => Promise<unknown>;
};

/** Initials, name or email, branch and join date, the badge, and the row's two actions. */
export function SubscriberRow({ subscriber, onToggle, onRemove }: SubscriberRowProps) {
  const display = subscriber.name ?? subscriber.email;
  const details = [
    subscriber.name ? subscriber.email : null,
    subscriber.veteranBranch ? branchLabels[subscriber.veteranBranch] : null,
    `Joined ${formatDate(subscriber.subscribedAt)}`,
  ].filter(Boolean);

  return (
    <ListRow>
      <HStack gap="3" flex="1" minW="0" w={{ base: 'full', md: 'auto' }} align="center">
        <Circle size="10" bg="navy.100" color="navy.800" fontWeight="semibold" fontSize="sm" flexShrink={0} aria-hidden="true">
          {initials(display)}
        </Circle>
        <Box minW="0" flex="1">
          <Text fontWeight="semibold" truncate>
            {display}
          </Text>
          <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
            {details.join(' · ')}
          </Text>
        </Box>
      </HStack>
      <HStack gap="2" flexShrink={0} wrap="wrap" pl={{ base: '13', md: '0' }}>
        <StatusBadge look={subscriptionBadge(subscriber.subscribed)} />
        {subscriber.suppressedAt && (
          <span title={subscriber.suppressionReason ?? undefined}>
            <StatusBadge look={SUPPRESSED_BADGE} />
          </span>
        )}
        <Button
          size="sm"
          variant="outline"
          aria-label={`${subscriber.subscribed ? 'Unsubscribe' : 'Resubscribe'} ${subscriber.email}`}
          onClick={() => void onToggle(subscriber)}
        >
          {subscriber.subscribed ? 'Unsubscribe' : 'Resubscribe'}
        </Button>
        <ConfirmButton
          ariaLabel={`Delete ${subscriber.email}`}
          title="Delete subscriber?"
          description={`${subscriber.email} will be removed for good. To stop sending to them but keep the record, unsubscribe them instead.`}
          confirmLabel="Delete"
          onConfirm={() => onRemove(subscriber)}
        >
          Delete
        </ConfirmButton>
      </HStack>
    </ListRow>
  );
}
