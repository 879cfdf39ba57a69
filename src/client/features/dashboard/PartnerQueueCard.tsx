import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { partnerContentTypeLabels } from '../../../shared/labels';
import { errorMessage } from '../../api/errorMessage';
import { formatDate } from '../../../shared/adminDates';
import { ListMessage } from '../../components/admin/ListMessage';
import { SectionCard } from '../../components/admin/SectionCard';
import { StatusBadge } from '../../components/admin/StatusBadge';
import { partnerStatusBadges } from '../../../shared/statusBadges';
import { usePartnerQueue } from './usePartnerQueue';

export function PartnerQueueCard() {
  const queue = usePartnerQueue();
  return (
    <SectionCard
      title="Partner Queue"
      actions={
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/admin/partners">Manage Partners</RouterLink>
        </Button>
      }
    >
      {queue.isPending ? (
        <ListMessage kind="loading" text="Loading partners..." />
      ) : queue.error ? (
        <ListMessage kind="error" text={errorMessage(queue.error, 'Could not load partners.')} />
      ) : queue.items.length === 0 ? (
        <ListMessage kind="empty" text="No partners waiting or approved." />
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" aria-label="Partner queue">
          {queue.items.map((p) => (
            <Flex
              as="li"
              key={p.id}
              justify="space-between"
              align="center"
              gap="3"
              py="3"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
            >
              <Stack gap="0.5" minW="0">
                <Text fontWeight="semibold" truncate>
                  {p.name}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {partnerContentTypeLabels[p.contentType]} placement · {p.scheduledDate ? formatDate(p.scheduledDate) : 'Not scheduled'}
                </Text>
              </Stack>
              <StatusBadge look={partnerStatusBadges[p.status]} />
            </Flex>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
