import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../components/layout/PublicPage';
import { RequestLinkScreen } from '../../features/subscriptions/RequestLinkScreen';

export const Route = createFileRoute('/_public/preferences/')({
  component: () => (
    <PublicPage>
      <RequestLinkScreen purpose="preferences" />
    </PublicPage>
  ),
});
