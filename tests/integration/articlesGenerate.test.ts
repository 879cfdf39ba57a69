import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/testApp';
import { captureLogs } from '../support/logCapture';
import { expectAdminOnly } from '../support/authz';
import { chatCompletionsHandler, chatReply, openaiTestConfig, type ChatCall, type ChatReply } from '../mocks/openai';
import { articles } from '../../src/server/db/schema';

const mockServer = setupServer();
let withModel: TestApp;
let withoutModel: TestApp;
let admin: string;
let calls: ChatCall[];

beforeAll(async () => {
  mockServer.listen({ onUnhandledRequest: 'error' });
  [withModel, withoutModel] = await Promise.all([createTestApp({ openai: openaiTestConfig() }), createTestApp()]);
  admin = await withModel.login();
});
afterAll(async () => {
  mockServer.close();
  await Promise.all([withModel.close(), withoutModel.close()]);
});
beforeEach(() => {
  calls = [];
});
afterEach(() => {
  mockServer.resetHandlers();
});

const NO_MODEL =
  'No AI model is configured. Set OPENAI_API_KEY (and OPENAI_BASE_URL, OPENAI_MODEL for another provider) to generate articles.';
const UNUSABLE = 'The AI model did not return a usable article. Please try again.';
const request = {
  headline: 'PACT Act deadline',
  section: 'action_center',
  sourceLink: 'https://www.va.gov/pact',
  notes: 'Mention the toxic exposure screening.',
};
const modelAnswers = (reply: ChatReply) => mockServer.use(chatCompletionsHandler(reply, { calls }));
const stored = async (t: TestApp) => (await t.db.select({ n: count() }).from(articles))[0].n;

describe('article generation without a model', () => {
  it('says so (503) and never fabricates an article', async () => {
    const cookie = await withoutModel.login();
    const status = await withoutModel.request('GET', '/api/articles/ai-status', { cookie });
    expect(status.json).toEqual({ configured: false, model: null });
    const res = await withoutModel.request('POST', '/api/articles/generate', { cookie, body: request });
    expect(res.status).toBe(503);
    expect(res.json).toEqual({ error: NO_MODEL, code: 'SERVICE_UNAVAILABLE' });
    expect(await stored(withoutModel)).toBe(0);
    const caller = withoutModel.caller(await withoutModel.adminUser());
    await expect(caller.articles.generate({ headline: 'X', section: 'top_story' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: NO_MODEL,
    });
  });

  it('keeps both AI paths admin only', async () => {
    await expectAdminOnly(withoutModel, 'GET', '/api/articles/ai-status');
    await expectAdminOnly(withoutModel, 'POST', '/api/articles/generate', request);
  });
});

describe('article generation with a model', () => {
  it('reports the configured model', async () => {
    const res = await withModel.request('GET', '/api/articles/ai-status', { cookie: admin });
    expect(res.json).toEqual({ configured: true, model: 'test-model' });
  });

  it('asks the model in JSON mode and stores its sanitized article (201)', async () => {
    modelAnswers(
      chatReply.json({
        headline: 'File Your PACT Act Claim Before the Deadline',
        summary: 'Veterans exposed to burn pits have until the deadline to file.',
        contentHtml:
          '<h2>What to do</h2><p>File now.</p><script>alert("x")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">bad</a>',
      }),
    );
    const res = await withModel.request('POST', '/api/articles/generate', {
      cookie: admin,
      body: { ...request, videoUrl: 'https://youtu.be/abc' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(String),
      headline: 'File Your PACT Act Claim Before the Deadline',
      slug: 'file-your-pact-act-claim-before-the-deadline',
      content: '<h2>What to do</h2><p>File now.</p><a>bad</a>',
      section: 'action_center',
      summary: 'Veterans exposed to burn pits have until the deadline to file.',
      sourceLink: 'https://www.va.gov/pact',
      videoUrl: 'https://youtu.be/abc',
      generatedByAI: true,
      createdAt: expect.any(String),
    });
    expect(res.json.content).not.toContain('script');
    expect((await withModel.request('GET', `/api/articles/${res.json.id}`)).json).toEqual(res.json);

    expect(calls).toHaveLength(1);
    const [{ body, authorization }] = calls;
    expect(authorization).toBe('Bearer test');
    expect(body.model).toBe('test-model');
    expect(body.response_format).toEqual({ type: 'json_object' });
    const [system, user] = body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain('US military veterans');
    expect(system.content).toContain('"Action Center"');
    expect(user.content).toContain('PACT Act deadline');
    expect(user.content).toContain('https://www.va.gov/pact');
    expect(user.content).toContain('Mention the toxic exposure screening.');
  });

  it("keeps the editor's headline when the model gives none", async () => {
    modelAnswers(chatReply.json({ contentHtml: '<p>Body only.</p>' }));
    const res = await withModel.request('POST', '/api/articles/generate', {
      cookie: admin,
      body: { headline: 'Editor Headline', section: 'quick_briefs' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      headline: 'Editor Headline',
      slug: 'editor-headline',
      summary: null,
      sourceLink: null,
      generatedByAI: true,
    });
  });

  it('gives a fresh slug when the headline is already used', async () => {
    modelAnswers(chatReply.json({ headline: 'Repeat Story', contentHtml: '<p>Again.</p>' }));
    const first = await withModel.request('POST', '/api/articles/generate', { cookie: admin, body: request });
    const second = await withModel.request('POST', '/api/articles/generate', { cookie: admin, body: request });
    expect([first.json.slug, second.json.slug]).toEqual(['repeat-story', 'repeat-story-2']);
  });

  it('answers 502 and stores nothing when the model fails or answers badly', async () => {
    const log = captureLogs('warn');
    const before = await stored(withModel);
    const failures: [string, ChatReply][] = [
      ['HTTP 500', chatReply.error(500)],
      ['HTTP 401', chatReply.error(401)],
      ['not JSON', chatReply.content('Sure! Here is your article: <p>…</p>')],
      ['no content', chatReply.content(null)],
      ['wrong shape', chatReply.json({ headline: 'Only a headline' })],
      ['empty once sanitized', chatReply.json({ headline: 'H', contentHtml: '<script>alert(1)</script>' })],
    ];
    for (const [label, reply] of failures) {
      mockServer.resetHandlers();
      modelAnswers(reply);
      const res = await withModel.request('POST', '/api/articles/generate', { cookie: admin, body: request });
      expect(res.status, label).toBe(502);
      expect(res.json, label).toEqual({ error: UNUSABLE, code: 'BAD_GATEWAY' });
    }
    expect(await stored(withModel)).toBe(before);
    log.restore();
    const warnings = log.withMessage('article generation failed');
    expect(warnings).toHaveLength(failures.length);
    expect(warnings.every((l) => l.level === 'warn' && l.err)).toBe(true);
    // a 5xx is retried once by the SDK, nothing more; a 401 is not retried
    expect(calls.filter((c) => c.body.messages).length).toBe(2 + 1 + 4);
  });

  it('validates the input before calling the model', async () => {
    modelAnswers(chatReply.json({ contentHtml: '<p>never used</p>' }));
    const cases: [Record<string, unknown>, string][] = [
      [{ ...request, headline: ' ' }, 'Please enter a headline.'],
      [{ ...request, headline: undefined }, 'Please enter a headline.'],
      [{ ...request, section: undefined }, 'Please select a newsletter section.'],
      [{ ...request, section: 'weather' }, 'Please select a newsletter section.'],
      [{ ...request, sourceLink: 'va.gov' }, 'Source link must be a valid http(s) URL.'],
      [{ ...request, videoUrl: 'not a url' }, 'Video URL must be a valid http(s) URL.'],
      [{ ...request, notes: 'n'.repeat(5001) }, 'Notes must be at most 5,000 characters.'],
    ];
    for (const [body, message] of cases) {
      const res = await withModel.request('POST', '/api/articles/generate', { cookie: admin, body });
      expect(res.status, message).toBe(400);
      expect(res.json).toMatchObject({ error: message, code: 'BAD_REQUEST' });
    }
    const noBody = await withModel.request('POST', '/api/articles/generate', { cookie: admin });
    expect(noBody.json).toMatchObject({ error: 'Please enter a headline.', code: 'BAD_REQUEST' });
    expect(calls).toHaveLength(0);
  });

  it('works through the typed tRPC caller', async () => {
    modelAnswers(chatReply.json({ headline: 'Caller Story', summary: 'S', contentHtml: '<p>C</p>' }));
    const caller = withModel.caller(await withModel.adminUser());
    const article = await caller.articles.generate({ headline: 'Topic', section: 'community_highlight', notes: '' });
    expect(article).toMatchObject({ headline: 'Caller Story', generatedByAI: true, section: 'community_highlight' });
    expect(await caller.articles.aiStatus()).toEqual({ configured: true, model: 'test-model' });
  });
});
