/** The Veterans Crisis Line's three doors, as links that work on any phone (also in index.html). */
export const CRISIS_CHAT_URL = 'https://www.veteranscrisisline.net/get-help-now/chat/';

export const crisisLinks = [
  { key: 'call', href: 'tel:988', label: 'Call 988 and press 1' },
  { key: 'text', href: 'sms:838255', label: 'Text 838255' },
  { key: 'chat', href: CRISIS_CHAT_URL, label: 'Chat online' },
] as const;
