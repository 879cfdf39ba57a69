import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../components/layout/PublicPage';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export const Route = createFileRoute('/_public/newsletter/$id')({
  component: () => (
    <PublicPage>
      <ScreenPlaceholder title="Newsletter" />
    </PublicPage>
  ),
});
