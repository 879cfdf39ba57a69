import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ChatIntent, ChatUrgency } from '../../../shared/enums';
import { createdAt, id } from './columns';

export const conversationRoles = ['user', 'assistant'] as const;
export type ConversationRole = (typeof conversationRoles)[number];

/** One guidance-chat session (the widget's session id); deleted after CHAT_RETENTION_DAYS. */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    sessionId: text().notNull().unique(),
    /** set by the first flagged message and never cleared: the conversation stays a crisis */
    crisisFlag: boolean().notNull().default(false),
    crisisAt: timestamp({ withTimezone: true }),
    intent: text().$type<ChatIntent>(),
    urgencyLevel: text().$type<ChatUrgency>(),
    extractedInfo: jsonb().$type<Record<string, unknown>>(),
    messageCount: integer().notNull().default(0),
    createdAt: createdAt(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the admin list: crisis first, then most recent
    index('conversations_crisis_last_idx').on(t.crisisFlag, t.lastMessageAt),
    // the retention job deletes by age
    index('conversations_last_message_idx').on(t.lastMessageAt),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text().$type<ConversationRole>().notNull(),
    content: text().notNull(),
    crisisFlag: boolean().notNull().default(false),
    intent: text().$type<ChatIntent>(),
    urgencyLevel: text().$type<ChatUrgency>(),
    extractedInfo: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  // one conversation's messages in order
  (t) => [index('conversation_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);
