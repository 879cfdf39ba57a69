import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { conversationMessages, conversations, leads } from '../../db/schema';
import { notFound } from '../../errors';
import { countRows, paged } from '../../db/paging';
import type { RowOf } from '../../db/rowOf';
import type { Page } from '../../../shared/schemas/common';
import type { ConversationListInput } from '../../../shared/schemas/conversations';
import type { ServiceDeps } from '../deps';

/** What an admin sees of a stored conversation. */
const conversationColumns = {
  id: conversations.id,
  sessionId: conversations.sessionId,
  crisisFlag: conversations.crisisFlag,
  crisisAt: conversations.crisisAt,
  intent: conversations.intent,
  urgencyLevel: conversations.urgencyLevel,
  extractedInfo: conversations.extractedInfo,
  messageCount: conversations.messageCount,
  createdAt: conversations.createdAt,
  lastMessageAt: conversations.lastMessageAt,
  // the visitor's first words, so the list says what each conversation is about
  // (the outer id spelt out: drizzle leaves a lone table's columns unqualified, which m would capture)
  firstMessage: sql<string | null>`(select m.content from ${conversationMessages} m
    where m.conversation_id = "conversations"."id" and m.role = 'user'
    order by m.created_at limit 1)`,
};
export type ConversationSummary = RowOf<typeof conversationColumns>;

const messageColumns = {
  id: conversationMessages.id,
  role: conversationMessages.role,
  content: conversationMessages.content,
  crisisFlag: conversationMessages.crisisFlag,
  intent: conversationMessages.intent,
  urgencyLevel: conversationMessages.urgencyLevel,
  extractedInfo: conversationMessages.extractedInfo,
  createdAt: conversationMessages.createdAt,
};
export type ConversationMessage = RowOf<typeof messageColumns>;

const linkedLeadColumns = {
  id: leads.id,
  veteranName: leads.veteranName,
  priority: leads.priority,
  category: leads.category,
  crisisFlag: leads.crisisFlag,
  createdAt: leads.createdAt,
};
export type ConversationLead = RowOf<typeof linkedLeadColumns>;

export type ConversationDetail = ConversationSummary & { messages: ConversationMessage[]; leads: ConversationLead[] };

/** Stored chat conversations: admin reading, and deletion after the retention period. */
export function createConversationService({ db }: ServiceDeps) {
  return {
    async list(input: ConversationListInput): Promise<Page<ConversationSummary>> {
      const where = input.filter === 'crisis' ? eq(conversations.crisisFlag, true) : undefined;
      return paged(
        db
          .select(conversationColumns)
          .from(conversations)
          .where(where)
          .orderBy(desc(conversations.crisisFlag), desc(conversations.lastMessageAt), desc(conversations.id)),
        countRows(db, conversations, where),
        input,
      );
    },

    async get(id: string): Promise<ConversationDetail> {
      const [conversation] = await db.select(conversationColumns).from(conversations).where(eq(conversations.id, id)).limit(1);
      if (!conversation) throw notFound('Conversation');
      const [messages, linked] = await Promise.all([
        db
          .select(messageColumns)
          .from(conversationMessages)
          .where(eq(conversationMessages.conversationId, id))
          .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.role)),
        db.select(linkedLeadColumns).from(leads).where(eq(leads.conversationId, id)).orderBy(asc(leads.createdAt)),
      ]);
      return { ...conversation, messages, leads: linked };
    },

    /** Deletes conversations (and their messages) whose last message is older than `days`; answers how many. */
    async deleteOlderThan(days: number): Promise<number> {
      const gone = await db
        .delete(conversations)
        .where(and(lt(conversations.lastMessageAt, sql`now() - ${days}::int * interval '1 day'`)))
        .returning({ id: conversations.id });
      return gone.length;
    },
  };
}
export type ConversationService = ReturnType<typeof createConversationService>;
