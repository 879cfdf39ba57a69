import { createFileRoute } from '@tanstack/react-router';
import { PublicPage } from '../../components/layout/PublicPage';
import { MarketplaceScreen } from '../../features/marketplace/MarketplaceScreen';
import { REFERENCE_LIST_INPUT } from '../../features/marketplace/referenceListInput';

type MarketplaceSearch = { category?: string };

export const Route = createFileRoute('/_public/marketplace')({
  // resource hubs link to /marketplace?category=legal-services
  validateSearch: (search: Record<string, unknown>): MarketplaceSearch =>
    typeof search.category === 'string' && search.category.trim() ? { category: search.category.trim() } : {},
  // started, not awaited: the screen shows its own loading state
  loader: ({ context }) => {
    void context.api.prefetch('marketplace.categories', REFERENCE_LIST_INPUT);
    void context.api.prefetch('marketplace.regions', REFERENCE_LIST_INPUT);
  },
  component: MarketplaceRoute,
});

function MarketplaceRoute() {
  const { category } = Route.useSearch();
  return (
    <PublicPage>
      <MarketplaceScreen categorySlug={category} />
    </PublicPage>
  );
}
