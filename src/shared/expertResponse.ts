/**
 * What the chat launcher promises (the spec's words). Its own module: the launcher is on every
 * public page, the rest of the chat's rules (chatWidget.ts) come with the conversation.
 */
export const EXPERT_RESPONSE_TIME = '~15 min';
