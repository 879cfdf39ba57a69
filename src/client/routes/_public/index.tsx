import { createFileRoute } from '@tanstack/react-router';
import { homeFallbacks } from '../../../shared/siteContentDefaults';
import { PublicPage } from '../../components/layout/PublicPage';
import { ScreenPlaceholder } from '../../components/ScreenPlaceholder';

export const Route = createFileRoute('/_public/')({
  component: () => (
    <PublicPage>
      <ScreenPlaceholder title="Home" heading={homeFallbacks.heroTitle} />
    </PublicPage>
  ),
});
