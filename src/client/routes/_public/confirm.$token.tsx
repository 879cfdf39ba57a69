import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../components/layout/PublicPage';
import { ConfirmScreen } from '../../features/subscriptions/ConfirmScreen';

export const Route = createFileRoute('/_public/confirm/$token')({
  loader: ({ context: { api }, params }) => {
    void api.prefetch('subscriptions.get', { token: params.token });
  },
  component: function ConfirmScreenRoute() {
    const { token } = Route.useParams();
    return (
      <PublicPage>
        <ConfirmScreen key={token} token={token} />
      </PublicPage>
    );
  },
});
