import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../components/layout/PublicPage';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export const Route = createFileRoute('/_public/newsletters')({
  component: () => (
    <PublicPage>
      <ScreenPlaceholder title="Newsletter Archives" />
    </PublicPage>
  ),
});
