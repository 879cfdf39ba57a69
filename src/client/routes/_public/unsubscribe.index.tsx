import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../components/layout/PublicPage';
import { RequestLinkScreen } from '../../features/subscriptions/RequestLinkScreen';

export const Route = createFileRoute('/_public/unsubscribe/')({
  component: () => (
    <PublicPage>
      <RequestLinkScreen purpose="unsubscribe" />
    </PublicPage>
  ),
});
