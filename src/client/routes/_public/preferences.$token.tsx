import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../components/layout/PublicPage';
import { PreferencesScreen } from '../../features/subscriptions/PreferencesScreen';

export const Route = createFileRoute('/_public/preferences/$token')({
  loader: ({ context: { api }, params }) => {
    void api.prefetch('subscriptions.get', { token: params.token });
  },
  component: function PreferencesScreenRoute() {
    const { token } = Route.useParams();
    return (
      <PublicPage>
        <PreferencesScreen key={token} token={token} />
      </PublicPage>
    );
  },
});
