import { Box, Grid, Stack } from '@chakra-ui/react';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { ListMessage } from '../../components/admin/ListMessage';
import { errorMessage } from '../../api/errorMessage';
import { EngagementCard } from './EngagementCard';
import { GrowthAndImpactTiles } from './GrowthAndImpactTiles';
import { InsightsCard } from './InsightsCard';
import { NewsletterEngagementChart } from './NewsletterEngagementChart';
import { PerformanceFigures } from './PerformanceFigures';
import { RecentSentCard } from './RecentSentCard';
import { SubscriberGrowthChart } from './SubscriberGrowthChart';
import { useAnalyticsSummary } from './useAnalyticsSummary';

export function AnalyticsScreen() {
  const summary = useAnalyticsSummary();
  return (
    <Box maxW="7xl">
      <AdminPageHeader title="Analytics Dashboard" description="Delivery, engagement and subscriber figures from recorded sends." />
      {summary.isPending ? (
        <ListMessage kind="loading" text="Loading analytics..." />
      ) : summary.isError ? (
        <ListMessage kind="error" text={`Error loading analytics: ${errorMessage(summary.error, 'the server did not answer.')}`} />
      ) : (
        <Stack gap="6">
          <PerformanceFigures summary={summary.data} />
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
            <EngagementCard summary={summary.data} />
            <InsightsCard summary={summary.data} />
          </Grid>
          <GrowthAndImpactTiles summary={summary.data} />
          <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
            <SubscriberGrowthChart summary={summary.data} />
            <NewsletterEngagementChart summary={summary.data} />
          </Grid>
          <RecentSentCard summary={summary.data} />
        </Stack>
      )}
    </Box>
  );
}
