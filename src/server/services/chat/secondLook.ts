/**
 * The model's second look at a message the crisis rules did not flag: a strict JSON
 * classification with a short timeout. It can only add safety: it may set the crisis flag or
 * raise the urgency, never clear or lower either (applySecondOpinion), and a timeout or an
 * answer of the wrong shape leaves the rules' verdict as it was.
 */
import { z } from 'zod';
import { chatUrgencyLevels } from '../../../shared/enums';
import type { ChatMessage, ChatModel } from '../../lib/openai';
import { logger } from '../../lib/logger';
import { redactContactDetails } from './extract';
import { type ChatAnalysis, applySecondOpinion } from './rules';

/** Short: it runs beside the reply and must not hold a person up. */
export const SECOND_LOOK_TIMEOUT_MS = 3_000;

/** Exactly these keys and values; anything else is a bad answer and is ignored. */
export const secondLookAnswer = z
  .object({
    crisis: z.boolean(),
    urgencyLevel: z.enum(chatUrgencyLevels),
    about: z.enum(['self', 'other', 'none']),
  })
  .strict();
export type SecondLook = z.infer<typeof secondLookAnswer>;

export const SECOND_LOOK_SYSTEM = [
  'You check messages sent to a guidance chat for US military veterans and their families for any sign of a suicide or self-harm risk.',
  'Set crisis to true if the message shows, in any words, slang or spelling: a wish to die or not to exist, thoughts of suicide or self-harm, a method, means, plan or preparation, a goodbye, hopelessness with finality, feeling like a burden, or worry that someone else is at such a risk.',
  'Ordinary talk stays ordinary: buddies who died in service, firearms and hunting, life insurance, end-of-life planning, idioms such as "killing it at work", suicide-prevention training, bridge loans.',
  'urgencyLevel is emergency for a crisis or immediate danger, urgent for time-sensitive needs, planning for the future, otherwise standard.',
  'about says who is at risk: self (the writer), other (someone they write about), none.',
  'Answer only with a JSON object: {"crisis": boolean, "urgencyLevel": "emergency" | "urgent" | "standard" | "planning", "about": "self" | "other" | "none"}.',
].join('\n');

export function secondLookPrompt(message: string): ChatMessage[] {
  return [
    { role: 'system', content: SECOND_LOOK_SYSTEM },
    { role: 'user', content: JSON.stringify({ message: redactContactDetails(message) }) },
  ];
}

/** The model's classification, or null when it did not answer in time or answered wrongly. */
export async function secondLook(model: ChatModel, message: string, timeoutMs = SECOND_LOOK_TIMEOUT_MS): Promise<SecondLook | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const answer = await Promise.race([model.completeJson(secondLookPrompt(message), secondLookAnswer), timeout]);
    if (!answer) logger.info({ timeoutMs }, 'crisis second look timed out; the rules decide');
    return answer;
  } catch (error) {
    logger.info({ err: error }, 'crisis second look unusable; the rules decide');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Raises, never lowers: no look, or a look that sees less, changes nothing. */
export function applySecondLook(analysis: ChatAnalysis, look: SecondLook | null): ChatAnalysis {
  if (!look) return analysis;
  return applySecondOpinion(analysis, { crisis: look.crisis, urgencyLevel: look.urgencyLevel });
}
