import { z } from 'zod';
import { listInput } from './common';

export const conversationFilters = ['all', 'crisis'] as const;
export type ConversationFilter = (typeof conversationFilters)[number];

/** Crisis conversations come first, then the most recent; `filter=crisis` keeps only those. */
export const conversationListInput = listInput({
  filter: z.enum(conversationFilters, { error: 'filter must be all or crisis.' }).default('all'),
});
export type ConversationListInput = z.infer<typeof conversationListInput>;
