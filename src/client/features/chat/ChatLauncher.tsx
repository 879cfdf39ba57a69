import { forwardRef } from 'react';
import { Badge, Box, Button, chakra, Stack, Text } from '@chakra-ui/react';
import { EXPERT_RESPONSE_TIME } from '../../../shared/expertResponse';
import { ChatBubbleIcon } from './ChatBubbleIcon';

/** The spec's words, also the button's name and tooltip where only the icon fits (phones). */
export const LAUNCHER_LABEL = `Ask an expert · Expert Available · Response time ${EXPERT_RESPONSE_TIME}`;

/**
 * The floating button that opens the chat. On a phone a compact 56 px round button in the
 * corner, so it never sits over content; from tablet width up, the spec's pill with the expert
 * badge and response time.
 */
type LauncherProps = { onOpen: () => void /** the pointer or focus is on its way: a moment to fetch the panel */; onApproach?: () => void };

export const ChatLauncher = forwardRef<HTMLButtonElement, LauncherProps>(function ChatLauncher({ onOpen, onApproach }, ref) {
  return (
    <Box position="fixed" bottom={{ base: '3', md: '6' }} right={{ base: '3', md: '6' }} zIndex="overlay">
      <Button
        ref={ref}
        onClick={onOpen}
        onPointerEnter={onApproach}
        onFocus={onApproach}
        onTouchStart={onApproach}
        title={LAUNCHER_LABEL}
        data-testid="chat-launcher"
        h={{ base: '14', md: 'auto' }}
        w={{ base: '14', md: 'auto' }}
        minW="0"
        py={{ base: '0', md: '2.5' }}
        px={{ base: '0', md: '4' }}
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
        {/* the name where only the icon shows; from md up the visible words are the name */}
        <chakra.span srOnly hideFrom="md">
          {LAUNCHER_LABEL}
        </chakra.span>
        <Stack gap="0.5" align="start" textAlign="left" hideBelow="md">
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
