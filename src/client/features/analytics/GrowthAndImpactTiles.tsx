import { SimpleGrid } from '@chakra-ui/react';
import { StatTile } from '../../components/admin/StatTile';
import { formatCount } from '../../components/charts/scale';
import type { AnalyticsSummary } from './types';

/** Subscriber Growth (the spec's fixed 12% estimate, said to be one) and Veteran Impact. */
export function GrowthAndImpactTiles({ summary }: { summary: AnalyticsSummary }) {
  const growth = summary.estimatedMonthlyGrowth;
  const percent = Math.round(growth.rate * 100);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <StatTile
        label="Subscriber Growth (estimate)"
        value={`+${formatCount(growth.subscribers)} / month`}
        help={`A fixed estimate of ${percent}% of active subscribers, not measured growth.`}
      />
      <StatTile
        label="Veteran Impact"
        value={`${formatCount(summary.totals.conversions)} service conversions`}
        help="Veterans who took up a service from a newsletter link. Other outcomes are not measured yet."
      />
    </SimpleGrid>
  );
}
