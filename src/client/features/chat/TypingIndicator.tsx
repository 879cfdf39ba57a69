import { HStack, Box } from '@chakra-ui/react';

/** Three dots while a reply is on its way; named for screen readers. */
export function TypingIndicator() {
  return (
    <HStack role="status" aria-label="The guide is typing" gap="1" bg="gray.100" px="3" py="2.5" borderRadius="lg" alignSelf="flex-start">
      {[0, 1, 2].map((i) => (
        <Box
          key={i}
          w="2"
          h="2"
          borderRadius="full"
          bg="gray.600"
          animation="pulse 1.2s ease-in-out infinite"
          style={{ animationDelay: `${i * 0.2}s` }}
        />
      ))}
    </HStack>
  );
}
