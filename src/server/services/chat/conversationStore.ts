import { eq, sql } from 'drizzle-orm';
import { conversationMessages, conversations } from '../../db/schema';
import type { Db } from '../../db/client';
import { logger } from '../../lib/logger';
import { withinBudget } from '../../lib/withinBudget';
import type { ChatIntent, ChatUrgency } from '../../../shared/enums';
import type { VeteranInfo } from '../../../shared/schemas/chat';

/** The longest a reply waits on the database to learn whether its conversation is in crisis. */
export const CONVERSATION_READ_BUDGET_MS = 300;

/**
 * Sessions of this process that showed crisis language, so a conversation stays a crisis even
 * while the database fails. Bounded; the database is the memory shared across instances.
 */
const CRISIS_MEMORY_MAX = 10_000;
const crisisSessions = new Map<string, number>();

function rememberCrisis(sessionId: string) {
  crisisSessions.delete(sessionId);
  crisisSessions.set(sessionId, Date.now());
  if (crisisSessions.size > CRISIS_MEMORY_MAX) crisisSessions.delete(crisisSessions.keys().next().value as string);
}

export type Exchange = {
  sessionId: string;
  message: string;
  response: string;
  /** this message itself showed crisis language */
  messageCrisis: boolean;
  /** the conversation is in crisis (this message or an earlier one) */
  conversationCrisis: boolean;
  intent: ChatIntent;
  urgencyLevel: ChatUrgency;
  extractedInfo: VeteranInfo;
};

/** Writes still under way, so tests and shutdown can wait for them. */
const pending = new Set<Promise<unknown>>();
export const conversationWritesSettled = () => Promise.allSettled([...pending]);

/** The conversation memory of the chat: read with a time budget, written without holding the reply. */
export function createConversationStore(db: Db) {
  async function crisisInDatabase(sessionId: string): Promise<boolean> {
    const [row] = await db
      .select({ crisisFlag: conversations.crisisFlag })
      .from(conversations)
      .where(eq(conversations.sessionId, sessionId))
      .limit(1);
    return row?.crisisFlag ?? false;
  }

  /**
   * Written in the background, so two messages of a conversation can reach the database out of
   * order: each row carries the time its message was answered (`at`), and the conversation's
   * summary (intent, urgency, details) is taken from the newest message, whichever lands last.
   * A row with no messages yet was opened by a lead (see conversationOfLead) and dates from the
   * lead, not from anything said: the first exchange to land takes it over.
   */
  async function write(x: Exchange, at: Date) {
    const replyAt = new Date(at.getTime() + 1);
    const opened = sql`${conversations.messageCount} = 0`;
    const newer = sql`(${opened} or excluded.last_message_at >= ${conversations.lastMessageAt})`;
    await db.transaction(async (tx) => {
      const [conversation] = await tx
        .insert(conversations)
        .values({
          sessionId: x.sessionId,
          crisisFlag: x.conversationCrisis,
          crisisAt: x.conversationCrisis ? at : null,
          intent: x.intent,
          urgencyLevel: x.urgencyLevel,
          extractedInfo: x.extractedInfo,
          messageCount: 2,
          lastMessageAt: replyAt,
        })
        .onConflictDoUpdate({
          target: conversations.sessionId,
          set: {
            // a crisis is never cleared by a later message; it dates from its first message
            crisisFlag: sql`${conversations.crisisFlag} or excluded.crisis_flag`,
            crisisAt: sql`least(${conversations.crisisAt}, excluded.crisis_at)`,
            intent: sql`case when ${newer} then excluded.intent else ${conversations.intent} end`,
            urgencyLevel: sql`case when ${newer} then excluded.urgency_level else ${conversations.urgencyLevel} end`,
            extractedInfo: sql`case when ${newer} then excluded.extracted_info else ${conversations.extractedInfo} end`,
            messageCount: sql`${conversations.messageCount} + 2`,
            lastMessageAt: sql`case when ${opened} then excluded.last_message_at else greatest(${conversations.lastMessageAt}, excluded.last_message_at) end`,
          },
        })
        .returning({ id: conversations.id });
      const facts = { intent: x.intent, urgencyLevel: x.urgencyLevel };
      await tx.insert(conversationMessages).values([
        {
          conversationId: conversation.id,
          role: 'user',
          content: x.message,
          crisisFlag: x.messageCrisis,
          ...facts,
          extractedInfo: x.extractedInfo,
          createdAt: at,
        },
        // a moment later, so the reply always sorts after the message it answers
        {
          conversationId: conversation.id,
          role: 'assistant',
          content: x.response,
          crisisFlag: x.conversationCrisis,
          ...facts,
          createdAt: replyAt,
        },
      ]);
    });
  }

  /** When each exchange happened, strictly increasing in this process (room for the reply's 1 ms). */
  let lastAt = 0;
  function answeredAt(): Date {
    lastAt = Math.max(Date.now(), lastAt + 2);
    return new Date(lastAt);
  }

  return {
    /** True when this session showed crisis language before; false if the database cannot say in time. */
    async isInCrisis(sessionId: string): Promise<boolean> {
      if (crisisSessions.has(sessionId)) return true;
      const found = await withinBudget(crisisInDatabase(sessionId), CONVERSATION_READ_BUDGET_MS, false, (error) =>
        logger.warn({ err: error }, 'chat: could not read the conversation; answering from this message alone'),
      );
      if (found) rememberCrisis(sessionId);
      return found;
    },

    /** Stores the exchange in the background: a failure is logged, never the visitor's problem. */
    record(exchange: Exchange): void {
      if (exchange.conversationCrisis) rememberCrisis(exchange.sessionId);
      const writing = write(exchange, answeredAt()).catch((error) =>
        logger.error({ err: error }, 'chat: could not store the conversation'),
      );
      pending.add(writing);
      void writing.finally(() => pending.delete(writing));
    },
  };
}

/** Whether this process has seen the session in crisis (without asking the database). */
export const crisisRemembered = (sessionId: string) => crisisSessions.has(sessionId);
