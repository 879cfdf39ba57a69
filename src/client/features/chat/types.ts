import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/routers';

export type ChatReply = inferRouterOutputs<AppRouter>['chat']['message'];
export type VendorSuggestion = ChatReply['vendorSuggestions'][number];

export type ChatEntry = {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
};

/** closed: only the launcher; open: the full panel; minimized: a title bar that keeps the chat. */
export type WidgetState = 'closed' | 'open' | 'minimized';
