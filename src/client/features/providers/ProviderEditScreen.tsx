import { Button, Grid, HStack, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { verificationBadges } from '../../../shared/statusBadges';
import { trpc } from '../../trpc';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { RecordScreen } from '../../components/admin/RecordScreen';
import { StatusBadge } from '../../components/admin/StatusBadge';
import { ProviderOffers } from './ProviderOffers';
import { VendorDetailsForm } from './VendorDetailsForm';
import { useProviderEditActions } from './useProviderEditActions';

const backToList = (
  <Button asChild variant="outline">
    <RouterLink to="/admin/providers">All Providers</RouterLink>
  </Button>
);

/** /admin/providers/$id: a vendor's details and every one of its offers, editable. */
export function ProviderEditScreen({ id }: { id: string }) {
  const provider = trpc.providers.get.useQuery({ id });
  const actions = useProviderEditActions();
  // read here, not in the render prop, so that a refetch re-renders and re-keys the form
  const updatedAt = provider.dataUpdatedAt;

  return (
    <RecordScreen
      query={provider}
      title="Edit Provider"
      back={backToList}
      loadingText="Loading provider..."
      notFoundText="This provider does not exist."
      errorText="Failed to load the provider."
    >
      {(p) => (
        <Stack gap="6">
          <AdminPageHeader
            title={p.companyName}
            description={
              <HStack as="span" gap="2" wrap="wrap">
                <StatusBadge look={verificationBadges[p.verificationStatus]} />
                <span>{p.isActive ? 'Active' : 'Inactive'}</span>
              </HStack>
            }
            actions={backToList}
          />
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
            {/* keyed by the stored row: after a save the form starts from what the server kept */}
            <VendorDetailsForm key={updatedAt} provider={p} actions={actions} />
            <ProviderOffers offers={p.offers} actions={actions} />
          </Grid>
        </Stack>
      )}
    </RecordScreen>
  );
}
