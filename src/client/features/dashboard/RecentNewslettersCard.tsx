import { Flex, Stack, Text } from '@chakra-ui/react';
import { DASHBOARD_LIMITS } from '../../../shared/dashboard';
import { newsletterTypeLabels } from '../../../shared/labels';
import { errorMessage } from '../../api/errorMessage';
import { trpc } from '../../trpc';
import { formatDate } from '../../../shared/adminDates';
import { ListMessage } from '../../components/admin/ListMessage';
import { SectionCard } from '../../components/admin/SectionCard';
import { NewsletterStatusBadge } from '../newsletterEditor/NewsletterStatusBadge';

export function RecentNewslettersCard() {
  const newsletters = trpc.newsletters.list.useQuery({ limit: DASHBOARD_LIMITS.newsletters });
  return (
    <SectionCard title="Recent Newsletters">
      {newsletters.isPending ? (
        <ListMessage kind="loading" text="Loading newsletters..." />
      ) : newsletters.isError ? (
        <ListMessage kind="error" text={errorMessage(newsletters.error, 'Could not load newsletters.')} />
      ) : newsletters.data.items.length === 0 ? (
        <ListMessage kind="empty" text="No newsletters found. Create your first newsletter to get started." />
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" aria-label="Recent newsletters">
          {newsletters.data.items.map((n) => (
            <Flex
              as="li"
              key={n.id}
              justify="space-between"
              align="center"
              gap="3"
              py="3"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
            >
              <Stack gap="0.5" minW="0">
                <Text fontWeight="semibold" lineClamp={2}>
                  {n.title}
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {newsletterTypeLabels[n.type]} · Created {formatDate(n.createdAt)}
                </Text>
              </Stack>
              <NewsletterStatusBadge status={n.status} />
            </Flex>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
