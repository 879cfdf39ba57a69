import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../components/layout/PublicPage';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export const Route = createFileRoute('/_public/about')({
  component: () => (
    <PublicPage>
      <ScreenPlaceholder title="About Us" />
    </PublicPage>
  ),
});
