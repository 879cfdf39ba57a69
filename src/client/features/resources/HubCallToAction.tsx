import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useHubMarketplaceCategory } from './useHubMarketplaceCategory';

export function HubCallToAction({ hubId }: { hubId: string }) {
  const category = useHubMarketplaceCategory(hubId);
  return (
    <Box
      as="section"
      aria-labelledby="hub-cta-heading"
      bg="brand.surface"
      color="brand.onSurface"
      borderRadius="xl"
      p={{ base: '6', md: '10' }}
    >
      <Stack gap="4" align={{ base: 'stretch', md: 'center' }} textAlign={{ base: 'left', md: 'center' }}>
        <Heading id="hub-cta-heading" as="h2" size={{ base: 'xl', md: '2xl' }}>
          Ready for one-on-one help?
        </Heading>
        <Text color="navy.100" maxW="2xl">
          Connect with vetted providers who work with veterans every day, or explore the other resource hubs.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center">
          <Button asChild bg="gold.400" color="navy.950" _hover={{ bg: 'gold.300' }} focusRingColor="gold.300">
            <RouterLink to="/marketplace" search={{ category }}>
              Find an Expert
            </RouterLink>
          </Button>
          <Button
            asChild
            variant="outline"
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
            focusRingColor="gold.300"
          >
            <RouterLink to="/resource-center">Browse All Resources</RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
