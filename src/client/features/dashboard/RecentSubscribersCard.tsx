import { Avatar, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { DASHBOARD_LIMITS, veteranLine } from '../../../shared/dashboard';
import { initials } from '../../../shared/text';
import { errorMessage } from '../../api/errorMessage';
import { trpc } from '../../trpc';
import { formatDate } from '../../../shared/adminDates';
import { ListMessage } from '../../components/admin/ListMessage';
import { SectionCard } from '../../components/admin/SectionCard';

export function RecentSubscribersCard() {
  const subscribers = trpc.subscribers.list.useQuery({ limit: DASHBOARD_LIMITS.subscribers });
  return (
    <SectionCard
      title="Recent Subscribers"
      actions={
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/admin/subscribers">View All Subscribers</RouterLink>
        </Button>
      }
    >
      {subscribers.isPending ? (
        <ListMessage kind="loading" text="Loading subscribers..." />
      ) : subscribers.isError ? (
        <ListMessage kind="error" text={errorMessage(subscribers.error, 'Could not load subscribers.')} />
      ) : subscribers.data.items.length === 0 ? (
        <ListMessage kind="empty" text="No subscribers yet." />
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" aria-label="Recent subscribers">
          {subscribers.data.items.map((s) => {
            const shown = s.name || s.email;
            return (
              <HStack as="li" key={s.id} gap="3" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
                <Avatar.Root size="sm" bg="navy.100" color="navy.900">
                  <Avatar.Fallback aria-hidden="true">{initials(shown)}</Avatar.Fallback>
                </Avatar.Root>
                <Stack gap="0" minW="0" flex="1">
                  <Text fontWeight="semibold" truncate>
                    {shown}
                  </Text>
                  <Text textStyle="sm" color="fg.muted">
                    {veteranLine(s.veteranBranch)}
                  </Text>
                </Stack>
                <Text textStyle="sm" color="fg.muted" flexShrink={0}>
                  {formatDate(s.subscribedAt)}
                </Text>
              </HStack>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
