import { useLayoutEffect, useState } from 'react';
import { ChatPanel } from './ChatPanel';
import { CrisisDialog } from './CrisisDialog';
import { useChatSession } from './useChatSession';
import type { WidgetState } from './types';

type Props = { state: WidgetState; onStateChange: (state: WidgetState) => void };

/**
 * The conversation, with its panel and the crisis dialog: fetched when a reader reaches for the
 * chat, and kept mounted from the first opening on, so it survives closing the panel. The crisis
 * dialog comes in the same chunk as the panel: only a reply to a message sent from that panel can
 * open it, so it is always in hand by then and never waits on the network.
 */
export function ChatConversation({ state, onStateChange }: Props) {
  const session = useChatSession();
  // mounted from its first opening on, so that closing it can animate and hand focus back
  const [crisisShown, setCrisisShown] = useState(false);
  if (session.crisisOpen && !crisisShown) setCrisisShown(true);
  const { greet } = session;

  // before the opened panel paints, so it never shows without the greeting
  useLayoutEffect(() => {
    if (state === 'open') greet();
  }, [state, greet]);

  return (
    <>
      {state !== 'closed' && (
        <ChatPanel
          session={session}
          minimized={state === 'minimized'}
          onMinimize={() => onStateChange('minimized')}
          onRestore={() => onStateChange('open')}
          onClose={() => onStateChange('closed')}
        />
      )}
      {crisisShown && <CrisisDialog open={session.crisisOpen} onClose={session.closeCrisis} />}
    </>
  );
}
export default ChatConversation;
