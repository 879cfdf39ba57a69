import { useMemo, useState } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { ALL, NO_FILTERS, categoryFromSlug, type MarketplaceFilters } from '../../../shared/marketplaceFormat';
import { usePageTitle } from '../../components/usePageTitle';
import { ApplyAsProviderDialog } from './ApplyAsProviderDialog';
import { ContactProviderDialog, type ContactedProvider } from './ContactProviderDialog';
import { ProviderBanner } from './ProviderBanner';
import { ProviderResults } from './ProviderResults';
import { SearchFilters } from './SearchFilters';
import type { ProviderResult } from './types';
import { useMarketplaceCategories, useMarketplaceRegions } from './useMarketplaceReference';
import { useMarketplaceSearch } from './useMarketplaceSearch';

const toOptions = (rows: readonly { id: string; name: string }[] | undefined) => (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

/** /marketplace: search verified providers, contact one, or apply to be listed. */
export function MarketplaceScreen({ categorySlug }: { categorySlug?: string }) {
  usePageTitle('Marketplace');
  const categories = useMarketplaceCategories();
  const regions = useMarketplaceRegions();

  // A ?category= link waits for the category list so the first search is already filtered.
  const waitingForCategory = Boolean(categorySlug) && categories.isPending;
  const linkedCategories = categorySlug ? categories.data?.items : undefined;
  const linked = useMemo<MarketplaceFilters | null>(
    () => (waitingForCategory ? null : { ...NO_FILTERS, categoryId: categoryFromSlug(linkedCategories ?? [], categorySlug) }),
    [waitingForCategory, linkedCategories, categorySlug],
  );

  const [draft, setDraft] = useState<MarketplaceFilters | null>(null);
  const [applied, setApplied] = useState<MarketplaceFilters | null>(null);
  const search = useMarketplaceSearch(applied ?? linked);
  const shownDraft = draft ?? linked ?? NO_FILTERS;

  const [contacted, setContacted] = useState<ContactedProvider | null>(null);
  const [applying, setApplying] = useState(false);

  const runSearch = () => setApplied({ ...shownDraft });
  const clear = () => {
    setDraft(NO_FILTERS);
    setApplied({ ...NO_FILTERS });
  };
  const contact = ({ vendor, category }: ProviderResult) =>
    setContacted({ vendorId: vendor.id, companyName: vendor.companyName, categoryName: category?.name ?? null });

  const serviceTypes = toOptions(categories.data?.items);
  const locations = toOptions(regions.data?.items);

  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900">
          Veteran Services Marketplace
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="3xl">
          Find trusted providers for legal help, benefits claims, careers, healthcare and more, rated by the veterans they serve.
        </Text>
      </Stack>

      <SearchFilters
        value={shownDraft}
        onChange={setDraft}
        onSearch={runSearch}
        onClear={clear}
        serviceTypes={[{ value: ALL, label: 'All service types' }, ...serviceTypes]}
        locations={[{ value: ALL, label: 'All locations' }, ...locations]}
      />

      <ProviderResults search={search} onContact={contact} onClearFilters={clear} />

      <ProviderBanner onApply={() => setApplying(true)} />

      <ContactProviderDialog provider={contacted} onClose={() => setContacted(null)} />
      <ApplyAsProviderDialog open={applying} onClose={() => setApplying(false)} categories={serviceTypes} regions={locations} />
    </Stack>
  );
}
