import { createFileRoute } from '@tanstack/react-router';
import { AiGeneratorScreen } from '../../features/aiGenerator/AiGeneratorScreen';

type GeneratorSearch = { sourceLink?: string };

export const Route = createFileRoute('/admin/ai-generator')({
  // ?sourceLink= (the dashboard's Import Social Content) prefills the source link
  validateSearch: (search: Record<string, unknown>): GeneratorSearch =>
    typeof search.sourceLink === 'string' && search.sourceLink.trim() ? { sourceLink: search.sourceLink.trim() } : {},
  component: AiGeneratorRoute,
});

function AiGeneratorRoute() {
  const { sourceLink } = Route.useSearch();
  return <AiGeneratorScreen initialSourceLink={sourceLink} />;
}
