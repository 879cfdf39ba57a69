import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../components/layout/PublicPage';
import { SubscribeScreen } from '../../features/subscribe/SubscribeScreen';

export const Route = createFileRoute('/_public/subscribe')({
  component: () => (
    <PublicPage>
      <SubscribeScreen />
    </PublicPage>
  ),
});
