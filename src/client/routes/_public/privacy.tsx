import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../components/layout/PublicPage';
import { LegalScreen } from '../../features/legal/LegalScreen';

export const Route = createFileRoute('/_public/privacy')({
  component: () => (
    <PublicPage>
      <LegalScreen slug="privacy" />
    </PublicPage>
  ),
});
