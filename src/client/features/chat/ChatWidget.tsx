import { Suspense, useEffect, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { preloadableLazy } from '../../lib/preloadableLazy';
import { useApi } from '../../api/ApiContext';
import { TrpcBoundary } from '../../api/TrpcBoundary';
import { ChatLauncher } from './ChatLauncher';
import type { WidgetState } from './types';

// the conversation's code (its state, the panel, the crisis dialog) comes when a reader reaches
// for the launcher, not with every page, with the tRPC client its hooks use
const conversation = preloadableLazy(() => import('./ChatConversation'));
const ChatConversation = conversation.Component;

/** The guidance chat of every public page: the launcher, and the conversation once opened. */
export function ChatWidget() {
  const [state, setState] = useState<WidgetState>('closed');
  const [started, setStarted] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const api = useApi();

  // back to the launcher after closing, so keyboard users do not lose their place
  useEffect(() => {
    if (state === 'closed' && wasOpen.current) launcher.current?.focus();
    wasOpen.current = state !== 'closed';
  }, [state]);

  function open() {
    setStarted(true);
    setState('open');
  }

  return (
    <>
      {/* room under the footer on phones, so the launcher never covers the page's last lines */}
      <Box hideFrom="md" h="20" bg="navy.950" aria-hidden="true" />
      {state === 'closed' && (
        <ChatLauncher ref={launcher} onOpen={open} onApproach={() => void Promise.all([conversation.preload(), api.load()])} />
      )}
      {started && (
        <Suspense fallback={null}>
          <TrpcBoundary>
            <ChatConversation state={state} onStateChange={setState} />
          </TrpcBoundary>
        </Suspense>
      )}
    </>
  );
}
