import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../components/layout/PublicPage';
import { UnsubscribeScreen } from '../../features/subscriptions/UnsubscribeScreen';

export const Route = createFileRoute('/_public/unsubscribe/$token')({
  loader: ({ context: { api }, params }) => {
    void api.prefetch('subscriptions.get', { token: params.token });
  },
  component: function UnsubscribeScreenRoute() {
    const { token } = Route.useParams();
    return (
      <PublicPage>
        <UnsubscribeScreen key={token} token={token} />
      </PublicPage>
    );
  },
});
