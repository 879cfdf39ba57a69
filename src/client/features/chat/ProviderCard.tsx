import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { VendorSuggestion } from './types';

/** A recommended provider with the ways to reach it that it has. */
export function ProviderCard({ suggestion }: { suggestion: VendorSuggestion }) {
  const { vendor, matchReason } = suggestion;
  const name = vendor.companyName;
  return (
    <Box as="li" borderWidth="1px" borderColor="gray.300" borderRadius="md" p="3" bg="white">
      <Text fontWeight="semibold" fontSize="sm" color="navy.900">
        {name}
      </Text>
      <Text fontSize="xs" color="gray.700" mt="0.5">
        {matchReason}
      </Text>
      <HStack gap="2" mt="2" wrap="wrap">
        {vendor.phone && (
          <Button asChild size="xs" variant="outline" colorPalette="navy">
            <a href={`tel:${vendor.phone}`} aria-label={`Call ${name}`}>
              Call
            </a>
          </Button>
        )}
        {vendor.email && (
          <Button asChild size="xs" variant="outline" colorPalette="navy">
            <a href={`mailto:${vendor.email}`} aria-label={`Email ${name}`}>
              Email
            </a>
          </Button>
        )}
        {vendor.website && (
          <Button asChild size="xs" variant="outline" colorPalette="navy">
            <a href={vendor.website} target="_blank" rel="noopener noreferrer" aria-label={`Website of ${name} (opens in a new tab)`}>
              Website
            </a>
          </Button>
        )}
      </HStack>
    </Box>
  );
}
