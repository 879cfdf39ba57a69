import { Box, Heading, SkeletonText, Stack } from '@chakra-ui/react';
import { SubscribeCallout } from '../../components/public/SubscribeCallout';
import { DeferredSafeHtml } from '../../components/DeferredSafeHtml';
import { usePageTitle } from '../../components/usePageTitle';
import { useAboutHtml } from '../siteContent/useAboutHtml';

/** /about: the site content's about HTML (sanitized again here), as edited in Marketing. */
export function AboutScreen() {
  usePageTitle('About Us');
  const aboutHtml = useAboutHtml();
  return (
    <Stack gap="8" maxW="3xl" mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900">
        About Us
      </Heading>
      <Box bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '8' }}>
        {aboutHtml === undefined ? (
          <SkeletonText noOfLines={4} />
        ) : (
          <DeferredSafeHtml
            html={aboutHtml}
            fontSize="lg"
            lineHeight="tall"
            css={{ '& p + p': { mt: '4' }, '& a': { color: 'navy.fg', textDecoration: 'underline' } }}
          />
        )}
      </Box>
      <SubscribeCallout title="Read with us" text="Get the Muster Daily Brief in your inbox every morning." />
    </Stack>
  );
}
