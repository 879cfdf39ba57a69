import { createFileRoute } from '@tanstack/react-router';
import { newsletterTypes, type NewsletterType } from '../../../shared/enums';
import { NewsletterEditorScreen } from '../../features/newsletterEditor/NewsletterEditorScreen';

type EditorSearch = { type?: NewsletterType };

export const Route = createFileRoute('/admin/newsletter')({
  // ?type=weekly (the dashboard's Schedule Deep-Dive) preselects the type; anything else is ignored
  validateSearch: (search: Record<string, unknown>): EditorSearch =>
    newsletterTypes.includes(search.type as NewsletterType) ? { type: search.type as NewsletterType } : {},
  component: NewsletterEditorRoute,
});

function NewsletterEditorRoute() {
  const { type } = Route.useSearch();
  return <NewsletterEditorScreen initialType={type} />;
}
