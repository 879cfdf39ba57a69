import { Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDate } from '../../../shared/adminDates';
import { newsletterTypeLabels } from '../../../shared/labels';
import { formatRate } from '../../../shared/rates';
import { ListMessage } from '../../components/admin/ListMessage';
import { SectionCard } from '../../components/admin/SectionCard';
import { formatCount } from '../../components/charts/scale';
import type { AnalyticsSummary } from './types';

/** The ten most recent sent newsletters with their delivery figures. */
export function RecentSentCard({ summary }: { summary: AnalyticsSummary }) {
  return (
    <SectionCard title="Recent Newsletters">
      {summary.recentSent.length === 0 ? (
        <ListMessage kind="empty" text="No newsletters sent yet." />
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" aria-label="Recently sent newsletters">
          {summary.recentSent.map((n) => (
            <Flex
              as="li"
              key={n.id}
              direction={{ base: 'column', md: 'row' }}
              justify="space-between"
              gap={{ base: '1', md: '4' }}
              py="3"
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
            >
              <Stack gap="0.5" minW="0">
                <Text fontWeight="semibold">{n.title}</Text>
                <Text textStyle="sm" color="fg.muted">
                  {newsletterTypeLabels[n.type]} · Sent {formatDate(n.sentDate)}
                </Text>
              </Stack>
              <HStack columnGap="4" rowGap="0" textStyle="sm" flexShrink={0} color="fg.muted" wrap="wrap">
                <Text>{formatCount(n.totalSent)} sent</Text>
                <Text>
                  {formatCount(n.opened)} opens ({formatRate(n.openRate)})
                </Text>
                <Text>
                  {formatCount(n.clicked)} clicks ({formatRate(n.clickRate)})
                </Text>
              </HStack>
            </Flex>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
