import { errorMessage } from '../../api/errorMessage';
import { PerformanceFigures } from '../analytics/PerformanceFigures';
import { useAnalyticsSummary } from '../analytics/useAnalyticsSummary';
import { ListMessage } from '../../components/admin/ListMessage';
import { SectionCard } from '../../components/admin/SectionCard';

export function PerformanceCard() {
  const summary = useAnalyticsSummary();
  return (
    <SectionCard title="Newsletter Performance">
      {summary.isPending ? (
        <ListMessage kind="loading" text="Loading performance figures..." />
      ) : summary.isError ? (
        <ListMessage kind="error" text={errorMessage(summary.error, 'Could not load performance figures.')} />
      ) : (
        <PerformanceFigures summary={summary.data} />
      )}
    </SectionCard>
  );
}
