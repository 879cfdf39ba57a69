import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../../features/home/HomeScreen';
import { LATEST_NEWSLETTER_INPUT, SPOTLIGHTS_INPUT } from '../../features/home/homeQueries';

export const Route = createFileRoute('/_public/')({
  // started, not awaited: the page draws at once and each block shows its own loading state
  loader: ({ context: { api } }) => {
    void api.prefetch('newsletters.list', LATEST_NEWSLETTER_INPUT);
    void api.prefetch('spotlights.published', SPOTLIGHTS_INPUT);
  },
  component: HomeScreen,
});
