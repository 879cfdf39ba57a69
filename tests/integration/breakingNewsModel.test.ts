import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setNewsConfig } from '../factories/breakingNews';
import { FEED_KEYWORDS, FEEDS, feedHandlers } from '../mocks/feeds';
import { OPENAI_TEST_BASE_URL, openaiTestConfig } from '../mocks/openai';
import { createTestApp, type TestApp } from '../support/testApp';

/** With a model configured: it may explain and move the score within ±2, and it writes the brief. */

const completion = (content: unknown) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: 0,
  model: 'test-model',
  choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: JSON.stringify(content), refusal: null } }],
});

const server = setupServer(
  ...feedHandlers,
  http.post(`${OPENAI_TEST_BASE_URL}/chat/completions`, async ({ request }) => {
    const body = (await request.json()) as { messages: { content: string }[] };
    if (body.messages[0].content.includes('short news briefs')) {
      return HttpResponse.json(
        completion({
          headline: 'GI Bill payments: certify by Friday',
          summary: 'Student veterans must act.',
          content: '<p>Certify now.</p>',
        }),
      );
    }
    const item = JSON.parse(body.messages[1].content) as { headline: string };
    // the model asks for far more than it may move: +5 becomes +2, -9 becomes -2
    const adjustment = item.headline.includes('TRICARE') ? 5 : -9;
    return HttpResponse.json(completion({ veteranRelevance: `Relevant: ${item.headline}`, adjustment, reason: 'pharmacy access matters' }));
  }),
);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  t = await createTestApp({ outboundAllowPrivate: true, openai: openaiTestConfig() });
  admin = await t.login();
});
afterAll(async () => {
  server.close();
  await t.close();
});

describe('news check with a model configured', () => {
  it('stores the model relevance and a bounded adjustment with its reason; the published brief is the model one', async () => {
    await setNewsConfig({ keywords: FEED_KEYWORDS, sources: [FEEDS.rss], urgencyThreshold: 7, maxArticlesPerDay: 5 }, t.db);
    const res = await t.request('POST', '/api/breaking-news/check', { cookie: admin });
    expect(res.json).toMatchObject({ added: 2, published: 1 });
    const items = (await t.request('GET', '/api/breaking-news', { cookie: admin })).json as Record<string, any>[];
    const tricare = items.find((i) => i.headline.startsWith('TRICARE'))!;
    expect(tricare).toMatchObject({ urgencyScore: 4, veteranRelevance: 'Relevant: TRICARE pharmacy changes coming in spring' });
    expect(tricare.urgencyReasons.at(-1)).toEqual({ rule: 'model', points: 2, text: 'model: pharmacy access matters' });
    const gi = items.find((i) => i.headline.startsWith('BREAKING'))!;
    expect(gi).toMatchObject({ urgencyScore: 8, status: 'published' });
    expect(gi.urgencyReasons.at(-1)).toMatchObject({ rule: 'model', points: -2 });
    const article = await t.request('GET', `/api/articles/${gi.generatedArticleId}`);
    expect(article.json).toMatchObject({ headline: 'GI Bill payments: certify by Friday', generatedByAI: true, section: 'quick_briefs' });
    expect(article.json.content).toContain('https://news.test/va-gi-bill-deadline');
  });
});
