import { Grid, Stack } from '@chakra-ui/react';
import type { SiteContentFormValues } from '../../../shared/marketing';
import { QuickLinks } from './QuickLinks';
import { SiteContentForm } from './SiteContentForm';
import { SiteContentPreview } from './SiteContentPreview';
import { useSiteContentEditor } from './useSiteContentEditor';

/** The form beside its live preview and the quick links. */
export function SiteContentEditor({ initial }: { initial: SiteContentFormValues }) {
  const editor = useSiteContentEditor(initial);
  return (
    <Grid templateColumns={{ base: '1fr', xl: '1fr 1fr' }} gap="6" alignItems="start">
      <SiteContentForm {...editor} />
      <Stack gap="6">
        <SiteContentPreview values={editor.values} />
        <QuickLinks />
      </Stack>
    </Grid>
  );
}
