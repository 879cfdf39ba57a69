import OpenAI from 'openai';
import type { z } from 'zod';
import type { Config } from '../config';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** The model did not answer, or answered something unusable; `cause` says which. */
export class ChatModelError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'ChatModelError';
  }
}

export type ChatModel = {
  model: string;
  /** One chat completion in JSON mode, parsed and checked against `schema`. */
  completeJson<S extends z.ZodType>(messages: ChatMessage[], schema: S): Promise<z.output<S>>;
};

export const CHAT_TIMEOUT_MS = 60_000;

/** Some models wrap JSON in a Markdown fence even in JSON mode; accept that, nothing looser. */
export function parseJsonAnswer(content: string): unknown {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(content);
  return JSON.parse(fenced ? fenced[1] : content);
}

/** A client for the configured OpenAI-compatible endpoint, or null when none is configured. */
export function createChatModel(config: Config['openai']): ChatModel | null {
  if (!config.configured) return null;
  const client = new OpenAI({
    // local providers (Ollama, vLLM) need no key, but the SDK refuses to start without one
    apiKey: config.apiKey ?? 'not-needed',
    baseURL: config.baseURL ?? 'https://api.openai.com/v1',
    timeout: CHAT_TIMEOUT_MS,
    maxRetries: 1,
  });

  return {
    model: config.model,
    async completeJson(messages, schema) {
      let content: string | null | undefined;
      try {
        const completion = await client.chat.completions.create({
          model: config.model,
          messages,
          response_format: { type: 'json_object' },
        });
        content = completion.choices?.[0]?.message?.content;
      } catch (error) {
        throw new ChatModelError('The model request failed.', { cause: error });
      }
      if (!content) throw new ChatModelError('The model returned no content.');
      let parsed: unknown;
      try {
        parsed = parseJsonAnswer(content);
      } catch (error) {
        throw new ChatModelError('The model did not return JSON.', { cause: error });
      }
      const checked = schema.safeParse(parsed);
      if (!checked.success) {
        throw new ChatModelError('The model returned JSON of the wrong shape.', { cause: checked.error });
      }
      return checked.data;
    },
  };
}
