import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../components/layout/PublicPage';
import { ArchiveScreen } from '../../features/newsletters/ArchiveScreen';
import { archivePageInput } from '../../features/newsletters/archiveQueries';

export const Route = createFileRoute('/_public/newsletters')({
  loader: ({ context: { api } }) => {
    void api.prefetch('newsletters.list', archivePageInput(0));
  },
  component: () => (
    <PublicPage>
      <ArchiveScreen />
    </PublicPage>
  ),
});
