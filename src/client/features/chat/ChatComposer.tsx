import { forwardRef, useState, type KeyboardEvent } from 'react';
import { Button, HStack, Textarea } from '@chakra-ui/react';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { canSend } from '../../../shared/chatWidget';
import { CHAT_MESSAGE_MAX } from '../../../shared/schemas/chat';

type Props = { pending: boolean; onSend: (text: string) => void };

/**
 * The message box: Enter sends, Shift+Enter starts a new line. Its recipe comes with it, in the
 * conversation's chunk: the shell's system, which the home page draws with, does not hold it.
 */
export const ChatComposer = forwardRef<HTMLTextAreaElement, Props>(function ChatComposer({ pending, onSend }, ref) {
  const [draft, setDraft] = useState('');
  const ready = canSend(draft, pending);

  function submit() {
    if (!ready) return;
    onSend(draft);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <HStack
      as="form"
      align="end"
      gap="2"
      p="3"
      borderTopWidth="1px"
      borderColor="gray.200"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Textarea
        recipe={textareaRecipe}
        ref={ref}
        aria-label="Your message"
        placeholder="Type your message..."
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        maxLength={CHAT_MESSAGE_MAX}
        rows={2}
        resize="none"
        fontSize="sm"
        autoresize={false}
      />
      <Button type="submit" disabled={!ready} bg="navy.800" color="white" _hover={{ bg: 'navy.900' }}>
        Send
      </Button>
    </HStack>
  );
});
