import { useEffect, useRef } from 'react';
import { Stack } from '@chakra-ui/react';
import { ChatBubble } from './ChatBubble';
import { ProviderRecommendations } from './ProviderRecommendations';
import { TypingIndicator } from './TypingIndicator';
import type { ChatEntry, VendorSuggestion } from './types';

type Props = {
  messages: ChatEntry[];
  pending: boolean;
  suggestions: VendorSuggestion[];
};

/** The conversation, newest at the bottom; new messages are announced politely. */
export function ChatMessageList({ messages, pending, suggestions }: Props) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending, suggestions]);

  return (
    <Stack flex="1" overflowY="auto" p="3" gap="3" bg="white" tabIndex={0} aria-label="Conversation">
      <Stack role="log" aria-live="polite" aria-relevant="additions" gap="3">
        {messages.map((m) => (
          <ChatBubble key={m.id} entry={m} />
        ))}
      </Stack>
      {pending && <TypingIndicator />}
      {!pending && <ProviderRecommendations suggestions={suggestions} />}
      <div ref={end} />
    </Stack>
  );
}
