import { List } from '@chakra-ui/react';
import { analyticsInsights } from '../../../shared/analyticsInsights';
import { SectionCard } from '../../components/admin/SectionCard';
import type { AnalyticsSummary } from './types';

export function InsightsCard({ summary }: { summary: AnalyticsSummary }) {
  return (
    <SectionCard title="Insights">
      <List.Root gap="3" ps="5">
        {analyticsInsights(summary).map((text) => (
          <List.Item key={text}>{text}</List.Item>
        ))}
      </List.Root>
    </SectionCard>
  );
}
