import type { FormEvent } from 'react';
import { Button, Grid, HStack, Input } from '@chakra-ui/react';
import type { MarketplaceFilters } from '../../../shared/marketplaceFormat';
import { FormField } from '../../components/FormField';
import { OptionSelect, type SelectOption } from './OptionSelect';

type SearchFiltersProps = {
  value: MarketplaceFilters;
  onChange: (value: MarketplaceFilters) => void;
  onSearch: () => void;
  onClear: () => void;
  serviceTypes: readonly SelectOption[];
  locations: readonly SelectOption[];
};

/** The search box (Enter submits), service type and location, Search and Clear Filters. */
export function SearchFilters({ value, onChange, onSearch, onClear, serviceTypes, locations }: SearchFiltersProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a form is what submits the search; role="search" names it as the landmark
    <form role="search" aria-label="Search providers" onSubmit={submit}>
      <Grid
        templateColumns={{ base: '1fr', md: '1fr 1fr', lg: '2fr 1fr 1fr auto' }}
        gap="4"
        alignItems="end"
        bg="bg"
        p={{ base: '4', md: '5' }}
        borderWidth="1px"
        borderRadius="lg"
      >
        <FormField label="Search providers">
          <Input
            name="q"
            type="search"
            placeholder="Name, service or keyword"
            value={value.query}
            onChange={(e) => onChange({ ...value, query: e.target.value })}
          />
        </FormField>
        <FormField label="Service type">
          <OptionSelect
            name="categoryId"
            value={value.categoryId}
            options={serviceTypes}
            onChange={(categoryId) => onChange({ ...value, categoryId })}
          />
        </FormField>
        <FormField label="Location">
          <OptionSelect
            name="regionId"
            value={value.regionId}
            options={locations}
            onChange={(regionId) => onChange({ ...value, regionId })}
          />
        </FormField>
        <HStack gap="2" gridColumn={{ md: 'span 2', lg: 'auto' }}>
          <Button type="submit" flex={{ base: '1', lg: 'initial' }}>
            Search
          </Button>
          <Button type="button" variant="outline" onClick={onClear} flex={{ base: '1', lg: 'initial' }}>
            Clear Filters
          </Button>
        </HStack>
      </Grid>
    </form>
  );
}
