import type { ChatIntent, ChatUrgency, LeadPriority } from './enums';

/** What the widget has gathered about the visitor; sent with every message. */
export type CollectedInfo = {
  name: string | null;
  email: string | null;
  phone: string | null;
  branch: string | null;
  location: string | null;
};

export const emptyCollectedInfo = (): CollectedInfo => ({
  name: null,
  email: null,
  phone: null,
  branch: null,
  location: null,
});

export const URGENT_TOAST_MS = 5000;
export const DEFAULT_TOAST_MS = 3000;

export const CHAT_GREETING =
  "Hi, I'm the Muster guide. Tell me what you need help with (VA benefits, health care, housing, jobs, education, legal or money matters) and I'll point you to resources and trusted providers.";

export const CHAT_APOLOGY =
  "I'm sorry, I'm having technical difficulties right now. Please try again in a moment or contact our support team. If you are in crisis, call the Veterans Crisis Line at 988 and press 1.";

/** A session id from the load time and a random value: `chat_<ms>_<random>`. */
export function createSessionId(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = random().toString(36).slice(2, 11).padEnd(9, '0');
  return `chat_${now}_${suffix}`;
}

export const isHighPriority = (urgency: ChatUrgency): boolean => urgency === 'urgent' || urgency === 'emergency';

export const toastDurationFor = (urgency: ChatUrgency | null): number =>
  urgency && isHighPriority(urgency) ? URGENT_TOAST_MS : DEFAULT_TOAST_MS;

/** Keeps what was known, overwritten by whatever the latest reply found. */
export function mergeCollectedInfo(known: CollectedInfo, found: Partial<CollectedInfo> | null | undefined): CollectedInfo {
  const merged = { ...known };
  for (const key of Object.keys(merged) as (keyof CollectedInfo)[]) {
    const value = found?.[key];
    if (typeof value === 'string' && value.trim()) merged[key] = value.trim();
  }
  return merged;
}

export type ChatLeadPayload = {
  name: string;
  email: string | null;
  phone: string | null;
  source: 'chat';
  status: 'new';
  priority: LeadPriority;
  notes: string;
  category: ChatIntent;
  veteranProfile: string;
  /** links the lead to its stored conversation; the server marks it a crisis if that one is */
  sessionId?: string;
};

export function buildChatLead(
  info: CollectedInfo,
  reply: { intent: ChatIntent; urgencyLevel: ChatUrgency },
  latestMessage: string,
  sessionId?: string,
): ChatLeadPayload {
  return {
    ...(sessionId && { sessionId }),
    name: info.name ?? '',
    email: info.email,
    phone: info.phone,
    source: 'chat',
    status: 'new',
    priority: isHighPriority(reply.urgencyLevel) ? 'high' : 'medium',
    notes: latestMessage,
    category: reply.intent,
    veteranProfile: JSON.stringify(info),
  };
}

const unknown = 'Not provided';

/** A mailto link to the support desk with what the chat has learned, so an expert can pick up. */
export function buildExpertMailto(
  supportEmail: string,
  intent: ChatIntent | null,
  info: Pick<CollectedInfo, 'name' | 'branch' | 'location'>,
): string {
  const topic = (intent ?? 'general_inquiry').replace(/_/g, ' ');
  const subject = `Veteran assistance request: ${topic}`;
  const body = [
    'Hello,',
    '',
    'I would like to speak with an expert.',
    '',
    `Topic: ${topic}`,
    `Branch: ${info.branch ?? unknown}`,
    `Location: ${info.location ?? unknown}`,
    `Name: ${info.name ?? unknown}`,
    '',
    'Thank you.',
  ].join('\n');
  return `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Sending waits for text and for the previous reply. */
export const canSend = (draft: string, pending: boolean): boolean => !pending && draft.trim().length > 0;
