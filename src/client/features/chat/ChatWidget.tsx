import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { ChatLauncher } from './ChatLauncher';
import { CrisisDialog } from './CrisisDialog';
import { useChatSession } from './useChatSession';
import type { WidgetState } from './types';

// the panel (composer, messages, its form rules) is fetched when a reader reaches for the chat,
// not with every page; the crisis dialog stays in this chunk so it never waits on the network
const loadPanel = () => import('./ChatPanel');
const ChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatPanel })));

/** The guidance chat of every public page; the conversation survives closing the panel. */
export function ChatWidget() {
  const [state, setState] = useState<WidgetState>('closed');
  const session = useChatSession();
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // back to the launcher after closing, so keyboard users do not lose their place
  useEffect(() => {
    if (state === 'closed' && wasOpen.current) launcher.current?.focus();
    wasOpen.current = state !== 'closed';
  }, [state]);

  function open() {
    session.greet();
    setState('open');
  }

  return (
    <>
      {/* room under the footer on phones, so the launcher never covers the page's last lines */}
      <Box hideFrom="md" h="20" bg="navy.950" aria-hidden="true" />
      {state === 'closed' ? (
        <ChatLauncher ref={launcher} onOpen={open} onApproach={() => void loadPanel()} />
      ) : (
        <Suspense fallback={null}>
          <ChatPanel
            session={session}
            minimized={state === 'minimized'}
            onMinimize={() => setState('minimized')}
            onRestore={() => setState('open')}
            onClose={() => setState('closed')}
          />
        </Suspense>
      )}
      <CrisisDialog open={session.crisisOpen} onClose={session.closeCrisis} />
    </>
  );
}
export default ChatWidget;
