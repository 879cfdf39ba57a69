import { Box, Stack } from '@chakra-ui/react';
import { siteContentFormValues } from '../../../shared/marketing';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { ListMessage } from '../../components/admin/ListMessage';
import { trpc } from '../../trpc';
import { SiteContentEditor } from './SiteContentEditor';
import { LegalPageEditor } from './LegalPageEditor';

export function MarketingScreen() {
  const content = trpc.siteContent.get.useQuery();
  return (
    <Box maxW="7xl">
      <AdminPageHeader
        title="Marketing"
        description="The home page's hero, call to action and about section, and the Privacy Policy and Terms."
      />
      {content.isPending ? (
        <ListMessage kind="loading" text="Loading site content..." />
      ) : content.isError ? (
        <ListMessage kind="error" text={`Error loading site content: ${content.error.message}`} />
      ) : (
        <SiteContentEditor initial={siteContentFormValues(content.data)} />
      )}
      <Stack gap="6" mt="6">
        <LegalPageEditor slug="privacy" />
        <LegalPageEditor slug="terms" />
      </Stack>
    </Box>
  );
}
