import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';

/** Nothing matched: widen the search, or look at the free resources instead. */
export function NoProvidersState({ onClearFilters }: { onClearFilters: () => void }) {
  return (
    <Stack gap="3" align="center" textAlign="center" py="10" px="4" bg="bg" borderWidth="1px" borderRadius="lg">
      <Heading as="h2" size="lg" color="navy.900">
        No providers found matching your criteria
      </Heading>
      <Text color="fg.muted">Try other words, another service type or location, or browse our free resource guides.</Text>
      <HStack gap="3" wrap="wrap" justify="center">
        <Button onClick={onClearFilters}>Clear All Filters</Button>
        <Button asChild variant="outline">
          <RouterLink to="/resource-center">Browse Resources</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
