import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';

/** Invites organizations that serve veterans to apply for a listing. */
export function ProviderBanner({ onApply }: { onApply: () => void }) {
  return (
    <Box
      as="section"
      aria-labelledby="provider-banner-title"
      bg="brand.surface"
      color="brand.onSurface"
      borderRadius="xl"
      px={{ base: '5', md: '10' }}
      py={{ base: '6', md: '8' }}
      borderTopWidth="4px"
      borderColor="gold.400"
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="5" align={{ base: 'flex-start', md: 'center' }} justify="space-between">
        <Stack gap="2" maxW="2xl">
          <Heading as="h2" id="provider-banner-title" size="lg">
            Do you serve veterans and their families?
          </Heading>
          <Text color="navy.100">
            Join the marketplace to reach veterans looking for trusted help. Every provider is reviewed before being listed.
          </Text>
        </Stack>
        <Button onClick={onApply} bg="gold.400" color="navy.950" _hover={{ bg: 'gold.300' }} focusRingColor="gold.300" flexShrink={0}>
          Apply as a Provider
        </Button>
      </Stack>
    </Box>
  );
}
