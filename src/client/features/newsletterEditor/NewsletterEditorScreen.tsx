import { useEffect, useRef, useState } from 'react';
import { Box, Flex, Grid, Heading, Stack } from '@chakra-ui/react';
import type { NewsletterType } from '../../../shared/enums';
import { usePageTitle } from '../../components/usePageTitle';
import { trpc } from '../../trpc';
import { AvailableArticlesCard } from './AvailableArticlesCard';
import { CreateNewsletterCard } from './CreateNewsletterCard';
import { NewsletterPreviewCard } from './NewsletterPreviewCard';
import { RecentNewslettersCard } from './RecentNewslettersCard';
import { SendNewsletterButton } from './SendNewsletterButton';

/** Below Chakra's xl breakpoint (80em) the grid below is one column. */
const ONE_COLUMN = '(max-width: 79.99em)';

/** /admin/newsletter: create, choose, fill, preview, schedule and send newsletters. */
export function NewsletterEditorScreen({ initialType }: { initialType?: NewsletterType }) {
  usePageTitle('Newsletter Editor');
  const [selectedId, setSelectedId] = useState<string>();
  // the card, the header button and the article list all read this one cached query
  const selected = trpc.newsletters.get.useQuery({ id: selectedId! }, { enabled: Boolean(selectedId) });
  const previewRef = useRef<HTMLDivElement>(null);
  const [revealPreview, setRevealPreview] = useState(false);

  // In one column (a phone, a narrow window) the preview sits below the list: bring it into view.
  function choose(id: string) {
    setSelectedId(id);
    setRevealPreview(window.matchMedia(ONE_COLUMN).matches);
  }
  useEffect(() => {
    if (!revealPreview || !previewRef.current) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    previewRef.current.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
    previewRef.current.focus({ preventScroll: true });
    setRevealPreview(false);
  }, [revealPreview]);

  return (
    <Stack gap="6" maxW="7xl">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900">
          Newsletter Editor
        </Heading>
        <SendNewsletterButton newsletter={selectedId ? selected.data : undefined} />
      </Flex>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
        <Stack gap="6">
          <CreateNewsletterCard initialType={initialType} onCreated={setSelectedId} />
          <RecentNewslettersCard selectedId={selectedId} onSelect={choose} />
          {selectedId && (
            <Box ref={previewRef} tabIndex={-1} outline="none" scrollMarginTop="4">
              <NewsletterPreviewCard id={selectedId} onDeleted={() => setSelectedId(undefined)} />
            </Box>
          )}
        </Stack>
        <AvailableArticlesCard selectedId={selectedId} selected={selectedId ? selected.data : undefined} />
      </Grid>
    </Stack>
  );
}
