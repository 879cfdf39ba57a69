import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { preloadableLazy } from '../../lib/preloadableLazy';
import { ChatLauncher } from './ChatLauncher';
import { useChatSession } from './useChatSession';
import type { WidgetState } from './types';

// The crisis dialog (and the dialog machinery it brings) is fetched with the panel, when a reader
// reaches for the chat, not with every page. Only a reply to a message sent from that panel opens
// it, so it is in hand by then and draws at once, never waiting on the network.
const crisisDialog = preloadableLazy(() => import('./CrisisDialog').then((m) => ({ default: m.CrisisDialog })));
const CrisisDialog = crisisDialog.Component;
const loadPanel = () => Promise.all([import('./ChatPanel'), crisisDialog.preload()]).then(([panel]) => panel);
const ChatPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatPanel })));

/** The guidance chat of every public page; the conversation survives closing the panel. */
export function ChatWidget() {
  const [state, setState] = useState<WidgetState>('closed');
  const session = useChatSession();
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // mounted from its first opening on, so that closing it can animate and hand focus back
  const [crisisShown, setCrisisShown] = useState(false);
  if (session.crisisOpen && !crisisShown) setCrisisShown(true);

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
      {crisisShown && (
        <Suspense fallback={null}>
          <CrisisDialog open={session.crisisOpen} onClose={session.closeCrisis} />
        </Suspense>
      )}
    </>
  );
}
export default ChatWidget;
