import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsScreen } from '../../features/analytics/AnalyticsScreen';

export const Route = createFileRoute('/admin/analytics')({
  component: AnalyticsScreen,
});
