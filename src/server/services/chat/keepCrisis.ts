import { CRISIS_LINE } from './crisis';
import type { ChatReply } from './index';

/**
 * After a crisis, every later reply of the conversation is a crisis reply too: it keeps the
 * crisis flag, emergency urgency and the crisis line, while still answering what was asked
 * (so a lead captured from it is high priority and marked as a crisis).
 */
export function keepCrisis(earlierCrisis: boolean, reply: ChatReply): ChatReply {
  if (!earlierCrisis || reply.crisisFlag) return reply;
  return {
    ...reply,
    crisisFlag: true,
    urgencyLevel: 'emergency',
    response: reply.response.includes(CRISIS_LINE) ? reply.response : `${reply.response}\n\n${CRISIS_LINE}`,
  };
}
