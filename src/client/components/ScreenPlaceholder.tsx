import { Box, Heading, Text } from '@chakra-ui/react';
import { usePageTitle } from './usePageTitle';

export const NOT_BUILT_NOTICE = 'This screen is being built.';

/** What a route shows until its screen lands: its real title and an honest notice, no fake data. */
export function ScreenPlaceholder({ title, heading = title }: { title: string; heading?: string }) {
  usePageTitle(title);
  return (
    <Box>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900">
        {heading}
      </Heading>
      <Box mt="6" p="5" bg="bg" borderWidth="1px" borderLeftWidth="4px" borderLeftColor="gold.solid" borderRadius="md">
        <Text fontWeight="medium">{NOT_BUILT_NOTICE}</Text>
      </Box>
    </Box>
  );
}
