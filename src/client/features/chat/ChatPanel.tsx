import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Box, Button, CloseButton, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { buildExpertMailto } from '../../../shared/chatWidget';
import { SUPPORT_EMAIL } from '../../constants';
import { ChatComposer } from './ChatComposer';
import { ChatMessageList } from './ChatMessageList';
import type { ChatSession } from './useChatSession';

type Props = {
  session: ChatSession;
  minimized: boolean;
  onMinimize: () => void;
  onRestore: () => void;
  onClose: () => void;
};

export const CHAT_TITLE = 'Muster Guide';

/** The open chat: a non-modal dialog at the bottom right (full screen on phones); Escape closes it. */
export function ChatPanel({ session, minimized, onMinimize, onRestore, onClose }: Props) {
  const input = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!minimized) input.current?.focus();
  }, [minimized]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <Flex
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-panel-title"
      onKeyDown={onKeyDown}
      direction="column"
      position="fixed"
      zIndex="overlay"
      bottom={{ base: '0', md: '6' }}
      right={{ base: '0', md: '6' }}
      left={{ base: '0', md: 'auto' }}
      w={{ base: '100%', md: '384px' }}
      // a phone gets the whole screen (dvh: the visible height, keyboard and browser bars aside)
      h={minimized ? 'auto' : { base: '100dvh', md: '500px' }}
      bg="white"
      borderRadius={{ base: '0', md: 'xl' }}
      borderTopRadius={minimized ? 'xl' : { base: '0', md: 'xl' }}
      boxShadow="2xl"
      borderWidth="1px"
      borderColor="gray.300"
      overflow="hidden"
    >
      <HStack bg="navy.900" color="white" px="4" py="3" gap="2" borderBottomWidth={minimized ? '0' : '3px'} borderColor="gold.400">
        <Box flex="1" minW="0">
          <Heading as="h2" id="chat-panel-title" fontSize="md" color="white">
            {CHAT_TITLE}
          </Heading>
          {!minimized && (
            <Text fontSize="xs" color="navy.100">
              Expert Available · response in about 15 minutes
            </Text>
          )}
        </Box>
        <Button
          size="xs"
          variant="outline"
          color="white"
          borderColor="navy.200"
          _hover={{ bg: 'navy.800' }}
          onClick={minimized ? onRestore : onMinimize}
          aria-label={minimized ? 'Restore chat' : 'Minimize chat'}
        >
          {minimized ? 'Restore' : 'Minimize'}
        </Button>
        <CloseButton size="sm" color="white" _hover={{ bg: 'navy.800' }} onClick={onClose} aria-label="Close chat" />
      </HStack>
      {!minimized && (
        <>
          {session.inCrisis && (
            <Button
              onClick={session.openCrisis}
              colorPalette="red"
              size="sm"
              borderRadius="0"
              justifyContent="flex-start"
              aria-haspopup="dialog"
            >
              Get crisis help now: call, text or chat
            </Button>
          )}
          <ChatMessageList messages={session.messages} pending={session.pending} suggestions={session.suggestions} />
          <Box px="3" pt="2" bg="white">
            <Button asChild size="xs" variant="plain" color="navy.700" textDecoration="underline" px="0">
              <a href={buildExpertMailto(SUPPORT_EMAIL, session.intent, session.info)}>Email an expert</a>
            </Button>
          </Box>
          <ChatComposer ref={input} pending={session.pending} onSend={session.send} />
        </>
      )}
    </Flex>
  );
}
