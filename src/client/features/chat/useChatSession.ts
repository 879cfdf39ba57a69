import { useCallback, useRef, useState } from 'react';
import type { ChatIntent, ChatUrgency } from '../../../shared/enums';
import {
  buildChatLead,
  CHAT_APOLOGY,
  CHAT_GREETING,
  createSessionId,
  DEFAULT_TOAST_MS,
  emptyCollectedInfo,
  isHighPriority,
  mergeCollectedInfo,
  toastDurationFor,
  type CollectedInfo,
} from '../../../shared/chatWidget';
import { campaignMarks } from '../../campaign';
import { trpc } from '../../trpc';
import { chatToast } from './chatToast';
import type { ChatEntry, ChatReply, VendorSuggestion } from './types';

/** The conversation: messages, what was learned from the replies, and the crisis flag. */
export function useChatSession() {
  const [sessionId] = useState(() => createSessionId());
  const [messages, setMessages] = useState<ChatEntry[]>([]);
  const [info, setInfo] = useState<CollectedInfo>(emptyCollectedInfo);
  const [intent, setIntent] = useState<ChatIntent | null>(null);
  const [urgency, setUrgency] = useState<ChatUrgency | null>(null);
  const [suggestions, setSuggestions] = useState<VendorSuggestion[]>([]);
  const [crisisOpen, setCrisisOpen] = useState(false);
  // once a reply carries the crisis flag, the conversation stays a crisis (the server keeps it too)
  const [inCrisis, setInCrisis] = useState(false);
  const nextId = useRef(1);
  const chat = trpc.chat.message.useMutation();
  const createLead = trpc.leads.create.useMutation();

  const add = useCallback((role: ChatEntry['role'], content: string) => {
    const entry = {
      id: nextId.current++,
      role,
      content,
      timestamp: new Date(),
    };
    setMessages((list) => [...list, entry]);
  }, []);

  const greet = useCallback(() => {
    if (nextId.current === 1) add('assistant', CHAT_GREETING);
  }, [add]);

  function captureLead(known: CollectedInfo, reply: ChatReply, message: string) {
    createLead.mutate(
      { ...buildChatLead(known, reply, message, sessionId), ...campaignMarks() },
      {
        onSuccess: () =>
          chatToast(
            'success',
            'Information Captured',
            "We've saved your details and will follow up with relevant resources.",
            DEFAULT_TOAST_MS,
          ),
        // the spec keeps a failed capture out of the visitor's way
        onError: (error) => console.warn('[muster] could not save the chat lead', error.message),
      },
    );
  }

  function send(text: string) {
    const message = text.trim();
    if (!message || chat.isPending) return;
    add('user', message);
    chat.mutate(
      { sessionId, message, veteranInfo: info },
      {
        onSuccess: (reply) => {
          add('assistant', reply.response);
          setIntent(reply.intent);
          setUrgency(reply.urgencyLevel);
          setSuggestions(reply.vendorSuggestions);
          const known = mergeCollectedInfo(info, reply.extractedInfo);
          setInfo(known);
          // the dialog opens by itself once; after that the panel's crisis button reopens it
          if (reply.crisisFlag && !inCrisis) setCrisisOpen(true);
          if (reply.crisisFlag) setInCrisis(true);
          // in a crisis conversation the panel's crisis button already says it; no toast over the composer
          if (isHighPriority(reply.urgencyLevel) && !(reply.crisisFlag && inCrisis))
            chatToast('error', 'High Priority Case', reply.routingSuggestion, toastDurationFor(reply.urgencyLevel));
          if (reply.shouldCreateLead) captureLead(known, reply, message);
        },
        onError: () => {
          add('assistant', CHAT_APOLOGY);
          chatToast('error', 'Connection Error', 'Please try again or contact support if the issue persists.', DEFAULT_TOAST_MS);
        },
      },
    );
  }

  return {
    messages,
    info,
    intent,
    urgency,
    suggestions,
    pending: chat.isPending,
    crisisOpen,
    inCrisis,
    openCrisis: () => setCrisisOpen(true),
    closeCrisis: () => setCrisisOpen(false),
    greet,
    send,
  };
}
export type ChatSession = ReturnType<typeof useChatSession>;
