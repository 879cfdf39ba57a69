import { Box, Grid, Stack } from '@chakra-ui/react';
import { DashboardHeader } from './DashboardHeader';
import { PartnerQueueCard } from './PartnerQueueCard';
import { PerformanceCard } from './PerformanceCard';
import { QuickActionsCard } from './QuickActionsCard';
import { RecentNewslettersCard } from './RecentNewslettersCard';
import { RecentSubscribersCard } from './RecentSubscribersCard';

export function DashboardScreen() {
  return (
    <Box maxW="7xl">
      <DashboardHeader />
      <Stack gap="6">
        <PerformanceCard />
        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
          <RecentNewslettersCard />
          <RecentSubscribersCard />
          <PartnerQueueCard />
          <QuickActionsCard />
        </Grid>
      </Stack>
    </Box>
  );
}
