import { createFileRoute } from '@tanstack/react-router';
import { MarketingScreen } from '../../features/marketing/MarketingScreen';

export const Route = createFileRoute('/admin/marketing')({
  component: MarketingScreen,
});
