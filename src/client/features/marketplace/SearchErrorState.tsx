import { Button, Heading, Stack, Text } from '@chakra-ui/react';

export const SEARCH_ERROR_TITLE = 'Search Error';
export const SEARCH_ERROR_TEXT = 'We encountered an issue while searching. Please try again.';

/** The search failed: say so and offer to ask again. */
export function SearchErrorState({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack role="alert" gap="3" align="center" textAlign="center" py="10" px="4" bg="bg" borderWidth="1px" borderRadius="lg">
      <Heading as="h2" size="lg" color="navy.900">
        {SEARCH_ERROR_TITLE}
      </Heading>
      <Text color="fg.muted">{SEARCH_ERROR_TEXT}</Text>
      <Button onClick={onRetry}>Try Again</Button>
    </Stack>
  );
}
