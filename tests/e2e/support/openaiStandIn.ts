import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the stand-in's model "writes": the JSON the article generator asks for. */
export type StandInArticle = { headline: string; summary: string; contentHtml: string };

export type OpenAiStandIn = {
  /** base URL without /v1, e.g. http://127.0.0.1:40123 */
  url: string;
  /** the request bodies received, in order */
  calls: Record<string, unknown>[];
  close: () => Promise<void>;
};

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

/**
 * An OpenAI-compatible chat-completions endpoint on loopback for browser tests: every
 * POST /v1/chat/completions answers with one completion whose message content is `article` as JSON.
 * The app under test talks to it over real HTTP through the openai SDK, as it would to a provider.
 */
export async function startOpenAiStandIn(article: StandInArticle): Promise<OpenAiStandIn> {
  const calls: Record<string, unknown>[] = [];
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: `No route for ${request.method} ${request.url}` } }));
      return;
    }
    const body = await readJson(request);
    calls.push(body);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `chatcmpl-standin-${calls.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: String(body.model ?? 'test-model'),
        choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(article), refusal: null } }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
