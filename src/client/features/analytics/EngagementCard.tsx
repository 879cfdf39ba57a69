import { DataList } from '@chakra-ui/react';
import { formatRate } from '../../../shared/rates';
import { SectionCard } from '../../components/admin/SectionCard';
import { formatCount } from '../../components/charts/scale';
import type { AnalyticsSummary } from './types';

/** Newsletters sent, opens, clicks and the conversion rate (conversions over clicks). */
export function EngagementCard({ summary }: { summary: AnalyticsSummary }) {
  const rows = [
    ['Newsletters sent', formatCount(summary.newslettersSent)],
    ['Total opens', formatCount(summary.totals.opened)],
    ['Total clicks', formatCount(summary.totals.clicked)],
    ['Conversion rate', formatRate(summary.conversionRate)],
  ] as const;
  return (
    <SectionCard title="Engagement">
      <DataList.Root orientation="horizontal" gap="3">
        {rows.map(([label, value]) => (
          <DataList.Item key={label} justifyContent="space-between" borderBottomWidth="1px" pb="2" _last={{ borderBottomWidth: 0 }}>
            <DataList.ItemLabel color="fg.muted">{label}</DataList.ItemLabel>
            <DataList.ItemValue justifyContent="flex-end" fontWeight="semibold" color="navy.900">
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </SectionCard>
  );
}
