import { Box, Text } from '@chakra-ui/react';
import type { ChatEntry } from './types';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
});

/** One message: the visitor's on the right in navy, the guide's on the left in grey. */
export function ChatBubble({ entry }: { entry: ChatEntry }) {
  const mine = entry.role === 'user';
  return (
    <Box
      alignSelf={mine ? 'flex-end' : 'flex-start'}
      maxW="85%"
      bg={mine ? 'navy.800' : 'gray.100'}
      color={mine ? 'white' : 'gray.900'}
      px="3"
      py="2"
      borderRadius="lg"
    >
      <Text srOnly>{mine ? 'You said:' : 'Guide said:'}</Text>
      <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
        {entry.content}
      </Text>
      <Text asChild display="block" fontSize="xs" mt="1" color={mine ? 'navy.100' : 'gray.600'}>
        <time dateTime={entry.timestamp.toISOString()}>{timeFormat.format(entry.timestamp)}</time>
      </Text>
    </Box>
  );
}
