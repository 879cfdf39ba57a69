import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../components/layout/PublicPage';
import { AboutScreen } from '../../features/home/AboutScreen';

export const Route = createFileRoute('/_public/about')({
  component: () => (
    <PublicPage>
      <AboutScreen />
    </PublicPage>
  ),
});
