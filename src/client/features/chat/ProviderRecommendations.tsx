import { Box, Heading, Stack } from '@chakra-ui/react';
import { CHAT_SUGGESTIONS_MAX } from '../../../shared/schemas/chat';
import { ProviderCard } from './ProviderCard';
import type { VendorSuggestion } from './types';

export function ProviderRecommendations({ suggestions }: { suggestions: VendorSuggestion[] }) {
  if (!suggestions.length) return null;
  return (
    <Box as="section" aria-labelledby="chat-providers-heading" bg="gold.50" borderRadius="md" p="2">
      <Heading as="h3" id="chat-providers-heading" fontSize="sm" color="navy.900" mb="2">
        Recommended providers
      </Heading>
      <Stack as="ul" gap="2" listStyleType="none">
        {suggestions.slice(0, CHAT_SUGGESTIONS_MAX).map((s) => (
          <ProviderCard key={s.vendor.id} suggestion={s} />
        ))}
      </Stack>
    </Box>
  );
}
