import { createFileRoute } from '@tanstack/react-router';
import { SpotlightsScreen } from '../../features/spotlights/SpotlightsScreen';

export const Route = createFileRoute('/admin/community')({
  component: SpotlightsScreen,
});
