import { z } from 'zod';
import { chatIntents, chatUrgencyLevels } from '../../../shared/enums';
import { stripTags } from '../../../shared/text';
import type { ChatMessage, ChatModel } from '../../lib/openai';
import { redactContactDetails } from './extract';
import type { ChatAnalysis } from './rules';

/** A chat reply should not wait as long as an article generation may. */
export const CHAT_MODEL_TIMEOUT_MS = 15_000;

/** Unknown values for the optional fields are ignored rather than failing the whole answer. */
const modelAnswer = z.object({
  response: z.string().trim().min(1).max(4000),
  intent: z.enum(chatIntents).optional().catch(undefined),
  urgencyLevel: z.enum(chatUrgencyLevels).optional().catch(undefined),
  crisis: z.boolean().optional().catch(undefined),
});
export type ModelAnswer = z.infer<typeof modelAnswer>;

const SYSTEM = [
  'You are the guidance assistant of Muster, a news and resource site for US military veterans and their families.',
  'Reply in plain, warm, short English (at most 120 words), as plain text without HTML or Markdown.',
  'Use only the facts you are given: never invent phone numbers, websites, programs, eligibility rules or provider names.',
  'Do not name marketplace providers; the page shows them separately.',
  'Include the next step you are given, word for word.',
  `Answer with a JSON object: {"response": string, "intent": one of ${chatIntents.join(', ')}, "urgencyLevel": one of ${chatUrgencyLevels.join(', ')}, "crisis": boolean}.`,
  'Set crisis to true if the message shows any sign of suicidal thoughts, self-harm or a wish to harm someone.',
].join('\n');

export function buildChatPrompt(message: string, analysis: ChatAnalysis): ChatMessage[] {
  const { name, branch, location } = analysis.extractedInfo;
  // contact details are not needed to word a reply, so they do not leave the server
  const facts = {
    message: redactContactDetails(message),
    knownDetails: { name, branch, location },
    rulesSay: { intent: analysis.intent, urgencyLevel: analysis.urgencyLevel, nextStep: analysis.routingSuggestion },
  };
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: JSON.stringify(facts) },
  ];
}

export async function askModel(model: ChatModel, messages: ChatMessage[], timeoutMs = CHAT_MODEL_TIMEOUT_MS): Promise<ModelAnswer> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const answer = await Promise.race([model.completeJson(messages, modelAnswer), timeout]);
    return { ...answer, response: stripTags(answer.response) };
  } finally {
    clearTimeout(timer);
  }
}

/** Urgent replies must carry the next step even if the model left it out. */
export function withNextStep(response: string, analysis: ChatAnalysis): string {
  const mustCarry = analysis.urgencyLevel === 'emergency' || analysis.urgencyLevel === 'urgent';
  if (!mustCarry || response.includes(analysis.routingSuggestion)) return response;
  return `${response} Next step: ${analysis.routingSuggestion}`;
}
