import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Config } from '../../src/server/config';

/** msw handlers for an OpenAI-compatible chat-completions endpoint (no network in tests). */

export const OPENAI_TEST_BASE_URL = 'http://openai.test/v1';

/** Settings for createTestApp({ openai: openaiTestConfig() }) that point at the mock. */
export function openaiTestConfig(overrides: Partial<Config['openai']> = {}): Config['openai'] {
  return { apiKey: 'test', baseURL: OPENAI_TEST_BASE_URL, model: 'test-model', configured: true, ...overrides };
}

export type ChatReply =
  /** a completion whose message content is this value as JSON */
  | { json: unknown }
  /** a completion whose message content is this exact text (malformed answers) */
  | { content: string | null }
  /** an HTTP error; the SDK retries 408/409/429/5xx once, at once (retry-after-ms: 0) */
  | { status: number };

export const chatReply = {
  json: (value: unknown): ChatReply => ({ json: value }),
  content: (text: string | null): ChatReply => ({ content: text }),
  error: (status: number): ChatReply => ({ status }),
};

/** The requests the mock received, for asserting on prompts and settings. */
export type ChatCall = { body: Record<string, any>; authorization: string | null };

function completion(content: string | null, model: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/** One handler for POST <baseURL>/chat/completions answering every request with `reply`. */
export function chatCompletionsHandler(reply: ChatReply, options: { baseURL?: string; calls?: ChatCall[] } = {}): HttpHandler {
  const url = `${options.baseURL ?? OPENAI_TEST_BASE_URL}/chat/completions`;
  return http.post(url, async ({ request }) => {
    const body = (await request.json()) as Record<string, any>;
    options.calls?.push({ body, authorization: request.headers.get('authorization') });
    if ('status' in reply) {
      // No body: before a retry the SDK cancels the error body, and cancelling the body of a
      // response msw has cloned never settles (mswjs/interceptors#712, #799).
      return new HttpResponse(null, { status: reply.status, headers: { 'retry-after-ms': '0' } });
    }
    const content = 'json' in reply ? JSON.stringify(reply.json) : reply.content;
    return HttpResponse.json(completion(content, String(body.model ?? 'test-model')));
  });
}
