import { Box, Heading, SkeletonText, Stack, Text } from '@chakra-ui/react';
import type { LegalPageSlug } from '../../../shared/enums';
import { legalPageTitles } from '../../../shared/legalDefaults';
import { DeferredSafeHtml } from '../../components/DeferredSafeHtml';
import { usePageTitle } from '../../components/usePageTitle';
import { proseStyles } from '../../components/prose';
import { trpc } from '../../trpc';

/** /privacy and /terms: the text as edited in Marketing, or the built-in default. */
export function LegalScreen({ slug }: { slug: LegalPageSlug }) {
  const title = legalPageTitles[slug];
  usePageTitle(title);
  const page = trpc.legal.get.useQuery({ slug });
  return (
    <Stack gap="6" maxW="3xl" mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900">
        {title}
      </Heading>
      <Box bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '8' }}>
        {page.isPending ? (
          <SkeletonText noOfLines={6} />
        ) : page.isError ? (
          <Text role="alert">This page could not be loaded. Please try again later.</Text>
        ) : (
          <DeferredSafeHtml html={page.data.html} lineHeight="tall" css={proseStyles} />
        )}
      </Box>
    </Stack>
  );
}
