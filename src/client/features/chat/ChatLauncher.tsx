import { forwardRef } from 'react';
import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { EXPERT_RESPONSE_TIME } from '../../../shared/chatWidget';
import { ChatBubbleIcon } from './ChatBubbleIcon';

/** The floating button that opens the chat, with the expert badge and response time. */
export const ChatLauncher = forwardRef<HTMLButtonElement, { onOpen: () => void }>(function ChatLauncher(
  { onOpen },
  ref,
) {
  return (
    <Box position="fixed" bottom={{ base: '3', md: '6' }} right={{ base: '3', md: '6' }} zIndex="overlay">
      <Button
        ref={ref}
        onClick={onOpen}
        h="auto"
        py="2.5"
        px="4"
        borderRadius="full"
        bg="navy.900"
        color="white"
        boxShadow="lg"
        borderWidth="2px"
        borderColor="gold.400"
        _hover={{ bg: 'navy.800' }}
        focusRingColor="gold.400"
      >
        <ChatBubbleIcon />
        <Stack gap="0.5" align="start" textAlign="left">
          <Text fontSize="sm" fontWeight="semibold" color="white">
            Ask an expert
          </Text>
          <Badge bg="gold.400" color="navy.950" size="sm" fontWeight="bold">
            Expert Available
          </Badge>
          <Text fontSize="xs" color="navy.100" fontWeight="normal">
            Response time {EXPERT_RESPONSE_TIME}
          </Text>
        </Stack>
      </Button>
    </Box>
  );
});
